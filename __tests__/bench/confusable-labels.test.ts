// The labelled pairs bench/confusable.mjs measures against (examples/labels/confusable-pairs.json,
// rubric in docs/confusable-labels.md) must stay well formed as they grow: every named tool exists
// in examples/real, each unordered pair appears once, in canonical order, with a label and a reason.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

interface ToolRef {
  server: string;
  name: string;
}
interface LabelledPair {
  a: ToolRef;
  b: ToolRef;
  label: string;
  why: string;
  pool: string[];
}

const FIXTURE = 'examples/labels/confusable-pairs.json';
const fixture = JSON.parse(readFileSync(FIXTURE, 'utf8')) as {
  pool: { how: string; unlabelled: string };
  pairs: LabelledPair[];
};

/** (server, name) of every tool in examples/real; the server is the file's base name, as in scan. */
const realTools = new Set(
  readdirSync('examples/real')
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => {
      const server = f.replace(/\..*$/, '');
      const { tools } = JSON.parse(readFileSync(`examples/real/${f}`, 'utf8')) as {
        tools: { name: string }[];
      };
      return tools.map((t) => JSON.stringify([server, t.name]));
    }),
);

const key = (t: ToolRef): string => JSON.stringify([t.server, t.name]);
const compare = (x: ToolRef, y: ToolRef): number =>
  x.server < y.server
    ? -1
    : x.server > y.server
      ? 1
      : x.name < y.name
        ? -1
        : x.name > y.name
          ? 1
          : 0;

describe('the labelled confusable pairs', () => {
  it('says how its pool was built and that other pairs are unlabelled', () => {
    expect(fixture.pool.how).toMatch(/scan/);
    expect(fixture.pool.how).toMatch(/random/);
    expect(fixture.pool.unlabelled).toMatch(/unlabelled/);
  });

  it('names only tools that exist in examples/real', () => {
    const missing = fixture.pairs
      .flatMap((p) => [p.a, p.b])
      .filter((t) => !realTools.has(key(t)))
      .map(key);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('holds each unordered pair once, a before b, sorted, never a tool with itself', () => {
    const seen = new Set<string>();
    const twice: string[] = [];
    for (const p of fixture.pairs) {
      const k = [key(p.a), key(p.b)].sort().join('~');
      if (seen.has(k)) twice.push(k);
      seen.add(k);
    }
    expect(twice).toEqual([]);
    expect(fixture.pairs.filter((p) => compare(p.a, p.b) >= 0)).toEqual([]);
    const order = fixture.pairs.map((p, i) => ({ p, i }));
    const unsorted = order.filter(
      ({ p, i }) =>
        i > 0 && (compare(fixture.pairs[i - 1].a, p.a) || compare(fixture.pairs[i - 1].b, p.b)) > 0,
    );
    expect(unsorted.map(({ p }) => `${key(p.a)} ~ ${key(p.b)}`)).toEqual([]);
  });

  it('labels every pair confusable or not, with a one-line reason and where it came from', () => {
    const bad = fixture.pairs.filter(
      (p) =>
        !['confusable', 'not'].includes(p.label) ||
        typeof p.why !== 'string' ||
        p.why.trim() === '' ||
        /\n/.test(p.why) ||
        !Array.isArray(p.pool) ||
        p.pool.length === 0 ||
        p.pool.some(
          (s) =>
            ![
              'scan',
              'kind',
              'lexical',
              'random',
              'reported-s5',
              'reported-s6',
              'reported-s7',
              'reported-s8g',
              'reported-s9',
              'reported-s13',
              'reported-s15',
              'reported-s16',
              'reported-s27',
              'reported-s30',
              'reported-s31',
              'reported-s32',
              'reported-s33',
              'reported-s34',
              'reported-s45',
            ].includes(s),
        ),
    );
    expect(bad).toEqual([]);
  });

  it('has several hundred pairs, both labels, and cross-server confusable pairs', () => {
    expect(fixture.pairs.length).toBeGreaterThanOrEqual(300);
    const confusable = fixture.pairs.filter((p) => p.label === 'confusable');
    expect(confusable.length).toBeGreaterThanOrEqual(100);
    expect(fixture.pairs.length - confusable.length).toBeGreaterThanOrEqual(100);
    expect(confusable.filter((p) => p.a.server !== p.b.server).length).toBeGreaterThanOrEqual(50);
  });
});

describe('bench/confusable.mjs on bad input', () => {
  it('refuses a missing label file with one line on stderr and exit 2', () => {
    const res = spawnSync(
      process.execPath,
      ['bench/confusable.mjs', '--labels', 'examples/labels/no-such-file.json'],
      { encoding: 'utf8' },
    );
    expect(res.status).toBe(2);
    expect(res.stdout).toBe('');
    expect(res.stderr.trim().split('\n')).toHaveLength(1);
    expect(res.stderr).toMatch(/^bench\/confusable: .*no-such-file\.json/);
  });

  it('refuses an unknown flag with exit 2', () => {
    const res = spawnSync(process.execPath, ['bench/confusable.mjs', '--nope'], {
      encoding: 'utf8',
    });
    expect(res.status).toBe(2);
    expect(res.stderr).toMatch(/unknown argument --nope/);
  });
});
