/**
 * Every text of a tool definition that reaches the model: clients send the name, title and
 * description and the whole input schema JSON, so every string in the schema counts (parameter
 * descriptions and titles, defaults, enum values, examples, at any depth) and so do property
 * names. The walk has no silent bound: when a bound is hit, the result says so (`incomplete`)
 * and the lint reports the run as incomplete (TW527).
 */
import { isJsonObject } from '../model/json.js';
import type { Tool } from '../model/tool.js';
import { pointerSegment } from './schema-walk.js';

/** Where a text sits in the tool definition. */
export type TextField =
  'name' | 'title' | 'description' | 'annotation-title' | 'parameter' | 'parameter-name';

/** One model-visible text. */
export interface ModelText {
  field: TextField;
  /** RFC 6901 pointer into the input schema, for `parameter` and `parameter-name` texts. */
  pointer?: string;
  text: string;
}

/** Bounds of one tool's text walk. Far above any real schema; hostile ones stop here, reported. */
export const TEXT_LIMITS = {
  /** JSON values visited in the input schema. */
  maxValues: 1_000_000,
  /** Characters examined over all texts of one tool. */
  maxChars: 4 * 1024 * 1024,
} as const;

/** A bound that stopped the walk, for the TW527 note. */
export interface TextBound {
  bound: 'values' | 'characters';
  limit: number;
}

export interface ModelTexts {
  texts: ModelText[];
  /** Every property name of the input schema, lower case (the tool's own parameters). */
  params: Set<string>;
  /** Set when a bound stopped the walk: texts after it were not read. */
  incomplete?: TextBound;
}

/**
 * Strings that carry no words: a type name, a format, a `$ref`. Texts of one token without
 * spaces are read only when long enough to be an encoded payload or a sentence in a script
 * without spaces.
 */
function worthReading(text: string): boolean {
  return /\s/.test(text) || text.length >= 20 || /[^\p{ASCII}]/u.test(text);
}

/** A name that can say something: three words or more (`ignore_previous_instructions`). */
function isPhraseName(name: string): boolean {
  return name.split(/[\s_.:/-]+|(?<=[a-z])(?=[A-Z])/).filter((w) => w !== '').length >= 3;
}

/**
 * The model-visible texts of `tool`, in definition order: name, title, description,
 * annotations' title, then every string and property name of the input schema.
 */
export function modelTexts(tool: Tool, limits = TEXT_LIMITS): ModelTexts {
  const texts: ModelText[] = [];
  const params = new Set<string>();
  let chars = 0;
  let incomplete: TextBound | undefined;
  const add = (t: ModelText): void => {
    if (incomplete !== undefined) return;
    if (chars + t.text.length > limits.maxChars) {
      incomplete = { bound: 'characters', limit: limits.maxChars };
      return;
    }
    chars += t.text.length;
    texts.push(t);
  };
  if (isPhraseName(tool.name)) add({ field: 'name', text: tool.name });
  if (tool.title !== undefined && tool.title !== '') add({ field: 'title', text: tool.title });
  if (tool.description.trim() !== '') add({ field: 'description', text: tool.description });
  if (tool.annotationTitle !== undefined && tool.annotationTitle !== '') {
    add({ field: 'annotation-title', text: tool.annotationTitle });
  }
  // An explicit stack: schemas nested deeper than the call stack must not throw. A pointer is
  // made only for containers and for texts worth reading: most leaves are types and numbers.
  const stack: { value: unknown; parent: string; segment: string; properties: boolean }[] = [
    { value: tool.inputSchema, parent: '', segment: '', properties: false },
  ];
  let values = 0;
  while (stack.length > 0 && incomplete === undefined) {
    const { value, parent, segment, properties } = stack.pop() as (typeof stack)[number];
    if (++values > limits.maxValues) {
      incomplete = { bound: 'values', limit: limits.maxValues };
      break;
    }
    if (typeof value === 'string') {
      if (worthReading(value)) add({ field: 'parameter', pointer: parent + segment, text: value });
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    const pointer = parent + segment;
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) {
        stack.push({ value: value[i], parent: pointer, segment: `/${i}`, properties: false });
      }
    } else if (isJsonObject(value)) {
      const keys = Object.keys(value);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i];
        stack.push({
          value: value[key],
          parent: pointer,
          segment: `/${pointerSegment(key)}`,
          properties: key === 'properties',
        });
      }
      // A property name is shown to the model as the parameter's name.
      if (properties) {
        for (const key of keys) {
          params.add(key.toLowerCase());
          if (isPhraseName(key)) {
            add({
              field: 'parameter-name',
              pointer: `${pointer}/${pointerSegment(key)}`,
              text: key,
            });
          }
        }
      }
    }
  }
  const out: ModelTexts = { texts, params };
  if (incomplete !== undefined) out.incomplete = incomplete;
  return out;
}
