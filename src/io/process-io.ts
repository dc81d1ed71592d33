/**
 * What a run touches outside itself: the working directory and the standard streams. The CLI
 * passes the process's; the Action passes its workspace and no standard input; tests inject
 * their own.
 */
export interface ProcessIo {
  cwd: string;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /**
   * All of standard input; an implementation should stop reading past `maxBytes` (callers check
   * the length too).
   */
  readStdin: (maxBytes?: number) => Uint8Array;
  /**
   * Reads the next bytes of standard input (0 at its end), so transcripts can stream from it;
   * without it, standard input is read whole with `readStdin`.
   */
  readStdinChunk?: (into: Uint8Array, offset: number, length: number) => number;
  /**
   * Writes one chunk of a streamed report to standard output before returning (waiting while
   * a pipe's reader catches up), so a large report is not queued in memory; without it, chunks
   * go to `stdout`.
   */
  stdoutChunk?: (text: string) => void;
  /** Whether stdout is a terminal that may get colour (the caller also checks NO_COLOR). */
  colorDefault: boolean;
}
