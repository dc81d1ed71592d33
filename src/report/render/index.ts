import type { Report } from '../../model/index.js';
import { renderHuman, type HumanRenderOptions } from './human.js';
import { renderJson } from './json.js';
import { renderSarif, type SarifRenderOptions } from './sarif.js';
import { renderTranscriptHuman, TRANSCRIPT_COMMANDS } from './transcript.js';

/** Output formats of `--format`. */
export type Format = 'human' | 'json' | 'sarif';

/** Every renderer's options; each renderer reads only its own. */
export type RenderOptions = HumanRenderOptions & SarifRenderOptions;

/** Renders a report in one format. Pure: the same report and options give the same bytes. */
export function render(report: Report, format: Format, options: RenderOptions = {}): string {
  switch (format) {
    case 'human':
      // replay, scope and verify keep ToolReplay's line format (compatibility contract);
      // a replay of provider traces has file-and-line locations and uses the usual format
      if (TRANSCRIPT_COMMANDS.includes(report.command) && report.stats.traces === undefined) {
        return renderTranscriptHuman(report);
      }
      return renderHuman(report, options);
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

export { renderHuman, renderJson, renderSarif, renderTranscriptHuman };
export type { HumanRenderOptions, SarifRenderOptions };
