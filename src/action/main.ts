import { readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import * as core from '@actions/core';
import * as github from '@actions/github';
import { scan } from '../analyze/scan.js';
import { expandArguments, readInputs } from '../cli/io.js';
import { loadAdoption } from '../cli/shared.js';
import { InputError } from '../model/errors.js';
import type { Finding, Report, Severity } from '../model/finding.js';
import { applyAdoption } from '../report/adopt.js';
import { buildReport, exitCodeFor, isActive } from '../report/index.js';
import { renderAnnotations } from '../report/render/github.js';
import { renderSummary } from '../report/render/markdown.js';
import { renderSarif } from '../report/render/sarif.js';
import { parseInputs, type ActionInputs } from './inputs.js';
import { uploadSarif, type ApiAnswer, type UploadResult } from './upload.js';

/** Code scanning keeps at most this many results per run. */
export const MAX_RESULTS_PER_RUN = 25_000;
const ORDER: Severity[] = ['error', 'warning', 'note'];

/** The Action: scan the catalogs, write and upload SARIF, annotate, summarise, gate. */
async function main(): Promise<void> {
  const inputs = parseInputs((name) => core.getInput(name));
  const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
  const cwd = resolve(workspace, inputs.workingDirectory);
  const prefix = toPrefix(relative(workspace, cwd));
  if (inputs.catalogs.length === 0) {
    throw new InputError('no analysis input: set "catalogs" to the catalog files or globs to scan');
  }

  const adoption = loadAdoption(cwd, { settings: inputs.settings, baseline: inputs.baseline });
  const report = applyAdoption(
    scan(
      readInputs(expandArguments(inputs.catalogs, cwd), cwd, () => new Uint8Array()),
      {
        threshold: inputs.threshold,
        maxCandidates: inputs.maxCandidates,
      },
    ),
    adoption,
  );
  // unchanged and suppressed findings stay in the SARIF log but get no annotation or summary row
  const skip = new Set(report.findings.filter((f) => !isActive(f)).map((f) => f.fingerprint));
  const unchanged = report.findings.filter((f) => f.baselineState === 'unchanged').length;
  const suppressed = report.findings.filter(
    (f) => f.suppressed !== undefined && f.baselineState !== 'unchanged',
  ).length;
  const notes: string[] = [];
  const { kept, dropped } = capResults(report);
  if (dropped > 0) {
    notes.push(
      `${dropped} least severe finding(s) were left out of the SARIF log (code scanning keeps ${MAX_RESULTS_PER_RUN} per run).`,
    );
  }
  const sarif = renderSarif(kept, { uriPrefix: prefix, category: `${inputs.category}/scan` });
  const sarifPath = resolve(cwd, inputs.sarifFile);
  writeFileSync(sarifPath, sarif);
  core.setOutput('sarif-file', sarifPath);

  const upload = await maybeUpload(inputs, sarif);
  core.setOutput('sarif-id', upload?.status === 'uploaded' ? upload.id : '');
  if (upload !== undefined && upload.status !== 'uploaded') notes.push(uploadNote(upload));

  if (inputs.annotations) {
    const { text, omitted } = renderAnnotations(report, { uriPrefix: prefix, skip });
    process.stdout.write(text);
    const more = ORDER.filter((s) => omitted[s] > 0).map((s) => `${omitted[s]} ${s}(s)`);
    if (more.length > 0) {
      notes.push(
        `GitHub shows at most 10 annotations per level; ${more.join(', ')} more are in the SARIF log and code scanning.`,
      );
    }
  }
  if (inputs.summary) {
    await core.summary
      .addRaw(
        renderSummary(report, { title: 'ToolWitness scan', notes, unchanged, suppressed, skip }),
      )
      .write();
  }

  const { errors, warnings, notes: noteCount } = report.summary;
  const failed =
    exitCodeFor(report, inputs.failOn, inputs.strict && report.stats.incomplete === true) === 1;
  core.setOutput('errors', errors);
  core.setOutput('warnings', warnings);
  core.setOutput('notes', noteCount);
  core.setOutput('findings', report.findings.length - skip.size);
  core.setOutput('result', failed ? 'fail' : 'pass');
  if (failed) {
    core.setFailed(
      inputs.strict && report.stats.incomplete === true && inputs.failOn === 'never'
        ? 'analysis is incomplete and strict is set'
        : `ToolWitness found ${errors} error(s), ${warnings} warning(s), ${noteCount} note(s); fail-on is ${inputs.failOn}`,
    );
  }
}

function toPrefix(rel: string): string {
  if (rel === '') return '';
  return `${rel.split(sep).join('/')}/`;
}

/** Keeps the most severe findings when there are more than code scanning accepts. */
function capResults(report: Report): { kept: Report; dropped: number } {
  if (report.findings.length <= MAX_RESULTS_PER_RUN) return { kept: report, dropped: 0 };
  const bySeverity = [...report.findings].sort(
    (a: Finding, b: Finding) => ORDER.indexOf(a.severity) - ORDER.indexOf(b.severity),
  );
  const kept = bySeverity.slice(0, MAX_RESULTS_PER_RUN);
  return {
    kept: buildReport({
      command: report.command,
      version: report.tool.version,
      findings: kept,
      stats: report.stats,
    }),
    dropped: report.findings.length - kept.length,
  };
}

async function maybeUpload(inputs: ActionInputs, sarif: string): Promise<UploadResult | undefined> {
  if (inputs.uploadSarif === 'false') return undefined;
  const fork = isForkPullRequest();
  if (inputs.token === '' || fork) {
    const why = fork
      ? 'this pull request comes from a fork, whose token cannot upload'
      : 'no token was given';
    if (inputs.uploadSarif === 'true') throw new InputError(`upload-sarif is true but ${why}`);
    core.notice(`SARIF upload skipped: ${why}. The log is at ${inputs.sarifFile}.`);
    return undefined;
  }
  const repository = process.env.GITHUB_REPOSITORY ?? '';
  const [owner, repo] = repository.split('/');
  const octokit = github.getOctokit(inputs.token);
  const send = async (body: {
    commit_sha: string;
    ref: string;
    sarif: string;
  }): Promise<ApiAnswer> => {
    try {
      const response = await octokit.rest.codeScanning.uploadSarif({ owner, repo, ...body });
      return { status: response.status, data: response.data, headers: response.headers };
    } catch (error) {
      const e = error as {
        status?: number;
        response?: { data?: unknown; headers?: Record<string, string> };
      };
      if (typeof e.status !== 'number') throw error;
      return { status: e.status, data: e.response?.data, headers: e.response?.headers };
    }
  };
  const result = await uploadSarif(
    sarif,
    { commitSha: process.env.GITHUB_SHA ?? '', ref: process.env.GITHUB_REF ?? '' },
    send,
    { baseDelayMs: Number(process.env.TOOLWITNESS_RETRY_BASE_MS ?? 1000) },
  );
  if (result.status === 'uploaded')
    core.info(`SARIF uploaded to code scanning (id ${result.id || 'unknown'}).`);
  else if (result.status === 'forbidden') core.warning(uploadNote(result));
  else if (inputs.uploadSarif === 'true') throw new InputError(uploadNote(result));
  else core.warning(uploadNote(result));
  return result;
}

function uploadNote(result: Exclude<UploadResult, { status: 'uploaded' }>): string {
  switch (result.status) {
    case 'forbidden':
      return `SARIF upload was refused (403: ${result.message}); give the workflow "permissions: security-events: write".`;
    case 'too-large':
      return `SARIF upload skipped: the log is ${result.bytes} bytes gzipped, over code scanning's 10 MB limit.`;
    case 'failed':
      return `SARIF upload failed: ${result.message}.`;
  }
}

function isForkPullRequest(): boolean {
  const path = process.env.GITHUB_EVENT_PATH;
  if (!path) return false;
  try {
    const event = JSON.parse(readFileSync(path, 'utf8')) as {
      pull_request?: { head?: { repo?: { full_name?: string } } };
      repository?: { full_name?: string };
    };
    const head = event.pull_request?.head?.repo?.full_name;
    return head !== undefined && head !== event.repository?.full_name;
  } catch {
    return false;
  }
}

main().catch((error: unknown) => {
  if (error instanceof InputError) core.setFailed(error.message);
  else
    core.setFailed(
      `internal error: ${(error as Error)?.message ?? String(error)}; please report it`,
    );
});
