import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** A `graphql(`…`)` call of the client preset: one template literal, no substitutions. */
const graphqlCall = /\bgraphql\(\s*`((?:[^`$\\]|\$(?!\{))*)`\s*\)/g;
const gqlImport = /^import \{ graphql \} from '@\/gql';$/m;
/** One generated document in src/gql/graphql.ts: its name and its AST as a JSON literal. */
const generatedDocument = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;
const prefix = '\0gql-document:';

/**
 * Replaces each `graphql(`…`)` call with the document GraphQL Code Generator generated for it,
 * as the client preset's Babel plugin does (Vite's React plugin no longer runs Babel), each
 * document a module of its own. Through `graphql()` the entry would carry the map of all the
 * app's documents, and one shared module of all of them; this way each chunk carries only the
 * documents it uses, and the code that hydrates a prerendered page evaluates none of the others.
 */
export function gqlDocuments(root: string): Plugin {
  const gqlDir = path.join(root, 'src', 'gql');
  /** Document text (as written in the source) → the generated document's name. */
  let names = new Map<string, string>();
  /** The generated document's name → its AST as a JSON literal. */
  let asts = new Map<string, string>();
  return {
    name: 'hobbyhub-gql-documents',
    apply: 'build',
    // On the TypeScript source, before it is compiled.
    enforce: 'pre',
    buildStart() {
      const map = /const documents: Documents = \{\n([\s\S]*?)\n\};/.exec(
        readFileSync(path.join(gqlDir, 'gql.ts'), 'utf8'),
      );
      names = new Map(
        [...(map?.[1] ?? '').matchAll(/^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm)].map(([, key, name]) => [
          JSON.parse(key!) as string,
          name!,
        ]),
      );
      const generated = readFileSync(path.join(gqlDir, 'graphql.ts'), 'utf8');
      asts = new Map([...generated.matchAll(generatedDocument)].map(([, name, ast]) => [name!, ast!]));
      const missing = [...names.values()].filter((name) => !asts.has(name));
      if (names.size === 0 || missing.length > 0) {
        this.error(`src/gql is not as expected (${missing.join(', ') || 'no documents'}): run \`npm run codegen\``);
      }
    },
    resolveId: (id) => (id.startsWith(prefix) ? id : null),
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const name = id.slice(prefix.length);
      return `export const ${name} = ${asts.get(name)};`;
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(gqlDir) || !code.includes('graphql(`')) return null;
      const used = new Set<string>();
      const replaced = code.replace(graphqlCall, (call, source: string) => {
        const name = names.get(source);
        if (!name) return call;
        used.add(name);
        return name;
      });
      if (used.size === 0) return null;
      // With every call replaced, the import of `graphql` (and with it the map) goes too.
      const rest = /\bgraphql\(/.test(replaced) ? replaced : replaced.replace(gqlImport, '');
      const imports = [...used].map((name) => `import { ${name} } from '${prefix}${name}';\n`).join('');
      return { code: imports + rest, map: null };
    },
  };
}
