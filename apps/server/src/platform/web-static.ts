import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PRERENDER_PART_NUMBER, fillPrerenderedPartNumber } from '@ironmatch/contracts/part-matcher-rules';
import { fillPrerenderedSiteConfig, type SiteConfig } from '@ironmatch/contracts/site';

export const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/** The shell of the single-page app (no prerendered content) when the build wrote one. */
const SHELL_FILE = 'app-shell.html';
/** The addresses of the prerendered public pages (apps/web/build/prerender.ts). */
const PAGES_FILE = 'prerendered-pages.json';
/**
 * The guest part search for a part number: one page, prerendered for a stand-in part number, serves
 * every part number with the address's own written in; its first paint is the search form for that
 * number (the results come from the guest API, as on the page without a number).
 */
const GUEST_SEARCH_PREFIX = '/partmatcher/guestpartsearch/';

/** One HTML page, with the public settings written in, in every encoding we send. */
interface Page {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * Serves the built web app: hashed assets cached for a year, pages never cached. Assets go out as the
 * brotli or gzip file the build wrote next to them (`<file>.br`, `<file>.gz`) when the request accepts
 * it. Prerendered public pages (`<route>/index.html`) answer their own address; every other non-API GET
 * gets the app's shell, so client routes survive a reload.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  options: { siteConfig: SiteConfig; appUrl: string },
): Promise<boolean> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  // The prerendered pages carry stand-ins for the settings: this server's own go over them.
  const pageHtml = (file: string) =>
    withSiteConfig(
      fillPrerenderedSiteConfig(readFileSync(file, 'utf8'), options.siteConfig),
      options.siteConfig,
    );
  const page = (file: string) => compressedPage(pageHtml(file));
  const pages = new Map<string, Page>();
  for (const [route, file] of prerenderedPages(distDir)) pages.set(route, page(file));
  const shellFile = path.join(distDir, SHELL_FILE);
  const shell = existsSync(shellFile) ? page(shellFile) : (pages.get('/') ?? page(indexFile));
  const guestSearchFile = path.join(distDir, `${GUEST_SEARCH_PREFIX}${PRERENDER_PART_NUMBER}`, 'index.html');
  const guestSearch = existsSync(guestSearchFile) ? pageHtml(guestSearchFile) : undefined;

  const sendPage = (request: FastifyRequest, reply: FastifyReply, html: Page) => {
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    if (encoding === 'identity') return reply.send(html.identity);
    return reply.header('Content-Encoding', encoding).send(encoding === 'br' ? html.br : html.gzip);
  };

  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        res.header('Cache-Control', 'no-cache');
      }
    },
  });
  // Search engines: the public pages only (the signed-in app's shell also says noindex).
  const origin = options.appUrl.replace(/\/+$/, '');
  const publicPaths = existsSync(path.join(distDir, PAGES_FILE))
    ? (JSON.parse(readFileSync(path.join(distDir, PAGES_FILE), 'utf8')) as string[])
    : [];
  const robots = robotsTxt(origin);
  const sitemap = sitemapXml(origin, publicPaths);
  app.get('/robots.txt', (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').type('text/plain; charset=utf-8').send(robots),
  );
  app.get('/sitemap.xml', (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').type('application/xml; charset=utf-8').send(sitemap),
  );
  // Client routes survive a reload; the not-found handler (set once in http/error-handler.ts) keeps
  // answering unknown /api/* and missing files with the 404 envelope.
  app.get('/', (request, reply) => sendPage(request, reply, pages.get('/') ?? shell));
  app.get('/*', (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (isServerPath(url) || /\.\w+$/.test(url)) return reply.callNotFound();
    const route = safeDecode(url.length > 1 ? url.replace(/\/+$/, '') : url);
    const prerendered = pages.get(route);
    if (prerendered) return sendPage(request, reply, prerendered);
    const partNumber = route.startsWith(GUEST_SEARCH_PREFIX) ? route.slice(GUEST_SEARCH_PREFIX.length) : '';
    if (guestSearch && partNumber && !partNumber.includes('/')) {
      // Written per request, so compressed per request (@fastify/compress, as the API's answers).
      return reply
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(fillPrerenderedPartNumber(guestSearch, partNumber));
    }
    return sendPage(request, reply, shell);
  });
  return true;
}

/** Member areas stay out of search engines; public pages and guest searches are open to them. */
export const NOINDEX_PREFIXES = [
  '/api/',
  '/files/',
  '/dev/',
  '/profile',
  '/create-company',
  '/settings',
  '/messages',
  '/viewmessage/',
  '/orders',
  '/suggestions',
  '/stripe/',
  '/partmatcher/partsearch',
  '/partmatcher/browseparts',
  '/partmatcher/generalrequest',
  '/netcomonly/',
  '/verify-email',
  '/reset-password',
];

function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...NOINDEX_PREFIXES.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

function sitemapXml(origin: string, paths: string[]): string {
  const urls = paths.map((p) => `  <url><loc>${escapeXml(origin + (p === '/' ? '/' : p))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** `<route>/index.html` files of the build (not under assets/), keyed by their address. */
function prerenderedPages(distDir: string): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (dir: string, route: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== 'assets' && !entry.name.startsWith('.')) {
        walk(path.join(dir, entry.name), `${route === '/' ? '' : route}/${entry.name}`);
      } else if (entry.isFile() && entry.name === 'index.html') {
        found.set(route, path.join(dir, entry.name));
      }
    }
  };
  walk(distDir, '/');
  return found;
}

function compressedPage(html: string): Page {
  const identity = Buffer.from(html);
  return {
    identity,
    br: brotliCompressSync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }),
    gzip: gzipSync(identity, { level: constants.Z_BEST_COMPRESSION }),
  };
}

/** br when the request accepts it, else gzip, else none (a `q=0` refuses an encoding). */
export function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return 'identity';
}

function safeDecode(route: string): string {
  try {
    return decodeURIComponent(route);
  } catch {
    return route;
  }
}

/**
 * The `sha256-...` sources of the inline scripts in the build's pages (the prerendered pages share one
 * head, so the home page names them all), for the Content-Security-Policy: those scripts run, no other.
 */
export function inlineScriptHashes(distDir: string): string[] {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return [];
  const html = readFileSync(indexFile, 'utf8');
  const hashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) => `sha256-${createHash('sha256').update(m[1]!).digest('base64')}`,
  );
  return [...new Set(hashes)];
}

/**
 * The public settings (`GET /api/site-config`) written into the page as JSON data (not a script: the
 * CSP stays strict), so the browser has them before any code runs and without a request.
 */
export function withSiteConfig(html: string, siteConfig: SiteConfig): string {
  const json = JSON.stringify(siteConfig).replace(/</g, '\\u003c');
  return html.replace('</head>', `<script type="application/json" id="site-config">${json}</script></head>`);
}

/** Paths the server answers itself (the API and stored files): never the web app's page. */
export function isServerPath(url: string): boolean {
  return ['/api', '/files'].some(
    (prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`),
  );
}
