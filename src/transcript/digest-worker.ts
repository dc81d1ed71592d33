/**
 * The worker thread of parallel replay: digests the blocks it is sent (src/transcript/
 * digest-block.ts) and sends each block back with its entries, in the order received.
 */
import { parentPort } from 'node:worker_threads';
import { RecordScanner } from './bytes.js';
import { digestBlock, type BlockMode } from './digest-block.js';

/** A block to digest: its bytes (transferred) and how many of them are lines. */
export interface BlockMessage {
  block: ArrayBuffer;
  length: number;
  /** An entry table to fill again, when the merge has one back. */
  entries?: ArrayBuffer;
  mode: BlockMode;
}

/** This worker's scanner, for all the blocks it is sent (it keeps a cache of tool names). */
const scanner = new RecordScanner();

parentPort?.on('message', ({ block, length, entries: reuse, mode }: BlockMessage) => {
  const { entries, count, tools } = digestBlock(Buffer.from(block), length, reuse, mode, scanner);
  // both go back without copying: the block for the merge's strict parser, then for reuse
  const table = entries.buffer as ArrayBuffer;
  parentPort?.postMessage({ block, entries: table, count, tools }, [block, table]);
});
