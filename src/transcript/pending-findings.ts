/**
 * Replay's findings while a transcript is being read, kept as fixed-size byte entries (digests,
 * indexes, a tool number) instead of Finding objects: about 130 bytes a finding where the
 * objects cost about 850 (four hex strings, a message, a location, evidence), and nothing for
 * the garbage collector to trace. `replay` turns them into findings once the transcript is done
 * and its digest table is gone, so the two never take memory at the same time.
 */

/** What kind of finding an entry is. */
export const NON_DETERMINISM = 1;
export const REDUNDANT_CALL = 2;

/** 2^18 entries, 32 MiB a chunk: its own mapping, see src/transcript/digest-table.ts. */
const CHUNK_BITS = 18;
const CHUNK = 1 << CHUNK_BITS;
const MASK = CHUNK - 1;
/**
 * One entry: kind (u8), after-mutation flag (u8), two spare bytes, the tool's number (u32),
 * index, line and first index (f64 each: a transcript may outgrow 32 bits), then the call,
 * first-response and response digests (32 bytes each).
 */
const ENTRY = 128;
const INDEX_AT = 8;
const LINE_AT = 16;
const FIRST_AT = 24;
export const CALL_AT = 32;
export const FIRST_RESPONSE_AT = 64;
export const RESPONSE_AT = 96;

/** One pending finding, read back: `bytes[at + CALL_AT, +32)` etc. hold its digests. */
export interface PendingFinding {
  kind: number;
  afterMutation: boolean;
  tool: string;
  index: number;
  line: number;
  firstIndex: number;
  bytes: Buffer;
  at: number;
}

/** Findings recorded in file order as byte entries; `entries()` reads them back in that order. */
export class PendingFindings {
  private readonly chunks: Buffer[] = [];
  private readonly toolNumbers = new Map<string, number>();
  private readonly tools: string[] = [];
  size = 0;

  /**
   * Adds an entry and returns its offset in the returned buffer, where the caller writes the
   * digests (`CALL_AT`, `FIRST_RESPONSE_AT`, `RESPONSE_AT`).
   */
  add(
    kind: number,
    tool: string,
    index: number,
    line: number,
    firstIndex: number,
    afterMutation: boolean,
  ): { bytes: Buffer; at: number } {
    const n = this.size++;
    if (n >> CHUNK_BITS === this.chunks.length) this.chunks.push(Buffer.alloc(CHUNK * ENTRY));
    const bytes = this.chunks[n >> CHUNK_BITS];
    const at = (n & MASK) * ENTRY;
    let number = this.toolNumbers.get(tool);
    if (number === undefined) {
      number = this.tools.length;
      this.tools.push(tool);
      this.toolNumbers.set(tool, number);
    }
    bytes[at] = kind;
    bytes[at + 1] = afterMutation ? 1 : 0;
    bytes.writeUInt32LE(number, at + 4);
    bytes.writeDoubleLE(index, at + INDEX_AT);
    bytes.writeDoubleLE(line, at + LINE_AT);
    bytes.writeDoubleLE(firstIndex, at + FIRST_AT);
    return { bytes, at };
  }

  /** The entries in the order added; each chunk is let go once read. */
  *drain(): Generator<PendingFinding> {
    const entry: PendingFinding = {
      kind: 0,
      afterMutation: false,
      tool: '',
      index: 0,
      line: 0,
      firstIndex: 0,
      bytes: Buffer.alloc(0),
      at: 0,
    };
    for (let n = 0; n < this.size; n++) {
      const c = n >> CHUNK_BITS;
      const bytes = this.chunks[c];
      const at = (n & MASK) * ENTRY;
      entry.kind = bytes[at];
      entry.afterMutation = bytes[at + 1] === 1;
      entry.tool = this.tools[bytes.readUInt32LE(at + 4)];
      entry.index = bytes.readDoubleLE(at + INDEX_AT);
      entry.line = bytes.readDoubleLE(at + LINE_AT);
      entry.firstIndex = bytes.readDoubleLE(at + FIRST_AT);
      entry.bytes = bytes;
      entry.at = at;
      yield entry;
      if ((n & MASK) === MASK) this.chunks[c] = Buffer.alloc(0);
    }
    this.chunks.length = 0;
    this.size = 0;
  }
}
