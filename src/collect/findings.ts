import { quoteForMessage } from '../import/escape.js';
import type { Finding } from '../model/finding.js';
import { makeFinding, type UnavailableServerEvidence } from '../findings/index.js';
import type { ServerFailure } from './types.js';

const STDERR_IN_MESSAGE = 120;

/**
 * The last line of a stderr tail that says something: not the `Node.js v20…` footer of a crash,
 * not a lone bracket or stack frame.
 */
function telling(lines: readonly string[]): string {
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i].trim();
    if (/^Node\.js v\d/.test(line) || /^at\s/.test(line) || !/[A-Za-z]{2}/.test(line)) continue;
    return line;
  }
  return lines[lines.length - 1] ?? '';
}

/** TW501 for a server that could not be collected, at its entry in the config. */
export function unavailableFinding(failure: ServerFailure): Finding {
  const last = telling(failure.stderrTail.split('\n'));
  const stderr = last === '' ? '' : `; stderr: ${quoteForMessage(last, STDERR_IN_MESSAGE)}`;
  const evidence: UnavailableServerEvidence = {
    transport: failure.transport,
    phase: failure.phase,
    reason: { code: failure.code, message: failure.message },
    stderrTail: failure.stderrTail,
  };
  if (failure.exitCode !== undefined) evidence.exitCode = failure.exitCode;
  if (failure.signal !== undefined) evidence.signal = failure.signal;
  if (failure.missing !== undefined) evidence.missing = failure.missing;
  if (failure.unresolved !== undefined) evidence.unresolved = failure.unresolved;
  return makeFinding('TW501', {
    message: `server ${failure.name} is unavailable: ${failure.message}${stderr}`,
    locations: [{ ...failure.location, server: failure.name }],
    evidence,
    subjects: [[failure.name, failure.config]],
  });
}
