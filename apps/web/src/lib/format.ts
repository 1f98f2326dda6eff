/**
 * The one place the web app writes money, counts and dates for people, in US formats.
 *
 * Counts, money and numeric dates are written without Intl: the first use of a locale's number or date
 * formatter costs a phone tens of milliseconds (measured: 95 ms for the first `toLocaleString('en-US')`
 * at 4x CPU slowdown), and the prerendered guest lists write dozens of them on their first render
 * (ADR 0016). Only the dates with a month name need Intl; their formatters are made on first use, so
 * importing this module costs a page nothing.
 */

/** A whole number with thousands separators: 5653 -> '5,653' (as `toLocaleString('en-US')`). */
export function formatCount(n: number): string {
  const digits = String(Math.abs(Math.trunc(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return n < 0 ? `-${digits}` : digits;
}

/** Whole dollars and the two-digit cents of an amount in cents, rounded to a cent. */
function dollarsAndCents(cents: number): { sign: string; dollars: string; cents: string } {
  const whole = Math.round(Math.abs(cents));
  return {
    sign: cents < 0 && whole > 0 ? '-' : '',
    dollars: formatCount(Math.floor(whole / 100)),
    cents: String(whole % 100).padStart(2, '0'),
  };
}

/** Cents as dollars: 125050 -> '$1,250.50' (as Intl's en-US USD currency format). */
export function formatCents(cents: number): string {
  const m = dollarsAndCents(cents);
  return `${m.sign}$${m.dollars}.${m.cents}`;
}

/** Cents as dollars without zero cents: 4500000 -> '$45,000', 125050 -> '$1,250.5' (the for-sale lists). */
export function formatCentsBrief(cents: number): string {
  const m = dollarsAndCents(cents);
  const fraction = m.cents.replace(/0+$/, '');
  return `${m.sign}$${m.dollars}${fraction ? `.${fraction}` : ''}`;
}

/** Cents as a plain decimal for a form field or a CSV cell: 14999 -> '149.99', no '$' or commas. */
export function centsAsDecimal(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** A file's size for people: '2.4 MB' from a megabyte up, else whole kilobytes, at least '1 KB'. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** A date as month/day/year in local time: '11/21/2026' (as `toLocaleDateString('en-US')`). */
export function formatUsDate(date: Date): string {
  return `${date.getMonth() + 1}/${date.getDate()}/${date.getFullYear()}`;
}

let dateTimeFormat: Intl.DateTimeFormat | undefined;
let dateFormat: Intl.DateTimeFormat | undefined;

/** An API timestamp in the reader's local time: 'Mar 4, 2025, 2:05 PM'; anything unreadable as given. */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  dateTimeFormat ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  return dateTimeFormat.format(d);
}

/** An API timestamp's day in the reader's local time: 'Mar 4, 2025'; anything unreadable as given. */
export function formatDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  dateFormat ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
  return dateFormat.format(d);
}
