import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { readRegularFile } from '../io/files.js';
import { decodeInput, parseJson } from '../import/json.js';
import { InputError } from '../model/errors.js';
import { parseSettings, SETTINGS_FILE, type Settings } from '../report/adopt.js';
import { weakens, type SettingsReview } from '../report/settings-diff.js';
import { isRuleId, ruleById } from '../rules/registry.js';
import { compareSettings, pullRequestBaseSha, readBaseSettings } from './pr-settings.js';

/** A settings line a pull request uses to weaken its own gate; annotated as a warning. */
export interface SettingsWarning {
  /** The settings file, relative to working-directory. */
  uri: string;
  line: number;
  column: number;
  message: string;
}

/** Which settings a run uses, and what a pull request changes in them. */
export interface SettingsSource {
  /** The settings that apply (undefined: every rule at its default, nothing suppressed). */
  settings?: Settings;
  /** On a pull request: what it changes in the settings file, compared with its base. */
  review?: SettingsReview;
  /** Rule levels lowered and suppressions added by the pull request, at their lines. */
  weakenings: SettingsWarning[];
  /** Where the settings came from, when that is not simply the checkout's file. */
  note?: string;
}

export interface SettingsRequest {
  /** The `settings` input (relative to `cwd`); undefined means toolwitness.config.json. */
  path?: string;
  from: 'base' | 'head';
  cwd: string;
  /** GITHUB_EVENT_NAME. */
  eventName?: string;
  /** The event payload. */
  event: unknown;
}

type Locate = (pointer: string) => { line: number; column: number };

function loadHead(path: string, cwd: string): { settings: Settings; locate: Locate } {
  const file = readRegularFile(path, cwd);
  const doc = parseJson(decodeInput(file.content, file.uri), file.uri);
  return { settings: parseSettings(doc.value, file.uri), locate: (p) => doc.locate(p) };
}

function escapeSegment(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The position of `pointer`, or of its nearest ancestor the file spells out. */
function nearest(locate: Locate | undefined, pointer: string): { line: number; column: number } {
  if (locate === undefined) return { line: 1, column: 1 };
  const segments = pointer.split('/').slice(1);
  for (let n = segments.length; n >= 0; n--) {
    try {
      return locate(n === 0 ? '' : `/${segments.slice(0, n).join('/')}`);
    } catch {
      // not in the file (an entry dropped back to the default): try the parent
    }
  }
  return { line: 1, column: 1 };
}

function ruleName(id: string): string {
  return isRuleId(id) ? `${id} ${ruleById(id).name}` : id;
}

/**
 * One warning per rule level the pull request lowers (or switches off) and per suppression it
 * adds, placed on that entry of the checkout's settings file (the file's first line when the
 * pull request deletes it or drops the entry).
 */
export function settingsWarnings(
  review: SettingsReview,
  head: Settings | undefined,
  locate: Locate | undefined,
  from: 'base' | 'head',
): SettingsWarning[] {
  if (review.status !== 'compared') return [];
  const consequence =
    from === 'base'
      ? 'Not applied: settings-from is base, so the base commit’s settings decide this run.'
      : 'It applies to this run; with settings-from: base a pull request cannot weaken its own gate.';
  const out: SettingsWarning[] = [];
  for (const change of review.diff.rules) {
    if (!weakens(change)) continue;
    const from = `${change.from}${change.fromDefault ? ' (the default)' : ''}`;
    const what =
      change.to === 'off'
        ? `it switches ${ruleName(change.rule)} off (was ${from})`
        : `it lowers ${ruleName(change.rule)} from ${from} to ${change.to}${change.toDefault ? ' (the default)' : ''}`;
    const pointer = change.toDefault ? '/rules' : `/rules/${escapeSegment(change.rule)}`;
    out.push({
      uri: review.uri,
      ...nearest(locate, pointer),
      message: `This pull request weakens its own gate: ${what}. ${consequence}`,
    });
  }
  for (const suppression of review.diff.suppressions) {
    const index = head?.suppressions.indexOf(suppression) ?? -1;
    out.push({
      uri: review.uri,
      ...nearest(locate, index >= 0 ? `/suppressions/${index}` : '/suppressions'),
      message: `This pull request weakens its own gate: it adds a suppression of ${ruleName(suppression.rule)} for ${suppression.tools.join(', ')}. ${consequence}`,
    });
  }
  return out;
}

/**
 * The settings for a run and, on a pull request, what it changes in them. `from: 'base'` on a
 * pull request applies the base commit's file instead of the checkout's (a missing base file
 * means the defaults); when the base cannot be read that is an InputError, since the gate would
 * otherwise be the pull request's own. Outside pull requests the checkout's file applies.
 */
export function resolveSettings(request: SettingsRequest): SettingsSource {
  const { cwd, from } = request;
  const path = request.path ?? SETTINGS_FILE;
  const present = request.path !== undefined || existsSync(resolve(cwd, path));
  const head = present ? loadHead(path, cwd) : undefined;
  const uri = head?.settings.uri ?? path.split('\\').join('/');
  const pullRequest =
    request.eventName === 'pull_request' || request.eventName === 'pull_request_target';
  if (!pullRequest) {
    return {
      settings: head?.settings,
      weakenings: [],
      note:
        from === 'base'
          ? `settings-from is base, which applies to pull requests; this ${request.eventName ?? 'run'} event uses the checkout's settings.`
          : undefined,
    };
  }
  const sha = pullRequestBaseSha(request.event);
  const base =
    sha === undefined
      ? ({
          status: 'unavailable',
          reason: 'the event payload names no pull_request.base.sha',
        } as const)
      : readBaseSettings(resolve(cwd, path), uri, sha);
  if (from === 'base' && base.status === 'unavailable') {
    throw new InputError(
      `settings-from is base, but the base commit's ${uri} cannot be read: ${base.reason}`,
    );
  }
  // without a settings file on either side there is nothing to review (and nothing to say
  // about a shallow checkout that cannot show the base)
  const review =
    head === undefined && base.status !== 'found'
      ? undefined
      : compareSettings(uri, head?.settings, base);
  const weakenings =
    review !== undefined ? settingsWarnings(review, head?.settings, head?.locate, from) : [];
  if (from === 'head') return { settings: head?.settings, review, weakenings };
  const settings = base.status === 'found' ? base.settings : undefined;
  const note =
    base.status === 'found'
      ? `Settings: the base commit's ${uri} applies (settings-from: base); this pull request's version is only compared.`
      : `Settings: the base commit has no ${uri}, so every rule runs at its default (settings-from: base).`;
  return { settings, review, weakenings, note };
}
