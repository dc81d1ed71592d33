// The directories of real catalogs under examples/: examples/real and every held-out set, read
// from the tree so that a new set is found without a list to edit. A catalog's server name stands
// in one of them only (`__tests__/bench/heldout-labels.test.ts` checks it), so their order decides
// nothing; they are sorted by set number for stable output.
import { readdirSync } from 'node:fs';

const setNumber = (dir: string): number => Number(dir.slice('heldout'.length) || '1');

/** `examples/real`, then `examples/heldout`, `examples/heldout2`, … in set order. */
export const CATALOG_DIRS: readonly string[] = [
  'examples/real',
  ...readdirSync('examples')
    .filter((d) => /^heldout\d*$/.test(d))
    .sort((a, b) => setNumber(a) - setNumber(b))
    .map((d) => `examples/${d}`),
];
