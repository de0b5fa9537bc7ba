import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// @ts-expect-error a plain .mjs build script, without types
import { precompress } from './scripts/precompress.mjs';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The gateway serves /api, /uploads and /media; in dev and preview Vite forwards them to it.
const apiProxy = {
  '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
  '/uploads': { target: 'http://127.0.0.1:3000', changeOrigin: false },
  '/media': { target: 'http://127.0.0.1:3000', changeOrigin: false },
};

// `vite preview` serves the build under the same CSP as the gateway (apps/gateway security
// headers), so the browser tests catch an inline script or style element before production does.
const previewCsp = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self' ws: wss:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

// Brotli and gzip copies of the built assets, made once here rather than on every request.
const precompressed = (): Plugin => ({
  name: 'stave-precompress',
  apply: 'build',
  closeBundle() {
    precompress(fromHere('./dist'));
  },
});

export default defineConfig({
  plugins: [react(), tailwindcss(), precompressed()],
  resolve: {
    alias: {
      '@': fromHere('./src'),
      // Source, not dist: the web build compiles the shared schemas itself.
      // Zod-free: the error codes the entry chunk switches on.
      '@stave/contracts/error-codes': fromHere('../../libs/contracts/src/error-codes.ts'),
      '@stave/contracts': fromHere('../../libs/contracts/src/index.ts'),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    target: 'es2022',
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy: apiProxy },
  preview: {
    host: '127.0.0.1',
    port: 4173,
    strictPort: true,
    proxy: apiProxy,
    headers: { 'Content-Security-Policy': previewCsp },
  },
});
