// Issue 14, session 18: misses and wrong reports found on the twentieth held-out set, each pinned
// on the real pair that showed it.
import { aliasTargets, describeTool, listedValues } from '../../src/lexical/index.js';
import { expectApart, expectConfusable, kindOfServer } from './confusable-pairs.js';

describe("a description that lists a parameter's values selects them as an enum would", () => {
  it('"Valid values include: companies, contacts, deals." lists three values', () => {
    expect(
      listedValues(
        'The type of HubSpot object to list. Valid values include: companies, contacts, deals. For custom objects, use the objectTypeId.',
      ),
    ).toEqual(['companies', 'contacts', 'deals']);
  });

  it('quoted values joined by "or" and "and" count: "Can be one of \'default_task\' or \'milestone\'"', () => {
    expect(listedValues("Can be one of 'default_task' or 'milestone'")).toEqual([
      'default_task',
      'milestone',
    ]);
    expect(listedValues("allowed values are 'Error', 'Warning', and 'Info'")).toEqual([
      'Error',
      'Warning',
      'Info',
    ]);
  });

  it('prose after a marker lists nothing: "one of the connect tools", "accepted values: \\"1 - Critical\\", …"', () => {
    expect(listedValues('Use the connection id returned by one of the connect tools.')).toBe(
      undefined,
    );
    expect(listedValues('Priority (accepted values: "1 - Critical", "2 - High")')).toBe(undefined);
    expect(listedValues('Valid values are per-project.')).toBe(undefined);
  });

  it('hostile text lists nothing: a marker repeated without end, a list that never ends', () => {
    expect(listedValues('one of a '.repeat(100_000))).toBe(undefined);
    expect(listedValues(`Valid values: ${'a, '.repeat(300_000)}b.`)).toBe(undefined);
  });
});

describe('a generic object tool lists the object types its description names', () => {
  it('hubspot-list-objects and hubspot-search-objects (hubspot) list deals, persons and products as get-deals, search-deals and get-products (pipedrive) do', () => {
    expectConfusable(['hubspot', 'hubspot-list-objects'], ['pipedrive', 'get-deals']);
    expectConfusable(['hubspot', 'hubspot-search-objects'], ['pipedrive', 'search-deals']);
    expectConfusable(['hubspot', 'hubspot-list-objects'], ['pipedrive', 'get-products']);
  });

  it('an object type that owns what a tool lists is no listing of it: hubspot-list-properties and hubspot-list-associations (hubspot) ~ woo_products_list (woocommerce) stay apart', () => {
    expectApart(['hubspot', 'hubspot-list-properties'], ['woocommerce', 'woo_products_list']);
    expectApart(['hubspot', 'hubspot-list-associations'], ['woocommerce', 'woo_products_list']);
  });
});

describe("a CRM's products are its own price book, not a shop's catalog", () => {
  it('get-products and search-products (pipedrive) ~ woo_products_list (woocommerce), list_products (headless-commerce) stay apart', () => {
    expectApart(['pipedrive', 'get-products'], ['woocommerce', 'woo_products_list']);
    expectApart(['pipedrive', 'search-products'], ['headless-commerce', 'list_products']);
    expectApart(['hubspot', 'hubspot-list-objects'], ['shopify', 'get-products']);
  });

  it("a billing system's products still are a shop's: list_products (stripe-local) ~ woo_products_list (woocommerce)", () => {
    expectConfusable(['stripe-local', 'list_products'], ['woocommerce', 'woo_products_list']);
  });
});

describe('how finely a series is cut leaves the job as it is', () => {
  it('getHourlyWeather (openweather) is a forecast as get_forecast (weather) and weather_forecast (open-meteo) are', () => {
    expectConfusable(['openweather', 'getHourlyWeather'], ['weather', 'get_forecast']);
    expectConfusable(['openweather', 'getHourlyWeather'], ['open-meteo', 'weather_forecast']);
  });
});

describe('where or how long a run lives is no part of what it runs', () => {
  it('run_background (bash-command) runs a command as bash_exec (just-bash) and run (bash-command) do', () => {
    expectConfusable(['bash-command', 'run_background'], ['just-bash', 'bash_exec']);
    expectConfusable(['bash-command', 'run_background'], ['bash-command', 'run']);
  });

  it('"Run a local shell command" (op_run, onepassword) runs a command, as run (bash-command) does', () => {
    expectConfusable(['onepassword', 'op_run'], ['bash-command', 'run']);
  });

  it('"Get local variables" (get_local_variables, debugmcp) reads variables', () => {
    const m = describeTool({
      name: 'get_local_variables',
      description: 'Get local variables for the current stack frame.',
    });
    expect(m.object).toEqual(['variable']);
  });

  it('as a head the word stays: remove_background removes a background, local_search finds places', () => {
    expect(
      describeTool({
        name: 'remove_background',
        description: 'Remove the background from an image',
      }).object,
    ).toEqual(['background']);
    expect(
      describeTool({ name: 'local_search', description: 'Search local businesses' }).object,
    ).toEqual(['place']);
  });
});

describe("a remote shell's commands run on its host", () => {
  it('run (bash-command) and bash_exec (just-bash) ~ run-command (ssh), ssh_run (ssh-secured) stay apart', () => {
    expectApart(['bash-command', 'run'], ['ssh', 'run-command']);
    expectApart(['just-bash', 'bash_exec'], ['ssh-secured', 'ssh_run']);
    expectApart(['desktop-commander', 'start_process'], ['ssh-secured', 'ssh_execute']);
  });

  it('two remote shells still run one job: run-command (ssh) ~ ssh_run (ssh-secured)', () => {
    expectConfusable(['ssh', 'run-command'], ['ssh-secured', 'ssh_run']);
  });
});

describe('a language-model server answers whatever it is asked', () => {
  it('deepseek, houtini-lm and ollama serve language models', () => {
    expect(kindOfServer('deepseek')).toBe('llm');
    expect(kindOfServer('houtini-lm')).toBe('llm');
    expect(kindOfServer('ollama')).toBe('llm');
  });

  it('chat_completion and create_response (deepseek) ~ ollama_chat, ollama_generate (ollama) ~ custom_prompt, code_task (houtini-lm): each asks a model for a completion', () => {
    expectConfusable(['deepseek', 'chat_completion'], ['ollama', 'ollama_chat']);
    expectConfusable(['deepseek', 'create_response'], ['ollama', 'ollama_generate']);
    expectConfusable(['houtini-lm', 'custom_prompt'], ['ollama', 'ollama_generate']);
    expectConfusable(['houtini-lm', 'code_task'], ['deepseek', 'chat_completion']);
  });

  it('a conversation kept is no ask: list_conversations (deepseek) ~ ollama_chat (ollama) stay apart', () => {
    expectApart(['deepseek', 'list_conversations'], ['ollama', 'ollama_chat']);
    expectApart(['deepseek', 'reset_conversation'], ['houtini-lm', 'chat']);
  });

  it("a model provider's uploaded files are its own: retrieve_file (deepseek) ~ fast_read_file (filesystem-fast) stay apart", () => {
    expectApart(['deepseek', 'retrieve_file'], ['filesystem-fast', 'fast_read_file']);
    expectApart(['deepseek', 'delete_file'], ['filesystem-fast', 'fast_delete_file']);
  });

  it("a model server's web search and fetch still read the web: ollama_web_search ~ tavily_search, ollama_web_fetch ~ fetch_html", () => {
    expectConfusable(['ollama', 'ollama_web_search'], ['tavily', 'tavily_search']);
    expectConfusable(['ollama', 'ollama_web_fetch'], ['fetch-server', 'fetch_html']);
  });

  it('no part of a product\'s name is a verb: "Primary DeepSeek V4.1 chat tool" does not seek', () => {
    const m = describeTool({
      name: 'chat_completion',
      description: 'Primary DeepSeek V4.1 chat tool for text, images, and multi-turn generation.',
      server: 'deepseek',
    });
    expect(m.verb).toBeUndefined();
  });
});

describe("a sandbox's files and commands are files and commands", () => {
  it('bash_sandbox_read_file and bash_direct_read (just-bash) read a file as read_file (filesystem-agent-infra) does; bash_sandbox_run runs a command as bash_exec does', () => {
    expectConfusable(['just-bash', 'bash_sandbox_read_file'], ['desktop-commander', 'read_file']);
    expectConfusable(['just-bash', 'bash_direct_read'], ['filesystem-agent-infra', 'read_file']);
    expectConfusable(['just-bash', 'bash_sandbox_run'], ['just-bash', 'bash_exec']);
  });

  it('"Read a file directly from the filesystem": an adverb after the thing says how', () => {
    const m = describeTool({
      name: 'direct_read',
      description: 'Read a file directly from the persistent bash filesystem',
    });
    expect(m.object).toEqual(['file']);
  });

  it('"Execute bash commands": a shell named as the whole object is its commands', () => {
    expect(describeTool({ name: 'bash', description: 'Execute bash commands' }).object).toEqual([
      'command',
    ]);
  });
});

describe('one job, two words for it', () => {
  it('a basket is a cart: add_to_basket and clear_basket (food402) ~ cookunity_add_to_cart and cookunity_clear_cart (cookunity)', () => {
    expectConfusable(['food402', 'add_to_basket'], ['cookunity', 'cookunity_add_to_cart']);
    expectConfusable(['food402', 'clear_basket'], ['cookunity', 'cookunity_clear_cart']);
  });

  it('a GET changes nothing: get_store (headless-commerce) reads the store, no write ~ bash_write_file (just-bash)', () => {
    expect(
      describeTool({ name: 'get_store', description: 'Get store settings and configuration.' })
        .action,
    ).toBe('read');
    expectApart(['headless-commerce', 'get_store'], ['just-bash', 'bash_write_file']);
  });
});

describe('CRMs name one record differently', () => {
  it("a company is Pipedrive's organization, an activity HubSpot's engagement: read-company-details (attio) ~ get-organization (pipedrive), hubspot-get-engagement (hubspot) ~ get-activity (pipedrive)", () => {
    expectConfusable(['attio', 'read-company-details'], ['pipedrive', 'get-organization']);
    expectConfusable(['hubspot', 'hubspot-get-engagement'], ['pipedrive', 'get-activity']);
  });

  it('only within CRMs: a HubSpot engagement is no workout, hubspot-get-engagement (hubspot) ~ get-activity-details (strava) stay apart', () => {
    expectApart(['hubspot', 'hubspot-get-engagement'], ['strava', 'get-activity-details']);
  });
});

describe('a tool that says it is a variant of a sibling does its job', () => {
  it('"Like code_task, but the local LLM reads files" (code_task_files, houtini-lm) ~ code_task and chat (houtini-lm)', () => {
    expectConfusable(['houtini-lm', 'code_task_files'], ['houtini-lm', 'code_task']);
    expectConfusable(['houtini-lm', 'code_task_files'], ['houtini-lm', 'chat']);
  });

  it('"Same as list_files but recursive" names its target; "Like most tools, …" names none', () => {
    const tools = [
      { name: 'list_files', description: 'List files', server: 's' },
      { name: 'list_tree', description: 'Same as list_files but recursive', server: 's' },
      { name: 'read', description: 'Like most tools, but slower', server: 's' },
    ];
    expect([...aliasTargets(tools)]).toEqual([[1, 0]]);
  });
});

describe('running a stored procedure is a SQL statement a runner of writing SQL runs too', () => {
  it('mssql_execute_stored_procedure (mssql-mcp) ~ run_sql (neon), query (sqlite-server), execute_write_query (mssql-node)', () => {
    expectConfusable(['mssql-mcp', 'mssql_execute_stored_procedure'], ['neon', 'run_sql']);
    expectConfusable(['mssql-mcp', 'mssql_execute_procedure'], ['sqlite-server', 'query']);
    expectConfusable(
      ['mssql-mcp', 'mssql_execute_stored_procedure'],
      ['mssql-node', 'execute_write_query'],
    );
  });

  it('not a read-only runner, nor reading or listing procedures: ~ execute_query (mysql-readonly), describe_procedure and list_stored_procedures (mssql-node) stay apart', () => {
    expectApart(
      ['mssql-mcp', 'mssql_execute_stored_procedure'],
      ['mysql-readonly', 'execute_query'],
    );
    expectApart(
      ['mssql-mcp', 'mssql_execute_stored_procedure'],
      ['mssql-node', 'describe_procedure'],
    );
    expectApart(
      ['mssql-mcp', 'mssql_execute_stored_procedure'],
      ['mssql-node', 'list_stored_procedures'],
    );
  });
});
