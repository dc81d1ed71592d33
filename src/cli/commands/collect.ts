import { existsSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { InvalidArgumentError, type Command } from 'commander';
import {
  collectedForDrift,
  collectedTools,
  collectServers,
  diffSnapshot,
  instructionFindings,
  loadSnapshot,
  snapshotOf,
  unavailableFinding,
  writeSnapshot,
  serverStats,
  type CollectReporter,
  type CollectResult,
  type LoadedSnapshot,
} from '../../collect/index.js';
import { lintClientConfig, parseClientConfig } from '../../config/index.js';
import type { ClientConfig } from '../../config/types.js';
import { compareCatalogs, snapshotTools, type EvolutionStats } from '../../evolution/index.js';
import { InputError } from '../../model/errors.js';
import type { Finding, Report } from '../../model/finding.js';
import { buildReport, exitCodeFor, isIncomplete } from '../../findings/index.js';
import { escapeTerminal, render } from '../../report/index.js';
import { VERSION } from '../../version.js';
import type { CliIo, CommandContext, RegisterCommand } from '../context.js';
import { readInputs } from '../io.js';
import {
  addAdoptionOptions,
  addColorOptions,
  adopt,
  colorFor,
  emit,
  failOnOption,
  formatOption,
  type ReportCliOptions,
} from '../shared.js';

/** Project configs `collect` and `scan --config` read when none is named, in this order. */
export const PROJECT_CONFIGS = [
  '.mcp.json',
  '.cursor/mcp.json',
  '.vscode/mcp.json',
  '.codex/config.toml',
] as const;

const MAX_TIMEOUT_S = 600;

/** `--timeout S`: seconds, fractions allowed, at most 600. */
export function parseTimeout(value: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n <= 0 || n > MAX_TIMEOUT_S) {
    throw new InvalidArgumentError(`expected seconds, more than 0 and at most ${MAX_TIMEOUT_S}`);
  }
  return n;
}

function collectRepeated(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}

/** Adds the options `collect` and `scan` share for talking to configured servers. */
export function addLiveOptions(command: Command, configHelp: string): Command {
  return command
    .option('--config <file>', configHelp, collectRepeated)
    .option(
      '--timeout <seconds>',
      'per-server budget to start, initialize and list tools',
      parseTimeout,
      30,
    )
    .option(
      '--progress',
      'show per-server progress on standard error (default: when it is a terminal)',
    )
    .option('--no-progress', 'never show progress');
}

export interface LiveCliOptions {
  config?: string[];
  timeout: number;
  progress?: boolean;
}

/**
 * Reads and parses the named client configs, or the project's (PROJECT_CONFIGS in the working
 * directory) when none is named. Nothing is started here.
 */
export function loadClientConfigs(paths: readonly string[] | undefined, io: CliIo): ClientConfig[] {
  let named = paths ?? [];
  if (named.length === 0) {
    named = PROJECT_CONFIGS.filter((p) => existsSync(resolve(io.cwd, p)));
    if (named.length === 0) {
      throw new InputError(
        `no MCP client config in ${escapeTerminal(io.cwd)} (looked for ${PROJECT_CONFIGS.join(', ')}); name one with --config FILE`,
      );
    }
  }
  return readInputs([...named], io.cwd, io.readStdin).map((file) =>
    parseClientConfig(file.uri, file.content),
  );
}

/** Per-server progress lines on standard error. */
export function stderrReporter(io: CliIo): CollectReporter {
  const line = (name: string, text: string): void =>
    io.stderr(`toolwitness: ${escapeTerminal(name)}: ${escapeTerminal(text)}\n`);
  return {
    starting: (s) => line(s.name, `starting (${s.transport})`),
    listed: (s, n) => {
      const skipped = (s as { skippedStdoutLines?: number }).skippedStdoutLines;
      const note =
        skipped === undefined ? '' : `; skipped ${skipped} non-JSON line(s) it printed on stdout`;
      line(s.name, `listed ${n} tool${n === 1 ? '' : 's'}${note}`);
    },
    failed: (f) => line(f.name, `failed: ${f.message}`),
  };
}

/** Collects every enabled server of the configs, with progress when asked or on a terminal. */
export async function collectLive(
  configs: readonly ClientConfig[],
  opts: LiveCliOptions,
  io: CliIo,
): Promise<CollectResult> {
  const progress = opts.progress ?? process.stderr.isTTY === true;
  return collectServers(configs, {
    timeoutMs: Math.round(opts.timeout * 1000),
    cwd: io.cwd,
    env: process.env,
    reporter: progress ? stderrReporter(io) : undefined,
  });
}

/** Reads a `--check` / `--snapshot` file. */
export function readSnapshotFile(path: string, io: CliIo): LoadedSnapshot {
  const [file] = readInputs([path], io.cwd, () => {
    throw new InputError(`${path}: standard input is not accepted here; name a snapshot file`);
  });
  return loadSnapshot(file.content, file.uri);
}

/** `toolwitness collect`. */
export const registerCollect: RegisterCommand = (program, ctx) => {
  const command = program.command('collect');
  command
    .summary('start the servers of MCP client configs, list their tools, write or check a snapshot')
    .description(
      'Starts every enabled stdio server and connects to every http/sse server of the given MCP ' +
        'client configs (default: the project configs in the working directory), in parallel, ' +
        'each within --timeout; follows tools/list pagination and records each tool exactly as ' +
        'listed. Writes a snapshot (a catalog every command accepts) and a report: servers that ' +
        'could not be collected (TW501), config checks, instruction checks over what servers ' +
        'send in initialize (TW520-TW522), and with --check the drift from an earlier snapshot ' +
        '(TW502 added, TW503 removed, TW504 changed tools or server instructions) and what ' +
        '`diff` reports between the snapshot and the collected tools (TW701-TW706: breaking ' +
        'schema changes with a counterexample call, removals and renames, effect hints, ' +
        'description instructions).',
    );
  addLiveOptions(
    command,
    `MCP client config to collect from (repeatable; default: ${PROJECT_CONFIGS.join(', ')} when present)`,
  )
    .option(
      '-o, --output <snapshot>',
      'write the snapshot to this file (default: standard output, unless --check)',
    )
    .option('--check <snapshot>', 'compare the collected tools with this snapshot (drift findings)')
    .option(
      '--report <file>',
      'write the report to this file (default: standard output, or standard error when the snapshot goes to standard output)',
    )
    .addOption(formatOption())
    .addOption(failOnOption())
    .option(
      '--strict',
      'also fail (exit 1) when a server could not be collected, whatever --fail-on says',
    );
  addAdoptionOptions(command);
  addColorOptions(command);
  command
    .addHelpText(
      'after',
      `
Examples:
  toolwitness collect --output toolwitness.snapshot.json
  toolwitness collect --config ~/.cursor/mcp.json --timeout 10 > snapshot.json
  toolwitness collect --check toolwitness.snapshot.json --fail-on warning
  toolwitness scan toolwitness.snapshot.json

Where output goes: the snapshot to --output, else to standard output unless --check is given
(then it is not written). The report to --report, else to standard output when that is free,
else to standard error.

Exit status: 0 below the --fail-on threshold, 1 a finding at or above it (TW501 is an error;
drift is a warning: use --fail-on warning to gate on it), 2 bad arguments or an unreadable
config or snapshot.`,
    )
    .action(async (opts: CollectCliOptions) => {
      const { io } = ctx;
      const configs = loadClientConfigs(opts.config, io);
      const baseline = opts.check === undefined ? undefined : readSnapshotFile(opts.check, io);
      const result = await collectLive(configs, opts, io);
      const findings: Finding[] = [
        ...configs.flatMap((c) => lintClientConfig(c)),
        ...result.failures.map(unavailableFinding),
        // what servers say about themselves reaches the model too (TW520–TW522)
        ...instructionFindings(result.servers, collectedTools(result.servers)),
      ];
      let evolution: EvolutionStats | undefined;
      if (baseline !== undefined) {
        const skipServers = new Set(result.failures.map((f) => f.name));
        findings.push(
          ...diffSnapshot(collectedForDrift(result.servers), baseline, {
            skipServers,
            servers: result.servers,
            // a tool no longer listed is TW702 below (or a rename), not TW503 as well
            reportRemoved: false,
          }),
        );
        // the same analysis as `diff`: breaking changes with a counterexample, removals,
        // renames, effect and description changes (TW701–TW706)
        const compared = compareCatalogs(
          snapshotTools(baseline).filter((t) => !skipServers.has(t.server)),
          collectedTools(result.servers),
        );
        findings.push(...compared.findings);
        evolution = compared.stats;
      }
      const tools = result.servers.reduce((n, s) => n + s.tools.length, 0);
      const report = buildReport({
        command: 'collect',
        version: VERSION,
        findings,
        stats: {
          configs: configs.length,
          servers: serverStats(configs, result),
          collected: result.servers.length,
          unavailable: result.failures.length,
          disabled: result.disabled.length,
          tools,
          ...(evolution ? { evolution } : {}),
          incomplete: result.failures.length > 0 || (evolution?.undecided ?? 0) > 0,
        },
      });

      const snapshotText = writeSnapshot(snapshotOf(result.servers));
      let stdoutTaken = false;
      if (opts.output !== undefined) writeText(io, opts.output, snapshotText, 'snapshot');
      else if (opts.check === undefined) {
        io.stdout(snapshotText);
        stdoutTaken = true;
      }
      publishTo(
        report,
        opts,
        ctx,
        command,
        stdoutTaken,
        `collected ${result.servers.length} of ${result.servers.length + result.failures.length} servers (${tools} tools)`,
      );
    });
};

/**
 * Adopts and renders the report, writes it to --report, standard output or (when the snapshot
 * took standard output) standard error, and sets the exit status.
 */
function publishTo(
  analysed: Report,
  opts: CollectCliOptions,
  ctx: CommandContext,
  command: Command,
  stdoutTaken: boolean,
  headline: string,
): void {
  const { io } = ctx;
  const report = adopt(analysed, opts, io);
  const toStderr = opts.report === undefined && stdoutTaken;
  const color = toStderr
    ? command.getOptionValueSource('color') === 'cli' && opts.color !== false
    : colorFor(io, { color: opts.color, output: opts.report }, command);
  const strictIncomplete = Boolean(opts.strict) && isIncomplete(report);
  let text = render(report, opts.format, {
    color,
    failOn: opts.failOn,
    strictIncomplete,
    minSeverity: opts.minSeverity,
  });
  if (opts.format === 'human') text = `${escapeTerminal(headline)}\n${text}`;
  if (opts.report !== undefined) emit(io, { output: opts.report }, text);
  else if (toStderr) io.stderr(text);
  else io.stdout(text);
  ctx.setExit(exitCodeFor(report, opts.failOn, strictIncomplete));
}

function writeText(io: CliIo, path: string, text: string, what: string): void {
  try {
    writeFileSync(resolve(io.cwd, path), text);
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'unknown error';
    throw new InputError(`${path}: cannot write the ${what}: ${code}`);
  }
}

interface CollectCliOptions extends LiveCliOptions, ReportCliOptions {
  check?: string;
  report?: string;
  strict?: boolean;
}
