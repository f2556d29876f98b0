import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The README and docs/ are read by newcomers and operators: links between them must resolve, the
 * README stays short, and the configuration table says what server/src/config.ts does.
 */

const root = path.resolve(__dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const markdownFiles = ['README.md', ...readdirSync(path.join(root, 'docs')).map((name) => `docs/${name}`)].filter(
  (file) => file.endsWith('.md'),
);

/** The text outside fenced code blocks (a curl example may hold brackets and parentheses). */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '');
}

/** GitHub's anchors for a file's headings: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading = ''] of prose(markdown).matchAll(/^#{1,6} +(.+?) *#* *$/gm)) {
    const slug = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
    seen.set(slug, count + 1);
  }
  return anchors;
}

/** Every relative link target in a file's prose, as written. */
function relativeLinks(markdown: string): string[] {
  return [...prose(markdown).matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target = '']) => target)
    .filter((target) => !/^[a-z][a-z+.-]*:/i.test(target));
}

describe('the README and docs/', () => {
  it('link only to files and headings that exist', () => {
    const broken: string[] = [];
    for (const file of markdownFiles) {
      for (const link of relativeLinks(read(file))) {
        const [target = '', anchor] = link.split('#');
        const resolved =
          target === '' ? path.join(root, file) : path.resolve(path.dirname(path.join(root, file)), target);
        if (!existsSync(resolved)) {
          broken.push(`${file}: ${link} (no such file)`);
        } else if (anchor && statSync(resolved).isFile() && resolved.endsWith('.md')) {
          if (!anchorsOf(readFileSync(resolved, 'utf8')).has(anchor)) broken.push(`${file}: ${link} (no such heading)`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('keep the README a front door: at most 250 lines, linking every file in docs/', () => {
    const readme = read('README.md');
    expect(readme.split('\n').length).toBeLessThanOrEqual(250);
    const linked = new Set(relativeLinks(readme).map((link) => link.split('#')[0]));
    const docs = markdownFiles.filter((file) => file.startsWith('docs/'));
    expect(docs.filter((file) => !linked.has(file))).toEqual([]);
  });
});

/** The variables of config.ts's environment schema, each with its literal default if it has one. */
function configVariables(): Map<string, string | undefined> {
  const source = read('server/src/config.ts');
  const start = source.indexOf('const environmentSchema = z.object({');
  const schema = source.slice(start, source.indexOf('\n});', start));
  const variables = new Map<string, string | undefined>();
  for (const [, name = '', definition = ''] of schema.matchAll(/^ {2}([A-Z][A-Z0-9_]+): (.*)$/gm)) {
    const literal = /\.default\(('([^']*)'|[\d_]+|true|false)\)/.exec(definition);
    variables.set(name, literal ? (literal[2] ?? literal[1]?.replaceAll('_', '')) : undefined);
  }
  return variables;
}

/** The rows of the configuration table in docs/OPERATIONS.md: variable → default cell. */
function configurationTable(): Map<string, string> {
  const operations = read('docs/OPERATIONS.md');
  const section = operations.slice(operations.indexOf('## Configuration'));
  const rows = new Map<string, string>();
  for (const [, name = '', cell = ''] of section.matchAll(/^\| `([A-Z][A-Z0-9_]+)` \| ([^|]*) \|/gm)) {
    rows.set(name, cell.trim());
  }
  return rows;
}

describe('the configuration table in docs/OPERATIONS.md', () => {
  const table = configurationTable();
  const variables = configVariables();
  // Read by others, not by config.ts: FerretDB's Go runtime, firebase-admin, Node itself, glibc's malloc.
  const readByOthers = ['GOGC', 'GOOGLE_APPLICATION_CREDENTIALS', 'NODE_OPTIONS', 'MALLOC_MMAP_THRESHOLD_'];

  it('lists every variable config.ts reads, and no other', () => {
    expect(variables.size).toBeGreaterThan(30);
    expect([...table.keys()].sort()).toEqual([...variables.keys(), ...readByOthers].sort());
  });

  it('gives each the default config.ts gives it', () => {
    const differing = [...variables]
      .filter(([, fallback]) => fallback !== undefined)
      .filter(([name, fallback]) => !(table.get(name) ?? '').startsWith(`\`${fallback}\``));
    expect(differing).toEqual([]);
  });

  it('agrees with .env.example on every value .env.example sets', () => {
    const differing: string[] = [];
    for (const [, name = '', value = ''] of read('.env.example').matchAll(/^([A-Z][A-Z0-9_]+)=(.*)$/gm)) {
      const cell = table.get(name);
      if (cell !== (value === '' ? 'empty' : `\`${value}\``)) differing.push(`${name}=${value} vs ${cell}`);
    }
    expect(differing).toEqual([]);
  });
});
