import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const nodeGlobals = {
  process: 'readonly',
  console: 'readonly',
  URL: 'readonly',
  TextEncoder: 'readonly',
  TextDecoder: 'readonly',
  Buffer: 'readonly',
  setTimeout: 'readonly',
  clearTimeout: 'readonly',
};

// Layer boundaries (docs/architecture.md). Each restriction is a `no-restricted-imports`
// pattern; a file gets one option set (a later block replaces an earlier one's), so the sets
// are built from these pieces per layer.
const ACTIONS_TOOLKIT = {
  group: ['@actions/*'],
  message:
    'only src/action imports @actions/*: the Action bundle carries them, the library does not',
};
const FRONT_ENDS = {
  regex: '(^|/)(cli|action)/',
  message: 'src/cli and src/action are entries: nothing imports them (put shared code below them)',
};
const CLI_FRONT_END = {
  regex: '(^|/)cli/',
  message:
    'src/cli is an entry: the Action reads through src/io and analyses through src/run, as the CLI does',
};
const PIPELINE = {
  regex: '(^|/)(io|run)/',
  message:
    'src/io (readers) and src/run (one pipeline per command) sit above the analyzers and the report layer: they call them, never the reverse',
};
const ACTION_FRONT_END = {
  regex: '(^|/)action/',
  message: 'src/action is an entry: nothing imports it',
};
const REPORT_LAYER = {
  regex: '(^|/)report/',
  message:
    'analyzers build findings with src/findings; adoption, merge and renderers (src/report) sit above them',
};
const IO_MODULES = {
  group: [
    'node:fs',
    'node:fs/promises',
    'node:child_process',
    'node:net',
    'node:http',
    'node:https',
    'node:worker_threads',
  ],
  message:
    'analyzers never read files or start processes: they take already-read sources (I/O lives in src/io, src/cli, src/action, src/collect and the transcript reader)',
};
const ABOVE_FINDINGS = {
  regex:
    '(^|/)(analyze|schema|lexical|lint|replay|contract|transcript|chain|config|import|collect|report)/',
  message: 'src/findings sits below the analyzers: it imports only model, rules and canonical',
};
const ABOVE_GROUND = {
  regex:
    '(^|/)(analyze|schema|lexical|lint|replay|contract|transcript|chain|config|import|collect|report|findings)/',
  message: 'the ground floor (model, rules, canonical, bytes) imports nothing above it',
};
const CHAIN_LAYER = {
  regex: '(^|/)chain/',
  message:
    'the byte layer goes one way, chain -> transcript -> bytes: transcript never imports chain',
};
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/** Analyzers and the layers below them: model, canonical, bytes, rules, findings, import. */
const ANALYZER_LAYERS = [
  'src/analyze/**',
  'src/bytes/**',
  'src/canonical/**',
  'src/chain/**',
  'src/config/**',
  'src/contract/**',
  'src/findings/**',
  'src/import/**',
  'src/lexical/**',
  'src/lint/**',
  'src/model/**',
  'src/replay/**',
  'src/rules/**',
  'src/schema/**',
  'src/transcript/**',
];

export default tseslint.config(
  { ignores: ['dist/', 'lib/', 'node_modules/', 'coverage/', 'examples/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: nodeGlobals },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.ts'],
    ignores: ['src/cli/**', 'src/action/**'],
    rules: restrict(ACTIONS_TOOLKIT, FRONT_ENDS),
  },
  { files: ['src/cli/**/*.ts'], rules: restrict(ACTIONS_TOOLKIT, ACTION_FRONT_END) },
  { files: ['src/report/**/*.ts'], rules: restrict(ACTIONS_TOOLKIT, FRONT_ENDS, PIPELINE) },
  // The Action reads through src/io and runs src/run, never through the CLI.
  { files: ['src/action/**/*.ts'], rules: restrict(CLI_FRONT_END) },
  // src/run takes already-read sources: it opens no file itself (readers are src/io's).
  { files: ['src/run/**/*.ts'], rules: restrict(ACTIONS_TOOLKIT, FRONT_ENDS, IO_MODULES) },
  {
    files: ANALYZER_LAYERS.map((dir) => `${dir}/*.ts`),
    rules: restrict(ACTIONS_TOOLKIT, FRONT_ENDS, PIPELINE, REPORT_LAYER, IO_MODULES),
  },
  {
    files: ['src/transcript/**/*.ts'],
    rules: restrict(ACTIONS_TOOLKIT, FRONT_ENDS, PIPELINE, REPORT_LAYER, IO_MODULES, CHAIN_LAYER),
  },
  {
    files: ['src/findings/**/*.ts'],
    rules: restrict(
      ACTIONS_TOOLKIT,
      FRONT_ENDS,
      PIPELINE,
      REPORT_LAYER,
      IO_MODULES,
      ABOVE_FINDINGS,
    ),
  },
  {
    files: ['src/model/**/*.ts', 'src/rules/**/*.ts', 'src/canonical/**/*.ts', 'src/bytes/**/*.ts'],
    rules: restrict(ACTIONS_TOOLKIT, FRONT_ENDS, PIPELINE, IO_MODULES, ABOVE_GROUND),
  },
  // Exception: the transcript reader streams files in chunks and runs the parallel digest
  // workers (the import stage's I/O, to move beside the other readers with src/run/).
  {
    files: [
      'src/transcript/lines.ts',
      'src/transcript/parallel.ts',
      'src/transcript/digest-worker.ts',
      // agent logs are streamed line by line from their files the same way
      'src/import/agent-logs/source.ts',
    ],
    rules: restrict(ACTIONS_TOOLKIT, FRONT_ENDS, PIPELINE, REPORT_LAYER, CHAIN_LAYER),
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { ...nodeGlobals, require: 'readonly', module: 'writable' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
