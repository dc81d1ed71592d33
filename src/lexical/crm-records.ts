/**
 * A CRM's generic record tools (Salesforce's `salesforce_query_records`: SOQL over any object,
 * `salesforce_search_all`: SOSL across objects) find the records another CRM offers a tool per
 * type for (Pipedrive's deals, persons, organizations, leads, products; Attio's companies): an
 * agent asked to find a deal may pick either, whichever CRM holds it. A read of one record by id
 * and a lookup of the object types themselves are other jobs.
 */
import type { ToolModel } from './tool-model.js';
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
  ].map(stem),
);

/** Qualifiers that still leave records of any type: a CRM's, all of them, a query's (SOQL's). */
const ANY_RECORD: ReadonlySet<string> = new Set(['crm', 'all', 'any', 'soql', 'sosl'].map(stem));

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
export function findsAnyCrmRecord(kind: string | undefined, model: ToolModel): boolean {
  const head = model.object.at(-1);
  return (
    kind === CRM_KIND &&
    finds(model) &&
    ((head === RECORD && !model.object.slice(0, -1).some((w) => !ANY_RECORD.has(w))) ||
      (head === OBJECT && model.objectSource === 'description'))
  );
}

/**
 * Whether a job of a server of `kind` finds a CRM's records of one type (deals, persons), not
 * another record's (`get-deal-products`: one deal's line items).
 */
function findsCrmRecords(kind: string | undefined, model: ToolModel): boolean {
  return (
    kind === CRM_KIND &&
    finds(model) &&
    model.object.length === 1 &&
    RECORD_TYPES.has(model.object[0])
  );
}

/** Whether `g` finds any CRM record and `o`, on another CRM, finds records of one type. */
export function crmRecordsCover(
  g: { kind?: string; server: string; model: ToolModel },
  o: { kind?: string; server: string; model: ToolModel },
): boolean {
  return (
    g.server !== o.server && findsAnyCrmRecord(g.kind, g.model) && findsCrmRecords(o.kind, o.model)
  );
}
