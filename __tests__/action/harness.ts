import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import AjvDraft04 from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { main } from '../../src/action/run.js';

// Runs the Action the way the runner does: INPUT_* variables, GITHUB_OUTPUT,
// GITHUB_STEP_SUMMARY, an event file, and GITHUB_API_URL at a loopback server that records
// uploads. In-process (src/action/run.ts), so it tests the source; bundle.test.ts runs dist.

export interface Upload {
  path: string;
  body: { commit_sha: string; ref: string; sarif: string };
  authorization?: string;
}

export interface Api {
  url: string;
  uploads: Upload[];
  close: () => Promise<void>;
}

/** A code-scanning API that answers each upload with the next status (the last repeats). */
export async function startApi(statuses: number[]): Promise<Api> {
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

/** The SARIF log an upload carried (gzip + base64 decoded). */
export function uploadedSarif(upload: Upload): SarifLog {
  return JSON.parse(gunzipSync(Buffer.from(upload.body.sarif, 'base64')).toString('utf8'));
}

export interface SarifResult {
  ruleId: string;
  level: string;
  message: { text: string };
  locations: { physicalLocation: { artifactLocation: { uri: string }; region?: unknown } }[];
  baselineState?: string;
  suppressions?: unknown[];
  properties?: { evidence?: Record<string, unknown> };
}

export interface SarifLog {
  version: string;
  runs: { automationDetails: { id: string }; results: SarifResult[] }[];
}

export interface RunResult {
  /** process.exitCode after the run: 1 when the step failed. */
  code: number;
  stdout: string;
  outputs: Record<string, string>;
  summary: string;
  sarifText: string;
  sarif: SarifLog | undefined;
}

function parseOutputs(text: string): Record<string, string> {
  // core.setOutput writes `name<<DELIMITER\nvalue\nDELIMITER`
  const out: Record<string, string> = {};
  const re = /^([^<\n]+)<<(\S+)\n([\s\S]*?)\n\2$/gm;
  for (const m of text.matchAll(re)) out[m[1]] = m[3];
  return out;
}

/** A pull_request (synchronize) payload as GitHub sends it, trimmed to what matters. */
export function pullRequestEvent(
  options: { number?: number; baseSha?: string; headRepo?: string } = {},
): unknown {
  const repo = { full_name: 'acme/tools', name: 'tools', owner: { login: 'acme' } };
  const number = options.number ?? 7;
  return {
    action: 'synchronize',
    number,
    pull_request: {
      number,
      state: 'open',
      title: 'Update catalogs',
      merge_commit_sha: 'c'.repeat(40),
      head: {
        ref: 'feature',
        sha: 'b'.repeat(40),
        repo: { ...repo, full_name: options.headRepo ?? repo.full_name },
      },
      base: { ref: 'main', sha: options.baseSha ?? 'd'.repeat(40), repo },
    },
    repository: repo,
    sender: { login: 'octocat' },
  };
}

export interface RunOptions {
  env?: Record<string, string>;
  event?: unknown;
  eventName?: string;
  workspace?: string;
}

/** Runs the Action with these inputs; upload-sarif defaults to false unless an API is given. */
export async function runAction(
  inputs: Record<string, string>,
  options: RunOptions = {},
): Promise<RunResult> {
  const dir = mkdtempSync(join(tmpdir(), 'tw-action-'));
  const files = {
    output: join(dir, 'output'),
    summary: join(dir, 'summary'),
    event: join(dir, 'event.json'),
  };
  writeFileSync(files.output, '');
  writeFileSync(files.summary, '');
  writeFileSync(files.event, JSON.stringify(options.event ?? pullRequestEvent()));
  const sarifFile = join(dir, 'out.sarif');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? dir,
    GITHUB_WORKSPACE: options.workspace ?? process.cwd(),
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_EVENT_PATH: files.event,
    GITHUB_EVENT_NAME: options.eventName ?? 'pull_request',
    GITHUB_REPOSITORY: 'acme/tools',
    GITHUB_SHA: 'a'.repeat(40),
    GITHUB_REF: 'refs/pull/7/merge',
    TOOLWITNESS_RETRY_BASE_MS: '10',
    'INPUT_SARIF-FILE': sarifFile,
    INPUT_TOKEN: 'ghs_secret_token',
    ...(options.env?.GITHUB_API_URL === undefined ? { 'INPUT_UPLOAD-SARIF': 'false' } : {}),
    ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])),
    ...options.env,
  };
  const savedEnv = process.env;
  const savedWrite = process.stdout.write;
  let stdout = '';
  process.env = env;
  process.stdout.write = ((chunk: string | Uint8Array) => {
    stdout += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    return true;
  }) as typeof process.stdout.write;
  try {
    await main();
  } finally {
    process.stdout.write = savedWrite;
    process.env = savedEnv;
  }
  const code = Number(process.exitCode ?? 0);
  process.exitCode = 0;
  let sarifText = '';
  try {
    sarifText = readFileSync(sarifFile, 'utf8');
  } catch {
    // not written
  }
  return {
    code,
    stdout,
    outputs: parseOutputs(readFileSync(files.output, 'utf8')),
    summary: readFileSync(files.summary, 'utf8'),
    sarifText,
    sarif: sarifText === '' ? undefined : JSON.parse(sarifText),
  };
}

const sarifSchema = JSON.parse(readFileSync('__tests__/fixtures/sarif-2.1.0-rtm.5.json', 'utf8'));
const ajv = new AjvDraft04.default({ strict: false, unicodeRegExp: false });
addFormats.default(ajv);
const validate = ajv.compile(sarifSchema);

/**
 * Validates a log against the SARIF 2.1.0 schema and GitHub's ingestion rules: every result has
 * a message and a located region; every run has its own category. Returns the problems.
 */
export function sarifProblems(log: unknown): string[] {
  const problems: string[] = [];
  if (!validate(log)) problems.push(ajv.errorsText(validate.errors));
  const runs = (log as SarifLog).runs ?? [];
  const ids = runs.map((r) => r.automationDetails?.id);
  if (new Set(ids).size !== ids.length) problems.push(`duplicate categories ${ids.join(', ')}`);
  for (const run of runs) {
    for (const r of run.results) {
      if (!r.message?.text) problems.push(`${r.ruleId}: no message`);
      if (r.locations.length === 0 || r.locations[0].physicalLocation.region === undefined) {
        problems.push(`${r.ruleId}: no located region`);
      }
    }
  }
  return problems;
}

/** Rule ids of a run's results. */
export function ruleIds(log: SarifLog | undefined, category: string): string[] {
  const run = log?.runs.find((r) => r.automationDetails.id === category);
  if (run === undefined) throw new Error(`no run ${category}`);
  return run.results.map((r) => r.ruleId);
}
