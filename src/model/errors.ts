/**
 * A problem the user caused (bad flag, unreadable or malformed input). Front ends print
 * `message` as one line and exit 2; it names the file, the position and what was expected.
 */
export class InputError extends Error {
  override readonly name = 'InputError';
  constructor(message: string) {
    super(message);
  }
}
