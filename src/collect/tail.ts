import { StringDecoder } from 'node:string_decoder';
import { redact } from './redact.js';

/** Bytes of a server's stderr kept while it runs: enough context, bounded memory. */
export const TAIL_KEEP_CHARS = 16 * 1024;
/** What a finding shows of it. */
export const TAIL_SHOW_LINES = 20;
export const TAIL_SHOW_CHARS = 2000;

/** The last part of a stream, kept in bounded memory. */
export class Tail {
  private text = '';
  private cut = false;
  // Chunks may split a UTF-8 sequence; the decoder carries the partial bytes over.
  private readonly decoder = new StringDecoder('utf8');

  push(chunk: string | Uint8Array): void {
    this.text += typeof chunk === 'string' ? chunk : this.decoder.write(Buffer.from(chunk));
    if (this.text.length > 2 * TAIL_KEEP_CHARS) {
      this.text = this.text.slice(-TAIL_KEEP_CHARS);
      this.cut = true;
    }
  }

  /**
   * The last lines, secrets redacted, at most TAIL_SHOW_LINES lines and TAIL_SHOW_CHARS
   * characters. Redaction runs before cutting, and a line the buffer cut in two is dropped,
   * so no fragment of a secret survives a cut.
   */
  show(secrets: readonly string[]): string {
    let text = this.text.slice(-TAIL_KEEP_CHARS);
    if (this.cut || this.text.length > TAIL_KEEP_CHARS) {
      const nl = text.indexOf('\n');
      text = nl === -1 ? '' : text.slice(nl + 1);
    }
    const lines = redact(text, secrets)
      .replace(/\r\n?/g, '\n')
      .split('\n')
      .map((line) => line.trimEnd())
      .filter((line) => line !== '');
    const shown: string[] = [];
    let size = 0;
    for (let i = lines.length - 1; i >= 0 && shown.length < TAIL_SHOW_LINES; i--) {
      const line =
        lines[i].length > TAIL_SHOW_CHARS ? `…${lines[i].slice(-TAIL_SHOW_CHARS)}` : lines[i];
      if (size + line.length > TAIL_SHOW_CHARS && shown.length > 0) break;
      shown.unshift(line);
      size += line.length + 1;
    }
    return shown.join('\n');
  }
}
