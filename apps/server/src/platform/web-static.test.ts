import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PRERENDER_PART_NUMBER } from '@ironmatch/contracts/part-matcher-rules';
import { PRERENDER_SITE_CONFIG } from '@ironmatch/contracts/site';
import { phoneHref } from '@ironmatch/contracts/site-rules';
import { precompressDir } from '../../../web/build/precompress';
import { createTestApp } from '../test/test-app';
import { preferredEncoding } from './web-static';

/** A build the way Vite writes it: the shell, a prerendered page, a hashed script, then precompressed. */
async function fixtureDist(): Promise<string> {
  const dist = mkdtempSync(path.join(tmpdir(), 'ironmatch-dist-'));
  const page = (title: string) =>
    `<!doctype html><html><head><title>${title}</title></head><body>${'<p>IronMatch parts</p>'.repeat(80)}</body></html>`;
  writeFileSync(path.join(dist, 'index.html'), page('Home'));
  writeFileSync(path.join(dist, 'app-shell.html'), page('Shell'));
  mkdirSync(path.join(dist, 'aboutus'));
  const stand = PRERENDER_SITE_CONFIG;
  writeFileSync(
    path.join(dist, 'aboutus/index.html'),
    page('About').replace(
      '<body>',
      `<body><a href="${phoneHref(stand.supportPhone)}">${stand.supportPhone}</a> <a href="mailto:${stand.supportEmail}">${stand.supportEmail}</a>`,
    ),
  );
  writeFileSync(path.join(dist, 'prerendered-pages.json'), JSON.stringify(['/', '/aboutus']));
  mkdirSync(path.join(dist, 'assets'));
  const script = Array.from({ length: 400 }, (_, i) => `export const part${i} = "1R-0750 fuel filter ${i}";`);
  writeFileSync(path.join(dist, 'assets/index-abc123.js'), script.join('\n'));
  writeFileSync(path.join(dist, 'assets/tiny-abc123.js'), 'export {};');
  await precompressDir(dist);
  return dist;
}

describe('web app: compression', async () => {
  const dist = await fixtureDist();
  const t = await createTestApp({ config: { webDistDir: dist } });
  const source = readFileSync(path.join(dist, 'assets/index-abc123.js'));

  it('writes brotli and gzip files that decompress to their source', () => {
    expect(brotliDecompressSync(readFileSync(path.join(dist, 'assets/index-abc123.js.br')))).toEqual(source);
    expect(gunzipSync(readFileSync(path.join(dist, 'assets/index-abc123.js.gz')))).toEqual(source);
  });

  it('sends an asset precompressed by Accept-Encoding, with Vary, and the bytes of its source', async () => {
    const br = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload)).toEqual(source);

    const gzip = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload)).toEqual(source);
  });

  it('sends an asset as it is when no encoding is accepted', async () => {
    for (const headers of [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
    ]) {
      const res = await t.app.inject({ url: '/assets/index-abc123.js', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(res.rawPayload).toEqual(source);
    }
  });

  it('sends pages compressed when asked, with the settings written in, and prerendered pages at their address', async () => {
    const home = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(home.headers['content-encoding']).toBe('br');
    expect(home.headers['vary']).toMatch(/accept-encoding/i);
    const homeHtml = brotliDecompressSync(home.rawPayload).toString();
    expect(homeHtml).toContain('<title>Home</title>');
    expect(homeHtml).toContain('id="site-config"');

    const about = await t.app.inject({ url: '/aboutus', headers: { 'accept-encoding': 'gzip' } });
    expect(about.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(about.rawPayload).toString()).toContain('<title>About</title>');

    const plain = await t.app.inject({ url: '/aboutus/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<title>About</title>');

    // Any other client route gets the app's shell.
    const shell = await t.app.inject({ url: '/partmatcher/partsearch' });
    expect(shell.statusCode).toBe(200);
    expect(shell.body).toContain('<title>Shell</title>');
  });

  it('compresses API answers of 1 KB or more when asked, and not otherwise', async () => {
    const big = await t.app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers['vary']).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString())).toHaveProperty('paths');

    const gzip = await t.app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toHaveProperty('paths');

    const notAsked = await t.app.inject({ url: '/api/openapi.json' });
    expect(notAsked.headers['content-encoding']).toBeUndefined();
    expect(notAsked.json()).toHaveProperty('paths');

    const small = await t.app.inject({ url: '/api/site-config', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toHaveProperty('data');
  });

  it("writes the server's own settings over the prerendered stand-ins", async () => {
    const about = await t.app.inject({ url: '/aboutus' });
    expect(about.body).toContain('<a href="tel:+18005550199">1-800-555-0199</a>');
    expect(about.body).toContain('<a href="mailto:support@ironmatch.example">support@ironmatch.example</a>');
    expect(about.body).not.toContain('prerender.invalid');
  });

  it('lists the prerendered pages in sitemap.xml and keeps member pages out in robots.txt', async () => {
    const sitemap = await t.app.inject({ url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/xml/);
    expect(sitemap.body).toContain('<loc>http://localhost:3000/</loc>');
    expect(sitemap.body).toContain('<loc>http://localhost:3000/aboutus</loc>');
    const robots = await t.app.inject({ url: '/robots.txt' });
    expect(robots.body).toContain('Disallow: /profile');
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(robots.body).not.toMatch(/Disallow: \/partmatcher\/guest/);
  });

  it('reads Accept-Encoding with its weights', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding(undefined)).toBe('identity');
    expect(preferredEncoding('identity')).toBe('identity');
  });
});

/** The one page the build prerenders for every part number: the stand-in where the number shows. */
async function guestSearchDist(): Promise<{ dist: string; inlineScripts: string[] }> {
  const dist = mkdtempSync(path.join(tmpdir(), 'ironmatch-dist-'));
  const inlineScripts = ['document.documentElement.classList.add("known")', 'import("/assets/index-abc.js")'];
  const head = `<title>IronMatch</title>${inlineScripts.map((js) => `<script>${js}</script>`).join('')}`;
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head>${head}</head><body>Home</body></html>`,
  );
  writeFileSync(
    path.join(dist, 'app-shell.html'),
    '<!doctype html><html><head><title>Shell</title></head></html>',
  );
  const dir = path.join(dist, 'partmatcher/guestpartsearch', PRERENDER_PART_NUMBER);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Part Search | IronMatch</title>' +
      '<link rel="modulepreload" href="/assets/guest-part-search-page-abc.js"></head><body>' +
      `<div id="root" data-prerendered="/partmatcher/guestpartsearch/:partNumber">` +
      `<h1>Part Search</h1><input id="pm-guest-part-number" value="${PRERENDER_PART_NUMBER}"/>` +
      `${'<p>Find which dealers stock a part.</p>'.repeat(60)}</div></body></html>`,
  );
  await precompressDir(dist);
  return { dist, inlineScripts };
}

describe('web app: the guest part search for a part number', async () => {
  const { dist, inlineScripts } = await guestSearchDist();
  const t = await createTestApp({ config: { webDistDir: dist } });

  it('answers any part number with the prerendered search page, the number (normalised) written in', async () => {
    const res = await t.app.inject({ url: '/partmatcher/guestpartsearch/1r-0750' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>Part Search | IronMatch</title>');
    expect(res.body).toContain('<input id="pm-guest-part-number" value="1R0750"/>');
    expect(res.body).toContain('data-prerendered="/partmatcher/guestpartsearch/:partNumber"');
    expect(res.body).toContain('<link rel="modulepreload" href="/assets/guest-part-search-page-abc.js">');
    expect(res.body).not.toContain(PRERENDER_PART_NUMBER);
    expect(res.body).toContain('id="site-config"');
  });

  it('writes in only letters and digits, at most 40 of them, whatever the address holds', async () => {
    const long = await t.app.inject({ url: `/partmatcher/guestpartsearch/${'9'.repeat(60)}` });
    expect(long.body).toContain(`value="${'9'.repeat(40)}"`);
    const markup = await t.app.inject({
      url: `/partmatcher/guestpartsearch/${encodeURIComponent('"><img src=x onerror=alert(1)>')}`,
    });
    expect(markup.statusCode).toBe(200);
    expect(markup.body).toContain('value="IMGSRCXONERRORALERT1"');
    expect(markup.body).not.toContain('onerror');
  });

  it('is compressed per request when the browser accepts it', async () => {
    const res = await t.app.inject({
      url: '/partmatcher/guestpartsearch/6I2503',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('value="6I2503"');
  });

  it('leaves other addresses to the shell', async () => {
    for (const url of ['/partmatcher/guestpartsearch/1R0750/extra', '/partmatcher/partsearch']) {
      const res = await t.app.inject({ url });
      expect(res.body, url).toContain('<title>Shell</title>');
    }
  });

  it("allows the pages' inline scripts by their hashes, and no other inline script", async () => {
    const res = await t.app.inject({ url: '/partmatcher/guestpartsearch/1R0750' });
    const scriptSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((d) => d.startsWith('script-src '))!;
    const hashes = inlineScripts.map((js) => `'sha256-${createHash('sha256').update(js).digest('base64')}'`);
    expect(scriptSrc.split(' ').slice(1).sort()).toEqual(
      ["'self'", 'https://js.stripe.com', ...hashes].sort(),
    );
    expect(scriptSrc).not.toContain('unsafe-inline');
  });
});
