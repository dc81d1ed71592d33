import { setFlagsFromString } from 'node:v8';

/**
 * Old-generation growth per full collection, in percent, for the CLI and Action processes. V8
 * otherwise lets the heap grow up to 4× the memory that survived the last full collection before
 * collecting again, so a large scan's peak depended on when collections fell: the same 10k-tool
 * scan peaked anywhere from 400 to 510 MB. Doubling at most keeps it near 360 MB for about the same
 * CPU time (docs/performance.md, session 47).
 */
export const HEAP_GROWING_PERCENT = 100;

/**
 * Bounds heap growth for this process. Only the programs' entry points call it: a library caller's
 * process is theirs to tune.
 */
export function boundHeapGrowth(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
