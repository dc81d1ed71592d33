import type { Report } from '../../model/index.js';
import { renderHuman, type HumanRenderOptions } from './human.js';
import { renderJson, writeJson } from './json.js';
import { renderSarif, writeSarif, type SarifRenderOptions } from './sarif.js';
import type { TextSink } from './stream.js';
import { renderHtml, type HtmlRenderOptions } from './html.js';
import {
  renderTranscriptHuman,
  TRANSCRIPT_COMMANDS,
  type TranscriptRenderOptions,
} from './transcript.js';

/** Output formats of `--format`. */
export type Format = 'human' | 'json' | 'sarif' | 'html';

/** Every renderer's options; each renderer reads only its own. */
export type RenderOptions = HumanRenderOptions &
  SarifRenderOptions &
  TranscriptRenderOptions &
  HtmlRenderOptions;

/** Renders a report in one format. Pure: the same report and options give the same bytes. */
export function render(report: Report, format: Format, options: RenderOptions = {}): string {
  switch (format) {
    case 'human':
      // replay, scope and verify keep ToolReplay's line format (compatibility contract),
      // whatever mix of transcripts and provider traces a replay read
      if (TRANSCRIPT_COMMANDS.includes(report.command)) {
        return renderTranscriptHuman(report, options);
      }
      return renderHuman(report, options);
    case 'html':
      return renderHtml(report, options);
    case 'json':
      return renderJson(report);
    case 'sarif':
      return renderSarif(report, options);
    default: {
      const never: never = format;
      throw new Error(`bug: unknown format ${String(never)}`);
    }
  }
}

/**
 * `render`'s bytes written to `sink` in chunks of about `chunkSize` UTF-16 code units (64 KiB
 * by default). JSON and SARIF are serialized a batch of findings at a time, so a large report is
 * never held as one string (nor a reordered or SARIF-shaped copy of every finding); human text,
 * a few bytes per finding, is rendered as before and goes in one chunk.
 */
export function renderTo(
  report: Report,
  format: Format,
  sink: TextSink,
  options: RenderOptions = {},
  chunkSize?: number,
): void {
  switch (format) {
    case 'json':
      writeJson(report, sink, {}, chunkSize);
      return;
    case 'sarif':
      writeSarif(report, sink, options, chunkSize);
      return;
    default:
      sink(render(report, format, options));
  }
}

export {
  renderHtml,
  renderHuman,
  renderJson,
  renderSarif,
  renderTranscriptHuman,
  writeJson,
  writeSarif,
};
export type {
  HtmlRenderOptions,
  HumanRenderOptions,
  SarifRenderOptions,
  TextSink,
  TranscriptRenderOptions,
};
