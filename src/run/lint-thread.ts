/**
 * Lint beside the proofs: a scan's lint (TW5xx and token counts) and its schema checks (TW107,
 * meta-schemas) depend only on the imported tools, and the model and candidates do not depend
 * on them, so on a machine with more than one core a worker thread (src/run/lint-worker.ts)
 * checks the schemas, then lints, while the scan's own thread finds the pairs and proves them.
 * The results are those `checkToolSchemas` and `lintTools` give here: a worker that fails for
 * any reason is dropped and its work done on this thread, which also raises any error that
 * work itself throws, as the one-thread path does.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { checkToolSchemas, type SchemaChecks } from '../analyze/scan.js';
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

/**
 * The schema checks and lint of a scan, which may be running on another thread: `checks()`
 * gives `checkToolSchemas(tools)`, `result()` gives `lintTools(tools, options)`.
 */
export interface LintJob {
  /** Whether a worker thread was started for it. */
  onWorker: boolean;
  checks(): Promise<SchemaChecks>;
  result(): Promise<LintResult>;
}

type WorkerReply<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * Starts checking the schemas of `tools` and linting them: on a worker thread when `jobs` > 1
 * and there are at least `minTools` tools (and the worker script is there), else on this
 * thread when `checks()` and `result()` are called.
 */
export function startLint(
  tools: readonly Tool[],
  options: LintOptions,
  jobs: number,
  minTools = PARALLEL_LINT_MIN_TOOLS,
): LintJob {
  const checkHere = async (): Promise<SchemaChecks> => checkToolSchemas(tools);
  const lintHere = async (): Promise<LintResult> => {
    await loadTokenizer();
    return lintTools(tools, options);
  };
  const file = workerFile();
  if (jobs < 2 || tools.length < minTools || file === undefined) {
    return { onWorker: false, checks: checkHere, result: lintHere };
  }
  const [checks, linted] = runOnWorker(file, tools, options);
  return {
    onWorker: true,
    checks: async () => {
      const answer = await checks;
      return answer.ok ? answer.value : checkHere();
    },
    result: async () => {
      const answer = await linted;
      return answer.ok ? answer.value : lintHere();
    },
  };
}

/**
 * Sends the tools to a new worker, which answers with the schema checks, then the lint; any
 * failure (start, clone, crash) is `{ok: false}` for every answer not yet in.
 */
function runOnWorker(
  file: string,
  tools: readonly Tool[],
  options: LintOptions,
): [Promise<WorkerReply<SchemaChecks>>, Promise<WorkerReply<LintResult>>] {
  let gotChecks: (reply: WorkerReply<SchemaChecks>) => void = () => undefined;
  let gotLint: (reply: WorkerReply<LintResult>) => void = () => undefined;
  const checks = new Promise<WorkerReply<SchemaChecks>>((resolve) => (gotChecks = resolve));
  const linted = new Promise<WorkerReply<LintResult>>((resolve) => (gotLint = resolve));
  let worker: Worker;
  let answers = 0;
  const fail = (error: unknown): void => {
    const reply = { ok: false as const, error: String(error) };
    if (answers === 0) gotChecks(reply);
    gotLint(reply);
    answers = 2;
    finish();
  };
  const finish = (): void => {
    worker?.removeAllListeners();
    // every answer is in hand: the worker's heap is not needed any more
    void worker?.terminate();
  };
  try {
    // a small young generation: lint's garbage is short-lived, and the worker's heap counts
    // against the scan's peak memory (measured at 10k tools: ~30 MB less, no more CPU)
    worker = new Worker(file, { resourceLimits: { maxYoungGenerationSizeMb: 16 } });
  } catch (error) {
    fail(error);
    return [checks, linted];
  }
  worker.on(
    'message',
    (
      reply:
        { ok: true; checks?: SchemaChecks; result?: LintResult } | { ok: false; error: string },
    ) => {
      if (!reply.ok) return fail(reply.error);
      answers++;
      if (answers === 1) gotChecks({ ok: true, value: reply.checks as SchemaChecks });
      else {
        gotLint({ ok: true, value: reply.result as LintResult });
        finish();
      }
    },
  );
  worker.once('error', (error) => fail(error));
  worker.once('exit', (code) => fail(`lint worker exited with ${code}`));
  try {
    worker.postMessage({ tools, options });
  } catch (error) {
    // a tool a library caller built with values that cannot be cloned
    fail(error);
  }
  return [checks, linted];
}
