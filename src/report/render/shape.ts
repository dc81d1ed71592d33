import type { Finding, FindingLocation, Report } from '../../model/index.js';

/** A location with DESIGN's key order and no undefined members. */
export function orderedLocation(loc: FindingLocation): FindingLocation {
  const out: FindingLocation = {
    uri: loc.uri,
    pointer: loc.pointer,
    line: loc.line,
    column: loc.column,
  };
  if (loc.index !== undefined) out.index = loc.index;
  if (loc.tool !== undefined) out.tool = loc.tool;
  if (loc.server !== undefined) out.server = loc.server;
  return out;
}

/** A finding with DESIGN's key order. */
export function orderedFinding(f: Finding): Finding {
  const out: Finding = {
    ruleId: f.ruleId,
    rule: f.rule,
    severity: f.severity,
    message: f.message,
    fingerprint: f.fingerprint,
    locations: f.locations.map(orderedLocation),
    evidence: f.evidence,
  };
  if (f.baselineState !== undefined) out.baselineState = f.baselineState;
  if (f.suppressed !== undefined) {
    out.suppressed = { rule: f.suppressed.rule, reason: f.suppressed.reason };
  }
  return out;
}

/** A report with DESIGN's key order (schemaVersion, tool, command, summary, findings, stats). */
export function orderedReport(report: Report): Report {
  return {
    schemaVersion: report.schemaVersion,
    tool: { name: report.tool.name, version: report.tool.version },
    command: report.command,
    summary: {
      errors: report.summary.errors,
      warnings: report.summary.warnings,
      notes: report.summary.notes,
    },
    findings: report.findings.map(orderedFinding),
    stats: report.stats,
  };
}
