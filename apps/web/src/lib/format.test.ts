import { describe, expect, it } from 'vitest';
import {
  centsAsDecimal,
  formatCents,
  formatCentsBrief,
  formatCount,
  formatDate,
  formatDateTime,
  formatFileSize,
  formatUsDate,
} from './format';

const AMOUNTS = [0, 1, 5, 10, 99, 100, 101, 2499, 99999, 100000, 125050, 4500000, 4500050, 123456789];

describe('US formats without Intl', () => {
  it('writes counts as toLocaleString("en-US") does', () => {
    for (const n of [0, 7, 42, 999, 1000, 5653, 12345, 999999, 1000000, 20000000, -1234, -5]) {
      expect(formatCount(n), String(n)).toBe(n.toLocaleString('en-US'));
    }
  });

  it("writes cents as Intl's en-US dollars do", () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const cents of [...AMOUNTS, ...AMOUNTS.slice(1).map((c) => -c)]) {
      expect(formatCents(cents), String(cents)).toBe(usd.format(cents / 100));
    }
  });

  it('writes brief dollars (no zero cents) as toLocaleString with up to two decimals does', () => {
    for (const cents of AMOUNTS) {
      const expected = (cents / 100).toLocaleString('en-US', {
        minimumFractionDigits: 0,
        maximumFractionDigits: 2,
      });
      expect(formatCentsBrief(cents), String(cents)).toBe(`$${expected}`);
    }
  });

  it('writes cents for a form field or a CSV cell as a plain decimal', () => {
    expect(centsAsDecimal(14999)).toBe('149.99');
    expect(centsAsDecimal(4500000)).toBe('45000.00');
    expect(centsAsDecimal(5)).toBe('0.05');
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

describe('file sizes', () => {
  it('writes megabytes with one decimal, else whole kilobytes (at least 1)', () => {
    expect(formatFileSize(2.4 * 1024 * 1024)).toBe('2.4 MB');
    expect(formatFileSize(1024 * 1024)).toBe('1.0 MB');
    expect(formatFileSize(300 * 1024)).toBe('300 KB');
    expect(formatFileSize(12)).toBe('1 KB');
  });
});

describe('dates with a month name', () => {
  it('writes a timestamp with its time, and a day, in local time', () => {
    const iso = '2025-03-04T14:05:00';
    expect(formatDateTime(iso)).toMatch(/^Mar 4, 2025, 2:05\sPM$/);
    expect(formatDate(iso)).toBe('Mar 4, 2025');
  });

  it('gives back what it cannot read', () => {
    expect(formatDateTime('soon')).toBe('soon');
    expect(formatDate('')).toBe('');
  });
});
