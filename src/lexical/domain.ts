/**
 * Domain additions to the WordNet table (wordnet.generated.ts): the words of tool catalogs that
 * a general dictionary does not know or does not group the way tool names use them. This is the
 * one hand-kept file of the confusability model; every entry says what it is for. The action
 * class heads themselves live in action-seeds.json, which the lexicon build also reads.
 */
import seeds from './action-seeds.json' with { type: 'json' };

/** Action classes: canonical class name -> head verbs (grown from WordNet in the generated table). */
export const ACTION_SEEDS: Readonly<Record<string, readonly string[]>> = seeds.classes;

/**
 * Verbs of tool catalogs that WordNet does not tag as verbs (software words and prefixed forms).
 * Each is its own action class unless ACTION_SEEDS names it.
 */
export const DOMAIN_VERBS: readonly string[] = [
  // Cancelling or aborting a run (`cancel_workflow_run`) is the name's job, not the run.
  'abort',
  'archive',
  'autocomplete',
  'backup',
  'bookmark',
  'cancel',
  'checkout',
  'clean',
  'clear',
  'clone',
  'copy',
  'crawl',
  'debug',
  'deploy',
  'download',
  'dump',
  'emit',
  'export',
  'finalize',
  'fork',
  'format',
  'geocode',
  'grep',
  'import',
  'like',
  'lint',
  'load',
  'login',
  'logout',
  'merge',
  'ping',
  'provision',
  'rebase',
  'reconnect',
  'redeploy',
  'reindex',
  'reload',
  'rename',
  'repost',
  'rerun',
  'reset',
  'resize',
  'restart',
  'retry',
  'revert',
  // A cluster's deployments are scaled to a number of replicas (`kubectl_scale_deployment`).
  'scale',
  'scrape',
  'screenshot',
  // WordNet reads them as nouns first; a browser's tools use them as verbs (`scroll_to_element`).
  'scroll',
  'snapshot',
  'subscribe',
  'swipe',
  'sync',
  'tag',
  'tap',
  'transcribe',
  'trigger',
  'unarchive',
  'unassign',
  'unfollow',
  'unpin',
  'unstar',
  'unsubscribe',
  'unwatch',
  'upload',
  'upsert',
  'validate',
];

/**
 * Nouns used as a tool's verb (`browser_screenshot`): the action they stand for, with the word
 * itself as the object, so `browser_screenshot` and `take_screenshot` both capture a screenshot.
 */
export const NOUN_ACTIONS: Readonly<Record<string, string>> = {
  screenshot: 'capture',
  snapshot: 'capture',
  screencast: 'capture',
};

/**
 * Name words read as other words: shortened ones, shell command names (`bash_sandbox_mkdir` makes
 * a directory, as `create_directory` does), and CRUD, the four operations a tool manages its thing
 * by (`vikunja_task_crud` manages tasks); and a machine's power switch written as a noun
 * (`hetzner_shutdown` stops the server, as `proxmox_stop_resource` stops a VM).
 */
export const COMMAND_NAME_WORDS: Readonly<Record<string, string>> = {
  mkdir: 'create directory',
  rmdir: 'delete directory',
  crud: 'manage',
  shutdown: 'stop',
  poweroff: 'stop',
  poweron: 'start',
  // Retweeting is X's reposting (`retweet` ~ Bluesky's `repost`).
  retweet: 'repost tweet',
};

/**
 * Two words of a tool name that stand for others, mostly one word written as one: a name's `file`
 * may be a verb where it leads (`file_issue`), but `file_system_read_file` reads a file of the
 * file system; powering a machine on or off starts or stops it (`hetzner_power_on`), as
 * shutting it down does; clocking in or out starts or stops the timer of one's work time
 * (`bamboohr_clock_in` ~ `start_timer`); who's out is the time off people take (`get_whos_out` ~
 * `list_time_off_requests`); logging time or hours adds a time entry.
 */
export const NAME_COMPOUNDS: Readonly<Record<string, string>> = {
  'file system': 'filesystem',
  'power on': 'start',
  'power off': 'stop',
  'shut down': 'stop',
  'clock in': 'start timer',
  'clock out': 'stop timer',
  'whos out': 'time off requests',
  // Logging time or hours adds a time entry (`log_time`: "Log time spent on an issue").
  'log time': 'add time entry',
  'log hours': 'add time entry',
};

/**
 * Verbs that take another action as their object in HTTP-style names (`API-post-search`,
 * `API-get-block-children`): when another action word follows one of these, that one is the action.
 */
export const HTTP_METHOD_VERBS: readonly string[] = ['get', 'post', 'put', 'patch', 'delete'];

/**
 * Object heads that stand for whatever the tool's system holds: a generic tool (`jira_get`:
 * "Read any Jira data", `jira_post`: "Create Jira resources", `kubectl_generic`,
 * `get_sentry_resource`) covers the specific tools of its server and the objects its description
 * names on other servers. A tool whose object is only its server's name and generic words acts on
 * `resource`.
 */
export const GENERIC_RESOURCE_WORDS: readonly string[] = ['resource', 'generic', 'endpoint', 'api'];

/**
 * The action an HTTP method names when a tool applies it to a generic resource (`jira_post`
 * creates, it does not send a message).
 */
export const HTTP_METHOD_ACTIONS: Readonly<Record<string, string>> = {
  get: 'read',
  post: 'create',
  put: 'put',
  patch: 'update',
  delete: 'delete',
};

/**
 * Action keys never taken as specific by `scripts/build-specificity.mjs`, whatever the real
 * catalogs say: saving and storing keep any kind of thing (a meal as a recipe, a shipping
 * counterparty, a workflow artifact), so their object says which job it is; the few real `write`
 * tools all write files, which made the key look specific.
 */
export const GENERAL_ACTIONS: readonly string[] = ['write'];

/**
 * One action is a special case of another (the pair is confusable as doing the same job): a
 * search is a list with a filter.
 */
export const SPECIAL_CASE_ACTIONS: readonly (readonly [special: string, general: string])[] = [
  ['search', 'list'],
  // Renaming changes one field; an update tool that takes the name does it too.
  ['rename', 'update'],
  // HTTP-style names (`jira_put`): PUT replaces a resource, one way of updating it (PATCH is in
  // the update class already).
  ['put', 'update'],
  // Replacing a value or a span of text is one way of updating it (`mysql_json_replace` "Replace
  // values in JSON columns only if the path exists" / `mysql_json_set` "Set or update values").
  ['replace', 'update'],
  // A reply is a message sent in answer to another: a send tool can do it (`reply_email` /
  // `send_email`, `reply_to_comment` / `post_comment`).
  ['reply', 'send'],
  // An upsert updates a thing, creating it only when it is absent: on an existing thing it does
  // the update tool's job (`upsert_document` / `update_document`).
  ['upsert', 'update'],
  // Maximizing a window is resizing it to the screen (`browser_maximize` / `browser_resize`).
  ['maximize', 'resize'],
  ['minimize', 'resize'],
];

/**
 * Object words that all name content at a web address, in one form or another (the address, the
 * page as HTML, Markdown or plain text, its readable text, a JSON response, news pages). A tool
 * reading one and a tool reading another do the same job, output format aside. "page" is not
 * among them: Notion and Confluence pages are documents, not web pages.
 */
export const WEB_CONTENT: readonly string[] = [
  'url',
  'web',
  'website',
  'html',
  'markdown',
  'txt',
  'readable',
  'json',
  'news',
];

/**
 * Words naming the format a thing comes in. After another object word in a name they say in what
 * form the tool returns or takes that thing, not what it is (`retrieve_page_markdown` reads a
 * page, "Retrieve a page as Markdown"; `get_chapter_content_markdown` a chapter).
 */
export const FORMAT_WORDS: readonly string[] = ['markdown', 'html', 'json', 'csv', 'xml', 'txt'];

/**
 * Kinds of system whose tools read content at web addresses (a web search or fetch service, a
 * browser): only there do the words of `WEB_CONTENT` name it. A server of another known kind means
 * by them its own things in that form or at that address: a SQL engine's JSON is a column's value,
 * a CRM's link points at one of its records.
 */
export const WEB_READING_KINDS: readonly string[] = [
  'web',
  'browser',
  // A model server grounds its model on the web (Ollama's web search and fetch).
  'llm',
];

/**
 * Groups of object heads that are variants of one kind of thing: two tools doing the same action
 * on two members are variants of one job (`fetch_html` / `fetch_markdown`; a form, a field and
 * the text typed into it). The first word names the group.
 */
export const OBJECT_CLASSES: readonly (readonly string[])[] = [
  WEB_CONTENT,
  // What a browser tool types into or fills: the form, its fields, the text.
  ['field', 'form', 'input', 'text', 'element', 'option'],
  // What a browser automation tool shows or closes: the whole browser or one of its pages.
  ['page', 'browser'],
  // Code a tool evaluates: a browser tool's script is JavaScript.
  ['javascript', 'script'],
];

/**
 * Name words that make a read of a plural object a batch read (`read_multiple_files`), not a
 * listing: a batch read is a special case of the single read, so the two stay one job.
 */
export const BATCH_WORDS: readonly string[] = ['multiple', 'batch', 'bulk', 'many'];

/** Other words that say how many of a thing, not what (`insert-one`, `delete_single`). */
export const COUNT_WORDS: readonly string[] = ['one', 'single', 'each', 'several'];

/**
 * Name words that pick the newest of the objects (`get_recent_messages`): like a state
 * (`unread`, `completed`), some of what the plain listing returns, not another kind of thing.
 */
export const RECENCY_WORDS: readonly string[] = ['recent', 'latest', 'future', 'upcoming'];

/**
 * Qualifiers that make an object the server's access scope (`list_allowed_directories`): the
 * places it may touch are its configuration, not what one place holds (rubric rule 8).
 */
export const ACCESS_QUALIFIERS: readonly string[] = ['allowed', 'permitted', 'accessible'];

/**
 * On these objects, these action classes all mean "run it": `query`, `read_query`,
 * `execute_sql`, `run_select_query` and `write_query` (its SQL a mutation) all run SQL;
 * `run_command` and `execute_command` both run a command. Elsewhere "query" is a search and
 * "read" a read.
 */
export const OBJECT_ACTIONS: readonly {
  objects: readonly string[];
  actions: readonly string[];
  as: string;
}[] = [
  { objects: ['sql'], actions: ['run', 'search', 'read', 'select', 'write', 'export'], as: 'run' },
  { objects: ['command', 'script', 'code'], actions: ['run'], as: 'run' },
  // Starting a command (a shell's process) runs it.
  { objects: ['command'], actions: ['start'], as: 'run' },
  // Checking a status reads it ("Check current database connection status" ~ "Get connection
  // status").
  { objects: ['status'], actions: ['check'], as: 'read' },
  // Creating a chat message posts it (`im_v1_message_create` ~ `send_message`).
  { objects: ['message'], actions: ['create'], as: 'send' },
  // Pushing a message or a notification to a user sends it (LINE's `push_text_message` ~
  // `send_direct_message`; session 49).
  { objects: ['message', 'notification'], actions: ['push'], as: 'send' },
  // Loading or opening a web address in a browser is navigating to it.
  { objects: ['url'], actions: ['load', 'open'], as: 'navigate' },
  // An attachment exists once uploaded: uploading one adds it (`upload attachment` ~
  // `create_work_item_attachment`).
  { objects: ['attachment'], actions: ['upload'], as: 'create' },
  // Pushing files to a repository writes them there: it creates or updates them (`push_files` ~
  // `create_or_update_file`).
  { objects: ['file'], actions: ['push'], as: 'create' },
  // Getting web content is one job whether the tool calls it fetching, scraping or extracting:
  // `fetch_markdown`, `firecrawl_scrape` and `tavily_extract` all return a page's text.
  { objects: WEB_CONTENT, actions: ['read', 'scrape', 'extract'], as: 'read' },
  // Asking, answering, analysing or researching a question, or performing or conducting
  // research, is one job: an answer grounded in sources (`perplexity_ask`, `tavily_research`);
  // so is a search for a query ("Quick search for simple queries").
  {
    objects: ['question'],
    actions: [
      'ask',
      'answer',
      'analyze',
      'handle',
      'perform',
      'conduct',
      'research',
      'run',
      'search',
    ],
    as: 'answer',
  },
  // Directions between points are one job whether the tool gets, lists, plans or calculates them
  // (`maps_directions` "Get directions", `maps_plan_route`, a verbless `maps_bicycling`).
  { objects: ['route'], actions: ['read', 'list', 'plan', 'calculate'], as: 'plan' },
  // Searching a database queries its rows; it does not look for databases, as a search of
  // plural things does (`API-query-data-source` is no special case of `list_databases`).
  { objects: ['database'], actions: ['search'], as: 'query' },
  // Querying metrics reads their data points over time; it does not search the metrics there are
  // (`query_metrics` is no special case of `list_metric_descriptors`).
  { objects: ['metric'], actions: ['search'], as: 'query' },
  // Metric data is read by a query over a time range, whatever the tool calls reading it
  // (`list_time_series`: "retrieve metric data over a specific time period"; "Execute a
  // Prometheus query").
  { objects: ['time series'], actions: ['list', 'read', 'search', 'run'], as: 'query' },
  // A directory is read by listing what it holds (`get_directory_tree` ~ `list_directory`).
  { objects: ['directory'], actions: ['read'], as: 'list' },
  // A build log is a sequence of lines: reading one lists them, and a search in it is a filtered
  // read (`getBuildLog` ~ `searchBuildLog`). Not any log: a git log is a repository's history.
  { objects: ['build log'], actions: ['read'], as: 'list' },
  // A screenshot or a page snapshot does not exist until it is asked for: getting one takes it
  // (`get-screenshot` ~ `take_screenshot`, `get-full-snapshot` ~ `take_snapshot`).
  { objects: ['screenshot', 'snapshot'], actions: ['read'], as: 'capture' },
  // So is a picture of a screen: getting the screen (`get_screen`) captures it.
  { objects: ['screen'], actions: ['read'], as: 'capture' },
  // Nor does an audit: getting or starting one runs it (`lighthouse_audit` "Get Lighthouse audit
  // results" ~ `runSEOAudit` ~ `startAccessibilityScan`).
  { objects: ['audit'], actions: ['read', 'start'], as: 'run' },
  // A PDF is a file: generating, exporting or printing one writes it (`browser_pdf` "Generate a
  // PDF of the current page" ~ `save_as_pdf`).
  { objects: ['pdf'], actions: ['generate', 'export', 'print', 'create'], as: 'write' },
  // Sending keys or keystrokes to an element types them into it (WebDriver's `send_keys` ~
  // `browser_type`); pressing one key (`press_key`) stays another job.
  { objects: ['key', 'keystroke'], actions: ['send'], as: 'fill' },
  // Triggering, starting or queueing a CI build, pipeline, workflow or job runs it (`triggerBuild`
  // ~ `run_pipeline`; GitLab, Buildkite and Azure DevOps say trigger, start or queue); rerunning
  // or retrying one runs it again (`rerun_workflow` ~ `run_pipeline`).
  {
    objects: ['build', 'pipeline', 'workflow', 'job'],
    actions: ['trigger', 'start', 'queue', 'rerun', 'retry'],
    as: 'run',
  },
  // Cancelling or aborting a CI build stops it, whatever the server says (`jenkins_abort_build` ~
  // `cancel_workflow_run` ~ `stop_pipeline`).
  {
    objects: ['build', 'pipeline', 'workflow', 'job'],
    actions: ['cancel', 'abort'],
    as: 'stop',
  },
  // Syncing an application to its desired state (Argo CD, Flux) or redeploying it deploys it:
  // one job whatever the platform calls it (`sync_application` ~ `deploy`).
  {
    objects: ['application', 'app', 'service', 'project'],
    actions: ['sync', 'redeploy'],
    as: 'deploy',
  },
  // Switching to a tab or window, activating or focusing it, selects it as the one the next calls
  // act on (`browser_switch_tab` ~ `select_page` ~ a tabs tool's `activate`).
  { objects: ['page', 'window'], actions: ['select', 'switch', 'activate', 'focus'], as: 'select' },
  // Quitting a browser, a session or an app closes it (`browser_quit` ~ `browser_close`), and
  // creating or opening a session starts one (`browser_new_session` ~ `browser_launch`).
  {
    objects: ['browser', 'session', 'page', 'window', 'app', 'application'],
    actions: ['quit'],
    as: 'close',
  },
  { objects: ['session'], actions: ['create', 'open'], as: 'start' },
];

/**
 * Singular nouns that name a log of many entries, as a plural does: reading one lists the entries
 * (a page's console is its messages, its network the requests it made: `get_console` ~
 * `list_console_messages`). Only as the name's own word: a console message is one entry.
 */
export const COLLECTIVE_OBJECTS: readonly string[] = ['console', 'network'];

/**
 * Things that are collections of others: reading the whole of one lists its members, so a search
 * of the members is a filtered read of it (`read_graph` ~ `search_nodes`). The collection's
 * qualifiers say which collection (a knowledge graph), not which members.
 */
export const COLLECTION_MEMBERS: Readonly<Record<string, string>> = { graph: 'node' };

/**
 * People a directory lists: reading an employee, user or staff directory lists those people
 * (`get_employee_directory` ~ `list_employees`); a file system's directory is a place.
 */
export const DIRECTORY_MEMBERS: readonly string[] = [
  'employee',
  'user',
  'member',
  'staff',
  'people',
  'person',
  'contact',
  'student',
];

/**
 * Prepositions after which a first sentence names what a thing goes into or comes out of ("Add a
 * label to an email", "Adds track URIs to a playlist"); a linking verb's target may also be what
 * the thing goes on (see `linking.ts`).
 */
export const INTO_PREPOSITIONS: readonly string[] = ['to', 'into', 'onto', 'from'];

/**
 * Name verbs that link or unlink rather than create or delete: when the name has a target after a
 * preposition (`add_tag_to_task`), or when their server also offers another verb of their action
 * for the same object (`add_label` beside `create_label`). With the words of a first sentence that
 * make them create or delete after all ("Add a new card to a list").
 */
export const LINKING_VERBS: Readonly<Record<string, readonly [string, readonly string[]]>> = {
  add: ['attach', ['new', 'create']],
  remove: ['detach', ['delete', 'permanently']],
};

/**
 * Where a thing is kept rather than what it is attached to: "Remove one record from the CRM
 * database" deletes it, "Remove a label from an email" detaches it. A linking verb's first
 * sentence must name a target that is none of these (or say the thing already exists).
 */
export const STORE_WORDS: readonly string[] = [
  'database',
  'db',
  'system',
  'store',
  'storage',
  'server',
  'account',
  'workspace',
  'repository',
  'repo',
  'catalog',
];

/**
 * Verbs that name no job by themselves, only that a tool does several on its object
 * (`manage_jira_filter`): its first sentence says which.
 */
export const UMBRELLA_VERBS: readonly string[] = ['manage'];

/**
 * Words that say how an action is done, not on what (`double_click`, `right_click`,
 * `long_press`): before the name's verb they qualify it, and the first sentence gives the object.
 */
export const ACTION_MANNERS: readonly string[] = [
  'double',
  'triple',
  'single',
  'left',
  'right',
  'middle',
  'long',
  // How thorough a search is (`obsidian_simple_search`, `advanced-search`), not what it finds.
  'simple',
  'basic',
  'advanced',
  'complex',
  // How far it reaches (`global_search`, `quick_search`, session 33).
  'global',
  'quick',
  'universal',
  'unified',
  // How clever it claims to be (`gorgias_smart_search`, `gorgias_smart_get_ticket`, session 35).
  'smart',
  'intelligent',
];

/**
 * Verbs that take their action as a noun ("Perform a double click on an element", "Do a web
 * search"): in a first sentence, an action word a few words after them is the verb.
 */
export const LIGHT_VERBS: readonly string[] = ['perform', 'do'];

/**
 * Nouns that name who does a tool's job, not what it acts on (`firecrawl_agent`: "Run web
 * research …"): a name whose only object is one of them leaves the job to the first sentence.
 */
export const PERFORMER_NOUNS: readonly string[] = ['agent', 'assistant', 'bot'];

/**
 * A thing's shape: reading it describes the thing (`get_table_schema` ~ `describe_table`), so
 * after a verb that reads such a head gives way to the thing it belongs to. Not a definition:
 * "get association definitions" reads the kinds of association there are, not associations.
 */
export const SHAPE_ASPECTS: readonly string[] = ['schema', 'structure'];

/**
 * A thing's record: reading a thing's info or metadata reads the thing (`get_table_info` ~ `describe_table`,
 * `get_author_info` ~ `get_author`), so after a verb that reads such a head gives way to the thing
 * it belongs to; not of a thing whose read gives its content (see `CONTENT_HEADS`).
 */
export const RECORD_ASPECTS: readonly string[] = ['info', 'information', 'metadata'];

/**
 * Things whose read gives their content, so that their info (size, type, dates) is another read:
 * `get_file_info` is no `read_file`.
 */
/**
 * Devices a thing is on, named after it without a preposition (`install_app_sim`: the app, on the
 * simulator): where the job happens, not what it acts on.
 */
export const TRAILING_PLACES: readonly string[] = ['simulator', 'emulator', 'device'];

export const CONTENT_HEADS: readonly string[] = [
  'file',
  'page',
  'document',
  'blob',
  'object',
  'attachment',
  'image',
  'photo',
  'media',
];

/**
 * What describing a thing shows: `describe_table_schema` describes the table, as
 * `describe_table` does, so after the verb "describe" such a head gives way to the thing it
 * belongs to.
 */
export const DESCRIBED_ASPECTS: readonly string[] = [...SHAPE_ASPECTS, 'definition'];

/**
 * Kinds of SQL statement a tool says it runs (words of its name and first sentence, stemmed): a
 * read-only tool and a mutation tool do different jobs, and a tool that runs any SQL covers
 * both. The kind becomes the qualifier of the `sql` object (`readonly sql`, `mutation sql`);
 * `any` words mean no kind; `written` words only say the caller writes it. A tool whose object is only mutation words (`Execute an INSERT,
 * UPDATE, or DELETE query`, `pg_execute_mutation`) acts on SQL.
 */
export const SQL_STATEMENT_KINDS: Readonly<
  Record<'readonly' | 'mutation' | 'any' | 'written', readonly string[]>
> = {
  // What a query is said to be for counts too: analysing or extracting data reads it ("use this
  // for custom data analysis … or extracting specific data").
  readonly: ['select', 'readonly', 'read only', 'analysis', 'extract'],
  // "write" and "mutating" say it as a verb does (`execute_write_query`: "Run a mutating SQL
  // statement").
  mutation: [
    'insert',
    'update',
    'delete',
    'upsert',
    'mutation',
    'modification',
    'dml',
    'write',
    'mutating',
  ],
  // Several statements at once, or any statement at all. Not "statements": read stemmed, it is
  // also the one statement of a read-only or a mutation tool ("a SQL statement that modifies").
  any: ['any', 'arbitrary', 'transaction'],
  // A native or raw query is SQL the caller writes (Metabase's native query): it says nothing of
  // which statements, so the tool's other words decide.
  written: ['native', 'raw'],
};

/**
 * SQL's two statement languages: data definition (DDL) and data manipulation (DML, where the
 * standard counts SELECT). A tool that says it runs both ("supports DDL and DML operations") runs
 * any SQL, whatever its other words.
 */
export const SQL_LANGUAGES: readonly string[] = ['ddl', 'dml'];

/**
 * Words that show a tool speaks of databases. "query" is SQL (or a document store's query) only
 * beside one of them, a SQL keyword or a database server's name; elsewhere a query is a question
 * put to a search or an answer engine ("Quick search for simple queries").
 */
export const DATABASE_WORDS: readonly string[] = [
  'sql',
  'statement',
  'table',
  'database',
  'db',
  'row',
  'column',
  'index',
  'postgres',
  'postgresql',
  'mysql',
  'sqlite',
  'mongodb',
  'mongo',
  'collection',
  'aggregation',
];

/**
 * What the specific tools of a SQL system write (`insert_record`, `update_rows`, `drop_table`,
 * `createIndex`, `pg_manage_triggers`), and how: each job is one INSERT, UPDATE, DELETE, CREATE,
 * ALTER or DROP statement (the schema objects of SQL's data definition: index, view, function,
 * trigger, schema, sequence), so a tool that runs writing SQL (mutation or any SQL) does it too
 * (rubric: a generic tool covers the specific ones); managing one is doing those statements. A
 * runner that says only INSERT, UPDATE or DELETE still passes a CREATE TRIGGER to the engine.
 * Only between servers whose kind is SQL: an Airtable record or a CRM table is not written in SQL.
 */
export const SQL_DEFINED_OBJECTS: readonly string[] = [
  'index',
  'view',
  'function',
  'trigger',
  'schema',
  'sequence',
];
/** The tables of a SQL system and their data: what a SQL server that runs no SQL still serves. */
export const SQL_TABLE_OBJECTS: readonly string[] = ['table', 'record', 'row', 'column'];
export const SQL_WRITTEN_OBJECTS: readonly string[] = [
  ...SQL_TABLE_OBJECTS,
  ...SQL_DEFINED_OBJECTS,
];
export const SQL_WRITE_ACTIONS: readonly string[] = ['create', 'update', 'delete', 'manage'];
/**
 * What a SQL system runs by name with one statement that may write (`EXEC`, `CALL`): running a
 * stored procedure is a statement a runner of writing SQL passes to the engine too.
 */
export const SQL_CALLED_OBJECTS: readonly string[] = ['procedure'];

/**
 * Qualifier pairs with opposite meanings that WordNet does not list as antonyms: a read-only
 * statement and a mutation.
 */
export const DOMAIN_QUALIFIER_ANTONYMS: readonly (readonly [string, string])[] = [
  ['readonly', 'mutation'],
  // What is going on now and what went on before (live flight positions vs historic ones).
  ['live', 'historic'],
  ['live', 'historical'],
];

/**
 * Language model families and their makers: in a name (`gemini_edit_image`, `gpt_chat`) they say
 * which model does the job, not what it acts on.
 */
export const MODEL_FAMILIES: readonly string[] = [
  'openai',
  'gpt',
  'chatgpt',
  'gemini',
  'claude',
  'anthropic',
  'mistral',
  'grok',
  'llama',
  'qwen',
  'deepseek',
];

/**
 * Synonym words that read as their group's first only as the object's head: research is a
 * question asked, but a research paper is a paper (`firecrawl_research_search_papers`); a bare
 * DNS entry is a DNS record, but a DNS zone is a zone.
 */
export const HEAD_ONLY_OBJECT_SYNONYMS: readonly string[] = [
  'research',
  'reason',
  'reasoning',
  'dns',
];

/**
 * Object synonyms: every word of a group reads as the first. Multi-word entries are matched as
 * consecutive words of the object ("pull request").
 */
export const OBJECT_SYNONYMS: readonly (readonly string[])[] = [
  [
    'sql',
    'query',
    'sql query',
    'select query',
    'statement',
    'sql statement',
    'sql transaction',
    'database sql',
    'database query',
    // Exporting a query's results runs the query (`metabase-export-query-results`).
    'query result',
    'sql result',
  ],
  // A database's table is a table (`db2_list_tables`: the DB2 database's tables).
  ['table', 'database table'],
  // A work item of a tracker, whatever the tracker calls it (Shortcut and agile boards: story;
  // Azure DevOps and Jira: work item).
  ['issue', 'ticket', 'story', 'work item'],
  // A thing's info is its metadata (`get_object_info` ~ `get_object_metadata`).
  ['info', 'information', 'metadata'],
  // A time box of a tracker's work, whatever the tracker calls it (Jira, Azure DevOps: sprint;
  // Shortcut, Azure DevOps: iteration; Linear, Plane: cycle).
  ['sprint', 'iteration', 'cycle'],
  // Time logged on a work item, whatever the tracker calls it (Redmine, ClickUp: time entry; Jira,
  // Plane: worklog), an accounts package (FreeAgent, KashFlow: timeslip), or an HR system's
  // timesheet (BambooHR: hour record, timesheet entry).
  [
    'time entry',
    'worklog',
    'work log',
    'time log',
    'timeslip',
    'time slip',
    'hour record',
    'timesheet entry',
    'time sheet entry',
    // An HR system's attendance periods and timesheets are the time worked (Personio's, Deel's;
    // session 44).
    'attendance',
    'attendance period',
    'attendance record',
    'timesheet',
  ],
  // Time off, whatever the HR system calls it (BambooHR: time off request; Personio: absence
  // period; others: leave), and what is left of it (balance, entitlement; session 44).
  ['time off request', 'absence', 'absence period', 'absence request', 'leave request', 'time off'],
  ['time off balance', 'absence balance', 'leave balance', 'time off entitlement'],
  // A short note is a memo (Memos, a notes app of memos).
  ['note', 'memo'],
  // A to-do is a task (Home Assistant's to-do lists, Google Tasks).
  ['task', 'todo', 'to do'],
  // A name attached to items to group them (Asana: tag; Todoist, Trello, Shortcut, GitHub: label).
  ['label', 'tag'],
  ['repository', 'repo'],
  // A DNS host's entry, whatever the host calls it (easyDNS, Cloudflare: DNS record; Hetzner:
  // resource record set; Porkbun's `dns_create`: DNS), session 40.
  ['dns record', 'dns', 'dns entry', 'rrset', 'resource record set', 'resource record'],
  // A monitor's pause of its alerts (Alertmanager: silence; New Relic: muting rule; Datadog:
  // downtime), its service level objectives, and where it sends alerts (Grafana: contact point),
  // session 33.
  ['silence', 'muting rule', 'mute rule', 'downtime'],
  ['slo', 'service level objective', 'service level'],
  ['notification channel', 'contact point', 'notification destination'],
  // An object store's container of objects, whatever the store calls it (S3, Cloud Storage,
  // Linode: bucket; Azure: blob container), and the objects it holds (session 33).
  ['bucket', 'storage bucket', 'object storage bucket', 'blob container'],
  ['blob', 'storage object', 'object storage object', 'bucket object'],
  // Text in no markup, however it is called (`fetch_txt`, `get_raw_text`).
  ['txt', 'plain text', 'raw text'],
  // One run of a CI pipeline, whatever the CI server calls it (Jenkins, CircleCI: build; Azure
  // DevOps: pipeline run; GitHub Actions: workflow run), and the log it writes.
  ['build', 'pipeline run', 'workflow run'],
  // A build's failure log is its log, read where it failed (CircleCI `get_build_failure_logs`).
  [
    'build log',
    'pipeline log',
    'pipeline run log',
    'workflow run log',
    'workflow log',
    'job log',
    'build failure log',
    'pipeline failure log',
    'job failure log',
    // Jenkins calls it the build's console (`search_build_console`).
    'build console log',
    'build console',
  ],
  // What a build leaves: its artifacts and its test results, by any CI server's name.
  ['artifact', 'build artifact', 'pipeline artifact', 'job artifact', 'artefact'],
  // A page view, in one word or two (Plausible's `send_pageview`, Google Analytics' `getPageViews`).
  ['pageview', 'page view'],
  // GitLab calls a comment on an issue or a merge request a note (`issue_note`, `create_mr_note`).
  // A help desk's ticket messages are its comments (Gorgias' `list_ticket_messages`, session 35).
  ['comment', 'issue note', 'merge request note', 'mr note', 'issue message'],
  // Metabase's saved question is its question (session 35).
  ['question', 'saved question'],
  // A help desk's canned replies are its macros (Zendesk, Gorgias), canned responses (Freshdesk)
  // or saved replies (Help Scout; session 35).
  [
    'macro',
    'canned response',
    'canned reply',
    'saved reply',
    'response template',
    'reply template',
  ],
  // A help desk's knowledge base holds articles, whatever it calls them (Freshdesk's solution
  // articles, Zendesk's help center articles; session 35).
  ['article', 'solution article', 'knowledge base article', 'help center article', 'kb article'],
  // A failed test is one kind of test result: listing the failures lists the results, filtered
  // (TeamCity's `list_test_failures` ~ Azure DevOps' `get_test_results`).
  ['test result', 'test report', 'test run result', 'test failure', 'failed test'],
  // A CI pipeline's definition, by any CI server's name (Azure DevOps: build definition;
  // TeamCity: build configuration; Jenkins: a job's configuration).
  [
    'build definition',
    'build configuration',
    'build config',
    'pipeline definition',
    'workflow definition',
    'job definition',
    'job configuration',
    'job config',
    'pipeline configuration',
    'pipeline config',
    'pipeline yaml',
    'workflow configuration',
    'workflow config',
    'workflow yaml',
  ],
  // What a deployed application writes is its log, whatever the platform runs it in (Heroku,
  // Fly, Coolify: app or application logs; Kubernetes and Argo CD: pod, container or workload
  // logs); a log's entries, lines or records are the log (Cloud Logging's log entries).
  [
    'log',
    'log entry',
    'log line',
    'log record',
    'application log',
    'app log',
    'container log',
    'pod log',
    'workload log',
    'service log',
  ],
  // A rule that raises alerts on a metric or a query, whatever the monitor calls it (Datadog:
  // monitor; Grafana, Prometheus: alert or alerting rule; New Relic: alert policy or condition).
  ['alert rule', 'monitor', 'alerting rule', 'alert policy', 'alert condition', 'alert definition'],
  // A metric's data points over time, however a monitor names them (Cloud Monitoring: time
  // series; Datadog: timeseries points), and the PromQL query that selects them (Prometheus and
  // the stores that speak PromQL: Thanos, Mimir, VictoriaMetrics).
  [
    'time series',
    'timeseries',
    'metric data',
    'metric value',
    'metric point',
    'promql',
    'promql query',
    'promql expression',
    'prometheus query',
  ],
  // A metric is known by its name or its descriptor: listing metric names (Prometheus) or
  // metric descriptors (Cloud Monitoring) lists the metrics.
  ['metric', 'metric name', 'metric descriptor'],
  // An application's or a deployment's configuration variables, however a platform spells them.
  ['environment variable', 'env var', 'env variable', 'envvar', 'environment var'],
  ['forecast', 'weather', 'weather forecast'],
  ['transcript', 'caption', 'subtitle', 'transcription'],
  // What a research or reasoning tool takes: the question it answers.
  ['question', 'research', 'reason', 'reasoning'],
  // A tree of files is the directory it shows, listed recursively (`directory_tree`,
  // `get_repository_tree` "a hierarchical tree view of files and directories").
  ['directory', 'folder', 'dir', 'directory tree', 'file tree', 'tree'],
  // A data source is the database a tool's rows come from (Notion's databases hold data sources,
  // and its API reads, queries and updates either).
  ['database', 'db', 'data source', 'datasource'],
  // Bitbucket's REST paths say `pullrequests`, one word; `manage_prs` names them by their
  // plural abbreviation.
  ['pull request', 'pr', 'prs', 'merge request', 'mr', 'mrs', 'pullrequest'],
  // A page's source is its HTML (`get_page_source` ~ `get_html`); a script's source is not.
  ['html', 'page source', 'html source'],
  // What is displayed on a page is visible (`element_is_displayed` ~ `is_visible`).
  ['visible', 'displayed'],
  // A table's foreign keys are how it relates to others (`list_foreign_keys` ~ `get_relations`
  // on a SQL system, see `KIND_OBJECT_CLASSES`).
  ['foreign key', 'fk', 'fks', 'foreign key relationship', 'foreign key constraint'],
  ['url', 'link', 'address', 'webpage', 'web page', 'web url', 'web address', 'web link'],
  ['web', 'internet'],
  ['command', 'shell command', 'terminal command', 'cmd', 'bash command'],
  // An automation's flow (Power Automate, Node-RED) is the workflow others name: listing, running
  // or switching flows lists, runs or switches workflows.
  ['workflow', 'flow'],
  // A virtual machine, however a host abbreviates it (`proxmox_list_vms`).
  ['vm', 'virtual machine', 'vms', 'qemu vm'],
  // Browser console output: Chrome DevTools lists "console messages", others "console logs".
  ['console log', 'console message', 'console output', 'console'],
  // A page's network traffic is the requests it made (`get_network` ~ `list_network_requests`).
  ['network request', 'network', 'network traffic', 'network activity', 'network log'],
  // A direct message is a chat message sent to one person. A bare `dm` is not taken: in a name it
  // is as often the DM channel (`discord_create_dm` "Create or get existing DM channel").
  ['message', 'msg', 'direct message', 'text message'],
  ['email', 'e-mail', 'mail', 'email message', 'mail message', 'e-mail message'],
  // A browser's open page is shown in a tab: Chrome DevTools says page, Playwright says tab; its
  // window or viewport is what a resize changes.
  ['page', 'tab', 'browser tab', 'browser window', 'viewport', 'browser viewport'],
  ['document', 'doc', 'docx'],
  // A simulator, however a device server shortens it (`install_app_sim`).
  ['simulator', 'sim'],
  // A security's current price, however a market server names it.
  ['quote', 'stock quote', 'market data'],
  ['documentation', 'docs'],
  // A store's or a payments system's discount is a coupon it issues (WooCommerce, Stripe: coupon;
  // Shopify and headless stores: discount or discount code).
  ['coupon', 'discount', 'discount code', 'promo code', 'promotion code'],
  // What a shopper collects before checkout, in American or British shops.
  ['cart', 'basket', 'shopping cart', 'shopping basket'],
  // A shell's process is the command it runs: starting one runs a command, listing or killing
  // them lists or kills running commands.
  ['command', 'process', 'shell process'],
  // A codebase is the code it holds: searching a codebase searches its code.
  ['code', 'codebase', 'code base', 'source code'],
  // A knowledge base is the knowledge it holds: searching one searches that knowledge.
  ['knowledge', 'knowledge base', 'knowledgebase'],
  ['configuration', 'config', 'setting', 'settings'],
  ['image', 'picture', 'photo'],
  // What a map or a local search finds: search engines call it local search, maps call it places;
  // a search "nearby" or "around" a point finds the places there (`maps_search_nearby`,
  // `maps_around_search`): the word stands for what is found.
  // A tourist attraction is a point of interest too.
  [
    'place',
    'local',
    'local business',
    'poi',
    'pois',
    'point of interest',
    'nearby',
    'around',
    'attraction',
  ],
  // Where a traveller stays, as a hotel search or a trip planner calls it.
  ['hotel', 'accommodation', 'lodging'],
  // Directions are a route; a travel mode names the route taken in that mode (`maps_bicycling`,
  // `maps_direction_driving`): one job whose mode is a parameter elsewhere (`mode: driving`).
  ['route', 'direction', 'itinerary', 'driving', 'walking', 'bicycling', 'cycling', 'transit'],
  ['screenshot', 'screen capture'],
  // A scan of a site, a page or an app for problems is an audit of it (accessibility, security).
  ['audit', 'scan'],
  ['user', 'member'],
  [
    'javascript',
    'js',
    'java script',
    'javascript expression',
    'java script expression',
    'js expression',
    'javascript code',
    'js code',
  ],
];

/**
 * Nouns that, as the whole object of a search's name, say how it matches, not what it finds
 * (`category_search`, `keyword_search`, `text_search`): its criteria, as after a preposition
 * (`search_by_category`); the first sentence says what is found ("Return all places that match a
 * category").
 */
export const SEARCH_CRITERIA: readonly string[] = [
  'category',
  'keyword',
  'text',
  'term',
  'phrase',
  // A time or date range says when the things found were made (`memdata_query_timerange`).
  'timerange',
  'daterange',
  // A message's fields any mail search's query names (`search_by_sender` ~ `search-emails`).
  'sender',
  'recipient',
  'subject',
];

/**
 * Messages named by their medium: a tool's `message` is one of these when its first sentence or
 * its server's name says the medium (`get_message` of a mail server: "Retrieve a specific email
 * message" reads as `get_email`). A message of any other system (a chat's) stays a message.
 */
/** Heads of a message a tool sends (a text, an SMS): see `MESSAGE_PAYLOADS`. */
export const MESSAGE_HEADS: readonly string[] = ['message', 'text', 'sms', 'mms'];

/**
 * What a message sends besides text: a request names which (`send_media_message`,
 * `send-location-message`), and the labels keep such sends apart from a text's.
 */
export const MESSAGE_PAYLOADS: readonly string[] = [
  'media',
  'location',
  'choice',
  'card',
  'carousel',
  'contact',
  'image',
  'video',
  'audio',
  'sticker',
  'poll',
  'file',
  'document',
  'photo',
  'voice',
  'gif',
  'button',
  'interactive',
];

export const MESSAGE_MEDIA: Readonly<Record<string, readonly string[]>> = {
  email: ['email', 'e-mail', 'mail', 'imap', 'smtp', 'mailbox', 'inbox', 'gmail'],
};

/**
 * Web search engines: a tool whose whole object is an engine's name (`google_search`,
 * `search_with_bing`) searches the web through it, as `brave_web_search` does. Only a bare
 * engine name reads as the web: `google drive` is another thing.
 */
export const WEB_SEARCH_ENGINES: readonly string[] = [
  'google',
  'bing',
  'duckduckgo',
  'ddg',
  'yahoo',
  'yandex',
  'baidu',
  'kagi',
  'searxng',
  'searx',
  'ecosia',
  'startpage',
  // A search whose description calls the tool what it is ("Privacy-focused search engine with
  // …") searches the web as a named engine does.
  'engine',
];

/**
 * Metric stores and their query languages: a tool whose whole object is one of their names
 * (`query_prometheus`: "Query Prometheus using a PromQL expression", `prometheus_query`: "Execute
 * a Prometheus query") queries the metrics' time series, as a bare web search engine's name is
 * the web.
 */
/**
 * Words that say over what span a store's query runs (`query_prometheus_range`: a range query,
 * `query_prometheus`: an instant one): variants of one query of the store (session 33).
 */
export const QUERY_SPANS: readonly string[] = ['range', 'instant'];

export const METRIC_STORES: readonly string[] = [
  'prometheus',
  'promql',
  'graphite',
  'influxdb',
  'victoriametrics',
  'thanos',
  'mimir',
];

/**
 * Log stores and their query languages: a tool whose whole object is one of their names
 * (`query_loki`: "Execute a LogQL query against a Loki datasource to search logs") searches log
 * entries, as a metric store's name is its time series.
 */
export const LOG_STORES: readonly string[] = ['loki', 'logql'];

/**
 * Work items of trackers and forges (in canonical object form) and the things that hang on any
 * of them: a comment, a label or an attachment on one work item is the same thing as on another,
 * so across servers such an owner qualifier (`card comment`, `epic comment`) leaves the job as it
 * is when the other tool's text names a work item too, even when the texts share little else.
 */
export const WORK_ITEMS: readonly string[] = ['issue', 'task', 'card', 'epic', 'pull request'];
export const WORK_ITEM_PARTS: readonly string[] = ['comment', 'label', 'attachment'];

/**
 * Object words that add nothing to what a tool acts on ("get file contents" reads the file),
 * dropped unless nothing else is left.
 */
export const GENERIC_OBJECT_WORDS: readonly string[] = [
  'content',
  'contents',
  'data',
  'detail',
  'details',
  // A container of the object, not the object: "get comments list" reads comments, "Insert an
  // array of documents" inserts documents.
  'list',
  'array',
  'id',
  'ids',
  'api',
  // What a tool group manages is its thing: `recipes_management_get` reads recipes.
  'management',
  'mcp',
  'tool',
  // How many says nothing of what ("drag and drop between two elements").
  ...COUNT_WORDS,
  'two',
  'both',
  'new',
  'existing',
  'current',
  'specific',
  'multiple',
  'multi',
  // A batch or bulk form does the single job on many at once: a special case of it
  // (`bulk_env_update`, `woo_products_batch_update`).
  'batch',
  'bulk',
  // What the system ships with (`docx_builtin_search`): the thing, not a kind of it.
  'builtin',

  'given',
  'specified',
  'provided',
  'selected',
  'all',
  'full',
  'complete',
  'entire',
  'available',
  // A summary of a thing is a read of the thing, shortened ("get_weather_summary").
  'summary',
  // How the result comes, at once or in parts as it grows (`getProgressiveBuildLog`): the same
  // thing read.
  'progressive',
  'incremental',
  // How thorough the job is, a preset of it ("Quick search for simple queries", `deep_research`).
  'quick',
  'simple',
  'basic',
  'deep',
  'advanced',
  'comprehensive',
  'thorough',
  // How finely a series is cut (`getHourlyWeather`, `daily_stats`): the same thing read at
  // another step.
  'hourly',
  'daily',
  'weekly',
  'monthly',
];

/**
 * Words that before another noun say only where or how long a run lives (a "local shell command",
 * "local variables", a "background process", a "persistent environment"): dropped there. As a
 * phrase's head they stay what they are (a map's "local" search, an image's "background"), and a
 * name whose object is only such words (`run_background`, `bash_direct_read`) takes its object
 * from the first sentence.
 */
export const WHERE_MODIFIERS: readonly string[] = [
  'local',
  'background',
  'foreground',
  'persistent',
  'direct',
  // A sandbox's files and commands are files and commands, kept apart from the host's.
  'sandbox',
  'sandboxed',
  'isolated',
];

/**
 * Shells: a tool's whole object that names one (`bash` "Execute bash commands") stands for its
 * commands.
 */
export const SHELL_NAMES: readonly string[] = ['bash', 'zsh', 'sh', 'powershell', 'pwsh'];

/**
 * Heads that mean nothing alone: a status, a version, a configuration, statistics, a count or a
 * property are always some thing's, and what they are of (`exchange info` / `runtime info`,
 * `proxy config` / `hook config`, `loki label name` / `prometheus label name`) says which job a
 * tool does. Two such objects are one only when they are of the same thing.
 */
export const OWNED_ASPECTS: readonly string[] = [
  'status',
  'state',
  'version',
  'info',
  'information',
  'configuration',
  'metadata',
  'detail',
  'overview',
  'summary',
  'name',
  'value',
  'stat',
  'statistic',
  'property',
  'attribute',
  'count',
];

/**
 * Words that open a description with the action they stand for ("Returns the forecast …" reads
 * it), where the usual filler rules would skip them.
 */
export const DESCRIPTION_ACTIONS: Readonly<Record<string, string>> = { return: 'get', give: 'get' };

/**
 * Words that end the object phrase of a description's first sentence ("Read a file *from* disk"):
 * prepositions and conjunctions.
 */
export const PHRASE_BREAKS: readonly string[] = [
  'about',
  'across',
  'after',
  'against',
  'along',
  'and',
  'as',
  'at',
  'before',
  'between',
  'by',
  'for',
  'from',
  'if',
  'in',
  'including',
  'inside',
  'into',
  'like',
  'of',
  'on',
  'onto',
  'or',
  'over',
  'since',
  'so',
  'such',
  'than',
  'that',
  'then',
  'through',
  'to',
  'under',
  'until',
  'using',
  'via',
  'when',
  'where',
  'which',
  'while',
  'who',
  'with',
  'within',
  'without',
  // Adverbs of manner say how, after the thing ("Read a file directly from the filesystem").
  'directly',
  'recursively',
  'automatically',
  'immediately',
  'permanently',
  'temporarily',
  'locally',
  'remotely',
  'safely',
  'quickly',
  'asynchronously',
  'synchronously',
  'simultaneously',
  'programmatically',
  'interactively',
];

/** The kind of system of SQL engines: its object, SQL, names it too (`run` on `sql`). */
export const SQL_KIND = 'sql';

/** The kind of a debugger (see `SYSTEM_KINDS`): its run controls are jobs (see `debugger.ts`). */
export const DEBUGGER_KIND = 'debugger';

/** The kind of system of a key-value store (Redis and its forks): see `key-value.ts`. */
export const KEY_VALUE_KIND = 'key-value';

/** The kind of a browser (see `SYSTEM_KINDS`): it acts on the page it has open. */
export const BROWSER_KIND = 'browser';

/** A documentation server's kind (see `SYSTEM_KINDS`): it documents every other kind. */
export const DOCS_KIND = 'docs';

/** A market's kind (see `SYSTEM_KINDS`): exchanges, brokers and market data services. */
export const MARKET_KIND = 'market';

/** A vector store's kind (see `SYSTEM_KINDS`): its vectors are the things it holds. */
export const VECTOR_STORE_KIND = 'vector-store';

/** Crypto exchanges by name: a server that names one trades on it (see `PRODUCT_NAME_KINDS`). */
export const CRYPTO_EXCHANGES: readonly string[] = [
  'binance',
  'coinbase',
  'kraken',
  'okx',
  'bybit',
  'kucoin',
  'bitget',
  'bitfinex',
  'bitstamp',
  'deribit',
  'hyperliquid',
  'mexc',
];

/**
 * No-code databases: bases of tables of records, as Airtable keeps them (session 48). Their names
 * name the kind, in a server's name or a tool's text (see `PRODUCT_NAME_KINDS`, `CONTAINER_KINDS`).
 */
const BASE_PRODUCTS: readonly string[] = [
  'airtable',
  'baserow',
  'nocodb',
  'seatable',
  'grist',
  'teable',
  'apitable',
  'aitable',
  'smartsheet',
];

/**
 * Kinds of system a server serves, each with words only that kind uses (stemmed when read). A
 * server's kind is the one whose words the most of its tools use (see `system-kind.ts`). "issue"
 * is in none: trackers, forges and error monitors all have issues, and they are one object (see
 * `SHARED_KIND_WORDS`). The kinds are those of MCP catalogs: data stores, trackers, monitors,
 * CI, forges, messaging, CRM, drives, object stores, browsers, hosting, secrets, memory, maps,
 * weather, web search, translation, market data, content management, commerce, design, payments,
 * travel, video, media players, social media, cloud providers, calendars, wikis, literature
 * databases, PDF viewers, survey builders, e-signature services, feed readers, bookmark managers,
 * threat intelligence, fitness trackers and graph databases. A local file system is none:
 * its files are a repository's checkout or a fetched page as well.
 */
export const SYSTEM_KINDS: Readonly<Record<string, readonly string[]>> = {
  // SQL engines are one kind (PostgreSQL, MySQL, Neon's Postgres), with what serves their tables
  // (PostgREST) and changes their schemas (DDL).
  sql: [
    'sql',
    'ddl',
    'postgrest',
    'db2',
    'postgres',
    'postgresql',
    'mysql',
    'sqlite',
    'table',
    'mssql',
    'mariadb',
    'snowflake',
    'bigquery',
    'duckdb',
    'clickhouse',
    'redshift',
    'cockroachdb',
    'tsql',
  ],
  // A document store's calls are filters and pipelines on collections of JSON documents, not SQL on
  // tables (its "container" is shared with hosting: see `SHARED_KIND_WORDS`).
  'document-store': [
    'mongodb',
    'mongo',
    'collection',
    'document',
    'couchdb',
    'couchbase',
    'firestore',
    'dynamodb',
    'cosmosdb',
  ],
  tracker: [
    'task',
    'story',
    'ticket',
    'card',
    'epic',
    'sprint',
    'jira',
    'asana',
    'todoist',
    'clickup',
    'youtrack',
    // Products known by name (session 16).
    'trello',
    'linear',
    'wrike',
    'basecamp',
    'redmine',
    'zenhub',
    'taiga',
    'ticktick',
    'backlog',
    // Session 30: a work-management board known by name.
    'monday',
    // Session 35: help desks, whose tickets are issues (Zendesk's beside Jira's).
    'zendesk',
    'freshdesk',
    'freshservice',
    'gorgias',
    'helpscout',
    'zammad',
    'osticket',
    'helpdesk',
    // Session 42: support inboxes, whose conversations are tickets (Intercom's, Chatwoot's).
    'intercom',
    'chatwoot',
    'crisp',
    'freshchat',
    'kustomer',
    'gladly',
  ],
  // A web or product analytics service counts a site's visitors, page views and events and
  // reports them over time (Plausible, Matomo, Google Analytics): its events are visits, not a
  // monitor's alerts, and its metrics are traffic, not a running system's (session 34).
  analytics: [
    'pageview',
    'visitor',
    'referrer',
    'plausible',
    'matomo',
    'umami',
    'fathom',
    'swetrix',
    'posthog',
    'mixpanel',
    'amplitude',
  ],
  // A monitor watches running systems: their errors and traces, metrics, alerts, incidents, on-call.
  monitoring: [
    'error',
    'exception',
    'trace',
    'span',
    'metric',
    'alert',
    'incident',
    'oncall',
    'observability',
    'telemetry',
    'prometheus',
    // Services known by name: a server that says it works on one of them serves that kind.
    'sentry',
    'rollbar',
    'datadog',
    'bugsnag',
    'newrelic',
    'pagerduty',
    'opsgenie',
    // Products known by name (session 16).
    'grafana',
    'splunk',
    'dynatrace',
    'appsignal',
    'signoz',
    'honeybadger',
    'raygun',
    'uptime',
    'loki',
    'jaeger',
    'zipkin',
    'opentelemetry',
    // Log platforms known by name (session 44).
    'graylog',
    'coralogix',
    'papertrail',
    'logzio',
    'sumologic',
    'logtail',
  ],
  // A CI service builds and tests code in pipelines, jobs and builds (its "workflow" is shared
  // with automation: see `SHARED_KIND_WORDS`).
  ci: ['pipeline', 'job', 'build', 'jenkins', 'circleci', 'buildkite', 'travis', 'teamcity'],
  // A workflow automation platform runs workflows of connected app steps on triggers and keeps
  // their executions: its projects, users, tags and workflows are its own, not a CI service's.
  automation: ['automation', 'execution', 'trigger', 'n8n', 'zapier', 'ifttt', 'pipedream'],
  // A recruiting system (an applicant tracker) holds candidates, their applications, interviews
  // and feedback: its pipeline is a hiring one, its jobs openings.
  recruiting: [
    'candidate',
    'applicant',
    'interview',
    'hiring',
    'recruiting',
    'ashby',
    'greenhouse',
    // Applicant trackers known by name (session 44).
    'lever',
    'workable',
    'recruitee',
    'teamtailor',
    'smartrecruiters',
    'jobvite',
  ],
  // An HR system (an HRIS) keeps a company's employees, their time off, benefits, payroll and
  // goals; its time-tracking projects and custom tables are its own.
  hr: [
    'employee',
    'payroll',
    'hris',
    'bamboohr',
    'hibob',
    'personio',
    'gusto',
    'rippling',
    'workday',
    'deel',
    'paylocity',
    'zenefits',
  ],
  // A survey or form builder collects a questionnaire's responses (LimeSurvey, Qualtrics, Tally,
  // Google Forms): its forms are its surveys, its submissions their responses.
  survey: [
    'survey',
    'questionnaire',
    'respondent',
    'form',
    'limesurvey',
    'qualtrics',
    'surveymonkey',
    'typeform',
    'jotform',
    'formstack',
    'fillout',
    'paperform',
    'gforms',
    // Session 49: form builders known by name.
    'opnform',
    'formbricks',
    'gravityforms',
    'wpforms',
  ],
  // A learning management system runs courses (Moodle, Canvas, Google Classroom): its quizzes,
  // assignments and their submissions, its students' enrolments and grades are a course's.
  lms: [
    'course',
    'quiz',
    'gradebook',
    'student',
    'teacher',
    'enrol',
    'enroll',
    'enrolment',
    'coursework',
    'syllabus',
    'lms',
    'moodle',
    'classroom',
  ],
  // An e-signature service sends documents out to be signed (DocuSign, BoldSign, Documenso): its
  // documents are signing requests (envelopes), not a document database's records.
  esign: [
    'sign',
    'signing',
    'signature',
    'signer',
    'envelope',
    'esign',
    'esignature',
    'docusign',
    'boldsign',
    'pandadoc',
    'signnow',
    'hellosign',
    'documenso',
    'docuseal',
    'opensign',
    'modusign',
    'wesign',
  ],
  // A code-quality service analyses a repository's code: its issues are findings (a lint rule's
  // hit, a vulnerability), its patterns rules, its coverage the tests': not a tracker's work items.
  'code-quality': [
    'codacy',
    'sonarqube',
    'sonarcloud',
    'snyk',
    'semgrep',
    'deepsource',
    'coverage',
    'lint',
    'vulnerability',
    'hotspot',
    'smell',
    'duplication',
    // Products known by name (session 16).
    'codeql',
  ],
  // A forge hosts git repositories: their commits and pull requests (PRs) and the reviews on them.
  forge: [
    'repository',
    'repo',
    'commit',
    'pr',
    'git',
    'github',
    'gitlab',
    'bitbucket',
    'gitea',
    'devops',
  ],
  // Chat and email both hold messages, and a channel's messages are not a mailbox's.
  chat: [
    'channel',
    'guild',
    'emoji',
    'reaction',
    'slack',
    'discord',
    'mattermost',
    'telegram',
    'whatsapp',
    'zulip',
    'rocketchat',
    // A direct message is a chat's (session 49).
    'dm',
  ],
  email: ['email', 'mailbox', 'inbox', 'imap', 'smtp', 'gmail', 'outlook', 'sendgrid', 'mailgun'],
  // A search engine keeps full-text indices of JSON documents, with field mappings and shards:
  // its indices are not a vector store's, nor a database's indexes on its tables.
  'search-engine': [
    'elasticsearch',
    'opensearch',
    'solr',
    'lucene',
    'shard',
    'mapping',
    'reindex',
    'algolia',
    'meilisearch',
    'typesense',
  ],
  // A vector index's records are embeddings found by similarity, not rows or CRM records.
  'vector-store': [
    'vector',
    'embedding',
    'embed',
    'rerank',
    'pinecone',
    'qdrant',
    'weaviate',
    'chroma',
    'chromadb',
    'milvus',
  ],
  crm: [
    'crm',
    'deal',
    'opportunity',
    'engagement',
    'salesforce',
    'soql',
    'hubspot',
    'pipedrive',
    'zoho',
    'attio',
    'freshsales',
    // Personal and open-source CRMs: contacts, their notes, activities and reminders.
    'monica',
    'suitecrm',
    'espocrm',
    'vtiger',
    'insightly',
    // A sales pipeline's leads (Close, session 41).
    'lead',
  ],
  // A cloud drive's files are documents and spreadsheets, not a repository's files.
  'cloud-drive': [
    'drive',
    'onedrive',
    'dropbox',
    'spreadsheet',
    'worksheet',
    'sharepoint',
    'gdrive',
    // A document archive (Paperless-ngx) stores scanned paperwork as a drive stores files.
    'paperless',
  ],
  // A base (Airtable) holds tables of records and fields, a spreadsheet sheets of cells: neither is
  // a SQL engine's, nor one the other's (a sheet's native table is no base's table). Their words
  // count only where their container is named (CONTAINER_KINDS).
  base: ['base', 'table', 'record', 'field', ...BASE_PRODUCTS],
  sheet: ['sheet', 'workbook', 'cell', 'row', 'column', 'excel', 'xlsx'],
  // A BI tool's dashboards show its saved questions (cards, charts), not a tracker's cards: its
  // words count only where dashboards are named (CONTAINER_KINDS).
  bi: ['dashboard', 'card', 'visualization', 'chart', 'tableau', 'looker', 'powerbi'],
  // A job queue (or message queue) holds jobs its workers take, failed ones in a dead-letter queue
  // (DLQ): not a CI server's jobs. Its words count only where queues are named (CONTAINER_KINDS).
  queue: [
    'queue',
    'job',
    'worker',
    'dlq',
    'rabbitmq',
    'kafka',
    'sqs',
    'bullmq',
    'celery',
    'nats',
    'jetstream',
    'amqp',
    'mqtt',
    'pulsar',
  ],
  // A key-value store (Redis and its forks) keeps values under keys: strings, hashes, lists, sets
  // and sorted sets, each with commands of its own (see `key-value.ts`, session 33).
  'key-value': ['redis', 'valkey', 'keydb', 'memcached'],
  // A browser acts on the page it has open (its tabs, links, fields), not on a URL it fetches.
  browser: ['browser', 'tab', 'click', 'hover', 'navigate', 'screenshot', 'dom', 'selector'],
  // Hosting runs deployed applications: deployments, containers, clusters' pods and charts.
  hosting: [
    'deploy',
    'deployment',
    'redeploy',
    'docker',
    'kubernetes',
    'k8s',
    'kubectl',
    'pod',
    'helm',
    'namespace',
    'infrastructure',
    'env',
    // Platforms known by name: a server named for one of them serves that kind.
    'coolify',
    'vercel',
    'netlify',
    'heroku',
    'railway',
    'argocd',
    'dokku',
    // Cloud server providers (session 31).
    'hetzner',
    'digitalocean',
    'linode',
    'vultr',
    // Virtual machine hosts (session 32): their guests are the servers a cloud provider rents.
    'proxmox',
    'qemu',
    'hypervisor',
    // Products known by name (session 16).
    'portainer',
    'openshift',
    'rancher',
    'flyio',
  ],
  // A remote shell reaches another machine over SSH: its commands, sessions and files (moved by
  // SFTP or SCP) are that host's, not the local machine's nor a deployment platform's.
  'remote-shell': ['ssh', 'sftp', 'scp'],
  // A mobile device or its simulator runs apps: its screen is tapped and swiped, its URLs open in
  // an app (deep links), its screenshots show the device; none of it is a browser's page.
  mobile: [
    'simulator',
    'emulator',
    'ios',
    'android',
    'tap',
    'swipe',
    'mobile',
    'iphone',
    'ipad',
    'appium',
    'apk',
    'adb',
    'simctl',
    'xcode',
    'xcodebuild',
    'testflight',
  ],
  // A desktop application (Electron, Tauri) is driven through its own windows and the webview
  // inside them: they are no browser's pages.
  'desktop-app': ['electron', 'tauri', 'webview'],
  // An object store keeps blobs (objects) in buckets (S3, Cloud Storage, Azure Blob).
  storage: ['bucket', 'blob', 'minio', 'backblaze', 'wasabi'],
  // A secrets manager or password vault keeps credentials (HashiCorp Vault, 1Password, Bitwarden,
  // Passbolt, Infisical).
  secrets: [
    'secret',
    'password',
    'credential',
    'passphrase',
    'bitwarden',
    'infisical',
    'onepassword',
    'passbolt',
    'keepass',
    'lastpass',
    'dashlane',
    'doppler',
  ],
  // An identity provider keeps the users, groups and applications that sign in through it (Okta,
  // Auth0, Zitadel, Keycloak, Clerk).
  identity: [
    'okta',
    'auth0',
    'zitadel',
    'keycloak',
    'clerk',
    'authentik',
    'fusionauth',
    'stytch',
    'cognito',
    'realm',
    'oidc',
    'saml',
    'sso',
  ],
  // A telephony service sends texts and places calls over the phone network, on numbers it rents
  // (Twilio, Sinch, Vonage, Telnyx, Plivo).
  telephony: [
    'sms',
    'mms',
    'phone',
    'telephony',
    'callout',
    'voip',
    'twilio',
    'sinch',
    'vonage',
    'nexmo',
    'telnyx',
    'plivo',
    'retell',
    'retellai',
    'vapi',
  ],
  // A DNS host or a domain registrar keeps the records of its zones and the domains it registers
  // (Porkbun, easyDNS, Hetzner DNS, Cloudflare DNS, Namecheap).
  dns: [
    'dns',
    'nameserver',
    'rrset',
    'zonefile',
    'dnssec',
    'registrar',
    'porkbun',
    'easydns',
    'namecheap',
    'godaddy',
    'gandi',
    'route53',
    'dnsimple',
    'desec',
    'powerdns',
  ],
  // A memory store keeps what an agent learnt: a knowledge graph's entities, relations, observations.
  memory: ['memory', 'knowledge', 'entity', 'relation', 'observation', 'mem0'],
  maps: [
    'map',
    'geocode',
    'geocoding',
    'direction',
    'isochrone',
    'mapbox',
    'openstreetmap',
    'osm',
    'nominatim',
  ],
  weather: [
    'weather',
    'forecast',
    'meteorological',
    'climate',
    'noaa',
    'openweathermap',
    'precipitation',
  ],
  // A web search engine or a web fetcher reads the public web, not a system's own records.
  web: [
    'web',
    'internet',
    'bing',
    'crawl',
    'scrape',
    'webpage',
    'website',
    'tavily',
    'serp',
    'serper',
    'firecrawl',
    'duckduckgo',
    'searxng',
    'jina',
    'perplexity',
  ],
  // A localization platform (Lokalise, Phrase, Weblate) keeps a product's locales and their
  // translated strings (session 42).
  translation: [
    'translate',
    'translation',
    'glossary',
    'deepl',
    'locale',
    'localization',
    'localisation',
    'i18n',
    'l10n',
    'lokalise',
    'crowdin',
    'weblate',
    'transifex',
    'tolgee',
    'poeditor',
  ],
  market: [
    'stock',
    'ticker',
    'ohlcv',
    'orderbook',
    'crypto',
    'trading',
    'coingecko',
    'coinmarketcap',
    'forex',
    'broker',
    'brokerage',
    'portfolio',
    'ibkr',
    'tradingview',
    // Exchanges, brokers and market data services known by name (session 44).
    ...CRYPTO_EXCHANGES,
    'alpaca',
    'finnhub',
    'alphavantage',
    'kline',
    'candlestick',
  ],
  // A package registry (npm, PyPI, crates.io) serves packages, their versions, downloads and
  // advisories (session 42).
  packages: ['npm', 'pypi', 'crates', 'nuget', 'rubygems', 'packagist'],
  // A blockchain node or explorer reads a chain's blocks, transactions, balances and contracts:
  // its transactions, accounts and logs are no ledger's, bank's or monitor's (session 42).
  blockchain: [
    'blockchain',
    'ethereum',
    'evm',
    'solana',
    'bitcoin',
    'etherscan',
    'web3',
    'onchain',
    'erc',
    'erc20',
    'nft',
    'bnb',
    'bsc',
  ],
  // A CMS publishes entries of its content types and their media.
  cms: [
    'cms',
    'entry',
    'unpublish',
    'contentful',
    'strapi',
    'wordpress',
    'drupal',
    'storyblok',
    'webflow',
    'ghost',
    'sanity',
    'directus',
    'prismic',
    'contentstack',
    'hygraph',
    'datocms',
    'umbraco',
    'sitecore',
  ],
  commerce: [
    'product',
    'cart',
    'checkout',
    'coupon',
    'shop',
    'ecommerce',
    'refund',
    'shopify',
    'woocommerce',
    'magento',
    'bigcommerce',
    // Marketplaces and creator shops (session 46).
    'marketplace',
    'etsy',
    'ebay',
    'mercadolibre',
    'gumroad',
  ],
  // A smart home hub (Home Assistant, Homey, SmartThings) holds the home's devices and their
  // entities (lights, switches, sensors), the scenes and automations that drive them (session 43).
  home: [
    'homeassistant',
    'hass',
    'homey',
    'smartthings',
    'openhab',
    'hubitat',
    'domoticz',
    'homebridge',
    'homekit',
    'tuya',
    'zigbee',
    'zwave',
    'esphome',
    'thermostat',
  ],
  // A shipping service makes shipments and their labels (a carrier's waybills), rates them, tracks
  // parcels and books pickups: ShipStation, Shippo, EasyPost, Nova Poshta (session 43).
  shipping: [
    'shipment',
    'shipping',
    'parcel',
    'waybill',
    'courier',
    'postomat',
    'shipstation',
    'shippo',
    'easypost',
    'shipengine',
    'sendcloud',
    'aftership',
    'shiprocket',
    'novaposhta',
    'fedex',
    'usps',
    'dhl',
  ],
  // A design tool's files hold frames, layers and components (Figma's nodes are those).
  design: ['design', 'figma', 'canva', 'penpot'],
  // A diagram editor draws shapes and connectors on one canvas or scene: its nodes, elements,
  // shapes and cells are one thing, none a design file's node.
  diagram: [
    'diagram',
    // A wireframe editor names its things shapes and connectors (Frame0's `create_rectangle`:
    // "Create a rectangle shape").
    'shape',
    'connector',
    'whiteboard',
    'flowchart',
    'excalidraw',
    'drawio',
    'miro',
    'tldraw',
    'lucidchart',
    'mermaid',
  ],
  payments: [
    'payment',
    'invoice',
    'payout',
    'stripe',
    'paypal',
    'razorpay',
    'adyen',
    'braintree',
    'mollie',
    // Merchants of record and subscription billing (session 41).
    'paddle',
    'lemonsqueezy',
    'squeezy',
    'chargebee',
    'recurly',
    'gocardless',
    // Accounting and invoicing products bill the same customers (session 31).
    'xero',
    'freshbooks',
    'harvest',
    // Personal finance and budgeting apps keep the same ledger: accounts, payees and their
    // transactions (session 49).
    'payee',
    'ynab',
    'firefly',
    'lunchmoney',
  ],
  // Email marketing sends campaigns (broadcasts) and automated sequences to a list's (an
  // audience's) subscribers: not a mailbox's mail, nor a CRM's contacts.
  marketing: [
    'newsletter',
    'subscriber',
    'audience',
    'campaign',
    'mailchimp',
    'convertkit',
    'klaviyo',
    'brevo',
    'sendinblue',
    'mailerlite',
    'beehiiv',
    'listmonk',
    'activecampaign',
    'mautic',
    'mailjet',
    'iterable',
  ],
  travel: ['flight', 'airport', 'airline', 'hotel', 'airbnb', 'amadeus', 'skyscanner'],
  video: ['video', 'youtube', 'transcript', 'vimeo', 'twitch', 'subtitle'],
  // A media server or player plays a library's music, films and shows to a device or session.
  media: [
    'playback',
    'playlist',
    'spotify',
    'plex',
    'jellyfin',
    'emby',
    'kodi',
    'tautulli',
    'sonarr',
    'radarr',
    'lidarr',
    // Session 49: the rest of the *arr services, their request managers and the film and TV
    // databases they search.
    'readarr',
    'prowlarr',
    'whisparr',
    'bazarr',
    'overseerr',
    'jellyseerr',
    'tmdb',
    'trakt',
    'tvdb',
    'imdb',
    'omdb',
    'navidrome',
    'subsonic',
    'deezer',
    'tidal',
    'soundcloud',
  ],
  // A feature-flag service turns features on and off for users, by flags and their strategies.
  'feature-flags': [
    'unleash',
    'launchdarkly',
    'flagsmith',
    'configcat',
    'growthbook',
    'devcycle',
    'statsig',
    'flipt',
    'openfeature',
    'flag',
  ],
  // A forum holds threads of posts by topic (Reddit's subreddits, Discourse's categories): its posts
  // are no microblog's (session 34).
  forum: ['subreddit', 'reddit', 'discourse', 'lemmy', 'forum'],
  // A threat-intelligence service reports what is known of an IP address, a domain, a URL or a
  // file hash (its reputation, its malware verdicts) and keeps indicators of compromise and
  // events that share them (session 47).
  'threat-intel': [
    'virustotal',
    'shodan',
    'abuseipdb',
    'greynoise',
    'urlhaus',
    'malwarebazaar',
    'threatfox',
    'otx',
    'alienvault',
    'misp',
    'opencti',
    'censys',
    'securitytrails',
    'ioc',
    'malware',
    'phishing',
    'yara',
  ],
  // A feed reader subscribes to RSS and Atom feeds and keeps their entries (articles, headlines)
  // read, unread or starred, its feeds in folders or categories (session 47).
  'feed-reader': [
    'rss',
    'atom',
    'opml',
    'feed',
    'feedly',
    'inoreader',
    'freshrss',
    'miniflux',
    'feedbin',
    'newsblur',
    'ttrss',
  ],
  // A bookmark manager or read-it-later service keeps saved links (bookmarks, documents), their
  // highlights and tags, in collections or lists (session 47).
  bookmarks: [
    'bookmark',
    'raindrop',
    'linkding',
    'karakeep',
    'hoarder',
    'readwise',
    'pocket',
    'wallabag',
    'pinboard',
    'instapaper',
    'omnivore',
    'shiori',
  ],
  // A graph database holds nodes and relationships queried in Cypher, Gremlin or SPARQL (Neo4j,
  // FalkorDB, Memgraph), or is a multi-model one with graph relations and a query language of its
  // own (SurrealDB): its records and queries are no SQL engine's (session 48).
  'graph-db': [
    'cypher',
    'opencypher',
    'gremlin',
    'sparql',
    'neo4j',
    'falkordb',
    'memgraph',
    'tinkerpop',
    'nebulagraph',
    'kuzu',
    'neptune',
    'janusgraph',
    'dgraph',
    'surrealdb',
    'surrealql',
  ],
  // A fitness tracker or wearable records its user's workouts (activities), sleep, heart rate and
  // recovery (Garmin, Oura, Whoop, Withings, Strava; session 48).
  fitness: [
    'fitness',
    'wearable',
    'workout',
    'sleep',
    'hrv',
    'spo2',
    'heartrate',
    'garmin',
    'oura',
    'whoop',
    'withings',
    'strava',
    'fitbit',
    'polar',
    'coros',
    'suunto',
  ],
  social: [
    'tweet',
    'twitter',
    'bluesky',
    'mastodon',
    'linkedin',
    'instagram',
    'facebook',
    'tiktok',
    'hashtag',
    // Session 42: social media schedulers publish to the networks.
    'postiz',
    'pinterest',
    'hootsuite',
    'typefully',
    'ayrshare',
  ],
  // A cloud provider's account: what its projects cost, its billing and budgets, its access rules.
  cloud: ['billing', 'budget', 'cost', 'iam', 'vpc'],
  // A test grid or test manager runs and records tests (their cases, runs, plans, sessions) on
  // devices and browsers it hosts: its screenshots and logs are of a test session, not of a page
  // a browser has open.
  testing: ['test', 'testcase', 'jest', 'vitest', 'pytest', 'mocha'],
  // A PDF viewer or editor acts on the pages of the document it has open (navigates, annotates,
  // captures them): not a browser's pages.
  pdf: ['pdf', 'acrobat'],
  // A calendar holds events (meetings, appointments) on dates and who attends them: its events
  // are not a monitor's nor a cluster's.
  calendar: ['calendar', 'attendee', 'rsvp', 'caldav', 'ical', 'gcal', 'appointment'],
  // A scheduling service (Calendly, Cal.com, Acuity) books meetings into its users' free time:
  // its scheduled events are bookings, of event types, not a calendar's events.
  scheduling: ['booking', 'invitee', 'calendly', 'calcom', 'acuity', 'savvycal'],
  // A video meeting service (Zoom, Webex) hosts meetings and webinars, their participants and
  // cloud recordings: not a calendar's events nor a scheduler's bookings (session 41).
  meeting: ['meeting', 'webinar', 'zoom', 'webex', 'gotomeeting', 'whereby', 'panelist'],
  // A wiki or a notes app holds pages (their blocks), databases of pages and comments on them: not
  // a SQL engine's databases, nor a CMS entry's or a design file's comments.
  wiki: [
    'wiki',
    'notion',
    'confluence',
    'obsidian',
    'evernote',
    'joplin',
    'logseq',
    'memos',
    'bookstack',
    // Docs workspaces and wikis known by name (session 32).
    'affine',
    'docmost',
    'wikijs',
    'mediawiki',
    'dokuwiki',
    'xwiki',
    'onenote',
    'trilium',
    'siyuan',
    'anytype',
  ],
  // An encyclopedia (Wikipedia, Wikidata, Wiktionary) is a public reference of articles and
  // entities anyone reads: no team's wiki nor a site's pages (session 49).
  encyclopedia: [
    'wikipedia',
    'wikidata',
    'wikimedia',
    'wiktionary',
    'wikivoyage',
    'wikiquote',
    'dbpedia',
    'encyclopedia',
  ],
  // A literature database indexes scholarly papers by their identifiers (PubMed, arXiv, Europe PMC).
  literature: [
    'paper',
    'preprint',
    'pubmed',
    'pmid',
    'pmc',
    'europepmc',
    'arxiv',
    'biorxiv',
    'medrxiv',
    'doi',
    'scholar',
  ],
  // A documentation server serves a vendor's or a library's reference pages, guides and tutorials.
  docs: ['documentation', 'docs', 'doc', 'guide', 'tutorial'],
  // A language-model server runs a model on what it is asked: a chat, a prompt, a completion. The
  // model families and the coding-agent CLIs that front them name one too (`ask-gemini`, `codex`).
  llm: [
    'llm',
    'completion',
    'inference',
    'ollama',
    'deepseek',
    'openai',
    'gpt',
    'chatgpt',
    'gemini',
    'mistral',
    'grok',
    'llama',
    'qwen',
    'codex',
  ],
  // A debugger runs a program under its control: breakpoints, steps, the paused program's stack,
  // variables, threads, memory and modules, and the output it prints, are the debuggee's.
  [DEBUGGER_KIND]: [
    'debugger',
    'debuggee',
    'debugging',
    'breakpoint',
    'watchpoint',
    'disassemble',
    'disassembly',
    'gdb',
    'lldb',
    'x64dbg',
    'windbg',
    'dap',
  ],
};

/**
 * Products whose name is a common word, so their tools' text cannot name their kind by it (code
 * tools speak of a file's outline), or whose tools speak another kind's words (a no-code
 * database's tables and rows, SurrealDB's): a server named for one is of its kind.
 */
export const PRODUCT_NAME_KINDS: Readonly<Record<string, string>> = {
  // Outline, a team wiki of documents and collections.
  outline: 'wiki',
  // AFFiNE, a docs workspace whose documents hold databases and sit in collections: words a
  // document database speaks too (session 32).
  affine: 'wiki',
  // A server named for analytics (Google Analytics) or for Microsoft Clarity counts a site's
  // visitors; the word alone in a tool names other things too (Search Console's search analytics).
  analytics: 'analytics',
  clarity: 'analytics',
  // A server named for signing (`zyta-sign`) sends documents to be signed.
  sign: 'esign',
  // A server named for Front, a shared support inbox whose conversations are tickets: a common
  // word (session 49).
  front: 'tracker',
  // A server named for LINE, a messenger whose bots push messages to its users (session 49).
  line: 'chat',
  // Servers named for Matrix or Google Chat, whose rooms and spaces are a chat's channels: the
  // words name other things too (a distance matrix, a wiki's space; session 49).
  matrix: 'chat',
  googlechat: 'chat',
  gchat: 'chat',
  // A server named for Cal.com books meetings (its descriptions say "Cal.com": `cal` alone).
  calcom: 'scheduling',
  // A server named for Threads, Meta's microblog, whose posts are its threads (session 42).
  threads: 'social',
  // A server named for Home Assistant, whose descriptions say "Home Assistant": two common words
  // (session 43).
  homeassistant: 'home',
  // A server named for a no-code database keeps bases of records, though it may query them in SQL
  // (SeaTable, Grist) or call them databases (Baserow; session 48).
  ...Object.fromEntries(BASE_PRODUCTS.map((name) => [name, 'base'])),
  // A server named for SurrealDB, a multi-model database whose tools speak of tables and records
  // in SurrealQL, is a graph database's (session 48).
  surrealdb: 'graph-db',
  // Servers named for a crypto exchange trade on it, whatever their descriptions say (a Coinbase
  // server's orders, products and accounts are the exchange's; session 44).
  ...Object.fromEntries(CRYPTO_EXCHANGES.map((name) => [name, MARKET_KIND])),
};

/**
 * An office suite's editors by the names its descriptions give them: a Google Workspace server's
 * tool on a "Google Docs" document is a document editor's (a wiki's kind), one on "Google Sheets"
 * a spreadsheet's, whatever the server's kind (a drive's, by most of its tools; session 34).
 */
export const SUITE_PRODUCT_KINDS: Readonly<Record<string, string>> = {
  'Google Docs': 'wiki',
  'Google Doc': 'wiki',
  'Google Document': 'wiki',
  'Word document': 'wiki',
  'Google Sheets': 'sheet',
  'Google Sheet': 'sheet',
  'Excel workbook': 'sheet',
};

/** Kinds a documentation server does not serve (see `SERVED_KINDS`): its own and its users' saves. */
const DOCS_UNSERVED: ReadonlySet<string> = new Set([DOCS_KIND, 'bookmarks', 'memory']);

/**
 * Kinds of system another kind also serves: a cloud provider runs its own logging, monitoring and
 * object storage, so its logs and metrics are a monitor's and its buckets an object store's; a CRM
 * runs its own workflow automation; a documentation server documents any kind.
 */
export const SERVED_KINDS: Readonly<Record<string, readonly string[]>> = {
  cloud: ['monitoring', 'storage'],
  // A CRM automates its own sales and marketing steps: its workflows are an automation's.
  crm: ['automation'],
  // A code-quality service analyses a forge's repositories and pull requests.
  'code-quality': ['forge'],
  // A calendar keeps its own to-dos (reminders, tasks): they are a tracker's tasks.
  calendar: ['tracker'],
  // A forge runs its own CI (GitHub Actions, Azure Pipelines, GitLab CI): its pipelines, workflow
  // runs and build logs are a CI service's.
  forge: ['ci', 'wiki'],
  // A tracker keeps its documents beside its work items (Linear's and Dart's documents, YouTrack's
  // knowledge-base articles, Plane's pages), and a forge its wiki (Azure DevOps, GitHub): a wiki's
  // pages elsewhere (session 33).
  tracker: ['wiki'],
  // A forum runs its own chat (Discourse's chat channels): its chat messages are a chat's.
  forum: ['chat'],
  // A telephony service sends its texts over chat channels too (Sinch's and Vonage's WhatsApp, RCS
  // and Messenger messages): its sends are a chat's (session 40; see `SERVED_ONLY_BY`).
  telephony: ['chat'],
  // An HR system runs its own applicant tracking (BambooHR's jobs and applications).
  hr: ['recruiting'],
  // A newsletter service sends e-mail: its templates, contact fields and webhooks are a mail
  // service's (Klaviyo's and Mailtrap's templates; session 42; see `SERVED_ONLY_ON`).
  marketing: ['email'],
  // A smart home hub keeps its household's to-do lists (Home Assistant's `todo`): their items are a
  // tracker's tasks (session 43; see `SERVED_ONLY_ON`).
  home: ['tracker'],
  // A no-code database that takes SQL queries of its bases runs SQL as a database does (SeaTable's
  // `query_sql` ~ an `execute_sql`; session 48; see `SERVED_ONLY_ON`).
  base: ['sql'],
  // A shipping service ships a store's orders: the orders, products and customers it imports are
  // the store's (ShipStation's orders; session 43).
  shipping: ['commerce'],
  // A documentation server holds the documentation of what other kinds of system run (a library
  // docs index covers a payments SDK's docs), but no bookmark manager's saved pages nor an agent's
  // memory graph: those hold what their user saved, not a system's documentation (session 48).
  docs: Object.keys(SYSTEM_KINDS).filter((kind) => !DOCS_UNSERVED.has(kind)),
};

/**
 * Kinds that serve another (see `SERVED_KINDS`) only by these actions: a telephony service sends
 * over chat channels, but its message records (Twilio's message list, read, update and delete)
 * are its own, no chat's history (the labels of set 73 keep them apart).
 */
export const SERVED_ONLY_BY: Readonly<Record<string, readonly string[]>> = {
  telephony: ['send'],
};

/**
 * Kinds that serve another (see `SERVED_KINDS`) only on these things: a newsletter service's
 * templates, fields and webhooks are a mail service's, but its tags are no mailbox's labels (the
 * labels of sets 31 and 32 keep them apart); a smart home hub's to-do items are a tracker's tasks,
 * its scenes and automations no tracker's; a no-code database's SQL is a database's, its tables and
 * records no SQL engine's.
 */
export const SERVED_ONLY_ON: Readonly<Record<string, readonly string[]>> = {
  marketing: ['template', 'field', 'webhook'],
  home: ['task'],
  base: ['sql'],
};

/**
 * Words a kind shares with others (stemmed when read): they name that kind for a server that no
 * kind's own words name, or that far more of its tools use than any kind's own words (see
 * `systemKindOf`). A server that speaks of issues and of no repository or error is a tracker, and
 * so is one whose every tool manages issues and two compute their metrics. Events are a monitor's
 * or a calendar's, as the server's other words say. A container is a
 * hosting platform's (Docker's) or a document database's (its collection of documents): it goes
 * with whichever of the two kinds the server's other words name.
 */
export const SHARED_KIND_WORDS: Readonly<Record<string, readonly string[]>> = {
  tracker: ['issue'],
  // A monitor's events are errors, page views or changes; a calendar's are meetings.
  monitoring: ['event'],
  calendar: ['event'],
  ci: ['workflow'],
  automation: ['workflow'],
  hosting: ['container'],
  'document-store': ['container'],
  // A vault keeps secrets (HashiCorp Vault, 1Password) or notes (an Obsidian vault).
  secrets: ['vault'],
  wiki: ['vault'],
  // A zone is a DNS host's (Cloudflare's zones beside its workers) or a memory store's.
  dns: ['zone'],
  memory: ['zone'],
};

/**
 * Kinds of system whose every tool acts on things only that system holds (a browser's open page
 * and tabs): another server's tool, of whatever kind, never does one of their jobs.
 */
export const SELF_CONTAINED_KINDS: readonly string[] = [
  BROWSER_KIND,
  // A market's orders, balances, positions and prices are an exchange's or a broker's: a shop's
  // order, a ledger's or a chain's balance is another thing (session 44).
  'market',
];

/** What a CMS calls any of its entries, whatever their content type (Contentful, Directus, Sanity). */
const CMS_ENTRIES: readonly string[] = ['entry', 'item', 'document'];

/**
 * Object classes (see `OBJECT_CLASSES`) that hold only between two tools of one kind of system,
 * for the given actions or any: on a browser whatever is read off the open page (its HTML, text,
 * Markdown, DOM) is the page's content in one form or another, a snapshot of the page is one
 * whatever part it shows (its accessibility tree, its interactive elements), closing its session closes
 * the browser and its pages (opening an isolated session is not opening a tab), and a window is a
 * page it shows (WebDriver lists, switches and closes windows where others say tabs), and an
 * alert is the dialog the page opened. Forms of content (`contents`) are the page's unless they
 * name another thing of the kind as their owner: an alert's text is the dialog's. Elsewhere
 * `text` is what is typed into a field, a session is no page, a window is a desktop's and an alert a monitor's. On a monitor a monitor is an
 * alert rule or policy, a traced request its trace and a log's entries the log; in a memory store
 * an entity (a graph's node), a piece of knowledge, a stored artifact or a memory bank's file is
 * one stored memory. In a chat a
 * forum's posts are threads (a reply to a forum post is one in its thread); elsewhere a forum is
 * a site of its own. In a document database a container is a collection and an item a document (Cosmos DB's words for
 * MongoDB's); in a spreadsheet a tab or a worksheet is a sheet; in a store its stock is its
 * inventory.
 */
export const KIND_OBJECT_CLASSES: Readonly<
  Record<
    string,
    readonly { objects: readonly string[]; actions?: readonly string[]; contents?: boolean }[]
  >
> = {
  browser: [
    { objects: ['content', 'html', 'text', 'markdown', 'dom'], contents: true },
    { objects: ['page', 'browser', 'session', 'window'], actions: ['close'] },
    { objects: ['page', 'window'], actions: ['list', 'switch', 'select', 'create'] },
    // An element is waited for by its selector.
    { objects: ['element', 'selector'], actions: ['wait'] },
    // A state asked about under two names: a selected box is checked.
    { objects: ['check', 'select'], actions: ['read'] },
    // Scrolling moves the page's view, whatever it is scrolled to or by (an element, the top, a
    // number of pixels).
    {
      objects: ['page', 'element', 'top', 'bottom', 'pixel', 'position', 'coordinate', 'viewport'],
      actions: ['scroll'],
    },
    { objects: ['dialog', 'alert'] },
    { objects: ['snapshot'] },
  ],
  monitoring: [
    { objects: ['monitor', 'rule', 'policy'] },
    { objects: ['trace', 'request'] },
    { objects: ['log', 'entry'] },
  ],
  memory: [{ objects: ['memory', 'entity', 'node', 'artifact', 'file', 'knowledge'] }],
  chat: [{ objects: ['thread', 'forum'] }],
  'document-store': [{ objects: ['collection', 'container'] }, { objects: ['document', 'item'] }],
  sheet: [{ objects: ['sheet', 'tab', 'worksheet'] }],
  // An HR system's people are its employees or workers (Deel's people), and an applicant
  // tracker's job its posting; its requisitions and openings are headcount, no job (session 44).
  hr: [{ objects: ['employee', 'person', 'worker', 'staff'] }, { objects: ['job', 'posting'] }],
  recruiting: [{ objects: ['job', 'posting'] }],
  // What an analytics service counts visits of, whatever it calls it: Plausible's sites, Umami's
  // websites, PostHog's and Mixpanel's projects (session 45).
  analytics: [{ objects: ['site', 'website', 'project'] }],
  // A database's relations between tables are its foreign keys.
  sql: [{ objects: ['foreign key', 'relation', 'relationship'] }],
  // A store's catalog is its products (Magento's `search_catalog` ~ `search_products`).
  // A marketplace's listing is its product, a creator shop's sale its order, and an offer code or
  // a promotion a coupon (Etsy, MercadoLibre, Gumroad; session 46).
  commerce: [
    { objects: ['inventory', 'stock'] },
    { objects: ['product', 'catalog', 'listing'] },
    { objects: ['order', 'sale'] },
    { objects: ['coupon', 'code', 'promotion'] },
  ],
  // A smart home hub's entity is the device it stands for (Home Assistant's entities, Homey's and
  // SmartThings' devices), and its automation a flow or a routine, whatever the hub calls them
  // (session 43).
  home: [
    { objects: ['entity', 'device'] },
    { objects: ['automation', 'workflow', 'flow', 'routine'] },
  ],
  // A shipping service's label is the shipment it is printed for, and a carrier's waybill (Nova
  // Poshta's document) both: creating, listing, tracking or cancelling one is the other's job
  // (session 43). A parcel or a package is the shipment tracked.
  shipping: [{ objects: ['shipment', 'label', 'waybill', 'document', 'parcel', 'package'] }],
  // A market's price history is its chart, its candles or klines, whatever the API calls it
  // (`get_historical_data` ~ `get_chart` ~ `get_history_kline`), and searching stocks finds
  // their ticker symbols.
  market: [
    // A price history's forms; a history alone is none (an order history is past orders; session 44).
    { objects: ['historical', 'chart', 'kline', 'candle', 'candlestick', 'ohlc', 'ohlcv'] },
    { objects: ['stock', 'symbol', 'ticker'], actions: ['search'] },
    // An exchange's order book however it is called (Coinbase's product book, a depth read), its
    // ticker as its current price, and what it trades as instruments, products or pairs
    // (OKX's instruments, Coinbase's products; session 44).
    { objects: ['orderbook', 'book', 'depth'] },
    { objects: ['ticker', 'price'], actions: ['read', 'list'] },
    { objects: ['instrument', 'product', 'pair'], actions: ['read', 'list'] },
  ],
  // A Kafka topic and a JetStream stream are one thing, the durable log a broker's producers
  // append to and its consumer groups read (a queue, read once, is another; session 42).
  queue: [{ objects: ['topic', 'stream'] }],
  // CRMs name their records differently: a company is Pipedrive's organization, a contact its
  // person, a deal Salesforce's opportunity, an activity HubSpot's engagement.
  crm: [
    { objects: ['company', 'organization'] },
    { objects: ['contact', 'person'] },
    { objects: ['deal', 'opportunity'] },
    // A CRM's activities (engagements) are its tasks, calls and meetings: reading, listing or
    // searching them finds the tasks another CRM lists apart (Pipedrive's, Zoho's; session 42).
    { objects: ['activity', 'engagement', 'task'], actions: ['read', 'list', 'search'] },
    { objects: ['activity', 'engagement'] },
  ],
  // A diagram's shapes are its nodes, elements or cells, whatever the editor calls them; its whole
  // drawing is the diagram, scene or canvas.
  diagram: [
    // What a diagram editor exports as an image is its drawing, whole or in part: a page, a
    // scene, a canvas or a shape.
    {
      objects: ['diagram', 'scene', 'canvas', 'board', 'page', 'shape', 'element', 'node'],
      actions: ['export'],
    },
    // A whiteboard's board items (Miro's) are its elements, and its notes sticky notes (session 48).
    { objects: ['node', 'element', 'shape', 'cell', 'item'] },
    { objects: ['diagram', 'scene', 'canvas', 'board'] },
    { objects: ['sticky', 'note'] },
  ],
  // A design tool's screenshots, images and thumbnails are renders of its nodes, and a node's fill
  // is its colour or paint, whatever the tool calls them.
  design: [
    { objects: ['screenshot', 'image', 'thumbnail'] },
    { objects: ['fill', 'color', 'paint'] },
  ],
  // A device's screen is what its screenshot shows; an app is installed from its package (an APK,
  // an app bundle) and known by it.
  mobile: [
    { objects: ['screenshot', 'screen'] },
    { objects: ['app', 'application', 'apk', 'bundle', 'ipa'] },
  ],
  // A remote shell moves files over SFTP (an SFTP transfer is a file's), and its sessions are its
  // connections to a host.
  'remote-shell': [{ objects: ['file', 'sftp'] }, { objects: ['session', 'connection'] }],
  // A translator's text comes plain or marked up: translating Markdown or HTML translates its text.
  // A localization platform's locales are its languages, its tasks the jobs it assigns to
  // translators, and a glossary's terms its entries (Lokalise's and Phrase's words; session 42).
  translation: [
    { objects: ['text', 'markdown', 'html'] },
    { objects: ['locale', 'language'] },
    { objects: ['task', 'job'] },
    { objects: ['term', 'entry'] },
  ],
  // A newsletter's automation is a flow, a journey, a workflow or a sequence, whatever the service
  // calls it (Klaviyo's flows, Iterable's journeys; session 42).
  marketing: [{ objects: ['automation', 'flow', 'journey', 'workflow', 'sequence'] }],
  // A wiki's documents are its pages (Outline's documents, BookStack's and Notion's pages).
  wiki: [{ objects: ['page', 'document'] }],
  // A drive's or a document archive's documents are its files.
  'cloud-drive': [{ objects: ['file', 'document'] }],
  // An e-signature service's envelope, submission or signing request is the document sent to be
  // signed, whichever the service says, and so is the signature asked for and the PDF signed.
  esign: [
    { objects: ['document', 'envelope', 'submission', 'signing request', 'signature', 'pdf'] },
  ],
  // A secrets manager's item, entry, resource or credential is the secret it stores, whichever the
  // product says (Bitwarden's items, Passbolt's resources, Vault's secrets, 1Password's passwords).
  secrets: [
    { objects: ['secret', 'item', 'password', 'credential', 'resource', 'login', 'entry'] },
  ],
  // A scheduling service's scheduled event is a booking, whichever the service says (Calendly's
  // events, Cal.com's bookings).
  scheduling: [{ objects: ['booking', 'event'] }],
  // An identity provider's application is the OAuth/OIDC client that signs users in through it,
  // whichever the provider says (Auth0's applications, Zitadel's OIDC apps, Keycloak's clients).
  identity: [{ objects: ['application', 'app', 'client', 'oidc app', 'oidc application'] }],
  // A telephony service's number is the phone number the account owns, whatever state the
  // service names it by (rented, active, incoming, purchased, virtual); numbers on offer are
  // another thing (session 40).
  telephony: [
    {
      objects: [
        'number',
        'phone number',
        'rented number',
        'active number',
        'incoming phone number',
        'incoming number',
        'purchased number',
        'virtual number',
        'owned number',
      ],
    },
    // A text it sends is a message, an SMS or an MMS, whichever the service says.
    { objects: ['message', 'sms', 'mms', 'text', 'text message'] },
    // A callout is a call it places, whatever it speaks (text to speech, a conference).
    { objects: ['call', 'callout', 'phone call', 'voice call'] },
  ],
  // A CMS's entry is an item (Directus, Webflow's collection items) or a document (Sanity), its
  // content type a collection, its media assets (session 41).
  cms: [
    { objects: CMS_ENTRIES },
    { objects: ['type', 'content type', 'collection', 'cms collection'] },
    { objects: ['asset', 'media'] },
  ],
  // A flag service's flag is a feature (Unleash, DevCycle), a toggle or a variable (DevCycle's
  // word for what it also calls flags), whichever the service says (session 41).
  'feature-flags': [{ objects: ['flag', 'feature', 'toggle', 'variable'] }],
  // A DNS host's record is a DNS record (see `OBJECT_SYNONYMS`); its zones are the domains of the
  // account, and a nameserver is an NS.
  dns: [
    { objects: ['record', 'dns record'] },
    { objects: ['zone', 'domain'] },
    { objects: ['nameserver', 'ns'] },
  ],
  // A survey is a form and a form a survey, whichever the builder says; a form's submission is a
  // survey's response (an entry on Gravity Forms; session 49), and a subscription to its events
  // (a Google Forms watch, an OpnForm integration) its webhook.
  survey: [
    { objects: ['survey', 'form'] },
    { objects: ['response', 'submission', 'entry'] },
    { objects: ['webhook', 'subscription', 'watch', 'integration'] },
  ],
};

/** Scholarly indexes a literature server names its searches by (see `KIND_OBJECT_SYNONYMS`). */
const LITERATURE_INDEXES: readonly string[] = [
  'arxiv',
  'pubmed',
  'biorxiv',
  'medrxiv',
  'europepmc',
  'crossref',
  'openalex',
  'scopus',
  'springer',
  'wiley',
  'sciencedirect',
  'webofscience',
  'iacr',
  'ssrn',
  'dblp',
  'scholar',
];

/**
 * Object heads that name one thing between two tools of one kind of system, for the given
 * actions: unlike `KIND_OBJECT_CLASSES` (forms of one thing, whatever their qualifiers), the
 * heads are synonyms and qualifiers still decide as on one head (a rollback pipeline is not the
 * pipeline). On a CI server, running a pipeline, a workflow or a job starts a build of it,
 * whatever the server calls the definition (CircleCI, Azure DevOps, GitLab: pipeline; GitHub
 * Actions: workflow; Jenkins: job); listing them stays apart: definitions are not their runs.
 */
/** The jobs on a monitor's things that its synonyms hold for (see `KIND_OBJECT_SYNONYMS`). */
const MONITOR_ACTIONS: readonly string[] = ['read', 'list', 'create', 'update', 'delete', 'search'];

export const KIND_OBJECT_SYNONYMS: Readonly<
  Record<
    string,
    readonly { objects: readonly string[]; actions: readonly string[]; own?: boolean }[]
  >
> = {
  // A CI pipeline's definition is a workflow on GitHub Actions, a build definition on Azure
  // DevOps, a job on Jenkins (its items); running any of them starts a build.
  ci: [
    { objects: ['build', 'pipeline', 'workflow', 'job'], actions: ['run', 'stop'] },
    {
      objects: ['pipeline', 'workflow', 'build definition', 'job'],
      actions: ['read', 'list', 'create', 'update', 'delete'],
    },
  ],
  // A forge's own CI says the same, save that a job there is one step of a run.
  forge: [
    { objects: ['build', 'pipeline', 'workflow'], actions: ['run', 'stop'] },
    {
      objects: ['pipeline', 'workflow', 'build definition'],
      actions: ['read', 'list', 'create', 'update', 'delete'],
    },
  ],
  // A form's items are its questions, whatever the builder calls them (Google Forms' items,
  // LimeSurvey's questions, Typeform's and Jotform's fields; session 45); a question's type still
  // tells two apart.
  survey: [
    {
      objects: ['question', 'item', 'field'],
      actions: ['read', 'list', 'create', 'update', 'delete', 'move'],
    },
  ],
  // A mail thread is a conversation of emails: Gmail reads, lists, trashes and labels threads
  // where other mail servers do the same to messages; a message is an email.
  email: [
    {
      objects: ['email', 'thread', 'conversation', 'message'],
      actions: [
        'read',
        'list',
        'search',
        'delete',
        'update',
        'archive',
        'move',
        'mark',
        // Replying to or forwarding a message is the same job whatever a server calls it
        // (Mailtrap's `reply-to-inbound-message` ~ `reply_email`; session 42).
        'reply',
        'forward',
      ],
    },
    // A mail folder is a mailbox (IMAP's word); Gmail's filters are Outlook's inbox rules.
    {
      objects: ['mailbox', 'directory'],
      actions: ['create', 'list', 'read', 'delete', 'update', 'rename'],
    },
    { objects: ['filter', 'rule'], actions: ['create', 'list', 'read', 'delete', 'update'] },
  ],
  // A chat system's top space is a workspace on Slack, a server (a guild) on Discord, a team on
  // Mattermost and Teams; the files it keeps are its messages' attachments.
  chat: [
    { objects: ['workspace', 'server', 'guild', 'team'], actions: ['read', 'list'] },
    { objects: ['file', 'attachment'], actions: ['download', 'read', 'upload'] },
    // A chat of Telegram or Lark is a channel elsewhere, and Slack's conversations are its
    // channels (session 33); so are Matrix's rooms, Google Chat's spaces and Zulip's streams
    // (session 49).
    {
      objects: ['channel', 'chat', 'conversation', 'room', 'space', 'stream'],
      actions: ['read', 'list', 'create', 'delete', 'update', 'archive'],
    },
    // A chat's people are its users (Teams' `teams_get_person` ~ `get-user`; session 49).
    { objects: ['user', 'person'], actions: ['read', 'list', 'search'] },
  ],
  // A monitor's alerting rule is a trigger on Honeycomb, its error group an issue (Sentry) or an
  // error (Bugsnag), its dashboard a board (Honeycomb), where it notifies a notification channel,
  // a receiver or a recipient, and a trace's spans are searched as traces (session 33).
  monitoring: [
    { objects: ['alert rule', 'trigger'], actions: MONITOR_ACTIONS },
    { objects: ['issue', 'error'], actions: [...MONITOR_ACTIONS, 'resolve'] },
    { objects: ['dashboard', 'board'], actions: MONITOR_ACTIONS },
    {
      objects: ['notification channel', 'receiver', 'recipient', 'notification'],
      actions: MONITOR_ACTIONS,
    },
    { objects: ['trace', 'span'], actions: ['read', 'list', 'search'] },
  ],
  // An object store's objects are blobs on Azure (session 33), files on Backblaze B2 and MinIO's
  // tools (session 44).
  storage: [
    {
      objects: ['object', 'blob', 'file'],
      actions: ['read', 'list', 'upload', 'download', 'delete', 'copy', 'move', 'write', 'update'],
    },
  ],
  // An email service's contacts (SendGrid's) are a newsletter's subscribers (Mailchimp's members,
  // session 33): see `PAIRED_KINDS`.
  marketing: [
    {
      objects: ['subscriber', 'contact'],
      actions: ['read', 'list', 'search', 'create', 'update', 'delete'],
    },
  ],
  // A notes app's notes are the files of its vault (Obsidian) or its memos (Memos): reading,
  // writing, listing, moving or deleting one is the same job (session 31).
  wiki: [
    // A notes app's own words: a tracker's or a forge's files stay their attachments (`own`: not
    // read so where another kind serves a wiki, see `SERVED_KINDS`).
    {
      objects: ['note', 'file', 'memo'],
      actions: ['read', 'list', 'search', 'delete', 'update', 'create', 'write', 'move', 'rename'],
      own: true,
    },
    // Searching a vault searches its notes.
    { objects: ['note', 'vault'], actions: ['search'], own: true },
    // A wiki's page is a docs workspace's document (BookStack's and Azure DevOps' pages, Outline's
    // and AFFiNE's documents, session 32).
    {
      objects: ['page', 'document', 'article'],
      actions: ['read', 'list', 'search', 'delete', 'update', 'create', 'move', 'export'],
    },
  ],
  // A cloud provider's server is a virtual machine (Hetzner's server, DigitalOcean's droplet, a
  // Proxmox VM): creating, reading, listing, starting, stopping, restarting or deleting one is the
  // same job (session 32). An application or a container deployed there stays apart.
  hosting: [
    {
      objects: ['server', 'vm', 'droplet'],
      actions: ['create', 'read', 'list', 'delete', 'update', 'start', 'stop', 'restart', 'resize'],
    },
  ],
  // A vector store's index is a collection elsewhere (Pinecone's index, Qdrant's, Chroma's and
  // Milvus' collection), and what it holds a record, a point, a vector or an embedding, whatever
  // the store calls it (session 32).
  'vector-store': [
    // Weaviate's class is its collection (session 46), and what it holds its objects.
    {
      objects: ['index', 'collection', 'class'],
      actions: ['create', 'read', 'list', 'delete', 'update'],
    },
    {
      objects: ['record', 'point', 'vector', 'embedding', 'object'],
      actions: ['create', 'read', 'list', 'search', 'delete', 'update', 'upsert'],
    },
    // A snapshot of a store is its backup (Qdrant's snapshots, Weaviate's and Pinecone's backups).
    { objects: ['backup', 'snapshot'], actions: ['create', 'read', 'list', 'delete', 'restore'] },
  ],
  // A help desk names its things its own way (session 35): its customers' companies are
  // organizations (Zendesk) or companies (Freshdesk), its users agents, its agent groups teams
  // (Gorgias), its customers contacts, and a ticket's thread is its comments (Zendesk) or
  // conversations (Freshdesk), a private note one of them (a ticket's messages, Gorgias', are
  // comments by `OBJECT_SYNONYMS`: a chat's messages are not).
  tracker: [
    {
      objects: ['company', 'organization'],
      actions: ['read', 'list', 'search', 'create', 'update', 'delete'],
    },
    { objects: ['agent', 'user'], actions: ['read', 'list', 'search'] },
    // Who asks for help is a contact (Freshdesk) or a customer (Gorgias).
    {
      objects: ['contact', 'customer', 'requester'],
      actions: ['read', 'list', 'search', 'create', 'update', 'delete'],
    },
    { objects: ['group', 'team'], actions: ['read', 'list', 'create', 'update', 'delete'] },
    {
      objects: ['comment', 'note', 'conversation'],
      actions: ['read', 'list', 'create', 'update', 'delete'],
    },
  ],
  // A BI tool over databases saves a query as a card or a question (Metabase) or a chart
  // (Superset): one thing on two BI servers (session 35).
  sql: [
    {
      objects: ['card', 'question', 'chart'],
      actions: ['read', 'list', 'search', 'create', 'update', 'delete', 'archive'],
    },
    // A lakehouse's catalog (Databricks' Unity Catalog, Trino's) holds schemas as a database
    // does (session 46).
    { objects: ['database', 'catalog'], actions: ['read', 'list', 'create', 'delete', 'update'] },
  ],
  // A microblog's post is a tweet on X, a toot on Mastodon, a skeet on Bluesky.
  // A spreadsheet is a workbook, an Excel file (`create-excel` ~ `sheets_create_spreadsheet`).
  sheet: [
    {
      objects: ['spreadsheet', 'workbook', 'excel', 'xlsx', 'excel file'],
      actions: ['create', 'delete', 'list', 'search', 'copy'],
    },
  ],
  social: [
    {
      objects: ['post', 'tweet', 'toot', 'skeet'],
      actions: ['create', 'read', 'list', 'search', 'delete', 'send', 'like', 'unlike', 'repost'],
    },
    // A network's people are its users, each with a profile (Bluesky's `search-people` ~ X's
    // `search_users`, `get_profile` ~ `get_user`), and a home timeline is the feed of followed
    // accounts' posts (session 34).
    {
      objects: ['user', 'person', 'people', 'profile'],
      actions: ['read', 'search', 'list', 'follow', 'unfollow'],
    },
    {
      objects: ['timeline', 'timeline post', 'home timeline', 'home feed'],
      actions: ['read', 'list'],
    },
  ],
  // A feed reader's entry is an article, a headline, an item or a story, whichever the reader
  // says (Feedbin's entries, FreshRSS' and Inoreader's articles, Tiny Tiny RSS' headlines), and a
  // feed it follows a subscription or an RSS ("Subscribe to a new RSS/Atom feed"; session 47).
  'feed-reader': [
    {
      objects: ['entry', 'article', 'headline', 'item', 'story'],
      actions: ['read', 'list', 'search', 'update', 'mark', 'star', 'unstar'],
    },
    {
      objects: ['feed', 'subscription', 'rss'],
      actions: ['read', 'list', 'create', 'update', 'delete', 'subscribe', 'unsubscribe'],
    },
    // A folder is a directory in the lexicon's words.
    {
      objects: ['category', 'folder', 'directory'],
      actions: ['read', 'list', 'create', 'update', 'delete', 'rename'],
    },
  ],
  // A bookmark manager's saved link is a bookmark, a document (Readwise Reader), a raindrop or an
  // item, whichever the service says, and a collection of them a list (Karakeep) or a folder
  // (session 47).
  bookmarks: [
    {
      objects: ['bookmark', 'document', 'raindrop', 'link', 'item'],
      actions: ['read', 'list', 'search', 'create', 'update', 'delete', 'archive', 'unarchive'],
    },
    {
      objects: ['collection', 'list', 'folder', 'directory'],
      actions: ['read', 'list', 'create', 'update', 'delete'],
    },
  ],
  // A no-code database's record is a row (Teable, NocoDB, SeaTable), its field a column, and a base
  // a database (Baserow) or a document (Grist), whichever the product says (session 48).
  base: [
    {
      objects: ['record', 'row'],
      actions: ['read', 'list', 'search', 'create', 'update', 'delete'],
    },
    { objects: ['field', 'column'], actions: ['list', 'create', 'update', 'delete'] },
    { objects: ['base', 'database', 'document'], actions: ['read', 'list', 'create', 'delete'] },
  ],
  // A literature database's paper is a work (OpenAlex), a publication, an article, a preprint or
  // its literature, and an index searched by its name (`search_arxiv`, `search_pubmed`,
  // `search_google_scholar`) is searched for its papers (session 48).
  literature: [
    {
      objects: [
        'paper',
        'work',
        'publication',
        'article',
        'preprint',
        'literature',
        ...LITERATURE_INDEXES,
      ],
      actions: ['read', 'list', 'search', 'download'],
    },
  ],
  // An encyclopedia's page is its article, and an entry of it either (session 49).
  encyclopedia: [
    {
      objects: ['article', 'page', 'entry'],
      actions: ['read', 'list', 'search', 'create', 'update'],
    },
  ],
  // A fitness tracker's recorded exercise is an activity (Garmin, Strava), a workout (Oura, Whoop,
  // Withings) or an exercise, whichever the service says (session 48).
  fitness: [
    {
      objects: ['activity', 'workout', 'exercise'],
      actions: ['read', 'list', 'search', 'create', 'update', 'delete'],
    },
  ],
};

/**
 * Things of a kind of system that make a tool of that kind whatever server offers it: a bucket or
 * a blob is an object store's, whether a storage server keeps it or a hosting provider's (Linode's
 * object storage), a database platform's (Supabase Storage) or a cloud's (see `objectKindNamed`,
 * `plainObjectKind`). A phrase's words must all be in the tool's object (`object storage`).
 */
export const OBJECT_KINDS: Readonly<Record<string, readonly string[]>> = {
  storage: ['bucket', 'blob', 'object storage'],
  // A feature flag is a flag service's, whoever serves it (PostHog's beside Unleash's; session 34).
  'feature-flags': ['feature flag'],
};

/**
 * Kinds one server often serves together, each known by the things its tools act on: a mail and
 * calendar server (Microsoft Graph, Outlook) keeps messages and events. A tool on the other kind's
 * things is of that kind (see `pairedKindOfTool`), where the server speaks of that kind at all.
 */
export const PAIRED_KINDS: Readonly<
  Record<string, readonly { kind: string; heads: readonly string[]; words: readonly string[] }[]>
> = {
  // A newsletter service that sells too keeps a CRM's deals, pipelines and accounts
  // (ActiveCampaign; session 42).
  marketing: [
    {
      kind: 'crm',
      heads: ['deal', 'opportunity', 'pipeline', 'account'],
      words: ['deal', 'pipeline', 'crm'],
    },
  ],
  calendar: [
    {
      kind: 'email',
      heads: ['email', 'message', 'draft', 'mailbox', 'inbox'],
      words: ['email', 'mail', 'mailbox', 'inbox'],
    },
  ],
  // A video meeting service runs its own team chat and phone line (Zoom Team Chat, Zoom Phone):
  // their channels and messages are a chat's, their numbers and calls a telephony service's, and
  // its account's users are a workspace directory as a chat's are (session 41).
  meeting: [
    { kind: 'chat', heads: ['channel', 'message', 'chat'], words: ['chat', 'channel'] },
    { kind: 'chat', heads: ['user'], words: ['user'] },
    { kind: 'telephony', heads: ['number', 'call', 'voicemail'], words: ['phone'] },
  ],
  // An email delivery service (SendGrid, Mailgun) keeps a newsletter's contacts, segments and
  // campaigns beside its mail.
  email: [
    {
      kind: 'calendar',
      heads: ['event', 'calendar', 'meeting'],
      words: ['calendar', 'meeting', 'attendee'],
    },
    // Its broadcasts and automations are a newsletter's campaigns and sequences, its mailing lists
    // a newsletter's (Resend's, SendGrid's, Mailgun's; session 42).
    {
      kind: 'marketing',
      heads: ['contact', 'subscriber', 'segment', 'campaign', 'broadcast', 'automation', 'list'],
      words: ['marketing', 'campaign', 'newsletter', 'segment', 'audience'],
    },
  ],
};

/**
 * What a kind of system calls by a generic name, named as every other system names it: an error
 * tracker's item (Rollbar) is an error group, the issue Sentry and every tracker speak of.
 */
export const KIND_HEADS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  // A CI server's items are its jobs (Jenkins' `get_all_items`, `build_item`), and its logs are
  // its builds' (Jenkins' `search_logs`).
  ci: { item: 'job', log: 'build log' },
  // A hosting platform's service (Render) is the deployed application others name so, and its
  // deploys are deployments.
  hosting: { service: 'application', deploy: 'deployment' },
  // A code-quality service's issue is a finding of its analysis (a rule's hit), no work item.
  'code-quality': { issue: 'finding' },
  // A tracker's docs are the documents it keeps beside its tasks (Dart's `create_doc`, Shortcut's
  // `documents-create`), not a product's documentation; its people are its users (Teamwork's
  // `getPeople`); a support inbox's conversation is its ticket (Intercom's, Chatwoot's; session
  // 42).
  // A note left on a ticket, a conversation, an incident or a candidate is a comment on it
  // (Freshdesk's and Intercom's notes, Squadcast's incident notes, Ashby's candidate notes).
  tracker: { documentation: 'document', person: 'user', conversation: 'issue', note: 'comment' },
  // A log platform's messages are its log entries (Graylog's).
  monitoring: { item: 'issue', note: 'comment', message: 'log' },
  recruiting: { note: 'comment' },
  hr: { note: 'comment' },
  // A wiki's or a docs workspace's docs are its documents (AFFiNE's `list_docs`), not a product's
  // documentation.
  wiki: { documentation: 'document' },
  // A literature database's articles and publications are its papers (PubMed's articles, arXiv's).
  literature: { article: 'paper', publication: 'paper' },
  // A shop's users are the customers who buy there (a store API's `users` endpoint).
  commerce: { user: 'customer' },
  // A billing system's contacts and clients are the customers it bills (Xero's contacts,
  // Harvest's clients), and its items and articles the products and services it sells on its
  // invoices (QuickBooks' and Xero's items, Lexware's articles, German "Artikel").
  payments: { contact: 'customer', client: 'customer', item: 'product', article: 'product' },
  // A package registry's npm (or its info) is the package itself: `get-npm-package-details` of a
  // server named for packages, `npm_info` (session 42).
  packages: { npm: 'package', info: 'package' },
  // A shipping service's address is where a parcel goes, no web address (session 43).
  shipping: { url: 'postal address' },
  // A flag service's product is its project (ConfigCat's products, session 42).
  'feature-flags': { product: 'project' },
  // A CRM's or a mail service's properties of a contact or a deal are their fields (HubSpot's,
  // Resend's; Salesforce's and Zoho's fields; session 42).
  crm: { property: 'field' },
  email: { property: 'field' },
  // An email marketing list's members (contacts, profiles) are its subscribers; a broadcast is a
  // campaign and a sequence an automation (Kit's words for Mailchimp's); a contact's property is
  // its custom field (Resend's, session 42).
  marketing: {
    property: 'field',
    user: 'subscriber',
    contact: 'subscriber',
    profile: 'subscriber',
    broadcast: 'campaign',
    sequence: 'automation',
  },
};

/**
 * Reading a dashboard's parts (a monitor's panels and their queries, a BI tool's cards, its
 * properties) reads the dashboard. A BI tool that runs SQL is taken for a SQL system: its
 * dashboards are the only ones there.
 */
/** What an analytics service's traffic query reads (see `KIND_JOBS`' analytics). */
const TRAFFIC_READS: readonly string[] = [
  'traffic',
  'stat',
  'statistic',
  'visit',
  'pageview',
  'report',
  'time series',
  'birdseye',
  'behavior',
];

/** Qualifiers of an analytics read that make it a report of its own (see `TRAFFIC_READS`). */
const TRAFFIC_READS_APART: readonly string[] = [
  'realtime',
  'live',
  'last',
  'goal',
  'funnel',
  'performance',
  'error',
  'event',
  'feature',
  'custom',
  // An event analytics service's report types (Mixpanel's insights, retention, frequency and
  // segmentation reports; session 45).
  'insight',
  'retention',
  'frequency',
  'segmentation',
  'cohort',
];

const DASHBOARD_PARTS = {
  actions: ['read', 'list'],
  of: 'dashboard',
  as: { action: 'read', object: 'dashboard' },
};

/** One rule of `KIND_JOBS`; `O` is how its object is written (words, or stemmed words). */
export interface KindJob<O = string> {
  actions: readonly string[];
  /** Whether a tool named for its object alone, with no action, takes the rule too. */
  orNone?: boolean;
  objects?: readonly string[];
  /** A thing the object's qualifiers must name (with `objects`, a part of it: a build's status). */
  of?: string;
  /** Qualifiers that keep the job its own (a search along a route is the route's). */
  unless?: readonly string[];
  /**
   * Whether two of the actions on one server are two things it offers side by side (Okta's
   * deactivate and suspend): across servers either does the other's job.
   */
  sideBySide?: boolean;
  as: { action: string; object?: O };
}

/**
 * The indicators a threat-intelligence service looks up: the heads naming each, the one-word
 * qualifiers naming it on a report (`virustotal ip analysis`), and the indicator.
 */
const INDICATORS: readonly (readonly [readonly string[], readonly string[], string])[] = [
  [['ip', 'ip address'], ['ip'], 'ip'],
  [['domain'], ['domain'], 'domain'],
  [['url'], ['url'], 'url'],
  [['hash', 'file hash', 'file'], ['hash', 'file'], 'file'],
];

/** Verbs of looking an indicator up (see `KIND_JOBS['threat-intel']`). */
const INDICATOR_LOOKUPS: readonly string[] = [
  'search',
  'check',
  'analyze',
  'look',
  'lookup',
  'scan',
];

/** What a lookup returns of an indicator, whatever the service calls it. */
const INDICATOR_REPORTS: readonly string[] = ['report', 'reputation', 'analysis', 'verdict'];

/** Verbs a media player's tools move to another track with (see `KIND_JOBS.media`). */
const SKIP_VERBS: readonly string[] = ['skip', 'advance', 'play', 'navigate', 'go', 'jump'];

/**
 * Jobs that are other jobs within one kind of system: a tool doing one of `actions` on one of
 * `objects` (its head; any object when none are given) or, with `of`, on any part of that thing
 * (a qualifier of its object), does `as` (its action, and its object when given). In a memory
 * store writing (storing) a memory or a piece of knowledge stores a new one, opening one (an entity, a graph's node) reads it back,
 * and adding an observation to an entity adds to an existing memory; on a host whatever is
 * deployed (a project, the apps of a tag, a synced application) is an application; on a monitor
 * or a BI tool reading a dashboard's parts reads the dashboard (elsewhere a file's info is no
 * read of the file, nor a Notion page's property one of the page); in a spreadsheet appending
 * values (or rows) adds rows below the last; in a store a stock report lists its inventory.
 */
export const KIND_JOBS: Readonly<Record<string, readonly KindJob[]>> = {
  // Reading a chat's thread returns its messages, as a channel's history does (Teams'
  // `teams_get_thread` ~ `get_channel_history`; the labels of set 118; session 49).
  chat: [{ actions: ['read'], objects: ['thread'], as: { action: 'list', object: 'message' } }],
  // Replying to a help desk's ticket adds a comment to it (Freshdesk's `reply_to_ticket` ~
  // Zendesk's `add_ticket_comment`; session 35).
  tracker: [
    { actions: ['reply'], objects: ['issue'], as: { action: 'create', object: 'issue comment' } },
  ],
  memory: [
    {
      actions: ['write'],
      objects: ['memory', 'entity', 'file', 'knowledge'],
      as: { action: 'create' },
    },
    {
      actions: ['open'],
      objects: ['memory', 'entity', 'node', 'file'],
      as: { action: 'read', object: 'memory' },
    },
    { actions: ['create'], objects: ['observation'], as: { action: 'update', object: 'memory' } },
    // A memory store keeps what it is told: capturing or remembering anything there stores a
    // memory, and recalling searches them (a `session` tool's `capture`, `remember`, `recall`).
    { actions: ['capture', 'remember'], as: { action: 'create', object: 'memory' } },
    { actions: ['recall'], as: { action: 'search', object: 'memory' } },
    // Whatever a search of a memory store names (its nodes, its knowledge, an entity's relations,
    // the store itself, a manner of searching) it searches the memories kept there (session 41:
    // the label files hold 117 searches of two memory stores, all confusable).
    { actions: ['search'], as: { action: 'search', object: 'memory' } },
  ],
  hosting: [{ actions: ['deploy'], as: { action: 'deploy', object: 'application' } }],
  // An identity provider's user is kept from signing in by a lock, a suspension, a deactivation or
  // a block, whichever the provider offers, and let back in by the undoing (Okta's `suspend_user`
  // ~ Zitadel's `zitadel_lock_user`); one provider offering two of them offers two states
  // (session 40).
  identity: [
    {
      actions: ['suspend', 'lock', 'deactivate', 'block', 'ban'],
      objects: ['user'],
      sideBySide: true,
      as: { action: 'disable', object: 'user' },
    },
    {
      actions: ['unsuspend', 'unlock', 'reactivate', 'activate', 'unblock', 'unban'],
      objects: ['user'],
      sideBySide: true,
      as: { action: 'enable', object: 'user' },
    },
  ],
  // A smart home hub's scene or automation is run whatever the hub says (activated, applied,
  // triggered, fired, executed), and an entity's or a device's state or status is the entity
  // read (Home Assistant's `getAllEntityStates` ~ `listEntities`; session 43).
  home: [
    {
      actions: ['activate', 'apply', 'trigger', 'fire', 'execute', 'run', 'start'],
      objects: ['scene', 'automation', 'workflow', 'flow', 'routine'],
      as: { action: 'run' },
    },
    ...[['read', 'get'], ['list']].flatMap((actions) =>
      ['entity', 'device'].map((thing) => ({
        actions,
        objects: ['state', 'status'],
        of: thing,
        as: { action: actions[0], object: thing },
      })),
    ),
  ],
  // A shipping label is bought, purchased or generated: made (EasyPost's `buy_shipment_label` ~
  // ShipStation's `create_label`), and voided or refunded: cancelled. A shipment's rates, costs,
  // estimates and quotes are its rates, calculated or listed (session 43).
  shipping: [
    {
      actions: ['buy', 'purchase', 'generate'],
      objects: ['label', 'shipment', 'waybill'],
      as: { action: 'create' },
    },
    {
      actions: ['void', 'refund', 'cancel'],
      objects: ['label', 'shipment', 'waybill'],
      as: { action: 'delete' },
    },
    {
      actions: ['calculate', 'estimate', 'compare', 'get', 'read', 'list'],
      objects: ['rate', 'cost', 'estimate', 'quote'],
      as: { action: 'list', object: 'rate' },
    },
  ],
  // A telephony service's numbers are bought, rented or activated, and released: creating and
  // deleting a number the account owns (Twilio's `CreateIncomingPhoneNumber` ~ Sinch's
  // `rent-sinch-virtual-numbers` ~ `activate_number`; session 40).
  telephony: [
    {
      actions: ['rent', 'purchase', 'buy', 'activate'],
      objects: ['number'],
      as: { action: 'create', object: 'number' },
    },
    { actions: ['release'], objects: ['number'], as: { action: 'delete', object: 'number' } },
    // Placing or making a call, a callout, creates it (Sinch's `tts-callout` ~ Twilio's
    // `CreateCall` ~ Retell's `create_phone_call`).
    {
      actions: ['place', 'make', 'start', 'initiate'],
      objects: ['call', 'callout'],
      as: { action: 'create', object: 'call' },
    },
  ],
  // An e-signature service's signing request (a submission, a request for signatures) is its
  // document sent out to be signed: creating one sends it (`create_submission` ~ `send_envelope`).
  esign: [
    {
      actions: ['create', 'request'],
      objects: ['submission', 'request', 'sign', 'signature'],
      as: { action: 'send', object: 'document' },
    },
  ],
  // A scheduling service's scheduled event is a booking: scheduling one books it (Calendly's
  // `schedule_event` ~ Cal.com's `create_booking`).
  scheduling: [
    {
      actions: ['schedule'],
      objects: ['event', 'booking'],
      as: { action: 'create', object: 'booking' },
    },
  ],
  // A PDF service's document is the PDF it makes: creating one, or generating a PDF, makes a PDF
  // (`pdf-document` "Create a PDF document" ~ `generate_pdf` ~ `html_to_pdf`).
  pdf: [
    { actions: ['create'], objects: ['document', 'pdf'], as: { action: 'create', object: 'pdf' } },
    {
      actions: ['write'],
      objects: ['pdf'],
      unless: ['byte', 'annotated'],
      as: { action: 'create', object: 'pdf' },
    },
  ],
  // A language model answers whatever it is given, however the server names the exchange: a chat,
  // a prompt, a completion, a response, a task sent to it (`ollama_chat`, `custom_prompt`,
  // `chat_completion`, `create_response`, `code_task`) asks the model for a completion.
  llm: [
    {
      actions: ['send', 'generate', 'create', 'run', 'chat', 'ask', 'complete', 'prompt', 'fill'],
      orNone: true,
      // FIM: a fill-in-the-middle completion (code between a prefix and a suffix).
      objects: ['chat', 'completion', 'prompt', 'response', 'task', 'fim'],
      as: { action: 'generate', object: 'completion' },
    },
  ],
  // A debugger evaluates in the paused program: evaluating an expression (or running code there)
  // reads or changes what a variable read shows; the paused location is the top of the call
  // stack; what the debuggee prints is its output, however the server names the stream; setting,
  // adding or configuring a breakpoint makes one, removing or clearing deletes it; attaching or
  // connecting reaches a running process.
  [DEBUGGER_KIND]: [
    {
      actions: ['run', 'read'],
      objects: ['expression', 'javascript'],
      as: { action: 'evaluate', object: 'expression' },
    },
    // gdb's words: printing an expression's value evaluates it, examining memory reads it, and a
    // backtrace is the call stack.
    {
      actions: ['print'],
      objects: ['value', 'expression', 'variable'],
      as: { action: 'evaluate', object: 'expression' },
    },
    {
      actions: ['examine', 'read', 'dump'],
      objects: ['memory'],
      as: { action: 'read', object: 'memory' },
    },
    {
      actions: ['read', 'list'],
      objects: ['variable'],
      as: { action: 'evaluate', object: 'expression' },
    },
    {
      actions: ['read', 'list'],
      objects: ['stack', 'trace', 'location', 'frame', 'backtrace'],
      as: { action: 'read', object: 'stack' },
    },
    {
      actions: ['read', 'list'],
      objects: ['output', 'log', 'console', 'console log'],
      as: { action: 'read', object: 'output' },
    },
    {
      actions: ['update', 'create', 'add'],
      objects: ['breakpoint'],
      as: { action: 'create', object: 'breakpoint' },
    },
    {
      actions: ['delete', 'clear', 'remove'],
      objects: ['breakpoint'],
      as: { action: 'delete', object: 'breakpoint' },
    },
    {
      actions: ['attach', 'connect'],
      objects: ['process', 'debuggee', 'program', 'target'],
      as: { action: 'attach', object: 'process' },
    },
  ],
  // A remote shell opens a session or a connection to a host however it names it, and closes or
  // disconnects it likewise; running "through a jump" host, or a read-only command, runs a command.
  'remote-shell': [
    {
      actions: ['open', 'create', 'start'],
      objects: ['session', 'connection'],
      as: { action: 'connect', object: 'connection' },
    },
    { actions: ['connect'], as: { action: 'connect', object: 'connection' } },
    { actions: ['close', 'disconnect'], as: { action: 'disconnect', object: 'connection' } },
    {
      actions: ['run', 'read'],
      objects: ['jump', 'command'],
      as: { action: 'run', object: 'command' },
    },
  ],
  // A repository's log is its commit history: reading it lists the commits (`git_log` ~
  // `list_commits`), unless it is a release's, a build's or a pipeline's log.
  forge: [
    {
      actions: ['read', 'list'],
      objects: ['log'],
      unless: ['release', 'build', 'pipeline', 'job', 'run', 'workflow', 'deployment'],
      as: { action: 'list', object: 'commit' },
    },
  ],
  // The only code a browser runs in its page is the page's JavaScript: running or evaluating
  // something on the page or in the browser runs a script (a `page` tool's `evaluate` action).
  browser: [
    { actions: ['run'], objects: ['page', 'browser'], as: { action: 'run', object: 'javascript' } },
    // A browser navigates to a URL whatever it says it navigates (the page, the browser, a
    // product's name: `browserbase_stagehand_navigate`, `init-browser`), unless it moves through
    // the history; and what it selects in an element, a value or an option is a dropdown's option
    // (its tabs and pages are selected as pages).
    {
      actions: ['navigate'],
      unless: ['back', 'forward', 'history', 'reload', 'refresh'],
      as: { action: 'navigate', object: 'url' },
    },
    {
      actions: ['select'],
      objects: ['option', 'value', 'element', 'dropdown'],
      as: { action: 'select', object: 'option' },
    },
    // Extracting the open page's text, HTML or Markdown reads it (a `page` tool's `content`
    // action, "extract text", ~ `browser_get_text`).
    {
      actions: ['extract'],
      objects: ['content', 'html', 'text', 'markdown', 'dom'],
      as: { action: 'read' },
    },
  ],
  // A web reader scrapes only what is at a URL, whatever it calls the page (`spider_scrape`: "a
  // single page"): it reads the URL. (Extracting is wider: a research agent extracts across sites.)
  // A crawl, likewise, follows a site's links from a URL, whatever it calls where it starts
  // (`tavily_crawl` "a website", `firecrawl_crawl` "multiple pages"); to spider a site is to crawl it.
  web: [
    // Scraping a whole domain or site follows its links: a crawl (fetchserp's `scrape_domain`).
    {
      actions: ['scrape'],
      objects: ['domain', 'site', 'website'],
      as: { action: 'crawl', object: 'website' },
    },
    { actions: ['scrape'], as: { action: 'read', object: 'url' } },
    { actions: ['crawl', 'spider'], as: { action: 'crawl', object: 'website' } },
  ],
  // An exchange's order is placed or submitted as others create it; an indicator is calculated
  // as others read it (session 44).
  market: [
    {
      actions: ['place', 'submit', 'create'],
      objects: ['order'],
      as: { action: 'create', object: 'order' },
    },
    { actions: ['calculate', 'compute'], as: { action: 'read' } },
  ],
  monitoring: [
    DASHBOARD_PARTS,
    // An alert a monitor creates, changes or deletes is its rule: what fires is only read
    // (Coralogix's `create_logs_threshold_alert`, `create_tracing_alert`; session 44).
    ...['create', 'update', 'delete'].map((action) => ({
      actions: [action],
      objects: ['alert'],
      as: { action, object: 'alert rule' },
    })),
    // A monitor's query in a log query language, or one it takes as text (Splunk's search query,
    // Coralogix's DataPrime and Lucene queries), searches its logs (session 44).
    {
      actions: ['search', 'answer', 'run'],
      objects: ['question', 'dataprime', 'lucene', 'spl', 'kql'],
      as: { action: 'search', object: 'log' },
    },
  ],
  // An analytics service's reads of a site's traffic (its visits, page views, stats, a report or
  // a time series of them, over a date range) are one query, whatever the tool calls it
  // (`query_stats` ~ `matomo_get_visits` ~ `swetrix_get_traffic` ~ `runReport`); its live
  // visitors, goals, funnels, errors and performance are reports of their own.
  analytics: [
    ...[{ objects: TRAFFIC_READS }, { of: 'traffic' }].map((on) => ({
      ...on,
      actions: ['read', 'list', 'search', 'query', 'count', 'run'],
      unless: TRAFFIC_READS_APART,
      as: { action: 'query', object: 'traffic' },
    })),
    // An event sent, tracked, captured or imported is one recorded (Umami's `send_event` ~
    // Mixpanel's `track_event`, `import_events`; session 45).
    {
      actions: ['send', 'track', 'capture', 'record', 'log', 'import'],
      objects: ['event'],
      as: { action: 'track', object: 'event' },
    },
  ],
  bi: [DASHBOARD_PARTS],
  // A table's columns (their names, types, nullability) are what describing the table returns:
  // reading or listing them describes it (`mssql_describe_table_columns` ~ `describe_table`).
  // Reading a table's rows (filtered, ordered, projected, or a sample of them) or a column's
  // values is running a SELECT on it.
  sql: [
    DASHBOARD_PARTS,
    // A BI tool's saved question is a card (Metabase names it both): running one runs the card.
    { actions: ['answer', 'run'], objects: ['question'], as: { action: 'run', object: 'card' } },
    { actions: ['list', 'search'], objects: ['question'], as: { action: 'list', object: 'card' } },
    { actions: ['read'], objects: ['question'], as: { action: 'read', object: 'card' } },
    { actions: ['list', 'read'], objects: ['column'], as: { action: 'read', object: 'table' } },
    {
      actions: ['list', 'read', 'search'],
      objects: ['row', 'sample', 'value'],
      as: { action: 'run', object: 'readonly sql' },
    },
  ],
  sheet: [
    { actions: ['append'], objects: ['value', 'row'], as: { action: 'create', object: 'row' } },
    // A sheet, a range or a cell holds values: reading one lists the sheet's values, writing into
    // one updates them (`excel_read_sheet` ~ `sheets_get_values`, `excel_write_to_sheet` ~
    // `sheets_update_values`), whatever the product.
    // Its values and cells are what it holds: getting them reads the sheet
    // (`sheets_batch_get_values` ~ `excel_read_sheet`), as reading a whole workbook (an Excel
    // file: `read-excel`) reads its sheets' values.
    {
      actions: ['read'],
      objects: ['sheet', 'range', 'value', 'cell', 'workbook', 'excel'],
      as: { action: 'list', object: 'sheet value' },
    },
    {
      actions: ['write', 'update'],
      objects: ['sheet', 'range', 'cell', 'value'],
      as: { action: 'update', object: 'sheet value' },
    },
  ],
  commerce: [{ actions: ['report'], objects: ['stock', 'inventory'], as: { action: 'list' } }],
  // A broker's message is sent whether the broker says publish (RabbitMQ, NATS), produce (Kafka)
  // or send (SQS, Azure queues), and draining a queue (BullMQ) clears it as purging or emptying
  // it does (session 41).
  queue: [
    {
      actions: ['publish', 'produce', 'push', 'enqueue'],
      objects: ['message', 'record', 'event'],
      as: { action: 'send', object: 'message' },
    },
    { actions: ['drain'], objects: ['queue'], as: { action: 'clear', object: 'queue' } },
    // Consuming a topic's messages reads them where they stay (Kafka's log): it lists them, as
    // peeking at a queue's or listing a stream's does (session 46).
    {
      actions: ['consume'],
      objects: ['message', 'record', 'event'],
      as: { action: 'list', object: 'message' },
    },
  ],
  // A vector store finds its records by similarity however it words the query: a search near a
  // text, a vector or an object, a hybrid search, a recommendation or a discovery from examples,
  // grouped or batched (session 46); scrolling through its points lists them.
  'vector-store': [
    {
      actions: ['search', 'recommend', 'discover'],
      // What it holds, or how the query is given (near a text, a grouped or batched request,
      // Pinecone's cascading search, Qdrant's universal query); not an agent store's own things
      // (skills, patterns).
      objects: [
        'record',
        'point',
        'vector',
        'embedding',
        'object',
        'text',
        'group',
        'recommendation',
        'request',
        'cascading',
        'search',
      ],
      // A search of what holds them (a collection's, an index's) searches that container.
      unless: ['collection', 'index', 'class', 'backup', 'snapshot', 'namespace', 'alias'],
      as: { action: 'search', object: 'similar record' },
    },
    // Weaviate's hybrid search ("Perform a hybrid search").
    {
      actions: ['perform'],
      objects: ['hybrid'],
      as: { action: 'search', object: 'similar record' },
    },
    { actions: ['scroll'], as: { action: 'list', object: 'record' } },
  ],
  // A CI server builds a job by running a build of it (Jenkins' `build_item`, `build_job`).
  ci: [
    // A build's status, result or details are what reading the build returns (TeamCity's
    // `get_build_status` ~ Jenkins' `get_build`).
    {
      actions: ['read', 'list'],
      of: 'build',
      objects: ['status', 'result', 'detail', 'info', 'summary'],
      as: { action: 'read', object: 'build' },
    },
    {
      actions: ['build'],
      objects: ['job', 'pipeline', 'workflow', 'project'],
      as: { action: 'run', object: 'build' },
    },
  ],
  // A media player's controls act on what is playing, whatever the server calls it: pausing a
  // session, the playback or the player pauses the playback; playing items on a session or music
  // on a device plays them; setting or adjusting the volume changes it.
  media: [
    // Skipping to the next or the previous track however it is worded (`skipToNext`,
    // `jellyfin_next_track`: "advance"; `previous_track`: "go"; a control's `action: next`).
    ...['next', 'previous'].flatMap((which) => [
      { actions: SKIP_VERBS, objects: [which], as: { action: 'skip', object: which } },
      {
        actions: SKIP_VERBS,
        of: which,
        objects: ['track', 'song', 'item'],
        as: { action: 'skip', object: which },
      },
    ]),
    ...['pause', 'resume', 'stop', 'play'].map((action) => ({
      actions: [action],
      objects: [
        'playback',
        'session',
        'player',
        'music',
        'track',
        'song',
        'device',
        'media',
        'item',
        // Apple Music's `playback_control`: the control of the playback is the playback.
        'control',
      ],
      as: { action, object: 'playback' },
    })),
    {
      actions: ['update', 'adjust', 'set', 'change'],
      objects: ['volume'],
      as: { action: 'update', object: 'volume' },
    },
  ],
  // A microblog publishes a post however the server words it: sending or posting a tweet,
  // creating a toot, publishing a status.
  social: [
    {
      actions: ['send', 'create', 'publish', 'write'],
      objects: ['post', 'tweet', 'toot', 'skeet', 'status', 'thread'],
      as: { action: 'create', object: 'post' },
    },
    // A quote or a thread is one form of a post (X's `quote_tweet`, `create_thread`).
    { actions: ['quote'], as: { action: 'create', object: 'post' } },
  ],
  // On a map a POI, an address, a location or a category of them is a place, and geocoding text
  // finds one: searching any of them searches places (`search_and_geocode_tool` ~
  // `maps_search_places`); places along a route are found by the route, a job of its own.
  maps: [
    {
      actions: ['search'],
      objects: ['place', 'poi', 'address', 'location', 'category', 'geocode'],
      unless: ['route'],
      as: { action: 'search', object: 'place' },
    },
    // What a map shows of an area is its places: exploring one searches the places there
    // (`maps_explore_area` "Explore what's around a location" ~ `maps_search_nearby`).
    { actions: ['explore'], unless: ['route'], as: { action: 'search', object: 'place' } },
    // A keyword or text search on a map finds places (AMap's `maps_text_search`), and the details
    // a map server looks up by id are a place's (`maps_search_detail` ~ `maps_place_details`).
    {
      actions: ['search'],
      objects: ['text', 'keyword'],
      unless: ['route'],
      as: { action: 'search', object: 'place' },
    },
    { actions: ['search', 'read'], objects: ['detail'], as: { action: 'read', object: 'place' } },
    // Reverse geocoding, however it is written: `regeocode` and `regeo` are the Chinese map APIs'
    // words for it, and "reverse geocode" may read as the verb reverse on a geocode. It stays
    // apart from geocoding (the geocoding of an address, which the lexicon reads as a URL).
    {
      actions: ['read', 'geocode', 'search', 'convert'],
      objects: ['regeocode', 'regeo'],
      as: { action: 'geocode', object: 'reverse' },
    },
    { actions: ['reverse'], objects: ['geocode'], as: { action: 'geocode', object: 'reverse' } },
    { actions: ['read', 'convert'], objects: ['geo'], as: { action: 'geocode', object: 'url' } },
    // A distance matrix is the travel distances and times between origins and destinations, and
    // getting a distance from a map service asks it for the same (AMap's `maps_distance`), while
    // calculating one between two coordinates is geometry (Mapbox's `distance_tool`), no trip.
    {
      actions: ['read', 'calculate', 'compute'],
      objects: ['matrix'],
      as: { action: 'calculate', object: 'distance matrix' },
    },
    {
      actions: ['read'],
      objects: ['distance'],
      as: { action: 'calculate', object: 'distance matrix' },
    },
  ],
  // A threat-intelligence service's lookup of an indicator (checking, analysing or searching an
  // IP address, a domain, a URL or a file hash) reads what it knows of it, its report, whatever
  // the service calls it: VirusTotal's report or analysis, AbuseIPDB's reputation, a lookup
  // across feeds (session 47). Reading one's own IP address is no lookup.
  'threat-intel': INDICATORS.flatMap(([heads, qualifiers, indicator]) => [
    {
      actions: INDICATOR_LOOKUPS,
      objects: heads,
      as: { action: 'read', object: `${indicator} report` },
    },
    ...qualifiers.map((of) => ({
      actions: [...INDICATOR_LOOKUPS, 'read'],
      objects: INDICATOR_REPORTS,
      of,
      as: { action: 'read', object: `${indicator} report` },
    })),
  ]),
  // A drawing's contents are its elements: listing or searching the elements of a whiteboard or
  // a diagram (Miro's `list_items`, tldraw's `query_elements`) reads the drawing, as describing
  // its scene does; one page of it stays its own (session 48).
  diagram: [
    {
      actions: ['list', 'search'],
      objects: ['element', 'item', 'node', 'shape'],
      as: { action: 'read', object: 'diagram' },
    },
  ],
  // A video platform's transcript or captions are text: downloading them reads them (Vimeo's
  // `vimeo_download_transcript` ~ a YouTube `get_transcript`; session 47).
  video: [
    {
      actions: ['download', 'export'],
      objects: ['transcript', 'caption', 'subtitle'],
      as: { action: 'read' },
    },
  ],
  // A bookmark manager saves a link, whatever it calls what it keeps: saving or writing a document
  // or a page there creates a bookmark (Readwise Reader's `save_document` ~ Linkding's
  // `create_bookmark`; session 47).
  bookmarks: [
    {
      actions: ['write'],
      objects: ['bookmark', 'document', 'link', 'url', 'page', 'article', 'item'],
      as: { action: 'create' },
    },
  ],
};

/**
 * Qualifiers that name kinds of a head, which the bare head covers: a translation's source and
 * target languages are each a list of the languages it translates (`get-source-languages` ~
 * `list_languages`).
 */
export const HEAD_KINDS: Readonly<Record<string, readonly string[]>> = {
  language: ['source', 'target'],
};

/**
 * Object heads that name one thing for an action, on any system: querying metrics reads their
 * time series (Datadog's `query_metrics` ~ Cloud Monitoring's `list_time_series`), while listing
 * the metrics lists their names, not their data.
 */
export const ACTION_OBJECT_SYNONYMS: readonly { action: string; objects: readonly string[] }[] = [
  { action: 'query', objects: ['time series', 'metric'] },
  // Ungrouping a group ungroups its elements (`ungroup` "Ungroup a group" ~ `ungroup_elements`).
  { action: 'ungroup', objects: ['element', 'group'] },
  // Explaining a SQL statement shows its plan (`explain_query` ~ `explain` "the query plan").
  { action: 'explain', objects: ['sql', 'plan'] },
  // A text sent to someone is a message (`whatsapp-send-text` ~ `send_message`), and so is what is
  // sent as a direct message or to a person (`vibe_dm`, `send_to_person`; session 49).
  { action: 'send', objects: ['message', 'text', 'dm', 'person'] },
  // Listing a directory lists the files in it (`list_directory` ~ `list_files`). Only listing:
  // searching files, by name or content, is another job than listing a directory (the labels of
  // eight held-out sets), so a file search stays on files.
  { action: 'list', objects: ['directory', 'file'] },
  // What a platform deploys is the application, whatever it calls it: a service, a project, a
  // site, a backend, the resources its config lists (`firebase_deploy` ~ `deploy_service`).
  {
    action: 'deploy',
    objects: ['application', 'app', 'service', 'project', 'resource', 'site', 'website', 'backend'],
  },
];

/**
 * Kinds known by the container their things live in (a base, a sheet) whose other words (table,
 * record) other kinds use too: a server is of such a kind only when its tools' headlines name the
 * container, and then the kind's words are its own, no other kind's (Airtable's "List all tables
 * in a specific base" is not a SQL engine's table).
 */
export const CONTAINER_KINDS: Readonly<Record<string, readonly string[]>> = {
  base: ['base', ...BASE_PRODUCTS],
  sheet: ['sheet', 'workbook'],
  bi: ['dashboard'],
  queue: ['queue', 'topic', 'stream'],
};

/**
 * What every thing of a kind of system lives in: a forge's files, directories and commits are a
 * repository's, so a name that says so (`getRepoFile`) reads what a plain `get_file_content` of
 * another forge reads.
 */
export const KIND_CONTAINER_QUALIFIERS: Readonly<Record<string, readonly string[]>> = {
  forge: ['repository'],
  // A tracker's or a chat's tasks, members and channels are a workspace's (ClickUp's, Plane's,
  // Slack's): `get_workspace_tasks` lists the tasks a plain task listing lists.
  tracker: ['workspace'],
  chat: ['workspace'],
  // A spreadsheet's rows and cells are a workbook's or an Excel file's (`add-excel-rows`).
  sheet: ['excel', 'workbook', 'spreadsheet', 'sheet'],
  // An exchange's orders, balances and positions are an account's, on its spot, futures,
  // perpetuals or margin market: one job on any of them (session 44).
  market: ['spot', 'future', 'perpetual', 'margin', 'account', 'asset', 'portfolio', 'trading'],
  // A mailbox's mail is what it received: a delivery service's inbound or received mail is read
  // as a mailbox's (Mailtrap's `get-inbound-message`, Resend's `list-received-emails`; session 41).
  email: ['inbound', 'received', 'incoming', 'inbox'],
};

/**
 * What a thing lives in on any system: a file or a directory is one of a file system, so
 * `file_system_read_file` reads what `read_file` reads.
 */
export const OBJECT_CONTAINER_QUALIFIERS: Readonly<Record<string, readonly string[]>> = {
  file: ['filesystem'],
  directory: ['filesystem'],
  // Every paper is research, academic or scientific: the words narrow nothing.
  paper: ['research', 'academic', 'scientific', 'scholarly'],
};

/**
 * Types of a kind's generic thing: a diagram editor's element, shape or node (Excalidraw's
 * `create_element`, whose `type` is a rectangle, an ellipse, an arrow…) is any of its shape types,
 * so making one does what making a rectangle does (Frame0's `create_rectangle`); two types stay
 * apart.
 */
export const KIND_OBJECT_TYPES: Readonly<
  Record<string, { generic: readonly string[]; types: readonly string[] }>
> = {
  diagram: {
    generic: ['element', 'shape', 'node', 'item'],
    types: [
      'rectangle',
      'ellipse',
      'circle',
      'diamond',
      'triangle',
      'polygon',
      'polyline',
      'line',
      'arrow',
      'connector',
      'text',
      'image',
    ],
  },
  // A CMS's entry (an item, a document: see `KIND_OBJECT_CLASSES`) is any of its content types: a
  // blog's post, page or article (Contentful and Strapi entries ~ Ghost or WordPress posts); a post
  // and a page stay apart.
  cms: { generic: CMS_ENTRIES, types: ['post', 'page', 'article'] },
  // A smart home hub's entity or device is any of its domains: a light, a switch, a lock… (Home
  // Assistant's `lights` lists some of `list_entities`; session 43); two domains stay apart.
  home: {
    generic: ['entity', 'device'],
    types: [
      'light',
      'switch',
      'sensor',
      'cover',
      'fan',
      'lock',
      'climate',
      'vacuum',
      'player',
      'thermostat',
      'alarm',
      'camera',
      'plug',
      'valve',
      'siren',
    ],
  },
  // A search engine's index settings are any of its settings: its ranking rules, its filterable
  // or searchable attributes, stop words, synonyms, typo tolerance… (Meilisearch's and Algolia's
  // `get-settings` / `update-settings` ~ `update-ranking-rules`; session 45); two stay apart.
  'search-engine': {
    generic: ['configuration'],
    types: [
      'attribute',
      'rule',
      'word',
      'token',
      'synonym',
      'tolerance',
      'faceting',
      'pagination',
      'precision',
      'embedder',
      'dictionary',
    ],
  },
};

/**
 * Objects whose meaning is set by the kind of system that holds them: a Neon (database), Sentry
 * (monitoring) or CircleCI project is not a tracker project; a Neon branch is not a git branch; a
 * MongoDB database, query or collection is not a SQL one. Two tools on such an object do
 * different jobs when their servers are of different kinds.
 */
export const KIND_RELATIVE_OBJECTS: readonly string[] = [
  // A database's connection is a client's pool, an SSH server's a remote host, a queue's a Redis;
  // a browser's session is its open pages, a remote shell's a login on another machine.
  'connection',
  'session',
  // A hosting platform's app is a deployed service, a device's an installed program.
  'app',
  'application',
  'project',
  'branch',
  'database',
  'sql',
  'table',
  'collection',
  'organization',
  'workspace',
  // A chat message is not an email; a vector, CRM or base record is not a SQL row; a CRM object
  // schema is not a database schema; a cloud drive's file is not a repository's.
  'message',
  'record',
  'schema',
  'file',
  // So is a folder: a mailbox's is not a repository's.
  'directory',
  // A BI card is a saved question, a tracker's card a work item.
  'card',
  // A design file's node is a frame or a layer, a diagram's a shape, a cluster's a machine, a
  // memory graph's an entity; a debuggee's memory and modules are its address space and loaded
  // binaries, not an agent's memories nor a tracker's or an infrastructure's modules.
  'node',
  'memory',
  'module',
  // A MongoDB index is on a collection's documents, a vector index holds embeddings: not a SQL one.
  'index',
  // A hosting platform's service is a deployed stack, a monitor's a name its traces carry; a
  // monitor's dashboard charts metrics, a BI tool's shows saved questions.
  'service',
  'dashboard',
  // A cluster's events are its resources' changes, a monitor's are errors or page views.
  'event',
  // A monitor's alert is a firing rule, a weather service's a storm warning; a translator's
  // languages are those it translates, a video's those of its captions.
  'alert',
  'language',
  // A hosting platform's logs are what one deployed application wrote, a monitor's a store of
  // every service's logs searched by a query, a database's its server's own diagnostics.
  'log',
  // A CRM's object is a type of record (contacts, deals), a bucket's a stored blob.
  'object',
  // A document database's document is a JSON record, a tracker's or a drive's a text; a document
  // database's container holds such records, a hosting platform's runs an image.
  'document',
  'container',
  // A chat's webhook posts into a channel, a shop's or a forge's calls out on its own events.
  'webhook',
  // A hosting platform's documentation is of the platform, a payments system's of its API.
  'documentation',
  // A feed reader's article is an entry of a subscribed feed, a help center's a page of its
  // knowledge base, a CMS's its own content; a bookmark manager's list is a collection of saved
  // links, a newsletter's its subscribers, a tracker's a column of cards; a backup is a copy of
  // what its own system holds (a virtual machine, an index, a library of links); a bookmark is a
  // saved link, a BI tool's saved question, a social network's saved post (session 47).
  'article',
  'list',
  'backup',
  'bookmark',
  // A book is a wiki's shelf of pages (BookStack), a reading app's source of highlights, a
  // library's title (Readarr, Calibre); an author a paper's writer, a library's or a blog's; an
  // integration a form's webhook, a help desk's connected app or a flag service's notifier; a
  // history what each system keeps of its own things (a watch history, an image's layers; the
  // labels of every set pairing them across kinds; session 49).
  'book',
  'author',
  'integration',
  'history',
  // A feed is a reader's subscribed RSS source, a social network's timeline, a threat-intelligence
  // platform's source of indicators; a category files its own system's things (a marketplace's
  // products, a board's tasks, a reader's feeds); a report is of its own system's data (an HR
  // system's headcount, an analytics service's traffic, a threat-intelligence service's verdicts).
  'feed',
  'category',
  'report',
  // A label (a tag) marks what its own system holds: a mailbox's labels file mail, a monitor's
  // name series, an automation's tag its workflows. An automation's workflow is a chain of steps
  // it runs, a tracker's the states its stories move through.
  'label',
  'workflow',
  // A comment or a review is on what its system holds: a pull request's review comment is not a
  // page's, a design file's or a CMS entry's, its code review no hotel's or product's review
  // (trackers' and forges' comments are on one kind of work item).
  'comment',
  'review',
  // A hosting platform's deployment is a release it ran; an error tracker's is its record of one.
  'deployment',
  // A CI pipeline builds code, a recruiting or sales pipeline is the stages candidates or deals
  // move through.
  'pipeline',
  // A BI tool's question is a saved query it runs, a research engine's one asked of the web.
  'question',
  // A password manager's policy rules its organization's vaults, a secrets engine's grants access
  // paths, a code scanner's ignores findings, an HR system's sets time off; a payments system's
  // subscription bills a customer, a SaaS account's is its own plan.
  'policy',
  'subscription',
  // A monitor's metric is a time series its services report, a code-quality service's a measure
  // of analysed code (coverage, duplications), an analytics service's one of its visitors.
  'metric',
  // A chat's server is a community (a Discord guild), a database's an engine instance, a hosting
  // platform's a machine it deploys to.
  'server',
  // A design file's component is a reusable layer group, a CMS's a content block, a circuit
  // board's a part.
  'component',
  // A password manager's item is a login, a reference manager's a paper, a component registry's
  // a UI piece; a notes app's note is a page, a password manager's a secure note, a CRM's a remark
  // on a deal; a diagram's element is a shape, a browser's a node of the page; a design tool's
  // template is a layout, an email service's a message body; a model server's model is weights, a
  // CMS's or a database's a schema.
  'item',
  'note',
  'element',
  'template',
  'model',
  // A CI server's job is a build definition, a recruiting system's an opening, a mainframe's a
  // batch run; a code-quality service's repository is the analysis it keeps of one.
  'job',
  'repository',
  // A blog's post is an article it publishes, a social network's a status update, a forum's a
  // reply in a thread.
  'post',
  // A survey builder's form is a questionnaire, a mailing tool's a sign-up box, a browser's the
  // page's inputs.
  'form',
  // A broker's queue holds messages, a player's the tracks it plays next; a phone's device is a
  // handset, a smart home hub's a light or a lock, a player's a speaker (session 43).
  'queue',
  'device',
  // A registry's package is a published library, a smart home hub's an add-on it installs; a
  // monitor's maintenance is a window its alerts pause for, a registry's a package's upkeep score.
  'package',
  'maintenance',
  // A CRM's activity is a call or a meeting logged on a deal, a fitness tracker's a workout or a
  // day's movement, a video platform's a channel's feed of uploads (session 48).
  'activity',
  // A map's route is directions between places, a fitness tracker's a saved course, a mail
  // service's a forwarding rule; a newsletter's segment is part of its audience, an analytics
  // service's of its visitors, a fitness tracker's a stretch of road (session 48).
  'route',
  'segment',
  // A memory graph's relation links two entities an agent remembers, a graph database's is an edge
  // of its data, a CMS's a field linking two collections, a tracker's a link between issues
  // (session 48).
  'relation',
];

/**
 * Things each product means its own way, whatever its kind: a BigQuery dataset is a schema of
 * tables, a Superset one a virtual table, a z/OS one a file, a Honeycomb one a store of events, an
 * HR system's a source of report fields. Two servers' tools on them do one job only on one product.
 */
export const PRODUCT_OWN_OBJECTS: readonly string[] = ['dataset'];

/**
 * Families of products one server often drives side by side, each its own system with the same
 * kinds of things: Sonarr's health, queue or quality profiles are not Radarr's, whichever server
 * reaches them (the labels of sets 45 and 117; session 49).
 */
export const SIBLING_PRODUCTS: readonly (readonly string[])[] = [
  ['sonarr', 'radarr', 'lidarr', 'readarr', 'prowlarr', 'whisparr', 'bazarr'],
];

/**
 * Kind-relative objects that stay apart even between a tracker and a forge (which share work
 * items, projects and teams): a forge's workflow is a CI definition (see `SERVED_KINDS`), a
 * tracker's the states its stories move through.
 */
export const WORK_ITEM_KIND_APART_OBJECTS: readonly string[] = ['workflow'];

/**
 * Objects that are accounts of one system: a Slack user is not a Notion, GitHub or CRM user, a
 * mail account no AdSense account, and a server not known to be of the other's kind has other
 * accounts. Stricter than KIND_RELATIVE_OBJECTS: two servers' tools on them do one job only when
 * both servers are of one kind (or both of no known kind).
 */
export const ACCOUNT_OBJECTS: readonly string[] = [
  'user',
  'account',
  // A group of users is its system's too (a password manager's, a BI tool's permission group).
  'group',
  // So is a profile: a social network's member, a fitness tracker's user, a billing account's
  // company (session 48).
  'profile',
  // A server's tools are its own catalog (or what it registers: a voice agent's functions, a code
  // analyser's linters), no other server's.
  'tool',
];

/**
 * Objects that scope what one system holds: a project, a database, a workspace, a team, an
 * environment, a user. Two servers do one job on them only when they hold some other thing in
 * common (a project's issues, a database's tables), unless both are of one known kind: a secrets
 * manager's project is not a tracker's, a monitor's data source not a notes app's database.
 */
export const SCOPE_OBJECTS: readonly string[] = [
  'project',
  'database',
  'workspace',
  'organization',
  'team',
  'environment',
  'user',
  'account',
];

/**
 * Objects that are attributes of any thing (a Notion page's property, a Grafana panel's): two
 * servers that both have them share no domain by it (see `SCOPE_OBJECTS`).
 */
export const ATTRIBUTE_OBJECTS: readonly string[] = [
  'property',
  'attribute',
  'count',
  'field',
  'metadata',
  'name',
  'value',
  'type',
  'status',
  'setting',
  'info',
  'configuration',
  'version',
  'health',
];

/**
 * Objects that are places in one system's tree: a forge's directory is a path in a repository, a
 * file server's one on a disk, a mail server's folder in a mailbox. As strict as ACCOUNT_OBJECTS:
 * servers of two kinds, one perhaps unknown, list different places (save a disk holding a checkout:
 * see `CHECKED_OUT_KINDS`).
 */
export const PLACE_OBJECTS: readonly string[] = ['directory'];

/**
 * Things that are the same on every system: a file, a directory, code, a command, a URL and what
 * is read from one, a page and its screenshot, a place on a map, documentation. A server of no
 * known kind meets a server of a known kind only on such a thing; on any other (a card, an event,
 * an activity, a project, a job, a component) it is some other system with things of its own (a
 * game's cards, a workout's activities, a data platform's jobs), as the labels of every held-out
 * set found (a third of such pairs confusable, nearly all of them on these things).
 */
export const UNIVERSAL_OBJECTS: readonly string[] = [
  ...WEB_CONTENT,
  'page',
  'webpage',
  'browser',
  'screenshot',
  'file',
  'directory',
  'folder',
  'path',
  'code',
  'command',
  'script',
  'place',
  'documentation',
  // A paper is a scholarly paper whichever index serves it (arXiv, PubMed, a search API).
  'paper',
];

/**
 * Kinds whose places a disk (a server of no known kind) holds too: a repository's tree is checked
 * out on disk, so listing a forge's directory and listing the local one are one job done another
 * way (rubric rule 8). A mailbox's or a drive's folders are on no disk.
 */
export const CHECKED_OUT_KINDS: readonly string[] = ['forge'];

/**
 * Objects some kinds of system hold as their own, as strictly as ACCOUNT_OBJECTS but for that
 * kind only: a cloud drive's file is a document in an account's storage, found by its id, and a
 * server not known to be a drive (a disk, a deployment, a design tool) holds other files; a
 * memory store's file is a memory of a project, not a file on a disk. Files of two other servers,
 * a disk's and a repository's, may still be one job.
 */
export const KIND_OWN_OBJECTS: Readonly<Record<string, readonly string[]>> = {
  'cloud-drive': ['file'],
  memory: ['file'],
  // A design tool's file is a design document of its own, opened by its key; its screenshot is
  // an image its nodes export, no browser page's.
  design: ['file', 'screenshot'],
  // A diagram editor's screenshot shows its canvas and its pages are the diagram's sheets: no
  // browser page.
  diagram: ['screenshot', 'page'],
  // A debugger's commands (x64dbg's) drive the debuggee, on no shell.
  [DEBUGGER_KIND]: ['command'],
  // A test grid's builds, sessions, screenshots and logs record its own test runs on its devices:
  // not a CI server's builds and logs, nor a browser's screenshot of the page it has open.
  testing: ['build', 'session', 'screenshot', 'log'],
  // A desktop application's screenshots and windows are of its own screen, no browser page's.
  'desktop-app': ['screenshot', 'window'],
  // A device's or a simulator's screenshots show its screen, no browser page.
  mobile: ['screenshot'],
  // A translation system's memory is a translation memory (stored source and target segments it
  // reuses), not what an agent's memory store keeps.
  translation: ['memory'],
  // A code-quality service's file is the file's analysis (its issues, metrics, coverage), not its
  // content.
  'code-quality': ['file'],
  // A queue's jobs are units of work its workers take, with the logs they write (named as CI logs
  // are, one synonym: `build log`), and its connections are to its broker: not a CI server's jobs
  // and build logs, nor a database's connections.
  queue: ['job', 'build log', 'connection'],
  // A remote shell's commands run on the host it logs in to, not on this machine.
  'remote-shell': ['command'],
  // A CRM's products are the price book its deals quote: not a shop's catalog it sells from; its
  // files are attachments of its records, on no disk.
  crm: ['product', 'file'],
  // A flag service's projects (ConfigCat's products) group its flags: no tracker's project, no
  // shop's product (session 42).
  'feature-flags': ['project'],
  // A smart home hub's devices and automations are the home's: no phone or playback device, no
  // newsletter's automation (session 43).
  home: ['device', 'automation'],
  // A model provider's files are uploads to its API for the model to read, on no disk or drive.
  llm: ['file'],
  // A notes app's files are the notes of its vault, kept apart from a disk's or a drive's files
  // (session 31's labels, as the thirty-ninth's and the forty-eighth's), and its vault is its
  // notes. A document's lists,
  // tables, images and paragraphs are parts of its text: no tracker's task list, no database's
  // table, no design's image (session 34).
  wiki: ['file', 'vault', 'list', 'table', 'image', 'paragraph', 'heading', 'footer', 'header'],
  // A secrets manager's vault holds secrets, no notes (1Password's `vault_list`, session 34).
  secrets: ['vault'],
  // A site's or a blog's pages and posts are what it publishes: no wiki's pages (the labels of
  // every set pairing them keep them apart; session 49).
  cms: ['page', 'post'],
  // An encyclopedia's pages and articles are its public reference's (session 49).
  encyclopedia: ['page', 'article'],
  // A calendar's events are meetings on it, no crash, analytics or tournament events of a server
  // not known to be a calendar (session 33).
  calendar: ['event'],
  // A scheduling service's events are the meetings booked through it (session 39).
  scheduling: ['event', 'booking'],
  // A DNS host's records and zones are its own, and so are the domains it registers: no table's
  // or CRM's records, no memory's zones, no hosted app's or mail sender's domains, no public
  // look-up's (session 40).
  dns: ['record', 'zone', 'domain'],
  // A telephony service's voice agents answer its calls, and its balance is the credit it calls
  // on: no workflow's agents, no payment account's balance (session 40).
  telephony: ['agent', 'balance'],
  // A learning platform's sections, modules and assignments are parts of its courses: no
  // tracker's project sections, no time tracker's assignments (session 39); its pages are a
  // course's lessons, no wiki's (session 49).
  lms: ['section', 'module', 'assignment', 'submission', 'grade', 'page'],
  // An analytics service's actions, annotations, insights, cohorts, funnels and goals are its
  // reports' parts, and its persons and sessions are the site's visitors: no CMS's actions, no
  // design's annotations, no CRM's persons, no browser's sessions (session 34).
  analytics: [
    // A site's pages, browsers, campaigns and visitor profiles are its traffic's dimensions, and
    // its sites the sites it counts: no wiki's pages, no shop's campaigns, no account's profile.
    'page',
    'browser',
    'campaign',
    'profile',
    'site',
    'action',
    'annotation',
    'insight',
    'cohort',
    'funnel',
    'goal',
    'person',
    'session',
    'recording',
  ],
  // A key-value store's keys hold its values, and its connections and databases are its own: no
  // API key, nor another database's connection or database (session 33).
  [KEY_VALUE_KIND]: ['key', 'connection', 'database'],
  // A help desk's (a tracker's) customers, contacts and requesters are the people who file its
  // tickets: no CRM's contacts, no shop's buyers, no billing system's billed clients (session 36).
  tracker: ['customer', 'contact', 'requester'],
};
