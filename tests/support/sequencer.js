// @ts-check
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

/**
 * The order of the test files, longest first, so that two workers finish together instead of
 * one running a long file alone at the end. Jest orders by the durations of the last run, kept
 * in its cache; a fresh clone (CI) has none, and Jest's fallback, the file's size, put the
 * system and browser suites (a minute or more of process starts for a few hundred lines) behind
 * hundreds of quick ones. Without a recorded duration, a file's kind gives its estimate: a fixed
 * start-up (processes, a browser) plus a cost per byte, rough fits of the durations measured in
 * CI (docs/PERFORMANCE.md, "CI time"). A short file that runs a bench script still costs its start-up.
 *
 * Better than an estimate, where a file has one: its duration in a whole CI run, kept in
 * `durations.json` beside this file (`node tests/support/sequencer.js test-results/jest.json`
 * writes it from a run's report), so a fresh clone runs in the order a warm cache would: an
 * estimate from the file's kind and size misjudges files that do much in few lines (the role
 * matrix, the fuzzers) and short browser suites.
 */
const kinds = [
  // Processes started, killed and restarted; the built app.
  { pattern: /\/tests\/server\/system\//, startMs: 30_000, msPerByte: 4 },
  // A built app and Chromium per file.
  { pattern: /\/tests\/e2e\//, startMs: 20_000, msPerByte: 3 },
  // The app in the test process on FerretDB and the Auth Emulator, or pure computations.
  { pattern: /\/tests\/server\//, startMs: 0, msPerByte: 1 },
];

/** @param {string} testPath @param {number} size */
function estimate(testPath, size) {
  const kind = kinds.find(({ pattern }) => pattern.test(testPath.replace(/\\/g, '/')));
  return kind ? kind.startMs + size * kind.msPerByte : size * 0.5;
}

const root = path.resolve(__dirname, '../..');
const durationsFile = path.join(__dirname, 'durations.json');
/** @type {Record<string, number>} */
const measured = existsSync(durationsFile) ? JSON.parse(readFileSync(durationsFile, 'utf8')) : {};
/** @param {string} testPath */
const measuredMs = (testPath) => measured[path.relative(root, testPath).split(path.sep).join('/')];

class LongestFirst extends Sequencer {
  /** @param {Array<import('@jest/test-result').Test>} tests */
  sort(tests) {
    const ordered = tests.map((test) => {
      const recorded = this.time(test);
      const size = test.context.hasteFS.getSize(test.path) ?? 0;
      return { test, failed: this.hasFailed(test), ms: recorded ?? measuredMs(test.path) ?? estimate(test.path, size) };
    });
    ordered.sort((a, b) => Number(b.failed) - Number(a.failed) || b.ms - a.ms);
    return ordered.map(({ test }) => test);
  }
}

module.exports = LongestFirst;

// `node tests/support/sequencer.js <jest --json report>`: keeps each file's duration in durations.json.
if (require.main === module) {
  const reportFile = path.resolve(process.argv[2] ?? 'test-results/jest.json');
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  // The run's own checkout (a clean clone, say): the report sits in its test-results/.
  const runRoot = path.resolve(path.dirname(reportFile), '..');
  /** @type {Record<string, number>} */
  const durations = {};
  for (const result of report.testResults) {
    const file = path.relative(runRoot, result.name).split(path.sep).join('/');
    durations[file] = Math.round(result.endTime - result.startTime);
  }
  const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => a.localeCompare(b)));
  require('node:fs').writeFileSync(durationsFile, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`${Object.keys(sorted).length} durations written to ${path.relative(root, durationsFile)}`);
}
