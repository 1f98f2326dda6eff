import { composeEmail, type MailBranding } from '../../platform/mail/email-layout';
import type { QueuedMail } from '../../platform/mail/mail-job';
import type { PendingMatch, WatchForEmail } from './machine-watches.repository';

/** A machine as the email names it: make, model, year and state. */
export function matchName(m: PendingMatch): string {
  return [`${m.manufacturer} ${m.model}`, m.year === null ? null : String(m.year), m.state || null]
    .filter(Boolean)
    .join(', ');
}

/** The daily email of one watch: every machine matched since its last email, each with its link. */
export function watchEmail(b: MailBranding, watch: WatchForEmail, matches: PendingMatch[]): QueuedMail {
  const what = `${watch.manufacturer} ${watch.model}${watch.state ? ` in ${watch.state}` : ''}`;
  const count = matches.length === 1 ? 'A machine' : `${matches.length} machines`;
  return composeEmail(
    b,
    { to: watch.email, subject: `${count} matching your watch: ${what}`, template: 'machine-watch' },
    {
      title: 'Machines being dismantled for your watch',
      greeting: `Hello ${watch.firstName},`.replace(' ,', ','),
      paragraphs: [
        `${count} matching your machine watch (${what}) ${matches.length === 1 ? 'was' : 'were'} listed by dealers parting them out.`,
      ],
      facts: matches.map((m): [string, string] => [matchName(m), `${b.appUrl}/machines/${m.machineId}`]),
      button: { label: 'Search machines', url: `${b.appUrl}/machines` },
      footnote:
        'You receive at most one email a day per watch. Turn Machine Watch Emails off in Settings, or remove the watch on the machines page.',
    },
  );
}
