// A small MCP server over stdio for docs/evolution.md: it lists the tools of the JSON file its
// first argument names (a tools/list result, relative to this folder; default v2.tools.json),
// so one server plays the version on main (v1) and the version of a pull request (v2).
import { readFileSync } from 'node:fs';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';

const file = new URL(process.argv[2] ?? 'v2.tools.json', import.meta.url);
const { tools } = JSON.parse(readFileSync(file, 'utf8'));
const server = new Server({ name: 'notes', version: '2.0.0' }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools }));
await server.connect(new StdioServerTransport());
