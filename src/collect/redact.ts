/** What replaces a secret in any text ToolWitness prints about a server. */
export const REDACTED = '[redacted]';

// Values this short are too common ("1", "true", "prod") to hide everywhere they appear; under
// a secret-looking name they are still hidden.
const MIN_PLAIN_SECRET = 6;
const MIN_NAMED_SECRET = 3;
const SECRET_NAME = /token|secret|passw|pwd|key|auth|credential|cookie|session|bearer|private/i;

/**
 * The strings to hide in a server's output: its env and header values (raw and expanded), the
 * credential part of `Authorization`-style values, and the password and query values of its URL.
 */
export function secretsOf(
  named: readonly Record<string, string>[],
  urls: readonly string[] = [],
  values: readonly string[] = [],
): string[] {
  const out = new Set<string>();
  const add = (value: string, secretName: boolean): void => {
    const min = secretName ? MIN_NAMED_SECRET : MIN_PLAIN_SECRET;
    if (value.length >= min) out.add(value);
    // "Bearer abc…" / "token abc…": the credential alone may be echoed too
    const scheme = /^[A-Za-z][\w-]*\s+(\S+)$/.exec(value);
    if (scheme !== null && scheme[1].length >= MIN_NAMED_SECRET) out.add(scheme[1]);
  };
  for (const record of named) {
    for (const [name, value] of Object.entries(record)) add(value, SECRET_NAME.test(name));
  }
  for (const text of urls) {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      continue;
    }
    if (url.password !== '') add(decodeURIComponent(url.password), true);
    for (const [name, value] of url.searchParams) add(value, SECRET_NAME.test(name));
  }
  // values the config lint already classified as secrets (command-line flags): hidden whatever
  // their length, as TW523 names them
  for (const value of values) if (value.length >= MIN_NAMED_SECRET) out.add(value);
  // Longest first, so a secret that contains another is replaced whole.
  return [...out].sort((a, b) => b.length - a.length || (a < b ? -1 : a > b ? 1 : 0));
}

// Credentials recognisable by shape alone, whatever the config says.
const TOKEN_SHAPES: readonly RegExp[] = [
  // the password of credentials in a URL (scheme://user:PASSWORD@host), wherever it appears
  /\b([A-Za-z][A-Za-z0-9+.-]*:\/\/[^\s/?#@:]*:)([^\s/?#@]+)(?=@)/g,
  /\b(Bearer|Basic|token)\s+[A-Za-z0-9._~+/=-]{8,}/gi,
  /\b(?:sk|pk|rk)-[A-Za-z0-9_-]{16,}/g, // OpenAI, Anthropic (sk-ant-…), Stripe
  /\bgh[pousr]_[A-Za-z0-9]{20,}/g, // GitHub tokens
  /\bgithub_pat_[A-Za-z0-9_]{20,}/g,
  /\bglpat-[A-Za-z0-9_-]{16,}/g, // GitLab
  /\bxox[abprs]-[A-Za-z0-9-]{10,}/g, // Slack
  /\bAKIA[0-9A-Z]{16}\b/g, // AWS access key id
  /\bAIza[0-9A-Za-z_-]{30,}/g, // Google API key
  /\bnpm_[A-Za-z0-9]{30,}/g,
  /\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g, // JWT
  // name=value / name: value where the name says secret
  // (a suffix only after a separator, so "Unauthorized: invalid key" stays readable)
  /\b([A-Za-z0-9_-]*(?:token|secret|passw(?:or)?d|api[_-]?key|auth)(?:[_-][A-Za-z0-9_-]*)?)(["']?\s*[:=]\s*["']?)(?!(?:Bearer|Basic|token)\s|\[redacted\])([^\s"',;&]{3,})/gi,
  // long mixed letter-and-digit runs: keys and tokens without a known prefix
  /\b(?=[A-Za-z0-9_-]*[0-9])(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{32,}\b/g,
];

/** `text` with every known secret value and every token-shaped string replaced by `[redacted]`. */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) out = out.split(secret).join(REDACTED);
  for (const shape of TOKEN_SHAPES) {
    out = out.replace(shape, (match, ...groups: unknown[]) => {
      const [g1, g2, g3] = groups as (string | undefined)[];
      if (shape === TOKEN_SHAPES[0]) return `${g1}${REDACTED}`;
      if (g3 !== undefined && typeof g2 === 'string') return `${g1}${g2}${REDACTED}`;
      if (typeof g1 === 'string' && /^(bearer|basic|token)$/i.test(g1)) return `${g1} ${REDACTED}`;
      return REDACTED;
    });
  }
  return out;
}
