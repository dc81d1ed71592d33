const TWO_53 = 2n ** 53n;
// A cheap pre-check: only lines with a 16-digit run or an exponent can hold a large integer.
function maybeLarge(text: string): boolean {
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x30 && c <= 0x39) {
      if (++run >= 16) return true;
    } else {
      if (run > 0 && (c === 0x65 || c === 0x45)) return true;
      run = 0;
    }
  }
  return false;
}
const TOKEN = /"(?:[^"\\]|\\.)*"|-?[0-9]+(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/g;

/**
 * The first number token of a JSON text whose value is an integer beyond 2^53 in magnitude
 * (JSON.parse would round it, so its digest would not be the recorded value's), or undefined.
 */
export function findUnsafeInteger(text: string): string | undefined {
  if (!maybeLarge(text)) return undefined;
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(text); m !== null; m = TOKEN.exec(text)) {
    const token = m[0];
    if (token.charCodeAt(0) === 0x22) continue;
    if (/^-?[0-9]+$/.test(token)) {
      const big = BigInt(token);
      if (big > TWO_53 || big < -TWO_53) return token;
    } else {
      const value = Number(token);
      if (Number.isInteger(value) && Math.abs(value) > 2 ** 53) return token;
    }
  }
  return undefined;
}
