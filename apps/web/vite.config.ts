/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig, type CSSOptions, type Plugin } from 'vite';
import { keepOldAssetsPlugin } from './build/keep-old-assets.ts';
import { prerenderAndCompress } from './build/prerender.ts';

const API = 'http://localhost:3000';

/**
 * In development the page comes from Vite, not from our server: write the public settings into it the
 * way the server does (apps/server/src/platform/web-static.ts), read from the running API.
 */
function devSiteConfig(): Plugin {
  return {
    name: 'ironmatch-dev-site-config',
    apply: 'serve',
    async transformIndexHtml(html) {
      try {
        const res = await fetch(`${API}/api/site-config`);
        const body = (await res.json()) as { data?: unknown };
        const json = JSON.stringify(body.data ?? {}).replace(/</g, '\\u003c');
        return html.replace(
          '</head>',
          `<script type="application/json" id="site-config">${json}</script></head>`,
        );
      } catch {
        return html;
      }
    },
  };
}

const css: CSSOptions = {
  preprocessorOptions: {
    scss: {
      quietDeps: true,
      silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
    },
  },
};

export default defineConfig({
  plugins: [react(), devSiteConfig(), prerenderAndCompress({ css }), keepOldAssetsPlugin()],
  server: {
    port: 5173,
    proxy: {
      '/api': API,
      '/files': API,
      '/dev/mailbox': API,
    },
  },
  css,
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // dist/.vite/manifest.json: the chunk map scripts/bench-web.mjs checks the budgets against.
    manifest: true,
    // Every browser of our es2022 target knows <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    // Rolldown's plugin timing report reads like a warning on every build; the timings are not ours to act on.
    rolldownOptions: {
      checks: { bundlerTimings: false },
      output: {
        // Everything the entry imports statically goes into the entry's one chunk, instead of the dozens of
        // small shared chunks automatic splitting makes of it (react-bootstrap's components, hooks,
        // contexts that route chunks share too): a phone on a slow network pays a round trip for each
        // file it must fetch before the page can hydrate.
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
      },
    },
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
  },
});
