import { readdirSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// @ts-expect-error a plain .mjs build script, without types
import { precompress } from './scripts/precompress.mjs';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The shared schemas, from source (the web build compiles them itself). Besides the barrel, each area
// is its own entry, `@stave/contracts/<area>` (a folder's index.ts, or a top-level file such as
// error-codes): code awaits the area it needs (`(await import('@stave/contracts/jobs')).JobViewSchema`),
// so a route loads zod and its own area's schemas, never the whole library (docs/web.md, bundle).
const contractsSrc = fromHere('../../libs/contracts/src');
// A feature's public entries (index.ts, public-*.ts; docs/web.md#feature-boundaries) only re-export, so the build may
// treat them as free of side effects: a screen importing one loads what it uses, not everything the entry names.
// Not the theme's: the entry chunk imports it for the provider, and the theme toggle that every screen's header shows
// is best carried there (in a chunk of its own it added ~0.3 KiB to every route).
const FEATURE_ENTRY = /[\\/]src[\\/]features[\\/](?!theme[\\/])[^\\/]+[\\/](index|public-[a-z-]+)\.ts$/;
// The small building blocks most screens share: class helpers, Radix's internals, the UI primitives (not the dialog,
// menu, toast, select and tabs, which carry their own weight and load with the screens that use them), lib and hooks.
const SHARED_UI =
  /node_modules[\\/](clsx|class-variance-authority|tailwind-merge|@radix-ui[\\/](react-slot|react-primitive|react-context|react-compose-refs|react-id|react-use-[a-z-]+|react-presence|react-direction|react-visually-hidden|primitive))[\\/]|apps[\\/]web[\\/]src[\\/](components[\\/]ui[\\/](?!dialog|dropdown-menu|toast|toaster|confirm-dialog|manage-menu|select|tabs)|lib[\\/]|hooks[\\/])/;

const contractsAliases = readdirSync(contractsSrc, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() || (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') && entry.name !== 'index.ts'))
  .map((entry) => ({
    find: `@stave/contracts/${entry.name.replace(/\.ts$/, '')}`,
    replacement: `${contractsSrc}/${entry.isDirectory() ? `${entry.name}/index.ts` : entry.name}`,
  }));

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
    alias: [{ find: '@', replacement: fromHere('./src') }, ...contractsAliases, { find: /^@stave\/contracts$/, replacement: `${contractsSrc}/index.ts` }],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    target: 'es2022',
    // dist/.vite/manifest.json: what each chunk imports, read by scripts/bundle-budget.mjs (not served: a dotfile).
    manifest: true,
    rolldownOptions: {
      // Constants are written where they are used: a call's route (`JOBS.list` from @stave/contracts/paths) becomes its
      // 'GET /api/jobs' string in the screen's chunk, and the route tables themselves never ship (docs/web.md#calling-the-api).
      optimization: { inlineConst: { mode: 'all' } },
      treeshake: {
        // The contracts declare schemas and constants and run nothing on import: a module no screen reaches (the
        // Kafka event schemas) is left out of the build. An area loaded with import() keeps all its index's exports.
        // A feature's public entries only re-export: an import of one loads what it uses.
        moduleSideEffects: (id: string) => !id.startsWith(contractsSrc) && !FEATURE_ENTRY.test(id),
      },
      output: {
        // Fewer, fuller chunks (a route of 40 lazy pages otherwise splits into ~100 files under 2 KiB: icons, Radix
        // internals, one-line helpers, each its own request). Zod is one chunk, loaded with the first schema a route
        // awaits; the icons and the small UI pieces most pages share are one chunk each; the rest is split per route.
        codeSplitting: {
          groups: [
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 3 },
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, minShareCount: 4, priority: 2 },
            // Five: a piece shared by three or four pages (a form's busy button, a list's filter card) stays with them, not
            // on every route (the shared parts of the duplicates clean-up had grown this chunk from 21 to 33 KiB).
            { name: 'ui', test: SHARED_UI, minShareCount: 5, priority: 2 },
          ],
        },
      },
    },
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
