import { describe, expect, it } from 'vitest';
import { formatCount, formatUsDate } from './us-format';

describe('US formats without Intl', () => {
  it('writes counts as toLocaleString("en-US") does', () => {
    for (const n of [0, 7, 42, 999, 1000, 5653, 12345, 999999, 1000000, 20000000, -1234, -5]) {
      expect(formatCount(n), String(n)).toBe(n.toLocaleString('en-US'));
    }
  });

  it('writes dates as toLocaleDateString("en-US") does, in local time', () => {
    for (const iso of [
      '2026-11-21T10:00:00Z',
      '2026-01-05T23:59:00',
      '1999-12-31T00:00:00',
      '2024-02-29T12:00:00',
    ]) {
      const date = new Date(iso);
      expect(formatUsDate(date), iso).toBe(date.toLocaleDateString('en-US'));
    }
  });
});
