import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { testServices } from '../../support/env';
import { startTestApp, type TestApp } from '../../support/testApp';

const run = promisify(execFile);
const apiDoc = readFileSync(path.resolve(__dirname, '../../../docs/API.md'), 'utf8');

/** The shell blocks of docs/API.md's "For developers" section, in order. */
function developerExamples(): string[] {
  const section = apiDoc.slice(apiDoc.indexOf('## For developers'));
  const body = section.slice(0, section.indexOf('\n## ', 1));
  return [...body.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');
}

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

describe('the curl walkthrough in docs/API.md, for developers', () => {
  it('run as written against the app (only its address and the emulator’s differ), in one shell', async () => {
    const blocks = developerExamples();
    expect(blocks.length).toBeGreaterThanOrEqual(3);
    const script = ['set -euo pipefail', ...blocks]
      .join('\n')
      .replaceAll('http://127.0.0.1:4000', app.url)
      .replaceAll('127.0.0.1:9099', testServices().authEmulatorHost);
    const { stdout } = await run('bash', ['-c', script], { timeout: 60_000 });
    const output = stdout.toLowerCase();
    expect(output).toMatch(/^etag: /m);
    expect(output).toMatch(/^cache-control: public, no-cache/m);
    expect(output).toMatch(/^ratelimit-remaining: \d+/m);
    expect(stdout).toMatch(/^304$/m);
    expect(stdout).toContain('"totalCount"');
    expect(stdout).not.toContain('PERSISTED_QUERY_NOT_FOUND');
    expect(stdout).toContain('"acknowledged":true');
    expect(output).toMatch(/^cache-control: private, no-store/m);
    expect(stdout).toMatch(/^\/groups\/\{id\}\/join$/m);
  });
});
