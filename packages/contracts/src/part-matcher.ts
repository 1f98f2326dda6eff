import { z } from 'zod';

/** Spec marketplace 9: the dropdown lists these first, in this order, then the rest alphabetically. */
export const MANUFACTURER_PRIORITY = ['CAT', 'JD', 'IHC', 'CASE', 'KOMATSU', 'FA'] as const;

export const CONDITIONS = ['AFTERMARKET', 'CORE', 'NEW', 'REBUILT', 'USED'] as const;
export const conditionSchema = z.enum(CONDITIONS);
export type Condition = z.infer<typeof conditionSchema>;

/** Sort key of a make in the dropdown: priority makes first, then A-Z. */
export function compareManufacturers(a: string, b: string): number {
  const pa = MANUFACTURER_PRIORITY.indexOf(a as (typeof MANUFACTURER_PRIORITY)[number]);
  const pb = MANUFACTURER_PRIORITY.indexOf(b as (typeof MANUFACTURER_PRIORITY)[number]);
  if (pa !== -1 || pb !== -1) return (pa === -1 ? Infinity : pa) - (pb === -1 ? Infinity : pb);
  return a.localeCompare(b, 'en');
}

/** Part numbers are compared as uppercase A-Z and 0-9 only ("1R-0750" and "1r0750" are one part). */
export function normalizePartNumber(input: string): string {
  return input.toUpperCase().replace(/[^A-Z0-9]/g, '');
}
