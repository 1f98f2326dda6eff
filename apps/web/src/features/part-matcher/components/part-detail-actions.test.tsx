import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  MarketplaceActionsContext,
  type MessageTarget,
  type OrderTarget,
} from '../../../lib/marketplace-actions';
import type { PartView } from '../part-view';
import { PartResultsTable } from './part-results-table';

const part: PartView = {
  id: 21,
  partId: 5,
  companyId: 9,
  companyName: 'Summit Heavy Parts',
  companyLocation: 'Billings, MT',
  partNumber: '1R-0750',
  description: 'FUEL FILTER',
  condition: 'New',
  manufacturer: 'CAT',
  quantity: 4,
  priceCents: 2499,
  pictures: [],
  isMessaged: false,
  canTransact: true,
  orderId: null,
  orderIsQuote: false,
  matchKind: 'exact',
  matchLabel: null,
  crossReferenceNote: null,
};

// Stand-ins for what messaging and orders draw in the slots: the table must hand them the row.
const actions = {
  MessageAction: ({ target }: { target: MessageTarget }) => (
    <button type="button">Send Message: {target.subject}</button>
  ),
  OrderAction: ({ target }: { target: OrderTarget }) => (
    <button type="button">Add to Order: search {target.searchId}</button>
  ),
};

/** Issue 21 item 12: the part detail window offers the row's actions. */
describe('the part detail window', { timeout: 30_000 }, () => {
  it("offers the row's Send Message and Add to Order", async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MarketplaceActionsContext.Provider value={actions}>
          <PartResultsTable parts={[part]} />
        </MarketplaceActionsContext.Provider>
      </QueryClientProvider>,
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Details of part 1R-0750 from Summit Heavy Parts' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Part 1R-0750' });
    expect(
      within(dialog).getByRole('button', { name: 'Send Message: Regarding part 1R-0750' }),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Add to Order: search 21' })).toBeVisible();
  });
});
