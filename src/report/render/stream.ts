import { stringifyJsonSafe } from '../escape.js';

/**
 * Receives rendered text in order, one chunk at a time. Chunks end between JSON tokens, never
 * inside a string, so each one is well-formed UTF-16 and can be encoded on its own.
 */
export type TextSink = (chunk: string) => void;

/**
 * About how many UTF-16 code units a chunk holds before it goes to the sink. Small enough that
 * a chunk, and the strings it is made of, stay in V8's young generation, which is collected
 * often and cheaply: a string over about 128 KiB is allocated in the large-object space, which
 * only full collections reclaim (1 MiB chunks left some 20 MB of such garbage behind the JSON
 * of a 14,000-finding replay). Large enough that writes are few.
 */
export const CHUNK_SIZE = 1 << 16;

/**
 * Text per `JSON.stringify` call that batches aim at, for the same reason: the item count
 * adapts so a batch of large findings is not one large string.
 */
const BATCH_TEXT = 1 << 15;
const MAX_BATCH = 256;

/**
 * Collects pieces of text into chunks of about `size` code units for a sink, so the whole text
 * is never held at once and the sink is not called for every small piece.
 */
export class ChunkedOutput {
  private buffer = '';

  constructor(
    private readonly sink: TextSink,
    private readonly size = CHUNK_SIZE,
  ) {}

  write(piece: string): void {
    this.buffer += piece;
    if (this.buffer.length >= this.size) this.flush();
  }

  /** Hands what is buffered to the sink. */
  flush(): void {
    if (this.buffer === '') return;
    const chunk = this.buffer;
    this.buffer = '';
    this.sink(chunk);
  }
}

/**
 * A JSON array written a batch of items at a time: each item is made by `map` only when its
 * batch is written, so neither the mapped items nor their text exist all at once.
 */
export class LazyArray<T> {
  constructor(
    readonly items: readonly T[],
    readonly map: (item: T) => unknown,
  ) {}
}

/**
 * A JSON object written member by member (in this order), so a member may be a `LazyArray` or
 * another `StreamedObject`. Other members are ordinary values, serialized whole.
 */
export class StreamedObject {
  constructor(readonly members: ReadonlyArray<readonly [string, unknown]>) {}
}

const indents: string[] = [];

function indent(depth: number): string {
  return (indents[depth] ??= ' '.repeat(2 * depth));
}

/**
 * `"key": value` as it appears in an object at `depth - 1` (its first line without indentation),
 * or undefined when `JSON.stringify` leaves the member out (undefined, a function, a symbol).
 */
function memberText(key: string, value: unknown, depth: number): string | undefined {
  // A one-member object gives JSON.stringify's own rules for what is omitted and its toJSON key
  // (a computed key defines an own property, so even `__proto__` stays data).
  const text = stringifyJsonSafe({ [key]: value }, 2);
  if (text === '{}') return undefined;
  const member = text.slice(4, -2); // '{\n  ' … '\n}'
  return depth === 1 ? member : member.replace(/\n/g, `\n${indent(depth - 1)}`);
}

/**
 * Array items at `depth`, each line indented as in the whole document, joined by `,\n`: the
 * text between an array's `[\n` and its `\n]`. Nesting the items in `depth - 1` arrays gives them
 * their final indentation from JSON.stringify itself, so no line needs re-indenting.
 */
function itemsText(items: unknown[], depth: number): string {
  let nested: unknown = items;
  for (let d = 1; d < depth; d++) nested = [nested];
  const text = stringifyJsonSafe(nested, 2);
  // each of the `depth` arrays opens with `[\n` after its indentation and closes likewise
  const frame = depth * (depth + 1);
  return text.slice(frame, text.length - frame);
}

function writeArray(array: LazyArray<unknown>, depth: number, out: ChunkedOutput): void {
  const { items, map } = array;
  if (items.length === 0) {
    out.write('[]');
    return;
  }
  out.write('[\n');
  let batch: unknown[] = [];
  let batchSize = 64;
  let first = true;
  const flushBatch = (): void => {
    if (batch.length === 0) return;
    const text = itemsText(batch, depth + 1);
    out.write(first ? text : `,\n${text}`);
    first = false;
    // the next batch's item count, from this one's text per item
    const perItem = Math.max(1, text.length / batch.length);
    batchSize = Math.max(1, Math.min(MAX_BATCH, Math.floor(BATCH_TEXT / perItem)));
    batch = [];
  };
  for (let i = 0; i < items.length; i++) {
    const item = map(items[i]);
    if (item instanceof StreamedObject || item instanceof LazyArray) {
      flushBatch();
      out.write((first ? '' : ',\n') + indent(depth + 1));
      first = false;
      writeValue(item, depth + 1, out);
    } else {
      batch.push(item);
      if (batch.length >= batchSize) flushBatch();
    }
  }
  flushBatch();
  out.write(`\n${indent(depth)}]`);
}

function writeObject(object: StreamedObject, depth: number, out: ChunkedOutput): void {
  let first = true;
  for (const [key, value] of object.members) {
    const streamed = value instanceof StreamedObject || value instanceof LazyArray;
    const text = streamed ? undefined : memberText(key, value, depth + 1);
    if (!streamed && text === undefined) continue;
    out.write(`${first ? '{' : ','}\n${indent(depth + 1)}`);
    first = false;
    if (text !== undefined) {
      out.write(text);
    } else {
      out.write(`${JSON.stringify(key)}: `);
      writeValue(value, depth + 1, out);
    }
  }
  out.write(first ? '{}' : `\n${indent(depth)}}`);
}

function writeValue(value: unknown, depth: number, out: ChunkedOutput): void {
  if (value instanceof StreamedObject) writeObject(value, depth, out);
  else if (value instanceof LazyArray) writeArray(value, depth, out);
  else if (depth === 0) out.write(stringifyJsonSafe(value, 2));
  else out.write(itemsText([value], depth).slice(2 * depth));
}

/**
 * Writes `value` as `stringifyJsonSafe(value, 2) + '\n'` would, with `StreamedObject` and
 * `LazyArray` standing for the objects and arrays they describe, in chunks of about `chunkSize`
 * code units. The bytes are the same as the one-string rendering; only the peak memory differs.
 */
export function writeJsonDocument(value: unknown, sink: TextSink, chunkSize = CHUNK_SIZE): void {
  const out = new ChunkedOutput(sink, chunkSize);
  writeValue(value, 0, out);
  out.write('\n');
  out.flush();
}
