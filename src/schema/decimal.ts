/**
 * Exact decimal arithmetic for `multipleOf` reasoning. A finite double is read through its
 * shortest round-trip decimal text (what the schema author wrote), so `0.01` is exactly 1/100.
 */

/** A decimal value `digits / 10^scale`. */
export interface Decimal {
  digits: bigint;
  scale: number;
}

/** Largest decimal scale we reason about; beyond it multipleOf reasoning gives up. */
export const MAX_SCALE = 12;

/** The exact decimal of a finite double's shortest text, or undefined beyond MAX_SCALE. */
export function toDecimal(x: number): Decimal | undefined {
  if (!Number.isFinite(x)) return undefined;
  const text = String(x);
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(text);
  if (!match) return undefined;
  const [, sign, int, frac = '', exp = '0'] = match;
  let scale = frac.length - Number(exp);
  let digits = BigInt(int + frac);
  if (scale < 0) {
    digits *= 10n ** BigInt(-scale);
    scale = 0;
  }
  if (scale > MAX_SCALE) return undefined;
  return { digits: sign === '-' ? -digits : digits, scale };
}

function rescale(d: Decimal, scale: number): bigint {
  return d.digits * 10n ** BigInt(scale - d.scale);
}

function gcd(a: bigint, b: bigint): bigint {
  a = a < 0n ? -a : a;
  b = b < 0n ? -b : b;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/** Floor division for bigints (rounds toward negative infinity). */
function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

/** Ceiling division for bigints. */
function ceilDiv(a: bigint, b: bigint): bigint {
  return -floorDiv(-a, b);
}

/** The step every value must be a multiple of: lcm of all steps, at a common scale. */
export interface Step {
  units: bigint; // the step in units of 10^-scale
  scale: number;
}

/** Least common multiple of positive decimal steps (1 for the integer type), or undefined. */
export function lcmStep(steps: number[]): Step | undefined {
  const decimals: Decimal[] = [];
  for (const s of steps) {
    const d = toDecimal(s);
    if (!d || d.digits <= 0n) return undefined;
    decimals.push(d);
  }
  const scale = decimals.reduce((m, d) => Math.max(m, d.scale), 0);
  let units = 1n;
  for (const d of decimals) {
    const u = rescale(d, scale);
    units = (units / gcd(units, u)) * u;
  }
  return { units, scale };
}

/** Bound of a numeric range; `value` undefined means unbounded. */
export interface Bound {
  value: number | undefined;
  exclusive: boolean;
}

/**
 * The multiples `k` of `step` inside [lo, hi] as a k range, or undefined when a bound cannot be
 * read exactly. With `marginScale`, the range is first widened by 10^-marginScale on each side
 * (bounds then count as inclusive). `empty` is true when no multiple lies in the range.
 */
export function multiplesInRange(
  step: Step,
  lo: Bound,
  hi: Bound,
  marginScale?: number,
): { first: bigint | undefined; last: bigint | undefined; empty: boolean } | undefined {
  const side = (bound: Bound, dir: -1 | 1): bigint | undefined | null => {
    if (bound.value === undefined) return undefined;
    const d = toDecimal(bound.value);
    if (!d) return null;
    const scale = Math.max(d.scale, step.scale, marginScale ?? 0);
    let num = rescale(d, scale);
    if (marginScale !== undefined) num += BigInt(dir) * 10n ** BigInt(scale - marginScale);
    const den = step.units * 10n ** BigInt(scale - step.scale);
    if (dir < 0) {
      const k = ceilDiv(num, den);
      return marginScale === undefined && bound.exclusive && k * den === num ? k + 1n : k;
    }
    const k = floorDiv(num, den);
    return marginScale === undefined && bound.exclusive && k * den === num ? k - 1n : k;
  };
  const first = side(lo, -1);
  const last = side(hi, 1);
  if (first === null || last === null) return undefined;
  const empty = first !== undefined && last !== undefined && first > last;
  return { first, last, empty };
}

/** The number `k * step` (through its decimal text, so 5 * 0.01 is 0.05). */
export function stepValue(step: Step, k: bigint): number {
  const units = k * step.units;
  const neg = units < 0n;
  let text = (neg ? -units : units).toString();
  if (step.scale > 0) {
    text = text.padStart(step.scale + 1, '0');
    text = `${text.slice(0, -step.scale)}.${text.slice(-step.scale)}`;
  }
  return Number((neg ? '-' : '') + text);
}
