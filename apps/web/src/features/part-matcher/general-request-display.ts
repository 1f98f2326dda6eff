import { PART_MATCHER_MESSAGES as M } from '@ironmatch/contracts/part-matcher-rules';

/** General request cells: blanks and the manufacturer 'All' read 'N/A' (spec marketplace 2). */
export function orNA(value: string | null | undefined): string {
  const v = (value ?? '').trim();
  return v === '' || /^all( manufacturers)?$/i.test(v) ? M.notApplicable : v;
}
