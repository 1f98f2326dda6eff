/**
 * The plain US formats the guest lists show, without Intl: the first use of a locale's number or date
 * formatter costs a phone tens of milliseconds (measured: 95 ms for the first
 * `toLocaleString('en-US')` at 4x CPU slowdown), right when the list first renders.
 */

/** A whole number with thousands separators: 5653 -> '5,653' (as `toLocaleString('en-US')`). */
export function formatCount(n: number): string {
  const digits = String(Math.abs(Math.trunc(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return n < 0 ? `-${digits}` : digits;
}

/** A date as month/day/year in local time: '11/21/2026' (as `toLocaleDateString('en-US')`). */
export function formatUsDate(date: Date): string {
  return `${date.getMonth() + 1}/${date.getDate()}/${date.getFullYear()}`;
}
