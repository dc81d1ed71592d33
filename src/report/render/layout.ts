/**
 * Plain-text layout for the terminal: lines kept within a column budget. Widths count code
 * points, which is exact for the escaped text the human renderers print (ASCII escapes for
 * control and bidi characters) apart from wide CJK glyphs, which only make a line look longer.
 */

/** Columns the human output aims to stay within. */
export const TERMINAL_WIDTH = 100;

/** Visible width of `text` in code points. */
export function textWidth(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/** `text` cut to `width` code points, ending in `…` when something was cut. */
export function truncateLine(text: string, width: number): string {
  if (textWidth(text) <= width) return text;
  return [...text].slice(0, Math.max(0, width - 1)).join('') + '…';
}

/**
 * `text` broken into lines of at most `width` code points, each prefixed by `indent` (counted in
 * the width). Breaks fall at spaces; a word longer than a line (a path, a JSON witness) is cut
 * where the line ends. No line is empty and no text is lost.
 */
export function wrapText(text: string, width: number, indent = ''): string[] {
  const room = Math.max(8, width - textWidth(indent));
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  const flush = (): void => {
    if (line !== '') lines.push(indent + line);
    line = '';
    lineWidth = 0;
  };
  for (const word of text.split(' ')) {
    let rest = [...word];
    // a space before the word when the line already has text
    if (lineWidth > 0 && lineWidth + 1 + rest.length > room) flush();
    if (lineWidth > 0) {
      line += ' ';
      lineWidth += 1;
    }
    while (lineWidth + rest.length > room) {
      const take = room - lineWidth;
      line += rest.slice(0, take).join('');
      lineWidth += take;
      rest = rest.slice(take);
      flush();
    }
    line += rest.join('');
    lineWidth += rest.length;
  }
  flush();
  return lines.length > 0 ? lines : [indent.trimEnd()];
}

/** `text` padded with spaces to `width` code points. */
export function padEnd(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - textWidth(text)));
}

/** `text` padded on the left with spaces to `width` code points. */
export function padStart(text: string, width: number): string {
  return ' '.repeat(Math.max(0, width - textWidth(text))) + text;
}
