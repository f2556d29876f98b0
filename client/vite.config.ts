import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress';

export default defineConfig(({ command }) => {
  // Test runners export NODE_ENV=test, which would make `vite build` bundle React's development
  // build. A build of the client is always a production build (Vite reads this after the config).
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [react(), precompress()],
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
    },
    // The dev server and its proxy to the API are set up by `npm run dev` (scripts/dev.ts).
  };
});
