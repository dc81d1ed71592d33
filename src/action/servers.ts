import * as core from '@actions/core';
import { importCatalogs } from '../analyze/scan.js';
import { expandArguments, readInputs, type InputFile } from '../io/files.js';
import type { ProcessIo } from '../io/process-io.js';
import { collectServers, type CollectResult } from '../collect/index.js';
import { parseClientConfig } from '../config/index.js';
import type { ClientConfig } from '../config/types.js';
import type { Tool } from '../model/tool.js';
import { escapeTerminal } from '../report/index.js';
import { spawnRefusal } from './event.js';
import type { ActionInputs } from './inputs.js';

/** The `mcp-config` part of the scan analysis, prepared before any analysis runs. */
export interface ConfiguredServers {
  configs: ClientConfig[];
  /** The `catalogs`, imported before anything was started. */
  imported: { tools: Tool[]; skipped: number };
  /** The collection; undefined when the servers were not started. */
  live?: CollectResult;
  /** Why they were not started although spawn-servers asked for it (the scan is incomplete). */
  refused?: string;
}

/**
 * Parses every `mcp-config` file and imports the catalogs (so bad input fails before anything
 * starts), then, with `spawn-servers` and unless the event says the checkout may be a fork's,
 * collects the servers as `scan --config` does. A refusal is a warning, not a failure: the
 * offline checks still run, and the summary and `strict` say what was left out. Notes for the
 * summary are appended to `notes`.
 */
export async function prepareServers(
  inputs: ActionInputs,
  io: ProcessIo,
  catalogs: readonly InputFile[],
  event: unknown,
  notes: string[],
): Promise<ConfiguredServers> {
  const files = readInputs(expandArguments(inputs.mcpConfig, io.cwd), io.cwd, io.readStdin);
  const configs = files.map((file) => parseClientConfig(file.uri, file.content));
  const imported = importCatalogs([...catalogs]);
  const servers = configs.flatMap((c) => c.servers);
  const enabled = servers.filter((s) => !s.disabled).length;
  const counted = `${enabled} enabled server(s) in ${configs.length} config(s)`;
  if (!inputs.spawnServers) {
    notes.push(
      `MCP servers not started: spawn-servers is false. The configs were checked offline (${counted}); their servers' tools were not scanned.`,
    );
    return { configs, imported };
  }
  const refusal = spawnRefusal(event);
  if (refusal !== undefined) {
    const text = `MCP servers not started: spawn-servers is refused because ${refusal}, whose changes could run any command. The configs were checked offline (${counted}); their servers' tools were not scanned, so the scan counts as incomplete.`;
    core.warning(text);
    notes.push(text);
    return { configs, imported, refused: refusal };
  }
  const log = (name: string, text: string): void =>
    core.info(`toolwitness: ${escapeTerminal(name)}: ${escapeTerminal(text)}`);
  const live = await collectServers(configs, {
    timeoutMs: Math.round(inputs.serverTimeout * 1000),
    cwd: io.cwd,
    env: process.env,
    reporter: {
      starting: (s) => log(s.name, `starting (${s.transport})`),
      listed: (s, n) => log(s.name, `listed ${n} tool(s)`),
      failed: (f) => log(f.name, `failed: ${f.message}`),
    },
  });
  const tools = live.servers.reduce((n, s) => n + s.tools.length, 0);
  const tried = live.servers.length + live.failures.length;
  notes.push(
    `Collected ${live.servers.length} of ${tried} MCP server(s) (${tools} tools) from ${configs.length} config(s)${live.failures.length > 0 ? `; ${live.failures.length} could not be collected (TW501)` : ''}.`,
  );
  return { configs, imported, live };
}
