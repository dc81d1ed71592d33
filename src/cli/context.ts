import type { Command } from 'commander';
import type { ProcessIo } from '../io/process-io.js';

/** What a command module gets: the I/O and a way to set the exit status. */
export interface CommandContext {
  io: ProcessIo;
  setExit: (code: number) => void;
}

/** A command module adds its subcommand to the program. */
export type RegisterCommand = (program: Command, ctx: CommandContext) => void;
