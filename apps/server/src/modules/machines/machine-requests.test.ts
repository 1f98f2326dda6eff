import { beforeAll, describe, expect, it } from 'vitest';
import type { Machine } from '@ironmatch/contracts/machines';
import { createTestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { addParts, seedMakes } from '../part-matcher/part-matcher.fixtures';
import { machineBody, machineCalls } from './machines.fixtures';

describe('request parts from a dismantled machine', async () => {
  const t = await createTestApp();
  const { call } = machineCalls(t);
  let dealer: TestUser;
  let buyer: TestUser;
  let machine: Machine;

  beforeAll(async () => {
    await seedMakes(t);
    dealer = await createTestUser(t, { memid: 'M1', company: { name: 'Lone Star Salvage' } });
    buyer = await createTestUser(t, { company: { name: 'Buyer Paving' } });
    machine = (await call('POST', '/api/machines', dealer, machineBody())).json().data.machine;
  });

  it("sends the dealer a 'machine' message with the typed list as typed; the type filter finds it", async () => {
    const parts = 'Boom cylinder\nFinal drive, left\n  Cab door (2x)';
    const res = await call('POST', `/api/machines/${machine.id}/request-parts`, buyer, {
      parts,
      note: 'Ship to Tulsa.',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Parts request sent to Lone Star Salvage.');
    const { messageId } = res.json().data as { messageId: number };

    const inbox = await call('GET', '/api/messages?folder=Inbox&type=machine', dealer);
    expect(inbox.statusCode, inbox.body).toBe(200);
    const summaries = inbox.json().data.messages as Array<{ id: number; messageType: string }>;
    expect(summaries.map((m) => m.id)).toEqual([messageId]);
    expect((await call('GET', '/api/messages?folder=Inbox&type=part', dealer)).json().data.messages).toEqual(
      [],
    );

    const opened = (await call('GET', `/api/messages/${messageId}?folder=Inbox`, dealer)).json().data.message;
    expect(opened).toMatchObject({ messageType: 'machine', relatedMachineId: machine.id });
    expect(opened.subject).toBe('Parts request: CAT 320D L (2012)');
    expect(opened.body).toContain(parts);
    expect(opened.body).toContain('Ship to Tulsa.');

    await t.app.ctx.jobs.drain();
    expect(t.mailbox.list().some((m) => m.to === dealer.email)).toBe(true);
  });

  it('answers blank parts, the own machine and an unknown machine with their sentences', async () => {
    const blank = await call('POST', `/api/machines/${machine.id}/request-parts`, buyer, { parts: '  \n ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('List the parts you need.');
    const missing = await call('POST', `/api/machines/${machine.id}/request-parts`, buyer, {});
    expect(missing.json().message).toBe('List the parts you need.');
    const own = await call('POST', `/api/machines/${machine.id}/request-parts`, dealer, { parts: 'Cab' });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('You cannot send a message to your own company.');
    const unknown = await call('POST', '/api/machines/999999/request-parts', buyer, { parts: 'Cab' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Machine not found.');
    const unverified = await createTestUser(t, { verified: false });
    expect(
      (await call('POST', `/api/machines/${machine.id}/request-parts`, unverified, { parts: 'Cab' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `/api/machines/${machine.id}/request-parts`, undefined, { parts: 'Cab' }))
        .statusCode,
    ).toBe(401);
  });

  it("refuses a plain message naming a machine of another company than the recipient's", async () => {
    const other = await createTestUser(t, { memid: 'M2' });
    const res = await call('POST', '/api/message', buyer, {
      recipientCompanyId: other.companyId,
      subject: 'Hi',
      body: 'About that machine',
      messageType: 'machine',
      relatedMachineId: machine.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('That machine is listed by another company.');
  });

  it("shows up to 5 machines being dismantled of the part's make when a part search finds fewer than 3 rows", async () => {
    const arriving = await call(
      'POST',
      '/api/machines',
      dealer,
      machineBody({ model: '336F', status: 'arriving' }),
    );
    expect(arriving.statusCode).toBe(201);
    const search = async (query: string) => {
      const res = await call('GET', `/api/parts/${query}`, buyer);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { count: number; machines: Array<{ id: number; status: string }> };
    };
    const none = await search('9X-9999?manufacturer=CAT');
    expect(none.count).toBe(0);
    expect(none.machines.map((m) => m.id)).toEqual([machine.id]);
    expect((await search('9X-9999?manufacturer=KOMATSU')).machines).toEqual([]);
    // No make chosen and no rows: no make to go by.
    expect((await search('9X-9999')).machines).toEqual([]);
    // The makes of the rows found, when fewer than 3.
    await addParts(t, dealer.companyId!, [{ partnum: '7Y-1234', make: 'CAT' }]);
    const one = await search('7Y-1234');
    expect(one.count).toBe(1);
    expect(one.machines.map((m) => m.id)).toEqual([machine.id]);
    await addParts(t, buyer.companyId!, [
      { partnum: '7Y-1234', make: 'CAT', condition: 'USED' },
      { partnum: '7Y-1234', make: 'CAT', condition: 'CORE' },
    ]);
    const three = await search('7Y-1234');
    expect(three.count).toBe(3);
    expect(three.machines).toEqual([]);
    // Newest first, 5 at most.
    const more: number[] = [];
    for (let i = 0; i < 6; i++)
      more.push(
        (await call('POST', '/api/machines', dealer, machineBody({ model: `M${i}` }))).json().data.machine.id,
      );
    const five = await search('9X-9999?manufacturer=CAT');
    expect(five.machines.map((m) => m.id)).toEqual(more.reverse().slice(0, 5));
  });
});
