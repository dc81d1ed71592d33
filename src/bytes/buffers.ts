/**
 * Small byte helpers shared by the transcript scanner, the chain's link writer and reader, and
 * replay's digest tables: the ground floor of the byte layer (it imports nothing).
 */

/** Buffer's own string writers, without `write`'s argument juggling (present since Node 0.x). */
export interface RawWriters {
  utf8Write(text: string, offset: number, length?: number): number;
  latin1Write(text: string, offset: number, length?: number): number;
}

/** The raw writers of a Buffer (`buf.write` with the encoding decided). */
export function writers(buf: Buffer): Buffer & RawWriters {
  return buf as Buffer & RawWriters;
}

/** `bytes[start, stop)` as a plain view (cheaper to make than Buffer#subarray's Buffer). */
export function view(bytes: Uint8Array, start: number, stop: number): Uint8Array {
  return new Uint8Array(bytes.buffer, bytes.byteOffset + start, stop - start);
}

/**
 * Copies `from[start, stop)` to `to` at `at` and returns the count: a loop for the short runs
 * this code copies (Buffer#copy costs more in argument checks than in copying), `set` beyond.
 */
export function copyBytes(
  from: Uint8Array,
  start: number,
  stop: number,
  to: Uint8Array,
  at: number,
): number {
  const n = stop - start;
  if (n > 64) to.set(view(from, start, stop), at);
  else for (let k = 0; k < n; k++) to[at + k] = from[start + k];
  return n;
}
