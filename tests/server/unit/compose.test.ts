import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = path.resolve(__dirname, '../../..');
const composeFiles = readdirSync(root).filter((name) => /^docker-compose(\.[\w-]+)?\.ya?ml$/.test(name));

/** .env.example with what a production deployment must fill in, as an operator's .env would be. */
const productionEnv = [
  readFileSync(path.join(root, '.env.example'), 'utf8'),
  'PUBLIC_URL=https://hobbyhub.example.com',
  'FIREBASE_PROJECT_ID=hobbyhub-prod',
  'FIREBASE_API_KEY=AIzaExampleKey',
].join('\n');

/**
 * Every compose file in the repository is valid as written, checked by Debian's docker-compose
 * (which validates without a Docker engine; `.ci/run` installs it). No engine runs here, so this
 * is the configuration only, not a deployment.
 */
describe.each(composeFiles)('%s', (file) => {
  it('passes docker-compose config with an operator-style .env, naming no unset variable', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'hobbyhub-compose-'));
    try {
      cpSync(path.join(root, file), path.join(directory, file));
      cpSync(path.join(root, 'deploy'), path.join(directory, 'deploy'), { recursive: true });
      writeFileSync(path.join(directory, '.env'), productionEnv);
      const { stderr } = await run('docker-compose', ['-f', file, 'config', '-q'], { cwd: directory }).catch(
        (error: NodeJS.ErrnoException & { stderr?: string }) => {
          if (error.code === 'ENOENT')
            throw new Error('docker-compose is not installed: apt-get install -y docker-compose');
          throw new Error(`docker-compose config failed: ${error.stderr ?? error.message}`);
        },
      );
      expect(stderr).not.toMatch(/variable is not set/);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});

it('finds the compose files (the single-machine and the cluster one)', () => {
  expect(composeFiles).toEqual(expect.arrayContaining(['docker-compose.yml', 'docker-compose.cluster.yml']));
});
