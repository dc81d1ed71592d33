/** The server name standard input gets (`-` or `stdin` on the command line). */
export const STDIN_SERVER = 'stdin';

interface NameSource {
  base: string;
  /** Parent folders, nearest first. */
  folders: string[];
  /** How many parent folders the name currently shows. */
  shown: number;
}

function sourceOf(uri: string): NameSource {
  if (uri === '-' || uri === STDIN_SERVER) return { base: STDIN_SERVER, folders: [], shown: 0 };
  const parts = uri.split(/[\\/]+/).filter((p) => p !== '' && p !== '.');
  const file = parts.pop() ?? uri;
  const stem = file.replace(/^\.+/, '');
  const dot = stem.indexOf('.');
  const base = (dot === -1 ? stem : stem.slice(0, dot)) || file;
  return { base, folders: parts.reverse(), shown: 0 };
}

function nameOf(s: NameSource): string {
  return [...s.folders.slice(0, s.shown).reverse(), s.base].join('/');
}

/**
 * Server names for catalog files given without one: the file's base name up to its first `.`
 * (`tools.mcp.json` → `tools`); names that collide get their nearest parent folders, one more
 * at a time and only as many as it takes (`a/tools.json`, `b/tools.json` → `a/tools`,
 * `b/tools`), joined with `/`. Standard input (`-`) is `stdin`. Files that still collide (the
 * same path twice, `x.json` beside `x.yaml`) keep the name in input order and the later ones get
 * `#2`, `#3`, …. Deterministic: the result depends only on the list.
 */
export function serverNamesFor(uris: string[]): string[] {
  const sources = uris.map(sourceOf);
  for (;;) {
    const groups = new Map<string, NameSource[]>();
    for (const s of sources) {
      const name = nameOf(s);
      groups.set(name, [...(groups.get(name) ?? []), s]);
    }
    let grew = false;
    for (const group of groups.values()) {
      if (group.length < 2) continue;
      for (const s of group) {
        if (s.shown < s.folders.length) {
          s.shown++;
          grew = true;
        }
      }
    }
    if (!grew) break;
  }
  const taken = new Set<string>();
  const names = sources.map(nameOf);
  const counts = new Map<string, number>();
  for (const n of names) counts.set(n, (counts.get(n) ?? 0) + 1);
  for (const n of names) if (counts.get(n) === 1) taken.add(n);
  const seen = new Set<string>();
  return names.map((name) => {
    if (counts.get(name) === 1) return name;
    if (!seen.has(name)) {
      seen.add(name);
      taken.add(name);
      return name;
    }
    let k = 2;
    while (taken.has(`${name}#${k}`)) k++;
    taken.add(`${name}#${k}`);
    return `${name}#${k}`;
  });
}
