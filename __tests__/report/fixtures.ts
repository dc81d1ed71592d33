import type { Finding, FindingLocation } from '../../src/model/index.js';
import { buildReport, findingForRuleId, makeFinding } from '../../src/report/index.js';

export const toolA: FindingLocation = {
  uri: 'catalogs/a.json',
  pointer: '/tools/3',
  line: 12,
  column: 5,
  tool: 'read_file',
  server: 'files',
};

export const toolB: FindingLocation = {
  uri: 'catalogs/b.json',
  pointer: '/tools/0',
  line: 4,
  column: 5,
  tool: 'file_read',
  server: 'disk',
};

export function overlapFinding(): Finding {
  return findingForRuleId('TW103', {
    message: 'read_file (files) and file_read (disk) are confusable and both accept the same call',
    locations: [toolA, toolB],
    evidence: { verdict: 'overlap', witness: { path: 'a' } },
    subjects: [
      ['disk', 'file_read', 'b'.repeat(64)],
      ['files', 'read_file', 'a'.repeat(64)],
    ],
  });
}

export function invalidFinding(): Finding {
  return makeFinding('TW107', {
    message: 'input schema of delete_file (files) is invalid: type must be object',
    locations: [
      {
        uri: 'catalogs/a.json',
        pointer: '/tools/1',
        line: 7,
        column: 5,
        tool: 'delete_file',
        server: 'files',
      },
    ],
    evidence: { reason: { code: 'invalid-schema', message: 'type must be object' } },
    subjects: [['files', 'delete_file', 'c'.repeat(64)]],
  });
}

export function twoFindingReport() {
  return buildReport({
    command: 'scan',
    version: '0.1.0',
    findings: [overlapFinding(), invalidFinding()],
    stats: { tools: 3, pairs: 3, candidates: 1, proofs: { overlap: 1, unknown: 0, disjoint: 0 } },
  });
}

export function cleanReport() {
  return buildReport({ command: 'scan', version: '0.1.0', findings: [], stats: { tools: 2 } });
}
