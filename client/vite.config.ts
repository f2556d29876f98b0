import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bootPreloads } from './bootPreloads';
import { gqlDocuments } from './gqlDocuments';
import { precompress } from './precompress';

export default defineConfig(({ command, isSsrBuild }) => {
  // Test runners export NODE_ENV=test, which would make `vite build` bundle React's development
  // build. A build of the client is always a production build (Vite reads this after the config).
  if (command === 'build') process.env.NODE_ENV = 'production';
  const root = fileURLToPath(new URL('.', import.meta.url));
  return {
    // The server's prerender (`--ssr src/prerender.tsx`) is read by the server, never sent.
    plugins: isSsrBuild ? [react(), gqlDocuments(root)] : [react(), gqlDocuments(root), bootPreloads(), precompress()],
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    build: {
      outDir: isSsrBuild ? 'dist-ssr' : 'dist',
      emptyOutDir: true,
      // The server links each prerendered page's CSS and code from it (server/src/http/prerender.ts).
      manifest: !isSsrBuild,
      copyPublicDir: !isSsrBuild,
    },
    // React's production build on the server too, whatever NODE_ENV the server runs with.
    define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
    // One self-contained file: the production image installs no client packages for the server.
    ssr: { noExternal: true },
    // The dev server and its proxy to the API are set up by `npm run dev` (scripts/dev.ts).
  };
});
