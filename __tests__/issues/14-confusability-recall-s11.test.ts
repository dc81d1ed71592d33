// Issue 14, session 11 (h11r): vocabulary of CI, monitoring and deployment systems, tuned on the
// dev half of the seventh held-out set (examples/heldout7, labels heldout7-s10.json). Each rule
// has a test on its mechanism and a regression test on a real pair.
import { canonicalObject, describeTool, stem } from '../../src/lexical/index.js';
import { headForAction } from '../../src/lexical/lexicon.js';
import { expectApart, expectConfusable } from './confusable-pairs.js';

describe('triggering, starting or queueing a CI run runs it', () => {
  it('reads trigger_build as running a build', () => {
    const model = describeTool({ name: 'trigger_build', description: 'Trigger a new build.' });
    expect(model.verb).toBe('trigger');
    expect(model.action).toBe('run');
    expect(model.object).toEqual(['build']);
  });

  it('reads a plural last word as the object, not the action (pg_manage_triggers)', () => {
    const model = describeTool({
      name: 'manage_widget_triggers',
      description: 'Create, list or drop widget triggers.',
    });
    expect(model.verb).toBe('manage');
    expect(model.object.at(-1)).toBe('trigger');
  });

  it('pairs triggering a Jenkins build with running a CircleCI pipeline', () => {
    expectConfusable(['circleci', 'run_pipeline'], ['jenkins-host', 'triggerBuild']);
  });

  it('reads rerunning or retrying a workflow or a job as running it', () => {
    expect(describeTool({ name: 'rerun_workflow', description: '' }).action).toBe('run');
    expect(describeTool({ name: 'retry_job', description: '' }).action).toBe('run');
  });

  it('pairs rerunning a CircleCI workflow with running a pipeline', () => {
    expectConfusable(['circleci', 'rerun_workflow'], ['circleci', 'run_pipeline']);
  });
});

describe('a CI pipeline, workflow or job run is a build of it, between CI servers', () => {
  it('names the run of a pipeline, a workflow or a job a build, on a CI server only', () => {
    expect(headForAction('ci', 'run', 'pipeline')).toBe('build');
    expect(headForAction('ci', 'run', 'workflow')).toBe('build');
    expect(headForAction('ci', 'run', 'job')).toBe('build');
    // Listing definitions is not listing runs; another kind's job is another thing.
    expect(headForAction('ci', 'list', 'pipeline')).toBe('pipeline');
    expect(headForAction(undefined, 'run', 'job')).toBe('job');
  });

  it('keeps a qualifier of one head apart (CircleCI run_pipeline vs run_rollback_pipeline)', () => {
    expectApart(['circleci', 'run_pipeline'], ['circleci', 'run_rollback_pipeline']);
  });
});

describe('a deployed application writes its log, whatever the platform calls it', () => {
  it('reads application, container, pod and workload logs and log entries as the log', () => {
    for (const phrase of [
      'application logs',
      'app logs',
      'container logs',
      'pod logs',
      'workload logs',
      'log entries',
      'log lines',
    ]) {
      expect(canonicalObject(phrase.split(' ').map(stem))).toEqual(['log']);
    }
    expect(canonicalObject(['build', 'log'])).toEqual(['build log']);
  });

  it('pairs Argo CD workload logs, Coolify application logs and kubectl logs', () => {
    expectConfusable(['argocd', 'get_application_workload_logs'], ['coolify', 'application_logs']);
    expectConfusable(['coolify', 'application_logs'], ['kubernetes', 'kubectl_logs']);
  });

  it('pairs a search of log entries with a log query (Cloud Logging, Loki)', () => {
    expectConfusable(['gcp-observability', 'list_log_entries'], ['grafana', 'query_loki_logs']);
    expectConfusable(['datadog', 'get_logs'], ['gcp-observability', 'list_log_entries']);
  });
});

describe('monitors, alert rules and alert policies are one thing', () => {
  it('reads each as an alert rule', () => {
    for (const phrase of ['monitors', 'alert policies', 'alerting rules', 'alert conditions']) {
      expect(canonicalObject(phrase.split(' ').map(stem))).toEqual(['alert rule']);
    }
  });

  it('pairs Datadog monitors with Grafana alert rules and Cloud Monitoring alert policies', () => {
    expectConfusable(['datadog', 'get_monitors'], ['grafana', 'list_alert_rules']);
    expectConfusable(['datadog', 'get_monitors'], ['gcp-observability', 'list_alert_policies']);
  });
});

describe('a metric is known by its name', () => {
  it('reads metric names as metrics', () => {
    expect(canonicalObject(['metric', 'names'].map(stem))).toEqual(['metric']);
  });

  it('reads metric descriptors as metrics, and a query of metrics as a query of their data', () => {
    expect(canonicalObject(['metric', 'descriptors'].map(stem))).toEqual(['metric']);
    expect(describeTool({ name: 'query_metrics', description: 'Query metrics.' }).action).toBe(
      'query',
    );
  });

  it('pairs Cloud Monitoring metric descriptors with Prometheus metrics', () => {
    expectConfusable(
      ['gcp-observability', 'list_metric_descriptors'],
      ['prometheus', 'prometheus_list_metrics'],
    );
  });

  it('keeps querying metric data (Datadog) apart from listing the metrics', () => {
    expectApart(['datadog', 'query_metrics'], ['prometheus', 'prometheus_list_metrics']);
    expectApart(['datadog', 'query_metrics'], ['gcp-observability', 'list_metric_descriptors']);
  });

  it('pairs listing Prometheus metric names (Grafana) with listing metrics (Prometheus)', () => {
    expectConfusable(
      ['grafana', 'list_prometheus_metric_names'],
      ['prometheus', 'prometheus_list_metrics'],
    );
  });
});

describe('a build log is a sequence of lines: reading one lists them', () => {
  it('reads get_build_log as a listing, not git_log', () => {
    expect(describeTool({ name: 'get_build_log', description: '' }).action).toBe('list');
    expect(describeTool({ name: 'git_log', description: 'Show the commit logs.' }).action).not.toBe(
      'list',
    );
  });

  it("reads a build's failure log as its build log", () => {
    expect(canonicalObject(['build', 'failure', 'logs'].map(stem))).toEqual(['build log']);
  });

  it('pairs CircleCI build failure logs with Jenkins and Azure DevOps build logs', () => {
    expectConfusable(['circleci', 'get_build_failure_logs'], ['jenkins-host', 'getBuildLog']);
    expectConfusable(['circleci', 'get_build_failure_logs'], ['jenkins-host', 'searchBuildLog']);
    expectConfusable(['azure-devops', 'get_pipeline_log'], ['circleci', 'get_build_failure_logs']);
  });

  it('pairs reading a build log with searching it (Jenkins, Azure DevOps)', () => {
    expectConfusable(['jenkins-host', 'getBuildLog'], ['jenkins-host', 'searchBuildLog']);
    expectConfusable(['azure-devops', 'get_pipeline_log'], ['jenkins-host', 'searchBuildLog']);
  });
});

describe('how a result comes (progressively) is not what it is', () => {
  it('drops progressive and incremental from the object', () => {
    expect(describeTool({ name: 'get_progressive_build_log', description: '' }).object).toEqual([
      'build log',
    ]);
    expect(describeTool({ name: 'get_incremental_report', description: '' }).object).toEqual([
      'report',
    ]);
  });

  it('pairs a Jenkins build log read with its progressive read', () => {
    expectConfusable(['jenkins-host', 'getBuildLog'], ['jenkins-host', 'getProgressiveBuildLog']);
  });
});

describe('syncing or redeploying an application deploys it', () => {
  it('reads Argo CD sync_application and Coolify redeploy_project as deploying', () => {
    const sync = describeTool({
      name: 'sync_application',
      description: 'Sync an application to its target state in the cluster.',
    });
    expect(sync.action).toBe('deploy');
    expect(sync.object).toEqual(['application']);
    expect(
      describeTool({ name: 'redeploy_project', description: 'Redeploy a project.' }).action,
    ).toBe('deploy');
    // Elsewhere a sync stays a sync (a calendar, a folder).
    expect(describeTool({ name: 'sync_calendar', description: 'Sync a calendar.' }).action).toBe(
      'sync',
    );
  });
});

describe('what a build leaves, and what a deployment is configured with, by any name', () => {
  it('reads job logs as build logs, build artifacts as artifacts, test reports as test results', () => {
    expect(canonicalObject(['job', 'logs'].map(stem))).toEqual(['build log']);
    expect(canonicalObject(['pipeline', 'artifacts'].map(stem))).toEqual(['artifact']);
    expect(canonicalObject(['test', 'reports'].map(stem))).toEqual(['test result']);
  });

  it('reads env vars as environment variables', () => {
    expect(canonicalObject(['env', 'vars'].map(stem))).toEqual(['environment variable']);
    // A bare env is an environment (staging, production), not its variables.
    expect(canonicalObject(['env'].map(stem))).toEqual(['env']);
  });
});

describe('a batch or bulk form of a job is a special case of the single job', () => {
  it('drops batch and bulk from the object', () => {
    expect(describeTool({ name: 'bulk_widget_update', description: '' }).object).toEqual([
      'widget',
    ]);
    expect(describeTool({ name: 'widgets_batch_update', description: '' }).object).toEqual([
      'widget',
    ]);
  });

  it('pairs WooCommerce batch updates with single updates (WooCommerce, Shopify)', () => {
    expectConfusable(
      ['woocommerce', 'woo_orders_batch_update'],
      ['woocommerce', 'woo_orders_update'],
    );
    expectConfusable(['shopify', 'update-product'], ['woocommerce', 'woo_products_batch_update']);
  });

  it('keeps batch updates of orders and of products apart', () => {
    expectApart(
      ['woocommerce', 'woo_orders_batch_update'],
      ['woocommerce', 'woo_products_batch_update'],
    );
  });
});

describe('querying metrics reads their time series, whatever a monitor calls it', () => {
  it('reads time series, metric data and a bare metric store as the time series, queried', () => {
    const series = canonicalObject(['time', 'series'].map(stem));
    expect(canonicalObject(['metric', 'data'].map(stem))).toEqual(series);
    expect(canonicalObject(['prometheus'])).toEqual(series);
    expect(canonicalObject(['prometheus', 'label'])).not.toEqual(series);
    expect(describeTool({ name: 'list_time_series', description: '' }).action).toBe('query');
    expect(headForAction(undefined, 'query', 'metric')).toEqual(series[0]);
    expect(headForAction(undefined, 'list', 'metric')).toBe('metric');
  });

  it('pairs Datadog query_metrics, Cloud Monitoring list_time_series and prometheus_query', () => {
    expectConfusable(['datadog', 'query_metrics'], ['gcp-observability', 'list_time_series']);
    expectConfusable(['gcp-observability', 'list_time_series'], ['prometheus', 'prometheus_query']);
    expectConfusable(['datadog', 'query_metrics'], ['prometheus', 'prometheus_query']);
  });

  it('keeps metric descriptors apart from the time series', () => {
    expectApart(
      ['gcp-observability', 'list_metric_descriptors'],
      ['gcp-observability', 'list_time_series'],
    );
  });
});
