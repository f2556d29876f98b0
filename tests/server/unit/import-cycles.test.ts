import path from 'node:path';
import ts from 'typescript';

/**
 * No import cycles in the server and the benchmarks (issue 16): a cycle makes load order matter
 * and blurs which layer depends on which. Imports are resolved by TypeScript itself with each
 * project's tsconfig (so `@/` paths count), type-only imports included: they tie the layers
 * together as much as value imports do.
 */
const root = path.resolve(__dirname, '../../..');
/** scripts/dev is a single file. */
const projects = ['server/tsconfig.json', 'scripts/bench/tsconfig.json'];

/** Each project's own source files and the project files each imports. */
function importGraph(tsconfig: string): Map<string, string[]> {
  const configPath = path.join(root, tsconfig);
  const { config } = ts.readConfigFile(configPath, (file) => ts.sys.readFile(file));
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configPath));
  const sources = new Set(parsed.fileNames.map((file) => path.resolve(file)));
  const graph = new Map<string, string[]>();
  for (const file of sources) {
    const text = ts.sys.readFile(file) ?? '';
    const { importedFiles } = ts.preProcessFile(text, true, true);
    const imports = importedFiles.flatMap(({ fileName }) => {
      const resolved = ts.resolveModuleName(fileName, file, parsed.options, ts.sys).resolvedModule?.resolvedFileName;
      return resolved && sources.has(path.resolve(resolved)) ? [path.resolve(resolved)] : [];
    });
    graph.set(file, imports);
  }
  return graph;
}

/** Every cycle found by a depth-first walk, each as the files along it (first file repeated at the end). */
function cyclesOf(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const visit = (file: string) => {
    if (onStack.has(file)) {
      cycles.push([...stack.slice(stack.indexOf(file)), file].map((f) => path.relative(root, f)));
      return;
    }
    if (done.has(file)) return;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) visit(next);
    stack.pop();
    onStack.delete(file);
    done.add(file);
  };
  for (const file of graph.keys()) visit(file);
  return cycles;
}

describe('import cycles', () => {
  it.each(projects)('%s has none', (tsconfig) => {
    const graph = importGraph(tsconfig);
    expect(graph.size).toBeGreaterThan(5);
    expect(cyclesOf(graph)).toEqual([]);
  });
});
