// Every real catalog captured in examples/real/ (scripts/capture-examples.mjs; servers and
// versions in examples/real/README.md) must scan cleanly: no crash, no exit 2, no TW107, the same
// bytes twice, few undecided pairs, and none of the hostile-text rules firing on text that was
// reviewed by hand (docs/lint.md "Tested on real servers"). Invariants only, no quoted counts, so lint
// and engine tuning does not churn this file.
import { readdirSync, readFileSync } from 'node:fs';
import type { Report } from '../src/model/finding.js';
import { cli } from './cli/helpers.js';
import { actionRelation, isGenericResource } from '../src/lexical/index.js';

const DIR = 'examples/real';
const FILES = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => `${DIR}/${f}`);

/**
 * Undecided pairs (TW105) allowed over all catalogs together; 0 when this was written. Pairs
 * undecided because a schema is invalid (TW107) are the catalog's fault, not the engine's, and
 * are not counted.
 */
const MAX_UNDECIDED = 5;
/** Rules no real catalog triggers: each earlier hit was a false positive, now fixed. */
const REVIEWED_SILENT = ['TW520', 'TW521', 'TW522', 'TW526'];
/**
 * Hits of those rules reviewed by hand and kept: neon 0.3.7's `prepare_database_migration` wraps
 * orders to the model ("After executing this tool, you MUST: …") in `<important_notes>` and
 * `<next_steps>` tags, which is what TW520's hidden-tag category is for.
 */
const REVIEWED_HITS = ['TW520 neon prepare_database_migration'];

function expectOnlyReviewedHits(report: Report): void {
  const hits = report.findings
    .filter((f) => REVIEWED_SILENT.includes(f.ruleId))
    .map((f) => `${f.ruleId} ${f.locations[0].server ?? ''} ${f.locations[0].tool ?? ''}`);
  expect(hits.filter((h) => !REVIEWED_HITS.includes(h))).toEqual([]);
}
/**
 * The one catalog with TW107: server-gitlab 2025.4.25 lists every input schema as only
 * `{"$schema": …}`, without the `"type": "object"` MCP requires (the SDK client rejects its whole
 * tools/list). Every one of its tools must get TW107, and no tool of another server.
 */
const INVALID_SERVERS = new Set(['gitlab']);

function expectTw107OnlyWhereDue(report: Report, files: string[]): void {
  const invalid = report.findings.filter((f) => f.ruleId === 'TW107');
  expect(invalid.filter((f) => !INVALID_SERVERS.has(f.locations[0].server ?? ''))).toEqual([]);
  const due = files
    .filter((f) => INVALID_SERVERS.has(f.replace(/^.*\//, '').replace(/\..*$/, '')))
    .reduce((n, f) => n + toolCount(f), 0);
  expect(invalid).toHaveLength(due);
}

const toolCount = (file: string): number =>
  (JSON.parse(readFileSync(file, 'utf8')) as { tools: unknown[] }).tools.length;

/** Reasons a pair finding may give for being confusable (issue 14). */
const REASONS = new Set([
  'same-name',
  'look-alike-name',
  'similar-name',
  'same-job',
  'special-case',
  'near-identical-text',
]);

/**
 * Every pair finding says why the pair is confusable; siblings of one server are only reported
 * through their names or alike text, never for acting differently on one object.
 */
function expectEveryPairExplained(report: Report): void {
  for (const f of report.findings) {
    if (f.locations.length !== 2 || !/^TW10[1-68]$/.test(f.ruleId)) continue;
    const c = f.evidence.confusable as { reason: string; actions: unknown[]; objects: unknown[] };
    expect(REASONS.has(c.reason)).toBe(true);
    expect(c.actions).toHaveLength(2);
    expect(c.objects).toHaveLength(2);
    if (['TW103', 'TW104', 'TW105', 'TW108'].includes(f.ruleId)) {
      const [a, b] = c.actions;
      // antonyms and distinct CRUD actions never make a finding; only an action and its special
      // case (search ⊂ list, rename ⊂ update, put ⊂ update) do, or a generic tool that runs
      // anything its server holds (kubectl_generic) covering a sibling's action, or a tool that
      // runs SQL covering one statement's job (`run_sql` ~ `pg_manage_indexes`: rubric item 4),
      // or a read of a whole SQL schema covering a table listing (`pg_manage_schema` ~ `list_tables`)
      const generic =
        c.objects.some(
          (o) =>
            typeof o === 'string' &&
            (isGenericResource(o.split(' ').at(-1)) || o.split(' ').at(-1) === 'sql'),
        ) ||
        (c.objects.includes('schema') && c.objects.includes('table'));
      if (typeof a === 'string' && typeof b === 'string' && a !== b && !generic)
        expect(actionRelation(a, b)).toBe('special-case');
    }
  }
}

async function scanJson(
  files: string[],
): Promise<{ code: number; stdout: string; report: Report }> {
  const { code, stdout, stderr } = await cli(['scan', '--format', 'json', ...files]);
  expect(stderr).toBe('');
  return { code, stdout, report: JSON.parse(stdout) as Report };
}

describe('the real catalogs in examples/real', () => {
  it('has enough of them to be worth testing', () => {
    expect(FILES.length).toBeGreaterThanOrEqual(20);
  });

  it('scans them all together: exit 0 or 1, deterministic, every tool imported', async () => {
    const first = await scanJson(FILES);
    const second = await scanJson(FILES);
    expect([0, 1]).toContain(first.code);
    expect(second.stdout).toBe(first.stdout);
    const { report } = first;
    expectOnlyReviewedHits(report);
    const undecided = report.findings.filter(
      (f) =>
        f.ruleId === 'TW105' &&
        (f.evidence as { reason?: { code?: string } }).reason?.code !== 'invalid-schema',
    );
    expect(undecided.length).toBeLessThanOrEqual(MAX_UNDECIDED);
    const stats = report.stats as Record<string, unknown>;
    expect(stats.tools).toBe(FILES.reduce((n, f) => n + toolCount(f), 0));
    expect(stats.skippedEntries).toBe(0);
    expect(stats.incomplete).toBe(false);
    expectTw107OnlyWhereDue(report, FILES);
    // raw argument values never reach the report: no witness is a dummy key or a temp path
    expect(first.stdout).not.toMatch(/dummy-not-a-real-key|\/tmp\/tw-/);
    expectEveryPairExplained(report);
  }, 120_000);

  it.each(FILES)('scans %s alone without a crash or exit 2, in every format', async (file) => {
    const { code, report } = await scanJson([file]);
    expect([0, 1]).toContain(code);
    expectTw107OnlyWhereDue(report, [file]);
    expectOnlyReviewedHits(report);
    for (const format of ['human', 'sarif']) {
      const r = await cli(['scan', '--format', format, file]);
      expect(r.code).toBe(code);
      expect(r.stderr).toBe('');
    }
  });
});
