import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  plugins: [
    react(),
    // A real service worker, built from src/sw.ts and registered by the app itself
    // (src/lib/service-worker.ts); caching and push come with the PWA issue.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: { injectionPoint: undefined, rollupFormat: 'iife' },
    }),
  ],
  resolve: {
    // Read the shared package's TypeScript sources directly.
    conditions: ['coulisses-source', 'module', 'browser', 'development|production'],
  },
  server: {
    proxy: { '/v1': 'http://localhost:8080' },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
