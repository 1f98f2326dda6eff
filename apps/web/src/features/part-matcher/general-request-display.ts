import { PART_MATCHER_MESSAGES as M } from '@ironmatch/contracts/part-matcher-rules';
import { formatCount } from '../../lib/format';

/** General request cells: blanks and the manufacturer 'All' read 'N/A' (spec marketplace 2). */
export function orNA(value: string | null | undefined): string {
  const v = (value ?? '').trim();
  return v === '' || /^all( manufacturers)?$/i.test(v) ? M.notApplicable : v;
}

/** After sending: how many dealer companies the request reached (issue 21, item 17). */
export function dealersReachedText(dealerCount: number): string {
  if (dealerCount === 0) return 'No dealer is on the network yet to receive it.';
  return dealerCount === 1 ? 'Sent to 1 dealer.' : `Sent to ${formatCount(dealerCount)} dealers.`;
}
