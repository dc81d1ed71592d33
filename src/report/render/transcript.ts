import type { Finding, Report } from '../../model/index.js';
import { isActive } from '../build.js';
import { escapeTerminal } from '../escape.js';
import { adoptionLine } from './human.js';

/** Commands whose human output is ToolReplay's line format. */
export const TRANSCRIPT_COMMANDS: readonly string[] = ['replay', 'scope', 'verify'];

interface TranscriptStat {
  uri: string;
  divergence: number | null;
}

function findingLine(f: Finding, prefixUri: boolean): string {
  const loc = f.locations[0];
  const where = loc?.index !== undefined ? `index ${loc.index}` : (loc?.uri ?? '-');
  const uri = prefixUri && loc !== undefined ? `${loc.uri}: ` : '';
  return escapeTerminal(`${uri}${where}: ${f.rule}: ${f.message}`);
}

function verifyLines(report: Report): string[] {
  const lines: string[] = [];
  const broken = report.findings.find((f) => f.ruleId === 'TW401');
  if (broken === undefined) {
    lines.push('chain: intact');
    // what `verify --head` and a nightly gate need: how long the chain is and where it ends
    if (typeof report.stats.links === 'number') lines.push(`links: ${report.stats.links}`);
    if (typeof report.stats.head === 'string') lines.push(`head: ${report.stats.head}`);
  } else {
    const ev = broken.evidence as {
      index?: number;
      expected?: string;
      found?: string;
      reason?: string;
      detail?: string;
    };
    lines.push('chain: broken');
    lines.push(
      ev.reason === 'head'
        ? `head mismatch after ${String(ev.index)} links`
        : `first broken link: index ${String(ev.index)}`,
    );
    if (ev.expected !== undefined) lines.push(`expected: ${ev.expected}`);
    if (ev.found !== undefined) lines.push(`found: ${escapeTerminal(ev.found)}`);
    if (ev.reason !== 'digest' && typeof ev.detail === 'string')
      lines.push(`reason: ${escapeTerminal(ev.detail)}`);
  }
  const signature = report.stats.signature;
  if (signature === 'valid' || signature === 'invalid') lines.push(`signature: ${signature}`);
  return lines;
}

/**
 * ToolReplay-compatible human output: `calls: N`, `divergence: index I|none` (replay only),
 * `findings: N`, then `index I: rule-name: message` per finding; verify prints `chain: intact` or
 * the first broken link with expected and found digests. Several files prefix lines with the uri.
 */
export function renderTranscriptHuman(report: Report): string {
  if (report.command === 'verify') return verifyLines(report).join('\n') + '\n';
  const files = (report.stats.transcripts as TranscriptStat[] | undefined) ?? [];
  const multi = files.length > 1;
  const lines = [`calls: ${String(report.stats.calls ?? 0)}`];
  if (report.command === 'replay') {
    if (!multi) {
      const d = files[0]?.divergence ?? null;
      lines.push(`divergence: ${d === null ? 'none' : `index ${d}`}`);
    } else {
      const diverged = files.filter((f) => f.divergence !== null);
      if (diverged.length === 0) lines.push('divergence: none');
      for (const f of diverged)
        lines.push(escapeTerminal(`divergence: ${f.uri}: index ${String(f.divergence)}`));
    }
  }
  const active = report.findings.filter(isActive);
  lines.push(`findings: ${active.length}`);
  for (const f of active) lines.push(findingLine(f, multi));
  const skipped = adoptionLine(report);
  if (skipped !== undefined) lines.push(skipped);
  return lines.join('\n') + '\n';
}
