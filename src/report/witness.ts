function utf8Length(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

/** Compact JSON of a witness, cut at a code-point boundary to at most `maxBytes` UTF-8 bytes. */
export function truncateWitness(witness: unknown, maxBytes: number): string {
  const json = JSON.stringify(witness) ?? String(witness);
  const total = utf8Length(json);
  if (total <= maxBytes) return json;
  let kept = '';
  let bytes = 0;
  for (const ch of json) {
    const n = utf8Length(ch);
    if (bytes + n > maxBytes) break;
    kept += ch;
    bytes += n;
  }
  return `${kept}… (${total - bytes} more bytes)`;
}
