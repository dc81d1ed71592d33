// Issue 14, session 19: misses and wrong reports found on the nineteenth, twentieth and
// twenty-second held-out sets (debuggers, diagram editors), each pinned on the real pair that
// showed it.
import { readSides, withDebuggerControls } from '../../src/lexical/index.js';
import { isLocatorKey } from '../../src/lexical/lookup-key.js';
import { expectApart, expectConfusable, kindOfServer, model } from './confusable-pairs.js';

describe('debuggers are a kind of system', () => {
  it('x64dbg, debugmcp (DAP) and the Node.js inspector debugger are debuggers', () => {
    expect(kindOfServer('x64dbg')).toBe('debugger');
    expect(kindOfServer('debugmcp')).toBe('debugger');
    expect(kindOfServer('nodejs-debugger')).toBe('debugger');
  });

  it("a debugger's things are its own: its memory is no file, its modules no tracker's, its location no bucket's, its languages no translator's", () => {
    expectApart(['filesystem-fast', 'fast_write_file'], ['x64dbg', 'x64dbg_memory']);
    expectApart(['plane', 'list_modules'], ['x64dbg', 'x64dbg_modules']);
    expectApart(['gcs', 'get_bucket_location'], ['nodejs-debugger', 'get_location']);
    expectApart(['debugmcp', 'list_supported_languages'], ['lara', 'list_languages']);
  });
});

describe("a debugger's run controls are jobs: continue, pause, and each step", () => {
  it('continue (nodejs-debugger) ~ continue_execution (debugmcp) ~ x64dbg_debug ("run, pause, step"): both resume the debuggee', () => {
    expectConfusable(['nodejs-debugger', 'continue'], ['debugmcp', 'continue_execution']);
    expectConfusable(['nodejs-debugger', 'continue'], ['x64dbg', 'x64dbg_debug']);
    expectConfusable(['debugmcp', 'pause_execution'], ['x64dbg', 'x64dbg_debug']);
  });

  it('step_over and step_into (nodejs-debugger) ~ x64dbg_tracing ("step into/over") and x64dbg_debug (any step)', () => {
    expectConfusable(['nodejs-debugger', 'step_over'], ['x64dbg', 'x64dbg_tracing']);
    expectConfusable(['nodejs-debugger', 'step_into'], ['x64dbg', 'x64dbg_tracing']);
    expectConfusable(['nodejs-debugger', 'step_out'], ['x64dbg', 'x64dbg_debug']);
  });

  it('two different steps are two jobs: step_into (debugmcp) ~ step_out, step_over (nodejs-debugger) stay apart', () => {
    expectApart(['debugmcp', 'step_into'], ['nodejs-debugger', 'step_out']);
    expectApart(['debugmcp', 'step_into'], ['nodejs-debugger', 'step_over']);
  });

  it('a thread\'s resume is no run control: continue (nodejs-debugger) ~ x64dbg_threads ("switch/suspend/resume") stay apart', () => {
    expectApart(['nodejs-debugger', 'continue'], ['x64dbg', 'x64dbg_threads']);
  });

  it("the controls are read only on a debugger, and only from a multi-action tool's first sentence", () => {
    const plain = model({ action: 'read', object: ['step'] });
    expect(withDebuggerControls('tracker', plain, 'step_over', '')).toBe(plain);
    expect(withDebuggerControls('debugger', plain, 'get_state', 'Step over the line.')).toBe(plain);
    const multi = model({ action: 'run', object: ['trace'], alternatives: [] });
    const read = withDebuggerControls(
      'debugger',
      multi,
      'tracing',
      'Tracing: step into/over. Then pause.',
    );
    expect(read.alternatives?.map((a) => `${a.action} ${a.object.join(' ')}`)).toEqual([
      'step into',
      'step over',
    ]);
  });

  it('a hostile first sentence is read in bounded time', () => {
    const multi = model({ action: 'run', object: ['trace'], alternatives: [] });
    const long = 'step over '.repeat(200_000);
    const read = withDebuggerControls('debugger', multi, 'tracing', long);
    expect(read.alternatives?.length).toBeLessThanOrEqual(3);
  });
});

describe('a debugger names its other jobs its own way (evaluation, the stack, output, breakpoints)', () => {
  it('evaluate_expression (debugmcp) ~ evaluate, inspect_variables, nodejs_inspect (nodejs-debugger): evaluating reads a variable too', () => {
    expectConfusable(['debugmcp', 'evaluate_expression'], ['nodejs-debugger', 'evaluate']);
    expectConfusable(['debugmcp', 'evaluate_expression'], ['nodejs-debugger', 'inspect_variables']);
    expectConfusable(['debugmcp', 'evaluate_expression'], ['nodejs-debugger', 'nodejs_inspect']);
  });

  it('evaluating code is no read of raw memory: get_variables (debugmcp) ~ x64dbg_memory stay apart', () => {
    expectApart(['debugmcp', 'get_variables'], ['x64dbg', 'x64dbg_memory']);
  });

  it('get_stack_trace (debugmcp) ~ get_location (nodejs-debugger): the paused location is the top frame', () => {
    expectConfusable(['debugmcp', 'get_stack_trace'], ['nodejs-debugger', 'get_location']);
  });

  it("get_output (debugmcp) ~ get_console_output (nodejs-debugger): the debuggee's output", () => {
    expectConfusable(['debugmcp', 'get_output'], ['nodejs-debugger', 'get_console_output']);
  });

  it('clear_breakpoints (debugmcp) ~ delete_breakpoint (nodejs-debugger): removing breakpoints', () => {
    expectConfusable(['debugmcp', 'clear_breakpoints'], ['nodejs-debugger', 'delete_breakpoint']);
  });

  it('attaching is to a process: attach_to_process (debugmcp) ~ x64dbg_control_flow (its "attach" of a function definition) stay apart', () => {
    expectApart(['debugmcp', 'attach_to_process'], ['x64dbg', 'x64dbg_control_flow']);
  });
});

describe("a debugger's command runner covers the controls of every debugger", () => {
  it('x64dbg_command ~ step_over, set_breakpoint, list_breakpoints (nodejs-debugger) and get_stack_trace (debugmcp)', () => {
    expectConfusable(['x64dbg', 'x64dbg_command'], ['nodejs-debugger', 'step_over']);
    expectConfusable(['x64dbg', 'x64dbg_command'], ['nodejs-debugger', 'set_breakpoint']);
    expectConfusable(['x64dbg', 'x64dbg_command'], ['nodejs-debugger', 'list_breakpoints']);
    expectConfusable(['x64dbg', 'x64dbg_command'], ['debugmcp', 'get_stack_trace']);
  });

  it('and every job of its own debugger: x64dbg_command ~ x64dbg_modules, x64dbg_patches', () => {
    expectConfusable(['x64dbg', 'x64dbg_command'], ['x64dbg', 'x64dbg_modules']);
    expectConfusable(['x64dbg', 'x64dbg_command'], ['x64dbg', 'x64dbg_patches']);
  });

  it("not another debugger's sessions or languages: x64dbg_command ~ list_supported_languages, expose_session (debugmcp) stay apart", () => {
    expectApart(['x64dbg', 'x64dbg_command'], ['debugmcp', 'list_supported_languages']);
    expectApart(['x64dbg', 'x64dbg_command'], ['debugmcp', 'expose_session']);
  });
});

describe('diagram editors are a kind of their own, whose nodes, elements and shapes are one thing', () => {
  it('drawio, excalidraw-canvas and next-ai-drawio are diagram editors; figma is a design tool', () => {
    expect(kindOfServer('drawio')).toBe('diagram');
    expect(kindOfServer('excalidraw-canvas')).toBe('diagram');
    expect(kindOfServer('figma')).toBe('design');
  });

  it('add_nodes, edit_nodes (drawio) ~ create_element, update_element (excalidraw-canvas)', () => {
    expectConfusable(['drawio', 'add_nodes'], ['excalidraw-canvas', 'create_element']);
    expectConfusable(['drawio', 'edit_nodes'], ['excalidraw-canvas', 'update_element']);
  });

  it("a design file's nodes are not a diagram's: get_node (figma) ~ drawio's node tools stay apart", () => {
    expectApart(['cursor-figma', 'delete_node'], ['drawio', 'remove_nodes']);
  });
});

describe("a server's documentation is of its own product", () => {
  // (search_docs ~ pinecone's search-docs stays a TW102 pair: fold-equal names, as DESIGN wants.)
  it('search_docs (mantine) ~ workos_search (workos-docs), search_stripe_documentation (stripe-local) stay apart', () => {
    expectApart(['mantine', 'search_docs'], ['workos-docs', 'workos_search']);
    expectApart(['mantine', 'search_docs'], ['stripe-local', 'search_stripe_documentation']);
    expectApart(['coolify', 'search_docs'], ['next-devtools', 'nextjs_docs']);
  });

  it('a tool told which library to document covers each: query-docs (context7, libraryId) ~ search_docs (mantine), workos_search (workos-docs)', () => {
    expectConfusable(['context7', 'query-docs'], ['mantine', 'search_docs']);
    expectConfusable(['context7', 'query-docs'], ['workos-docs', 'workos_search']);
  });
});

describe("a diagram editor's screenshots and pages are its own", () => {
  it('get_canvas_screenshot (excalidraw-canvas) ~ take_screenshot (chrome-devtools), browser_take_screenshot (playwright) stay apart', () => {
    expectApart(
      ['excalidraw-canvas', 'get_canvas_screenshot'],
      ['chrome-devtools', 'take_screenshot'],
    );
    expectApart(
      ['excalidraw-canvas', 'get_canvas_screenshot'],
      ['playwright', 'browser_take_screenshot'],
    );
  });

  it('list_pages (next-ai-drawio) ~ list_pages (chrome-devtools) is only a same-name pair; add_page (next-ai-drawio) ~ API-post-page (notion) stays apart', () => {
    expectApart(['next-ai-drawio', 'add_page'], ['notion', 'API-post-page']);
  });
});

describe("the read side of a server's read/write pair of tools runs read-only SQL", () => {
  it('readSides finds queryX beside manageX and readX beside writeX on one server, nothing else', () => {
    const tools = [
      { server: 'cloud', name: 'queryMysqlDatabase' },
      { server: 'cloud', name: 'manageMysqlDatabase' },
      { server: 'cloud', name: 'readNoSqlDatabaseContent' },
      { server: 'cloud', name: 'writeNoSqlDatabaseContent' },
      { server: 'cloud', name: 'queryLogs' },
      { server: 'other', name: 'manageLogs' },
      { server: 'cloud', name: 'query' },
      { server: 'cloud', name: 'manage' },
    ];
    expect([...readSides(tools)].sort()).toEqual([0, 2]);
  });

  it('queryMysqlDatabase and queryPgDatabase (cloudbase) ~ write_query (dbeaver), execute_write_query (mssql-node) stay apart', () => {
    expectApart(['cloudbase', 'queryMysqlDatabase'], ['dbeaver', 'write_query']);
    expectApart(['cloudbase', 'queryPgDatabase'], ['mssql-node', 'execute_write_query']);
    expectApart(['cloudbase', 'queryMysqlDatabase'], ['postgres-enhanced', 'createTable']);
  });

  it('and meet the read-only SQL runners: queryMysqlDatabase (cloudbase) ~ query (postgres)', () => {
    expectConfusable(['cloudbase', 'queryMysqlDatabase'], ['postgres', 'query']);
  });
});

describe('a codebase is its code; a fill-in-the-middle is a completion', () => {
  it('codebase_search (morph) ~ search_code (claude-context), find_code (ast-grep)', () => {
    expectConfusable(['morph', 'codebase_search'], ['claude-context', 'search_code']);
    expectConfusable(['morph', 'codebase_search'], ['ast-grep', 'find_code']);
  });

  it('deepseek_fim (deepseek-arikusi) ~ completion (deepseek), ollama_generate (ollama)', () => {
    expectConfusable(['deepseek-arikusi', 'deepseek_fim'], ['deepseek', 'completion']);
    expectConfusable(['deepseek-arikusi', 'deepseek_fim'], ['ollama', 'ollama_generate']);
  });
});

describe("a shell's process is the command it runs; a debugger's commands are its own", () => {
  it('start_process (desktop-commander) ~ run (bash-command), bash_exec (just-bash)', () => {
    expectConfusable(['desktop-commander', 'start_process'], ['bash-command', 'run']);
    expectConfusable(['desktop-commander', 'start_process'], ['just-bash', 'bash_exec']);
  });

  it('x64dbg_command (x64dbg) ~ start_process (desktop-commander), zowe_tso_command (zowe) stay apart', () => {
    expectApart(['x64dbg', 'x64dbg_command'], ['desktop-commander', 'start_process']);
    expectApart(['x64dbg', 'x64dbg_command'], ['zowe', 'zowe_tso_command']);
  });
});

describe('a server of no known kind meets one of a known kind only on a thing the same everywhere', () => {
  // Work items are one on any tracker: playhub's game cards still meet Trello's (labelled not: a
  // known wrong report of this rule, kept rather than losing unrecognised trackers' issues).
  it("an unrecognised tracker's work items still meet a tracker's: search_cards (playhub) ~ get_my_cards (trello)", () => {
    expectConfusable(['playhub', 'search_cards'], ['trello', 'get_my_cards']);
  });

  it("a workout's activities are no CRM's: get-activity-details (strava) ~ get-activity (pipedrive) stay apart", () => {
    expectApart(['strava', 'get-activity-details'], ['pipedrive', 'get-activity']);
  });

  it('files, code, commands, URLs and places still meet: bash_read_file (just-bash) ~ get_file_contents (github), find_code (ast-grep) ~ search_code (github), bash (just-bash) ~ op_run (onepassword), search_places (playhub) ~ maps_search_places (google-maps)', () => {
    expectConfusable(['just-bash', 'bash_read_file'], ['github', 'get_file_contents']);
    expectConfusable(['ast-grep', 'find_code'], ['github', 'search_code']);
    expectConfusable(['just-bash', 'bash'], ['onepassword', 'op_run']);
    expectConfusable(['playhub', 'search_places'], ['google-maps', 'maps_search_places']);
  });
});

describe("a CRM's files are attachments of its records", () => {
  it('get-file (pipedrive) ~ read_file (desktop-commander), bash_read_file (just-bash) stay apart', () => {
    expectApart(['pipedrive', 'get-file'], ['desktop-commander', 'read_file']);
    expectApart(['pipedrive', 'get-file'], ['just-bash', 'bash_read_file']);
  });
});

describe('a read by a locator reads what a plain read of the element does', () => {
  it('browser_get_text (agent-browser) ~ browser_get_text_by_css, browser_get_text_by_xpath, browser_get_text_by_role (playwright-ejazullah)', () => {
    expectConfusable(
      ['agent-browser', 'browser_get_text'],
      ['playwright-ejazullah', 'browser_get_text_by_css'],
    );
    expectConfusable(
      ['agent-browser', 'browser_get_text'],
      ['playwright-ejazullah', 'browser_get_text_by_xpath'],
    );
    expectConfusable(
      ['agent-browser', 'browser_get_text'],
      ['playwright-ejazullah', 'browser_get_text_by_role'],
    );
  });

  it('isLocatorKey: css, xpath and role are locators; an id or an email is a lookup', () => {
    expect(isLocatorKey(['css'])).toBe(true);
    expect(isLocatorKey(['xpath'])).toBe(true);
    expect(isLocatorKey(['id'])).toBe(false);
    expect(isLocatorKey(['email'])).toBe(false);
    expect(isLocatorKey(undefined)).toBe(false);
  });
});

describe("a remote shell's sessions are its connections, its SFTP transfers files", () => {
  it('open-session ~ ssh_connect, close-session ~ ssh_disconnect, list-sessions ~ ssh_list_connections (ssh ~ ssh-secured)', () => {
    expectConfusable(['ssh', 'open-session'], ['ssh-secured', 'ssh_connect']);
    expectConfusable(['ssh', 'close-session'], ['ssh-secured', 'ssh_disconnect']);
    expectConfusable(['ssh', 'list-sessions'], ['ssh-secured', 'ssh_list_connections']);
  });

  it('sftp-download ~ ssh_download_file, sftp-upload ~ ssh_upload_file; run-command ~ ssh_run_with_jump', () => {
    expectConfusable(['ssh', 'sftp-download'], ['ssh-secured', 'ssh_download_file']);
    expectConfusable(['ssh', 'sftp-upload'], ['ssh-secured', 'ssh_upload_file']);
    expectConfusable(['ssh', 'run-command'], ['ssh-secured', 'ssh_run_with_jump']);
  });
});

describe("a repository's log is its commit history", () => {
  it('git_log (git, mcp-git) ~ list_commits (github)', () => {
    expectConfusable(['git', 'git_log'], ['github', 'list_commits']);
    expectConfusable(['mcp-git', 'git_log'], ['github', 'list_commits']);
  });

  it("a release's log is not: get_release_logs (azure-devops-server) ~ list_commits (github) stay apart", () => {
    expectApart(['azure-devops-server', 'get_release_logs'], ['github', 'list_commits']);
  });
});
