import { describe, expect, it } from 'vitest';
import { isDirectLoopbackRequest, isLoopbackAddress, isLoopbackHost } from './direct-loopback';

/** A request as the check reads it: its headers and its socket's address. */
const request = (headers: Record<string, string>, remoteAddress = '127.0.0.1') => ({
  headers,
  raw: { socket: { remoteAddress } },
});

describe('a direct request from this machine', () => {
  it('knows the loopback addresses', () => {
    expect(['127.0.0.1', '127.255.255.254', '::1', '::ffff:127.0.0.1'].every(isLoopbackAddress)).toBe(true);
    expect(
      ['', undefined, '128.0.0.1', '10.127.0.1', '::', '::2', '1127.0.0.1', '127.0.0.1.evil'].some((a) =>
        isLoopbackAddress(a),
      ),
    ).toBe(false);
  });

  it('knows the loopback Host names, with or without the port', () => {
    for (const host of [
      'localhost',
      'localhost:3000',
      'LocalHost:80',
      '127.0.0.1',
      '127.0.0.1:65535',
      '[::1]',
      '[::1]:3000',
    ])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of [
      undefined,
      '',
      'localhost.',
      'a.localhost',
      'localhost:',
      'localhost:123456',
      '127.0.0.2',
      '::1',
      '[::1]x',
      'example.com:3000',
    ])
      expect(isLoopbackHost(host), String(host)).toBe(false);
  });

  it('is a loopback socket, a loopback Host and no forwarding header at all', () => {
    expect(isDirectLoopbackRequest(request({ host: 'localhost:3000' }))).toBe(true);
    expect(isDirectLoopbackRequest(request({ host: '[::1]:3000' }, '::1'))).toBe(true);
    expect(isDirectLoopbackRequest(request({ host: 'localhost:3000' }, '10.0.0.5'))).toBe(false);
    expect(isDirectLoopbackRequest(request({ host: 'attacker.example:3000' }))).toBe(false);
    expect(isDirectLoopbackRequest(request({}))).toBe(false);
    for (const header of [
      'x-forwarded-for',
      'X-Forwarded-Port',
      'x-forwarded-whatever',
      'forwarded',
      'via',
      'x-real-ip',
      'x-client-ip',
      'true-client-ip',
      'cf-connecting-ip',
      'x-cluster-client-ip',
      'fastly-client-ip',
      'client-ip',
    ])
      expect(
        isDirectLoopbackRequest(request({ host: 'localhost:3000', [header.toLowerCase()]: '127.0.0.1' })),
        header,
      ).toBe(false);
  });
});
