import { InvalidArgumentError } from 'commander';

/** `--min-severity` values: the lowest severity the human and HTML output list. */
export type MinSeverity = 'error' | 'warning' | 'note';
export const SEVERITY_VALUES: readonly MinSeverity[] = ['error', 'warning', 'note'];

/** Commander argument parsers: each rejects bad values with a message that says what is allowed. */
export function parseChoice<T extends string>(allowed: readonly T[]) {
  return (value: string): T => {
    if ((allowed as readonly string[]).includes(value)) return value as T;
    throw new InvalidArgumentError(`expected one of ${allowed.join(', ')}`);
  };
}

export function parsePositiveInt(value: string): number {
  if (!/^[0-9]+$/.test(value) || Number(value) < 1 || !Number.isSafeInteger(Number(value))) {
    throw new InvalidArgumentError('expected a positive whole number');
  }
  return Number(value);
}

export function parseUnitInterval(value: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n <= 0 || n > 1) {
    throw new InvalidArgumentError('expected a number in (0, 1]');
  }
  return n;
}
