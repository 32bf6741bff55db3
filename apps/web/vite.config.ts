/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** The API the dev server forwards `/api` to (`npm run dev` starts it on port 3001). */
const devApiTarget = process.env.VITE_DEV_API_TARGET ?? 'http://127.0.0.1:3001';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 3000,
    strictPort: true,
    proxy: { '/api': { target: devApiTarget, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: devApiTarget, changeOrigin: false } },
  },
  build: {
    manifest: true,
  },
  test: {
    name: '@pte/web',
    environment: 'jsdom',
    globals: true,
    setupFiles: ['@testing-library/jest-dom/vitest', './src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // Routes load their pages lazily; the first render of a file can take seconds on a busy machine, so a test has
    // longer than its own `findBy…` waits (5 s) before it is called a failure.
    testTimeout: 15_000,
  },
});
