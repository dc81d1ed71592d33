import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  scripts: Record<string, string>;
  exports: Record<string, { types: string; import: string }>;
  bin: Record<string, string>;
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

describe('package.json', () => {
  /** Packages each source file imports (not `node:` modules). */
  function imports(file: string): string[] {
    const text = readFileSync(file, 'utf8');
    return [...text.matchAll(/(?:from\s+|require\w*\(\s*)'([^'.][^']*)'/g)]
      .map((m) => m[1])
      .filter((s) => !s.startsWith('node:') && packageName(s) !== 'toolwitness')
      .map(packageName);
  }

  it('lists every package the library imports at run time as a dependency', () => {
    const used = new Set<string>();
    // the Action (src/action) is used only as its ncc bundle, dist/index.js
    for (const file of sources('src').filter((f) => !f.startsWith(join('src', 'action'))))
      for (const name of imports(file)) used.add(name);
    expect(used.size).toBeGreaterThan(3);
    for (const name of used) expect([name, name in pkg.dependencies]).toEqual([name, true]);
  });

  it('keeps @actions/* out of what installing the library pulls: only the bundled Action uses them', () => {
    const actions = Object.keys(pkg.devDependencies).filter((n) => n.startsWith('@actions/'));
    expect(actions.length).toBeGreaterThan(0);
    expect(Object.keys(pkg.dependencies).filter((n) => n.startsWith('@actions/'))).toEqual([]);
    for (const file of sources('src').filter((f) => !f.startsWith(join('src', 'action'))))
      expect([file, imports(file).filter((n) => n.startsWith('@actions/'))]).toEqual([file, []]);
    for (const file of sources(join('src', 'action')))
      for (const name of imports(file))
        expect([name, name in pkg.dependencies || actions.includes(name)]).toEqual([name, true]);
  });

  it('runs no install script for consumers: lib/ is built when packing and before the tests', () => {
    expect(pkg.scripts.prepare).toBeUndefined();
    expect(pkg.scripts.install).toBeUndefined();
    expect(pkg.scripts.postinstall).toBeUndefined();
    expect(pkg.scripts.prepack).toMatch(/tsc -p tsconfig\.build\.json/);
    expect(pkg.scripts.pretest).toMatch(/tsc -p tsconfig\.build\.json/);
  });

  it('exports ESM with types and a bin that is the committed bundle', () => {
    expect(pkg.exports['.']).toEqual({ types: './lib/index.d.ts', import: './lib/index.js' });
    expect(pkg.bin.toolwitness).toBe('dist/cli.js');
    expect(readFileSync('dist/cli.js', 'utf8').startsWith('#!/usr/bin/env node')).toBe(true);
  });
});
