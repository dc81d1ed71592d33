import { sealOne, sealSome, type ChainHead } from '../chain/seal.js';
import { sealAgentLog } from '../import/agent-logs/audit.js';
import type { SealSink } from '../io/seal-sink.js';
import { InputError } from '../model/errors.js';
import { mergeRecords, parallelWorkers } from '../transcript/parallel.js';
import { transcriptCalls } from '../transcript/parse.js';
import { refuseEmpty } from './empty.js';
import type { TranscriptInput } from './transcript-input.js';

/**
 * Seals a transcript (or an agent log, as its normalized records: docs/agent-logs.md) into
 * `sink`, continuing the chain `from`, and returns the chain's new head. A transcript file of
 * 32 MB or more is scanned by worker threads and chained here in order; the sink is handed a
 * full half buffer at a time, so the write of one half runs while the next is sealed. An input
 * with no record is an InputError (unless `allowEmpty` for a transcript) before anything is
 * committed: the caller commits the sink, or aborts it when this throws.
 */
export async function runSeal(
  input: TranscriptInput,
  sink: SealSink,
  options: { from: ChainHead; allowEmpty?: boolean },
): Promise<ChainHead> {
  const { from } = options;
  const chain: ChainHead = { ...from };
  if (input.kind === 'agent-log') {
    const { agent } = input;
    const out = sink.out;
    const head = sealAgentLog(
      agent.source,
      agent.detected,
      (line) => {
        const bytes = Buffer.from(line);
        out.writeBytes(bytes, 0, bytes.length);
      },
      from,
    );
    if (head.count === from.count)
      throw new InputError(
        `${agent.source.uri}: a ${agent.detected.format} log with no tool call; there is nothing to seal`,
      );
    chain.head = head.head;
    chain.count = head.count;
    return chain;
  }
  const source = input.source;
  const half = sink.out.buf.length >> 1;
  const workers = 'path' in source ? parallelWorkers(source.path) : 0;
  if ('path' in source && workers > 0) {
    // worker threads scan the lines; here they are chained, in order, and written
    await mergeRecords(source.path, source.uri, workers, {
      mode: 'parts',
      record: (record) => sealOne(record, sink.out, chain),
      afterBlock: async () => {
        if (sink.out.pos >= half) await sink.handOff();
      },
    });
  } else {
    const records = transcriptCalls(source, source.uri, { call: false });
    // half a buffer at a time: the other half of the work is the write of the last one
    while (!sealSome(records, sink.out, chain, half)) await sink.handOff();
  }
  // nothing sealed: refused before anything is committed
  refuseEmpty(source.uri, chain.count - from.count, 'records', options.allowEmpty);
  return chain;
}
