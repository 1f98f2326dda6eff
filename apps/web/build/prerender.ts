import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type CSSOptions, type Manifest, type Plugin } from 'vite';
import { precompressDir } from './precompress.ts';

/** The app's shell for every address that is not prerendered (the signed-in app): not for search engines. */
export const SHELL_FILE = 'app-shell.html';
/** The prerendered addresses, for the server's sitemap.xml. */
export const PAGES_FILE = 'prerendered-pages.json';

interface PageMeta {
  title: string | null;
  description: string;
  robots: string;
}

interface PrerenderModule {
  PUBLIC_PAGES: ReadonlyArray<{ path: string }>;
  PRERENDERED_TEMPLATES: ReadonlyArray<{ pattern: string; path: string; standIn: string; sample: string }>;
  CONSENT_GATE_SCRIPT: string;
  documentTitle(title: string | null): string;
  pageMeta(path: string): PageMeta;
  renderPage(path: string): Promise<{ html: string; modules: string[] }>;
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
      plugins: [react(), reportDynamicImports(root)],
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
    const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
    const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
    await writeFile(
      path.join(outDir, SHELL_FILE),
      template.replace('</title>', '</title>\n    <meta name="robots" content="noindex" />'),
    );
    const page = async (route: string, marker: string) => {
      const { html, modules } = await entry.renderPage(route);
      const meta = entry.pageMeta(route);
      return pageHtml(template, {
        body: html,
        marker,
        title: entry.documentTitle(meta.title),
        description: meta.description,
        robots: meta.robots,
        gateScript: entry.CONSENT_GATE_SCRIPT,
        headTags: routeAssetTags(manifest, modules, template),
      });
    };
    for (const { path: route } of entry.PUBLIC_PAGES) {
      await writePage(outDir, route, await page(route, route));
    }
    // One page for every address of a pattern, rendered for a stand-in value the server replaces with
    // the address's own. Proof that the replacement is what a render for a real value gives: the sample.
    for (const t of entry.PRERENDERED_TEMPLATES) {
      const html = await page(t.path, t.pattern);
      const sample = await page(t.path.split(t.standIn).join(t.sample), t.pattern);
      if (html.split(t.standIn).join(t.sample) !== sample) {
        throw new Error(
          `${t.pattern}: the page for ${t.sample} is not the stand-in page with ${t.sample} written in`,
        );
      }
      await writePage(outDir, t.path, html);
    }
    await writeFile(path.join(outDir, PAGES_FILE), JSON.stringify(entry.PUBLIC_PAGES.map((p) => p.path)));
  } finally {
    await rm(serverDir, { recursive: true, force: true });
  }
}

async function writePage(outDir: string, route: string, html: string): Promise<void> {
  const dir = path.join(outDir, route);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'index.html'), html);
}

function pageHtml(
  template: string,
  page: {
    body: string;
    marker: string;
    title: string;
    description: string;
    robots: string;
    gateScript: string;
    headTags: string[];
  },
): string {
  return (
    template
      // First in the head, before the stylesheet (an inline script waits for the stylesheets above it).
      .replace(/(<meta charset="UTF-8" \/>)/, `$1\n    <script>${page.gateScript}</script>`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
      .replace(
        /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
        `<meta name="description" content="${escapeHtml(page.description)}" />` +
          (page.robots === 'index, follow' ? '' : `\n    <meta name="robots" content="${page.robots}" />`),
      )
      .replace(/\n\s*<\/head>/, `\n${page.headTags.map((tag) => `    ${tag}\n`).join('')}  </head>`)
      // The page is on screen from the HTML and its stylesheets; its JavaScript only makes it
      // interactive. The entry is fetched like the route chunks, at low priority (the browser holds
      // them back while the stylesheets and the hero image load on a slow connection), and starts after
      // the first paint: with the files cached, evaluating them would otherwise come first.
      .replace(
        /<script type="module" crossorigin src="([^"]+)"><\/script>/,
        (_tag, entry: string) =>
          `<link rel="modulepreload" crossorigin href="${entry}">\n    <script>${appStartScript(entry)}</script>`,
      )
      .replace(/<link rel="modulepreload" /g, '<link rel="modulepreload" fetchpriority="low" ')
      .replace(
        '<div id="root"></div>',
        `<div id="root" data-prerendered="${escapeHtml(page.marker)}">${page.body}</div>`,
      )
  );
}

/**
 * Imports the app's entry once the page has painted (a frame, then a task), at once in a hidden tab,
 * where frames wait until it is shown. Inline, allowed by its hash like the consent gate.
 */
function appStartScript(entry: string): string {
  return (
    `(function(){var s=function(){import(${JSON.stringify(entry)})};` +
    'document.hidden?s():requestAnimationFrame(function(){setTimeout(s,0)})})()'
  );
}

/**
 * The chunks and stylesheets of the page's own modules (the lazily loaded route modules it rendered)
 * that the HTML does not name yet. The stylesheets apply from the first paint, so nothing moves when
 * the page's JavaScript arrives; the chunks load beside the entry instead of after it.
 */
function routeAssetTags(manifest: Manifest, modules: string[], template: string): string[] {
  const named = new Set([...template.matchAll(/(?:href|src)="\/([^"]+)"/g)].map((m) => m[1]));
  const js: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    if (!named.has(chunk.file)) js.push(chunk.file);
    for (const file of chunk.css ?? []) if (!named.has(file) && !styles.includes(file)) styles.push(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of modules) {
    if (!manifest[key]) throw new Error(`${key} is loaded by a prerendered page but has no chunk of its own`);
    visit(key);
  }
  return [
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
}

/**
 * Node build only: each `import('./x')` in our source also reports `src/x.tsx` (the key of its chunk in
 * the browser build's manifest) while a page renders, so the page's head can name the chunks it needs.
 */
function reportDynamicImports(root: string): Plugin {
  const srcDir = `${path.join(root, 'src')}${path.sep}`;
  return {
    name: 'ironmatch-report-dynamic-imports',
    async transform(code, id) {
      if (!id.startsWith(srcDir) || !code.includes('import(')) return null;
      let out = '';
      let last = 0;
      for (const match of code.matchAll(/\bimport\(\s*(['"])(\.{1,2}\/[^'"]+)\1\s*\)/g)) {
        const resolved = await this.resolve(match[2]!, id);
        if (!resolved) continue;
        const key = path.relative(root, resolved.id).split(path.sep).join('/');
        out += `${code.slice(last, match.index)}(globalThis.__ironmatchPrerenderImports?.add(${JSON.stringify(key)}), ${match[0]})`;
        last = match.index + match[0].length;
      }
      return last === 0 ? null : { code: out + code.slice(last), map: null };
    },
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
