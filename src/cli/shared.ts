import { closeSync, openSync, writeFileSync, writeSync } from 'node:fs';
import { resolve } from 'node:path';
import { Option, type Command } from 'commander';
import { InputError } from '../model/errors.js';
import type { Report } from '../model/finding.js';
import { applyAdoption, SETTINGS_FILE } from '../report/adopt.js';
import {
  exitCodeFor,
  renderTo,
  type Format,
  type RenderOptions,
  type TextSink,
} from '../report/index.js';
import { loadAdoption, type AdoptionPaths } from '../io/json-files.js';
import type { ProcessIo } from '../io/process-io.js';
import type { CommandContext } from './context.js';
import { FAIL_ON_VALUES, type FailOn } from '../findings/build.js';
import { parseChoice, SEVERITY_VALUES, type MinSeverity } from './options.js';

export const FORMATS = ['human', 'json', 'sarif', 'html'] as const;
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

/**
 * Adds the display options of a report command: `--color` / `--no-color` and `--min-severity`
 * (what the human and HTML output list; the gate stays `--fail-on`).
 */
export function addColorOptions(command: Command): Command {
  return command
    .option('--color', 'force colour in human output')
    .option('--no-color', 'never colour human output (NO_COLOR is honoured too)')
    .addOption(
      new Option(
        '--min-severity <severity>',
        'list only findings at or above this severity in human and html output (display only: counts and --fail-on still cover every finding)',
      ).argParser(parseChoice(SEVERITY_VALUES)),
    );
}

/** What the human and HTML renderers need from a report command's options. */
export function displayOptions(
  io: ProcessIo,
  opts: { color?: boolean; output?: string; failOn: FailOn; minSeverity?: MinSeverity },
  command: Command,
  strictIncomplete = false,
): RenderOptions {
  return {
    color: colorFor(io, opts, command),
    failOn: opts.failOn,
    strictIncomplete,
    minSeverity: opts.minSeverity,
  };
}

/** Colour only on a terminal without NO_COLOR, unless --color/--no-color says otherwise. */
export function colorFor(
  io: ProcessIo,
  opts: { color?: boolean; output?: string },
  command: Command,
): boolean {
  if (opts.color === false) return false;
  // commander defaults color to true because --no-color exists; only an explicit --color forces it
  if (command.getOptionValueSource('color') === 'cli') return true;
  return opts.output === undefined && io.colorDefault;
}

function writeFailure(output: string, error: unknown): InputError {
  const code = (error as { code?: string }).code ?? 'unknown error';
  return new InputError(`${output}: cannot write the report: ${code}`);
}

/** Writes report text to --output, or to standard output. */
export function emit(io: ProcessIo, opts: { output?: string }, text: string): void {
  if (opts.output === undefined) {
    io.stdout(text);
    return;
  }
  try {
    writeFileSync(resolve(io.cwd, opts.output), text);
  } catch (error) {
    throw writeFailure(opts.output, error);
  }
}

/**
 * Runs `write` with a sink for report text: standard output, or the --output file, opened
 * (created or truncated, as `emit` does) when the first chunk arrives and written in place
 * chunk by chunk. A failure to open, write or close it is an InputError naming the file; the
 * file is closed whatever happens.
 */
export function emitChunks(
  io: ProcessIo,
  opts: { output?: string },
  write: (sink: TextSink) => void,
): void {
  const output = opts.output;
  if (output === undefined) {
    const stdout = io.stdoutChunk ?? io.stdout;
    write((chunk) => stdout(chunk));
    return;
  }
  const path = resolve(io.cwd, output);
  let fd: number | undefined;
  const open = (): number => {
    try {
      return (fd ??= openSync(path, 'w'));
    } catch (error) {
      throw writeFailure(output, error);
    }
  };
  try {
    write((chunk) => {
      const bytes = Buffer.from(chunk, 'utf8');
      const target = open();
      try {
        for (let done = 0; done < bytes.length;) {
          done += writeSync(target, bytes, done, bytes.length - done);
        }
      } catch (error) {
        throw writeFailure(output, error);
      }
    });
    open(); // a report that wrote nothing still creates (or empties) the file
  } catch (error) {
    if (fd !== undefined) {
      try {
        closeSync(fd);
      } catch {
        // the first failure is the one to report
      }
    }
    throw error;
  }
  try {
    closeSync(fd as number);
  } catch (error) {
    throw writeFailure(output, error);
  }
}

/**
 * Renders a report to --output or standard output in chunks (see `renderTo`): a large JSON or
 * SARIF report is never held as one string.
 */
export function emitReport(
  io: ProcessIo,
  opts: { output?: string },
  report: Report,
  format: Format,
  options: RenderOptions = {},
): void {
  emitChunks(io, opts, (sink) => renderTo(report, format, sink, options));
}

/** `--settings` and `--baseline`, as every report-producing command takes them. */
export type AdoptionCliOptions = AdoptionPaths;

/** Adds `--settings FILE` and `--baseline REPORT.json`. */
export function addAdoptionOptions(command: Command): Command {
  return command
    .option(
      '--settings <file>',
      `ToolWitness settings (rule severities, suppressions); default ./${SETTINGS_FILE} when present`,
    )
    .option(
      '--baseline <report.json>',
      'earlier JSON report: its findings are unchanged and only new ones count toward --fail-on',
    );
}

/** Applies `--settings` (or the discovered settings file) and `--baseline` to a report. */
export function adopt(report: Report, opts: AdoptionCliOptions, io: ProcessIo): Report {
  return applyAdoption(report, loadAdoption(io.cwd, opts));
}

/** Adds `--allow-empty`: a transcript or sealed file with no record passes instead of exit 2. */
export function addAllowEmptyOption(command: Command): Command {
  return command.option(
    '--allow-empty',
    'accept an input with no records (by default it is an error: an empty chain or transcript proves nothing)',
  );
}

/** Options every report-producing command shares. */
export interface ReportCliOptions extends AdoptionCliOptions {
  format: CliFormat;
  output?: string;
  failOn: FailOn;
  color?: boolean;
  minSeverity?: MinSeverity;
}

/**
 * The common end of a report command: apply baseline and settings, render, write, and set
 * the exit status by --fail-on (and --strict when the analysis was incomplete).
 */
export function publishReport(
  analysed: Report,
  opts: ReportCliOptions,
  ctx: CommandContext,
  command: Command,
  strictIncomplete = false,
): void {
  const report = adopt(analysed, opts, ctx.io);
  emitReport(
    ctx.io,
    opts,
    report,
    opts.format,
    displayOptions(ctx.io, opts, command, strictIncomplete),
  );
  ctx.setExit(exitCodeFor(report, opts.failOn, strictIncomplete));
}
