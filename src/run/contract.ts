import type { CatalogSource } from '../analyze/scan.js';
import { checkContract, type ContractOptions } from '../contract/index.js';
import type { ExpectationSource } from '../contract/index.js';
import type { Report } from '../model/finding.js';
import type { TraceSource } from '../replay/index.js';

/**
 * The report of `contract`: each expectation checked against the shipped schemas of the
 * catalogs, and the traces' calls against the expectations (TW6xx). Already-read sources in.
 */
export function runContract(
  catalogs: CatalogSource[],
  expectations: ExpectationSource[],
  traces: TraceSource[],
  options: ContractOptions = {},
): Report {
  return checkContract(catalogs, expectations, traces, options);
}
