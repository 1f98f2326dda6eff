import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { AppConfig } from '../../config/env';
import { createDevMailbox } from '../../platform/mail/mailer';
import { createTestApp, testConfig } from '../../test/test-app';
import { DEV_MAILBOX_MESSAGES } from './dev-mailbox.routes';

describe('site: the development mailbox page', async () => {
  const t = await createTestApp();

  it('lists mail newest first with clickable links, without inline styles or scripts', async () => {
    const email = `mailbox-${Date.now()}@example.test`;
    await t.app.inject({
      method: 'POST',
      url: '/api/user',
      payload: { email, password: 'correct-horse-battery', firstName: 'Dev', lastName: 'Box', consent: true },
    });
    await t.app.ctx.jobs.drain();
    await t.app.ctx.mailer.send({
      to: 'later@example.test',
      subject: 'Second <b>mail</b>',
      html: '<p>x</p>',
      text: 'See https://example.test/a?b=1&c=2 now',
    });

    const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(html).toMatch(/<a href="http:\/\/localhost:3000\/verify-email\?token=[\w-]+&amp;email=[^"]+">/);
    expect(html).toContain('<a href="https://example.test/a?b=1&amp;c=2">');
    expect(html).toContain('Second &lt;b&gt;mail&lt;/b&gt;');
    expect(html.indexOf('Second &lt;b&gt;')).toBeLessThan(html.indexOf('Verify your email address'));
    expect(html).not.toMatch(/style=|<script/);
    expect(res.headers['content-security-policy']).toContain("style-src 'self'");

    const css = await t.app.inject({ method: 'GET', url: '/dev/mailbox.css' });
    expect(css.headers['content-type']).toMatch(/^text\/css/);

    const json = await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' });
    const messages = json.json().data.messages as Array<{ to: string; subject: string }>;
    expect(messages.map((m) => m.to)).toEqual(['later@example.test', email]);
  });

  it.each(['127.0.0.1', '127.8.0.1', '::1', '::ffff:127.0.0.1'])(
    'answers a client on the loopback address %s',
    async (remoteAddress) => {
      for (const url of ['/dev/mailbox', '/dev/mailbox.json']) {
        const res = await t.app.inject({ method: 'GET', url, remoteAddress });
        expect(res.statusCode, url).toBe(200);
      }
    },
  );

  it.each(['10.0.0.5', '192.168.1.20', '203.0.113.9', '::ffff:10.0.0.5', '2001:db8::1', '0.0.0.0'])(
    'refuses a client on another address (%s), whatever it claims',
    async (remoteAddress) => {
      for (const url of ['/dev/mailbox', '/dev/mailbox.json', '/dev/mailbox.css']) {
        const res = await t.app.inject({
          method: 'GET',
          url,
          remoteAddress,
          headers: { host: 'localhost:3000' },
        });
        expect(res.statusCode, url).toBe(403);
        expect(res.json()).toEqual({ status: 403, message: DEV_MAILBOX_MESSAGES.loopbackOnly });
        expect(res.headers['x-frame-options']).toBeDefined();
      }
    },
  );

  it.each([
    { 'x-forwarded-for': '127.0.0.1' },
    { 'x-forwarded-for': '203.0.113.9' },
    { forwarded: 'for=127.0.0.1' },
    { 'x-real-ip': '127.0.0.1' },
    { via: '1.1 proxy.example' },
    { 'x-client-ip': '127.0.0.1' },
    { 'true-client-ip': '127.0.0.1' },
    { 'cf-connecting-ip': '127.0.0.1' },
    { 'x-forwarded-host': 'localhost:3000' },
    { 'x-forwarded-proto': 'https' },
    { 'x-cluster-client-ip': '127.0.0.1' },
    { 'fastly-client-ip': '127.0.0.1' },
  ])('refuses a loopback request that came through a proxy (%j)', async (headers) => {
    for (const url of ['/dev/mailbox', '/dev/mailbox.json', '/dev/mailbox.css']) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        remoteAddress: '127.0.0.1',
        headers: { host: 'localhost:3000', ...headers },
      });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ status: 403, message: DEV_MAILBOX_MESSAGES.loopbackOnly });
    }
  });

  it.each([
    'localhost:3000',
    'LOCALHOST:3000',
    'localhost',
    '127.0.0.1:3000',
    '127.0.0.1',
    '[::1]:3000',
    '[::1]',
  ])('answers the Host %s from this machine', async (host) => {
    for (const url of ['/dev/mailbox', '/dev/mailbox.json']) {
      const res = await t.app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1', headers: { host } });
      expect(res.statusCode, url).toBe(200);
    }
  });

  // DNS rebinding: a page of another site whose name now points at 127.0.0.1 sends its own name.
  it.each([
    'attacker.example:3000',
    'attacker.example',
    'localhost.attacker.example:3000',
    '127.0.0.1.nip.io:3000',
    'evil.localhost:3000',
    '127.0.0.2:3000',
    '0.0.0.0:3000',
    '[::2]:3000',
    'localhost:3000@attacker.example',
    'localhost:abc',
  ])('refuses the Host %j even from this machine (DNS rebinding)', async (host) => {
    for (const url of ['/dev/mailbox', '/dev/mailbox.json', '/dev/mailbox.css']) {
      const res = await t.app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1', headers: { host } });
      expect(res.statusCode, `${url} ${host}`).toBe(403);
      expect(res.body).not.toContain('Verify your email address');
    }
  });
});

describe('site: where the development mailbox is off', async () => {
  const t = await createTestApp();
  // A built web app, so that a missing route would otherwise fall through to index.html.
  const dist = mkdtempSync(path.join(tmpdir(), 'ironmatch-mailbox-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  async function appWith(overrides: Partial<AppConfig>) {
    const app = await buildApp({
      config: testConfig({ webDistDir: dist, ...overrides }),
      database: t.database,
      mailer: createDevMailbox(() => undefined),
    });
    await app.ready();
    return app;
  }

  it.each([
    ['production', { env: 'production' as const, devMailbox: true }],
    ['development with the mailbox off', { env: 'development' as const, devMailbox: false }],
  ])('answers 404 envelopes in %s, not the web app page', async (_label, overrides) => {
    const app = await appWith(overrides);
    try {
      for (const url of ['/dev/mailbox', '/dev/mailbox/', '/dev/mailbox.json', '/dev/mailbox.css']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type'], url).toMatch(/^application\/json/);
        expect(res.json()).toMatchObject({ status: 404 });
      }
      // The web app itself is still served.
      expect((await app.inject({ method: 'GET', url: '/aboutus' })).body).toContain('<div id="root">');
    } finally {
      await app.close();
    }
  });
});
