/**
 * A set of distinct calls keyed by their 32-byte SHA-256 digest, each with the first response
 * digest and one number (the caller's ordinal of the first call), kept in flat chunks of bytes
 * and doubles: about 80 bytes per distinct call and nothing for the garbage collector to trace,
 * where a Map of digest strings to objects costs several times that.
 *
 * Every chunk and the bucket array live in resizable ArrayBuffers: a buffer's pages count in the
 * resident set only once written, and `release` (or an outgrown bucket array) shrinks the
 * buffer to nothing, which hands its pages back to the system at once. An ordinary buffer would
 * keep them until a full garbage collection found it unreachable, which may be after the
 * findings are rendered, so the table and the rendering would take memory at the same time.
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
  private buckets = releasableInt32s(1 << 12);
  size = 0;

  /** Empties the table and returns its memory to the system now, not at the next collection. */
  release(): void {
    for (const bytes of this.digests) shrink(bytes.buffer);
    this.digests.length = 0;
    this.numbers.length = 0;
    shrink(this.buckets.buffer);
    this.buckets = releasableInt32s(1 << 12);
    this.size = 0;
  }

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
      // zeroed pages, resident only once written
      const chunk = releasableBuffer(CHUNK * 72);
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
    const outgrown = this.buckets;
    this.buckets = releasableInt32s(outgrown.length * 2);
    shrink(outgrown.buffer);
    for (let slot = 0; slot < this.size; slot++) {
      const bytes = this.digests[slot >> CHUNK_BITS];
      const at = (slot & MASK) * 64;
      this.place(slot, homeOf(bytes, at));
    }
  }
}

/** A zeroed buffer of `bytes` that `shrink` can give back to the system. */
function releasableBuffer(bytes: number): ArrayBuffer {
  // resizable ArrayBuffers are ES2024: the Node 20 runtime has them, the ES2022 typings do not
  const Resizable = ArrayBuffer as unknown as new (
    length: number,
    options: { maxByteLength: number },
  ) => ArrayBuffer;
  return new Resizable(bytes, { maxByteLength: bytes });
}

function releasableInt32s(length: number): Int32Array {
  return new Int32Array(releasableBuffer(length * 4));
}

/** Shrinks a `releasableBuffer` to nothing: its pages go back to the system now. */
function shrink(buffer: ArrayBufferLike): void {
  (buffer as unknown as { resize(length: number): void }).resize(0);
}

/** The first four digest bytes as a bucket number (digests are uniform). */
function homeOf(from: Uint8Array, at: number): number {
  return from[at] | (from[at + 1] << 8) | (from[at + 2] << 16) | (from[at + 3] << 24);
}
