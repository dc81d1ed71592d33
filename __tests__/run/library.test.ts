import { readFileSync } from 'node:fs';
import { replayTranscriptReport, scopeTranscriptReport } from '../../src/run/transcripts.js';
import { runVerify } from '../../src/run/verify.js';
import { runScan } from '../../src/run/scan.js';
import { render } from '../../src/report/index.js';
import { parseScope } from '../../src/transcript/scope.js';
import { cli } from '../cli/helpers.js';

// The library, the CLI and the Action take one road per command (src/run): the library's
// Report of a command is the CLI's JSON report of the same input, byte for byte.
const DIRTY = 'examples/transcripts/session-dirty.jsonl';
const CLEAN = 'examples/transcripts/session-clean.jsonl';
const SCOPE = 'examples/transcripts/scope.json';

describe('the library returns the Report the CLI prints', () => {
  it('replayTranscriptReport of a transcript is `replay --format json` of it', async () => {
    const report = await replayTranscriptReport([{ uri: DIRTY, path: DIRTY }]);
    const out = await cli(['replay', '--format', 'json', DIRTY]);
    expect(report.findings.length).toBeGreaterThan(0);
    expect(render(report, 'json')).toBe(out.stdout);
  });

  it('scopeTranscriptReport of a transcript is `scope --format json` of it', async () => {
    const scope = parseScope(readFileSync(SCOPE, 'utf8'), SCOPE);
    const report = scopeTranscriptReport([{ uri: DIRTY, path: DIRTY }], scope);
    const out = await cli(['scope', '--format', 'json', DIRTY, SCOPE]);
    expect(render(report, 'json')).toBe(out.stdout);
  });

  it('runVerify of a sealed transcript is `verify --format json` of it', async () => {
    const sealed = await cli(['seal', CLEAN]);
    expect(sealed.code).toBe(0);
    const report = runVerify({ uri: 'stdin', bytes: Buffer.from(sealed.stdout) });
    const out = await cli(['verify', '--format', 'json', '-'], { stdin: sealed.stdout });
    expect(report.stats.chain).toBe('intact');
    expect(render(report, 'json')).toBe(out.stdout);
  });

  it('runScan of catalogs is `scan --format json` of them', async () => {
    const files = ['examples/real/github.json', 'examples/real/sentry.json'];
    const report = await runScan({
      catalogs: files.map((uri) => ({ uri, content: readFileSync(uri) })),
    });
    const out = await cli(['scan', '--format', 'json', ...files]);
    expect(render(report, 'json')).toBe(out.stdout);
  });

  it('a provider trace given to replayTranscriptReport is refused, naming it', async () => {
    const trace = 'examples/traces/mcp-mix.jsonl';
    await expect(replayTranscriptReport([{ uri: trace, path: trace }])).rejects.toThrow(
      /is not a recorded transcript/,
    );
  });
});
