import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/database';
import { createTestUser, type TestUser } from '../test/fixtures';
import { createTestApp } from '../test/test-app';
import { listPart } from '../modules/messaging/messaging.fixtures';
import { MULTIPART_MESSAGES } from './multipart-form';

/**
 * Issue 21 item 28: a form the multipart parser cannot read (no boundary, no closing boundary, not a
 * form at all) is the sender's problem on every upload route: 400 with a sentence, never a 500.
 */
describe('malformed multipart bodies', async () => {
  const t = await createTestApp();
  let dealer: TestUser;
  let buyer: TestUser;
  const routes: string[] = [];

  beforeAll(async () => {
    dealer = await createTestUser(t, { memid: 'NC2801' });
    buyer = await createTestUser(t);
    const partId = await listPart(t, dealer.companyId!);
    const [listing] = await queryRows<{ id: number }>(
      t.db,
      sql`insert into listings (company_id, title, modelnum, modelnum_norm, category, subcategory)
          values (${dealer.companyId}, 'Bucket', 'B-1', 'B1', 100, 'Buckets') returning id as "id"`,
    );
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/message',
      headers: buyer.headers,
      payload: {
        recipientCompanyId: dealer.companyId,
        subject: 'Filter',
        body: 'Two in stock?',
        messageType: 'part',
        relatedPartId: partId,
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const messageId = sent.json().data.id as number;
    routes.push(
      '/api/message-with-attachments',
      `/api/messages/${messageId}/reply-with-attachments`,
      `/api/listings/${listing!.id}/pictures`,
      `/api/inventory/parts/${partId}/pictures`,
      '/api/inventory/imports',
    );
  });

  const B = 'im-boundary-28';
  const filePart = (field: string) =>
    `--${B}\r\nContent-Disposition: form-data; name="${field}"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\nPart,Make\r\n1R0750,CAT\r\n`;
  const fieldOnly = `--${B}\r\nContent-Disposition: form-data; name="subject"\r\n\r\nHello`;
  const cases: Array<{
    name: string;
    contentType: string;
    body: (field: string) => string;
    message: string;
  }> = [
    {
      name: 'no boundary in the Content-Type',
      contentType: 'multipart/form-data',
      body: (field) => `${filePart(field)}--${B}--\r\n`,
      message: MULTIPART_MESSAGES.noBoundary,
    },
    {
      name: 'a body that is not a form',
      contentType: `multipart/form-data; boundary=${B}`,
      body: () => 'hello there',
      message: MULTIPART_MESSAGES.cutShort,
    },
    {
      name: 'a text field cut short',
      contentType: `multipart/form-data; boundary=${B}`,
      body: () => fieldOnly,
      message: MULTIPART_MESSAGES.cutShort,
    },
  ];

  for (const c of cases) {
    it(`answers 400 with a sentence on every upload route for ${c.name}`, async () => {
      for (const url of routes) {
        const who = url.includes('/reply') ? buyer : url.startsWith('/api/message-') ? buyer : dealer;
        const field = url.includes('imports')
          ? 'file'
          : url.includes('pictures')
            ? 'pictures'
            : 'attachments';
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...who.headers, 'content-type': c.contentType },
          payload: c.body(field),
        });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
        expect(res.json(), url).toEqual({ status: 400, message: c.message, errors: [c.message] });
      }
    });
  }

  it('answers 400 for a file cut short before its closing boundary on the picture and attachment routes', async () => {
    for (const url of routes.filter((u) => !u.includes('imports'))) {
      const who = url.includes('message') ? buyer : dealer;
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...who.headers, 'content-type': `multipart/form-data; boundary=${B}` },
        payload: filePart(url.includes('pictures') ? 'pictures' : 'attachments'),
      });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json().message, url).toBe(MULTIPART_MESSAGES.cutShort);
    }
  });
});
