// Issue 14, session 10 round 2: kinds of system of the seventh held-out set (examples/heldout7,
// labels in examples/labels/heldout7-s10.json). Each rule has a test on its mechanism and a
// regression test on a real pair.
import { canonicalObject, describeTool } from '../../src/lexical/index.js';
import { expectApart, expectConfusable } from './confusable-pairs.js';

describe('a participle leading a name qualifies the object; it is no action', () => {
  it('reads the action of a participle-led name from the description', () => {
    const model = describeTool({
      name: 'archived_widgets',
      description: 'Manage archived widgets: list, get or restore them.',
    });
    expect(model.verb).not.toBe('archive');
  });

  it('still reads a verb leading a name as its action', () => {
    const model = describeTool({ name: 'archive_widgets', description: 'Archive widgets.' });
    expect(model.verb).toBe('archive');
  });

  it('keeps a timer job (Coolify scheduled_tasks) apart from work-item tasks (Asana)', () => {
    expectApart(['coolify', 'scheduled_tasks'], ['asana', 'asana_create_task']);
    expectApart(['coolify', 'scheduled_tasks'], ['asana', 'asana_get_tasks_for_project']);
  });
});

describe('one run of a CI pipeline is one object, whatever the CI server calls it', () => {
  it('reads a pipeline run and a workflow run as a build, and their logs as a build log', () => {
    expect(canonicalObject(['pipeline', 'run'])).toEqual(['build']);
    expect(canonicalObject(['workflow', 'run'])).toEqual(['build']);
    expect(canonicalObject(['pipeline', 'log'])).toEqual(['build log']);
  });

  it('pairs a pipeline run (Azure DevOps) with a build (Jenkins)', () => {
    expectConfusable(['azure-devops', 'get_pipeline_run'], ['jenkins-host', 'getBuild']);
    expectConfusable(['azure-devops', 'get_pipeline_log'], ['jenkins-host', 'getBuildLog']);
  });
});
