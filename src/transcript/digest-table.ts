/**
 * A set of distinct calls keyed by their 32-byte SHA-256 digest, each with the first response
 * digest and one number (the caller's ordinal of the first call), kept in flat chunks of bytes
 * and doubles: about 80 bytes per distinct call and nothing for the garbage collector to trace,
 * where a Map of digest strings to objects costs several times that.
 *
 * A chunk is one 36 MiB allocation (64 + 8 bytes for each of 2^19 slots). That is above the
 * largest threshold at which the C allocator serves a request from its own heap instead of
 * mapping fresh pages (32 MiB on 64-bit glibc; it rises to the size of any mapped block freed
 * before, such as a file block or an outgrown bucket array), so a chunk is always its own
 * mapping: only the pages slots were written to count in the resident set, and freeing it
 * returns them to the system at once. Smaller chunks came from the allocator's heap once a
 * larger block had been freed, and after replay that heap kept their ~80 MB (for ~800,000
 * distinct calls) resident while the findings were made and rendered.
 */
const CHUNK_BITS = 19;
const CHUNK = 1 << CHUNK_BITS;
const MASK = CHUNK - 1;

export class DigestTable {
  /** 64 bytes per slot: the call digest, then the first response digest. */
  private readonly digests: Buffer[] = [];
  /** 1 double per slot: the first call's ordinal. */
  private readonly numbers: Float64Array[] = [];
  /** Open addressing, linear probing: slot + 1, or 0 for empty. */
  private buckets = new Int32Array(1 << 12);
  size = 0;

  /** The slot of the call digest at `from[at, at + 32)`, or -1. */
  find(from: Uint8Array, at: number): number {
    const mask = this.buckets.length - 1;
    for (let b = homeOf(from, at) & mask; ; b = (b + 1) & mask) {
      const entry = this.buckets[b];
      if (entry === 0) return -1;
      if (this.bytesAre(entry - 1, 0, from, at)) return entry - 1;
    }
  }

  /**
   * Adds a call not in the table, its digest at `from[callAt, +32)` and its first response's
   * at `from[responseAt, +32)`; returns its slot.
   */
  add(from: Uint8Array, callAt: number, responseAt: number, ordinal: number): number {
    const slot = this.size++;
    if (slot >> CHUNK_BITS === this.digests.length) {
      // zeroed memory from a fresh mapping: untouched pages cost nothing
      const chunk = new ArrayBuffer(CHUNK * 72);
      this.digests.push(Buffer.from(chunk, 0, CHUNK * 64));
      this.numbers.push(new Float64Array(chunk, CHUNK * 64, CHUNK));
    }
    const at = (slot & MASK) * 64;
    const bytes = this.digests[slot >> CHUNK_BITS];
    for (let k = 0; k < 32; k++) {
      bytes[at + k] = from[callAt + k];
      bytes[at + 32 + k] = from[responseAt + k];
    }
    this.numbers[slot >> CHUNK_BITS][slot & MASK] = ordinal;
    if (this.size * 2 > this.buckets.length) this.grow();
    else this.place(slot, homeOf(from, callAt));
    return slot;
  }

  /** The ordinal `add` was given for the slot's first call. */
  firstOrdinal(slot: number): number {
    return this.numbers[slot >> CHUNK_BITS][slot & MASK];
  }

  /** True when the digest at `from[at, +32)` is the slot's first response digest. */
  responseIs(slot: number, from: Uint8Array, at: number): boolean {
    return this.bytesAre(slot, 32, from, at);
  }

  /** Copies the slot's first response digest to `to[at, +32)`. */
  copyResponse(slot: number, to: Uint8Array, at: number): void {
    const from = (slot & MASK) * 64 + 32;
    this.digests[slot >> CHUNK_BITS].copy(to, at, from, from + 32);
  }

  responseHex(slot: number): string {
    const at = (slot & MASK) * 64 + 32;
    return this.digests[slot >> CHUNK_BITS].toString('hex', at, at + 32);
  }

  private bytesAre(slot: number, offset: number, from: Uint8Array, fromAt: number): boolean {
    const bytes = this.digests[slot >> CHUNK_BITS];
    const at = (slot & MASK) * 64 + offset;
    for (let k = 0; k < 32; k++) if (bytes[at + k] !== from[fromAt + k]) return false;
    return true;
  }

  private place(slot: number, home: number): void {
    const mask = this.buckets.length - 1;
    let b = home & mask;
    while (this.buckets[b] !== 0) b = (b + 1) & mask;
    this.buckets[b] = slot + 1;
  }

  private grow(): void {
    this.buckets = new Int32Array(this.buckets.length * 2);
    for (let slot = 0; slot < this.size; slot++) {
      const bytes = this.digests[slot >> CHUNK_BITS];
      const at = (slot & MASK) * 64;
      this.place(slot, homeOf(bytes, at));
    }
  }
}

/** The first four digest bytes as a bucket number (digests are uniform). */
function homeOf(from: Uint8Array, at: number): number {
  return from[at] | (from[at + 1] << 8) | (from[at + 2] << 16) | (from[at + 3] << 24);
}
