import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { appEnvironment, appNodeOptions } from '@/memory';

/**
 * V8 reads its heap sizes, and glibc its malloc settings, only when the process starts, so the
 * app's Node options and environment have to be written out wherever the app is started by hand:
 * `npm start` and the image. The benches and the tests' built app take them from `memory.ts` itself.
 */
const root = path.resolve(__dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe("the app's Node options", () => {
  it('are the ones npm start passes to the server, with its environment unless one is given', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    const environment = Object.entries(appEnvironment).map(([name, value]) => `${name}=\${${name}:-${value}}`);
    expect(scripts.start).toContain(`${environment.join(' ')} node ${appNodeOptions.join(' ')} server/dist/index.js`);
  });

  it("reach the server through npm start's shell, and give way to a value already set", () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    const command = (scripts.start ?? '').split(' && ').at(-1) ?? '';
    const seenBy = (given: NodeJS.ProcessEnv) =>
      JSON.parse(
        execFileSync('sh', ['-c', command.replace(/ node .*$/, ' node -p "JSON.stringify(process.env)"')], {
          encoding: 'utf8',
          env: { PATH: process.env.PATH, ...given },
        }),
      ) as Record<string, string>;
    expect(seenBy({})).toMatchObject(appEnvironment);
    const mine = Object.fromEntries(Object.keys(appEnvironment).map((name) => [name, '7']));
    expect(seenBy(mine)).toMatchObject(mine);
  });

  it("are the ones the image's environment gives the server", () => {
    const environment = Object.fromEntries(
      [...read('Dockerfile').matchAll(/^ENV (.*)$/gm)].flatMap((line) =>
        (line[1] ?? '').split(' ').map((pair) => pair.split('=')),
      ),
    ) as Record<string, string>;
    expect(environment).toMatchObject(appEnvironment);
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
