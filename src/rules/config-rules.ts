import { defineRules, SUPPRESS } from './spec.js';

/** Rules about MCP client configs themselves (`src/config/lint.ts`), decided offline from the file. */
export const CONFIG_RULES = defineRules([
  {
    id: 'TW506',
    name: 'server-config-invalid',
    severity: 'error',
    shortDescription: 'a server entry of an MCP client config is malformed and was left out',
    fullDescription:
      'A server entry of a client config could not be read: it is not an object, has neither ' +
      '`command` nor `url`, names an unknown transport `type`, or has a field of the wrong type ' +
      '(`args` not an array of strings, an `env` or `headers` value that is not a string, a URL ' +
      'that is not absolute http(s)). The entry is skipped; the rest of the config is still ' +
      'checked. Hits in one config are grouped into one finding with a location per problem.',
    help: [
      'A server entry in an MCP client config is malformed, so ToolWitness (and most likely the ' +
        'client) cannot start or reach it.',
      '',
      'Why it matters: the client silently drops the server, or fails to load the whole config.',
      '',
      'Fix: correct the field the message names; `toolwitness discover` lists what each config ' +
        'holds. ' +
        SUPPRESS,
    ].join('\n'),
  },
  {
    id: 'TW523',
    name: 'config-secret',
    severity: 'error',
    shortDescription: 'a literal secret in a server config `env`, `headers`, `args` or URL',
    fullDescription:
      'A server entry holds what looks like a credential written into the file: a secret-named ' +
      'key (`*_TOKEN`, `*_SECRET`, `PASSWORD`, `API_KEY`, `Authorization`, ...) with a literal value, ' +
      'or a value shaped like a known token (`ghp_`, `github_pat_`, `sk-`, `sk-ant-`, `xoxb-`, ' +
      '`AKIA`, JWTs, `Bearer <literal>`, private keys, long high-entropy strings), or a URL with a ' +
      'password or a token in its query. `${VAR}` references are fine. The finding names the ' +
      'server, the field and the key, never the value, and its fingerprint does not depend on it.',
    help: [
      'A credential is written literally into an MCP client config.',
      '',
      'Why it matters: config files get committed, synced and shared; every reader of the file ' +
        'holds the secret, and rotating it means editing every copy.',
      '',
      'Fix: rotate the secret, then reference it from the environment: `"GITHUB_TOKEN": ' +
        '"${GITHUB_TOKEN}"` (Claude Code, Cursor use `${env:GITHUB_TOKEN}`), a VS Code ' +
        '`${input:ID}` with `"password": true`, or Codex `bearer_token_env_var`. ' +
        SUPPRESS,
    ].join('\n'),
  },
  {
    id: 'TW524',
    name: 'unpinned-package',
    severity: 'warning',
    shortDescription: '`npx`/`uvx`/`pipx run`/`dlx` server package without a pinned version',
    fullDescription:
      'A stdio server is started by a package runner (`npx`, `bunx`, `pnpm dlx`, `yarn dlx`, ' +
      '`npm exec`, `uvx`, `uv tool run`, `pipx run`, also behind `cmd /c`) with a package that has ' +
      'no exact version: no version, `@latest`, a dist-tag or a range. `pkg@1.2.3`, ' +
      '`uvx pkg==1.2.3`, `uvx --from pkg==1.2.3 cmd` and git URLs at a full commit are pinned.',
    help: [
      'A server package is fetched at whatever version the registry serves when the client starts.',
      '',
      'Why it matters: a new release (or a hijacked one) runs on your machine with your ' +
        'credentials at the next start, and its tools can change after you reviewed them.',
      '',
      'Fix: pin an exact version, e.g. `npx -y @modelcontextprotocol/server-memory@2026.8.31` or ' +
        '`uvx mcp-server-git==2026.1.14`, and update it deliberately. ' +
        SUPPRESS,
    ].join('\n'),
  },
  {
    id: 'TW525',
    name: 'shell-interpolation',
    severity: 'warning',
    shortDescription: 'a server command run through a shell whose script interpolates variables',
    fullDescription:
      'A stdio server is started through a shell (`sh -c`, `bash -c`, `zsh -c`, `cmd /c`, ' +
      '`powershell -Command`, `pwsh -c`) and the script interpolates: `$VAR`, `${...}`, `$(...)`, ' +
      'backticks, or `%VAR%` for `cmd`. Whatever those expand to is parsed as shell code.',
    help: [
      'A server is started by a shell script that substitutes variables or command output.',
      '',
      'Why it matters: a value with a quote, `;` or `$(...)` in it runs as a command, and the ' +
        'script hides what really starts.',
      '',
      'Fix: start the server directly (`"command": "node", "args": [...]`) and pass values ' +
        'through `env`; if a shell is unavoidable, quote every expansion. ' +
        SUPPRESS,
    ].join('\n'),
  },
]);
