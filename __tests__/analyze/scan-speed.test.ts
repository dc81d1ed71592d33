// The scan's shortcuts (a verdict reused for a pair of schemas proven before, no second
// meta-schema check of a schema the scan already checked, lint folding and matching each distinct
// text once) must never change a finding: on the real catalogs of examples/real they give the
// same report as the plain path.
import { readdirSync, readFileSync } from 'node:fs';
import { importCatalogs, type CatalogSource } from '../../src/analyze/scan.js';
import { scan } from '../../src/run/scan.js';
import { lintTools, loadTokenizer } from '../../src/lint/index.js';
import { setTextMemo } from '../../src/lint/poisoning.js';
import type { Report } from '../../src/model/finding.js';

const DIR = 'examples/real';
const REAL: CatalogSource[] = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => ({ uri: `${DIR}/${f}`, content: readFileSync(`${DIR}/${f}`) }));

/**
 * The real catalogs plus a second listing of three of them under other names (a server
 * installed twice, or two versions side by side): their confusable pairs repeat pairs of schemas.
 */
const WITH_COPIES: CatalogSource[] = [
  ...REAL,
  ...REAL.slice(0, 3).map((s) => ({
    uri: s.uri.replace(/\.json$/, '-copy.json'),
    content: s.content,
  })),
];

const OPTIONS = { maxTools: 5000, lint: false } as const;

/** The report as JSON, without the one figure that says how many verdicts were reused. */
function comparable(report: Report): string {
  const stats = structuredClone(report.stats) as { proofs?: Record<string, unknown> };
  delete stats.proofs?.cached;
  return JSON.stringify({ ...report, stats });
}

function cachedProofs(report: Report): number {
  return (report.stats as { proofs: { cached: number } }).proofs.cached;
}

beforeAll(async () => {
  await loadTokenizer();
});

describe('scan shortcuts give the plain path’s findings', () => {
  it('reused verdicts and pre-checked schemas change no finding on the real catalogs', () => {
    const fast = scan(REAL, OPTIONS);
    const plain = scan(REAL, { ...OPTIONS, plainProofs: true });
    expect(cachedProofs(plain)).toBe(0);
    expect(comparable(fast)).toBe(comparable(plain));
  });

  it('a server listed twice reuses verdicts and reports what proving each pair afresh reports', () => {
    const fast = scan(WITH_COPIES, OPTIONS);
    const plain = scan(WITH_COPIES, { ...OPTIONS, plainProofs: true });
    expect(cachedProofs(fast)).toBeGreaterThan(0);
    expect(comparable(fast)).toBe(comparable(plain));
    // counts and validations stand for the proofs they replace
    const proofs = (r: Report): Record<string, unknown> =>
      (r.stats as { proofs: Record<string, unknown> }).proofs;
    expect(proofs(fast)).toEqual({ ...proofs(plain), cached: cachedProofs(fast) });
    expect(fast.stats.validations).toBe(plain.stats.validations);
  });

  it('lint sharing folded texts between equal texts finds what folding each afresh finds', () => {
    const { tools } = importCatalogs(WITH_COPIES);
    try {
      // TW530 is located at the first input: the same one for every run
      const options = { firstUri: tools[0].location.uri };
      setTextMemo(false);
      const plain = lintTools(tools, options);
      setTextMemo(true);
      const cold = lintTools(tools, options);
      const warm = lintTools([...tools].reverse(), options);
      expect(JSON.stringify(cold)).toBe(JSON.stringify(plain));
      // tools in another order meet a memo filled in another order
      const byTool = (r: typeof plain): string[] => r.findings.map((f) => JSON.stringify(f)).sort();
      expect(byTool(warm)).toEqual(byTool(plain));
    } finally {
      setTextMemo(true);
    }
  });
});
