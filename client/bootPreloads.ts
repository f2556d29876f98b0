import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * main.tsx imports the app's code in parts (`import()`), so that each part is evaluated in its
 * own task. Fetching them only when asked would add round trips before the page answers taps:
 * this lists every part (and the chunks they import) as a modulepreload of index.html, beside
 * the entry's own, so they download together (and the server's prerender defers them with it).
 */
export function bootPreloads(): Plugin {
  return {
    name: 'hobbyhub-boot-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return [];
        const seen = new Set<string>([chunk.fileName, ...chunk.imports]);
        const files: string[] = [];
        const add = (fileName: string) => {
          if (seen.has(fileName)) return;
          seen.add(fileName);
          const part = bundle[fileName];
          if (part?.type !== 'chunk') return;
          for (const imported of part.imports) add(imported);
          files.push(fileName);
        };
        for (const fileName of chunk.dynamicImports) add(fileName);
        return files.map((fileName): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
          injectTo: 'head',
        }));
      },
    },
  };
}
