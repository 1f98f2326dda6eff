import { composeEmail, type EmailContent, type MailBranding } from '../../platform/mail/email-layout';
import type { QueuedMail } from '../../platform/mail/mail-job';

/** Part matcher emails: their texts here, their look from the one email layout. */

const SETTINGS_FOOTNOTE =
  'Sent because your company lists this part. Turn these emails off in Email Settings on your profile.';

/** "Your part was searched": one mail per recipient per search request, naming every matched part number. */
export function partSearchedMail(
  s: MailBranding,
  to: { email: string; firstName: string },
  search: {
    searcherName: string;
    searcherCompany: string;
    partNumbers: string[];
    /** Issue 29: per part number, the dealer's own numbers it was found through by a cross-reference ('' for none). */
    throughNumbers?: string[];
    manufacturer: string | null;
    condition: string | null;
    description: string | null;
    comments: string | null;
    /** The search the Quick Quote link opens (issue 26); null: the plain Part Requests link. */
    quickQuoteSearchId?: number | null;
  },
): QueuedMail {
  const numbers = search.partNumbers.join(', ');
  const subject =
    search.partNumbers.length === 1
      ? `Part ${numbers} was just searched on IronMatch`
      : `${search.partNumbers.length} of your parts were just searched on IronMatch`;
  const facts: Array<[string, string]> = [
    ['Part number', numbers],
    ['Searched by', `${search.searcherCompany} - ${search.searcherName}`],
  ];
  const through = search.partNumbers
    .map((pn, i) => ({ pn, own: search.throughNumbers?.[i] ?? '' }))
    .filter((t) => t.own !== '');
  for (const t of through) facts.push([`Found for ${t.pn} through your part number`, t.own]);
  if (search.manufacturer) facts.push(['Manufacturer', search.manufacturer]);
  if (search.condition) facts.push(['Condition', search.condition]);
  if (search.description) facts.push(['Description', search.description]);
  if (search.comments) facts.push(['Comments', search.comments]);
  const content: EmailContent = {
    title: 'A buyer is looking for your part',
    greeting: `Hello ${to.firstName},`,
    paragraphs: [
      `${search.searcherCompany} searched for a part you have in stock. The first dealer to answer usually gets the order.`,
      ...through.map(
        (t) =>
          `They searched for ${t.pn}; you stock it as ${t.own}, found through a cross-reference between the two numbers.`,
      ),
    ],
    facts,
    button: search.quickQuoteSearchId
      ? {
          label: 'Send a Quick Quote',
          url: `${s.appUrl}/netcomonly/partsearchesbycompany?quickQuote=${search.quickQuoteSearchId}`,
        }
      : { label: 'See part requests received', url: `${s.appUrl}/netcomonly/partsearchesbycompany` },
    footnote: SETTINGS_FOOTNOTE,
  };
  return composeEmail(s, { to: to.email, subject, template: 'part-searched' }, content);
}

/** A general request sent out to network dealers. */
export function generalRequestMail(
  s: MailBranding,
  to: { email: string; firstName: string },
  request: {
    companyName: string;
    partNumber: string | null;
    manufacturer: string | null;
    modelnum: string | null;
    comments: string;
  },
): QueuedMail {
  const facts: Array<[string, string]> = [['From', request.companyName]];
  if (request.partNumber) facts.push(['Part number', request.partNumber]);
  if (request.manufacturer) facts.push(['Manufacturer', request.manufacturer]);
  if (request.modelnum) facts.push(['Model number', request.modelnum]);
  facts.push(['Comments', request.comments]);
  const content: EmailContent = {
    title: 'New general part request',
    greeting: `Hello ${to.firstName},`,
    paragraphs: [
      `${request.companyName} sent a general request to the network. If you can supply it, send them a message.`,
    ],
    facts,
    button: { label: 'See general requests', url: `${s.appUrl}/netcomonly/generalrequests` },
    footnote:
      'Sent because your company is a network member. Turn these emails off in Email Settings on your profile.',
  };
  return composeEmail(
    s,
    { to: to.email, subject: `General request from ${request.companyName}`, template: 'general-request' },
    content,
  );
}
