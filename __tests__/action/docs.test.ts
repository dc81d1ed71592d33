import { readFileSync } from 'node:fs';
import { parseInputs } from '../../src/action/inputs.js';

// action.yml, the input parser and docs/action.md must name the same inputs and outputs.
function keys(yaml: string, section: 'inputs' | 'outputs'): string[] {
  const body = yaml.split(new RegExp(`^${section}:\\n`, 'm'))[1].split(/^\S/m)[0];
  return [...body.matchAll(/^ {2}([a-z-]+):$/gm)].map((m) => m[1]);
}

const yaml = readFileSync('action.yml', 'utf8');
const section = readFileSync('docs/action.md', 'utf8');

it('documents every input the Action reads, with its default, in action.yml and docs/action.md', () => {
  const read: string[] = [];
  parseInputs((name) => {
    read.push(name);
    return '';
  });
  const declared = keys(yaml, 'inputs');
  expect([...new Set(read)].sort()).toEqual([...declared].sort());
  for (const name of declared) {
    expect(yaml).toMatch(
      new RegExp(`^ {2}${name}:\\n {4}description: .+\\n {4}required: false\\n {4}default: `, 'm'),
    );
    expect(section).toMatch(new RegExp(`^\\| \`${name}\` +\\| [^|]+ \\| [^|]+`, 'm'));
  }
});

it('documents every output in docs/action.md', () => {
  for (const name of keys(yaml, 'outputs')) expect(section).toContain(`\`${name}\``);
});

it('documents the MCP config inputs, their defaults and the fork refusal', () => {
  const read = new Map<string, string>();
  const inputs = parseInputs((name) => read.get(name) ?? '');
  expect(inputs).toMatchObject({ mcpConfig: [], spawnServers: false, serverTimeout: 30 });
  expect(yaml).toMatch(/^ {2}spawn-servers:\n.+\n.+\n {4}default: 'false'$/m);
  expect(section).toMatch(/^\| `spawn-servers` +\| `false` +\|.*fork/m);
  expect(section).toContain('spawn-servers: true');
  expect(section).toContain('pull_request_target');
});
