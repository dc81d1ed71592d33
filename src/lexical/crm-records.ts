/**
 * A CRM's generic record tools (Salesforce's `salesforce_query_records`: SOQL over any object,
 * `salesforce_search_all`: SOSL across objects) find the records another CRM offers a tool per
 * type for (Pipedrive's deals, persons, organizations, leads, products; Attio's companies): an
 * agent asked to find a deal may pick either, whichever CRM holds it. A read of one record by id
 * and a lookup of the object types themselves are other jobs.
 */
import type { ToolModel } from './tool-model.js';
import { serverProductWords } from './library-docs.js';
import { stem } from './words.js';

const CRM_KIND = 'crm';

/** What a CRM calls any of its records. */
const RECORD = stem('record');
const OBJECT = stem('object');

/** The record types every CRM holds. */
const RECORD_TYPES: ReadonlySet<string> = new Set(
  [
    'deal',
    'person',
    'contact',
    'organization',
    'company',
    'lead',
    'product',
    'opportunity',
    'account',
    // Tasks, calls and activities are records of a CRM too, and Capsule's party is its contact or
    // organization (session 41).
    'task',
    'call',
    'activity',
    'party',
  ].map(stem),
);

/** Qualifiers that still leave records of any type: a CRM's, all of them, a query's (SOQL's). */
const ANY_RECORD: ReadonlySet<string> = new Set(
  ['crm', 'all', 'any', 'soql', 'sosl', 'coql'].map(stem),
);

/** What a CRM's records are called across their types ("items", "records"). */
const ANY_TYPE_RECORD: ReadonlySet<string> = new Set(['item', 'record'].map(stem));
const TYPE = stem('type');

/** Query languages over any CRM object (Salesforce's SOQL, SOSL, Zoho's COQL): their runs find any record. */
const RECORD_QUERY: ReadonlySet<string> = new Set(['soql', 'sosl', 'coql'].map(stem));

/** Whether a job finds many things (a search or a listing), not one by id. */
function finds(model: ToolModel): boolean {
  return model.action === 'search' || model.action === 'list';
}

/**
 * Whether a job of a server of `kind` finds a CRM's records of any type: records by name, or
 * objects its first sentence says it searches across ("Search across multiple Salesforce objects"),
 * not object types a name lists (`salesforce_search_objects` finds the types), nor records a
 * qualifier narrows to one type (Monica's financial records: gifts and debts).
 */
export function findsAnyCrmRecord(
  kind: string | undefined,
  model: ToolModel,
  server = '',
): boolean {
  const head = model.object.at(-1);
  if (kind !== CRM_KIND || !finds(model) || head === undefined) return false;
  const qualifiers = model.object.slice(0, -1);
  return (
    ((head === RECORD || (ANY_TYPE_RECORD.has(head) && model.objectSource === 'description')) &&
      namesAnyRecord(qualifiers, server)) ||
    (head === OBJECT && model.objectSource === 'description') ||
    // "Search across multiple item types"; a SOQL query.
    (head === TYPE &&
      model.objectSource === 'description' &&
      qualifiers.some((w) => ANY_TYPE_RECORD.has(w))) ||
    (model.object.length === 1 && RECORD_QUERY.has(head))
  );
}

/** Whether qualifiers leave records of any type: a CRM's own name qualifies nothing ("Pipedrive items"). */
function namesAnyRecord(qualifiers: readonly string[], server: string): boolean {
  const own = new Set(serverProductWords(server).map(stem));
  return qualifiers.every((w) => ANY_RECORD.has(w) || own.has(w));
}

/**
 * Whether a job of a server of `kind` is on a CRM's records of one type (deals, persons), not
 * another record's (`get-deal-products`: one deal's line items).
 */
function onTypedRecord(kind: string | undefined, model: ToolModel): boolean {
  return kind === CRM_KIND && model.object.length === 1 && RECORD_TYPES.has(model.object[0]);
}

/** Whether a job of a server of `kind` finds a CRM's records of one type. */
function findsCrmRecords(kind: string | undefined, model: ToolModel): boolean {
  return finds(model) && onTypedRecord(kind, model);
}

/** The jobs a CRM's generic record tool does on a record of any type, by id or with its data. */
const RECORD_JOBS: ReadonlySet<string> = new Set(['create', 'read', 'update', 'delete']);

/**
 * Whether a job of a server of `kind` does a record job (create, read, update, delete) on a CRM's
 * record of any type: `zoho_create_records` (any module), `salesforce_read` (any object).
 */
function doesAnyRecordJob(kind: string | undefined, model: ToolModel, server: string): boolean {
  const head = model.object.at(-1);
  if (kind !== CRM_KIND || !RECORD_JOBS.has(model.action ?? '') || head === undefined) return false;
  return (head === RECORD || head === OBJECT) && namesAnyRecord(model.object.slice(0, -1), server);
}

/**
 * Whether a job of a server of `kind` is a CRM's generic record job: a finder of records of any
 * type, or a create, read, update or delete of one (candidates meet every tool of its kind).
 */
export function isGenericCrmRecordJob(
  kind: string | undefined,
  model: ToolModel,
  server: string,
): boolean {
  return findsAnyCrmRecord(kind, model, server) || doesAnyRecordJob(kind, model, server);
}

/** Whether a job of a server of `kind` does a record job on a CRM's records of one type. */
function doesTypedRecordJob(kind: string | undefined, model: ToolModel): boolean {
  return RECORD_JOBS.has(model.action ?? '') && onTypedRecord(kind, model);
}

/**
 * Whether `g` finds any CRM record and `o`, on another CRM, finds records of one type or any; or
 * `g` creates, reads, updates or deletes a record of any type and `o`, on another CRM, does the
 * same to a record of one type (Zoho's `zoho_create_records` ~ Close's `create_opportunity`; the
 * label files hold 161 such pairs confusable, 17 not, none of them on a typed record).
 */
export function crmRecordsCover(
  g: { kind?: string; server: string; model: ToolModel },
  o: { kind?: string; server: string; model: ToolModel },
): boolean {
  if (g.server === o.server) return false;
  if (
    findsAnyCrmRecord(g.kind, g.model, g.server) &&
    (findsCrmRecords(o.kind, o.model) || findsAnyCrmRecord(o.kind, o.model, o.server))
  ) {
    return true;
  }
  return (
    g.model.action === o.model.action &&
    doesAnyRecordJob(g.kind, g.model, g.server) &&
    doesTypedRecordJob(o.kind, o.model)
  );
}
