// Issue 14, session 37: misses and wrong reports found on the 67th held-out set (four BambooHR
// servers, an HR system), each pinned on the real pair that showed it.
import { describeTool } from '../../src/lexical/tool-model.js';
import { expectApart, expectConfusable } from './confusable-pairs.js';

const job = (name: string, description = ''): string => {
  const m = describeTool({ name, description });
  return `${m.action} ${m.object.join(' ')}`;
};

describe("an HR system's hour records and timesheet entries are time entries", () => {
  it('bamboohr_add_hour_record ~ harvest/create_time_entry, get_timesheet_entries ~ list_time_entries', () => {
    expectConfusable(
      ['bamboohr-twentytwokhz', 'bamboohr_add_hour_record'],
      ['harvest', 'create_time_entry'],
    );
    expectConfusable(
      ['bamboohr-twentytwokhz', 'bamboohr_get_timesheet_entries'],
      ['harvest', 'list_time_entries'],
    );
  });

  it('clocking in or out starts or stops the work timer: bamboohr_clock_in ~ harvest/start_timer', () => {
    expect(job('clock_in')).toBe('start timer');
    expect(job('bamboohr_clock_out')).toBe('stop bamboohr timer');
    expectConfusable(['bamboohr-twentytwokhz', 'bamboohr_clock_in'], ['harvest', 'start_timer']);
    expectConfusable(['bamboohr-twentytwokhz', 'bamboohr_clock_out'], ['freeagent', 'stop_timer']);
  });
});

describe("who's out is the time off people take", () => {
  it('bamboohr_get_whos_out lists time off: ~ bamboohr-busybee/list_time_off_requests', () => {
    expect(job('get_whos_out')).toBe('list time off request');
    expectConfusable(
      ['bamboohr-twentytwokhz', 'bamboohr_get_whos_out'],
      ['bamboohr-busybee', 'list_time_off_requests'],
    );
  });
});

describe('a directory of people lists them; summaries of things are several', () => {
  it('get_employee_directory lists employees, a file system directory stays a place', () => {
    expect(job('get_employee_directory')).toBe('list employee');
    expect(job('list_directory')).toBe('list directory');
    expectConfusable(
      ['bamboohr-busybee', 'get_employee_directory'],
      ['bamboohr-szalvay', 'list_employees'],
    );
  });

  it('get_job_summaries lists jobs (a summary alone is still a read)', () => {
    expect(job('get_job_summaries')).toBe('list job');
    expect(job('get_job_details')).toBe('read job');
    expectConfusable(
      ['bamboohr-szalvay', 'list_jobs'],
      ['bamboohr-twentytwokhz', 'bamboohr_get_job_summaries'],
    );
  });
});

describe('an HR system is a kind of its own, serving applicant tracking', () => {
  it('a BambooHR server of jobs and applications is no CI server: list_jobs stays apart from CI pipelines', () => {
    expectApart(['bamboohr-szalvay', 'list_jobs'], ['azure-devops', 'list_pipelines']);
    expectApart(['bamboohr-szalvay', 'list_jobs'], ['teamcity', 'list_build_configs']);
  });

  it("its applicant tracking meets a recruiting system's: ashby_list_applications ~ szalvay/list_applications", () => {
    expectConfusable(
      ['ashby', 'ashby_list_applications'],
      ['bamboohr-szalvay', 'list_applications'],
    );
    expectConfusable(['ashby', 'ashby_list_jobs'], ['bamboohr-szalvay', 'list_jobs']);
  });

  it("an employee's files are no file system's or chat's files", () => {
    expectApart(['bamboohr-busybee', 'list_employee_files'], ['filesystem-shtse8', 'list_files']);
    expectApart(['bamboohr-busybee', 'upload_employee_file'], ['zulip', 'upload-file']);
  });
});

describe('a dataset is its own product’s', () => {
  it('BambooHR, BigQuery, Superset, Honeycomb and z/OS datasets stay apart', () => {
    expectApart(['bamboohr-twentytwokhz', 'bamboohr_list_datasets'], ['bigquery', 'list_datasets']);
    expectApart(
      ['bamboohr-twentytwokhz', 'bamboohr_list_datasets'],
      ['honeycomb', 'list_datasets'],
    );
    expectApart(['superset', 'list_datasets'], ['zowe', 'zowe_list_datasets']);
  });

  it('two servers of one product list its datasets alike', () => {
    expectConfusable(
      ['bamboohr-szalvay', 'list_datasets'],
      ['bamboohr-twentytwokhz', 'bamboohr_list_datasets'],
    );
  });
});

describe('a generic API call does what the siblings it covers do on other servers', () => {
  it('ashby_call_api lists jobs as ashby_list_jobs does: ashby_call_api ~ szalvay/list_jobs', () => {
    expectConfusable(['ashby', 'ashby_call_api'], ['bamboohr-szalvay', 'list_jobs']);
    expectConfusable(['ashby', 'ashby_call_api'], ['bamboohr-szalvay', 'get_application']);
  });

  it('but nothing its siblings do not: ashby_call_api stays apart from BambooHR time off', () => {
    expectApart(['ashby', 'ashby_call_api'], ['bamboohr-busybee', 'list_time_off_requests']);
  });
});
