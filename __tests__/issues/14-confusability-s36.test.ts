// Issue 14, session 36: misses and wrong reports found on the dev half of the 65th held-out set
// (accounting, invoicing and e-signature servers), each pinned on the real pair that showed it.
import { describeTool } from '../../src/lexical/tool-model.js';
import { expectApart, expectConfusable } from './confusable-pairs.js';

const jobsOf = (m: ReturnType<typeof describeTool>): string[] =>
  (m.alternatives ?? []).map((a) => `${a.action} ${a.object.join(' ')}`);

describe("a multi-action tool's jobs name its things as its kind does", () => {
  it("Green Invoice's client tool reads a billed customer: greeninvoice/client ~ harvest/get_client", () => {
    expectConfusable(['greeninvoice', 'client'], ['harvest', 'get_client']);
    expectConfusable(['greeninvoice', 'client'], ['lexoffice', 'create_contact']);
  });
});

describe("a billing system's items and articles are the products it invoices", () => {
  it('greeninvoice/item ~ fakestore/fakestore_get_product, lexoffice/update_article ~ fakestore_update_product', () => {
    expectConfusable(['greeninvoice', 'item'], ['fakestore', 'fakestore_get_product']);
    expectConfusable(['lexoffice', 'update_article'], ['fakestore', 'fakestore_update_product']);
  });

  it("a billing system's product is no knowledge-base article: lexoffice/get_article stays apart from freshdesk_get_solution_article", () => {
    expectApart(['lexoffice', 'get_article'], ['freshdesk', 'freshdesk_get_solution_article']);
  });
});

describe('a timeslip is a time entry', () => {
  it('freeagent/list_timeslips ~ harvest/list_time_entries, create_timeslip ~ plane/create_worklog', () => {
    expectConfusable(['freeagent', 'list_timeslips'], ['harvest', 'list_time_entries']);
    expectConfusable(['freeagent', 'create_timeslip'], ['plane', 'create_worklog']);
  });
});

describe('a tool managing a thing does its jobs on each kind its first sentence lists', () => {
  const document = describeTool({
    name: 'document',
    server: 'greeninvoice',
    description:
      'Manage documents (invoices, receipts, quotes, etc.). Actions: "search", "get", "create".',
    parameters: ['action', 'data'],
    choices: { action: ['search', 'get', 'create'] },
  });

  it('reads "Manage documents (invoices, receipts, quotes, etc.)" as jobs on invoices, receipts and quotes', () => {
    expect(jobsOf(document)).toEqual(
      expect.arrayContaining(['create invoice', 'read receipt', 'search quote']),
    );
  });

  it('greeninvoice/document ~ freeagent/get_invoice (its get action reads an invoice)', () => {
    expectConfusable(['greeninvoice', 'document'], ['freeagent', 'get_invoice']);
  });

  it('lists of what one thing says are no kinds of it, and a single job lists none', () => {
    const columns = describeTool({
      name: 'columns',
      description: 'Manage columns (name, type, key) of a table.',
      parameters: ['action'],
      choices: { action: ['get', 'update'] },
    });
    expect(jobsOf(columns).some((j) => /name|type|key/.test(j))).toBe(false);
    const notifications = describeTool({
      name: 'get_notifications',
      description: 'Get notifications (likes, reposts, follows, mentions, replies).',
    });
    expect(jobsOf(notifications)).toEqual([]);
  });
});

describe('a draft, pending or overdue thing is some of those things', () => {
  it('lexoffice/create_draft_invoice ~ freeagent/create_invoice, delete_draft_invoice ~ delete_invoice', () => {
    expectConfusable(['lexoffice', 'create_draft_invoice'], ['freeagent', 'create_invoice']);
    expectConfusable(['lexoffice', 'delete_draft_invoice'], ['freeagent', 'delete_invoice']);
  });

  it('reads the adjective as a state of the thing, not a thing of its own', () => {
    expect(
      describeTool({ name: 'list_overdue_tasks', description: 'List overdue tasks' }).states,
    ).toEqual(['overdue']);
  });
});

describe("a help desk's customers and contacts are its own", () => {
  it('gorgias/gorgias_get_customer stays apart from xero-wyre/xero_contacts_get and stripe/retrieve_customer', () => {
    expectApart(['gorgias', 'gorgias_get_customer'], ['xero-wyre', 'xero_contacts_get']);
    expectApart(['gorgias', 'gorgias_get_customer'], ['stripe', 'retrieve_customer']);
  });

  it('freshdesk/freshdesk_get_contact stays apart from lexoffice/get_contact and twenty/get_contact', () => {
    expectApart(['freshdesk', 'freshdesk_get_contact'], ['lexoffice', 'get_contact']);
    expectApart(['freshdesk', 'freshdesk_get_contact'], ['twenty', 'get_contact']);
  });

  it('help desks still share them: freshdesk-bcavas/get_contact ~ gorgias/gorgias_get_customer', () => {
    expectConfusable(['freshdesk-bcavas', 'get_contact'], ['gorgias', 'gorgias_get_customer']);
  });
});

describe('a qualified generic word names a thing, no endpoint of any kind', () => {
  it("Stripe's webhook endpoint create stays apart from the other Stripe server's coupon and customer creates", () => {
    expectApart(['stripe', 'create_webhook_endpoint'], ['stripe-local', 'create_coupon']);
    expectApart(['stripe', 'create_webhook_endpoint'], ['stripe-local', 'create_customer']);
  });

  it("an endpoint of any kind still covers its product's jobs: grafana-tocharian's API tool ~ grafana's reads", () => {
    expectConfusable(
      ['grafana-tocharian', 'execute_grafana_api'],
      ['grafana', 'search_dashboards'],
    );
  });

  it("the system's resources are all of them: coolify/system's resource list ~ coolify-felix/applications", () => {
    expectConfusable(['coolify', 'system'], ['coolify-felix', 'applications']);
  });
});

describe('reading a list of things lists them', () => {
  const read = (name: string, verbLast = false) => {
    const m = describeTool({ name, description: 'Get the list of documents', verbLast });
    return `${m.action} ${m.object.join(' ')}`;
  };

  it('get_document_list and getDocumentList list documents, as list_documents does', () => {
    expect(read('get_document_list')).toBe('list document');
    expect(read('getDocumentList')).toBe('list document');
  });

  it("a verb-last server's get_document_list lists documents: its opening verb is no part of the thing", () => {
    expect(read('get_document_list', true)).toBe('list document');
  });

  it('a read of one thing stays a read: get_document', () => {
    expect(read('get_document')).toBe('read document');
  });
});

describe('a plural every tool of a server opens with is what a bare verb acts on', () => {
  const skills = (name: string) => {
    const m = describeTool({ name, description: '', server: 'oh-my-agents', prefix: 'skills' });
    return `${m.action} ${m.object.join(' ')}`;
  };

  it('skills_search searches skills and skills_list lists them (oh-my-agents)', () => {
    expect(skills('skills_search')).toBe('search skill');
    expect(skills('skills_list')).toBe('list skill');
  });

  it("the server's own name is its product, no thing: jenkins_get_build reads a build", () => {
    const m = describeTool({
      name: 'jenkins_get_build',
      description: 'Get build details',
      server: 'jenkins-bhayanak',
      prefix: 'jenkins',
    });
    expect(m.object).toEqual(['build']);
  });
});

describe('a measure of things is that measure of what its selector names', () => {
  it("datadog-tools/usage's logs are the logs' usage: no log search (~ autotel/search_logs)", () => {
    expectApart(['datadog-tools', 'usage'], ['autotel', 'search_logs']);
  });

  it("reads `usage` with `action: logs|hosts` as the logs' and the hosts' usage", () => {
    const usage = describeTool({
      name: 'usage',
      description: 'Query usage metering data.',
      parameters: ['action'],
      choices: { action: ['summary', 'hosts', 'logs'] },
    });
    expect(jobsOf(usage)).toEqual(
      expect.arrayContaining(['search host usage', 'search log usage']),
    );
  });
});

describe('a name in a Romance language is read through its English first sentence', () => {
  it('crear_seccion (moodle-nahuel) ~ create_section (moodle-sernobre): one tool under Spanish and English names', () => {
    expectConfusable(['moodle-nahuel', 'crear_seccion'], ['moodle-sernobre', 'create_section']);
    expectConfusable(
      ['moodle-nahuel', 'crear_evento_calendario'],
      ['moodle-sernobre', 'create_calendar_event'],
    );
  });

  it('reads "crear_evento_calendario": "Create a calendar event." as the sentence says it', () => {
    const m = describeTool({
      name: 'crear_evento_calendario',
      description: 'Create a calendar event. Default event type is user.',
    });
    expect(`${m.action} ${m.object.join(' ')}`).toBe('create calendar event');
  });

  it("English names ending in -ar, -er or -ir stay as they are, and so does a product's name", () => {
    const filter = describeTool({
      name: 'filter_records',
      description: 'Filter rows by a formula.',
    });
    expect(filter.object).toEqual(['record']);
    const sonar = describeTool({
      name: 'sonar_analysis_status',
      description: 'Get the status of the last analysis.',
      server: 'sonarqube-metalralf',
    });
    expect(sonar.object.join(' ')).not.toBe('');
    expect(sonar.objectSource).toBe('name');
  });
});

describe('a call of any function of an API reaches anything its server holds', () => {
  it("Moodle's ws_raw (function_name, params): 'call any Moodle Web Services function' is a call of its API", () => {
    const m = describeTool({
      name: 'ws_raw',
      description: 'Escape hatch: call any Moodle Web Services function with arbitrary parameters.',
      server: 'moodle-sernobre',
      parameters: ['function_name', 'params'],
      required: ['function_name'],
    });
    expect(m.object).toEqual(['api']);
  });

  it("moodle-sernobre/ws_raw ~ moodle-sernobre/create_section, and ~ the Spanish server's crear_seccion", () => {
    expectConfusable(['moodle-sernobre', 'ws_raw'], ['moodle-sernobre', 'create_section']);
    expectConfusable(['moodle-sernobre', 'ws_raw'], ['moodle-nahuel', 'crear_seccion']);
  });
});

describe("a thing its qualifier names a kind's is that kind's on any server", () => {
  it("Moodle's calendar events are a calendar's events: caldav/list_events ~ moodle-sernobre/list_calendar_events", () => {
    expectConfusable(['caldav', 'list_events'], ['moodle-sernobre', 'list_calendar_events']);
  });

  it("another kind's unqualified event stays its own: caldav/read_event vs stripe/retrieve_event", () => {
    expectApart(['caldav', 'read_event'], ['stripe', 'retrieve_event']);
  });
});
