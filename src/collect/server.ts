import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SseError } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import * as z from 'zod/v4';
import { expandServerEnv } from '../config/index.js';
import type { ServerConfig, ServerSpec } from '../config/types.js';
import { quoteForMessage } from '../import/escape.js';
import { parseJson } from '../import/json.js';
import { hasOwn, isJsonObject } from '../model/json.js';
import { VERSION } from '../version.js';
import { secretArgValues } from '../config/lint.js';
import { redact, secretsOf } from './redact.js';
import { Tail } from './tail.js';
import { openTransport, type OpenTransport } from './transport.js';
import {
  serverRef,
  type CollectedServer,
  type CollectPhase,
  type FailureCode,
  type ServerFailure,
  type ServerRef,
} from './types.js';

/** Limits one server is collected under. */
export interface ServerLimits {
  timeoutMs: number;
  maxPages: number;
  maxTools: number;
  cwd: string;
  env: Record<string, string | undefined>;
  /** Client variables (`${workspaceFolder}`, `${userHome}`, …) and their values. */
  variables: Record<string, string>;
}

export type ServerOutcome =
  { ok: true; server: CollectedServer } | { ok: false; failure: ServerFailure };

// The SDK's own ListToolsResultSchema strips unknown fields and rejects a whole page for one bad
// schema; an audit needs every tool exactly as the server sent it, so results are only checked
// for shape here and judged by the scan.
const ListToolsPage = z.looseObject({
  tools: z.array(z.unknown()),
  nextCursor: z.string().optional(),
});

/** A failure the collector itself detects in what a server sent. */
class BadResult extends Error {
  constructor(
    readonly code: FailureCode,
    message: string,
  ) {
    super(message);
  }
}

/** Raised into the pending step when the time budget runs out or the stream is unusable. */
class Stopped extends Error {}

/**
 * Starts or connects to one server, initializes, reads every `tools/list` page and closes it.
 * Never throws: whatever goes wrong (no such command, crash, non-JSON on stdout, HTTP error,
 * timeout, malformed result) is a failure with the phase it happened in and a redacted stderr
 * tail. The process is stopped in every case before this resolves.
 */
export async function collectServer(
  config: ServerConfig,
  limits: ServerLimits,
): Promise<ServerOutcome> {
  const ref = serverRef(config);
  const { spec, missing, unresolved } = expandServerEnv(config.spec, limits.env, {
    variables: limits.variables,
  });
  const secrets = secretsOf(
    [...specRecords(config.spec), ...specRecords(spec)],
    [config.spec, spec].flatMap((s) => (s.transport === 'stdio' ? [] : [s.url])),
    [config.spec, spec].flatMap((s) => (s.transport === 'stdio' ? secretArgValues(s.args) : [])),
  );
  const tail = new Tail();
  // A server started without the values it is configured with would fail in confusing ways.
  if (missing.length > 0) {
    return failed(ref, {
      phase: 'config',
      code: 'missing-env',
      message: `not started: ${refs(missing)} ${missing.length === 1 ? 'is' : 'are'} not set in the environment`,
      stderrTail: '',
      missing,
    });
  }
  if (unresolved.length > 0) {
    return failed(ref, {
      phase: 'config',
      code: 'unresolved',
      message: `not started: ${refs(unresolved)} can only be filled in by the client (a prompt or a client variable)`,
      stderrTail: '',
      unresolved,
    });
  }

  let phase: CollectPhase = 'start';
  let timedOut = false;
  let fatal: Error | undefined;
  const stop = new AbortController();
  const stopped = new Promise<never>((_, reject) => {
    stop.signal.addEventListener('abort', () => reject(new Stopped()), { once: true });
  });
  stopped.catch(() => undefined);
  const guard = <T>(step: Promise<T>): Promise<T> => {
    // the losing step rejects later, when the transport closes
    step.catch(() => undefined);
    return Promise.race([step, stopped]);
  };
  const deadline = Date.now() + limits.timeoutMs;
  const timer = setTimeout(() => {
    timedOut = true;
    stop.abort();
  }, limits.timeoutMs);

  let open: OpenTransport | undefined;
  const client = new Client({ name: 'toolwitness', version: VERSION }, { capabilities: {} });
  client.onerror = (error) => {
    // stdout is the protocol channel: a line that is not JSON-RPC means the stream is broken
    if (spec.transport === 'stdio' && fatal === undefined && isParseError(error)) {
      fatal = error;
      stop.abort();
    }
  };

  let collected: CollectedServer | undefined;
  let error: unknown;
  try {
    open = openTransport(spec, limits.cwd, tail);
    open.onStarted(() => {
      phase = 'initialize';
    });
    const request = { signal: stop.signal, timeout: limits.timeoutMs };
    await guard(client.connect(open.transport, request));
    phase = 'tools/list';
    const tools: Record<string, unknown>[] = [];
    let pages = 0;
    if (client.getServerCapabilities()?.tools !== undefined) {
      const seen = new Set<string>();
      let cursor: string | undefined;
      for (;;) {
        if (pages >= limits.maxPages) {
          throw new BadResult(
            'too-many-pages',
            `tools/list has more than ${limits.maxPages} pages`,
          );
        }
        const page = await guard(
          client.request(
            cursor === undefined
              ? { method: 'tools/list' }
              : { method: 'tools/list', params: { cursor } },
            ListToolsPage,
            { signal: stop.signal, timeout: Math.max(1, deadline - Date.now()) },
          ),
        );
        pages++;
        page.tools.forEach((tool, i) => checkTool(tool, tools.length + i));
        tools.push(...(page.tools as Record<string, unknown>[]));
        if (tools.length > limits.maxTools) {
          throw new BadResult(
            'invalid-result',
            `tools/list lists more than ${limits.maxTools} tools`,
          );
        }
        cursor = page.nextCursor;
        if (cursor === undefined || cursor === '') break;
        if (seen.has(cursor)) {
          throw new BadResult(
            'invalid-result',
            'tools/list returned a cursor it had returned before',
          );
        }
        seen.add(cursor);
      }
    }
    checkBounds(tools);
    const info = client.getServerVersion();
    collected = { ...ref, tools, pages };
    if (info !== undefined) {
      collected.serverInfo = { name: String(info.name), version: String(info.version) };
    }
    const version = open.protocolVersion();
    if (version !== undefined) collected.protocolVersion = version;
    const skipped = open.skippedLines();
    if (skipped > 0) collected.skippedStdoutLines = skipped;
    const instructions: unknown = client.getInstructions();
    if (typeof instructions === 'string' && instructions !== '') {
      collected.instructions = instructions;
    }
  } catch (caught) {
    error = caught;
  } finally {
    clearTimeout(timer);
    if (error !== undefined) open?.terminate();
    await closeQuietly(client);
    await open?.ensureStopped();
  }
  if (collected !== undefined) return { ok: true, server: collected };

  const exit = open?.exit();
  const cause = describeFailure({ error, phase, timedOut, fatal, exit, spec, limits });
  const failure: Omit<ServerFailure, keyof ServerRef> = {
    phase,
    code: cause.code,
    message: shorten(oneLine(redact(cause.message, secrets))),
    stderrTail: tail.show(secrets),
  };
  if (exit?.code !== undefined && exit.code !== null) failure.exitCode = exit.code;
  if (exit?.signal !== undefined && exit.signal !== null) failure.signal = exit.signal;
  return failed(ref, failure);
}

function refs(names: readonly string[]): string {
  return names.map((n) => quoteForMessage(`\${${n}}`)).join(', ');
}

function failed(ref: ServerRef, failure: Omit<ServerFailure, keyof ServerRef>): ServerOutcome {
  return { ok: false, failure: { ...ref, ...failure } };
}

/** Closes the client and its transport; a stdio server gets stdin closed, SIGTERM, then SIGKILL. */
async function closeQuietly(client: Client): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      client.close(),
      new Promise((resolve) => {
        // the transport escalates to SIGKILL within about 6 s; this is only a backstop
        timer = setTimeout(resolve, 8000);
      }),
    ]);
  } catch {
    // closing a broken transport may fail; the process is gone either way
  } finally {
    clearTimeout(timer);
  }
}

function specRecords(spec: ServerSpec): Record<string, string>[] {
  return spec.transport === 'stdio' ? [spec.env] : [spec.headers];
}

function isParseError(error: Error): boolean {
  return error.name === 'SyntaxError' || error.name === 'ZodError' || error instanceof z.ZodError;
}

/** Rejects entries the catalog importer could not read back from a snapshot. */
function checkTool(tool: unknown, index: number): void {
  const where = `tools/list entry ${index}`;
  if (!isJsonObject(tool)) throw new BadResult('invalid-result', `${where} is not an object`);
  if (typeof tool.name !== 'string' || tool.name === '') {
    throw new BadResult('invalid-result', `${where} has no "name" string`);
  }
  const name = `${where} (${quoteForMessage(tool.name)})`;
  if (hasOwn(tool, 'description') && typeof tool.description !== 'string') {
    throw new BadResult('invalid-result', `${name} has a "description" that is not a string`);
  }
  if (!hasOwn(tool, 'inputSchema')) {
    throw new BadResult('invalid-result', `${name} has no "inputSchema"`);
  }
}

/** The catalog importer's size and depth bounds, applied before anything walks the tools. */
function checkBounds(tools: unknown[]): void {
  let text: string;
  try {
    text = JSON.stringify(tools);
  } catch {
    throw new BadResult('invalid-result', 'tools/list result is nested too deeply to read');
  }
  try {
    parseJson(text, 'tools/list');
  } catch (error) {
    throw new BadResult(
      'invalid-result',
      errorText(error).replace(/^tools\/list:\s*/, 'tools/list result: '),
    );
  }
}

interface FailureContext {
  error: unknown;
  phase: CollectPhase;
  timedOut: boolean;
  fatal: Error | undefined;
  exit: { code: number | null; signal: string | null } | undefined;
  spec: ServerSpec;
  limits: ServerLimits;
}

/** The code and one-line reason of a failure; the caller redacts it. */
function describeFailure(c: FailureContext): { code: FailureCode; message: string } {
  const { error, phase } = c;
  if (c.timedOut) {
    return {
      code: 'timeout',
      message: `no answer to ${phase === 'start' ? 'start-up' : phase} within ${seconds(c.limits.timeoutMs)}`,
    };
  }
  if (c.fatal !== undefined) {
    return {
      code: 'non-json',
      message: `wrote something other than a JSON-RPC message to stdout during ${phase}`,
    };
  }
  if (c.exit !== undefined) {
    const how =
      c.exit.signal !== null ? `was killed by ${c.exit.signal}` : `exited with code ${c.exit.code}`;
    return { code: 'exited', message: `${how} during ${phase}` };
  }
  if (error instanceof BadResult) return { code: error.code, message: error.message };
  const sys = systemCode(error);
  if (phase === 'start' && c.spec.transport === 'stdio') {
    const what =
      sys === 'ENOENT'
        ? 'command not found'
        : sys === 'EACCES'
          ? 'permission denied'
          : (sys ?? errorText(error));
    return {
      code: 'spawn-failed',
      message: `cannot start ${quoteForMessage(c.spec.command)}: ${what}`,
    };
  }
  if (error instanceof StreamableHTTPError || error instanceof SseError) {
    const status = error.code !== undefined ? `HTTP ${error.code}` : 'HTTP error';
    return { code: 'http-error', message: `${status} during ${phase}: ${errorText(error)}` };
  }
  if (c.spec.transport !== 'stdio' && (sys !== undefined || errorText(error) === 'fetch failed')) {
    const why = sys ?? causeText(error) ?? 'fetch failed';
    return { code: 'unreachable', message: `cannot reach the server during ${phase}: ${why}` };
  }
  if (error instanceof McpError) {
    if (error.code === ErrorCode.ConnectionClosed) {
      return { code: 'exited', message: `closed the connection during ${phase}` };
    }
    if (error.code === ErrorCode.RequestTimeout) {
      return {
        code: 'timeout',
        message: `no answer to ${phase} within ${seconds(c.limits.timeoutMs)}`,
      };
    }
    return { code: 'server-error', message: `${phase} failed: ${errorText(error)}` };
  }
  if (error instanceof z.ZodError) {
    return { code: 'invalid-result', message: `${phase} result has the wrong shape` };
  }
  return { code: 'error', message: `${phase} failed: ${errorText(error)}` };
}

/** A system error code (ENOENT, ECONNREFUSED, …) on the error or its cause. */
function systemCode(error: unknown): string | undefined {
  for (let e = error, depth = 0; e !== undefined && e !== null && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

// Errors from Node's own fetch come from another realm than the SDK's, so no instanceof.
function errorText(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : String(error);
}

function causeText(error: unknown): string | undefined {
  const cause = (error as { cause?: unknown } | null)?.cause;
  return cause === undefined || cause === null ? undefined : errorText(cause);
}

/** Cut after redaction, so no part of a secret is left at the cut. */
function shorten(text: string, max = 300): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

function seconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(3))} s`;
}

function oneLine(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, ' ').trim();
}
