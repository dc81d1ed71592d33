import { fingerprint } from '../findings/fingerprint.js';
import type { EvidenceOf } from '../findings/evidence.js';
import type {
  BaselineState,
  Finding,
  FindingLocation,
  FindingSuppression,
  Severity,
} from '../model/finding.js';
import { ruleById } from '../rules/registry.js';
import { recordLocation } from './location.js';

/**
 * Replay's findings while a transcript is being read, kept as fixed-size byte entries (digests,
 * indexes, a tool number) instead of Finding objects: about 130 bytes a finding where the
 * objects cost about 850 (four hex strings, a message, a location, evidence), and nothing for
 * the garbage collector to trace. Once the transcript is done and its digest table is gone, `findings` hands them on as
 * findings that read their entry when rendered (`RecordedFinding`), so a report of many
 * findings never holds them all as objects and strings.
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

/** Findings recorded in file order as byte entries; `findings()` hands them on in that order. */
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

  /**
   * The entries as findings of transcript `uri`, in the order added. Each is a
   * `RecordedFinding` over its entry: the chunks stay, and the strings a finding shows are
   * made when read, so a long transcript's findings cost their entries until they are rendered.
   */
  findings(uri: string): Finding[] {
    const out: Finding[] = new Array<Finding>(this.size);
    for (let n = 0; n < this.size; n++) {
      const bytes = this.chunks[n >> CHUNK_BITS];
      const at = (n & MASK) * ENTRY;
      const tool = this.tools[bytes.readUInt32LE(at + 4)];
      out[n] = new RecordedFinding(bytes, at, uri, tool);
    }
    return out;
  }
}

const TW301 = ruleById('TW301');
const TW302 = ruleById('TW302');

/**
 * A replay finding read from its pending entry: `ruleId`, `rule` and `severity` are fields (the
 * sort, the summary and the gate read them), the message, fingerprint, location and evidence are
 * made each time they are read and never kept. About 80 bytes and a share of the entry's 128,
 * where the finished objects cost about 700 (four hex strings, a message, a location,
 * evidence). It reads, and serializes (`toJSON`), as the object `makeFinding` would build;
 * adoption may still set `baselineState`, `suppressed` or `severity` on it.
 */
class RecordedFinding implements Finding {
  readonly ruleId: string;
  readonly rule: string;
  severity: Severity;
  // declared only: adoption adds them when it marks a finding, so an unmarked one has no member
  declare baselineState?: BaselineState;
  declare suppressed?: FindingSuppression;
  // private fields: never enumerated, so the entry's chunk is not mistaken for a member
  readonly #bytes: Buffer;
  readonly #at: number;
  readonly #uri: string;
  readonly #tool: string;

  constructor(bytes: Buffer, at: number, uri: string, tool: string) {
    const meta = bytes[at] === NON_DETERMINISM ? TW301 : TW302;
    this.ruleId = meta.id;
    this.rule = meta.name;
    this.severity = meta.severity;
    this.#bytes = bytes;
    this.#at = at;
    this.#uri = uri;
    this.#tool = tool;
  }

  private get index(): number {
    return this.#bytes.readDoubleLE(this.#at + INDEX_AT);
  }

  private get firstIndex(): number {
    return this.#bytes.readDoubleLE(this.#at + FIRST_AT);
  }

  private digest(offset: number): string {
    return this.#bytes.toString('hex', this.#at + offset, this.#at + offset + 32);
  }

  get message(): string {
    return this.ruleId === 'TW301'
      ? `tool '${this.#tool}' returned a different response than the identical call at index ${this.firstIndex}`
      : `tool '${this.#tool}' repeats the identical call at index ${this.firstIndex} with no state change between them`;
  }

  get fingerprint(): string {
    return fingerprint(this.ruleId, [this.#uri, this.index]);
  }

  get locations(): FindingLocation[] {
    return [
      recordLocation(this.#uri, {
        line: this.#bytes.readDoubleLE(this.#at + LINE_AT),
        index: this.index,
        tool: this.#tool,
      }),
    ];
  }

  get evidence(): EvidenceOf<'TW301' | 'TW302'> {
    if (this.ruleId === 'TW301')
      return {
        index: this.index,
        firstIndex: this.firstIndex,
        callDigest: this.digest(CALL_AT),
        firstResponseDigest: this.digest(FIRST_RESPONSE_AT),
        responseDigest: this.digest(RESPONSE_AT),
        afterMutation: this.#bytes[this.#at + 1] === 1,
      };
    return { index: this.index, previousIndex: this.firstIndex, callDigest: this.digest(CALL_AT) };
  }

  /** The plain finding, members in `makeFinding`'s order. */
  toJSON(): Finding {
    const out: Finding = {
      ruleId: this.ruleId,
      rule: this.rule,
      severity: this.severity,
      message: this.message,
      fingerprint: this.fingerprint,
      locations: this.locations,
      evidence: this.evidence,
    };
    if (this.baselineState !== undefined) out.baselineState = this.baselineState;
    if (this.suppressed !== undefined) out.suppressed = this.suppressed;
    return out;
  }
}
