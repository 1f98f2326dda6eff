/**
 * The shell's timings and the phone link, without zod: the navbar, footer and home page of every first
 * page use them, so they must not bring the schemas of site.ts along.
 */

/** Timings of the shell (spec 9). */
export const HERO_ROTATION_MS = 15_000;
export const BANNER_DISPLAY_MS = 5_000;

/** `tel:` link of a phone number as shown ('1-800-555-0199' -> 'tel:+18005550199'). */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}
