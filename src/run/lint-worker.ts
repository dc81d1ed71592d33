/**
 * The worker thread of a parallel scan: checks the input schemas of the tools it is sent
 * (`checkToolSchemas`), answers with them, then lints the tools (`lintTools`), while the scan's
 * own thread models the tools and runs the proofs. It loads the tokenizer as soon as it
 * starts, so that load overlaps the import of the catalogs.
 */
import { parentPort } from 'node:worker_threads';
import { checkToolSchemas } from '../analyze/scan.js';
import { lintTools, loadTokenizer, type LintOptions } from '../lint/index.js';
import type { Tool } from '../model/tool.js';

/** What the scan sends: the imported tools (cloned) and the lint options. */
export interface LintRequest {
  tools: Tool[];
  options: LintOptions;
}

const tokenizer = loadTokenizer();
// an unhandled rejection would end the worker before a request could be answered
tokenizer.catch(() => undefined);

parentPort?.once('message', ({ tools, options }: LintRequest) => {
  try {
    parentPort?.postMessage({ ok: true, checks: checkToolSchemas(tools) });
  } catch (error) {
    parentPort?.postMessage({ ok: false, error: String(error) });
    return;
  }
  tokenizer
    .then(() => parentPort?.postMessage({ ok: true, result: lintTools(tools, options) }))
    .catch((error: unknown) => parentPort?.postMessage({ ok: false, error: String(error) }));
});
