// Writes the run's pass/fail counts to jest-results.json so .ci/run can print the plain
// "N passed, N failed" line the CI check reads.
const { writeFileSync } = require('node:fs');

class CountReporter {
  onRunComplete(_contexts, results) {
    writeFileSync(
      'jest-results.json',
      JSON.stringify({
        numPassedTests: results.numPassedTests,
        numFailedTests: results.numFailedTests,
        numPendingTests: results.numPendingTests,
        numFailedTestSuites: results.numFailedTestSuites,
        numRuntimeErrorTestSuites: results.numRuntimeErrorTestSuites,
      }),
    );
  }
}
module.exports = CountReporter;
