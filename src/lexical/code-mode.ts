/**
 * Code-mode tools: a tool that runs code written against its own server's tools ("Execute code in
 * a sandboxed environment with access to all MySQL tools via the mysql.* API") does whatever each
 * of those tools does. Only when its first sentence says so: code run in a browser page or a
 * shell reaches the page or the machine, not the server's other tools.
 */
import type { ToolModel } from './tool-model.js';
import { stem } from './words.js';

/** Object heads of code a tool runs. */
const CODE: ReadonlySet<string> = new Set(['code', 'script']);

/** Words of a first sentence that say the code reaches tools ("with access to all … tools"). */
const REACH: ReadonlySet<string> = new Set(['access', 'call', 'invoke'].map(stem));
const TOOL = stem('tools');

/** Whether a tool runs code that calls its own server's tools (see above). */
export function runsServerTools(model: ToolModel): boolean {
  const head = model.object.at(-1);
  return (
    model.action === 'run' &&
    head !== undefined &&
    CODE.has(head) &&
    model.commonWords.includes(TOOL) &&
    model.commonWords.some((w) => REACH.has(w))
  );
}
