import type { CompanyClaims, MemberClaims } from '@ironmatch/contracts/access';
import { normalizePartNumber } from '@ironmatch/contracts/part-matcher-rules';
import {
  QUOTE_MESSAGES as M,
  quoteExpired,
  quoteTransition,
  resolveValidUntil,
  searchQuotable,
  type QuoteAction,
  type StoredQuoteStatus,
} from '@ironmatch/contracts/quote-rules';
import type { Quote, QuoteDraft, SendQuoteValues } from '@ironmatch/contracts/quotes';
import { parseRecordId } from '@ironmatch/contracts/record-id';
import type { Db } from '../../db/database';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/app-error';
import type { RecordAccess } from '../../http/record-access';
import type { LiveAnnouncer } from '../../platform/live-updates/live-announcer';
import type { MailBranding } from '../../platform/mail/email-layout';
import { enqueueMail } from '../../platform/mail/mail-job';
import {
  companyInventoryPart,
  companyStockMatching,
  findSearchRequest,
  type SearchRequest,
} from '../part-matcher/search-requests.service';
import { quoteDeclinedMail, quoteReceivedMail } from './quotes-emails';
import { createQuotesRepository, type NewQuoteLine } from './quotes.repository';

export interface QuotesServiceDeps {
  db: Db;
  access: RecordAccess;
  jobs: { poke(): void };
  mail: MailBranding;
  /** Live updates to both companies' open pages after each change (`GET /api/live`). */
  live?: LiveAnnouncer;
}

/** After a quote's commit: both companies' pages look again (the buyer's My Results, the dealer's sent quotes). */
export function announceQuote(live: LiveAnnouncer | undefined, quote: Quote): void {
  const event = { type: 'quotes', requestId: quote.requestId } as const;
  live?.toCompany(quote.BuyerCompany.id, event);
  live?.toCompany(quote.DealerCompany.id, event);
}

/** A change's outcome: the quote now, and whether this call changed it (a repeat did not). */
export interface QuoteChange {
  quote: Quote;
  unchanged: boolean;
}

export const quoteIdOf = (raw: string) => {
  const id = parseRecordId(raw);
  if (id === null) throw notFound(M.notFound);
  return id;
};

/** The request a search belongs to; 404 for an unknown search (guest searches are never saved). */
export async function requestOfSearch(db: Db, raw: string | number): Promise<SearchRequest> {
  const id = parseRecordId(raw);
  const request = id === null ? null : await findSearchRequest(db, id);
  if (!request) throw notFound(M.searchNotFound);
  return request;
}

/** The state change `action` on a locked quote: apply, a repeat (unchanged), or 409. */
export function transitionOf(head: { status: StoredQuoteStatus; validUntil: string }, action: QuoteAction) {
  const outcome = quoteTransition(head.status, quoteExpired(head.validUntil), action);
  if (outcome.kind === 'illegal') throw conflict(outcome.message);
  return outcome;
}

/** Dealer side and the simple changes of Quick Quote (issue 26); accept and compare have their own files. */
export function createQuotesService(deps: QuotesServiceDeps) {
  const { db, access } = deps;

  /** Checks and completes the lines: each answers a number of the request and names only the caller's stock. */
  async function linesOf(
    dealer: CompanyClaims,
    request: SearchRequest,
    body: SendQuoteValues,
  ): Promise<NewQuoteLine[]> {
    const searches = new Map(request.searches.map((s) => [s.partSearchId, s]));
    const out: NewQuoteLine[] = [];
    for (const line of body.lines) {
      const search = searches.get(line.partSearchId ?? body.partSearchId);
      if (!search) throw badRequest(M.lineNotOfRequest);
      const part = line.partId ? await companyInventoryPart(db, dealer.companyId, line.partId) : null;
      if (line.partId && !part) throw badRequest(M.partNotYours);
      out.push({
        partSearchId: search.partSearchId,
        partNumber: line.partNumber ?? part?.partNumber ?? search.partNumber,
        description: line.description ?? part?.description ?? search.description ?? '',
        partId: part?.partId ?? null,
        condition: line.condition,
        price: line.price,
        quantity: line.quantity,
        leadTimeDays: line.leadTimeDays,
        freightEstimate: line.freightEstimate,
        coreCharge: line.coreCharge,
        note: line.note,
      });
    }
    return out;
  }

  async function notify(
    tx: Db,
    companyId: number,
    build: (to: { email: string; firstName: string }) => ReturnType<typeof quoteReceivedMail>,
  ) {
    const to = await createQuotesRepository(tx).recipients(companyId, 'order_emails');
    if (to.length) await enqueueMail(tx, to.map(build), { priority: 'order' });
  }

  /** Runs `fn` on quote `rawId` in a transaction holding its row lock, after the one access check. */
  async function change(
    auth: CompanyClaims,
    rawId: string,
    role: 'buyer' | 'dealer',
    action: QuoteAction,
    apply: (tx: Db, id: number, to: StoredQuoteStatus) => Promise<void>,
  ): Promise<QuoteChange> {
    const id = quoteIdOf(rawId);
    const result = await db.transaction(async (tx) => {
      await access.require(auth, 'quote', id, role, { db: tx, lock: true });
      const repo = createQuotesRepository(tx);
      const outcome = transitionOf((await repo.head(id))!, action);
      if (outcome.kind === 'apply') await apply(tx, id, outcome.to);
      return { quote: (await repo.findQuote(id))!, unchanged: outcome.kind === 'unchanged' };
    });
    deps.jobs.poke();
    if (!result.unchanged) announceQuote(deps.live, result.quote);
    return result;
  }

  return {
    /** GET /api/quotes/draft/{partSearchId}: the request's numbers with the caller's matching stock and quote. */
    async draft(dealer: MemberClaims, rawSearchId: string): Promise<QuoteDraft> {
      const request = await requestOfSearch(db, rawSearchId);
      const stock = await companyStockMatching(
        db,
        dealer.companyId,
        request.searches.map((s) => normalizePartNumber(s.partNumber)),
      );
      const quote = await createQuotesRepository(db).findByRequestAndDealer(
        request.requestId,
        dealer.companyId,
      );
      return {
        requestId: request.requestId,
        BuyerCompany: { id: request.buyerCompanyId, name: request.buyerCompanyName },
        partSearches: request.searches.map((s) => ({
          partSearchId: s.partSearchId,
          partNumber: s.partNumber,
          manufacturer: s.manufacturer,
          condition: s.condition,
          description: s.description,
          stock: stock.get(normalizePartNumber(s.partNumber)) ?? [],
        })),
        quote: quote ?? null,
      };
    },

    /** POST /api/quotes: the first quote of this dealer on the request (created), or its replacement. */
    async send(dealer: MemberClaims, body: SendQuoteValues): Promise<{ quote: Quote; created: boolean }> {
      const request = await requestOfSearch(db, body.partSearchId);
      if (request.buyerCompanyId === dealer.companyId) throw forbidden(M.ownSearch);
      if (!searchQuotable(request.createdAt)) throw conflict(M.searchTooOld);
      const validUntil = resolveValidUntil(body.validUntil);
      if (!validUntil.ok) throw badRequest(validUntil.message);
      const lines = await linesOf(dealer, request, body);

      const result = await db.transaction(async (tx) => {
        const repo = createQuotesRepository(tx);
        let head = await repo.lockByRequestAndDealer(request.requestId, dealer.companyId);
        let created = false;
        if (!head) {
          const id = await repo.insertQuote({
            requestId: request.requestId,
            dealerCompanyId: dealer.companyId,
            buyerCompanyId: request.buyerCompanyId,
            userId: dealer.userId,
            validUntil: validUntil.at,
          });
          // Two sends at once: the unique (request, dealer) index lets one insert; the other replaces it.
          if (id !== undefined) created = true;
          head = await repo.lockByRequestAndDealer(request.requestId, dealer.companyId);
          if (!head) throw new AppError(503, 'The quote could not be saved. Please try again.');
        }
        if (!created) {
          transitionOf(head, 'replace');
          await repo.updateQuote(head.id, {
            status: 'updated',
            validUntil: validUntil.at,
            userId: dealer.userId,
            declineReason: null,
          });
        }
        await repo.replaceLines(head.id, lines);
        const quote = (await repo.findQuote(head.id))!;
        await notify(tx, request.buyerCompanyId, (to) => quoteReceivedMail(deps.mail, to, quote));
        return { quote, created };
      });
      deps.jobs.poke();
      announceQuote(deps.live, result.quote);
      return result;
    },

    async get(auth: CompanyClaims, rawId: string): Promise<Quote> {
      const id = quoteIdOf(rawId);
      await access.require(auth, 'quote', id, 'party');
      return (await createQuotesRepository(db).findQuote(id))!;
    },

    async list(auth: CompanyClaims, side: 'buyer' | 'dealer', requestId?: number): Promise<Quote[]> {
      return createQuotesRepository(db).listFor(side, auth.companyId, requestId);
    },

    withdraw(dealer: MemberClaims, rawId: string): Promise<QuoteChange> {
      return change(dealer, rawId, 'dealer', 'withdraw', (tx, id, to) =>
        createQuotesRepository(tx).updateQuote(id, { status: to }),
      );
    },

    decline(buyer: CompanyClaims, rawId: string, reason: string | null): Promise<QuoteChange> {
      return change(buyer, rawId, 'buyer', 'decline', async (tx, id, to) => {
        const repo = createQuotesRepository(tx);
        await repo.updateQuote(id, { status: to, declineReason: reason });
        await repo.recordOutcome(id, 'declined');
        const quote = (await repo.findQuote(id))!;
        await notify(tx, quote.DealerCompany.id, (r) => quoteDeclinedMail(deps.mail, r, quote));
      });
    },
  };
}

export type QuotesService = ReturnType<typeof createQuotesService>;
