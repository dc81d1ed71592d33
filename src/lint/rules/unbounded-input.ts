/** TW514 unbounded-input: strings with no bound and arrays without `maxItems`. */
import { hasOwn, type JsonObject } from '../../model/json.js';
import { listed, pointersForMessage } from '../hit.js';
import { typesOf } from '../schema-walk.js';
import { toolRule } from './rule.js';

const STRING_BOUNDS = ['maxLength', 'enum', 'const', 'pattern', 'format'];

function unboundedKinds(schema: JsonObject): string[] {
  const types = typesOf(schema);
  const kinds: string[] = [];
  const has = (k: string): boolean => hasOwn(schema, k);
  if (types.includes('string') && !STRING_BOUNDS.some(has)) kinds.push('string');
  if (types.includes('array') && !has('maxItems') && !has('enum') && !has('const')) {
    kinds.push('array');
  }
  return kinds;
}

export const unboundedInput = toolRule('TW514', ({ nodes }) => {
  const unbounded: string[] = [];
  const kindsSeen = new Set<string>();
  for (const { schema, pointer } of nodes) {
    const kinds = unboundedKinds(schema);
    if (kinds.length === 0) continue;
    unbounded.push(pointer);
    for (const k of kinds) kindsSeen.add(k);
  }
  if (unbounded.length === 0) return [];
  const kinds = [...kindsSeen].sort();
  return [
    {
      ruleId: 'TW514',
      detail: `has ${unbounded.length} unbounded ${kinds.join(' or ')} input(s): ${pointersForMessage(unbounded)}`,
      evidence: { parameters: listed(unbounded), kinds },
    },
  ];
});
