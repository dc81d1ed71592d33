export { parseClientConfig } from './parse.js';
export type { ParseHint } from './parse.js';
export { clientFromPath } from './detect.js';
export type { PathClue } from './detect.js';
export { expandServerEnv } from './expand.js';
export type { Environment, ExpandOptions, ExpandResult } from './expand.js';
export { lintClientConfig } from './lint.js';
export { packageRuns } from './packages.js';
export type { PackageRun } from './packages.js';
export { describeServerTarget, discoverConfigs, standardConfigPaths } from './discover.js';
export type {
  ConfigCandidate,
  ConfigScope,
  DiscoveredConfig,
  DiscoveredServer,
  DiscoverHost,
} from './discover.js';
export type { ConfigFormat } from './document.js';
export type {
  ClientConfig,
  ClientKind,
  ConfigInput,
  ConfigProblem,
  RemoteServerSpec,
  ServerConfig,
  ServerSpec,
  StdioServerSpec,
} from './types.js';
