import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Option, type Command } from 'commander';
import { InputError } from '../model/errors.js';
import type { CliIo } from './context.js';
import { FAIL_ON_VALUES, parseChoice } from './options.js';

export const FORMATS = ['human', 'json', 'sarif'] as const;
export type CliFormat = (typeof FORMATS)[number];

/** `-f, --format` with the report formats. */
export function formatOption(): Option {
  return new Option('-f, --format <format>', 'output format').choices(FORMATS).default('human');
}

/** `--fail-on` with the severities and `never`. */
export function failOnOption(): Option {
  return new Option('--fail-on <severity>', 'lowest severity that makes the exit status 1')
    .argParser(parseChoice(FAIL_ON_VALUES))
    .default('error');
}

/** Adds `--color` / `--no-color`. */
export function addColorOptions(command: Command): Command {
  return command
    .option('--color', 'force colour in human output')
    .option('--no-color', 'never colour human output (NO_COLOR is honoured too)');
}

/** Colour only on a terminal without NO_COLOR, unless --color/--no-color says otherwise. */
export function colorFor(
  io: CliIo,
  opts: { color?: boolean; output?: string },
  command: Command,
): boolean {
  if (opts.color === false) return false;
  // commander defaults color to true because --no-color exists; only an explicit --color forces it
  if (command.getOptionValueSource('color') === 'cli') return true;
  return opts.output === undefined && io.colorDefault;
}

/** Writes report text to --output, or to standard output. */
export function emit(io: CliIo, opts: { output?: string }, text: string): void {
  if (opts.output === undefined) {
    io.stdout(text);
    return;
  }
  try {
    writeFileSync(resolve(io.cwd, opts.output), text);
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'unknown error';
    throw new InputError(`${opts.output}: cannot write the report: ${code}`);
  }
}
