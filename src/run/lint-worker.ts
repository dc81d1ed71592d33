/**
 * The worker thread of a parallel scan: lints the tools it is sent (`lintTools`) while the
 * scan's own thread models them and runs the proofs. It loads the tokenizer as soon as it
 * starts, so that load overlaps the import of the catalogs.
 */
import { parentPort } from 'node:worker_threads';
import type { Tool } from '../model/tool.js';
import { lintTools, loadTokenizer, type LintOptions } from '../lint/index.js';

/** What the scan sends: the imported tools (cloned) and the lint options. */
export interface LintRequest {
  tools: Tool[];
  options: LintOptions;
}

const tokenizer = loadTokenizer();
// an unhandled rejection would end the worker before a request could be answered
tokenizer.catch(() => undefined);

parentPort?.once('message', ({ tools, options }: LintRequest) => {
  tokenizer
    .then(() => parentPort?.postMessage({ ok: true, result: lintTools(tools, options) }))
    .catch((error: unknown) => parentPort?.postMessage({ ok: false, error: String(error) }));
});
