import { boundHeapGrowth } from '../io/heap.js';
import { main } from './run.js';

// The bundle's entry (dist/index.js). The work is in run.ts, so tests can run it in-process.
boundHeapGrowth();
void main();
