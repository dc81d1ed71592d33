import type { FailOn } from '../../findings/build.js';
import { displayUri, readSmallFile } from '../../io/files.js';
import { runScope } from '../../run/scope.js';
import { transcriptInput } from '../../run/transcript-input.js';
import { parseScope } from '../../transcript/scope.js';
import type { RegisterCommand } from '../context.js';
import {
  addAdoptionOptions,
  addAllowEmptyOption,
  publishReport,
  addColorOptions,
  failOnOption,
  formatOption,
  type AdoptionCliOptions,
  type CliFormat,
} from '../shared.js';

/** `toolwitness scope`. */
export const registerScope: RegisterCommand = (program, ctx) => {
  const { io } = ctx;
  const command = program.command('scope');
  command
    .summary('check a transcript against the tools (and arguments) an agent may use')
    .description(
      'Checks every call of a transcript against a scope file: TW303 for a tool no ' +
        '"allowed_tools" entry matches (exact, case-sensitive; "*" globs such as "fs_*"), TW304 ' +
        'when an allowed call breaks its "arguments" policy (a JSON Schema per entry). Findings ' +
        'name the failing keyword and argument path, never the value.',
    )
    .argument('<transcript>', 'transcript file (JSONL); "-" reads standard input')
    .argument('<scope>', 'scope file: {"agent", "allowed_tools", optional "arguments"}')
    .addOption(formatOption())
    .option('-o, --output <file>', 'write the report to a file instead of standard output')
    .addOption(failOnOption())
    .addHelpText(
      'after',
      `
Scope file:
  {"agent": "docs-reader", "allowed_tools": ["read_file", "fs_*"],
   "arguments": {"read_file": {"properties": {"path": {"pattern": "^docs/"}}}}}

Exit status: 0 below the --fail-on threshold, 1 a finding at or above it (TW303 and TW304 are
errors), 2 bad arguments, a malformed transcript (file:line) or an invalid scope file.`,
    )
    .action((file: string, scopeFile: string, opts: ScopeCliOptions) => {
      const scope = parseScope(
        readSmallFile(scopeFile, io, 'scope file'),
        displayUri(scopeFile, io.cwd),
      );
      // one transcript or agent log (checked as its normalized records, located at each call)
      const analysed = runScope([transcriptInput(file, io)], scope, {
        ...(opts.allowEmpty !== undefined ? { allowEmpty: opts.allowEmpty } : {}),
      });
      publishReport(analysed, opts, ctx, command);
    });
  addAdoptionOptions(command);
  addAllowEmptyOption(command);
  addColorOptions(command);
};

interface ScopeCliOptions extends AdoptionCliOptions {
  format: CliFormat;
  output?: string;
  failOn: FailOn;
  color?: boolean;
  allowEmpty?: boolean;
}
