import { readFileSync } from 'node:fs';
import { VERSION } from '../src/version.js';

it('reports the version package.json declares', () => {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
  expect(VERSION).toBe(pkg.version);
});
