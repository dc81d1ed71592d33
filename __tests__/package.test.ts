import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>;
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
  it('lists every package the library imports at run time as a dependency', () => {
    const used = new Set<string>();
    for (const file of sources('src')) {
      // type-only imports (e.g. @types/sarif) are erased and load nothing at run time
      const text = readFileSync(file, 'utf8').replace(/^import type [^;]*;/gm, '');
      for (const m of text.matchAll(/(?:from\s+|require\w*\(\s*)'([^'.][^']*)'/g)) {
        if (!m[1].startsWith('node:') && packageName(m[1]) !== 'toolwitness')
          used.add(packageName(m[1]));
      }
    }
    expect(used.size).toBeGreaterThan(3);
    for (const name of used) expect([name, name in pkg.dependencies]).toEqual([name, true]);
  });

  it('exports ESM with types and a bin that is the committed bundle', () => {
    expect(pkg.exports['.']).toEqual({ types: './lib/index.d.ts', import: './lib/index.js' });
    expect(pkg.bin.toolwitness).toBe('dist/cli.js');
    expect(readFileSync('dist/cli.js', 'utf8').startsWith('#!/usr/bin/env node')).toBe(true);
  });
});
