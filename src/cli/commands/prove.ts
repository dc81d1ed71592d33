import { Option } from 'commander';
import { decodeInput, parseJson } from '../../import/index.js';
import { escapeTerminal } from '../../report/index.js';
import { proveOverlap } from '../../schema/index.js';
import type { RegisterCommand } from '../context.js';
import { readInputs } from '../io.js';

/** `toolwitness prove`. */
export const registerProve: RegisterCommand = (program, { io, setExit }) => {
  program
    .command('prove')
    .summary('decide whether two JSON Schemas accept a common value, with a witness')
    .description(
      'Prints exactly one verdict: overlap (with a witness value that both schemas were ' +
        'checked to accept), disjoint (with the sound reason), or unknown (with why). ' +
        'Exit 0 for any verdict; 2 for bad input.',
    )
    .argument('<schemaA>', 'JSON Schema file ("-" for standard input)')
    .argument('<schemaB>', 'JSON Schema file')
    .addOption(
      new Option('-f, --format <format>', 'output format')
        .choices(['human', 'json'])
        .default('human'),
    )
    .option('--object', 'intersect both schemas with {"type":"object"}, as catalog scans do')
    .addHelpText(
      'after',
      `
Examples:
  toolwitness prove a.schema.json b.schema.json
  toolwitness prove --object --format json a.schema.json b.schema.json`,
    )
    .action(
      (schemaA: string, schemaB: string, opts: { format: 'human' | 'json'; object?: boolean }) => {
        const [a, b] = readInputs([schemaA, schemaB], io.cwd, io.readStdin).map(
          (input) => parseJson(decodeInput(input.content, input.uri), input.uri).value,
        );
        const result = proveOverlap(a, b, opts.object ? { instanceType: 'object' } : {});
        if (opts.format === 'json') {
          io.stdout(`${JSON.stringify(result, null, 2)}\n`);
        } else if (result.verdict === 'overlap') {
          io.stdout(
            `verdict: overlap\nwitness: ${escapeTerminal(JSON.stringify(result.witness))}\n`,
          );
        } else {
          io.stdout(
            `verdict: ${result.verdict}\nreason: ${result.reason.code}: ${escapeTerminal(result.reason.message)}\n`,
          );
        }
        setExit(0);
      },
    );
};
