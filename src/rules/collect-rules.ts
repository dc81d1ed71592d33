import { defineRules, SUPPRESS } from './spec.js';

/** Live collection (TW501) and drift against a snapshot (TW502–TW504). */
export const COLLECT_RULES = defineRules([
  {
    id: 'TW501',
    name: 'server-unavailable',
    severity: 'error',
    shortDescription:
      'a configured server could not be started, initialized or listed (phase, reason, stderr tail)',
    fullDescription:
      'Collection from a configured MCP server failed: the command could not be started, the ' +
      'process exited, wrote something other than JSON-RPC to stdout, answered with an error, ' +
      'sent a malformed tools/list result, needed an environment variable that is not set, or ' +
      'did not answer within `--timeout`. `evidence` has the `phase` (config, start, initialize, ' +
      'tools/list), the `reason` code and the last lines of its stderr with secrets redacted. The ' +
      'other servers are still collected; this one is left out of the scan and of drift.',
    help: [
      'A server from the client config could not be collected; `evidence.reason` says why and ' +
        '`evidence.stderrTail` shows what it printed (env and header values and token-shaped ' +
        'strings replaced by `[redacted]`).',
      '',
      'Why it matters: its tools were not audited, and an agent using this config may be ' +
        'missing them or may see different ones.',
      '',
      'Fix: run the command by hand to see it start, set the variables it needs, or raise ' +
        '`--timeout`. `--strict` makes this fail the run even with `--fail-on never`. ' +
        SUPPRESS,
    ].join('\n'),
    incomplete: true,
  },
  {
    id: 'TW502',
    name: 'tool-added',
    severity: 'warning',
    shortDescription: 'a tool that the snapshot does not have',
    fullDescription:
      'A tool, keyed by (server, name), is listed now but is not in the snapshot given with ' +
      '`collect --check` or `scan --snapshot`. Servers that could not be collected (TW501) are ' +
      'not compared.',
    help: [
      'A server exposes a tool that was not there when the snapshot was reviewed.',
      '',
      'Why it matters: a new tool is new capability for the agent that nobody has looked at.',
      '',
      'Fix: review the tool, then write a new snapshot (`toolwitness collect --output`). ' +
        SUPPRESS,
    ].join('\n'),
  },
  {
    id: 'TW503',
    name: 'tool-removed',
    severity: 'note',
    shortDescription: 'a snapshot tool that is no longer listed',
    fullDescription:
      'A tool of the snapshot, keyed by (server, name), is no longer listed by its server (or ' +
      'its server is no longer configured). Servers that could not be collected (TW501) are not ' +
      'compared, so a crash is never reported as removals.',
    help: [
      'A reviewed tool disappeared.',
      '',
      'Why it matters: less surface is rarely a risk, but prompts and agents that call the tool ' +
        'will now fail; a note by default.',
      '',
      'Fix: if the removal is expected, write a new snapshot (`toolwitness collect --output`). ' +
        SUPPRESS,
    ].join('\n'),
  },
  {
    id: 'TW504',
    name: 'tool-changed',
    severity: 'warning',
    shortDescription:
      "a tool whose definition differs from the snapshot's (names the fields and pointers)",
    fullDescription:
      'A tool, keyed by (server, name), whose definition no longer has the digest the snapshot ' +
      'recorded. `evidence.changed` names the top-level fields that differ (description, ' +
      'inputSchema, annotations, …) and `evidence.pointers` the JSON pointers of the changed ' +
      'values, with both digests; the texts themselves are never shown. A server whose ' +
      '`instructions` (sent at initialize, read by the model like a description) were added, ' +
      'changed or dropped gets a server-level TW504 with `scope: "server"`, ' +
      '`changed: ["instructions"]` and the before/after digests.',
    help: [
      'A tool changed after its snapshot was reviewed.',
      '',
      'Why it matters: a server that silently rewrites a description or widens a schema after ' +
        'review (a "rug pull") can steer the agent; changes deserve the same review as new tools.',
      '',
      'Fix: diff the definitions at the pointers named, then write a new snapshot ' +
        '(`toolwitness collect --output`). ' +
        SUPPRESS,
    ].join('\n'),
  },
]);
