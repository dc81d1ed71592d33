import type { AgentCall, AgentLogStats, AgentResult } from './types.js';

/** A call as an importer finds it: everything but its ordinal and result. */
export type FoundCall = Omit<AgentCall, 'index' | 'result'>;

/**
 * Pairs calls with results by call id and hands calls on in recorded order, each as soon as it
 * and every call before it is settled. A result may come before its call (it waits for it); a
 * call whose result never comes is handed on at `finish` without one. Memory holds only the
 * calls still waiting, so a log streams in the memory of its open calls.
 */
export class CallPairing {
  private readonly queue: AgentCall[] = [];
  private head = 0;
  private readonly open = new Map<string, AgentCall>();
  private readonly early = new Map<string, AgentResult>();
  private next = 0;

  constructor(
    private readonly stats: AgentLogStats,
    private readonly emit: (call: AgentCall) => void,
  ) {}

  /** A call, in recorded order. A second call with an id still waiting is counted and left out. */
  call(found: FoundCall): void {
    if (this.open.has(found.id)) {
      this.stats.duplicateCalls++;
      return;
    }
    const call = found as AgentCall;
    call.index = -1;
    const result = this.early.get(found.id);
    if (result !== undefined) {
      this.early.delete(found.id);
      call.result = result;
    } else this.open.set(found.id, call);
    if (found.sidechain === true) this.stats.sidechainCalls++;
    this.queue.push(call);
    this.drain();
  }

  /** The result for call `id`. */
  result(id: string, result: AgentResult): void {
    const call = this.open.get(id);
    if (call === undefined) {
      if (!this.early.has(id)) this.early.set(id, result);
      else this.stats.orphanResults++;
      return;
    }
    this.open.delete(id);
    call.result = result;
    this.drain();
  }

  /** The call waiting for its result under `id`, if any (Codex MCP events name it again). */
  waiting(id: string): AgentCall | undefined {
    return this.open.get(id);
  }

  /** The end of the log: waiting calls go on without a result; unmatched results are counted. */
  finish(): void {
    for (let k = this.head; k < this.queue.length; k++) this.send(this.queue[k]);
    this.queue.length = 0;
    this.head = 0;
    this.open.clear();
    this.stats.orphanResults += this.early.size;
    this.early.clear();
  }

  private drain(): void {
    const q = this.queue;
    while (this.head < q.length && q[this.head].result !== undefined) this.send(q[this.head++]);
    if (this.head === q.length) {
      q.length = 0;
      this.head = 0;
    } else if (this.head > 4096 && this.head * 2 > q.length) {
      q.splice(0, this.head);
      this.head = 0;
    }
  }

  private send(call: AgentCall): void {
    call.index = this.next++;
    this.stats.calls++;
    if (call.result === undefined) this.stats.missingResults++;
    else if (call.result.isError) this.stats.errorResults++;
    this.emit(call);
  }
}
