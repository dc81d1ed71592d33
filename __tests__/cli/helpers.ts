import { run } from '../../src/cli/program.js';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI in-process from the repository root, as `node dist/cli.js …` would. */
export async function cli(
  args: string[],
  options: { stdin?: string; cwd?: string; color?: boolean } = {},
): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const code = await run(args, {
    cwd: options.cwd ?? process.cwd(),
    stdout: (t) => {
      stdout += t;
    },
    stderr: (t) => {
      stderr += t;
    },
    readStdin: () => new TextEncoder().encode(options.stdin ?? ''),
    colorDefault: options.color ?? false,
  });
  return { code, stdout, stderr };
}
