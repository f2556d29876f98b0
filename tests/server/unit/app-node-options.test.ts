import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { appNodeOptions } from '@/memory';

/**
 * V8 reads its heap sizes only when it starts, so the app's Node options have to be written out
 * wherever the app is started by hand: `npm start` and the image. The benches and the tests'
 * built app take them from `appNodeOptions` itself.
 */
const root = path.resolve(__dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe("the app's Node options", () => {
  it('are the ones npm start passes to the server', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(scripts.start).toContain(`node ${appNodeOptions.join(' ')} server/dist/index.js`);
  });

  it("are the ones the image's command passes to the server", () => {
    const command = /^CMD (\[.*\])$/m.exec(read('Dockerfile'))?.[1] ?? '[]';
    expect(JSON.parse(command)).toEqual(['node', ...appNodeOptions, 'server/dist/index.js']);
  });

  it('keep the young generation within 4 MB semi-spaces', () => {
    // Garbage with survivors, as requests make it: V8 grows the young generation to its limit.
    const churn = `const v8 = require('node:v8'); let kept = []; let most = 0;
      for (let i = 0; i < 2e6; i++) {
        const o = { i, pair: [i, i + 1] }; if (i % 3 === 0) kept.push(o); if (kept.length > 2e5) kept = [];
        if (i % 10000 === 0) most = Math.max(most, v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size);
      }
      process.stdout.write(String(most));`;
    const young = Number(execFileSync(process.execPath, [...appNodeOptions, '-e', churn], { encoding: 'utf8' }));
    expect(young).toBeGreaterThan(0);
    expect(young).toBeLessThanOrEqual(2 * 4 * 1024 * 1024);
  });
});
