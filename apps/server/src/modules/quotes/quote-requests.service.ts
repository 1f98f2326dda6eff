import { sql } from 'drizzle-orm';
import type { CompanyClaims } from '@ironmatch/contracts/access';
import { QUOTE_MESSAGES as M } from '@ironmatch/contracts/quote-rules';
import type { QuoteRequestValues } from '@ironmatch/contracts/quotes';
import { queryRows, type Db } from '../../db/database';
import { badRequest, conflict } from '../../http/app-error';
import type { RecordAccess } from '../../http/record-access';
import type { MailBranding } from '../../platform/mail/email-layout';
import { enqueueMail } from '../../platform/mail/mail-job';
import {
  addRequestMatches,
  dealersForRequest,
  dealersOfResults,
  memberCompanies,
} from '../part-matcher/search-requests.service';
import { quoteRequestedMail } from './quotes-emails';
import { createQuotesRepository } from './quotes.repository';
import { requestOfSearch } from './quotes.service';

/**
 * POST /api/quote-requests ("Request quotes", issue 26): the buyer asks the dealers of chosen result rows,
 * or every member dealer that stocks a number of the request (or its make), to quote it. Each asked
 * company finds the request in Part Requests and its users are emailed with the Quick Quote link.
 */
export function createQuoteRequestsService(deps: {
  db: Db;
  access: RecordAccess;
  jobs: { poke(): void };
  mail: MailBranding;
}) {
  return {
    async request(
      buyer: CompanyClaims,
      body: QuoteRequestValues,
    ): Promise<{ quoteRequestId: number; requestId: number; companyIds: number[] }> {
      await deps.access.require(buyer, 'quoted-search', body.partSearchId, 'buyer');
      if (Boolean(body.resultIds?.length) === Boolean(body.allDealers)) throw badRequest(M.requestWhom);
      const request = await requestOfSearch(deps.db, body.partSearchId);
      const searchIds = request.searches.map((s) => s.partSearchId);
      let asked: number[];
      if (body.resultIds?.length) {
        const dealers = await dealersOfResults(deps.db, searchIds, body.resultIds);
        if (!dealers) throw badRequest(M.resultNotOfRequest);
        asked = dealers;
      } else {
        asked = await dealersForRequest(deps.db, request);
      }
      const companyIds = (await memberCompanies(deps.db, asked)).filter((id) => id !== buyer.companyId);
      if (companyIds.length === 0) throw conflict(M.noDealers);

      const result = await deps.db.transaction(async (tx) => {
        const [row] = await queryRows<{ id: number }>(
          tx,
          sql`insert into quote_requests (request_id, buyer_company_id, user_id, needed_by, note)
              values (${request.requestId}, ${buyer.companyId}, ${buyer.userId}, ${body.neededBy}::date, ${body.note}::text)
              returning id as "id"`,
        );
        const quoteRequestId = row!.id;
        await tx.execute(sql`insert into quote_request_companies (quote_request_id, company_id)
          select ${quoteRequestId}, c from unnest(${sql.param(companyIds)}::int[]) c`);
        await addRequestMatches(tx, searchIds, companyIds);
        const repo = createQuotesRepository(tx);
        const mails = [];
        for (const companyId of companyIds)
          for (const to of await repo.recipients(companyId, 'part_emails'))
            mails.push(
              quoteRequestedMail(deps.mail, to, {
                buyerName: request.buyerCompanyName,
                partNumbers: request.searches.map((s) => s.partNumber),
                neededBy: body.neededBy,
                note: body.note,
                partSearchId: request.requestId,
              }),
            );
        if (mails.length) await enqueueMail(tx, mails);
        return { quoteRequestId, requestId: request.requestId, companyIds };
      });
      deps.jobs.poke();
      return result;
    },
  };
}
