import { canonicalJson } from '../canonical/jcs.js';
import { ruleById } from '../rules/registry.js';
import type { RuleLevel, Settings, Suppression } from './adopt.js';

/** A rule whose effective level a settings change alters. */
export interface RuleLevelChange {
  rule: string;
  from: RuleLevel;
  to: RuleLevel;
  /** `from` / `to` is the rule's default (no entry on that side). */
  fromDefault: boolean;
  toDefault: boolean;
}

/** What a new version of the settings introduces over an old one. */
export interface SettingsDiff {
  /** Rule levels the new version sets, changes or drops back to the default, by rule id. */
  rules: RuleLevelChange[];
  /** Suppressions the new version has and the old one lacks (a changed reason counts as new). */
  suppressions: Suppression[];
}

/**
 * How `head` differs from `base` (`undefined`: there was no settings file, so everything in
 * `head` is new). Pure and deterministic: rules sort by id, suppressions keep `head`'s order.
 */
export function diffSettings(base: Settings | undefined, head: Settings | undefined): SettingsDiff {
  const before = base?.rules ?? {};
  const after = head?.rules ?? {};
  const ids = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  const rules: RuleLevelChange[] = [];
  for (const rule of ids) {
    const fallback = ruleById(rule).severity;
    const from = before[rule] ?? fallback;
    const to = after[rule] ?? fallback;
    if (from !== to) {
      rules.push({
        rule,
        from,
        to,
        fromDefault: before[rule] === undefined,
        toDefault: after[rule] === undefined,
      });
    }
  }
  const key = (s: Suppression): string =>
    canonicalJson({ rule: s.rule, tools: [...s.tools].sort(), reason: s.reason });
  const known = new Set((base?.suppressions ?? []).map(key));
  const suppressions = (head?.suppressions ?? []).filter((s) => !known.has(key(s)));
  return { rules, suppressions };
}

const STRENGTH: Record<RuleLevel, number> = { off: 0, note: 1, warning: 2, error: 3 };

/** True when the change lowers the rule's level (or switches it off): a weaker gate. */
export function weakens(change: RuleLevelChange): boolean {
  return STRENGTH[change.to] < STRENGTH[change.from];
}

/** What a pull request does to the settings file: its diff, or why the base could not be read. */
export type SettingsReview =
  | {
      uri: string;
      status: 'compared';
      baseExists: boolean;
      /** False when the pull request deletes the file (every rule back to its default). */
      headExists?: boolean;
      diff: SettingsDiff;
    }
  | { uri: string; status: 'unavailable'; reason: string };
