import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pullRequestEvent, sarifProblems, startApi, uploadedSarif, type Api } from './harness.js';

// The committed bundle, run as the runner runs it (a child process). The other Action tests run
// the source in-process; this one checks that dist/index.js starts, scans and uploads.
describe('the Action bundle (dist/index.js)', () => {
  let api: Api;
  afterEach(async () => api?.close());

  it('scans, uploads a valid SARIF log for the merge ref and fails on errors', async () => {
    api = await startApi([202]);
    const dir = mkdtempSync(join(tmpdir(), 'tw-bundle-'));
    const output = join(dir, 'output');
    const summary = join(dir, 'summary');
    const event = join(dir, 'event.json');
    writeFileSync(output, '');
    writeFileSync(summary, '');
    writeFileSync(event, JSON.stringify(pullRequestEvent()));
    const child = spawn(process.execPath, ['dist/index.js'], {
      env: {
        PATH: process.env.PATH ?? '',
        GITHUB_WORKSPACE: process.cwd(),
        GITHUB_OUTPUT: output,
        GITHUB_STEP_SUMMARY: summary,
        GITHUB_EVENT_PATH: event,
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_REPOSITORY: 'acme/tools',
        GITHUB_SHA: 'a'.repeat(40),
        GITHUB_REF: 'refs/pull/7/merge',
        GITHUB_API_URL: api.url,
        INPUT_CATALOGS: 'examples/confusing-mcp.json',
        'INPUT_SARIF-FILE': join(dir, 'out.sarif'),
        INPUT_TOKEN: 'ghs_secret_token',
      },
    });
    let stdout = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(1);
    expect(api.uploads).toHaveLength(1);
    expect(api.uploads[0].body.ref).toBe('refs/pull/7/merge');
    const sarif = uploadedSarif(api.uploads[0]);
    expect(sarifProblems(sarif)).toEqual([]);
    expect(sarif.runs[0].automationDetails.id).toBe('toolwitness/scan');
    expect(readFileSync(output, 'utf8')).toMatch(/^result<<\S+\nfail\n/m);
    expect(readFileSync(summary, 'utf8')).toContain('## ToolWitness');
    expect(stdout).not.toContain('ghs_secret_token');
  });
});
