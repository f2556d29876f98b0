// @ts-check
const Sequencer = require('@jest/test-sequencer').default;

/**
 * The order of the test files, longest first, so that two workers finish together instead of
 * one running a long file alone at the end. Jest orders by the durations of the last run, kept
 * in its cache; a fresh clone (CI) has none, and Jest's fallback, the file's size, put the
 * system and browser suites (a minute or more of process starts for a few hundred lines) behind
 * hundreds of quick ones. Without a recorded duration, a file's kind gives its estimate: a fixed
 * start-up (processes, a browser) plus a cost per byte, rough fits of the durations measured in
 * CI (docs/PERFORMANCE.md, "CI time"). A short file that runs a bench script still costs its start-up.
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

class LongestFirst extends Sequencer {
  /** @param {Array<import('@jest/test-result').Test>} tests */
  sort(tests) {
    const ordered = tests.map((test) => {
      const recorded = this.time(test);
      const size = test.context.hasteFS.getSize(test.path) ?? 0;
      return { test, failed: this.hasFailed(test), ms: recorded ?? estimate(test.path, size) };
    });
    ordered.sort((a, b) => Number(b.failed) - Number(a.failed) || b.ms - a.ms);
    return ordered.map(({ test }) => test);
  }
}

module.exports = LongestFirst;
