import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createDevMailbox } from '../platform/mail/mailer';
import { testConfig } from '../test/test-app';
import { openTestDatabase } from '../test/test-database';
import { securityHeaders } from './security-headers';

const EXPECTED = securityHeaders({ https: false });

function expectSecurityHeaders(headers: Record<string, unknown>, label: string) {
  for (const [name, value] of Object.entries(EXPECTED))
    expect(headers[name], `${label}: ${name}`).toBe(value);
  expect(headers['x-frame-options'], label).toBe('DENY');
  expect(String(headers['content-security-policy'])).toContain("frame-ancestors 'none'");
}

/** Sends raw bytes and reads everything until the server closes the connection. */
function rawExchange(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', (err) => (received ? resolve(received) : reject(err)));
    socket.on('close', () => resolve(received));
    socket.setTimeout(5000, () => socket.destroy());
    socket.write(bytes, 'latin1');
  });
}

function parseRaw(text: string) {
  const [head = '', ...rest] = text.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const i = line.indexOf(':');
    headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') };
}

describe('every answer carries the security headers and the envelope', async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'ironmatch-headers-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets/app-1.js'), 'console.log(1)');
  const database = await openTestDatabase();
  const app = await buildApp({
    config: testConfig({ webDistDir: dist, rateLimitAuthPerMinute: 1 }),
    database,
    mailer: createDevMailbox(() => undefined),
  });
  app.get('/__test/failure', async () => {
    throw new Error('an unexpected failure');
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(dist, { recursive: true, force: true });
  });

  let caseNumber = 0;
  it.each([
    ['a success', 'GET', '/api/health', undefined, 200],
    ['an unknown API route', 'GET', '/api/nope', undefined, 404],
    ['a bad %-escape (refused before routing)', 'GET', '/api/%E0%A4%A', undefined, 400],
    ['a path parameter too long for the router', 'GET', `/api/user/${'1'.repeat(1200)}`, undefined, 404],
    ['invalid JSON', 'POST', '/api/login', '{"email":', 400],
    ['a validation error', 'POST', '/api/login', '{}', 400],
    ['a missing login', 'GET', '/api/consent', undefined, 401],
    ['an unexpected failure', 'GET', '/__test/failure', undefined, 500],
    ['the development mailbox for another machine', 'GET', '/dev/mailbox.json', undefined, 403],
  ] as const)('%s', async (label, method, url, payload, status) => {
    const res = await app.inject({
      method,
      url,
      payload,
      headers: payload ? { 'content-type': 'application/json' } : {},
      // An address of its own per case: the login limit here is 1 a minute.
      remoteAddress: url.startsWith('/dev/') ? '10.1.2.3' : `127.0.0.${++caseNumber}`,
    });
    expect(res.statusCode, label).toBe(status);
    expectSecurityHeaders(res.headers, label);
    if (status !== 200) expect(res.json()).toMatchObject({ status, message: expect.any(String) });
  });

  it('a rate-limited login, the web app page and its files', async () => {
    for (let i = 0; i < 2; i++)
      await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'a@b.co', password: 'x' },
        remoteAddress: '10.9.9.9',
      });
    const limited = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'a@b.co', password: 'x' },
      remoteAddress: '10.9.9.9',
    });
    expect(limited.statusCode).toBe(429);
    expectSecurityHeaders(limited.headers, '429');
    for (const url of ['/', '/aboutus', '/assets/app-1.js', '/assets/missing-2.js'])
      expectSecurityHeaders((await app.inject({ method: 'GET', url })).headers, url);
  });

  it.each([
    ['a malformed header line', 'GET / HTTP/1.1\r\nHost: x\r\nNot a header\r\n\r\n', 400],
    ['a malformed request line', 'GARBAGE\r\n\r\n', 400],
    ['an unknown method', 'BREW /api/health HTTP/1.1\r\nHost: x\r\n\r\n', 400],
    ['a NUL in a header value', 'GET /api/health HTTP/1.1\r\nHost: x\r\nX-A: a\u0000b\r\n\r\n', 400],
    ['headers too large', `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
    [
      'a conflicting body length',
      'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n',
      400,
    ],
  ])("Node's parser errors: %s", async (label, bytes, status) => {
    const res = parseRaw(await rawExchange(port, bytes));
    expect(res.status, label).toBe(status);
    expectSecurityHeaders(res.headers, label);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(res.body)).toEqual({ status, message: expect.any(String) });
  });

  it('an Expect header the server does not know', async () => {
    const res = parseRaw(
      await rawExchange(
        port,
        'GET /api/health HTTP/1.1\r\nHost: x\r\nExpect: teapot\r\nConnection: close\r\n\r\n',
      ),
    );
    expect(res.status).toBe(417);
    expectSecurityHeaders(res.headers, '417');
    expect(JSON.parse(res.body)).toMatchObject({ status: 417 });
  });
});
