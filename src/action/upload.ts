import { gzipSync } from 'node:zlib';

/** Code scanning refuses uploads over 10 MB gzipped. */
export const MAX_GZIPPED_BYTES = 10 * 1024 * 1024;

/** What the code-scanning API answered (an Octokit response or RequestError, flattened). */
export interface ApiAnswer {
  status: number;
  data?: unknown;
  headers?: Record<string, string | number | undefined>;
}

/** Sends the upload body; the Action uses Octokit's `codeScanning.uploadSarif`. */
export type SendSarif = (body: {
  commit_sha: string;
  ref: string;
  sarif: string;
}) => Promise<ApiAnswer>;

export interface UploadTarget {
  commitSha: string;
  ref: string;
}

export type UploadResult =
  | { status: 'uploaded'; id: string }
  | { status: 'forbidden'; message: string }
  | { status: 'failed'; message: string }
  | { status: 'too-large'; bytes: number };

export interface UploadOptions {
  attempts?: number;
  /** First retry delay; doubles each time. */
  baseDelayMs?: number;
}

/**
 * Uploads a SARIF log (gzip + base64) to code scanning, retrying 5xx and rate limits with
 * backoff. A 403 is reported, not thrown: it usually means the workflow lacks
 * `security-events: write` or runs for a fork.
 */
export async function uploadSarif(
  sarif: string,
  target: UploadTarget,
  send: SendSarif,
  options: UploadOptions = {},
): Promise<UploadResult> {
  const gz = gzipSync(Buffer.from(sarif, 'utf8'), { level: 9 });
  if (gz.length > MAX_GZIPPED_BYTES) return { status: 'too-large', bytes: gz.length };
  const attempts = options.attempts ?? 4;
  const baseDelay = options.baseDelayMs ?? 1000;
  const body = { commit_sha: target.commitSha, ref: target.ref, sarif: gz.toString('base64') };
  let last = '';
  for (let attempt = 1; attempt <= attempts; attempt++) {
    let answer: ApiAnswer;
    try {
      answer = await send(body);
    } catch (error) {
      last = `network error: ${firstLine(error)}`;
      if (attempt < attempts) await sleep(baseDelay * 2 ** (attempt - 1));
      continue;
    }
    if (answer.status >= 200 && answer.status < 300) {
      const id = (answer.data as { id?: unknown } | undefined)?.id;
      return { status: 'uploaded', id: typeof id === 'string' ? id : '' };
    }
    const header = (name: string): string | undefined => {
      const v = answer.headers?.[name];
      return v === undefined ? undefined : String(v);
    };
    const rateLimited =
      answer.status === 429 || (answer.status === 403 && header('x-ratelimit-remaining') === '0');
    if (answer.status === 403 && !rateLimited) {
      return { status: 'forbidden', message: apiMessage(answer.data) };
    }
    last = `HTTP ${answer.status}: ${apiMessage(answer.data)}`;
    if (!(rateLimited || answer.status >= 500)) return { status: 'failed', message: last };
    if (attempt < attempts) {
      const after = Number(header('retry-after'));
      const delay =
        Number.isFinite(after) && after > 0
          ? Math.min(after * 1000, 60_000)
          : baseDelay * 2 ** (attempt - 1);
      await sleep(delay);
    }
  }
  return { status: 'failed', message: `${last} (after ${attempts} attempts)` };
}

/** The API's `message`, cut short; never the request (it holds the token). */
function apiMessage(data: unknown): string {
  const message =
    typeof data === 'object' && data !== null ? (data as { message?: unknown }).message : data;
  return typeof message === 'string' ? message.slice(0, 200).replace(/\s+/g, ' ') : 'no message';
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0];
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
