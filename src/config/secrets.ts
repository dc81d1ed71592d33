/**
 * Literal-secret detection for config values. Answers only "is this a secret, and of what kind";
 * callers report the kind and the key, never the value.
 */

/** Why a value counts as a secret; named in findings instead of the value. */
export type SecretKind =
  | 'github-token'
  | 'openai-key'
  | 'anthropic-key'
  | 'slack-token'
  | 'aws-access-key'
  | 'google-api-key'
  | 'gitlab-token'
  | 'npm-token'
  | 'huggingface-token'
  | 'stripe-key'
  | 'private-key'
  | 'jwt'
  | 'bearer-token'
  | 'url-credentials'
  | 'high-entropy'
  | 'secret-named-key';

const VALUE_SHAPES: [SecretKind, RegExp][] = [
  ['github-token', /\b(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})/],
  ['anthropic-key', /\bsk-ant-[A-Za-z0-9_-]{16,}/],
  ['openai-key', /\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}/],
  ['slack-token', /\bxox[bpasr]-[A-Za-z0-9-]{10,}|\bxapp-[A-Za-z0-9-]{10,}/],
  ['aws-access-key', /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/],
  ['google-api-key', /\bAIza[0-9A-Za-z_-]{35}/],
  ['gitlab-token', /\bglpat-[A-Za-z0-9_-]{20,}/],
  ['npm-token', /\bnpm_[A-Za-z0-9]{36}\b/],
  ['huggingface-token', /\bhf_[A-Za-z0-9]{30,}/],
  ['stripe-key', /\b[sr]k_(?:live|test)_[A-Za-z0-9]{16,}/],
  ['private-key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ['jwt', /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/],
];

const REFERENCE = /\$\{[^}]*\}|\$[A-Za-z_][A-Za-z0-9_]*|%[A-Za-z_][A-Za-z0-9_]*%/g;

// Example-config placeholders, not credentials: <your-token>, YOUR_API_KEY, xxxx, changeme
const PLACEHOLDER =
  /^(?:<[^>]*>|\[[^\]]*\]|\{[^}]*\}|x{3,}|\*{3,}|\.{3,}|changeme|change[-_ ]me|placeholder|redacted|none|null|undefined|todo|tbd|dummy|test|example|secret|token|password)$|your[-_ ]?|[-_]here$|^replace[-_ ]?(?:me|with)/i;

/** True for a value made only of references (`${VAR}`, `${env:VAR}`, `${input:id}`, `$VAR`). */
export function isReferenceOnly(value: string): boolean {
  return value.replace(REFERENCE, '').trim() === '';
}

/** The value with references taken out: the literal text a reader of the file sees. */
function literalPart(value: string): string {
  return value.replace(REFERENCE, ' ').trim();
}

/** A known token shape anywhere in the value, or a `Bearer`/`Basic` credential written literally. */
export function secretValueKind(value: string): SecretKind | undefined {
  const literal = literalPart(value);
  if (literal === '') return undefined;
  for (const [kind, shape] of VALUE_SHAPES) if (shape.test(literal)) return kind;
  const auth = /^(?:Bearer|Basic|Token)\s+(\S.*)$/i.exec(value.trim());
  if (auth !== null && !isReferenceOnly(auth[1]) && !isPlaceholder(auth[1])) return 'bearer-token';
  if (urlCredentials(value)) return 'url-credentials';
  if (isHighEntropy(literal)) return 'high-entropy';
  return undefined;
}

function isPlaceholder(value: string): boolean {
  return PLACEHOLDER.test(value.trim());
}

// Words that make a key name a credential, and words that make it about one (a path, a limit)
const SECRET_WORDS = new Set([
  'token',
  'secret',
  'password',
  'passwd',
  'passphrase',
  'apikey',
  'authorization',
  'credential',
  'credentials',
  'pat',
  'cookie',
  'bearer',
  'privatekey',
  'accesskey',
  'secretkey',
  'sessionkey',
  'signingkey',
]);
const SECRET_SUFFIXES = [
  'password',
  'passwd',
  'passphrase',
  'secret',
  'token',
  'apikey',
  'accesskey',
  'secretkey',
  'privatekey',
];
const KEY_PAIRS = [
  'api key',
  'access key',
  'private key',
  'secret key',
  'client secret',
  'session key',
  'signing key',
  'x api',
];
const NOT_SECRET_WORDS = new Set([
  'max',
  'limit',
  'limits',
  'count',
  'tokens',
  'file',
  'path',
  'dir',
  'url',
  'uri',
  'endpoint',
  'env',
  'var',
  'name',
  'type',
  'header',
  'id',
  'enabled',
  'required',
  'length',
  'budget',
  'usage',
  'tokenizer',
  'expiry',
  'expires',
  'ttl',
  'timeout',
  'method',
  'mode',
  'provider',
  'helper',
  'command',
  'cmd',
]);

/** Lower-case words of a key: `GITHUB_PERSONAL_ACCESS_TOKEN`, `apiKey`, `X-Api-Key`. */
function keyWords(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w !== '')
    .map((w) => w.toLowerCase());
}

/** True when a key (env name, header name, `--flag`) names a credential. */
export function isSecretKey(key: string): boolean {
  const words = keyWords(key);
  if (words.some((w) => NOT_SECRET_WORDS.has(w))) return false;
  if (words.some((w) => SECRET_WORDS.has(w))) return true;
  // run-together names: PGPASSWORD, githubtoken, OPENAIAPIKEY
  if (words.some((w) => SECRET_SUFFIXES.some((suffix) => w.endsWith(suffix)))) return true;
  const joined = ' ' + words.join(' ') + ' ';
  if (KEY_PAIRS.some((pair) => joined.includes(` ${pair} `))) return true;
  // `x-api-key`, `X-Goog-Api-Key` and friends end in "key" after "api"
  return (
    words.length >= 2 && words[words.length - 1] === 'key' && words[words.length - 2] === 'api'
  );
}

/**
 * The kind of literal secret a keyed value holds (`env`, `headers`, `--flag value`), if any: by
 * value shape first, then by a secret-named key with a literal, non-placeholder value.
 */
export function secretKind(key: string, value: string): SecretKind | undefined {
  const byValue = secretValueKind(value);
  if (byValue !== undefined) return byValue;
  if (!isSecretKey(key)) return undefined;
  const literal = literalPart(value);
  if (literal === '' || isPlaceholder(literal)) return undefined;
  // Booleans and small numbers under a secret-looking key are settings (AUTH=true, AUTH_MODE=1)
  if (/^(?:true|false|yes|no|on|off|\d{1,6})$/i.test(literal)) return undefined;
  // `Bearer ${TOKEN}`: only the scheme word is literal
  if (/^(?:bearer|basic|token)$/i.test(literal)) return undefined;
  return 'secret-named-key';
}

/** A URL whose userinfo has a password, or whose query has a secret-named parameter with a literal value. */
function urlCredentials(value: string): boolean {
  const m = /\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>]+/i.exec(value);
  if (m === null) return false;
  let url: URL;
  try {
    url = new URL(m[0]);
  } catch {
    return false;
  }
  if (url.password !== '' && !isReferenceOnly(decodeURIComponentSafe(url.password))) return true;
  for (const [key, v] of url.searchParams) {
    if (isSecretKey(key) && v !== '' && !isReferenceOnly(v) && !isPlaceholder(v)) return true;
  }
  return false;
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * A long token-like string with high per-character entropy: at least 32 characters of one
 * base64/hex-ish run, mixed letters and digits, and over 4.2 bits per character (hex digests top
 * out at 4, so commit hashes and checksums do not count; random base62 keys reach about 5.5).
 */
export function isHighEntropy(s: string): boolean {
  for (const run of s.split(/[\s,;:'"=]+/)) {
    if (run.length < 32 || run.length > 512) continue;
    if (!/^[A-Za-z0-9+/_.=-]+$/.test(run)) continue;
    if (!/[0-9]/.test(run) || !/[a-z]/.test(run) || !/[A-Z]/.test(run)) continue;
    // paths and dotted names are not keys even when long
    if ((run.match(/\//g) ?? []).length > 2 || (run.match(/\./g) ?? []).length > 2) continue;
    if (entropy(run) > 4.2) return true;
  }
  return false;
}

function entropy(s: string): number {
  const counts = new Map<string, number>();
  for (const ch of s) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let h = 0;
  for (const c of counts.values()) {
    const p = c / s.length;
    h -= p * Math.log2(p);
  }
  return h;
}
