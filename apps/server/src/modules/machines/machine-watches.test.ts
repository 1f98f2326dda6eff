import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Machine, MachineWatch } from '@ironmatch/contracts/machines';
import { createTestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { seedMakes } from '../part-matcher/part-matcher.fixtures';
import { machineBody, machineCalls } from './machines.fixtures';

describe('machine watches and their daily email', async () => {
  const t = await createTestApp();
  const { call } = machineCalls(t);
  let dealer: TestUser;
  let buyer: TestUser;
  let other: TestUser;

  const list = async (who: TestUser, over = {}) => {
    const res = await call('POST', '/api/machines', who, machineBody(over));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.machine as Machine;
  };
  const watch = async (who: TestUser, body: object) => {
    const res = await call('POST', '/api/machine-watches', who, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.watch as MachineWatch;
  };
  const mailsTo = (who: TestUser) =>
    t.mailbox.list().filter((m) => m.to === who.email && m.subject.includes('matching your watch'));
  /** The machines an email links to. */
  const linked = (text: string) => [...text.matchAll(/\/machines\/(\d+)/g)].map((m) => Number(m[1]));
  /** Time passes: the watch's last email was 25 hours ago, and jobs due by then are due now. */
  const dayPasses = async () => {
    await t.db.execute(
      sql`update machine_watches set last_emailed_at = last_emailed_at - interval '25 hours' where last_emailed_at is not null`,
    );
    await t.db.execute(
      sql`update jobs set run_at = now() where kind = 'machine-watch-email' and run_at > now()`,
    );
  };

  beforeAll(async () => {
    await seedMakes(t);
    dealer = await createTestUser(t, { memid: 'M300', company: { name: 'Parting Out Inc' } });
    buyer = await createTestUser(t, { company: { name: 'Need Parts Co' } });
    other = await createTestUser(t, { company: { name: 'Other Buyer' } });
  });

  it('saves, lists (your own only) and removes watches; another user gets 404', async () => {
    const w = await watch(buyer, { manufacturer: 'cat', model: ' 330-C ', state: 'ok' });
    expect(w).toMatchObject({ manufacturer: 'CAT', model: '330-C', state: 'OK' });
    expect(w.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
    await watch(other, { manufacturer: 'CAT', model: '950' });
    const mine = (await call('GET', '/api/machine-watches', buyer)).json().data.watches as MachineWatch[];
    expect(mine.map((x) => x.id)).toEqual([w.id]);

    const stolen = await call('DELETE', `/api/machine-watches/${w.id}`, other);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe('Watch not found.');
    const gone = await call('DELETE', `/api/machine-watches/${w.id}`, buyer);
    expect(gone.json().data).toEqual({ id: w.id });
    expect((await call('GET', '/api/machine-watches', buyer)).json().data.watches).toEqual([]);
  });

  it('refuses a blank model, an unknown make, a bad state and the 21st watch', async () => {
    const blank = await call('POST', '/api/machine-watches', other, { manufacturer: 'CAT', model: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors ?? [blank.json().message]).toContain('Model is required.');
    const make = await call('POST', '/api/machine-watches', other, { manufacturer: 'NOPE', model: '320' });
    expect(make.statusCode).toBe(400);
    const state = await call('POST', '/api/machine-watches', other, {
      manufacturer: 'CAT',
      model: '320',
      state: 'XX',
    });
    expect(state.statusCode).toBe(400);
    expect(JSON.stringify(state.json())).toContain('State must be a two-letter US state.');

    const have = (await call('GET', '/api/machine-watches', other)).json().data.watches.length as number;
    for (let i = have; i < 20; i++) await watch(other, { manufacturer: 'JD', model: `${700 + i}J` });
    const extra = await call('POST', '/api/machine-watches', other, { manufacturer: 'JD', model: '999' });
    expect(extra.statusCode).toBe(409);
    expect(extra.json().message).toBe('You can keep at most 20 machine watches.');
    expect(await call('GET', '/api/guestmachines').then((r) => r.statusCode)).toBe(200);
    const guest = await t.app.inject({ method: 'GET', url: '/api/machine-watches' });
    expect(guest.statusCode).toBe(401);
  });

  it('emails a matching machine once, never a machine that does not match, at most once a day per watch', async () => {
    const before = await list(dealer, { model: '320D', state: 'TX' }); // listed before the watch
    const w = await watch(buyer, { manufacturer: 'CAT', model: '320-D', state: 'TX' });
    const own = await watch(dealer, { manufacturer: 'CAT', model: '320' }); // the listing company's own
    const match = await list(dealer, { model: '320D L', year: 2012, state: 'TX' });
    await list(dealer, { model: '330C', state: 'TX' }); // another model
    await list(dealer, { model: '320D', state: 'OK' }); // another state
    await list(dealer, { manufacturer: 'KOMATSU', model: '320D', state: 'TX' }); // another make
    await t.app.ctx.jobs.drain();

    const first = mailsTo(buyer);
    expect(first).toHaveLength(1);
    expect(first[0]!.text).toContain('CAT 320D L, 2012, TX');
    expect(linked(first[0]!.text)).toEqual([match.id]);
    expect(first[0]!.text).toContain(`${t.app.ctx.config.appUrl}/machines/${match.id}`);
    expect(before.id).not.toBe(match.id);
    expect(mailsTo(dealer)).toHaveLength(0);
    await call('DELETE', `/api/machine-watches/${own.id}`, dealer);

    // Two more matches within the day: no email until the 24 hours are over, then one with both.
    const second = await list(dealer, { model: '320D', year: 2010, state: 'TX' });
    const third = await list(dealer, { model: '320DL', year: 2014, state: 'TX' });
    await t.app.ctx.jobs.drain();
    expect(mailsTo(buyer)).toHaveLength(1);
    await dayPasses();
    await t.app.ctx.jobs.drain();
    const all = mailsTo(buyer);
    expect(all).toHaveLength(2);
    expect(linked(all[0]!.text).sort()).toEqual([second.id, third.id].sort()); // newest first

    await t.app.ctx.jobs.drain();
    expect(mailsTo(buyer)).toHaveLength(2);
    await call('DELETE', `/api/machine-watches/${w.id}`, buyer);
  });

  it('sends nothing with machineWatchEmails off; the setting is answered and defaults on', async () => {
    const read = await call('PATCH', `/api/user/${buyer.userId}/email-settings`, buyer, {
      machineWatchEmails: true,
    });
    expect(read.json().data.settings.machineWatchEmails).toBe(true);
    const off = await call('PATCH', `/api/user/${buyer.userId}/email-settings`, buyer, {
      machineWatchEmails: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.settings.machineWatchEmails).toBe(false);
    const sent = mailsTo(buyer).length;
    await watch(buyer, { manufacturer: 'CAT', model: '966' });
    await list(dealer, { model: '966H', state: 'TX' });
    await t.app.ctx.jobs.drain();
    await dayPasses();
    await t.app.ctx.jobs.drain();
    expect(mailsTo(buyer)).toHaveLength(sent);
  });
});
