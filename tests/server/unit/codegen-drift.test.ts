import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import config from '../../../codegen';

/**
 * The generated files are checked in and never edited by hand: this runs GraphQL Code
 * Generator's `generate(config, false)` with codegen.ts's config — in memory, nothing is
 * written — and fails when any generated file differs from what schema.graphql and the
 * documents produce, or when one is stale.
 *
 * `generate` runs in a plain Node child process, exactly as `npm run codegen` runs it:
 * @graphql-codegen/cli loads the ESM-only yargs with require(), which Node (20.19+) allows but
 * Jest's module loader does not.
 */

const root = path.resolve(__dirname, '../../..');
const fix = 'run `npm run codegen` and commit the result';

interface GeneratedFile {
  filename: string;
  content: string;
}

let generated: GeneratedFile[];

/** Reads the config as JSON on stdin, writes `generate(config, false)`'s files as JSON on stdout. */
const generateInMemory = `
const { generate } = require('@graphql-codegen/cli');
let input = '';
process.stdin.on('data', (chunk) => (input += chunk));
process.stdin.on('end', async () => {
  try {
    const outputs = await generate(JSON.parse(input), false);
    process.stdout.write(JSON.stringify(outputs.map(({ filename, content }) => ({ filename, content }))));
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  }
});
`;

function runCodegen(): Promise<GeneratedFile[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--no-warnings', '-e', generateInMemory], { cwd: root });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`GraphQL Code Generator failed (exit ${code}):\n${stderr}`));
      else resolve(JSON.parse(stdout) as GeneratedFile[]);
    });
    child.stdin.end(JSON.stringify({ ...config, cwd: root, silent: true }));
  });
}

beforeAll(async () => {
  generated = (await runCodegen()).map((output) => ({
    filename: path.relative(root, path.resolve(root, output.filename)),
    content: output.content,
  }));
}, 60_000);

const targets = Object.keys(config.generates);

it('codegen.ts has the three outputs this check covers', () => {
  expect(targets.sort()).toEqual(['client/src/gql/', 'server/src/generated/graphql.ts', 'tests/server/gql/']);
});

describe.each(targets)('%s', (target) => {
  const isFolder = target.endsWith('/');
  const mine = () =>
    generated.filter((file) => (isFolder ? file.filename.startsWith(target) : file.filename === target));

  it('is generated', () => {
    expect(mine().length).toBeGreaterThan(0);
  });

  it('equals, file by file, what the schema and documents produce', () => {
    const drift = mine().flatMap((file) => {
      const onDisk = path.join(root, file.filename);
      if (!existsSync(onDisk)) return [`${file.filename} is missing: ${fix}.`];
      return readFileSync(onDisk, 'utf8') === file.content
        ? []
        : [`${file.filename} differs from what codegen.ts produces: ${fix}.`];
    });
    expect(drift).toEqual([]);
  });

  if (isFolder) {
    it('holds no stale generated files', () => {
      const expected = new Set(mine().map((file) => file.filename));
      const folder = path.join(root, target);
      const stale = (existsSync(folder) ? readdirSync(folder) : [])
        .map((name) => path.join(target, name))
        .filter((name) => !expected.has(name))
        .map((name) => `${name} is no longer generated: delete it, ${fix}.`);
      expect(stale).toEqual([]);
    });
  }
});
