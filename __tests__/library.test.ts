import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

// The library entry loads nothing heavy on import: the o200k_base tokenizer (~70 MB, a quarter
// of a second) loads when a scan first lints, the MCP SDK when a server is first collected.

/** Value imports and re-exports of a source file (type-only ones are erased and load nothing). */
function staticImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const m of text.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^;'"]*?\sfrom\s+)?'([^']+)'/gm))
    found.push(m[1]);
  return found;
}

/** Every source file the entry evaluates before anything is called, and the packages they load. */
function importedOnLoad(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string): void => {
    if (files.has(file)) return;
    files.add(file);
    for (const specifier of staticImports(file)) {
      if (specifier.startsWith('.'))
        visit(normalize(join(dirname(file), specifier.replace(/\.js$/, '.ts'))));
      else if (!specifier.startsWith('node:')) packages.add(specifier);
    }
  };
  visit(normalize(entry));
  return { files, packages };
}

const heavy = (name: string) =>
  name.startsWith('@modelcontextprotocol/sdk') || name.startsWith('gpt-tokenizer/encoding/');

describe('importing the library', () => {
  it('evaluates neither the tokenizer nor the MCP SDK: both load behind a dynamic import', () => {
    const { files, packages } = importedOnLoad('src/index.ts');
    // the walk reaches the modules that load them on demand, so it would see a static import
    expect(files).toContain(normalize('src/lint/tokens.ts'));
    expect(files).toContain(normalize('src/collect/collect.ts'));
    expect([...packages].filter(heavy)).toEqual([]);
    // and it finds them where they are imported statically
    expect([...importedOnLoad('src/collect/server.ts').packages].some(heavy)).toBe(true);
  });

  it('leaves the tokenizer unloaded until runScan lints, which loads it', async () => {
    const library = await import('../src/index.js');
    expect(library.tokenizerLoaded()).toBe(false);
    const catalog = {
      uri: 'tools.json',
      content: JSON.stringify({ tools: [{ name: 'read_file', inputSchema: {} }] }),
    };
    // the synchronous scan says what it needs rather than guessing a count
    expect(() => library.scan([catalog])).toThrow(/await loadTokenizer\(\)/);
    expect(library.scan([catalog], { lint: false }).stats.tokens).toBeUndefined();
    expect(library.tokenizerLoaded()).toBe(false);

    const report = await library.runScan({ catalogs: [catalog] });
    expect(library.tokenizerLoaded()).toBe(true);
    expect((report.stats.tokens as { total: number }).total).toBeGreaterThan(0);
    // once loaded, the synchronous scan is the same analysis
    expect(JSON.stringify(library.scan([catalog]))).toBe(JSON.stringify(report));
  });
});

describe('the public API', () => {
  it('exports one run function per command and none of the helpers behind them', async () => {
    const library: Record<string, unknown> = await import('../src/index.js');
    for (const name of [
      'runScan',
      'runTraceReplay',
      'runCollect',
      'runContract',
      'runDiff',
      'runMerge',
      'runVerify',
      'replayTranscriptReport',
      'scopeTranscriptReport',
      'proveOverlap',
      'render',
      'InputError',
    ])
      expect([name, typeof library[name]]).toEqual([name, 'function']);
    for (const name of [
      'scanTools',
      'scanWithServers',
      'withScore',
      'refreshScore',
      'catalogForDrift',
      'collectedForDrift',
      'unavailableFinding',
      'TOKEN_BASIS',
      'importTrace',
      'recordOf',
    ])
      expect([name, name in library]).toEqual([name, false]);
  });

  it('lists every evidence type it exports (src/findings/evidence.ts) in docs/library.md', () => {
    const source = readFileSync('src/findings/evidence.ts', 'utf8');
    const names = [...source.matchAll(/^export type (\w+)/gm)].map((m) => m[1]);
    expect(names).toEqual(
      expect.arrayContaining(['RuleEvidence', 'EvidenceOf', 'ChainBreakEvidence']),
    );
    expect(readFileSync('src/index.ts', 'utf8')).toMatch(
      /^export type \* from '\.\/findings\/evidence\.js';$/m,
    );
    const docs = readFileSync('docs/library.md', 'utf8');
    expect(names.filter((name) => !docs.includes(`\`${name}`))).toEqual([]);
  });
});
