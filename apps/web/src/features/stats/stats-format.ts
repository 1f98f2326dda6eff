import { formatCents, formatCount } from '../../lib/format';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Whole dollars for a total ('$12,345'); a price with its cents, or 'Contact for price'. */
export const formatDollars = (cents: number) => `$${formatCount(Math.round(cents / 100))}`;
export const formatPrice = (cents: number | null) =>
  cents === null ? 'Contact for price' : formatCents(cents);

/** '2025-03-03' -> 'Mar 3'; with the year: 'Mar 3, 2025'. */
export function formatDay(date: string, withYear = false): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${MONTHS[m - 1]} ${d}${withYear ? `, ${y}` : ''}`;
}

/** A chart bucket's label: a week by its first day ('Mar 3'), a month by its name ("Mar '25"). */
export function bucketLabel(start: string, groupBy: 'week' | 'month'): string {
  if (groupBy === 'week') return formatDay(start);
  return `${MONTHS[Number(start.slice(5, 7)) - 1]} '${start.slice(2, 4)}`;
}

/** 'Mar 3 - Jun 1, 2025', or across years 'Dec 30, 2024 - Mar 16, 2025'. */
export function formatRange(from: string, to: string): string {
  return from.slice(0, 4) === to.slice(0, 4)
    ? `${formatDay(from)} – ${formatDay(to, true)}`
    : `${formatDay(from, true)} – ${formatDay(to, true)}`;
}
