import { Option } from 'commander';
import { decodeInput, importCatalog, parseJson, type LocatedJson } from '../../import/index.js';
import { InputError } from '../../model/errors.js';
import { escapeTerminal } from '../../report/index.js';
import { proveOverlap } from '../../schema/index.js';
import type { RegisterCommand } from '../context.js';
import { readInputs } from '../../io/files.js';

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
        const [a, b] = readInputs([schemaA, schemaB], io.cwd, io.readStdin).map((input) => {
          const doc = parseJson(decodeInput(input.content, input.uri), input.uri);
          refuseCatalog(doc, input.uri);
          return doc.value;
        });
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

/** How many tools `doc` holds when it is a tool catalog, else undefined. */
function catalogTools(doc: LocatedJson, uri: string): number | undefined {
  // A JSON Schema is an object or a boolean, never an array; an object is a catalog only when
  // the catalog importer recognises its shape (a "tools" array, a tools/list result, …).
  if (typeof doc.value !== 'object' || doc.value === null) return undefined;
  try {
    const catalog = importCatalog(doc, uri, 'prove');
    const count = catalog.tools.length + catalog.skipped.length;
    return count > 0 ? count : undefined;
  } catch (error) {
    if (error instanceof InputError) return undefined;
    throw error;
  }
}

/**
 * `prove` compares two schemas; a catalog given in place of one would be read as a schema that
 * constrains nothing and give a meaningless verdict. Exit 2 with what to run instead.
 */
function refuseCatalog(doc: LocatedJson, uri: string): void {
  const tools = catalogTools(doc, uri);
  if (tools === undefined) return;
  throw new InputError(
    `${uri}: is a tool catalog (${tools} tool${tools === 1 ? '' : 's'}), not a JSON Schema; ` +
      `run "toolwitness scan ${uri}" to check a catalog, or give prove two input schemas (e.g. one tool's inputSchema each)`,
  );
}
