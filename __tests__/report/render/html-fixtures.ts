import { readFileSync } from 'node:fs';
import { scan } from '../../../src/run/scan.js';
import type { Report } from '../../../src/model/finding.js';

/** Strings that try to leave the text they are put in: elements, styles, attributes, urls. */
export const HOSTILE = {
  script: '<script>document.title="pwned"</script>',
  style: '</style><style>body{display:none}</style>',
  attribute: '"><img src=x onerror="document.title=\'pwned\'">',
  singleQuote: "' onmouseover='document.title=1' x='",
  url: 'javascript:document.title="pwned"',
  entity: '&lt;script&gt;',
  bidi: 'evil\u202Etxt.exe',
};

/**
 * A catalog whose tool names, descriptions, server name and property names carry every hostile
 * string, shaped so the scan reports pairs (same job, overlapping schemas) and lint notes.
 */
export function hostileCatalog(): { uri: string; content: string } {
  const schema = (key: string) => ({
    type: 'object',
    properties: { [key]: { type: 'string', description: HOSTILE.style } },
    required: [key],
  });
  const tools = [
    {
      name: `read_file${HOSTILE.script}`,
      description: `Read a file. ${HOSTILE.attribute} ${HOSTILE.url}`,
      inputSchema: schema('path'),
      annotations: { readOnlyHint: true },
    },
    {
      name: `read_files${HOSTILE.attribute}`,
      description: `Read a file. ${HOSTILE.singleQuote}`,
      inputSchema: schema('path'),
      annotations: { readOnlyHint: false, destructiveHint: true },
    },
    { name: HOSTILE.url, description: 'x', inputSchema: schema(HOSTILE.script) },
    {
      name: `${HOSTILE.entity}_tool`,
      description: HOSTILE.entity,
      inputSchema: { type: 'object' },
    },
    { name: HOSTILE.bidi, description: HOSTILE.style, inputSchema: { type: 'object' } },
    { name: 'ok', description: 'x', inputSchema: { type: 'string' } },
  ];
  return {
    uri: `catalogs/${'<b>'}server.json`,
    content: JSON.stringify({ serverInfo: { name: `srv${HOSTILE.attribute}` }, tools }, null, 2),
  };
}

/** A scan of the hostile catalog beside three captured real servers. */
export function hostileReport(): Report {
  const real = ['github', 'gitlab', 'puppeteer'].map((name) => ({
    uri: `examples/real/${name}.json`,
    content: readFileSync(`examples/real/${name}.json`, 'utf8'),
  }));
  return scan([hostileCatalog(), ...real]);
}
