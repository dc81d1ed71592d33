import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import * as core from '@actions/core';
import * as github from '@actions/github';
import { confineReads, displayUri, expandArguments } from '../io/files.js';
import { readReportFile } from '../io/json-files.js';
import { InputError } from '../model/errors.js';
import type { Report, Severity } from '../model/finding.js';
import { applyAdoption, type Baseline } from '../report/adopt.js';
import { exitCodeFor, isActive, render } from '../report/index.js';
import { renderAnnotations, renderLineWarnings } from '../report/render/github.js';
import { renderActionSummary, type SummarySection } from '../report/render/markdown.js';
import {
  actionIo,
  analysisSpec,
  plannedAnalyses,
  readCatalogFiles,
  runAnalyses,
  type AnalysisRun,
} from './analyses.js';
import { isForkPullRequest, readEvent } from './event.js';
import { evolutionRun } from './evolution.js';
import { hasAnalysisInput, parseInputs, type ActionInputs } from './inputs.js';
import { resolveSettings } from './settings-gate.js';
import { sarifLog, MAX_RESULTS_PER_RUN } from './sarif-log.js';
import { prepareServers } from './servers.js';
import { mergeShardReports } from './shards.js';
import { uploadSarif, type ApiAnswer, type UploadResult } from './upload.js';

const ORDER: Severity[] = ['error', 'warning', 'note'];

/**
 * The Action: run every analysis whose inputs are set (or merge shard reports), apply settings
 * and baselines, write one SARIF log with a run per analysis, upload it, annotate, summarise,
 * set the outputs and fail the step by fail-on / strict. Bad input is an InputError.
 */
export async function run(): Promise<void> {
  const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
  // a pull request controls the files and links in the workspace, never what lies outside it
  confineReads(workspace);
  try {
    await runConfined(workspace);
  } finally {
    confineReads(undefined);
  }
}

async function runConfined(workspace: string): Promise<void> {
  const inputs = parseInputs((name) => core.getInput(name));
  const cwd = resolve(workspace, inputs.workingDirectory);
  const prefix = toPrefix(relative(workspace, cwd));
  const event = readEvent();
  const notes: string[] = [];

  let analysed: AnalysisRun[];
  if (inputs.mergeReports.length > 0) {
    const merged = mergeShardReports(inputs.mergeReports, cwd);
    analysed = merged.runs;
    notes.push(`Merged ${merged.files} shard report(s) into ${analysed.length} analysis run(s).`);
  } else {
    if (!hasAnalysisInput(inputs)) {
      throw new InputError(
        'no analysis input: set catalogs or mcp-config (scan), traces with catalogs (replay), transcripts, scope with transcripts, sealed (verify), or merge-reports',
      );
    }
    const planned = plannedAnalyses(inputs);
    const io = actionIo(cwd);
    const catalogs = readCatalogFiles(inputs, io);
    const servers =
      inputs.mcpConfig.length > 0
        ? await prepareServers(inputs, io, catalogs, event, notes)
        : undefined;
    analysed = await runAnalyses(planned, inputs, io, { catalogs, servers });
    const evolution = evolutionRun(inputs, catalogs, cwd, event, notes);
    if (evolution !== undefined) analysed.push(evolution);
  }

  const source = resolveSettings({
    path: inputs.settings,
    from: inputs.settingsFrom,
    cwd,
    eventName: process.env.GITHUB_EVENT_NAME,
    event,
  });
  const settings = source.settings;
  if (source.note !== undefined) notes.push(source.note);
  const baselines = loadBaselines(inputs.baseline, cwd);
  const runs = analysed.map(({ analysis, report }) => ({
    analysis,
    report: applyAdoption(report, { settings, baseline: baselines.get(report.command) }),
  }));
  for (const [command, baseline] of baselines) {
    if (!runs.some((r) => r.report.command === command)) {
      throw new InputError(
        `${baseline.uri}: a "${command}" baseline, but no ${command} analysis runs`,
      );
    }
  }

  if (inputs.reportDir !== undefined) {
    const written = writeReports(runs, resolve(cwd, inputs.reportDir));
    core.setOutput('report-files', written.join('\n'));
  }

  const sarif = sarifLog(runs, inputs.category, prefix);
  for (const { analysis, count } of sarif.dropped) {
    notes.push(
      `${count} least severe ${analysis} finding(s) were left out of the SARIF log (code scanning keeps ${MAX_RESULTS_PER_RUN} per run).`,
    );
  }
  const sarifPath = resolve(cwd, inputs.sarifFile);
  try {
    writeFileSync(sarifPath, sarif.text);
  } catch (error) {
    throw new InputError(
      `${inputs.sarifFile}: cannot write the SARIF log: ${(error as { code?: string }).code ?? 'unknown error'}`,
    );
  }
  core.setOutput('sarif-file', sarifPath);

  const upload = await maybeUpload(inputs, sarif.text, event);
  core.setOutput('sarif-id', upload?.status === 'uploaded' ? upload.id : '');
  if (upload !== undefined && upload.status !== 'uploaded') notes.push(uploadNote(upload));

  // unchanged and suppressed findings stay in the SARIF log but get no annotation or summary row
  const skip = new Set(
    runs.flatMap((r) => r.report.findings.filter((f) => !isActive(f)).map((f) => f.fingerprint)),
  );
  if (inputs.annotations) {
    // the settings warnings come first: a pull request weakening its own gate must be seen
    const gate = renderLineWarnings(source.weakenings, 'ToolWitness: gate weakened', prefix);
    process.stdout.write(gate.text);
    const all = runs.flatMap((r) => r.report.findings);
    const { text, omitted, below } = renderAnnotations(
      { findings: all },
      {
        uriPrefix: prefix,
        skip,
        minSeverity: inputs.annotationsMinSeverity,
        reserved: { warning: gate.shown },
      },
    );
    process.stdout.write(text);
    notes.push(...annotationNotes(omitted, below, inputs.annotationsMinSeverity));
  }
  if (inputs.summary) {
    writeSummary(
      renderActionSummary(runs.map(section), {
        title: inputs.mergeReports.length > 0 ? 'ToolWitness (merged shards)' : 'ToolWitness',
        notes,
        settings: source.review,
        gate: { failOn: inputs.failOn, strict: inputs.strict },
        jsonReports: inputs.reportDir !== undefined,
      }),
    );
  }

  setOutcome(runs, inputs);
}

/** What the summary says about findings that got no annotation, and why. */
function annotationNotes(
  omitted: Record<Severity, number>,
  below: Record<Severity, number>,
  min: Severity,
): string[] {
  const notes: string[] = [];
  const more = ORDER.filter((s) => omitted[s] > 0).map((s) => `${omitted[s]} ${s}(s)`);
  if (more.length > 0) {
    notes.push(
      `Not annotated: ${more.join(', ')} (GitHub shows at most 10 annotations per level; the most severe and first by location got them). They are in the SARIF log and code scanning.`,
    );
  }
  const quiet = ORDER.filter((s) => below[s] > 0).map((s) => `${below[s]} ${s}(s)`);
  if (quiet.length > 0) {
    notes.push(
      `Not annotated: ${quiet.join(', ')} below annotations-min-severity ${min}; set it to note to annotate them.`,
    );
  }
  return notes;
}

function section({ analysis, report }: AnalysisRun): SummarySection {
  return {
    name: analysis,
    title: analysisSpec(analysis).title,
    report,
    skip: new Set(report.findings.filter((f) => !isActive(f)).map((f) => f.fingerprint)),
    unchanged: report.findings.filter((f) => f.baselineState === 'unchanged').length,
    // a finding both unchanged and suppressed is counted once, as unchanged
    suppressed: report.findings.filter(
      (f) => f.suppressed !== undefined && f.baselineState !== 'unchanged',
    ).length,
  };
}

function setOutcome(runs: readonly AnalysisRun[], inputs: ActionInputs): void {
  const sum = (pick: (r: Report) => number): number => runs.reduce((n, r) => n + pick(r.report), 0);
  const errors = sum((r) => r.summary.errors);
  const warnings = sum((r) => r.summary.warnings);
  const notes = sum((r) => r.summary.notes);
  const incomplete = runs.filter((r) => inputs.strict && r.report.stats.incomplete === true);
  const byFindings = runs.some((r) => exitCodeFor(r.report, inputs.failOn, false) === 1);
  const failed = byFindings || incomplete.length > 0;
  core.setOutput('errors', errors);
  core.setOutput('warnings', warnings);
  core.setOutput('notes', notes);
  core.setOutput(
    'findings',
    sum((r) => r.findings.filter(isActive).length),
  );
  core.setOutput('result', failed ? 'fail' : 'pass');
  if (!failed) return;
  core.setFailed(
    byFindings
      ? `ToolWitness found ${errors} error(s), ${warnings} warning(s), ${notes} note(s); fail-on is ${inputs.failOn}`
      : `analysis is incomplete (${incomplete.map((r) => r.analysis).join(', ')}) and strict is set`,
  );
}

function toPrefix(rel: string): string {
  if (rel === '') return '';
  return `${rel.split(sep).join('/')}/`;
}

/** Baselines by report command; several reports of one command pool their fingerprints. */
function loadBaselines(patterns: readonly string[], cwd: string): Map<string, Baseline> {
  const out = new Map<string, Baseline>();
  if (patterns.length === 0) return out;
  for (const path of expandArguments([...patterns], cwd)) {
    const report = readReportFile(path, cwd);
    const uri = displayUri(path, cwd);
    const known = out.get(report.command);
    const fingerprints = new Set(known?.fingerprints ?? []);
    for (const f of report.findings) fingerprints.add(f.fingerprint);
    out.set(report.command, {
      uri: known !== undefined ? `${known.uri}, ${uri}` : uri,
      command: report.command,
      fingerprints,
    });
  }
  return out;
}

/** `<dir>/<analysis>.json` for each run: what a later merge-reports (or baseline) reads. */
function writeReports(runs: readonly AnalysisRun[], dir: string): string[] {
  try {
    mkdirSync(dir, { recursive: true });
    return runs.map(({ analysis, report }) => {
      const path = join(dir, `${analysis}.json`);
      writeFileSync(path, render(report, 'json'));
      return path;
    });
  } catch (error) {
    throw new InputError(
      `${dir}: cannot write the JSON reports: ${(error as { code?: string }).code ?? 'unknown error'}`,
    );
  }
}

function writeSummary(markdown: string): void {
  const path = process.env.GITHUB_STEP_SUMMARY;
  if (!path) {
    core.info('GITHUB_STEP_SUMMARY is not set; no job summary written.');
    return;
  }
  appendFileSync(path, markdown);
}

async function maybeUpload(
  inputs: ActionInputs,
  sarif: string,
  event: unknown,
): Promise<UploadResult | undefined> {
  if (inputs.uploadSarif === 'false') return undefined;
  const fork = isForkPullRequest(event);
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
  // read now, not when @actions/github was loaded, so GHES (and a test's server) is honoured
  const baseUrl = process.env.GITHUB_API_URL || 'https://api.github.com';
  const octokit = github.getOctokit(inputs.token, { baseUrl });
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

/** `run`, with bad input (and anything unexpected) turned into a failed step, never a stack trace. */
export async function main(): Promise<void> {
  try {
    await run();
  } catch (error: unknown) {
    if (error instanceof InputError) core.setFailed(error.message);
    else
      core.setFailed(
        // the kind of error only: a runtime's message can quote input (JSON.parse does)
        `internal error (${(error as Error)?.name ?? typeof error}); please report it`,
      );
  }
}
