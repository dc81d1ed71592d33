// Session 47 (issue 14, peak memory): a scan forgets its compiled validators and Ajv instances
// once its proofs are done, and lint forgets its shared folded texts once its tools are read.
// What comes after must not depend on them: a second scan in the same process compiles again
// and gives the same report, and a validator asked for after the release still decides.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { scan } from '../../src/run/scan.js';
import { loadTokenizer } from '../../src/lint/index.js';
import { releaseValidators } from '../../src/schema/index.js';
import { getValidator } from '../../src/schema/ajv.js';

beforeAll(loadTokenizer);

const DIR = 'examples/heldout105';
const sources = () =>
  readdirSync(DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ uri: join(DIR, f), content: readFileSync(join(DIR, f), 'utf8') }));

describe('caches released after their stage', () => {
  it('a second scan of the same vector-store catalogs in one process gives the same findings and proof counts', () => {
    const first = scan(sources());
    const second = scan(sources());
    expect(first.findings.length).toBeGreaterThan(0);
    expect(JSON.stringify(second.findings)).toBe(JSON.stringify(first.findings));
    expect(second.stats.proofs).toEqual(first.stats.proofs);
    expect(second.stats.validations).toBe(first.stats.validations);
  });

  it('a validator compiled before releaseValidators still decides, and one compiled after decides the same', () => {
    const schema = { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] };
    const before = getValidator(schema);
    releaseValidators();
    const after = getValidator(schema);
    expect(before.ok && after.ok).toBe(true);
    if (!before.ok || !after.ok) return;
    expect(after).not.toBe(before);
    for (const value of [{ n: 1 }, { n: 'x' }, {}]) {
      expect(after.check(value)).toBe(before.check(value));
    }
    expect(after.validate({ n: 2 })).toBe(true);
    expect(after.validate({})).toBe(false);
  });
});
