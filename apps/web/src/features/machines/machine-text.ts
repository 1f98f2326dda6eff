import { MACHINE_STATUS_LABELS, type MachineStatus } from '@ironmatch/contracts/machine-rules';
import { formatCents } from '../../lib/format';

/** How a machine is named everywhere: make and model ("CAT 320D L"). */
export function machineTitle(m: { manufacturer: string; model: string }): string {
  return `${m.manufacturer} ${m.model}`.trim();
}

/** Year, hours and state in one line, leaving out what is unknown. */
export function machineSummary(m: { year: number | null; hours: number | null; state: string }): string {
  return [
    m.year === null ? null : String(m.year),
    m.hours === null ? null : `${m.hours.toLocaleString('en-US')} hours`,
    m.state || null,
  ]
    .filter(Boolean)
    .join(' · ');
}

export function statusLabel(status: MachineStatus): string {
  return MACHINE_STATUS_LABELS[status];
}

export const STATUS_BADGE: Record<MachineStatus, string> = {
  arriving: 'info',
  dismantling: 'warning',
  parted_out: 'secondary',
};

/** A part line's price: cents, or 'Contact for price' when there is none. */
export function priceText(cents: number | null): string {
  return cents === null ? 'Contact for price' : formatCents(cents);
}
