import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress';

/**
 * The developer pages (GraphQL IDE at /graphiql, REST reference at /docs/api) as a build of
 * their own into dist/developers, after the app's: sharing no chunks, the app's pages never
 * load code (Monaco, GraphiQL, Swagger UI) that only these pages need.
 */
export default defineConfig(() => {
  process.env.NODE_ENV = 'production';
  const developers = (file: string) => fileURLToPath(new URL(`./src/developers/${file}`, import.meta.url));
  return {
    root: developers(''),
    base: '/developers/',
    publicDir: false,
    plugins: [react(), precompress()],
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    build: {
      outDir: fileURLToPath(new URL('./dist/developers', import.meta.url)),
      emptyOutDir: true,
      chunkSizeWarningLimit: 4096,
      rollupOptions: {
        input: { graphiql: developers('graphiql.html'), apiDocs: developers('api-docs.html') },
        onwarn(warning, warn) {
          // GraphiQL's React-compiler hints ("use no memo") mean nothing to a bundle.
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
      },
    },
  };
});
