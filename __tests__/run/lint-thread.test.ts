import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Lint on a worker thread (src/run/lint-thread.ts) against `lintTools` on this thread, through the
 * library build (lib/, where the worker script sits beside the module that starts it).
 */
const LIB = resolve('lib');
const describeIf = existsSync(join(LIB, 'run/lint-worker.js')) ? describe : describe.skip;

/* eslint-disable @typescript-eslint/no-explicit-any -- the built modules are untyped here */
async function load(path: string): Promise<any> {
  return import(pathToFileURL(join(LIB, path)).href);
}

describeIf('lint on a worker thread', () => {
  const sources = readdirSync('examples/real')
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ uri: `examples/real/${f}`, content: readFileSync(join('examples/real', f)) }));

  it('gives the schema checks, findings and token counts of this thread, on the real catalogs', async () => {
    const { importCatalogs } = await load('analyze/scan.js');
    const { lintTools, loadTokenizer } = await load('lint/index.js');
    const { startLint } = await load('run/lint-thread.js');
    const { tools } = importCatalogs(sources);
    const options = { maxTokens: 1000, firstUri: 'examples/real/asana.json' };
    const job = startLint(tools, options, 2, 1);
    expect(job.onWorker).toBe(true);
    const checked = await job.checks();
    const there = await job.result();
    await loadTokenizer();
    const here = lintTools(tools, options);
    expect(JSON.stringify(there)).toBe(JSON.stringify(here));
    const { checkToolSchemas } = await load('analyze/scan.js');
    expect(JSON.stringify(checked)).toBe(JSON.stringify(checkToolSchemas(tools)));
    expect(there.findings.some((f: { ruleId: string }) => f.ruleId === 'TW530')).toBe(true);
  });

  it('keeps a server named __proto__ as data in the token counts', async () => {
    const { importCatalogs } = await load('analyze/scan.js');
    const { startLint } = await load('run/lint-thread.js');
    const { tools } = importCatalogs([
      {
        uri: '__proto__.json',
        content: JSON.stringify({ tools: [{ name: 'a', inputSchema: { type: 'object' } }] }),
      },
    ]);
    const job = startLint(tools, {}, 2, 1);
    expect(job.onWorker).toBe(true);
    const { tokens } = await job.result();
    expect(Object.keys(tokens.byServer)).toEqual(['__proto__']);
    // a plain object (of the realm it arrived in), not one whose prototype the name replaced
    expect(Object.getPrototypeOf(Object.getPrototypeOf(tokens.byServer))).toBeNull();
  });

  it('raises the error of the one-thread path for a tool that cannot be sent to a worker', async () => {
    const { importCatalogs } = await load('analyze/scan.js');
    const { lintTools, loadTokenizer } = await load('lint/index.js');
    const { startLint } = await load('run/lint-thread.js');
    const { tools } = importCatalogs(sources.slice(0, 2));
    // a library caller's schema holding a function: structured clone refuses it, so it is
    // linted here, where lint refuses it as the one-thread path does
    tools[0] = { ...tools[0], inputSchema: { type: 'object', default: () => 1 } };
    await loadTokenizer();
    const message = (() => {
      try {
        lintTools(tools, {});
      } catch (error) {
        return String(error);
      }
      return 'no error';
    })();
    expect(message).toMatch(/no JSON representation/);
    const job = startLint(tools, {}, 2, 1);
    expect(job.onWorker).toBe(true);
    await expect(job.result().catch((e: unknown) => Promise.reject(String(e)))).rejects.toBe(
      message,
    );
  });

  it('stays on this thread below the size threshold or with one job', async () => {
    const { importCatalogs } = await load('analyze/scan.js');
    const { startLint, PARALLEL_LINT_MIN_TOOLS } = await load('run/lint-thread.js');
    const { tools } = importCatalogs(sources);
    expect(tools.length).toBeLessThan(PARALLEL_LINT_MIN_TOOLS);
    expect(startLint(tools, {}, 4).onWorker).toBe(false);
    expect(startLint(tools, {}, 1, 1).onWorker).toBe(false);
  });
});

describeIf('a parallel scan', () => {
  it('reports an invalid schema (TW107) found on the worker as the one-thread scan does', async () => {
    const { runScan } = await load('run/scan.js');
    const { PARALLEL_LINT_MIN_TOOLS } = await load('run/lint-thread.js');
    // enough tools for the worker, one of them with a schema that fails its meta-schema
    const tools = Array.from({ length: PARALLEL_LINT_MIN_TOOLS }, (_, i) => ({
      name: `get_item_${i}`,
      description: `Get item number ${i % 50} of the store.`,
      inputSchema:
        i === 7
          ? { type: 'object', properties: { id: { type: 'text' } } }
          : { type: 'object', properties: { id: { type: 'string' } } },
    }));
    const catalogs = [{ uri: 'store.json', content: JSON.stringify({ tools }) }];
    const options = { maxTools: 20000 };
    const one = await runScan({ catalogs }, { ...options, jobs: 1 });
    const two = await runScan({ catalogs }, { ...options, jobs: 2 });
    expect(JSON.stringify(two)).toBe(JSON.stringify(one));
    expect(one.findings.filter((f: { ruleId: string }) => f.ruleId === 'TW107')).toHaveLength(1);
  });
});
