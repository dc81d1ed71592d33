import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  exports: Record<string, unknown>;
  bin: Record<string, string>;
  files: string[];
  scripts: Record<string, string>;
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : e.name.endsWith('.ts')
        ? [join(dir, e.name)]
        : [],
  );
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Packages each source file imports, by file. */
function importsByFile(): Map<string, Set<string>> {
  const byFile = new Map<string, Set<string>>();
  for (const file of sources('src')) {
    // type-only imports (e.g. @types/sarif) are erased and load nothing at run time
    const text = readFileSync(file, 'utf8').replace(/^import type [^;]*;/gm, '');
    const used = new Set<string>();
    for (const m of text.matchAll(/(?:from\s+|require\w*\(\s*)'([^'.][^']*)'/g)) {
      if (!m[1].startsWith('node:') && packageName(m[1]) !== 'toolwitness')
        used.add(packageName(m[1]));
    }
    byFile.set(file, used);
  }
  return byFile;
}

// The Action runs from the committed bundle (dist/index.js), so what only src/action/ imports is
// needed at build time; everything the library and the CLI import is needed where it is installed.
const isAction = (file: string) => file.split(/[\\/]/).includes('action');

describe('package.json', () => {
  it('lists every package the library and the CLI import at run time as a dependency', () => {
    const used = new Set<string>();
    for (const [file, names] of importsByFile())
      if (!isAction(file)) names.forEach((n) => used.add(n));
    expect(used.size).toBeGreaterThan(3);
    for (const name of used) expect([name, name in pkg.dependencies]).toEqual([name, true]);
  });

  it('keeps the packages only the Action imports out of what a user installs', () => {
    const actionOnly = new Set<string>();
    const elsewhere = new Set<string>();
    for (const [file, names] of importsByFile())
      names.forEach((n) => (isAction(file) ? actionOnly : elsewhere).add(n));
    const buildTime = [...actionOnly].filter((n) => !elsewhere.has(n));
    expect(buildTime).toEqual(expect.arrayContaining(['@actions/core', '@actions/github']));
    for (const name of buildTime) {
      expect([name, name in pkg.dependencies]).toEqual([name, false]);
      expect([name, name in pkg.devDependencies]).toEqual([name, true]);
    }
  });

  it('exports ESM with types and a bin from lib/, whose source starts with a shebang', () => {
    expect(pkg.exports['.']).toEqual({ types: './lib/index.d.ts', import: './lib/index.js' });
    expect(pkg.bin.toolwitness).toBe('lib/cli/main.js');
    expect(readFileSync('src/cli/main.ts', 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
  });

  it('ships lib/ without the bundles, built when packed and never at install', () => {
    expect(pkg.files).toContain('lib');
    expect(pkg.files.some((f) => f.replace(/^\.?\//, '').startsWith('dist'))).toBe(false);
    expect(pkg.scripts.prepack).toMatch(/tsc -p tsconfig\.build\.json/);
    for (const hook of ['preinstall', 'install', 'postinstall', 'prepare'])
      expect([hook, pkg.scripts[hook]]).toEqual([hook, undefined]);
  });
});
