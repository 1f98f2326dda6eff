import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MessageDetail } from '@ironmatch/contracts/messaging';
import { MessageView } from './message-view';

const company = (name: string) => ({ companyId: 1, name });
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
  RecipientCompany: company('Demo Dealer'),
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

describe('MessageView', () => {
  it('names the colleague who sent the message and each reply (a company’s messages are every member’s)', () => {
    render(<MessageView message={message} />);
    const meta = screen.getByText('From').nextElementSibling as HTMLElement;
    expect(within(meta).getByText('Sent by Dana Ruiz')).toBeTruthy();
    const replies = screen.getByRole('region', { name: 'Replies' });
    expect(within(replies).getByText('Sent by Pat Lee')).toBeTruthy();
  });
});
