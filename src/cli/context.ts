import type { Command } from 'commander';

/** What the CLI touches outside itself, injectable for tests. */
export interface CliIo {
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

/** What a command module gets: the I/O and a way to set the exit status. */
export interface CommandContext {
  io: CliIo;
  setExit: (code: number) => void;
}

/** A command module adds its subcommand to the program. */
export type RegisterCommand = (program: Command, ctx: CommandContext) => void;
