/**
 * Runs the poisoning signals (`signals.ts`) over every model-visible text of a tool
 * (`model-text.ts`), each text split and folded by `normalize.ts`. A match carries its own
 * evidence: where it is (field, pointer, how it was hidden) and a quote of the matching span,
 * escaped, truncated and with secret-shaped tokens masked.
 */
import { secretValueKind } from '../config/secrets.js';
import type { Tool } from '../model/tool.js';
import { shortText } from './hit.js';
import { modelTexts, type ModelText, type TextBound, type TextField } from './model-text.js';
import { normalizeText, type Concealment, type NormalText } from './normalize.js';
import { SIGNALS, type Signal, type SignalContext, type SignalRule } from './signals.js';

/** One folded part of a model-visible text. */
export interface TextPlace extends NormalText {
  field: TextField;
  /** Pointer into the input schema, for parameter texts. */
  pointer?: string;
}

/** Longest pointer in evidence; a longer one keeps its start and its end (the field). */
export const POINTER_MAX = 200;

/** A pointer for evidence: invisibles escaped, and a deep one cut in the middle. */
export function shortPointer(pointer: string): string {
  const escaped = shortText(pointer, Number.MAX_SAFE_INTEGER);
  if (escaped.length <= POINTER_MAX) return escaped;
  return `${escaped.slice(0, 80)}…${escaped.slice(escaped.length - (POINTER_MAX - 81))}`;
}

/** One signal found in one place. */
export interface SignalMatch {
  field: TextField;
  pointer?: string;
  /** How the text was hidden from a person, when it was. */
  via?: Concealment;
  category: string;
  /** The other tool or server named, for steering and shadowing. */
  target?: string;
  /** The matching span, escaped, at most `QUOTE_MAX` characters. */
  quote: string;
}

/** Longest quote in evidence. */
export const QUOTE_MAX = 120;

/**
 * Folded parts of recently read texts. Folding is a pure function of the text, and catalogs
 * repeat texts (parameter descriptions shared by a server's tools, tools listed by two servers),
 * so places with equal text share one set of parts and their signal work (`SharedPart`).
 * Cleared when full; only small texts are kept.
 */
const partsCache = new Map<string, readonly SharedPart[]>();
let cachedChars = 0;
const MAX_CACHED_TEXTS = 1 << 15;
const MAX_CACHED_CHARS = 1 << 23;
const MAX_CACHED_TEXT = 1 << 14;

let memoOn = true;

/**
 * Turns the sharing of folded parts (and their signal work) between equal texts on or off, and
 * empties it. Off is the reference path the tests compare the shared one against.
 */
export function setTextMemo(on: boolean): void {
  memoOn = on;
  releaseTextMemo();
}

/**
 * Empties the shared folded parts: when full, when turned on or off, and when a lint run is done
 * (they are some 45 MB at 32,768 texts, and the run's findings already quote what they need).
 */
export function releaseTextMemo(): void {
  partsCache.clear();
  cachedChars = 0;
}

/** A folded part and the work on it that reads its text alone, shared by places of equal text. */
interface SharedPart {
  part: NormalText;
  /** Each signal's `textMatches` (by its index in SIGNALS), made on first use. */
  matches: (RegExpExecArray[] | undefined)[];
  /** Per set of rules (`ruleSetOf`), true once none of its signals can match this part. */
  quiet: boolean[];
  /** `perText` values by slot name. */
  slots: Map<string, unknown> | undefined;
}

function shared(part: NormalText): SharedPart {
  return { part, matches: [], quiet: [], slots: undefined };
}

function partsOf(text: string): readonly SharedPart[] {
  if (!memoOn) return normalizeText(text).map(shared);
  const hit = partsCache.get(text);
  if (hit !== undefined) return hit;
  const parts = normalizeText(text).map(shared);
  if (text.length <= MAX_CACHED_TEXT) {
    if (partsCache.size >= MAX_CACHED_TEXTS || cachedChars + text.length > MAX_CACHED_CHARS) {
      releaseTextMemo();
    }
    partsCache.set(text, parts);
    cachedChars += text.length;
  }
  return parts;
}

/**
 * A place made by `placesOf`: the folded part's texts with the text's field and pointer. One
 * small object per place (a literal with its own `words` getter and a side table to find the
 * part cost more than the signals at 100,000 places); `words` reads the part's lazy getter.
 */
class PartPlace implements TextPlace {
  readonly cased: string;
  readonly folded: string;
  readonly plain: string;
  readonly field: TextField;
  readonly pointer?: string;
  readonly via?: Concealment;
  /** The shared part and its work; undefined when the memo is off. */
  readonly shared: SharedPart | undefined;
  readonly #part: NormalText;

  constructor(work: SharedPart, t: ModelText, share: boolean) {
    const part = work.part;
    this.cased = part.cased;
    this.folded = part.folded;
    this.plain = part.plain;
    this.field = t.field;
    // Only when present, as in the texts: evidence copies a place's own keys.
    if (part.via !== undefined) this.via = part.via;
    if (t.pointer !== undefined) this.pointer = t.pointer;
    this.shared = share ? work : undefined;
    this.#part = part;
  }

  get words(): string {
    return this.#part.words;
  }
}

/** The shared part a place was made from: none for places made elsewhere or with the memo off. */
function partOfPlace(p: TextPlace): SharedPart | undefined {
  return p instanceof PartPlace ? p.shared : undefined;
}

/** The places of some model texts: each text's visible part, then its hidden parts. */
export function placesOf(texts: readonly ModelText[]): TextPlace[] {
  const places: TextPlace[] = [];
  for (const t of texts) {
    for (const part of partsOf(t.text)) places.push(new PartPlace(part, t, memoOn));
  }
  return places;
}

/** A tool's places, its context for the signals, and the bound that stopped its walk (if any). */
export interface ToolText {
  places: TextPlace[];
  params: Set<string>;
  incomplete?: TextBound;
}

/** Reads every model-visible text of `tool` (see `modelTexts`). */
export function toolText(tool: Tool): ToolText {
  const read = modelTexts(tool);
  const out: ToolText = { places: placesOf(read.texts), params: read.params };
  if (read.incomplete !== undefined) out.incomplete = read.incomplete;
  return out;
}

/** `mcp__srv__tool`, `srv.tool` -> also `tool`: the names a description may call its own tool by. */
export function ownNames(name: string): Set<string> {
  const lower = name.toLowerCase();
  const out = new Set([lower]);
  for (const sep of ['__', '.', '/', ':']) {
    const i = lower.lastIndexOf(sep);
    if (i >= 0) out.add(lower.slice(i + sep.length));
  }
  return out;
}

/** The form of a place a signal's patterns read. */
export function viewOf(p: TextPlace, view: Signal['view']): string {
  switch (view) {
    case 'folded':
      return p.folded;
    case 'cased':
      return p.cased;
    case 'words':
      return p.words;
    case 'plain':
      return p.plain;
    case 'letters':
      return p.folded.replace(/[^a-z]+/g, '');
  }
}

/** Where the sentence of `text` around `[start, end)` begins and ends. */
function sentenceBounds(text: string, start: number, end: number): { start: number; end: number } {
  let from = start;
  while (from > 0 && text[from - 1] !== '\n' && !/[.!?]\s/.test(text.slice(from - 2, from))) from--;
  const after = text.slice(end).search(/[.!?](?:\s|$)|\n/);
  return { start: from, end: after === -1 ? text.length : end + after + 1 };
}

function sentenceAround(text: string, start: number, end: number): string {
  const b = sentenceBounds(text, start, end);
  return text.slice(b.start, b.end);
}

/** The span as evidence: from the cased text when it lines up, secrets masked, escaped, cut. */
function quoteOf(p: TextPlace, s: Signal, m: RegExpExecArray): string {
  let start = m.index;
  let end = m.index + m[0].length;
  if (s.alsoHere !== undefined && s.view === 'folded') {
    // Two parts made the match (a file and what to do with it): the sentence shows both.
    const sentence = sentenceBounds(p.folded, start, end);
    start = sentence.start;
    end = sentence.end;
  }
  let span = viewOf(p, s.view).slice(start, end);
  if (s.view === 'folded' && p.cased.length === p.folded.length) span = p.cased.slice(start, end);
  const masked = span
    .trim()
    .split(/(\s+)/)
    .map((w) => (/\S{12,}/.test(w) && secretValueKind(w) !== undefined ? '[secret]' : w))
    .join('');
  return shortText(masked, QUOTE_MAX);
}

/** The form of a place a signal's gate reads. */
export function gateText(p: TextPlace, s: Signal): string {
  return s.view === 'plain' ? p.plain : s.view === 'cased' ? p.cased : p.folded;
}

/**
 * The matches of `s` in `p` that hold whatever the tool: its gate passed, each pattern's first
 * match (in pattern order) that also has `alsoHere` in its sentence. Only `accept` reads the
 * tool's context, so this depends on the text alone.
 */
function textMatches(p: TextPlace, s: Signal): RegExpExecArray[] {
  const out: RegExpExecArray[] = [];
  if (!s.gate.test(gateText(p, s))) return out;
  const text = viewOf(p, s.view);
  if (text === '') return out;
  for (const pattern of s.patterns) {
    const m = pattern.exec(text);
    if (m === null) continue;
    if (s.alsoHere !== undefined) {
      const sentence =
        s.view === 'folded' ? sentenceAround(text, m.index, m.index + m[0].length) : p.folded;
      if (!s.alsoHere.some((re) => re.test(sentence))) continue;
    }
    out.push(m);
  }
  return out;
}

/**
 * `make()` for place `p`, done once per shared part under `slot` (places of equal text share
 * it); `make` must read nothing but the place's text.
 */
export function perText<T>(p: TextPlace, slot: string, make: () => T): T {
  const part = partOfPlace(p);
  if (part === undefined) return make();
  const slots = (part.slots ??= new Map());
  if (slots.has(slot)) return slots.get(slot) as T;
  const value = make();
  slots.set(slot, value);
  return value;
}

/** The signals (indices in SIGNALS) of each set of rules asked for, and the set's `quiet` slot. */
const ruleSets = new Map<string, { slot: number; signals: number[] }>();

function ruleSetOf(rules: readonly SignalRule[]): { slot: number; signals: number[] } {
  const key = rules.join(',');
  let set = ruleSets.get(key);
  if (set === undefined) {
    const signals: number[] = [];
    SIGNALS.forEach((s, i) => {
      if (rules.includes(s.rule)) signals.push(i);
    });
    set = { slot: ruleSets.size, signals };
    ruleSets.set(key, set);
  }
  return set;
}

/** True when no signal of `signals` has a text match in the part (whatever the tool). */
function quiet(p: TextPlace, signals: readonly number[], work: SharedPart): boolean {
  for (const i of signals) {
    if (SIGNALS[i].hiddenOnly === true && p.via === undefined) continue;
    const matches = work.matches[i];
    if (matches === undefined || matches.length > 0) return false;
  }
  return true;
}

function matchSignal(
  p: TextPlace,
  s: Signal,
  index: number,
  ctx: SignalContext,
  memo: (RegExpExecArray[] | undefined)[] | undefined,
): RegExpExecArray | undefined {
  if (s.hiddenOnly === true && p.via === undefined) return undefined;
  const matches = memo === undefined ? textMatches(p, s) : (memo[index] ??= textMatches(p, s));
  for (const m of matches) {
    if (s.accept === undefined || s.accept(m, ctx)) return m;
  }
  return undefined;
}

/**
 * Every signal of `rules` in `places`, one match per (place, category), in place then table
 * order.
 */
export function signalMatches(
  places: readonly TextPlace[],
  ctx: SignalContext,
  rules: readonly SignalRule[],
): { rule: SignalRule; match: SignalMatch }[] {
  const out: { rule: SignalRule; match: SignalMatch }[] = [];
  const { slot, signals } = ruleSetOf(rules);
  for (const p of places) {
    const work = partOfPlace(p);
    // Most texts carry no signal: once a shared part is known to match none, it is skipped.
    if (work?.quiet[slot] === true) continue;
    const memo = work?.matches;
    let seen: Set<string> | undefined;
    for (const i of signals) {
      const s = SIGNALS[i];
      if (seen?.has(s.category) === true) continue;
      const m = matchSignal(p, s, i, ctx, memo);
      if (m === undefined) continue;
      seen ??= new Set();
      seen.add(s.category);
      const match: SignalMatch = { field: p.field, category: s.category, quote: quoteOf(p, s, m) };
      if (p.pointer !== undefined) match.pointer = shortPointer(p.pointer);
      if (p.via !== undefined) match.via = p.via;
      out.push({ rule: s.rule, match });
    }
    if (work !== undefined && seen === undefined) work.quiet[slot] = quiet(p, signals, work);
  }
  return out;
}

/** A context that knows no other server's tools: for a text read alone. */
export function standaloneContext(
  name = '',
  params: ReadonlySet<string> = new Set(),
): SignalContext {
  return { ownNames: ownNames(name), params, isOtherServersTool: () => false };
}

/**
 * The poisoning categories a piece of model-visible text carries (sorted, unique), read as a
 * tool description: for drift (did a changed definition gain a signal?) and other checks that
 * have only a text.
 */
export function textSignals(text: string): string[] {
  const places = placesOf([{ field: 'description', text }]);
  const found = signalMatches(places, standaloneContext(), ['TW520', 'TW521', 'TW526']);
  return [...new Set(found.map((f) => f.match.category))].sort();
}

/**
 * The poisoning categories of a tool definition as a server lists it (`name`, `title`,
 * `description`, `annotations.title`, `inputSchema`), sorted and unique: what drift (TW504)
 * reports when a changed definition gained model-directed text (a rug pull).
 */
export function definitionSignals(definition: Record<string, unknown>): string[] {
  const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
  const annotations = definition.annotations;
  const tool: Tool = {
    name: str(definition.name) ?? '',
    description: str(definition.description) ?? '',
    server: '',
    shape: 'mcp',
    inputSchema: definition.inputSchema ?? definition.input_schema ?? definition.parameters,
    annotations: {},
    location: { uri: '', pointer: '', line: 1, column: 1 },
    definitionDigest: '',
  };
  const title = str(definition.title);
  if (title !== undefined) tool.title = title;
  if (annotations !== null && typeof annotations === 'object' && !Array.isArray(annotations)) {
    const at = str((annotations as Record<string, unknown>).title);
    if (at !== undefined) tool.annotationTitle = at;
  }
  const text = toolText(tool);
  const ctx = standaloneContext(tool.name, text.params);
  const found = signalMatches(text.places, ctx, ['TW520', 'TW521', 'TW526']);
  return [...new Set(found.map((f) => f.match.category))].sort();
}
