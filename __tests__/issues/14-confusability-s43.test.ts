// Issue 14, session 43: misses pinned on the real pairs that showed them (the earlier sets' and
// the first readings of the 92nd to 95th held-out sets).
import { confusableEntries } from '../../src/analyze/scan.js';
import { expectApart, expectConfusable, load } from './confusable-pairs.js';

/** The object one tool of a real server is read as acting on (its server's whole catalog read). */
function objectOf(server: string, name: string): string[] | undefined {
  const tools = load([server]);
  return confusableEntries(tools)[tools.findIndex((t) => t.name === name)]?.model.object;
}

describe('a batch of requests to any path of an API reaches everything that API holds', () => {
  it('zoho_composite_request ~ zoho_get_record, onedrive batch_operations ~ list_files', () => {
    expectConfusable(
      ['zoho-crm-hemichaeli', 'zoho_composite_request'],
      ['zoho-crm-hemichaeli', 'zoho_get_record'],
    );
    expectConfusable(
      ['zoho-crm-hemichaeli', 'zoho_composite_request'],
      ['zoho-crm-hemichaeli', 'zoho_update_records'],
    );
    expectConfusable(
      ['onedrive-sharepoint', 'batch_operations'],
      ['onedrive-sharepoint', 'list_files'],
    );
  });

  it('a batch of requests that names no API sends traffic: apisix/send_request_to_gateway', () => {
    expect(objectOf('zoho-crm-hemichaeli', 'zoho_composite_request')).toEqual(['api']);
    expect(objectOf('apisix', 'send_request_to_gateway')).not.toEqual(['api']);
  });

  it("another server's SQL write is no Graph request: onedrive batch_operations vs relatasql/execute_approved_operation", () => {
    expectApart(
      ['onedrive-sharepoint', 'batch_operations'],
      ['relatasql', 'execute_approved_operation'],
    );
  });
});
