// Issue 14, session 38: misses and wrong reports found on the 68th held-out set (survey and form
// builders) and the 69th (e-signature services), and in the pooled misses of all label files,
// each pinned on the real pair that showed it.
import { describeTool } from '../../src/lexical/tool-model.js';
import { expectApart, expectConfusable, kindOfServer } from './confusable-pairs.js';

const job = (name: string, description = ''): string => {
  const m = describeTool({ name, description });
  return `${m.action} ${m.object.join(' ')}`;
};

describe('a state word of a listing picks some of the things listed', () => {
  it('waiting, active and unread are states; completed is not (open tasks and completed ones are two stores)', () => {
    expect(describeTool({ name: 'get_waiting_tasks', description: '' }).states).toEqual([
      'waiting',
    ]);
    expect(describeTool({ name: 'list_active_tasks', description: '' }).states).toEqual(['active']);
    expect(describeTool({ name: 'get_unread_emails', description: '' }).states).toEqual(['unread']);
    expect(describeTool({ name: 'get_completed_tasks', description: '' }).states).toBeUndefined();
  });

  it('kanboard/list_tasks ~ todoist-gtd/get_waiting_tasks; todoist/get_completed_tasks stays apart from get_tasks_list', () => {
    expectConfusable(['kanboard', 'list_tasks'], ['todoist-gtd', 'get_waiting_tasks']);
    expectApart(['todoist', 'get_completed_tasks'], ['todoist', 'get_tasks_list']);
  });
});

describe('verbs read in names and sentences', () => {
  it('to see is to read: szalvay/whos_out ~ twentytwokhz/bamboohr_get_whos_out', () => {
    expect(job('whos_out', 'See which employees are currently out')).toBe('list time off request');
    expectConfusable(
      ['bamboohr-szalvay', 'whos_out'],
      ['bamboohr-twentytwokhz', 'bamboohr_get_whos_out'],
    );
  });

  it('a word after an article is no verb, and logging time adds a time entry: redmine/log_time ~ harvest/create_time_entry', () => {
    expect(job('log_time', 'Log time spent on an issue or project.')).toBe('create time entry');
    expect(
      job('pubmed_spell_check', 'Spell-check a query and get the suggested correction.'),
    ).not.toMatch(/^search/);
    expectConfusable(['redmine', 'log_time'], ['harvest', 'create_time_entry']);
  });

  it('a leading file is a thing unless a work item or a report follows', () => {
    expect(job('file_hash', 'Calculate cryptographic hash of a file')).toBe('calculate file hash');
    expect(job('file_compare', 'Compare two text files')).toBe('compare file');
    expect(job('file_issue', 'File a new issue')).toBe('file issue');
    expect(job('file_bug')).toBe('file bug');
  });
});

describe('an owner the other server leaves out of a phrase it names alike', () => {
  it("an employee's table row is a table row: busybee/add_table_row ~ twentytwokhz/bamboohr_add_employee_table_row", () => {
    expectConfusable(
      ['bamboohr-busybee', 'add_table_row'],
      ['bamboohr-twentytwokhz', 'bamboohr_add_employee_table_row'],
    );
  });
});

describe('two servers of one product name one aspect alike', () => {
  it("LimeSurvey's statistics exported through two servers: exportStatistics ~ limesurvey_export_statistics", () => {
    expectConfusable(
      ['limesurvey-ormisson', 'exportStatistics'],
      ['limesurvey-wagner', 'limesurvey_export_statistics'],
    );
  });
});

describe('a survey builder is a kind of its own: its forms are surveys, its submissions responses', () => {
  it('the four survey servers and Google Forms are survey builders; a mailing tool stays itself', () => {
    for (const server of [
      'limesurvey-ormisson',
      'qualtrics-crossover',
      'tally-lavery',
      'gforms-raghav',
    ])
      expect(kindOfServer(server)).toBe('survey');
    expect(kindOfServer('kit')).not.toBe('survey');
  });

  it('forms_create_form ~ addSurvey, forms_get_response ~ get_form_submission, create_watch ~ create_tally_webhook', () => {
    expectConfusable(['gforms-raghav', 'forms_create_form'], ['limesurvey-ormisson', 'addSurvey']);
    expectConfusable(
      ['gforms-raghav', 'forms_get_response'],
      ['tally-lavery', 'get_form_submission'],
    );
    expectConfusable(
      ['gforms-raghav', 'forms_create_watch'],
      ['tally-lavery', 'create_tally_webhook'],
    );
  });

  it("a mailing tool's sign-up form is no survey: kit/kit_get_form stays apart from tally/get_tally_form", () => {
    expectApart(['kit', 'kit_get_form'], ['tally-lavery', 'get_tally_form']);
  });

  it("reading all of a thing's properties reads it: getSurveyProperties ~ get_survey; one property, or setting them, stays apart", () => {
    expect(job('getSurveyProperties')).toBe('read survey');
    expect(job('setQuestionProperties')).toBe('update question property');
    expect(job('sheets_update_sheet_properties')).toBe('update sheet property');
    expect(job('API-retrieve-a-page-property')).toBe('read page property');
    expectConfusable(
      ['limesurvey-ormisson', 'getSurveyProperties'],
      ['qualtrics-crossover', 'get_survey'],
    );
    expectApart(['gsheets', 'sheets_update_sheet_properties'], ['gsheets', 'sheets_update_values']);
    expectApart(['figma-bridge', 'set_text_properties'], ['figma-bridge', 'set_text_content']);
  });
});

describe('an e-signature service is a kind of its own: its documents are signing requests', () => {
  it('named for signing or speaking of signers, not a document database', () => {
    for (const server of [
      'boldsign',
      'digisign',
      'wesign',
      'zyta-sign',
      'synexis-sign',
      'modusign',
    ])
      expect(kindOfServer(server)).toBe('esign');
  });

  it('revoking or voiding cancels: boldsign/revoke_document ~ digisign/cancel_envelope', () => {
    expect(job('void_envelope', 'Void an envelope')).toBe('cancel envelope');
    expectConfusable(['boldsign', 'revoke_document'], ['digisign', 'cancel_envelope']);
  });

  it('creating a submission sends a document to be signed: synexis-sign/create_submission ~ digisign/send_envelope', () => {
    expectConfusable(['synexis-sign', 'create_submission'], ['digisign', 'send_envelope']);
    expectConfusable(['modusign', 'document_create'], ['wesign', 'wesign_send_for_signature']);
  });

  it("an e-signature service's documents are no document database's nor a drive's", () => {
    expectApart(['boldsign', 'list_documents'], ['mongodb', 'find']);
    expectApart(['wesign', 'wesign_list_documents'], ['google-drive', 'search']);
  });
});
