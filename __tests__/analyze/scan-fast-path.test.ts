// The proof stage's fast path (schemas compiled only when a candidate needs them, when Ajv is
// known to compile them; verdicts reused per pair of schemas; no second meta-schema check) must
// give the plain path's verdicts, including for schemas Ajv cannot compile, whose pairs stay
// undecided even where the disjointness rules alone would decide them. On the real catalogs the
// fast and plain paths are compared in scan-speed.test.ts.
import type { CatalogSource } from '../../src/analyze/scan.js';
import { scan } from '../../src/run/scan.js';
import type { Finding, Report } from '../../src/model/finding.js';

const OPTIONS = { maxTools: 5000, lint: false } as const;

/** The report as JSON, without the one figure that says how many verdicts were reused. */
function comparable(report: Report): string {
  const stats = structuredClone(report.stats) as { proofs?: Record<string, unknown> };
  delete stats.proofs?.cached;
  return JSON.stringify({ ...report, stats });
}

const object = (properties: Record<string, unknown>): Record<string, unknown> => ({
  type: 'object',
  properties,
  required: ['project_id'],
});

/**
 * Same-job pairs across two servers whose schemas the rules prove disjoint (`project_id` a
 * string on one side, an integer on the other), where one side does not compile under Ajv:
 * `nullable` without `type` (Ajv throws), a lookahead RE2 refuses.
 */
const UNCOMPILABLE: CatalogSource[] = [
  {
    uri: 'fixtures/tracker-a.json',
    content: JSON.stringify({
      tools: [
        {
          name: 'delete_project',
          description: 'Delete a project by its id.',
          inputSchema: object({ project_id: { type: 'string' }, note: { nullable: true } }),
        },
        {
          name: 'archive_project',
          description: 'Archive a project by its id.',
          inputSchema: object({ project_id: { type: 'string', pattern: '^(?=p)[a-z]+$' } }),
        },
        {
          name: 'rename_project',
          description: 'Rename a project by its id.',
          inputSchema: object({ project_id: { type: 'string' } }),
        },
      ],
    }),
  },
  {
    uri: 'fixtures/tracker-b.json',
    content: JSON.stringify({
      tools: ['remove_project', 'archive_project', 'rename_project'].map((name) => ({
        name,
        description: `${name.split('_')[0][0].toUpperCase()}${name.split('_')[0].slice(1)} a project by its id.`,
        inputSchema: object({ project_id: { type: 'integer' } }),
      })),
    }),
  },
];

/** The proof evidence of the finding about tools named `a` and `b`. */
function verdictOf(report: Report, a: string, b: string): unknown {
  const hit = report.findings.find(
    (f: Finding) => f.message.includes(`"${a}"`) && f.message.includes(`"${b}"`),
  );
  return (hit?.evidence as { verdict?: unknown; reason?: { code?: unknown } } | undefined) ?? {};
}

describe('scan fast path', () => {
  it('leaves a pair undecided when one schema does not compile, as the plain path does', () => {
    const fast = scan(UNCOMPILABLE, OPTIONS);
    const plain = scan(UNCOMPILABLE, { ...OPTIONS, plainProofs: true });
    expect(comparable(fast)).toBe(comparable(plain));
    // the rules would prove these disjoint; the schema Ajv cannot compile keeps them unknown
    expect(verdictOf(fast, 'delete_project', 'remove_project')).toMatchObject({
      verdict: 'unknown',
      reason: { code: 'invalid-schema' },
    });
    expect(verdictOf(fast, 'archive_project', 'archive_project')).toMatchObject({
      verdict: 'unknown',
      reason: { code: 'unsupported-pattern' },
    });
    // and a pair whose schemas both compile is proven disjoint without validating a value
    expect(verdictOf(fast, 'rename_project', 'rename_project')).toMatchObject({
      verdict: 'disjoint',
    });
  });
});
