import { beforeAll, describe, expect, it } from 'vitest';
import type { MessageDetail, MessageSummary } from '@ironmatch/contracts/messaging';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { createTestApp } from '../../test/test-app';
import { listPart } from './messaging.fixtures';

/** Each side sees the other party and who wrote last (issue 21 item 22). */
describe('messages name the other party and the last writer', async () => {
  const t = await createTestApp();
  let buyer: TestUser;
  let dealer: TestUser;
  let partId: number;

  const call = (method: 'GET' | 'POST', url: string, who: TestUser, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  const row = async (who: TestUser, id: number, folder = 'Inbox') => {
    const res = await call('GET', `/api/messages?folder=${folder}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data.messages as MessageSummary[]).find((m) => m.id === id)!;
  };
  const detail = async (who: TestUser, id: number) =>
    (await call('GET', `/api/messages/${id}`, who)).json().data.message as MessageDetail;

  beforeAll(async () => {
    buyer = await createTestUser(t, { company: { name: 'Prairie Excavating' } });
    dealer = await createTestUser(t, { company: { name: 'Heartland Tractor Parts' }, memid: 'M-100' });
    partId = await listPart(t, dealer.companyId!);
  });

  it('names the recipient for the sender and the sender for the recipient, then the last replier', async () => {
    const sent = await call('POST', '/api/message', buyer, {
      recipientCompanyId: dealer.companyId,
      subject: 'Regarding part 1R0750',
      body: 'Do you have two in stock?',
      messageType: 'part',
      relatedPartId: partId,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const id = (sent.json().data as MessageDetail).id;
    const heartland = { id: dealer.companyId, name: 'Heartland Tractor Parts' };
    const prairie = { id: buyer.companyId, name: 'Prairie Excavating' };

    expect(await row(buyer, id, 'Sent')).toMatchObject({
      OtherCompany: heartland,
      LastSenderCompany: prairie,
    });
    expect(await row(dealer, id)).toMatchObject({ OtherCompany: prairie, LastSenderCompany: prairie });

    // The dealer answers: the buyer's inbox shows the dealer as the other party and the last writer.
    const reply = await call('POST', `/api/messages/${id}/reply`, dealer, { body: 'Yes, two in stock.' });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(await row(buyer, id)).toMatchObject({ OtherCompany: heartland, LastSenderCompany: heartland });
    expect(await detail(buyer, id)).toMatchObject({ OtherCompany: heartland, LastSenderCompany: heartland });
    expect(await detail(dealer, id)).toMatchObject({ OtherCompany: prairie, LastSenderCompany: heartland });

    // The buyer answers back: the last writer is the buyer again, on both sides.
    await call('POST', `/api/messages/${id}/reply`, buyer, { body: 'Ship them, please.' });
    expect(await row(dealer, id)).toMatchObject({ OtherCompany: prairie, LastSenderCompany: prairie });
    expect(await detail(buyer, id)).toMatchObject({ OtherCompany: heartland, LastSenderCompany: prairie });
  });
});
