import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_CONSENT_STORAGE_KEY } from '@ironmatch/contracts/consent-rules';
import { resetSessionStateForTests, storeTokens } from '../../lib/session';
import { CONSENT_CHANGED_EVENT, CONSENT_STORAGE_KEY } from './consent-events';
import { readLocalConsent, saveConsentChoice, syncConsentAfterLogin } from './consent-store';
import { stubFetch } from '../../test/fetch-stub';

function accessToken(): string {
  const b64 = (v: unknown) => btoa(JSON.stringify(v)).replace(/=+$/, '');
  return `${b64({ alg: 'HS256' })}.${b64({ sub: '5', sid: '00000000-0000-4000-8000-000000000001', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
}

interface Call {
  method: string;
  url: string;
  body: unknown;
}
let calls: Call[];
let serverRecord: Record<string, unknown> | null;
let getStatus: number;
let postStatus: number;

beforeEach(() => {
  resetSessionStateForTests();
  storeTokens(accessToken(), 'refresh');
  calls = [];
  serverRecord = null;
  getStatus = 200;
  postStatus = 200;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  stubFetch(async (request) => {
    const { body } = request as { body: Record<string, unknown> };
    calls.push(request);
    if (request.method === 'POST') {
      if (postStatus !== 200)
        return Response.json({ status: postStatus, message: 'no' }, { status: postStatus });
      serverRecord = {
        ...body,
        createdAt: '2030-01-01T00:00:00.000Z',
        updatedAt: '2030-01-01T00:00:00.000Z',
      };
      return Response.json({ status: 200, data: serverRecord });
    }
    if (getStatus !== 200) return Response.json({ status: getStatus, message: 'no' }, { status: getStatus });
    return Response.json({ status: 200, data: serverRecord });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const localAt = (iso: string, analytics = true) =>
  localStorage.setItem(
    CONSENT_STORAGE_KEY,
    JSON.stringify({
      essential: true,
      preferences: false,
      analytics,
      marketing: false,
      createdAt: iso,
      updatedAt: iso,
      timestamp: iso,
    }),
  );

describe('consent storage', () => {
  it('uses the key the contracts name', () => {
    expect(CONSENT_STORAGE_KEY).toBe(COOKIE_CONSENT_STORAGE_KEY);
  });

  it('saves a choice locally with all fields and broadcasts it, without calling the server for a guest', async () => {
    const events: unknown[] = [];
    const listener = (e: Event) => events.push((e as CustomEvent).detail);
    window.addEventListener(CONSENT_CHANGED_EVENT, listener);
    const result = await saveConsentChoice({ preferences: true, analytics: false, marketing: true }, false);
    window.removeEventListener(CONSENT_CHANGED_EVENT, listener);
    const stored = JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!);
    expect(stored).toMatchObject({ essential: true, preferences: true, analytics: false, marketing: true });
    expect(stored.createdAt).toBeTruthy();
    expect(stored.updatedAt).toBe(stored.timestamp);
    expect(result.error).toBeNull();
    expect(events).toHaveLength(1);
    expect(calls).toEqual([]);
  });

  it('posts a logged-in choice and reports a failed sync while keeping the local choice', async () => {
    postStatus = 500;
    const result = await saveConsentChoice({ preferences: false, analytics: false, marketing: false }, true);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/consent']);
    expect(calls[0]!.body).toEqual({
      essential: true,
      preferences: false,
      analytics: false,
      marketing: false,
    });
    expect(result.error).toBe('Failed to sync consent to server');
    expect(readLocalConsent()).toMatchObject({ analytics: false });
  });
});

describe('syncConsentAfterLogin', () => {
  it('posts local consent when the server has none', async () => {
    localAt('2025-01-01T00:00:00.000Z');
    const result = await syncConsentAfterLogin();
    expect(calls.map((c) => c.method)).toEqual(['GET', 'POST']);
    expect(result.error).toBeNull();
    // The local record now carries the server's times.
    expect(readLocalConsent()?.updatedAt).toBe('2030-01-01T00:00:00.000Z');
  });

  it('posts local consent when it is newer than the server', async () => {
    serverRecord = {
      essential: true,
      preferences: false,
      analytics: false,
      marketing: false,
      createdAt: '2024-01-01T00:00:00.000Z',
      updatedAt: '2024-01-01T00:00:00.000Z',
    };
    localAt('2025-01-01T00:00:00.000Z', true);
    await syncConsentAfterLogin();
    expect(calls[1]).toMatchObject({ method: 'POST', body: { analytics: true } });
  });

  it('overwrites local consent when the server is newer', async () => {
    serverRecord = {
      essential: true,
      preferences: true,
      analytics: false,
      marketing: true,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-02-01T00:00:00.000Z',
    };
    localAt('2025-01-01T00:00:00.000Z', true);
    const result = await syncConsentAfterLogin();
    expect(calls.map((c) => c.method)).toEqual(['GET']);
    expect(result.local).toMatchObject({
      preferences: true,
      analytics: false,
      marketing: true,
      timestamp: '2026-02-01T00:00:00.000Z',
    });
    expect(readLocalConsent()).toEqual(result.local);
  });

  it('takes the server record when there is no local one, and does nothing when neither has one', async () => {
    expect((await syncConsentAfterLogin()).local).toBeNull();
    expect(calls.map((c) => c.method)).toEqual(['GET']);
    serverRecord = {
      essential: true,
      preferences: false,
      analytics: true,
      marketing: false,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    expect((await syncConsentAfterLogin()).local).toMatchObject({ analytics: true });
  });

  it('stops silently on a 401 and reports other fetch failures', async () => {
    localAt('2025-01-01T00:00:00.000Z');
    getStatus = 401;
    expect((await syncConsentAfterLogin()).error).toBeNull();
    expect(calls.map((c) => c.method)).toEqual(['GET']);
    getStatus = 503;
    expect((await syncConsentAfterLogin()).error).toBe('Failed to fetch consent from server');
  });
});
