import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type CSSOptions, type Plugin } from 'vite';
import { precompressDir } from './precompress.ts';

/** The app's shell for every address that is not prerendered (the signed-in app): not for search engines. */
export const SHELL_FILE = 'app-shell.html';
/** The prerendered addresses, for the server's sitemap.xml. */
export const PAGES_FILE = 'prerendered-pages.json';

interface PrerenderModule {
  PUBLIC_PAGES: ReadonlyArray<{ path: string; title: string | null; description: string }>;
  documentTitle(title: string | null): string;
  renderPage(path: string): Promise<string>;
}

/**
 * After the browser build: renders every public page (src/app/page-meta.ts PUBLIC_PAGES) to HTML with
 * react-dom/server through a Node build of src/prerender-entry.tsx, and writes `<route>/index.html`
 * with the page's own title and description; the browser hydrates it (src/main.tsx). Writes the
 * shell for all other addresses, then the brotli and gzip copies of everything (they run in this
 * order: Vite runs the closeBundle hooks of different plugins at the same time).
 */
export function prerenderAndCompress(options: { css: CSSOptions }): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'ironmatch-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await prerender(root, outDir, options.css);
      await precompressDir(outDir);
    },
  };
}

async function prerender(root: string, outDir: string, css: CSSOptions): Promise<void> {
  const cacheDir = path.join(root, 'node_modules/.cache');
  await mkdir(cacheDir, { recursive: true });
  const serverDir = await mkdtemp(path.join(cacheDir, 'prerender-'));
  try {
    await build({
      configFile: false,
      root,
      logLevel: 'warn',
      plugins: [react()],
      css,
      ssr: { noExternal: true },
      build: {
        ssr: 'src/prerender-entry.tsx',
        outDir: serverDir,
        emptyOutDir: true,
        target: 'node20',
        minify: false,
        rolldownOptions: {
          checks: { bundlerTimings: false },
          output: { entryFileNames: 'prerender-entry.mjs' },
        },
      },
    });
    const entry = (await import(
      pathToFileURL(path.join(serverDir, 'prerender-entry.mjs')).href
    )) as PrerenderModule;
    const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
    await writeFile(
      path.join(outDir, SHELL_FILE),
      template.replace('</title>', '</title>\n    <meta name="robots" content="noindex" />'),
    );
    for (const page of entry.PUBLIC_PAGES) {
      const body = await entry.renderPage(page.path);
      const html = template
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(entry.documentTitle(page.title))}</title>`)
        .replace(
          /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
          `<meta name="description" content="${escapeHtml(page.description)}" />`,
        )
        .replace(
          '<div id="root"></div>',
          `<div id="root" data-prerendered="${escapeHtml(page.path)}">${body}</div>`,
        );
      const dir = path.join(outDir, page.path);
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, 'index.html'), html);
    }
    await writeFile(path.join(outDir, PAGES_FILE), JSON.stringify(entry.PUBLIC_PAGES.map((p) => p.path)));
  } finally {
    await rm(serverDir, { recursive: true, force: true });
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
