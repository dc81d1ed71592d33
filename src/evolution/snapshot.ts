/** Snapshot tools (`collect --output`) as the evolution comparison reads them. */
import type { LoadedSnapshot } from '../collect/snapshot.js';
import type { ToolAnnotations } from '../model/tool.js';
import type { EvolutionTool } from './compare.js';

const HINTS = ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'] as const;

/** The tools a snapshot recorded, with only the explicit boolean hints of their annotations. */
export function snapshotTools(loaded: LoadedSnapshot): EvolutionTool[] {
  return loaded.tools.map((t) => {
    const d = t.definition;
    const raw = d.annotations;
    const annotations: ToolAnnotations = {};
    if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) {
      for (const h of HINTS) {
        const v = (raw as Record<string, unknown>)[h];
        if (typeof v === 'boolean') annotations[h] = v;
      }
    }
    return {
      server: t.server,
      name: t.name,
      description: typeof d.description === 'string' ? d.description : '',
      inputSchema: d.inputSchema,
      annotations,
      location: t.location,
    };
  });
}
