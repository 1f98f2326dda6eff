/**
 * Quick Quote's rules (issue 26), once for server and browser: the states and their transitions, the
 * line total, the limits and the sentences. No zod here, so a page can read the rules cheaply.
 */

/** What a quote's `status` reads. `expired` is never stored: it is a sent or updated quote past `validUntil`. */
export const QUOTE_STATUSES = ['sent', 'updated', 'withdrawn', 'accepted', 'declined', 'expired'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
/** What the database keeps. */
export const STORED_QUOTE_STATUSES = ['sent', 'updated', 'withdrawn', 'accepted', 'declined'] as const;
export type StoredQuoteStatus = (typeof STORED_QUOTE_STATUSES)[number];

/** A quote may be valid for at most this many days ahead; by default for seven. */
export const QUOTE_MAX_VALID_DAYS = 90;
export const QUOTE_DEFAULT_VALID_DAYS = 7;
/** A search older than this cannot be quoted. */
export const QUOTE_SEARCH_MAX_AGE_DAYS = 30;
/** The dealer's median reply time on the compare view covers this many days. */
export const QUOTE_REPLY_WINDOW_DAYS = 90;
export const QUOTE_MAX_LINES = 20;
export const QUOTE_LEAD_TIME_MAX_DAYS = 365;
export const QUOTE_NOTE_MAX_LENGTH = 2000;
export const QUOTE_QUANTITY_MAX = 100_000;
/** Quotes arriving on an open results page are asked for this often (the "within 5 seconds"). */
export const QUOTE_POLL_MS = 3000;

const DAY_MS = 24 * 60 * 60 * 1000;

export const QUOTE_MESSAGES = {
  notFound: 'Quote not found.',
  searchNotFound: 'Part search not found.',
  priceRequired: 'Price must be more than 0.',
  ownSearch: "You cannot quote your own company's search.",
  searchTooOld: 'This search is too old to quote.',
  expired: 'This quote has expired.',
  buyerOnly: 'Only the buyer can accept or decline this quote.',
  dealerOnly: 'Only the dealer who sent this quote can withdraw it.',
  lineNotOfRequest: 'Each line must answer a part number of this search.',
  noLines: 'A quote needs at least one line.',
  tooManyLines: `A quote has at most ${QUOTE_MAX_LINES} lines.`,
  validUntilPast: 'Valid until must be in the future.',
  validUntilTooFar: `Valid until must be at most ${QUOTE_MAX_VALID_DAYS} days ahead.`,
  validUntilInvalid: 'Valid until must be a date (YYYY-MM-DD) or a date and time.',
  partNotYours: 'The quoted part is not in your inventory.',
  badSort: 'Sort must be total or leadTime.',
  requestWhom: 'Choose the dealers to ask, or ask every dealer that stocks the part.',
  noDealers: 'No member dealer could be asked for this search.',
  resultNotOfRequest: 'Each chosen row must be a result of this search.',
} as const;

/** The state changes and who makes them. `replace` is the dealer sending again. */
export const QUOTE_ACTIONS = ['replace', 'withdraw', 'accept', 'decline'] as const;
export type QuoteAction = (typeof QUOTE_ACTIONS)[number];

export type QuoteTransition =
  | { kind: 'apply'; to: StoredQuoteStatus }
  /** Already where the action leads: 200 with `unchanged: true`. */
  | { kind: 'unchanged' }
  /** 409 with this sentence. */
  | { kind: 'illegal'; message: string };

const STATUS_WORDS: Record<StoredQuoteStatus, string> = {
  sent: 'open',
  updated: 'open',
  withdrawn: 'withdrawn',
  accepted: 'accepted',
  declined: 'declined',
};

/**
 * The one state machine. `expired` says whether `validUntil` has passed: an open quote past it cannot
 * be accepted ('This quote has expired.'), but may still be replaced (a new date), withdrawn or declined.
 */
export function quoteTransition(
  status: StoredQuoteStatus,
  expired: boolean,
  action: QuoteAction,
): QuoteTransition {
  const open = status === 'sent' || status === 'updated';
  const illegal = (verb: string): QuoteTransition => ({
    kind: 'illegal',
    message: `This quote cannot be ${verb}: it was ${STATUS_WORDS[status]}.`,
  });
  switch (action) {
    case 'replace':
      return status === 'accepted' ? illegal('replaced') : { kind: 'apply', to: 'updated' };
    case 'withdraw':
      if (status === 'withdrawn') return { kind: 'unchanged' };
      return open ? { kind: 'apply', to: 'withdrawn' } : illegal('withdrawn');
    case 'accept':
      if (status === 'accepted') return { kind: 'unchanged' };
      if (!open) return illegal('accepted');
      return expired
        ? { kind: 'illegal', message: QUOTE_MESSAGES.expired }
        : { kind: 'apply', to: 'accepted' };
    case 'decline':
      if (status === 'declined') return { kind: 'unchanged' };
      return open ? { kind: 'apply', to: 'declined' } : illegal('declined');
  }
}

/** Whether `validUntil` has passed at `now`. */
export function quoteExpired(validUntil: string | Date, now: Date = new Date()): boolean {
  return new Date(validUntil).getTime() <= now.getTime();
}

/** What `status` reads: an open quote past its date reads 'expired'. */
export function quoteStatusOf(
  status: StoredQuoteStatus,
  validUntil: string | Date,
  now: Date = new Date(),
): QuoteStatus {
  const open = status === 'sent' || status === 'updated';
  return open && quoteExpired(validUntil, now) ? 'expired' : status;
}

export interface QuoteLineMoney {
  price: number;
  quantity: number;
  coreCharge: number | null;
  freightEstimate: number | null;
}

/** quantity × (price + core charge) + freight estimate, in cents; nulls count 0. */
export function quoteLineTotal(line: QuoteLineMoney): number {
  return line.quantity * (line.price + (line.coreCharge ?? 0)) + (line.freightEstimate ?? 0);
}

export function quoteTotal(lines: QuoteLineMoney[]): number {
  return lines.reduce((sum, line) => sum + quoteLineTotal(line), 0);
}

export type ValidUntilOutcome = { ok: true; at: Date } | { ok: false; message: string };

/**
 * `validUntil` as sent: a date (`YYYY-MM-DD`) means the end of that day in UTC; a date-time is taken as
 * is; nothing means now + 7 days. It must be in the future and at most 90 days ahead.
 */
export function resolveValidUntil(raw: string | null | undefined, now: Date = new Date()): ValidUntilOutcome {
  let at: Date;
  if (raw === undefined || raw === null || raw.trim() === '') {
    at = new Date(now.getTime() + QUOTE_DEFAULT_VALID_DAYS * DAY_MS);
  } else if (/^\d{4}-\d{2}-\d{2}$/.test(raw.trim())) {
    at = new Date(`${raw.trim()}T23:59:59.999Z`);
    if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== raw.trim())
      return { ok: false, message: QUOTE_MESSAGES.validUntilInvalid };
  } else if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(raw.trim())) {
    at = new Date(raw.trim());
    if (Number.isNaN(at.getTime())) return { ok: false, message: QUOTE_MESSAGES.validUntilInvalid };
  } else {
    return { ok: false, message: QUOTE_MESSAGES.validUntilInvalid };
  }
  if (at.getTime() <= now.getTime()) return { ok: false, message: QUOTE_MESSAGES.validUntilPast };
  if (at.getTime() > now.getTime() + QUOTE_MAX_VALID_DAYS * DAY_MS)
    return { ok: false, message: QUOTE_MESSAGES.validUntilTooFar };
  return { ok: true, at };
}

/** Whether a search made at `searchedAt` may still be quoted at `now` (30 days). */
export function searchQuotable(searchedAt: string | Date, now: Date = new Date()): boolean {
  return now.getTime() - new Date(searchedAt).getTime() <= QUOTE_SEARCH_MAX_AGE_DAYS * DAY_MS;
}

/** 'Ships today' / 'Ships in 1 day' / 'Ships in N days'. */
export function leadTimeText(days: number): string {
  if (days === 0) return 'Ships today';
  return `Ships in ${days} ${days === 1 ? 'day' : 'days'}`;
}

export const QUOTE_COMPARE_SORTS = ['total', 'leadTime'] as const;
export type QuoteCompareSort = (typeof QUOTE_COMPARE_SORTS)[number];

/** The compare view's order: by total, or by lead time then total; ties by quote id (stable). */
export function compareQuoteRows(
  sort: QuoteCompareSort,
): (
  a: { total: number; leadTimeDays: number; quoteId: number },
  b: { total: number; leadTimeDays: number; quoteId: number },
) => number {
  return (a, b) =>
    (sort === 'leadTime' ? a.leadTimeDays - b.leadTimeDays : 0) || a.total - b.total || a.quoteId - b.quoteId;
}
