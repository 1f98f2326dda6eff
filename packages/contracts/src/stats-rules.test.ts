import { describe, expect, it } from 'vitest';
import { statsPeriodQuerySchema } from './stats';
import {
  STATS_MESSAGES,
  addMonths,
  changeText,
  dayNumber,
  durationText,
  periodBuckets,
  periodProblems,
  resolvePeriod,
  weekStart,
} from './stats-rules';

describe('calendar days', () => {
  it('reads only real YYYY-MM-DD dates', () => {
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('2024-02-29')).not.toBeNull();
    for (const bad of ['2025-02-29', '2025-13-01', '2025-1-01', '20250101', '', null, 7])
      expect(dayNumber(bad)).toBeNull();
  });

  it('starts weeks on Monday', () => {
    expect(weekStart('2025-03-03')).toBe('2025-03-03'); // a Monday
    expect(weekStart('2025-03-09')).toBe('2025-03-03'); // Sunday
    expect(weekStart('2025-01-01')).toBe('2024-12-30'); // across a year
  });

  it('moves by calendar months, keeping the day or the month end', () => {
    expect(addMonths('2025-03-31', -1)).toBe('2025-02-28');
    expect(addMonths('2024-02-29', -12)).toBe('2023-02-28');
    expect(addMonths('2025-01-15', -11)).toBe('2024-02-15');
    expect(addMonths('2025-11-30', 3)).toBe('2026-02-28');
  });
});

describe('resolvePeriod', () => {
  const today = '2025-03-12'; // a Wednesday

  it('12w: the Monday 11 weeks before this week, to today, by week; previous moved back 84 days', () => {
    expect(resolvePeriod({}, today)).toEqual({
      period: '12w',
      groupBy: 'week',
      from: '2024-12-23',
      to: '2025-03-12',
      previousFrom: '2024-09-30',
      previousTo: '2024-12-18',
    });
    expect(periodBuckets(resolvePeriod({}, today))).toHaveLength(12);
  });

  it('12m: the first of the month 11 months back, by month; previous 12 months back', () => {
    const p = resolvePeriod({ period: '12m' }, today);
    expect(p).toMatchObject({ from: '2024-04-01', to: today, groupBy: 'month' });
    expect([p.previousFrom, p.previousTo]).toEqual(['2023-04-01', '2024-03-12']);
    const buckets = periodBuckets(p);
    expect(buckets).toHaveLength(12);
    expect(buckets[0]).toEqual({ start: '2024-04-01', end: '2024-04-30' });
    expect(buckets[11]).toEqual({ start: '2025-03-01', end: '2025-03-12' });
  });

  it('ytd: January 1 to today; previous one year back (a leap day becomes Feb 28)', () => {
    expect(resolvePeriod({ period: 'ytd' }, today)).toMatchObject({
      from: '2025-01-01',
      previousFrom: '2024-01-01',
      previousTo: '2024-03-12',
      groupBy: 'month',
    });
    expect(resolvePeriod({ period: 'ytd' }, '2024-02-29').previousTo).toBe('2023-02-28');
  });

  it('custom: as given; previous has as many days and ends the day before from', () => {
    const p = resolvePeriod({ period: 'custom', from: '2025-03-03', to: '2025-03-16' }, today);
    expect([p.previousFrom, p.previousTo, p.groupBy]).toEqual(['2025-02-17', '2025-03-02', 'month']);
    const one = resolvePeriod(
      { period: 'custom', from: '2025-03-03', to: '2025-03-03', groupBy: 'week' },
      today,
    );
    expect([one.previousFrom, one.previousTo]).toEqual(['2025-03-02', '2025-03-02']);
    expect(periodBuckets(one)).toEqual([{ start: '2025-03-03', end: '2025-03-03' }]);
  });

  it('cuts the first and last buckets to the period', () => {
    expect(periodBuckets({ from: '2025-03-05', to: '2025-03-18', groupBy: 'week' })).toEqual([
      { start: '2025-03-05', end: '2025-03-09' },
      { start: '2025-03-10', end: '2025-03-16' },
      { start: '2025-03-17', end: '2025-03-18' },
    ]);
  });
});

describe('bad period input', () => {
  it.each([
    [{ period: '4w' }, STATS_MESSAGES.period],
    [{ groupBy: 'year' }, STATS_MESSAGES.groupBy],
    [{ period: 'custom', from: '2025-03-01' }, STATS_MESSAGES.dates],
    [{ period: 'custom', from: '2025-03-01', to: 'tomorrow' }, STATS_MESSAGES.dates],
    [{ period: 'custom', from: '2025-03-02', to: '2025-03-01' }, STATS_MESSAGES.order],
    [{ period: 'custom', from: '2023-03-15', to: '2025-03-16' }, STATS_MESSAGES.tooLong],
    [{ period: 'custom', from: '2026-02-27', to: '2028-02-29' }, STATS_MESSAGES.tooLong],
  ])('%j: %s', (query, message) => {
    expect(periodProblems(query)[0]).toBe(message);
  });

  it('allows exactly two calendar years, and ignores from and to outside custom', () => {
    expect(periodProblems({ period: 'custom', from: '2023-03-16', to: '2025-03-16' })).toEqual([]);
    expect(periodProblems({ period: 'custom', from: '2026-02-28', to: '2028-02-29' })).toEqual([]);
    expect(periodProblems({ period: '12m', from: 'x', to: 'y' })).toEqual([]);
  });

  it('the query schema answers the same sentences and ignores unknown parameters', () => {
    const bad = statsPeriodQuerySchema.safeParse({ period: 'custom', from: '2025-03-02', to: '2025-03-01' });
    expect(bad.success ? [] : bad.error.issues.map((i) => i.message)).toEqual([STATS_MESSAGES.order]);
    const period = statsPeriodQuerySchema.safeParse({ period: 'month' });
    expect(period.success ? [] : period.error.issues.map((i) => i.message)).toEqual([STATS_MESSAGES.period]);
    expect(statsPeriodQuerySchema.parse({ companyId: '7', groupBy: '' })).toEqual({ period: '12w' });
  });
});

describe('shown values', () => {
  it('writes changes and durations short', () => {
    expect([changeText(5, 4), changeText(3, 4), changeText(0, 0), changeText(2, 0)]).toEqual([
      '+25%',
      '-25%',
      '0%',
      'new',
    ]);
    expect([durationText(null), durationText(45), durationText(7200), durationText(97200)]).toEqual([
      '-',
      '45 s',
      '2 h',
      '1.1 days',
    ]);
  });
});
