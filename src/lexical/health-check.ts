/**
 * Health checks: a tool that, given nothing, tells whether its own system is up (`ping`,
 * `system_health`, `get_status` "Get Portainer system status"). On one server, or on two servers
 * of one product, a ping, a status and a health read answer the same request ("is SonarQube
 * up?"); another system's ping answers another (the labels keep those apart).
 */
import { splitIdentifier } from './tokenize.js';
import { stem } from './words.js';

/** Name words that say the tool checks its system's health. */
const HEALTH_WORDS: ReadonlySet<string> = new Set(
  ['health', 'healthcheck', 'ping', 'connectivity', 'liveness', 'alive'].map(stem),
);

/**
 * A status of nothing named is the system's when a checking verb or the description's opening says so
 * ("Get Portainer system status"). A connection tested or its status read is no health check: a
 * database connection is one thing on any SQL server (the labels pair those across servers).
 */
const STATUS = stem('status');
const CHECKS: ReadonlySet<string> = new Set(['check', 'test', 'verify'].map(stem));

/** What a name may also say of a health check: its verb, its system, its depth. */
const HEALTH_FILLERS: ReadonlySet<string> = new Set(
  [
    'get',
    'check',
    'test',
    'verify',
    'run',
    'show',
    'fetch',
    'read',
    'system',
    'server',
    'service',
    'instance',
    'api',
    'cli',
    'mcp',
    'detailed',
    'quick',
    'full',
    'basic',
    'overall',
  ].map(stem),
);

/** Words of a description's opening that say a bare status is the system's own. */
const SYSTEM_SAID = /\b(?:server|service|system|instance|health|cli|api|up|running|reachable)\b/i;

/** What {@link checksOwnHealth} reads of a tool. */
export interface HealthCheckText {
  name: string;
  /** The opening of its description (a label before a colon too: "Server status: …"). */
  opening: string;
  /** The stemmed words of the tool's server's name and its namespace prefix: its product. */
  productWords: ReadonlySet<string>;
  /** The top-level parameters the schema requires. */
  required: readonly string[];
}

/**
 * Whether a tool checks its own system's health: it requires nothing (a ping of a host it is
 * given is another job), and its name says only health words, its product and a verb (`ping`,
 * `sonar_ping`, `get_health_detailed`), or a status a checking verb or the description's opening says
 * is the system's.
 */
export function checksOwnHealth(tool: HealthCheckText): boolean {
  if (tool.required.length > 0) return false;
  const raw = splitIdentifier(tool.name).map((w) => w.toLowerCase());
  // A plural names things listed (`statuses`), no check.
  if (raw.includes('statuses')) return false;
  const named = raw.map(stem).filter((w) => !tool.productWords.has(w));
  const said = (w: string): boolean => HEALTH_WORDS.has(w) || w === STATUS || HEALTH_FILLERS.has(w);
  if (!named.every(said)) return false;
  if (named.some((w) => HEALTH_WORDS.has(w))) return true;
  if (!named.includes(STATUS)) return false;
  return named.some((w) => CHECKS.has(w)) || SYSTEM_SAID.test(tool.opening);
}
