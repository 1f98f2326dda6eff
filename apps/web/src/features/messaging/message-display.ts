import type { MessageType } from '@ironmatch/contracts/messaging-rules';

export const TYPE_LABELS: Record<MessageType, string> = {
  part: 'Part',
  partsearches: 'Part Search',
  generalrequest: 'General Request',
  attachment: 'For Sale',
  machine: 'Dismantled machine',
};

export function personName(p: { firstName: string; lastName: string } | null): string | null {
  if (!p) return null;
  const name = `${p.firstName} ${p.lastName}`.trim();
  return name || null;
}
