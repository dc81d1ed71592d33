import type { NodeBuffer } from '../model/node-buffer.js';

/**
 * Output bytes gathered in one reused Buffer and handed on in large pieces, always at line
 * boundaries (so a piece never splits a UTF-8 sequence): no per-line strings to join and no
 * string-to-bytes conversion of megabyte texts.
 */
export class OutBuffer {
  buf: NodeBuffer;
  pos = 0;

  constructor(
    private readonly drain: (bytes: NodeBuffer) => void,
    size = 1 << 22,
  ) {
    this.buf = Buffer.allocUnsafe(size);
  }

  /** Makes room for `bytes` more bytes (flushing first when they do not fit). */
  reserve(bytes: number): void {
    if (this.pos + bytes <= this.buf.length) return;
    this.flush();
    if (bytes > this.buf.length) this.buf = Buffer.allocUnsafe(bytes);
  }

  /** Appends `bytes[start, end)`. */
  writeBytes(bytes: Uint8Array, start: number, end: number): void {
    this.reserve(end - start);
    this.buf.set(bytes.subarray(start, end), this.pos);
    this.pos += end - start;
  }

  flush(): void {
    if (this.pos === 0) return;
    this.drain(this.buf.subarray(0, this.pos));
    this.pos = 0;
  }
}
