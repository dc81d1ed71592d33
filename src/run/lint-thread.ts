/**
 * Lint beside the proofs: a scan's lint (TW5xx and token counts) depends only on the imported
 * tools, and the model, candidates and proofs do not depend on lint, so on a machine with
 * more than one core a worker thread (src/run/lint-worker.ts) lints while the scan's own
 * thread proves. The result is the one `lintTools` gives here: a worker that fails for any
 * reason is dropped and the tools are linted on this thread, which also raises any error lint
 * itself throws, as the one-thread path does.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Tool } from '../model/tool.js';
import { lintTools, loadTokenizer, type LintOptions, type LintResult } from '../lint/index.js';

/**
 * Catalogs with fewer tools are linted on one thread: starting a worker (~0.3 s) and cloning
 * the tools to it costs more than their lint.
 */
export const PARALLEL_LINT_MIN_TOOLS = 2000;

/** The most threads `--jobs auto` uses. */
export const MAX_JOBS = 4;

/** `--jobs auto`: the cores Node may use, capped. */
export function defaultJobs(): number {
  return Math.max(1, Math.min(availableParallelism(), MAX_JOBS));
}

/** The worker script beside this module (lib/run/) or this bundle (dist/). */
function workerFile(): string | undefined {
  // built from parts so the bundler leaves it alone: it resolves where this code runs
  const file = fileURLToPath(new URL(['.', 'lint-worker.js'].join('/'), import.meta.url));
  return existsSync(file) ? file : undefined;
}

/** Lint that may be running on another thread: `result()` gives `lintTools(tools, options)`. */
export interface LintJob {
  /** Whether a worker thread was started for it. */
  onWorker: boolean;
  result(): Promise<LintResult>;
}

type WorkerReply = { ok: true; result: LintResult } | { ok: false; error: string };

/**
 * Starts linting `tools`: on a worker thread when `jobs` > 1 and there are at least `minTools`
 * tools (and the worker script is there), else on this thread when `result()` is called.
 */
export function startLint(
  tools: readonly Tool[],
  options: LintOptions,
  jobs: number,
  minTools = PARALLEL_LINT_MIN_TOOLS,
): LintJob {
  const here = async (): Promise<LintResult> => {
    await loadTokenizer();
    return lintTools(tools, options);
  };
  const file = workerFile();
  if (jobs < 2 || tools.length < minTools || file === undefined) {
    return { onWorker: false, result: here };
  }
  const reply = lintOnWorker(file, tools, options);
  return {
    onWorker: true,
    result: async () => {
      const answer = await reply;
      return answer.ok ? answer.result : here();
    },
  };
}

/** Sends the tools to a new worker; any failure (start, clone, crash) is `{ok: false}`. */
function lintOnWorker(
  file: string,
  tools: readonly Tool[],
  options: LintOptions,
): Promise<WorkerReply> {
  return new Promise((resolve) => {
    let worker: Worker;
    const settle = (reply: WorkerReply): void => {
      worker.removeAllListeners();
      // the reply is in hand: the worker's heap is not needed any more
      void worker.terminate();
      resolve(reply);
    };
    try {
      // a small young generation: lint's garbage is short-lived, and the worker's heap counts
      // against the scan's peak memory (measured at 10k tools: ~30 MB less, no more CPU)
      worker = new Worker(file, { resourceLimits: { maxYoungGenerationSizeMb: 16 } });
    } catch (error) {
      resolve({ ok: false, error: String(error) });
      return;
    }
    worker.once('message', (reply: WorkerReply) => settle(reply));
    worker.once('error', (error) => settle({ ok: false, error: String(error) }));
    worker.once('exit', (code) => settle({ ok: false, error: `lint worker exited with ${code}` }));
    try {
      worker.postMessage({ tools, options });
    } catch (error) {
      // a tool a library caller built with values that cannot be cloned
      settle({ ok: false, error: String(error) });
    }
  });
}
