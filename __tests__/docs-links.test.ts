import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

// Every relative link in the README and docs/ resolves: the file exists and, for a Markdown
// target, the anchor is one of its headings (GitHub's slugs). The README was split into docs/
// once; this keeps cross-links from rotting when a section moves again.

function documents(): string[] {
  const docs = readdirSync('docs', { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .map((f) => join('docs', f));
  return ['README.md', ...docs].sort();
}

/** GitHub's heading anchors of a Markdown file, duplicates numbered as GitHub numbers them. */
function anchors(markdown: string): Set<string> {
  const out = new Set<string>();
  const seen = new Map<string, number>();
  let fence = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    const heading = !fence && /^#{1,6} (.*)$/.exec(line);
    if (!heading) continue;
    const slug = heading[1]
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    out.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return out;
}

/** Relative link targets outside code: `[text](target)`. */
function links(markdown: string): string[] {
  const prose = markdown.replace(/^(```|~~~)[\s\S]*?^\1/gm, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1])
    .filter((t) => !/^[a-z][a-z+.-]*:/i.test(t));
}

/** The links of one document that do not resolve, as `target (why)`. */
function broken(file: string): string[] {
  const out: string[] = [];
  for (const target of links(readFileSync(file, 'utf8'))) {
    const [path, anchor] = target.split('#');
    const resolved = path === '' ? file : normalize(join(dirname(file), decodeURI(path)));
    if (!existsSync(resolved)) out.push(`${target} (no such file)`);
    else if (
      anchor !== undefined &&
      resolved.endsWith('.md') &&
      statSync(resolved).isFile() &&
      !anchors(readFileSync(resolved, 'utf8')).has(anchor)
    ) {
      out.push(`${target} (no such heading)`);
    }
  }
  return out;
}

it.each(documents())('resolves every relative link in %s', (file) => {
  expect(broken(file)).toEqual([]);
});

it('finds a broken link when there is one', () => {
  // The checker itself: a heading that does not exist must be reported.
  expect(anchors('# A title\n## `scan`\n## Scan').has('scan-1')).toBe(true);
  expect(links('see [x](docs/cli.md#nope) and `[y](z.md)`')).toEqual(['docs/cli.md#nope']);
});
