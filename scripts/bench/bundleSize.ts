import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { projectRoot } from '@/projectRoot';

/**
 * `npm run bench:bundle`: builds the client (into a scratch dir, with Vite's manifest, so
 * client/dist is left alone) and prints the gzip size of the JavaScript `/` loads — what
 * index.html names (module script + modulepreloads) plus the `/` route's chunk — and of each
 * route chunk. Sizes are gzip at the default level, as Vite reports them.
 */

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function main(): void {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'hobbyhub-bundle-'));
  try {
    try {
      // The app's own build only (`npm run build` of the client also builds the developer pages).
      execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--manifest'], {
        cwd: path.join(projectRoot, 'client'),
        stdio: ['ignore', 'ignore', 'pipe'],
      });
    } catch (error) {
      process.stderr.write(`the client does not build yet: ${String(error)}\n`);
      process.exitCode = 1;
      return;
    }
    const manifestFile = path.join(outDir, '.vite', 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    const gz = new Map<string, number>();
    const gzipOf = (file: string) => {
      let size = gz.get(file);
      if (size === undefined) {
        size = gzipSync(readFileSync(path.join(outDir, file))).length;
        gz.set(file, size);
      }
      return size;
    };
    /** A chunk's file and every chunk it imports statically. */
    const closure = (key: string, into = new Set<string>()) => {
      const chunk = manifest[key];
      if (!chunk || into.has(chunk.file)) return into;
      into.add(chunk.file);
      for (const imported of chunk.imports ?? []) closure(imported, into);
      return into;
    };

    // What index.html loads before anything else.
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const htmlFiles = [
      ...html.matchAll(/<script[^>]*type="module"[^>]*src="\/?([^"]+\.js)"/g),
      ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/?([^"]+\.js)"/g),
    ].map((match) => match[1] as string);
    const initial = new Set(htmlFiles);
    for (const [key, chunk] of Object.entries(manifest)) if (htmlFiles.includes(chunk.file)) closure(key, initial);
    const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipOf(file), 0);

    const routes = Object.entries(manifest)
      .filter(([, chunk]) => chunk.src && /(^|\/)pages\/[^/]+\/route\.tsx?$/.test(chunk.src))
      .map(([key, chunk]) => {
        const files = closure(key);
        const own = [...files].filter((file) => !initial.has(file));
        return { route: (chunk.src as string).replace(/^.*pages\//, '').replace(/\/route\.tsx?$/, ''), own };
      })
      .sort((a, b) => a.route.localeCompare(b.route));
    const home = routes.find((route) => route.route === 'home');
    const forSlash = new Set([...initial, ...(home?.own ?? [])]);

    const lines = [
      '| JavaScript | files | gzip |',
      '|---|---:|---:|',
      `| index.html (entry + modulepreload) | ${initial.size} | ${kb(sum(initial))} |`,
      `| **\`/\` in all** (index.html + home route) | ${forSlash.size} | **${kb(sum(forSlash))}** |`,
      ...routes.map((route) => `| route chunk: ${route.route} | ${route.own.length} | ${kb(sum(route.own))} |`),
    ];
    process.stdout.write(`${lines.join('\n')}\n\nTarget: \`/\` ≤ 200 KB gzip.\n`);
    if (!existsSync(manifestFile)) process.exitCode = 1;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

main();
