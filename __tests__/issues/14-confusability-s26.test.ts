// Issue 14, session 26: misses and false reports found on the labelled sets, each pinned on the
// real pair that showed it.
import { describeTool } from '../../src/lexical/tool-model.js';
import { SPECIFIC_ACTIONS } from '../../src/lexical/specificity.generated.js';
import { expectApart, expectConfusable } from './confusable-pairs.js';

describe('a query after a verb is what the verb acts on', () => {
  it('explaining a query is explaining SQL, not searching: database-nam088/explain_query ~ sqlite-server/explain', () => {
    expectConfusable(['database-nam088', 'explain_query'], ['sqlite-server', 'explain']);
    expectConfusable(['database-nam088', 'explain_query'], ['mysql-toolkit', 'explain_query']);
    expectConfusable(['dbeaver', 'explain_query'], ['sqlite-server', 'explain']);
  });

  it('explaining a statement is no running it: mysql-toolkit/execute_query ~ database-nam088/explain_query stay apart', () => {
    expectApart(['mysql-toolkit', 'execute_query'], ['database-nam088', 'explain_query']);
    expectApart(['sqlite-server', 'explain'], ['turso-cloud', 'execute_read_only_query']);
  });

  it('the model: the verb leads, the query is its SQL object', () => {
    const model = describeTool({
      name: 'explain_query',
      description: 'Get query execution plan using EXPLAIN',
      parameters: ['sql'],
    });
    expect([model.action, model.object]).toEqual(['explain', ['sql']]);
    // A query ending a name after a noun is still the name's verb.
    const query = describeTool({ name: 'prometheus_query', description: '', parameters: [] });
    expect(query.verb).toBe('query');
  });
});

describe("a shop's users are its customers", () => {
  it('fakestore/fakestore_get_users ~ woocommerce/woo_customers_list and ~ stripe-local/list_customers', () => {
    expectConfusable(['fakestore', 'fakestore_get_users'], ['woocommerce', 'woo_customers_list']);
    expectConfusable(['fakestore', 'fakestore_get_users'], ['stripe-local', 'list_customers']);
    expectConfusable(
      ['fakestore', 'fakestore_update_user'],
      ['woocommerce', 'woo_customers_update'],
    );
  });

  it('listing them is still no creating one: fakestore/fakestore_get_users ~ stripe-local/create_customer stay apart', () => {
    expectApart(['fakestore', 'fakestore_get_users'], ['stripe-local', 'create_customer']);
  });
});

describe('a direct message and a sent text are messages', () => {
  it('a direct message is a message, but a bare dm may be its channel: discord-bot/discord_create_dm ~ slack/slack_post_message stay apart', () => {
    const dm = describeTool({
      name: 'send_direct_message',
      description: 'Send a direct message to a user',
      parameters: ['to'],
    });
    expect(dm.object).toEqual(['message']);
    expectApart(['discord-bot', 'discord_create_dm'], ['slack', 'slack_post_message']);
  });

  it('vonage/whatsapp-send-text ~ humanagent/send_message', () => {
    expectConfusable(['vonage', 'whatsapp-send-text'], ['humanagent', 'send_message']);
  });

  it('an SMS is still no chat message: slack/slack_post_message ~ vonage/SMS stay apart', () => {
    expectApart(['slack', 'slack_post_message'], ['vonage', 'SMS']);
  });
});

describe('saving names its job by what it saves', () => {
  it('write is no specific action, whatever the real catalogs count', () => {
    expect(SPECIFIC_ACTIONS).not.toContain('write');
    expect(SPECIFIC_ACTIONS).toContain('click');
  });

  it('mealmastery/save_meal_as_recipe ~ novaposhta/counterparty_save stay apart', () => {
    expectApart(['mealmastery', 'save_meal_as_recipe'], ['novaposhta', 'counterparty_save']);
    expectApart(['orchestrator-claude', 'artifactStore'], ['novaposhta', 'counterparty_save']);
  });
});

describe('two servers of no known kind sharing only the word the pair acts on', () => {
  it("a data-flow tool's recipe is no meal planner's: dataiku/recipe ~ mealmastery/search_recipes stay apart", () => {
    expectApart(['dataiku', 'recipe'], ['mealmastery', 'search_recipes']);
    expectApart(['dataiku', 'recipe'], ['howtocook', 'mcp_howtocook_getAllRecipes']);
  });

  it("an app store's categories are no statistics office's: app-insight/google-play-categories ~ oecd/get_categories stay apart", () => {
    expectApart(['app-insight', 'google-play-categories'], ['oecd', 'get_categories']);
    expectApart(['onchain', 'get_events'], ['playhub', 'search_events']);
  });

  it('files, commands and one product stay one thing: bash-command/run ~ just-bash/bash, shadcn-jpisnice ~ shadcn-ui', () => {
    expectConfusable(['bash-command', 'run'], ['just-bash', 'bash']);
    expectConfusable(
      ['filesystem-fast', 'fast_read_file'],
      ['just-bash', 'bash_sandbox_read_file'],
    );
    expectConfusable(
      ['shadcn-jpisnice', 'list_components'],
      ['shadcn-ui', 'list_shadcn_components'],
    );
  });
});
