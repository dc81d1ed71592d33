// Issue 14, session 25: misses found on the labelled sets, each pinned on the real pair that
// showed it.
import { describeTool } from '../../src/lexical/tool-model.js';
import { expectApart, expectConfusable } from './confusable-pairs.js';

describe('a tool that must be given SQL text runs SQL', () => {
  it('an approval request for a write is a write runner: relatasql/request_write_operation ~ postgres-server/execute', () => {
    expectConfusable(['relatasql', 'request_write_operation'], ['postgres-server', 'execute']);
    expectConfusable(['relatasql', 'request_write_operation'], ['dbeaver', 'write_query']);
  });

  it('a rolled-back transaction runs SQL too: relatasql/run_transaction_sandbox ~ neon/run_sql_transaction', () => {
    expectConfusable(['relatasql', 'run_transaction_sandbox'], ['neon', 'run_sql_transaction']);
    expectConfusable(['relatasql', 'run_transaction_sandbox'], ['relatasql', 'execute_query']);
  });

  it('running an approved request by its id is no SQL runner: relatasql/execute_approved_operation ~ mysql-f4ww4z/execute stay apart', () => {
    expectApart(['relatasql', 'execute_approved_operation'], ['mysql-f4ww4z', 'execute']);
  });

  it('only a required parameter named sql counts, and only for a verb that runs or asks to run', () => {
    const model = (name: string, required: string[]) =>
      describeTool({
        name,
        description: 'Explain the plan of a SQL statement.',
        parameters: ['sql'],
        required,
      });
    expect(model('explain_plan', ['sql']).action).toBe('explain');
    const optional = describeTool({
      name: 'request_write_operation',
      description: 'Creates a human approval request for a write or destructive SQL operation.',
      parameters: ['sql'],
    });
    expect(optional.action).toBe('request');
    const required = describeTool({
      name: 'request_write_operation',
      description: 'Creates a human approval request for a write or destructive SQL operation.',
      parameters: ['sql'],
      required: ['sql'],
    });
    expect([required.action, required.object]).toEqual(['run', ['mutation', 'sql']]);
  });
});

describe('a database relation is a foreign key', () => {
  it('relatasql/get_relations ~ mysql-toolkit/list_foreign_keys and ~ sqlserver/get_foreign_keys', () => {
    expectConfusable(['relatasql', 'get_relations'], ['mysql-toolkit', 'list_foreign_keys']);
    expectConfusable(['relatasql', 'get_relations'], ['sqlserver', 'get_foreign_keys']);
  });

  it('a knowledge graph relation is no foreign key: memdata/memdata_relationships ~ relatasql/get_relations stay apart', () => {
    expectApart(['memdata', 'memdata_relationships'], ['relatasql', 'get_relations']);
    expectApart(['memdata', 'memdata_relationships'], ['mysql-toolkit', 'list_foreign_keys']);
  });
});
