import { toPointer } from '../import/json.js';
import { quoteForMessage } from '../import/escape.js';
import type { Finding, FindingLocation } from '../model/finding.js';
import type { SourceLocation } from '../model/tool.js';
import { makeFinding } from '../findings/index.js';
import { interpolations, shellScript } from './shell.js';
import { packageRuns } from './packages.js';
import { isSecretKey, secretKind, secretValueKind, type SecretKind } from './secrets.js';
import type { ClientConfig, ServerConfig } from './types.js';

/** One rule hit before grouping: where, what to say, and what identifies it (never a value). */
interface Hit {
  location: FindingLocation;
  /** Message fragment naming the server and the field. */
  text: string;
  /** Identity for the fingerprint, after (uri, project, server). */
  key: unknown[];
  evidence: Record<string, unknown>;
}

const KIND_LABEL: Record<SecretKind, string> = {
  'github-token': 'GitHub token',
  'openai-key': 'OpenAI API key',
  'anthropic-key': 'Anthropic API key',
  'slack-token': 'Slack token',
  'aws-access-key': 'AWS access key',
  'google-api-key': 'Google API key',
  'gitlab-token': 'GitLab token',
  'npm-token': 'npm token',
  'huggingface-token': 'Hugging Face token',
  'stripe-key': 'Stripe key',
  'private-key': 'private key',
  jwt: 'JWT',
  'bearer-token': 'bearer credential',
  'url-credentials': 'credential in a URL',
  'high-entropy': 'high-entropy secret-like string',
  'secret-named-key': 'secret value',
};

/**
 * Config-level findings for one parsed client config: TW506 for malformed entries, TW523 for
 * literal secrets, TW524 for unpinned runner packages, TW525 for shell scripts that interpolate.
 * Hits of one rule in one config are grouped into one finding (locations[0] first in the file,
 * the rest related). Nothing here starts a server or reads the network.
 */
export function lintClientConfig(config: ClientConfig): Finding[] {
  const byRule = new Map<ConfigRuleId, Hit[]>([
    ['TW506', problemHits(config)],
    ['TW523', []],
    ['TW524', []],
    ['TW525', []],
  ]);
  for (const server of config.servers) {
    byRule.get('TW523')?.push(...secretHits(server));
    byRule.get('TW524')?.push(...packageHits(server));
    byRule.get('TW525')?.push(...shellHits(server));
  }
  const findings: Finding[] = [];
  for (const [ruleId, hits] of byRule) {
    if (hits.length > 0) findings.push(group(ruleId, config, hits));
  }
  return findings;
}

/** The config-level rules, whose findings share one evidence shape (`ConfigHitsEvidence`). */
type ConfigRuleId = 'TW506' | 'TW523' | 'TW524' | 'TW525';

const NOUN: Record<ConfigRuleId, [string, string]> = {
  TW506: ['invalid server entry', 'invalid server entries'],
  TW523: ['literal secret', 'literal secrets'],
  TW524: ['unpinned package', 'unpinned packages'],
  TW525: ['shell script with interpolation', 'shell scripts with interpolation'],
};

const LISTED = 5;

function group(ruleId: ConfigRuleId, config: ClientConfig, hits: Hit[]): Finding {
  const sorted = [...hits].sort(
    (a, b) => a.location.line - b.location.line || a.location.column - b.location.column,
  );
  let message: string;
  if (sorted.length === 1) {
    message = sorted[0].text;
  } else {
    const [one, many] = NOUN[ruleId];
    const servers = new Set(sorted.map((h) => h.location.server ?? ''));
    const listed = sorted.slice(0, LISTED).map((h) => h.text);
    const more = sorted.length > LISTED ? `; and ${sorted.length - LISTED} more` : '';
    const where = servers.size > 1 ? ` in ${servers.size} servers` : '';
    message = `${sorted.length} ${sorted.length === 1 ? one : many}${where}: ${listed.join('; ')}${more}`;
  }
  const subjects = sorted
    .map((h) => [config.uri, ...identity(h), ...h.key])
    .sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
  return makeFinding(ruleId, {
    message,
    locations: sorted.map((h) => h.location),
    evidence: { count: sorted.length, hits: sorted.map((h) => h.evidence) },
    subjects,
  });
}

function identity(h: Hit): unknown[] {
  return [h.evidence.project ?? '', h.evidence.server ?? ''];
}

function label(server: { name: string; project?: string }): string {
  const project =
    server.project === undefined ? '' : ` (project ${quoteForMessage(server.project)})`;
  return `server ${quoteForMessage(server.name)}${project}`;
}

function base(server: ServerConfig): Record<string, unknown> {
  const out: Record<string, unknown> = { server: server.name };
  if (server.project !== undefined) out.project = server.project;
  return out;
}

/** The location of a spec field, falling back to the entry when the parser did not record it. */
function fieldAt(server: ServerConfig, specPath: (string | number)[]): FindingLocation {
  const loc: SourceLocation = server.fieldLocations?.[toPointer(specPath)] ?? server.location;
  return { ...loc, server: server.name };
}

function problemHits(config: ClientConfig): Hit[] {
  return (config.problems ?? []).map((p) => {
    const location: FindingLocation = { ...p.location };
    if (p.server !== undefined) location.server = p.server;
    const evidence: Record<string, unknown> = { pointer: p.location.pointer, problem: p.message };
    if (p.server !== undefined) evidence.server = p.server;
    if (p.project !== undefined) evidence.project = p.project;
    return { location, text: p.message, key: [p.location.pointer], evidence };
  });
}

function secretHits(server: ServerConfig): Hit[] {
  const hits: Hit[] = [];
  const hit = (
    field: string,
    key: string,
    kind: SecretKind,
    specPath: (string | number)[],
  ): void => {
    hits.push({
      location: fieldAt(server, specPath),
      text: `${label(server)}: ${field} ${quoteForMessage(key)} holds a literal ${KIND_LABEL[kind]}`,
      key: [field, key],
      evidence: { ...base(server), field, key, kind },
    });
  };
  const spec = server.spec;
  if (spec.transport === 'stdio') {
    for (const key of Object.keys(spec.env)) {
      const kind = secretKind(key, spec.env[key]);
      if (kind !== undefined) hit('env', key, kind, ['env', key]);
    }
    argSecrets(spec.args, (key, kind, i) => hit('args', key, kind, ['args', i]));
  } else {
    for (const key of Object.keys(spec.headers)) {
      const kind = secretKind(key, spec.headers[key]);
      if (kind !== undefined) hit('headers', key, kind, ['headers', key]);
    }
    const kind = secretValueKind(spec.url);
    if (kind !== undefined) hit('url', 'url', kind, ['url']);
  }
  return hits;
}

const FLAG_WITH_VALUE = /^(--?[A-Za-z][A-Za-z0-9_-]*)=(.*)$/s;
const FLAG = /^--?[A-Za-z][A-Za-z0-9_-]*$/;
const HEADER_ARG = /^([A-Za-z][A-Za-z0-9-]*):(?!\/\/)\s*(.+)$/s;
const ASSIGNMENT = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/s;

/**
 * Secrets in a command line: `--token=…`, `--api-key …`, `KEY=…` (docker `-e`, scripts), and any
 * argument or script word shaped like a token. `report` gets the key it names the hit by.
 */
function argSecrets(
  args: readonly string[],
  report: (key: string, kind: SecretKind, index: number, value: string) => void,
): void {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    // `--header "Authorization: Bearer …"` (mcp-remote and friends)
    const header = HEADER_ARG.exec(arg);
    const headerKind = header === null ? undefined : secretKind(header[1], header[2].trim());
    if (header !== null && headerKind !== undefined) {
      report(header[1], headerKind, i, header[2].trim());
      continue;
    }
    const words = /\s/.test(arg) ? arg.split(/\s+/).filter((w) => w !== '') : [arg];
    let reported = false;
    for (const word of words) {
      const flag = FLAG_WITH_VALUE.exec(word) ?? ASSIGNMENT.exec(word);
      const kind =
        flag !== null ? secretKind(flag[1], stripQuotes(flag[2])) : secretValueKind(word);
      if (kind !== undefined) {
        report(
          flag !== null ? flag[1] : `args[${i}]`,
          kind,
          i,
          flag !== null ? stripQuotes(flag[2]) : word,
        );
        reported = true;
        break;
      }
    }
    if (reported) continue;
    if (FLAG.test(arg) && isSecretKey(arg) && i + 1 < args.length && !args[i + 1].startsWith('-')) {
      const kind = secretKind(arg, args[i + 1]);
      if (kind !== undefined) {
        report(arg, kind, i + 1, args[i + 1]);
        i++;
      }
    }
  }
}

/**
 * The values TW523 classifies as secrets in a command line (`--api-key VALUE`, `--token=VALUE`,
 * `KEY=VALUE`, header arguments, token-shaped words): what collection hides wherever a server
 * echoes them.
 */
export function secretArgValues(args: readonly string[]): string[] {
  const out: string[] = [];
  argSecrets(args, (_key, _kind, _index, value) => {
    out.push(value);
    // "Bearer abc…": the credential alone may be echoed too
    const scheme = /^[A-Za-z][\w-]*\s+(\S+)$/.exec(value);
    if (scheme !== null) out.push(scheme[1]);
  });
  return out;
}

function stripQuotes(s: string): string {
  return s.replace(/^(['"])(.*)\1$/s, '$2');
}

function packageHits(server: ServerConfig): Hit[] {
  const spec = server.spec;
  if (spec.transport !== 'stdio') return [];
  return packageRuns(spec.command, spec.args)
    .filter((run) => !run.pinned)
    .map((run) => {
      const how =
        run.requested === undefined
          ? 'with no version'
          : `at ${quoteForMessage(run.requested, 32)}, not an exact version`;
      const evidence: Record<string, unknown> = {
        ...base(server),
        runner: run.runner,
        ecosystem: run.ecosystem,
        package: run.name,
      };
      if (run.requested !== undefined) evidence.requested = run.requested;
      return {
        location: fieldAt(server, ['args', run.argIndex]),
        text: `${label(server)}: ${run.runner} fetches ${quoteForMessage(run.name)} ${how}`,
        key: [run.runner, run.name],
        evidence,
      };
    });
}

function shellHits(server: ServerConfig): Hit[] {
  const spec = server.spec;
  if (spec.transport !== 'stdio') return [];
  const script = shellScript(spec.command, spec.args);
  if (script === undefined) return [];
  const constructs = interpolations(script);
  if (constructs.length === 0) return [];
  const how = script.encoded
    ? 'runs a hidden -EncodedCommand script'
    : `interpolates ${constructs.join(', ')}`;
  return [
    {
      location: fieldAt(server, ['args', script.argIndex]),
      text: `${label(server)}: ${script.shell} script ${how}`,
      key: [script.shell],
      evidence: { ...base(server), shell: script.shell, constructs },
    },
  ];
}
