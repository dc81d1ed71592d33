import { isAbsolute } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Sarif from 'sarif';
import type { Finding, FindingLocation, Report } from '../../model/index.js';
import { HOMEPAGE, RULES, type RuleMeta } from '../../rules/registry.js';
import { securitySeverityText, taxonomyOf, taxonomyTags } from '../../rules/taxonomy.js';
import { escapeSarifText, stringifyJsonSafe } from '../escape.js';
import { truncateWitness } from '../witness.js';
import { LazyArray, StreamedObject, writeJsonDocument, type TextSink } from './stream.js';

export const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
/** Base id every artifact uri is relative to. */
export const SRCROOT = '%SRCROOT%';
/** Key of the stable fingerprint in `partialFingerprints`. */
export const FINGERPRINT_KEY = 'toolwitness/v1';

export interface SarifRenderOptions {
  /**
   * Path prepended to every report uri (forward slashes), e.g. the working directory relative to
   * `GITHUB_WORKSPACE`, so uris resolve from the repository root.
   */
  uriPrefix?: string;
  /**
   * Absolute directory `%SRCROOT%` stands for. Only when given does the run carry
   * `originalUriBaseIds`; a guessed root would be wrong more often than absent.
   */
  srcRoot?: string;
  /** `run.automationDetails.id` (code scanning's category), e.g. `toolwitness/scan`. */
  category?: string;
}

function joinUri(prefix: string | undefined, uri: string): string {
  const p = (prefix ?? '')
    .replace(/\\/g, '/')
    .replace(/^(?:\.\/)+/, '')
    .replace(/\/+$/, '');
  if (p === '' || p === '.') return uri;
  return `${p}/${uri}`;
}

// A UTF-16 code unit of a surrogate pair without its other half.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A relative URI reference: each path segment percent-encoded (spaces, `#`, `?`, `%`, `:`). A
 * lone surrogate, which has no UTF-8 form (a uri read from a hostile report), becomes U+FFFD.
 */
export function toUriReference(path: string): string {
  return path
    .replace(/\\/g, '/')
    .replace(LONE_SURROGATE, '\uFFFD')
    .split('/')
    .map(encodeURIComponent)
    .join('/');
}

function rootUri(srcRoot: string): string {
  if (!isAbsolute(srcRoot)) throw new Error(`bug: srcRoot must be absolute, got ${srcRoot}`);
  const href = pathToFileURL(srcRoot).href;
  return href.endsWith('/') ? href : `${href}/`;
}

/** A report uri as a SARIF artifact uri; one per render, remembering the uris it has made. */
type ArtifactUri = (uri: string) => string;

function artifactUris(options: SarifRenderOptions): ArtifactUri {
  const made = new Map<string, string>();
  return (uri) => {
    let out = made.get(uri);
    if (out === undefined) {
      out = toUriReference(joinUri(options.uriPrefix, uri));
      if (made.size < 65536) made.set(uri, out);
    }
    return out;
  };
}

function physicalLocation(loc: FindingLocation, artifactUri: ArtifactUri): Sarif.PhysicalLocation {
  const physical: Sarif.PhysicalLocation = {
    artifactLocation: { uri: artifactUri(loc.uri), uriBaseId: SRCROOT },
  };
  if (Number.isInteger(loc.line) && loc.line >= 1) {
    const region: Sarif.Region = { startLine: loc.line };
    if (Number.isInteger(loc.column) && loc.column >= 1) region.startColumn = loc.column;
    physical.region = region;
  }
  return physical;
}

function logicalLocations(loc: FindingLocation): Sarif.LogicalLocation[] | undefined {
  if (loc.tool !== undefined) {
    const fullyQualifiedName = loc.server !== undefined ? `${loc.server}/${loc.tool}` : loc.tool;
    return [{ name: loc.tool, fullyQualifiedName, kind: 'function' }];
  }
  if (loc.server !== undefined) return [{ name: loc.server, kind: 'module' }];
  return undefined;
}

function locationLabel(loc: FindingLocation): string {
  if (loc.tool !== undefined) {
    return loc.server !== undefined ? `${loc.tool} (${loc.server})` : loc.tool;
  }
  if (loc.server !== undefined) return loc.server;
  return `${loc.uri}:${loc.line}`;
}

function location(loc: FindingLocation, artifactUri: ArtifactUri, id?: number): Sarif.Location {
  const out: Sarif.Location = {};
  if (id !== undefined) out.id = id;
  out.physicalLocation = physicalLocation(loc, artifactUri);
  const logical = logicalLocations(loc);
  if (logical !== undefined) out.logicalLocations = logical;
  if (id !== undefined) out.message = { text: escapeSarifText(locationLabel(loc)) };
  return out;
}

const WITNESS_BYTES = 400;

/** Ends a message with a full stop so appended sentences read as sentences. */
function sentence(text: string): string {
  return /[.!?)]$/.test(text) ? text : `${text}.`;
}

function result(
  f: Finding,
  ruleIndex: Map<string, number>,
  artifactUri: ArtifactUri,
): Sarif.Result {
  const [primary, ...related] = f.locations;
  // Code scanning shows related locations only where the message links to them.
  const links = related.map((loc, i) => `[${escapeSarifText(locationLabel(loc))}](${i + 1})`);
  // The witness is the proof; code scanning shows only the message, so it goes there too.
  const witness =
    f.evidence.witness !== undefined
      ? ` Witness: ${escapeSarifText(truncateWitness(f.evidence.witness, WITNESS_BYTES))}.`
      : '';
  const relatedText = links.length > 0 ? ` Related: ${links.join(', ')}.` : '';
  const message = escapeSarifText(f.message);
  const text = witness + relatedText === '' ? message : sentence(message) + witness + relatedText;
  // members in the order the log has always had: ruleId, ruleIndex, level, message, …
  const index = ruleIndex.get(f.ruleId);
  const out: Sarif.Result =
    index !== undefined
      ? { ruleId: f.ruleId, ruleIndex: index, level: f.severity, message: { text } }
      : { ruleId: f.ruleId, level: f.severity, message: { text } };
  out.locations = primary !== undefined ? [location(primary, artifactUri)] : [];
  if (related.length > 0)
    out.relatedLocations = related.map((loc, i) => location(loc, artifactUri, i + 1));
  out.partialFingerprints = { [FINGERPRINT_KEY]: f.fingerprint };
  if (f.baselineState !== undefined) out.baselineState = f.baselineState;
  if (f.suppressed !== undefined) {
    // `external`: the suppression lives in toolwitness.config.json, not in the analysed file.
    out.suppressions = [{ kind: 'external', justification: escapeSarifText(f.suppressed.reason) }];
  }
  out.properties = { evidence: f.evidence };
  return out;
}

function plainText(markdown: string): string {
  return markdown.replace(/`/g, '');
}

/**
 * The run's members before `results` (tool, then automationDetails and originalUriBaseIds when
 * the options ask for them) and the function that makes one result.
 */
function runParts(
  report: Report,
  options: SarifRenderOptions,
): { head: [string, unknown][]; result: (f: Finding) => Sarif.Result } {
  const ruleIndex = new Map(RULES.map((rule, i) => [rule.id, i]));
  const rules = RULES.map(reportingDescriptor);
  const driver: Sarif.ToolComponent = {
    name: 'ToolWitness',
    informationUri: HOMEPAGE,
    version: report.tool.version,
    semanticVersion: report.tool.version,
    rules,
  };
  const head: [string, unknown][] = [['tool', { driver } satisfies Sarif.Tool]];
  if (options.category !== undefined) {
    head.push(['automationDetails', { id: options.category } satisfies Sarif.RunAutomationDetails]);
  }
  if (options.srcRoot !== undefined) {
    const bases: Record<string, Sarif.ArtifactLocation> = {
      [SRCROOT]: { uri: rootUri(options.srcRoot) },
    };
    head.push(['originalUriBaseIds', bases]);
  }
  const artifactUri = artifactUris(options);
  return { head, result: (f) => result(f, ruleIndex, artifactUri) };
}

/**
 * A rule as SARIF describes it. `properties` follows code scanning's conventions: `tags` (the
 * rule's area, then `security` or its quality kind, CWE and OWASP tags), `precision`, and for
 * security rules `security-severity`, from the taxonomy table (src/rules/taxonomy.ts).
 */
function reportingDescriptor(rule: RuleMeta): Sarif.ReportingDescriptor {
  const taxonomy = taxonomyOf(rule.id);
  const properties: Sarif.PropertyBag = { tags: [rule.category] };
  if (taxonomy !== undefined) {
    properties.tags = [rule.category, ...taxonomyTags(taxonomy)];
    properties.precision = taxonomy.precision;
    if (taxonomy.securitySeverity !== undefined) {
      properties['security-severity'] = securitySeverityText(taxonomy.securitySeverity);
    }
  }
  return {
    id: rule.id,
    name: rule.name,
    shortDescription: { text: rule.shortDescription },
    fullDescription: { text: plainText(rule.fullDescription) },
    help: { text: plainText(rule.help), markdown: rule.help },
    helpUri: rule.helpUri,
    defaultConfiguration: { level: rule.severity },
    properties,
  };
}

// Importers count columns in UTF-16 code units (the SARIF default, stated for clarity).
const COLUMN_KIND = 'utf16CodeUnits';

/** The SARIF 2.1.0 log object of a report: one run, every registry rule, one result per finding. */
export function toSarif(report: Report, options: SarifRenderOptions = {}): Sarif.Log {
  const { head, result } = runParts(report, options);
  const members: Record<string, unknown> = {};
  for (const [key, value] of head) members[key] = value;
  const run = members as unknown as Sarif.Run;
  run.results = report.findings.map((f) => result(f));
  run.columnKind = COLUMN_KIND;
  return { $schema: SARIF_SCHEMA, version: '2.1.0', runs: [run] };
}

/** `--format sarif`: SARIF 2.1.0 text, two-space indented, newline-terminated. */
export function renderSarif(report: Report, options: SarifRenderOptions = {}): string {
  return stringifyJsonSafe(toSarif(report, options), 2) + '\n';
}

/**
 * `renderSarif`'s bytes written to `sink` in chunks of about `chunkSize` code units: each result
 * is made and serialized only when its batch is written, so the log is never held whole.
 */
export function writeSarif(
  report: Report,
  sink: TextSink,
  options: SarifRenderOptions = {},
  chunkSize?: number,
): void {
  const { head, result } = runParts(report, options);
  const run = new StreamedObject([
    ...head,
    ['results', new LazyArray(report.findings, result)],
    ['columnKind', COLUMN_KIND],
  ]);
  const log = new StreamedObject([
    ['$schema', SARIF_SCHEMA],
    ['version', '2.1.0'],
    ['runs', new LazyArray([run], (r) => r)],
  ]);
  writeJsonDocument(log, sink, chunkSize);
}
