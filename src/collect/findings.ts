import { quoteForMessage } from '../import/escape.js';
import type { Finding } from '../model/finding.js';
import { makeFinding } from '../findings/index.js';
import type { ServerFailure } from './types.js';

const STDERR_IN_MESSAGE = 120;

/** TW501 for a server that could not be collected, at its entry in the config. */
export function unavailableFinding(failure: ServerFailure): Finding {
  const last = failure.stderrTail.split('\n').pop() ?? '';
  const stderr = last === '' ? '' : `; stderr: ${quoteForMessage(last, STDERR_IN_MESSAGE)}`;
  const evidence: Record<string, unknown> = {
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
