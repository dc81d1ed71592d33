import { InputError } from '../model/errors.js';

/**
 * Refuses an input that held no record (a 0-byte file, empty standard input, blank lines only)
 * unless `allowEmpty` (`--allow-empty`): an audit of nothing must not pass.
 */
export function refuseEmpty(
  uri: string,
  records: number,
  what: string,
  allowEmpty?: boolean,
): void {
  if (records > 0 || allowEmpty === true) return;
  throw new InputError(
    `${uri}: no ${what} (empty input); an empty input proves nothing, so it does not pass (add --allow-empty to accept it)`,
  );
}
