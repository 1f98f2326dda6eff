import { describe, expect, it } from 'vitest';
import { consentSyncDirection, consentTimestamp, parseLocalConsent, toLocalConsent } from './consent-rules';

describe('consent contracts', () => {
  const now = new Date('2025-10-01T12:00:00.000Z');

  it('timestamp: updatedAt, else createdAt, else now', () => {
    expect(
      consentTimestamp({ updatedAt: '2025-01-02T00:00:00.000Z', createdAt: '2025-01-01T00:00:00.000Z' }, now),
    ).toBe('2025-01-02T00:00:00.000Z');
    expect(consentTimestamp({ createdAt: '2025-01-01T00:00:00.000Z' }, now)).toBe('2025-01-01T00:00:00.000Z');
    expect(consentTimestamp({}, now)).toBe(now.toISOString());
  });

  it('local records always hold essential; unreadable storage means no consent', () => {
    expect(toLocalConsent({ analytics: true }, now)).toEqual({
      essential: true,
      preferences: false,
      analytics: true,
      marketing: false,
      timestamp: now.toISOString(),
    });
    expect(parseLocalConsent(null)).toBeNull();
    expect(parseLocalConsent('{oops')).toBeNull();
    expect(parseLocalConsent('"text"')).toBeNull();
    expect(
      parseLocalConsent(
        JSON.stringify({ essential: false, marketing: true, timestamp: '2025-02-02T00:00:00.000Z' }),
      ),
    ).toEqual({
      essential: true,
      preferences: false,
      analytics: false,
      marketing: true,
      timestamp: '2025-02-02T00:00:00.000Z',
    });
  });

  it('sync direction after login', () => {
    const local = toLocalConsent({ updatedAt: '2025-05-01T00:00:00.000Z' });
    const older = { createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-04-01T00:00:00.000Z' };
    const newer = { createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-06-01T00:00:00.000Z' };
    expect(consentSyncDirection(local, null)).toBe('push');
    expect(consentSyncDirection(null, null)).toBe('none');
    expect(consentSyncDirection(null, older)).toBe('pull');
    expect(consentSyncDirection(local, older)).toBe('push');
    expect(consentSyncDirection(local, newer)).toBe('pull');
    expect(consentSyncDirection(local, { createdAt: local.timestamp, updatedAt: local.timestamp })).toBe(
      'none',
    );
  });
});
