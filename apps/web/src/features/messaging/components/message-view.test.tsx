import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MessageDetail } from '@ironmatch/contracts/messaging';
import { AuthContext, type AuthState } from '../../../lib/auth-context';
import { QuoteActionsContext, type QuickQuoteTarget } from '../../../lib/quote-actions';
import type { SessionClaims } from '../../../lib/session';
import { MessageView } from './message-view';

const company = (name: string) => ({ id: 1, name });
const person = (firstName: string, lastName: string) => ({ userId: 1, firstName, lastName });

// Only the fields the view reads; the rest of a MessageDetail does not change what it shows.
const message = {
  id: 5,
  subject: 'About 1R0750',
  body: 'Do you have two in stock?',
  messageType: 'part',
  partNumber: '1R0750',
  modelnum: null,
  manuflong: null,
  condlong: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  SenderCompany: company('Avery Quarry'),
  SenderUser: person('Dana', 'Ruiz'),
  RecipientCompany: { id: 2, name: 'Demo Dealer' },
  RecipientUser: null,
  attachments: [],
  Replies: [
    {
      id: 9,
      body: 'Yes, two.',
      createdAt: '2026-11-20T11:00:00.000Z',
      SenderCompany: company('Demo Dealer'),
      SenderUser: person('Pat', 'Lee'),
      ReplyToCompany: company('Avery Quarry'),
      attachments: [],
    },
  ],
} as unknown as MessageDetail;

function auth(claims: Partial<SessionClaims> | null): AuthState {
  return {
    status: claims ? 'authenticated' : 'unauthenticated',
    claims: claims as SessionClaims,
  } as AuthState;
}

function renderView(m: MessageDetail, claims: Partial<SessionClaims> | null) {
  const targets: QuickQuoteTarget[] = [];
  const QuickQuote = ({ target }: { target: QuickQuoteTarget }) => {
    targets.push(target);
    return <button type="button">Quick Quote</button>;
  };
  render(
    <AuthContext.Provider value={auth(claims)}>
      <QuoteActionsContext.Provider value={{ QuickQuote }}>
        <MessageView message={m} />
      </QuoteActionsContext.Provider>
    </AuthContext.Provider>,
  );
  return targets;
}

// The dealer (company 1, a member) wrote to the searcher (company 2) about part search 77.
const aboutSearch = {
  ...message,
  messageType: 'partsearches',
  relatedPartsearchId: 77,
  SenderCompany: { id: 1, name: 'Demo Dealer' },
  RecipientCompany: { id: 2, name: 'Avery Quarry' },
} as unknown as MessageDetail;

describe('MessageView', () => {
  it('offers the member dealer who wrote about a part search a Quick Quote of that search (issue 26)', () => {
    const targets = renderView(aboutSearch, { companyId: 1, memid: 'M100' });
    expect(screen.getByRole('button', { name: 'Quick Quote' })).toBeTruthy();
    expect(targets[0]).toMatchObject({ partSearchId: 77, buyerName: 'Avery Quarry' });
  });

  it('offers no Quick Quote to the searcher, to a non-member, or on a message not about a search', () => {
    renderView(aboutSearch, { companyId: 2, memid: 'M200' });
    renderView(aboutSearch, { companyId: 1, memid: null });
    renderView(message, { companyId: 1, memid: 'M100' });
    expect(screen.queryByRole('button', { name: 'Quick Quote' })).toBeNull();
  });

  it('names the colleague who sent the message and each reply (a company’s messages are every member’s)', () => {
    renderView(message, null);
    const meta = screen.getByText('From').nextElementSibling as HTMLElement;
    expect(within(meta).getByText('Sent by Dana Ruiz')).toBeTruthy();
    const replies = screen.getByRole('region', { name: 'Replies' });
    expect(within(replies).getByText('Sent by Pat Lee')).toBeTruthy();
  });
});
