import type { Tool } from '../model/tool.js';
import type { EvidenceOf } from '../findings/index.js';
import type { RuleId } from '../rules/index.js';
import { escapeInvisible } from '../lexical/index.js';

/** One lint rule's verdict on one tool, before it becomes a finding; evidence typed by rule. */
export interface LintHit<R extends RuleId = RuleId> {
  ruleId: R;
  /** Sentence after the tool's label, e.g. `has no description`. */
  detail: string;
  evidence: EvidenceOf<R>;
}

/** Pointers listed in evidence at most; `count` always has the full number. */
export const MAX_LISTED = 20;

/** The first MAX_LISTED pointers, and how many there were. */
export function listed(pointers: readonly string[]): { count: number; pointers: string[] } {
  return { count: pointers.length, pointers: pointers.slice(0, MAX_LISTED) };
}

/** `"name" (server)`, invisible characters shown as `<U+XXXX>` and the name cut at 80 characters. */
export function toolLabel(tool: Tool): string {
  return `${JSON.stringify(shortText(tool.name))} (${shortText(tool.server)})`;
}

/** Untrusted text for a message: invisibles made visible, at most `max` code points. */
export function shortText(text: string, max = 80): string {
  const escaped = escapeInvisible(text);
  // Never more code points than UTF-16 units.
  if (escaped.length <= max) return escaped;
  const chars = Array.from(escaped);
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`;
}

/** `a, b and 3 more` for messages. */
export function listForMessage(items: readonly string[], shown = 3): string {
  if (items.length <= shown) return items.join(', ');
  return `${items.slice(0, shown).join(', ')} and ${items.length - shown} more`;
}

/** Schema pointers for a message: `(root)` for the root, each cut at 60 characters. */
export function pointersForMessage(pointers: readonly string[]): string {
  return listForMessage(pointers.map((p) => shortText(p === '' ? '(root)' : p, 60)));
}
