import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import AjvDraft04 from 'ajv-draft-04';
import addFormats from 'ajv-formats';

// Runs the committed bundle the way the runner does: INPUT_* variables, GITHUB_OUTPUT,
// GITHUB_STEP_SUMMARY, a pull_request event file, and GITHUB_API_URL at a loopback server.
interface Upload {
  path: string;
  body: { commit_sha: string; ref: string; sarif: string };
  authorization?: string;
}

interface Api {
  url: string;
  uploads: Upload[];
  close: () => Promise<void>;
}

async function startApi(statuses: number[]): Promise<Api> {
  const uploads: Upload[] = [];
  let call = 0;
  const server: Server = createServer((req: IncomingMessage, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => {
      uploads.push({
        path: req.url ?? '',
        body: JSON.parse(text),
        authorization: req.headers.authorization,
      });
      const status = statuses[Math.min(call++, statuses.length - 1)];
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          status === 202 ? { id: 'sarif-123', url: 'x' } : { message: `status ${status}` },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    uploads,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

interface RunResult {
  code: number | null;
  stdout: string;
  outputs: Record<string, string>;
  summary: string;
  sarif: string;
}

function parseOutputs(text: string): Record<string, string> {
  // core.setOutput writes `name<<DELIMITER\nvalue\nDELIMITER`
  const out: Record<string, string> = {};
  const re = /^([^<\n]+)<<(\S+)\n([\s\S]*?)\n\2$/gm;
  for (const m of text.matchAll(re)) out[m[1]] = m[3];
  return out;
}

async function runAction(
  inputs: Record<string, string>,
  env: Record<string, string> = {},
  event: unknown = {
    pull_request: { number: 7, head: { repo: { full_name: 'acme/tools' } } },
    repository: { full_name: 'acme/tools' },
  },
): Promise<RunResult> {
  const dir = mkdtempSync(join(tmpdir(), 'tw-action-'));
  const files = {
    output: join(dir, 'output'),
    summary: join(dir, 'summary'),
    event: join(dir, 'event.json'),
  };
  writeFileSync(files.output, '');
  writeFileSync(files.summary, '');
  writeFileSync(files.event, JSON.stringify(event));
  const sarifFile = join(dir, 'out.sarif');
  const childEnv: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    GITHUB_WORKSPACE: process.cwd(),
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_EVENT_PATH: files.event,
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_REPOSITORY: 'acme/tools',
    GITHUB_SHA: 'a'.repeat(40),
    GITHUB_REF: 'refs/pull/7/merge',
    TOOLWITNESS_RETRY_BASE_MS: '10',
    'INPUT_SARIF-FILE': sarifFile,
    INPUT_TOKEN: 'ghs_secret_token',
    ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])),
    ...env,
  };
  const child = spawn(process.execPath, ['dist/index.js'], { env: childEnv });
  let stdout = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  let sarif = '';
  try {
    sarif = readFileSync(sarifFile, 'utf8');
  } catch {
    // not written
  }
  return {
    code,
    stdout,
    outputs: parseOutputs(readFileSync(files.output, 'utf8')),
    summary: readFileSync(files.summary, 'utf8'),
    sarif,
  };
}

const sarifSchema = JSON.parse(readFileSync('__tests__/fixtures/sarif-2.1.0-rtm.5.json', 'utf8'));
const ajv = new AjvDraft04.default({ strict: false, unicodeRegExp: false });
addFormats.default(ajv);
const validateSarif = ajv.compile(sarifSchema);

describe('the Action bundle', () => {
  let api: Api;
  afterEach(async () => api?.close());

  it('scans, uploads gzip+base64 SARIF for the merge ref, annotates, summarises and fails on errors', async () => {
    api = await startApi([202]);
    const result = await runAction(
      { catalogs: 'examples/confusing-mcp.json' },
      { GITHUB_API_URL: api.url },
    );
    expect(result.code).toBe(1);
    expect(result.outputs.result).toBe('fail');
    expect(Number(result.outputs.errors)).toBeGreaterThan(0);
    expect(result.outputs['sarif-id']).toBe('sarif-123');
    expect(api.uploads).toHaveLength(1);
    const upload = api.uploads[0];
    expect(upload.path).toBe('/repos/acme/tools/code-scanning/sarifs');
    expect(upload.body.ref).toBe('refs/pull/7/merge');
    expect(upload.body.commit_sha).toBe('a'.repeat(40));
    expect(upload.authorization).toMatch(/ghs_secret_token/);
    const sarif = JSON.parse(gunzipSync(Buffer.from(upload.body.sarif, 'base64')).toString('utf8'));
    expect(validateSarif(sarif)).toBe(true);
    expect(sarif.runs[0].automationDetails.id).toBe('toolwitness/scan');
    expect(JSON.parse(result.sarif)).toEqual(sarif);
    expect(result.stdout).toMatch(
      /^::error file=examples\/confusing-mcp\.json,line=\d+,col=\d+,title=TW10\d /m,
    );
    expect(result.summary).toContain('## ToolWitness scan');
    expect(result.summary).toContain('witness');
    expect(result.stdout).not.toContain('ghs_secret_token');
  });

  it('passes below fail-on and retries a 5xx before uploading', async () => {
    api = await startApi([502, 503, 202]);
    const result = await runAction(
      { catalogs: 'examples/openai-chat.json\nexamples/anthropic.json', 'fail-on': 'error' },
      { GITHUB_API_URL: api.url },
    );
    expect(result.code).toBe(0);
    expect(result.outputs.result).toBe('pass');
    expect(api.uploads).toHaveLength(3);
    expect(result.outputs['sarif-id']).toBe('sarif-123');
  });

  it('turns a 403 into a warning that names the security-events permission', async () => {
    api = await startApi([403]);
    const result = await runAction(
      { catalogs: 'examples/openai-chat.json' },
      { GITHUB_API_URL: api.url },
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/::warning::.*security-events: write/);
    expect(result.outputs['sarif-id']).toBe('');
  });

  it('skips the upload with a notice on a pull request from a fork', async () => {
    api = await startApi([202]);
    const result = await runAction(
      { catalogs: 'examples/openai-chat.json' },
      { GITHUB_API_URL: api.url },
      {
        pull_request: { number: 9, head: { repo: { full_name: 'mallory/tools' } } },
        repository: { full_name: 'acme/tools' },
      },
    );
    expect(result.code).toBe(0);
    expect(api.uploads).toHaveLength(0);
    expect(result.stdout).toMatch(
      /::notice::SARIF upload skipped: this pull request comes from a fork/,
    );
  });

  it('fails clearly when no analysis input is given', async () => {
    const result = await runAction({ 'upload-sarif': 'false' });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/::error::no analysis input/);
  });

  it('keeps a hostile catalog from injecting workflow commands, links, mentions or HTML', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tw-inject-'));
    const evil = 'read_file\n::error::pwned %0A <img src=x> @org/team [x](http://evil)';
    const schema = { type: 'object', properties: { path: { type: 'string' } } };
    const catalog = join(dir, 'evil.json');
    writeFileSync(
      catalog,
      JSON.stringify({
        tools: [
          { name: evil, inputSchema: schema },
          { name: evil, inputSchema: schema },
        ],
      }),
    );
    const result = await runAction({
      catalogs: catalog,
      'upload-sarif': 'false',
      'fail-on': 'never',
    });
    expect(result.code).toBe(0);
    const commandLines = result.stdout.split('\n').filter((l) => l.startsWith('::'));
    expect(commandLines.some((l) => l.startsWith('::error::pwned'))).toBe(false);
    expect(result.stdout).not.toMatch(/\n::error::pwned/);
    expect(result.summary).not.toContain('<img');
    expect(result.summary).not.toContain('@org');
    expect(result.summary).not.toContain('](http');
  });

  it('with a baseline, passes, annotates nothing and counts unchanged and suppressed findings apart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tw-baseline-'));
    const baseline = join(dir, 'base.json');
    const scanned = spawnSync(process.execPath, [
      'dist/cli.js',
      'scan',
      '--format',
      'json',
      '-o',
      baseline,
      'examples/confusing-mcp.json',
    ]);
    expect(scanned.status).toBe(1);
    const settings = join(dir, 'tw.json');
    writeFileSync(
      settings,
      JSON.stringify({
        suppressions: [
          { rule: 'TW107', tools: ['export_report'], reason: 'the schema is fixed upstream' },
        ],
      }),
    );
    const result = await runAction({
      catalogs: 'examples/confusing-mcp.json',
      baseline,
      settings,
      'upload-sarif': 'false',
      'fail-on': 'note',
    });
    expect(result.code).toBe(0);
    expect(result.outputs.result).toBe('pass');
    expect(result.outputs.findings).toBe('0');
    expect(result.outputs.errors).toBe('0');
    expect(
      result.stdout.split('\n').filter((l) => /^::(error|warning|notice) file=/.test(l)),
    ).toEqual([]);
    // TW107 is both unchanged and suppressed; it is counted once, as unchanged
    expect(result.summary).toContain('| 0 | 0 | 0 | 14 | 0 |');
    expect(result.summary).toContain('No new findings.');
    const sarif = JSON.parse(result.sarif);
    expect(validateSarif(sarif)).toBe(true);
    const results = sarif.runs[0].results as { baselineState: string; suppressions?: unknown }[];
    expect(results).toHaveLength(14);
    expect(results.every((r) => r.baselineState === 'unchanged')).toBe(true);
    expect(results.filter((r) => r.suppressions !== undefined)).toHaveLength(1);
  });
});
