import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * Every command the README and docs/*.md show, run as shown, so none of them rots.
 *
 * What is a command: each line of a fenced `sh`, `bash`, `shell` or `console` block (in
 * `console`, only lines after a `$ ` prompt), with `\` continuations and quotes that span lines
 * joined. What runs: a line that starts with `node dist/cli.js`, `toolwitness`, `npx toolwitness`
 * or `npx toolwitness@<version>` runs the committed bundle `dist/cli.js` in its place (the same
 * program the npm package's `bin` is built from), in bash with pipefail, from a folder whose
 * entries are links to the repository root's (so `examples/…` resolves as in a clone and files
 * the command writes, such as `-o report.json`, do not land in the repository). Its exit status
 * must be 0 or 1 (findings), or the one a trailing `# exit N` comment states, and its standard
 * error must hold no stack trace.
 *
 * What is skipped, each listed as a test with its reason: install lines (`npm i`, `npm ci`, …),
 * lines that end in `# not run: <reason>` (network, servers started, a file the reader supplies),
 * and lines that are not a ToolWitness command (`npx tsc …`, shell loops over other tools).
 */

const ROOT = resolve('.');
const CLI = join(ROOT, 'dist', 'cli.js');
const TOOLWITNESS =
  /^(?:node dist\/cli\.js|npx (?:--yes )?toolwitness(?:@[\w.-]+)?|toolwitness)(?=\s|$)/;
const INSTALL =
  /^(?:npm (?:i|install|ci|install-ci-test|add)|pnpm (?:add|install|i)|yarn(?: add)?)(?=\s|$)/;
const NOT_RUN = /\s#\s*not run\b:?\s*(.*)$/;
const EXIT = /\s#\s*exit (\d+)\s*$/;
const SHELL_BLOCKS = new Set(['sh', 'bash', 'shell', 'console']);

interface DocCommand {
  /** `README.md:51` */
  where: string;
  /** The command as the document shows it. */
  text: string;
}

interface Skipped extends DocCommand {
  reason: string;
}

interface Runnable extends DocCommand {
  /** The command with the CLI prefix replaced by the local bundle. */
  script: string;
  expected: number[];
}

/** True while a line leaves a quote open, so the shell would read on to the next line. */
function openQuote(text: string): boolean {
  let quote: string | undefined;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote === undefined) {
      if (c === '\\') i++;
      else if (c === "'" || c === '"') quote = c;
      else if (c === '#' && (i === 0 || /\s/.test(text[i - 1]))) return false;
    } else if (c === quote) quote = undefined;
    else if (c === '\\' && quote === '"') i++;
  }
  return quote !== undefined;
}

/** The commands of one Markdown file's shell blocks, in order. */
function docCommands(file: string, markdown: string): DocCommand[] {
  const out: DocCommand[] = [];
  const lines = markdown.split('\n');
  let fence: string | undefined;
  let language = '';
  let pending: DocCommand | undefined;
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n];
    const marker = /^\s*(`{3,}|~{3,})\s*([\w-]*)/.exec(line);
    if (fence === undefined) {
      if (marker) [, fence, language] = marker;
      continue;
    }
    if (marker && marker[1][0] === fence[0] && marker[1].length >= fence.length && !marker[2]) {
      fence = undefined;
      pending = undefined;
      continue;
    }
    if (!SHELL_BLOCKS.has(language)) continue;
    let text = line;
    if (pending === undefined) {
      if (language === 'console') {
        if (!line.startsWith('$ ')) continue;
        text = line.slice(2);
      }
      if (text.trim() === '' || text.trim().startsWith('#')) continue;
      pending = { where: `${file}:${n + 1}`, text: text.trim() };
    } else pending.text += '\n' + text;
    if (pending.text.endsWith('\\') || openQuote(pending.text)) continue;
    out.push(pending);
    pending = undefined;
  }
  return out;
}

/** Whether and how a command runs here. */
function classify(command: DocCommand): Runnable | Skipped {
  const notRun = NOT_RUN.exec(command.text);
  if (notRun) return { ...command, reason: `# not run: ${notRun[1].trim()}` };
  if (INSTALL.test(command.text)) return { ...command, reason: 'installs packages' };
  const prefix = TOOLWITNESS.exec(command.text);
  if (!prefix) return { ...command, reason: 'not a ToolWitness command' };
  const exit = EXIT.exec(command.text);
  return {
    ...command,
    script: '"$TW_NODE" "$TW_CLI"' + command.text.slice(prefix[0].length),
    expected: exit ? [Number(exit[1])] : [0, 1],
  };
}

function documents(): string[] {
  const docs = existsSync('docs')
    ? readdirSync('docs', { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.md'))
        .map((f) => join('docs', f).split('\\').join('/'))
        .sort()
    : [];
  return ['README.md', ...docs];
}

const all = documents().flatMap((file) =>
  docCommands(file, readFileSync(file, 'utf8')).map(classify),
);
const runnable = all.filter((c): c is Runnable => 'script' in c);
const skipped = all.filter((c): c is Skipped => 'reason' in c);

interface Outcome {
  code: number | null;
  stderr: string;
}

const outcomes = new Map<string, Outcome>();
let sandbox: string;

function runScript(command: Runnable): Promise<Outcome> {
  return new Promise((done) => {
    const child = spawn('bash', ['-o', 'pipefail', '-c', command.script], {
      cwd: sandbox,
      env: { ...process.env, NO_COLOR: '1', TW_NODE: process.execPath, TW_CLI: CLI },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('close', (code) => done({ code, stderr }));
  });
}

beforeAll(async () => {
  sandbox = mkdtempSync(join(tmpdir(), 'tw-docs-'));
  for (const entry of readdirSync(ROOT))
    if (entry !== '.git') symlinkSync(join(ROOT, entry), join(sandbox, entry));
  // a few at a time: each is a Node process, and CI machines are small
  const queue = [...runnable];
  const worker = async () => {
    for (let c = queue.shift(); c !== undefined; c = queue.shift())
      outcomes.set(c.where, await runScript(c));
  };
  await Promise.all(Array.from({ length: Math.min(4, availableParallelism()) }, worker));
}, 300_000);

afterAll(() => {
  if (sandbox) rmSync(sandbox, { recursive: true, force: true });
});

describe('commands shown in README.md and docs/', () => {
  it('finds the quick-start command among those it runs', () => {
    expect(runnable.map((c) => c.text)).toContain(
      'node dist/cli.js scan examples/confusing-mcp.json',
    );
    expect(runnable.length).toBeGreaterThanOrEqual(10);
  });

  it.each(runnable.map((c) => [c.where, c.text, c] as const))(
    '%s runs: %s',
    (_where, _text, command) => {
      const outcome = outcomes.get(command.where);
      expect(outcome).toBeDefined();
      expect(outcome!.stderr).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
      if (!command.expected.includes(outcome!.code ?? NaN))
        throw new Error(
          `exit status ${outcome!.code}, expected ${command.expected.join(' or ')}; stderr:\n${outcome!.stderr}`,
        );
    },
  );

  it.each(skipped.map((c) => [c.where, c.text.split('\n')[0], c.reason, c] as const))(
    '%s is not run: %s (%s)',
    (_where, _text, _reason, command) => {
      // a line marked "# not run" says why, for the reader as much as for this test
      expect(command.reason).not.toBe('# not run: ');
    },
  );
});

describe('reading commands out of Markdown', () => {
  const markdown = [
    '```sh',
    'node dist/cli.js scan a.json \\',
    '  --format json',
    "for f in *.json; do jq -r '",
    "  .x'; done",
    '# a comment',
    'npm i -D toolwitness',
    'npx toolwitness@0.1.0 scan tools.json # not run: your catalog',
    'toolwitness scan missing.json # exit 2',
    '```',
    '```console',
    '$ npx toolwitness explain TW103',
    'output, not a command',
    '```',
    '```text',
    '$ node dist/cli.js scan ignored.json',
    '```',
  ].join('\n');
  const found = docCommands('x.md', markdown).map(classify);

  it('joins continued lines and open quotes, and reads console prompts only', () => {
    expect(found.map((c) => c.where)).toEqual([
      'x.md:2',
      'x.md:4',
      'x.md:7',
      'x.md:8',
      'x.md:9',
      'x.md:12',
    ]);
    expect(found[0].text).toBe('node dist/cli.js scan a.json \\\n  --format json');
  });

  it('maps every spelling of the CLI to the local bundle and reads a stated exit status', () => {
    const run = found.filter((c): c is Runnable => 'script' in c);
    expect(run.map((c) => [c.script, c.expected])).toEqual([
      ['"$TW_NODE" "$TW_CLI" scan a.json \\\n  --format json', [0, 1]],
      ['"$TW_NODE" "$TW_CLI" scan missing.json # exit 2', [2]],
      ['"$TW_NODE" "$TW_CLI" explain TW103', [0, 1]],
    ]);
  });

  it('skips installs, marked lines and other tools, each with its reason', () => {
    const skip = found.filter((c): c is Skipped => 'reason' in c);
    expect(skip.map((c) => c.reason)).toEqual([
      'not a ToolWitness command',
      'installs packages',
      '# not run: your catalog',
    ]);
  });
});
