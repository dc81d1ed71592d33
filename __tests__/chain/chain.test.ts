import fc from 'fast-check';
import { generateKeyPairSync } from 'node:crypto';
import { sealRecords } from '../../src/chain/seal.js';
import { signChain, verifyChainSignature } from '../../src/chain/signature.js';
import { verifyChain } from '../../src/chain/verify.js';
import { readLines } from '../../src/transcript/lines.js';
import type { TranscriptRecord } from '../../src/transcript/record.js';

function sealed(n: number): string {
  const records: TranscriptRecord[] = Array.from({ length: n }, (_, i) => ({
    index: i,
    tool: i % 2 === 0 ? 'read_file' : 'search',
    args: { path: `docs/${i % 3}.md`, deep: { n: i, é: 'ü' } },
    response: { hits: i * 7, ok: i % 2 === 0 },
    line: i + 1,
  }));
  return [...sealRecords(records)].join('');
}

function verifyText(text: string | Uint8Array) {
  const bytes = typeof text === 'string' ? new TextEncoder().encode(text) : text;
  return verifyChain(readLines({ uri: 's', bytes }, { mode: 'exact' }));
}

const N = 8;
const TEXT = sealed(N);
const LINES = TEXT.split('\n').slice(0, N);
const BYTES = new TextEncoder().encode(TEXT);
const lineOfByte = (pos: number): number =>
  new TextDecoder().decode(BYTES.subarray(0, pos)).split('\n').length - 1;

describe('hash chain', () => {
  it('verifies what it sealed as intact, with head and count', () => {
    const v = verifyText(TEXT);
    expect(v.broken).toBeUndefined();
    expect(v.count).toBe(N);
    expect(v.head).toBe(JSON.parse(LINES[N - 1]).digest);
  });

  it('detects any single-byte change at the index of the changed line', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: BYTES.length - 1 }),
        fc.integer({ min: 1, max: 255 }),
        (pos, delta) => {
          const changed = Uint8Array.from(BYTES);
          changed[pos] = (changed[pos] + delta) % 256;
          const v = verifyText(changed);
          expect(v.broken?.index).toBe(lineOfByte(pos));
        },
      ),
      { numRuns: 1500 },
    );
  });

  it('detects a deleted, swapped or duplicated line at the first index that moved', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: N - 1 }),
        fc.constantFrom('delete', 'swap', 'duplicate'),
        (i, edit) => {
          const lines = [...LINES];
          if (edit === 'delete') {
            if (i === N - 1) return; // truncation: needs a signature or --head
            lines.splice(i, 1);
          } else if (edit === 'swap') {
            if (i === N - 1) return;
            [lines[i], lines[i + 1]] = [lines[i + 1], lines[i]];
          } else lines.splice(i + 1, 0, lines[i]);
          const v = verifyText(lines.join('\n') + '\n');
          expect(v.broken?.index).toBe(edit === 'duplicate' ? i + 1 : i);
        },
      ),
    );
  });

  it('cannot see truncation without a head, and sees it with one', () => {
    const short = LINES.slice(0, 5).join('\n') + '\n';
    expect(verifyText(short).broken).toBeUndefined();
    const head = JSON.parse(LINES[N - 1]).digest as string;
    const v = verifyChain(
      readLines({ uri: 's', bytes: new TextEncoder().encode(short) }, { mode: 'exact' }),
      { head },
    );
    expect(v.broken?.reason).toBe('head');
  });

  it('treats a non-canonical but equivalent line as a broken link', () => {
    const lines = [...LINES];
    lines[2] = JSON.stringify(JSON.parse(lines[2]), null, 1).replace(/\n/g, '');
    expect(verifyText(lines.join('\n') + '\n').broken).toMatchObject({
      index: 2,
      reason: 'not-canonical',
    });
  });

  it('round-trips an Ed25519 signature and rejects a wrong key or a changed head', () => {
    const pair = generateKeyPairSync('ed25519');
    const other = generateKeyPairSync('ed25519');
    const pem = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
    const pub = pair.publicKey.export({ type: 'spki', format: 'pem' }) as string;
    const chain = { count: N, head: verifyText(TEXT).head };
    const sig = signChain(chain, pem);
    expect(verifyChainSignature(chain, pub, sig)).toBe(true);
    expect(verifyChainSignature({ ...chain, count: N - 1 }, pub, sig)).toBe(false);
    expect(
      verifyChainSignature(
        chain,
        other.publicKey.export({ type: 'spki', format: 'pem' }) as string,
        sig,
      ),
    ).toBe(false);
    expect(verifyChainSignature(chain, pub, 'not base64!')).toBe(false);
  });
});
