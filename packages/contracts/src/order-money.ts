/** Orders' money (spec 9, DECISIONS.md "Money"; issue 24 "Money shown right"), in integer cents. */

/** The sellers' default application fee rate, in basis points: 200 = the terms' 2% cap. */
export const DEFAULT_APPLICATION_FEE_RATE = 200;

/**
 * The application fee's bands over the order total in cents, with their weights (spec 9, DECISIONS.md
 * "Money": 4, 3, 2, 1). The weighted sum times the rate (basis points) over 40,000, rounded, is the fee:
 * at rate 200 the first $10,000 pays 2%, and larger orders a lower effective rate.
 */
export const APPLICATION_FEE_BANDS = [
  { upTo: 1_000_000, weight: 4 },
  { upTo: 1_500_000, weight: 3 },
  { upTo: 2_500_000, weight: 2 },
  { upTo: Infinity, weight: 1 },
] as const;

/** The application fee in cents on an order total in cents, at `rateBps` basis points. */
export function applicationFeeCents(
  totalCents: number,
  rateBps: number = DEFAULT_APPLICATION_FEE_RATE,
): number {
  if (!(totalCents > 0) || !(rateBps > 0)) return 0;
  let weighted = 0;
  let from = 0;
  for (const band of APPLICATION_FEE_BANDS) {
    if (totalCents <= from) break;
    weighted += (Math.min(totalCents, band.upTo) - from) * band.weight;
    from = band.upTo;
  }
  return Math.round((weighted * rateBps) / 40_000);
}

/** The largest amount the API takes for a price, shipping or tax: $10,000,000.00. */
export const MAX_MONEY_CENTS = 1_000_000_000;

export type MoneyParse = { ok: true; cents: number } | { ok: false; message: string };

/**
 * Spec 5 "Approve": shipping and tax typed as text. Commas and every other character but digits and
 * the decimal point are stripped, one decimal point is allowed, and empty counts as 0. Dollars in,
 * cents out; more than two decimals is refused rather than rounded (money is never changed silently).
 */
export function parseMoneyText(input: string | null | undefined, label: string): MoneyParse {
  const kept = (input ?? '').replace(/[^0-9.]/g, '');
  if (kept === '' || kept === '.') return { ok: true, cents: 0 };
  const parts = kept.split('.');
  if (parts.length > 2) return { ok: false, message: `${label} can have only one decimal point.` };
  const [whole = '', fraction = ''] = parts;
  if (fraction.length > 2)
    return { ok: false, message: `${label} can have at most 2 digits after the decimal point.` };
  const digits = whole.replace(/^0+(?=\d)/, '');
  if (digits.length > 10)
    return { ok: false, message: `${label} must be at most ${formatCents(MAX_MONEY_CENTS)}.` };
  const cents = Number(digits || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (cents > MAX_MONEY_CENTS)
    return { ok: false, message: `${label} must be at most ${formatCents(MAX_MONEY_CENTS)}.` };
  return { ok: true, cents };
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** Cents as dollars: 125050 -> '$1,250.50'. */
export const formatCents = (cents: number) => usd.format(cents / 100);

/** A payment's money as the payments table keeps it (cents; null counts 0). */
export interface PaymentMoney {
  status?: string;
  amount: number | null;
  amountRefunded: number | null;
  applicationFee: number | null;
  applicationFeeRefunded: number | null;
  transactionFee: number | null;
}

/**
 * Issue 24 "Net to you" of one payment: paid - refunded - (application fee - fee refunded) -
 * transaction fee, so it follows every refund to the cent.
 */
export function paymentNetCents(p: PaymentMoney): number {
  const n = (v: number | null) => v ?? 0;
  return (
    n(p.amount) -
    n(p.amountRefunded) -
    (n(p.applicationFee) - n(p.applicationFeeRefunded)) -
    n(p.transactionFee)
  );
}

/** An order's paid, refunded and net amounts: sums over its succeeded payments (0 when none). */
export function orderMoney(payments: readonly PaymentMoney[]): {
  amountPaid: number;
  amountRefunded: number;
  netAmount: number;
} {
  const ok = payments.filter((p) => p.status === undefined || p.status === 'succeeded');
  return {
    amountPaid: ok.reduce((s, p) => s + (p.amount ?? 0), 0),
    amountRefunded: ok.reduce((s, p) => s + (p.amountRefunded ?? 0), 0),
    netAmount: ok.reduce((s, p) => s + paymentNetCents(p), 0),
  };
}
