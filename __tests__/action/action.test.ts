import { generateKeyPairSync } from 'node:crypto';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sealRecords, signChain } from '../../src/chain/index.js';
import { transcriptRecords } from '../../src/transcript/parse.js';
import {
  pullRequestEvent,
  ruleIds,
  runAction,
  sarifProblems,
  startApi,
  uploadedSarif,
  type Api,
  type RunResult,
} from './harness.js';
import { baseRepository, git, tempDir } from './repository.js';

const CATALOG = 'examples/traces/catalog-mcp.json';
const DIRTY = 'examples/transcripts/session-dirty.jsonl';
const CLEAN = 'examples/transcripts/session-clean.jsonl';
const SCOPE = 'examples/transcripts/scope.json';

/** Annotation lines (workflow commands with a file), in order. */
function annotations(result: RunResult): string[] {
  return result.stdout.split('\n').filter((l) => /^::(error|warning|notice) file=/.test(l));
}

/** Seals a transcript with the library (as `toolwitness seal --sign` does) into `dir`. */
function seal(dir: string, transcript: string, name = 'session.sealed.jsonl') {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const state = { head: '', count: 0 };
  const lines = [
    ...sealRecords(
      transcriptRecords({ uri: transcript, path: transcript }, transcript),
      undefined,
      state,
    ),
  ];
  const sealed = join(dir, name);
  writeFileSync(sealed, lines.join(''));
  const pub = join(dir, 'pub.pem');
  writeFileSync(pub, publicKey.export({ type: 'spki', format: 'pem' }));
  writeFileSync(
    `${sealed}.sig`,
    signChain(state, privateKey.export({ type: 'pkcs8', format: 'pem' })),
  );
  return { sealed, pub, lines };
}

describe('the Action: scan, upload, annotations, gate', () => {
  let api: Api | undefined;
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });

  it('scans, uploads gzip+base64 SARIF for the merge ref, annotates, summarises and fails on errors', async () => {
    api = await startApi([202]);
    const result = await runAction(
      { catalogs: 'examples/confusing-mcp.json' },
      { env: { GITHUB_API_URL: api.url } },
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
    const sarif = uploadedSarif(upload);
    expect(sarifProblems(sarif)).toEqual([]);
    expect(sarif.runs.map((r) => r.automationDetails.id)).toEqual(['toolwitness/scan']);
    expect(result.sarif).toEqual(sarif);
    expect(result.stdout).toMatch(
      /^::error file=examples\/confusing-mcp\.json,line=\d+,col=\d+,title=TW10\d /m,
    );
    // a pair finding's annotation: the witness, where the other tool is, and what to do
    const tw104 = annotations(result).find((l) => l.includes('title=TW104 '));
    expect(tw104).toBeDefined();
    const parts = tw104!.slice(tw104!.indexOf('::', 2) + 2).split('%0A');
    expect(parts[1]).toMatch(/^witness \{/);
    const ALSO = /^also: examples\/confusing-mcp\.json:(\d+) (\S+) \(confusing\)$/;
    expect(parts[2]).toMatch(ALSO);
    const also = ALSO.exec(parts[2]);
    const catalogLines = readFileSync('examples/confusing-mcp.json', 'utf8').split('\n');
    // the location is the tool's object, whose next line names it
    const line = Number(also![1]);
    expect(catalogLines.slice(line - 1, line + 1).join('\n')).toContain(`"name": "${also![2]}"`);
    expect(parts[3]).toMatch(/^fix: rename or re-schema/);
    expect(result.summary).toContain('## ToolWitness');
    expect(result.summary).toContain('| scan \\(catalog scan\\) |');
    expect(result.summary).toContain('### scan: catalog scan');
    expect(result.summary).toContain('witness');
    // the summary opens with the gate; analyses nobody asked for are not mentioned
    expect(result.summary.split('\n')[2]).toMatch(
      /^\*\*Gate: failed\.\*\* fail-on error: \d+ errors\.$/,
    );
    expect(result.summary).not.toMatch(/Not run|replay/);
    // 30 rows are listed; no report-dir, so the rest are only in the SARIF log
    expect(result.summary).toMatch(/^\d+ more scan finding\(s\) are in the SARIF log\.$/m);
    expect(result.summary).not.toContain('JSON report');
    expect(result.stdout).not.toContain('ghs_secret_token');
  });

  it('passes below fail-on and retries a 5xx before uploading', async () => {
    api = await startApi([502, 503, 202]);
    const result = await runAction(
      { catalogs: 'examples/openai-chat.json\nexamples/anthropic.json', 'fail-on': 'error' },
      { env: { GITHUB_API_URL: api.url } },
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
      { env: { GITHUB_API_URL: api.url } },
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/::warning::.*security-events: write/);
    expect(result.outputs['sarif-id']).toBe('');
    expect(result.summary).toContain('security-events: write');
  });

  it('skips the upload with a notice on a pull request from a fork', async () => {
    api = await startApi([202]);
    const result = await runAction(
      { catalogs: 'examples/openai-chat.json' },
      { env: { GITHUB_API_URL: api.url }, event: pullRequestEvent({ headRepo: 'mallory/tools' }) },
    );
    expect(result.code).toBe(0);
    expect(api.uploads).toHaveLength(0);
    expect(result.stdout).toMatch(
      /::notice::SARIF upload skipped: this pull request comes from a fork/,
    );
  });

  it('fails clearly, naming every analysis input, when none is given', async () => {
    const result = await runAction({});
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      /^::error::no analysis input: set catalogs or mcp-config \(scan\), traces with catalogs \(replay\), transcripts, scope with transcripts, sealed \(verify\), or merge-reports$/m,
    );
    expect(result.stdout).not.toMatch(/\n\s+at /);
    expect(result.sarifText).toBe('');
  });

  it.each([
    [
      { traces: 'examples/traces/openai-chat.json' },
      /traces: provider traces replay against a catalog; set catalogs too/,
    ],
    [{ scope: SCOPE }, /scope: the scope is checked against transcripts; set transcripts too/],
    [
      { sealed: 'x.jsonl', signature: 'x.sig' },
      /signature: a signature is checked with a key; set public-key too/,
    ],
    [{ 'public-key': 'pub.pem' }, /public-key: it verifies sealed transcripts; set sealed too/],
    [
      { catalogs: CATALOG, 'merge-reports': 'r.json' },
      /merge-reports merges the reports of earlier runs; it cannot be combined/,
    ],
    [
      { transcripts: 'examples/traces/openai-chat.json' },
      /openai-chat\.json: is not a recorded transcript .*list provider traces under traces/,
    ],
    [
      { catalogs: CATALOG, traces: DIRTY },
      /session-dirty\.jsonl: is a recorded transcript, not a provider trace; list it under transcripts/,
    ],
    [
      { transcripts: 'examples/transcripts/*.none' },
      /no files match "examples\/transcripts\/\*\.none"/,
    ],
  ])('rejects %j with one clear error', async (inputs, message) => {
    const result = await runAction(inputs as Record<string, string>);
    expect(result.code).toBe(1);
    const errors = result.stdout.split('\n').filter((l) => l.startsWith('::error::'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
    expect(errors[0]).not.toMatch(/internal error/);
  });

  it('keeps a hostile catalog from injecting workflow commands, links, mentions or HTML', async () => {
    const dir = tempDir('inject');
    const evil = 'read_file\n::error::pwned %0A <img src=x> @org/team [x](http://evil)';
    const schema = { type: 'object', properties: { path: { type: 'string' } } };
    const catalog = join(dir, 'evil.json');
    writeFileSync(
      catalog,
      JSON.stringify({
        tools: [
          { name: evil, description: '::warning::x <b>bold</b>', inputSchema: schema },
          { name: evil, inputSchema: schema },
        ],
      }),
    );
    const result = await runAction({ catalogs: catalog, 'fail-on': 'never' });
    expect(result.code).toBe(0);
    const commandLines = result.stdout.split('\n').filter((l) => l.startsWith('::'));
    expect(commandLines.some((l) => l.startsWith('::error::pwned'))).toBe(false);
    expect(result.stdout).not.toMatch(/\n::error::pwned/);
    // a literal %0A in a name is data, escaped as %250A, never a line break
    expect(result.stdout).toContain('%250A');
    expect(result.summary).not.toContain('<img');
    expect(result.summary).not.toContain('@org');
    expect(result.summary).not.toContain('](http');
    expect(result.summary.split('\n').some((l) => l.startsWith('::'))).toBe(false);
  });

  it('with a baseline, passes, annotates nothing and counts unchanged and suppressed findings apart', async () => {
    const dir = tempDir('baseline');
    const first = await runAction({
      catalogs: 'examples/confusing-mcp.json',
      'report-dir': dir,
      'fail-on': 'never',
    });
    expect(first.outputs['report-files']).toBe(join(dir, 'scan.json'));
    const total = JSON.parse(readFileSync(join(dir, 'scan.json'), 'utf8')).findings.length;
    expect(total).toBeGreaterThan(1);
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
      baseline: join(dir, 'scan.json'),
      settings,
      'fail-on': 'note',
    });
    expect(result.code).toBe(0);
    expect(result.outputs.result).toBe('pass');
    expect(result.outputs.findings).toBe('0');
    expect(result.outputs.errors).toBe('0');
    expect(annotations(result)).toEqual([]);
    // TW107 is both unchanged and suppressed; it is counted once, as unchanged
    expect(result.summary).toContain(`| scan \\(catalog scan\\) | 0 | 0 | 0 | ${total} | 0 |`);
    expect(result.summary).toContain('No new findings.');
    expect(sarifProblems(result.sarif)).toEqual([]);
    const results = result.sarif!.runs[0].results;
    expect(results).toHaveLength(total);
    expect(results.every((r) => r.baselineState === 'unchanged')).toBe(true);
    expect(results.filter((r) => r.suppressions !== undefined)).toHaveLength(1);
  });

  it('rejects a baseline of an analysis that does not run', async () => {
    const dir = tempDir('baseline-other');
    await runAction({ transcripts: DIRTY, 'report-dir': dir, 'fail-on': 'never' });
    const result = await runAction({ catalogs: CATALOG, baseline: join(dir, 'transcripts.json') });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      /::error::.*transcripts\.json: a "replay" baseline, but no replay analysis runs/,
    );
  });
});

describe('the Action: replay, transcripts, scope, verify', () => {
  it('replays provider traces against the catalogs: a scan run and a replay run, digests only', async () => {
    const result = await runAction({
      catalogs: CATALOG,
      traces: 'examples/traces/{openai,anthropic,unknown}*.json\nexamples/traces/mcp-mix.jsonl',
      'fail-on': 'error',
    });
    expect(sarifProblems(result.sarif)).toEqual([]);
    expect(result.sarif!.runs.map((r) => r.automationDetails.id)).toEqual([
      'toolwitness/scan',
      'toolwitness/replay',
    ]);
    const replay = ruleIds(result.sarif, 'toolwitness/replay');
    expect(replay).toEqual(expect.arrayContaining(['TW201', 'TW202', 'TW203']));
    expect(replay.every((id) => /^TW20\d$/.test(id))).toBe(true);
    expect(result.code).toBe(1); // TW202 and TW203 are errors
    expect(result.summary).toContain('| replay \\(provider\\-trace replay\\) |');
    expect(result.summary).toMatch(/args sha256 [0-9a-f]{16}…/);
    // raw arguments and provider call ids never leave the trace
    for (const text of [result.sarifText, result.summary, result.stdout]) {
      expect(text).not.toContain('cus_8842');
      expect(text).not.toContain('call_7Hq2Lx9');
    }
  });

  it('replays transcripts and checks them against the scope: one run each', async () => {
    const result = await runAction({ transcripts: DIRTY, scope: SCOPE, 'fail-on': 'never' });
    expect(result.code).toBe(0);
    expect(sarifProblems(result.sarif)).toEqual([]);
    expect(result.sarif!.runs.map((r) => r.automationDetails.id)).toEqual([
      'toolwitness/transcripts',
      'toolwitness/scope',
    ]);
    expect(ruleIds(result.sarif, 'toolwitness/transcripts').sort()).toEqual(['TW301', 'TW302']);
    expect(ruleIds(result.sarif, 'toolwitness/scope')).toEqual(['TW303']);
    const region = result.sarif!.runs[0].results[0].locations[0].physicalLocation;
    expect(region.artifactLocation.uri).toBe(DIRTY);
    expect(result.outputs.warnings).toBe('1');
    expect(result.outputs.notes).toBe('1');
    expect(result.outputs.errors).toBe('1');
    expect(result.outputs.findings).toBe('3');
    // the TW302 note is below the default annotations-min-severity (warning)
    expect(annotations(result)).toHaveLength(2);
    expect(annotations(result)[0]).toMatch(
      /^::error file=examples\/transcripts\/session-dirty\.jsonl,line=5,col=1,title=TW303 /,
    );
    expect(result.summary).toContain(
      'Not annotated: 1 note(s) below annotations-min-severity warning',
    );
    const all = await runAction({
      transcripts: DIRTY,
      scope: SCOPE,
      'fail-on': 'never',
      'annotations-min-severity': 'note',
    });
    expect(annotations(all)).toHaveLength(3);
    expect(annotations(all)[2]).toMatch(/^::notice .*title=TW302 /);
    expect(all.summary).not.toContain('Not annotated');
  });

  it('with catalogs, takes transcript mutators from MCP readOnlyHint like replay --catalog', async () => {
    const dir = tempDir('mutators');
    const catalog = join(dir, 'fs.json');
    // read_file declares that it changes state, so repeating it is not redundant
    writeFileSync(
      catalog,
      JSON.stringify({
        tools: [
          {
            name: 'read_file',
            inputSchema: { type: 'object', properties: { path: { type: 'string' } } },
            annotations: { readOnlyHint: false },
          },
        ],
      }),
    );
    const without = await runAction({ transcripts: DIRTY, 'fail-on': 'never' });
    expect(ruleIds(without.sarif, 'toolwitness/transcripts')).toContain('TW302');
    const withHints = await runAction({
      transcripts: DIRTY,
      catalogs: catalog,
      'fail-on': 'never',
    });
    expect(ruleIds(withHints.sarif, 'toolwitness/transcripts')).not.toContain('TW302');
    expect(withHints.sarif!.runs.map((r) => r.automationDetails.id)).toEqual([
      'toolwitness/scan',
      'toolwitness/transcripts',
    ]);
  });

  it('verifies sealed transcripts and their <sealed>.sig signatures', async () => {
    const dir = tempDir('verify');
    const { sealed, pub } = seal(dir, CLEAN);
    const intact = await runAction({ sealed, 'public-key': pub, 'fail-on': 'note' });
    expect(intact.code).toBe(0);
    expect(intact.sarif!.runs.map((r) => r.automationDetails.id)).toEqual(['toolwitness/verify']);
    expect(ruleIds(intact.sarif, 'toolwitness/verify')).toEqual([]);
    expect(intact.summary).toContain(
      '| verify \\(sealed\\-transcript verification\\) | 0 | 0 | 0 | 0 | 0 |',
    );
    expect(intact.summary).toMatch(/^Chain intact: .+, \d+ links, head `[0-9a-f]{64}`\.$/m);
    expect(intact.summary).toContain(
      '**Gate: passed.** fail-on note: no new finding at or above it.',
    );

    // a signature made for another chain does not verify
    const other = seal(dir, DIRTY, 'other.sealed.jsonl');
    copyFileSync(`${other.sealed}.sig`, `${sealed}.sig`);
    const forged = await runAction({ sealed, 'public-key': pub, 'fail-on': 'note' });
    expect(forged.code).toBe(1);
    expect(ruleIds(forged.sarif, 'toolwitness/verify')).toEqual(['TW402']);
    expect(sarifProblems(forged.sarif)).toEqual([]);
  });

  it('finds a broken link with its digests, and takes an explicit signature for one sealed file', async () => {
    const dir = tempDir('verify-broken');
    const { sealed, pub, lines } = seal(dir, CLEAN);
    const edited = [...lines];
    edited[1] = edited[1].replace(/"index":1/, '"index":1 ');
    writeFileSync(sealed, edited.join(''));
    const explicit = join(dir, 'explicit.sig');
    copyFileSync(`${sealed}.sig`, explicit);
    const result = await runAction({ sealed, 'public-key': pub, signature: explicit });
    expect(result.code).toBe(1);
    expect(ruleIds(result.sarif, 'toolwitness/verify').sort()).toEqual(['TW401', 'TW402']);
    const tw401 = result.sarif!.runs[0].results.find((r) => r.ruleId === 'TW401')!;
    expect(tw401.message.text).toMatch(/chain broken at index 1 \(line 2\)/);
    expect(result.summary).toContain('| error | TW401 chain-broken |');
  });

  it('fails clearly when public-key is set and a sealed file has no signature', async () => {
    const dir = tempDir('verify-nosig');
    const { sealed, pub } = seal(dir, CLEAN);
    const second = join(dir, 'second.sealed.jsonl');
    copyFileSync(sealed, second);
    const result = await runAction({ sealed: `${sealed}\n${second}`, 'public-key': pub });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      /::error::.*second\.sealed\.jsonl\.sig: no signature for .*second\.sealed\.jsonl/,
    );
    const one = await runAction({
      sealed: `${sealed}\n${second}`,
      'public-key': pub,
      signature: `${sealed}.sig`,
    });
    expect(one.stdout).toMatch(
      /::error::input signature names one signature, but sealed matches 2 files/,
    );
  });

  it('runs every analysis into one SARIF log, a run each, with outputs summed over runs', async () => {
    const dir = tempDir('all');
    const { sealed, pub } = seal(dir, CLEAN);
    const result = await runAction({
      catalogs: CATALOG,
      traces: 'examples/traces/openai-responses-output.json',
      transcripts: DIRTY,
      scope: SCOPE,
      sealed,
      'public-key': pub,
      category: 'audit',
      'fail-on': 'never',
    });
    expect(result.code).toBe(0);
    expect(sarifProblems(result.sarif)).toEqual([]);
    const runs = result.sarif!.runs;
    expect(runs.map((r) => r.automationDetails.id)).toEqual([
      'audit/scan',
      'audit/replay',
      'audit/transcripts',
      'audit/scope',
      'audit/verify',
    ]);
    const count = (level: string) =>
      runs.flatMap((r) => r.results).filter((r) => r.level === level).length;
    expect(Number(result.outputs.errors)).toBe(count('error'));
    expect(Number(result.outputs.warnings)).toBe(count('warning'));
    expect(Number(result.outputs.notes)).toBe(count('note'));
    expect(Number(result.outputs.findings)).toBe(runs.flatMap((r) => r.results).length);
    expect(result.summary).toMatch(/\| total \| \d+ \| \d+ \| \d+ \| 0 \| 0 \|/);
    expect(result.summary).not.toContain('Not run');
    // GitHub's limit is per step, so it holds over all analyses together
    for (const level of ['error', 'warning', 'notice']) {
      const shown = annotations(result).filter((l) => l.startsWith(`::${level} `)).length;
      expect(shown).toBeLessThanOrEqual(10);
    }
    for (const name of ['scan', 'replay', 'transcripts', 'scope', 'verify']) {
      expect(result.summary).toContain(`### ${name}: `);
    }
  });

  it('escapes hostile transcript tool names in annotations and the summary', async () => {
    const dir = tempDir('inject-transcript');
    const evil = 'x\n::error::pwned <img src=x> @org/team [x](http://evil) %0A';
    const transcript = join(dir, 'evil.jsonl');
    writeFileSync(
      transcript,
      [0, 1]
        .map((index) => JSON.stringify({ index, tool: evil, args: {}, response: {} }))
        .join('\n') + '\n',
    );
    const result = await runAction({ transcripts: transcript, scope: SCOPE, 'fail-on': 'never' });
    expect(result.code).toBe(0);
    expect(annotations(result).length).toBeGreaterThan(0);
    expect(result.stdout.split('\n').some((l) => l.startsWith('::error::pwned'))).toBe(false);
    expect(result.summary).not.toMatch(/<img|@org|\]\(http/);
    expect(result.summary.split('\n').some((l) => l.startsWith('::'))).toBe(false);
    expect(result.summary).toContain('&lt;img');
  });
});

describe('the Action: sharding with report-dir and merge-reports', () => {
  let api: Api | undefined;
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });

  it('merges shard reports into one run per analysis, de-duplicated, and uploads once', async () => {
    const root = tempDir('shards');
    const shards = [
      { transcripts: DIRTY, traces: 'examples/traces/openai-responses-output.json' },
      { transcripts: `${DIRTY}\n${CLEAN}`, traces: 'examples/traces/unknown-tool.json' },
    ];
    const single = await runAction({
      catalogs: CATALOG,
      transcripts: `${DIRTY}\n${CLEAN}`,
      traces: 'examples/traces/openai-responses-output.json\nexamples/traces/unknown-tool.json',
      'fail-on': 'never',
    });
    for (const [i, shard] of shards.entries()) {
      const dir = join(root, `toolwitness-${i}`);
      const result = await runAction({
        catalogs: CATALOG,
        ...shard,
        'report-dir': dir,
        'fail-on': 'never',
        annotations: 'false',
      });
      expect(result.code).toBe(0);
      expect(result.outputs['report-files'].split('\n')).toEqual(
        ['scan', 'replay', 'transcripts'].map((a) => join(dir, `${a}.json`)),
      );
    }
    api = await startApi([202]);
    const merged = await runAction(
      { 'merge-reports': `${root}/*/*.json`, 'fail-on': 'warning' },
      { env: { GITHUB_API_URL: api.url } },
    );
    expect(api.uploads).toHaveLength(1);
    const sarif = uploadedSarif(api.uploads[0]);
    expect(sarifProblems(sarif)).toEqual([]);
    expect(sarif.runs.map((r) => r.automationDetails.id)).toEqual([
      'toolwitness/scan',
      'toolwitness/replay',
      'toolwitness/transcripts',
    ]);
    // both shards scanned the same catalog and replayed DIRTY: each finding once, as in one job
    for (const category of ['toolwitness/scan', 'toolwitness/replay', 'toolwitness/transcripts']) {
      expect(ruleIds(sarif, category)).toEqual(ruleIds(single.sarif, category));
    }
    expect(merged.code).toBe(1);
    expect(merged.summary).toContain('## ToolWitness \\(merged shards\\)');
    expect(merged.summary).toContain('Merged 6 shard report(s) into 3 analysis run(s).');
    expect(merged.outputs.findings).toBe(single.outputs.findings);
  });

  it('rejects a file that is not a ToolWitness report', async () => {
    const dir = tempDir('merge-bad');
    writeFileSync(join(dir, 'x.json'), '{"hello": 1}');
    const result = await runAction({ 'merge-reports': join(dir, '*.json') });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      /::error::.*x\.json: \/schemaVersion: not a ToolWitness JSON report/,
    );
  });
});

describe('the Action: settings changes a pull request introduces', () => {
  function repository(): { dir: string; base: string } {
    return baseRepository('pr', {
      copy: { 'catalogs/tools.json': 'examples/confusing-mcp.json' },
      write: {
        'toolwitness.config.json': JSON.stringify({
          rules: { TW102: 'error', TW103: 'error', TW106: 'warning' },
          suppressions: [{ rule: 'TW107', tools: ['export_report'], reason: 'fixed upstream' }],
        }),
      },
    });
  }

  const hostile = 'trust me <img src=x onerror=alert(1)> @org/team [docs](http://evil) ::error::x';

  it('lists the rule levels and suppressions the PR adds, not what the base had, escaped', async () => {
    const { dir, base } = repository();
    writeFileSync(
      join(dir, 'toolwitness.config.json'),
      JSON.stringify({
        rules: { TW102: 'off', TW105: 'error' },
        suppressions: [
          { rule: 'TW107', tools: ['export_report'], reason: 'fixed upstream' },
          { rule: 'TW104', tools: ['read_file', 'files/fetch_file'], reason: hostile },
        ],
      }),
    );
    const result = await runAction(
      { catalogs: 'catalogs/tools.json', 'fail-on': 'never' },
      { workspace: dir, event: pullRequestEvent({ baseSha: base }) },
    );
    expect(result.code).toBe(0);
    // the settings section only, which comes before the findings (with TW106 rows of their own)
    const summary = result.summary.slice(
      result.summary.indexOf('### Settings'),
      result.summary.indexOf('### scan'),
    );
    expect(summary).toContain(
      '### Settings this pull request changes (toolwitness\\.config\\.json)',
    );
    expect(summary).toContain('| TW102 similar\\-name | error | off | **weaker** |');
    expect(summary).toContain('| TW105 undecided\\-pair | note (default) | error | stricter |');
    // dropping an entry is a change only when the level it leaves differs from the default
    expect(summary).toContain(
      '| TW103 proven\\-overlap | error | warning (default) | **weaker** |',
    );
    expect(summary).not.toContain('TW106');
    expect(summary).toContain(
      '| TW104 conflicting\\-effects | read\\_file\\, files\\/fetch\\_file |',
    );
    expect(summary).not.toContain('fixed upstream');
    expect(summary).not.toMatch(/<img|@org|\]\(http/);
    expect(summary).toContain('&lt;img');
    expect(summary.split('\n').some((l) => l.startsWith('::'))).toBe(false);
  });

  it('says when the base commit or git cannot be read, and lists nothing', async () => {
    const { dir } = repository();
    const missing = await runAction(
      { catalogs: 'catalogs/tools.json', 'fail-on': 'never' },
      { workspace: dir, event: pullRequestEvent({ baseSha: 'e'.repeat(40) }) },
    );
    expect(missing.summary).toContain(
      "Could not compare toolwitness\\.config\\.json with the pull request's base: the base commit eeeeeeeeeeee is not in the checkout",
    );
    expect(missing.summary).toContain('fetch\\-depth\\: 2');

    const plain = tempDir('nogit');
    copyFileSync(join(dir, 'toolwitness.config.json'), join(plain, 'toolwitness.config.json'));
    copyFileSync('examples/openai-chat.json', join(plain, 'tools.json'));
    const noRepo = await runAction(
      { catalogs: 'tools.json' },
      { workspace: plain, event: pullRequestEvent({ baseSha: 'e'.repeat(40) }) },
    );
    expect(noRepo.code).toBe(0);
    expect(noRepo.summary).toMatch(/Could not compare .* git could not look up the base commit/);

    // not a pull request: no settings section at all
    const push = await runAction(
      { catalogs: 'tools.json' },
      { workspace: plain, eventName: 'push', event: { ref: 'refs/heads/main' } },
    );
    expect(push.summary).not.toContain('Settings this pull request changes');
  });

  it('treats a settings file the base lacks as wholly new', async () => {
    const { dir, base } = repository();
    git(dir, 'rm', '-q', 'toolwitness.config.json');
    git(dir, 'commit', '-q', '-m', 'no settings');
    const without = git(dir, 'rev-parse', 'HEAD');
    writeFileSync(
      join(dir, 'toolwitness.config.json'),
      JSON.stringify({ rules: { TW103: 'note' } }),
    );
    const result = await runAction(
      { catalogs: 'catalogs/tools.json', 'fail-on': 'never' },
      { workspace: dir, event: pullRequestEvent({ baseSha: without }) },
    );
    expect(base).not.toBe(without);
    expect(result.summary).toContain(
      'The base commit has no toolwitness\\.config\\.json: all of it is new.',
    );
    expect(result.summary).toContain(
      '| TW103 proven\\-overlap | warning (default) | note | **weaker** |',
    );
  });
});

describe('the Action: strict', () => {
  it('fails an incomplete analysis when strict is set, whatever fail-on says', async () => {
    // a confusable pair with a remote $ref is undecided (TW105), so the scan is incomplete
    // (confusing-mcp.json's post_message/send_message, once undecided, is now proven disjoint)
    const catalogs = '__tests__/fixtures/undecided-pair.json';
    const lax = await runAction({ catalogs, 'fail-on': 'never' });
    expect(lax.code).toBe(0);
    const strict = await runAction({
      catalogs,
      'fail-on': 'never',
      strict: 'true',
    });
    expect(strict.code).toBe(1);
    expect(strict.outputs.result).toBe('fail');
    expect(strict.stdout).toMatch(/^::error::analysis is incomplete \(scan\) and strict is set$/m);
  });
});
