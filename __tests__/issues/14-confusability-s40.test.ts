// Issue 14, session 40: misses and wrong reports found in the pooled labels and on the 72nd and
// 73rd held-out sets, each pinned on the real pair that showed it.
import { describeTool } from '../../src/lexical/tool-model.js';
import { expectApart, expectConfusable } from './confusable-pairs.js';

const job = (name: string, description = '', required: string[] = []): string => {
  const m = describeTool({ name, description, required, parameters: required });
  return `${m.action} ${m.object.join(' ')}`;
};

describe("a ping, a status and a health read of a tool's own system are one job", () => {
  it('a check of the system that is given nothing reads its health', () => {
    expect(job('system_ping', 'Ping the SonarQube instance to check if it is up')).toBe(
      'read health',
    );
    expect(job('check_status', 'Check if the API is reachable')).toBe('read health');
    expect(job('get_status', 'Get Portainer system status')).toBe('read health');
  });

  it('a ping of a host it is given, a listing of connections or a job status are other jobs', () => {
    expect(job('ping', 'Ping a host', ['host'])).not.toBe('read health');
    expect(job('list_connections', 'List the saved database connections')).not.toBe('read health');
    expect(job('get_status', 'Get the status of a deployment', ['deployment_id'])).not.toBe(
      'read health',
    );
    expect(job('status', 'Get all available deployments for a given Convex project')).not.toBe(
      'read health',
    );
  });

  it('on one server they meet: sonarqube system_health ~ system_ping ~ system_status, portainer, cdp-browser, trello', () => {
    expectConfusable(['sonarqube', 'system_health'], ['sonarqube', 'system_ping']);
    expectConfusable(['sonarqube', 'system_ping'], ['sonarqube', 'system_status']);
    expectConfusable(['portainer', 'get_status'], ['portainer', 'health_check']);
    expectConfusable(['cdp-browser', 'ping'], ['cdp-browser', 'status']);
    expectConfusable(['trello', 'get_health'], ['trello', 'get_health_detailed']);
  });

  it('on two servers of one product too: sonarqube/system_ping ~ sonarqube-metalralf/sonar_ping', () => {
    expectConfusable(['sonarqube', 'system_ping'], ['sonarqube-metalralf', 'sonar_ping']);
    expectConfusable(['sonarqube', 'system_health'], ['sonarqube-metalralf', 'sonar_ping']);
  });

  it("another system's ping answers another request: fhir/ping vs n8n's health check, Mailchimp's vs TeamCity's", () => {
    expectApart(['fhir', 'ping'], ['n8n-mcp', 'n8n_health_check']);
    expectApart(['mailchimp', 'mc_ping'], ['teamcity', 'ping']);
    expectApart(['portainer', 'health_check'], ['sonarqube', 'system_health']);
  });

  it('a database connection checked is no health check: it meets the connection checks of other SQL servers', () => {
    expectConfusable(['mssql-mcp', 'mssql_connection_status'], ['pgprobe', 'connection_status']);
    expectConfusable(['duckdb', 'motherduck.status'], ['pgprobe', 'connection_status']);
  });
});

describe('a tool whose first sentence says it creates or updates its thing does both jobs', () => {
  const jobs = (name: string, description: string): string[] => {
    const m = describeTool({ name, description });
    return [m, ...(m.alternatives ?? [])].map((j) => `${j.action} ${j.object.join(' ')}`);
  };

  it('"Write or update a secret" writes, creates and updates a secret', () => {
    expect(jobs('vault_secret_write', 'Write or update a secret in Vault KV v2 engine.')).toEqual([
      'write secret',
      'create secret',
      'update secret',
    ]);
    expect(jobs('create_or_update_file', 'Create or update a single file')).toEqual([
      'create file',
      'update file',
    ]);
  });

  it("Vault's secret write meets the vaults' creations and updates: vault_secret_write ~ bitwarden/create_item, passbolt/update_resource", () => {
    expectConfusable(['hashicorp-vault', 'vault_secret_write'], ['bitwarden', 'create_item']);
    expectConfusable(['hashicorp-vault', 'vault_secret_write'], ['passbolt', 'update_resource']);
    expectConfusable(['hashicorp-vault', 'vault_secret_write'], ['onepassword', 'password_create']);
  });
});
