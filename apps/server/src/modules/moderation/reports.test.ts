import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminReport } from '@ironmatch/contracts/moderation';
import { createTestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { body } from '../listings/listings.fixtures';
import { moderationCalls } from './moderation.fixtures';

/** Reports (issue 30): a logged-in user flags a record; operators see the queue and resolve. */
describe('reports', async () => {
  const t = await createTestApp();
  const { call, auditOf } = moderationCalls(t);
  let operator: TestUser;
  let dealer: TestUser;
  let reporter: TestUser;
  let listingId: number;
  let suggestionId: number;

  const report = (payload: unknown, who: TestUser | undefined = reporter) =>
    call('POST', '/api/reports', who, payload);
  const queue = async (query = '') => {
    const res = await call('GET', `/api/admin/reports${query}`, operator);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { reports: AdminReport[]; count: number };
  };

  beforeAll(async () => {
    operator = await createTestUser(t, { operator: true, company: false });
    dealer = await createTestUser(t, { memid: 'NCREP1', company: { name: 'Reported Iron' } });
    reporter = await createTestUser(t, { company: false, email: 'reporter@example.test' });
    listingId = (await call('POST', '/api/listings', dealer, body())).json().data.listing.id;
    suggestionId = (await call('POST', '/api/suggestions', dealer, { suggestion: 'Report me' })).json().data
      .suggestion.id;
  });

  it('takes a report from a logged-in user and refuses guests, unknown reasons, types and targets', async () => {
    const res = await report({
      targetType: 'listing',
      targetId: listingId,
      reason: 'fraud',
      text: ' Fake photos ',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.report).toEqual({
      id: expect.any(Number),
      targetType: 'listing',
      targetId: listingId,
      reason: 'fraud',
      text: 'Fake photos',
      status: 'open',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    const noText = await report({ targetType: 'suggestion', targetId: suggestionId, reason: 'spam' });
    expect(noText.statusCode).toBe(201);
    expect(noText.json().data.report.text).toBe('');

    const guest = await call('POST', '/api/reports', undefined, {
      targetType: 'listing',
      targetId: listingId,
      reason: 'spam',
    });
    expect(guest.statusCode).toBe(401);
    const badReason = await report({ targetType: 'listing', targetId: listingId, reason: 'boring' });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json().message).toBe(
      'Reason must be one of spam, fraud, offensive, wrong_information, other.',
    );
    const badType = await report({ targetType: 'order', targetId: listingId, reason: 'spam' });
    expect(badType.statusCode).toBe(400);
    const tooLong = await report({
      targetType: 'listing',
      targetId: listingId,
      reason: 'other',
      text: 'x'.repeat(2001),
    });
    expect(tooLong.statusCode).toBe(400);
    const unknown = await report({ targetType: 'machine', targetId: 99999999, reason: 'spam' });
    expect(unknown.json()).toEqual({ status: 404, message: 'Machine not found.' });
  });

  it('lists the open queue newest first, resolves once with one audit row, and refuses a hidden target', async () => {
    const { reports, count } = await queue();
    expect(count).toBe(2);
    expect(reports.map((r) => r.targetType)).toEqual(['suggestion', 'listing']);
    expect(reports[1]).toMatchObject({
      reason: 'fraud',
      status: 'open',
      reporter: { userId: reporter.userId, email: 'reporter@example.test', companyId: null },
      resolvedAt: null,
      resolution: null,
    });

    const id = reports[1]!.id;
    const hidden = await call('POST', '/api/admin/moderation/hide', operator, {
      targetType: 'listing',
      targetId: listingId,
      reason: 'Fraud',
    });
    expect(hidden.statusCode).toBe(200);
    const again = await report({ targetType: 'listing', targetId: listingId, reason: 'spam' });
    expect(again.json()).toEqual({ status: 404, message: 'Listing not found.' });

    const resolved = await call('POST', `/api/admin/reports/${id}/resolve`, operator, {
      resolution: 'Hidden',
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json().data.report).toMatchObject({ id, status: 'resolved', resolution: 'Hidden' });
    expect(resolved.json().data.report.resolvedAt).toMatch(/Z$/);
    expect((await queue()).reports.map((r) => r.id)).not.toContain(id);
    expect((await queue('?status=resolved')).reports.map((r) => r.id)).toEqual([id]);
    expect((await queue('?status=all')).count).toBe(2);

    const twice = await call('POST', `/api/admin/reports/${id}/resolve`, operator, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This report is already resolved.');
    const missing = await call('POST', '/api/admin/reports/99999999/resolve', operator, {});
    expect(missing.json()).toEqual({ status: 404, message: 'Report not found.' });
    const audit = await auditOf('report', id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'report.resolve',
      before: { status: 'open', resolution: null },
      after: { status: 'resolved', resolution: 'Hidden' },
      requestId: resolved.headers['x-request-id'],
    });
    const bad = await call('GET', '/api/admin/reports?status=closed', operator);
    expect(bad.statusCode).toBe(400);
  });

  it('keeps the queue and resolve from everybody but an operator', async () => {
    for (const who of [undefined, reporter, dealer]) {
      expect((await call('GET', '/api/admin/reports', who)).statusCode).toBe(404);
      expect((await call('POST', '/api/admin/reports/1/resolve', who, {})).statusCode).toBe(404);
    }
  });
});
