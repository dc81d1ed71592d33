// A realistic strict transcript for bench/transcripts.mjs --realistic: calls to the 663 real
// tools of examples/real, named as an agent sees them (`mcp__<server>__<tool>`, long), with
// arguments grown from each tool's own inputSchema (nested objects and arrays, enums, short ids
// and a tail of long text), MCP-shaped responses (`content[]` text of 40 B to 6 KB, sometimes
// `structuredContent` with nested items, 2% `isError`), a high distinct-call ratio (about 0.85),
// 12% repeats of a recent call (5% of them with a changed response) and 3% mutators between
// them. Deterministic: the same record count gives the same bytes.
import { closeSync, openSync, readdirSync, readFileSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { xorshift } from './helpers.mjs';

const WORDS = (
  'the of repository issue pull request branch commit file directory search result page token ' +
  'user project workspace task comment label milestone status open closed merged draft review ' +
  'approve change summary description title body path line column range offset limit query ' +
  'filter sort order created updated author assignee'
).split(' ');

/** The real tools as an agent names them, with their input schemas. */
export function realTools(realDir = 'examples/real') {
  const tools = [];
  for (const file of readdirSync(realDir).sort()) {
    if (!file.endsWith('.json')) continue;
    const catalog = JSON.parse(readFileSync(join(realDir, file), 'utf8'));
    const server = serverName(catalog, file);
    for (const tool of catalog.tools ?? [])
      tools.push({ server, name: `mcp__${server}__${tool.name}`, schema: tool.inputSchema ?? {} });
  }
  return tools;
}

function serverName(catalog, file) {
  return String(catalog.server ?? file.replace(/\.json$/, '')).replace(/[^A-Za-z0-9_-]/g, '_');
}

/** The servers of `realTools`, in file order. */
export function realServers(realDir = 'examples/real') {
  return readdirSync(realDir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => serverName(JSON.parse(readFileSync(join(realDir, file), 'utf8')), file));
}

/**
 * Writes `records` records to `path`; returns the mix (new calls, repeats, changed responses,
 * mutators) and the file's size.
 */
export function writeRealisticTranscript(path, records, realDir = 'examples/real') {
  const rand = xorshift(0x9e3779b9);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  let pool = '';
  while (pool.length < 1 << 16) pool += pick(WORDS) + ' ';
  const text = (n) => {
    const at = Math.floor(rand() * (pool.length - n));
    return pool.slice(at, at + n);
  };
  const tools = realTools(realDir);

  const valueOf = (schema, depth, i) => {
    const s = schema !== null && typeof schema === 'object' ? schema : {};
    const type = Array.isArray(s.type)
      ? s.type[0]
      : (s.type ?? (s.properties ? 'object' : 'string'));
    if (Array.isArray(s.enum) && s.enum.length > 0) return pick(s.enum);
    switch (type) {
      case 'integer':
      case 'number':
        return Math.floor(rand() * 100000);
      case 'boolean':
        return rand() < 0.5;
      case 'array':
        return Array.from({ length: Math.floor(rand() * 4) }, () =>
          valueOf(s.items ?? { type: depth < 2 ? 'object' : 'string' }, depth + 1, i),
        );
      case 'object': {
        const out = {};
        const properties = Object.entries(s.properties ?? {});
        if (properties.length === 0 && depth < 2) {
          out[`k${Math.floor(rand() * 50)}`] = text(10 + Math.floor(rand() * 40));
          out.nested = { id: i, tag: pick(WORDS) };
        }
        for (const [key, sub] of properties)
          if (rand() < 0.8) out[key] = valueOf(sub, depth + 1, i);
        return out;
      }
      default: {
        const r = rand();
        if (r < 0.3)
          return `${pick(WORDS)}/${i.toString(36)}/${pick(WORDS)}-${Math.floor(rand() * 1e6)}`;
        if (r < 0.95) return text(8 + Math.floor(rand() * 50));
        return text(200 + Math.floor(rand() * 600));
      }
    }
  };
  const response = (i) => {
    const r = rand();
    const n =
      r < 0.75
        ? 40 + Math.floor(rand() * 260)
        : r < 0.97
          ? 300 + Math.floor(rand() * 900)
          : 2000 + Math.floor(rand() * 4000);
    const body = { content: [{ type: 'text', text: text(n) }] };
    if (rand() < 0.3) {
      body.structuredContent = {
        items: Array.from({ length: 1 + Math.floor(rand() * 4) }, (_, k) => ({
          id: `${i}-${k}`,
          title: text(20 + Math.floor(rand() * 60)),
          state: pick(['open', 'closed']),
          labels: [pick(WORDS), pick(WORDS)],
        })),
        total: Math.floor(rand() * 1000),
      };
    }
    if (rand() < 0.02) body.isError = true;
    return body;
  };

  const mix = { distinct: 0, repeats: 0, changed: 0, mutations: 0 };
  const recent = [];
  const fd = openSync(path, 'w');
  let buf = '';
  for (let i = 0; i < records; i++) {
    let tool;
    let args;
    let result;
    const r = rand();
    if (r < 0.03) {
      tool = pick(['mcp__filesystem__write_file', 'mcp__github__create_or_update_file', 'Bash']);
      args = { path: `src/m${i % 997}.ts`, content: text(100 + Math.floor(rand() * 400)) };
      result = { content: [{ type: 'text', text: 'ok' }] };
      mix.mutations++;
    } else if (r < 0.15 && recent.length > 0) {
      const previous = pick(recent);
      tool = previous.tool;
      args = previous.args;
      result = rand() < 0.05 ? response(i) : previous.result;
      if (result !== previous.result) mix.changed++;
      mix.repeats++;
    } else {
      const t = pick(tools);
      tool = t.name;
      args = valueOf({ type: 'object', ...t.schema }, 0, i);
      result = response(i);
      mix.distinct++;
      recent.push({ tool, args, result });
      if (recent.length > 32) recent.shift();
    }
    buf += JSON.stringify({ index: i, tool, args, response: result }) + '\n';
    if (buf.length > 1 << 20) {
      writeSync(fd, buf);
      buf = '';
    }
  }
  writeSync(fd, buf);
  closeSync(fd);
  return { ...mix, bytes: statSync(path).size };
}

/**
 * A scope for that transcript: seven servers in eight allowed by `mcp__<server>__*` globs (so
 * about one call in eight is out of scope), two argument policies that some calls fail.
 */
export function realisticScope(realDir = 'examples/real') {
  const allowed = realServers(realDir)
    .filter((_, k) => k % 8 !== 3)
    .map((server) => `mcp__${server}__*`);
  return {
    agent: 'bench',
    allowed_tools: [...allowed, 'Bash'],
    arguments: {
      [allowed[0]]: {
        type: 'object',
        properties: { workspace: { type: 'string', maxLength: 40 } },
      },
      [allowed[5]]: { type: 'object', additionalProperties: { not: { type: 'null' } } },
    },
  };
}
