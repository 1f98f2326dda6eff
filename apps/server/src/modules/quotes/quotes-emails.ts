import { CONDITION_LABELS } from '@ironmatch/contracts/part-matcher-rules';
import { formatCents } from '@ironmatch/contracts/order-money';
import { leadTimeText } from '@ironmatch/contracts/quote-rules';
import type { Quote } from '@ironmatch/contracts/quotes';
import { composeEmail, type MailBranding } from '../../platform/mail/email-layout';
import type { QueuedMail } from '../../platform/mail/mail-job';

/** Quick Quote emails (issue 26): their texts here, their look from the one email layout. */

type To = { email: string; firstName: string };

const ORDER_FOOTNOTE =
  'Sent because order and quote emails are on for your account. Turn them off in Email Settings on your profile.';
const PART_FOOTNOTE =
  'Sent because part search emails are on for your account. Turn them off in Email Settings on your profile.';

const lineFacts = (quote: Quote): Array<[string, string]> =>
  quote.lines.map((l) => [
    `${l.partNumber} x ${l.quantity}`,
    `${formatCents(l.price)} each, ${CONDITION_LABELS[l.condition]}, ${leadTimeText(l.leadTimeDays)}`,
  ]);

/** To the buyer's users: a dealer sent (or updated) a Quick Quote. */
export function quoteReceivedMail(s: MailBranding, to: To, quote: Quote): QueuedMail {
  const dealer = quote.DealerCompany.name;
  const updated = quote.status === 'updated';
  return composeEmail(
    s,
    {
      to: to.email,
      subject: `${updated ? 'Updated quote' : 'Quick Quote'} from ${dealer}`,
      template: 'quote-received',
    },
    {
      title: updated ? `${dealer} updated its quote` : `${dealer} sent you a quote`,
      greeting: `Hello ${to.firstName},`,
      paragraphs: [
        `${dealer} quoted ${formatCents(quote.total)} in total for your part search. Compare it with other dealers' quotes and accept it in one click.`,
      ],
      facts: lineFacts(quote),
      button: { label: 'Compare quotes', url: `${s.appUrl}/quotes/compare/${quote.requestId}` },
      footnote: ORDER_FOOTNOTE,
    },
  );
}

/** To the dealer's users: the buyer declined the quote. */
export function quoteDeclinedMail(s: MailBranding, to: To, quote: Quote): QueuedMail {
  const buyer = quote.BuyerCompany.name;
  return composeEmail(
    s,
    { to: to.email, subject: `${buyer} declined your quote #${quote.id}`, template: 'quote-declined' },
    {
      title: 'Your quote was declined',
      greeting: `Hello ${to.firstName},`,
      paragraphs: [
        `${buyer} declined your quote of ${formatCents(quote.total)}.`,
        quote.declineReason ? `Their reason: ${quote.declineReason}` : 'They gave no reason.',
      ],
      facts: lineFacts(quote),
      button: { label: 'See your quotes', url: `${s.appUrl}/quotes/sent` },
      footnote: ORDER_FOOTNOTE,
    },
  );
}

/** To the dealer's users: a buyer asks for a quote ("Request quotes"). */
export function quoteRequestedMail(
  s: MailBranding,
  to: To,
  request: {
    buyerName: string;
    partNumbers: string[];
    neededBy: string | null;
    note: string | null;
    partSearchId: number;
  },
): QueuedMail {
  const facts: Array<[string, string]> = [['Part numbers', request.partNumbers.join(', ')]];
  if (request.neededBy) facts.push(['Needed by', request.neededBy]);
  if (request.note) facts.push(['Note', request.note]);
  return composeEmail(
    s,
    { to: to.email, subject: `${request.buyerName} asks you for a quote`, template: 'quote-requested' },
    {
      title: 'A buyer asks for your quote',
      greeting: `Hello ${to.firstName},`,
      paragraphs: [
        `${request.buyerName} asks you to quote ${request.partNumbers.join(', ')}. Answer with a Quick Quote.`,
      ],
      facts,
      button: {
        label: 'Send a Quick Quote',
        url: `${s.appUrl}/netcomonly/partsearchesbycompany?quickQuote=${request.partSearchId}`,
      },
      footnote: PART_FOOTNOTE,
    },
  );
}
