import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openTestDatabase } from '../../test/test-database';
import { testConfig } from '../../test/test-app';
import { createDevMailbox } from './mailer';

const dir = mkdtempSync(path.join(tmpdir(), 'ironmatch-mailbox-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const mail = (n: number) => ({
  to: `u${n}@example.test`,
  subject: `Mail ${n}`,
  html: `<p>${n}</p>`,
  text: `${n}`,
});

describe('the development mailbox', () => {
  it('keeps its mail across restarts, newest first, with the same ids', async () => {
    const file = path.join(dir, 'a', 'dev-mailbox.jsonl');
    const first = createDevMailbox(() => undefined, { file });
    await first.send(mail(1));
    await first.send(mail(2));
    await first.close();
    const second = createDevMailbox(() => undefined, { file });
    expect(second.list().map((m) => [m.id, m.subject])).toEqual([
      [2, 'Mail 2'],
      [1, 'Mail 1'],
    ]);
    await second.send(mail(3));
    expect(second.list()[0]).toMatchObject({ id: 3, to: 'u3@example.test', html: '<p>3</p>' });
  });

  it('keeps only the newest mail, trims its file, and skips a line cut short', async () => {
    const file = path.join(dir, 'dev-mailbox.jsonl');
    writeFileSync(
      file,
      `${JSON.stringify({ ...mail(0), id: 7, sentAt: '2025-01-01T00:00:00Z' })}\n{"id": 8, "to"`,
    );
    const box = createDevMailbox(() => undefined, { file, capacity: 3 });
    expect(box.list().map((m) => m.id)).toEqual([7]);
    for (let n = 1; n <= 8; n++) await box.send(mail(n));
    expect(box.list().map((m) => m.subject)).toEqual(['Mail 8', 'Mail 7', 'Mail 6']);
    expect(readFileSync(file, 'utf8').trim().split('\n').length).toBeLessThanOrEqual(6);
    const reopened = createDevMailbox(() => undefined, { file, capacity: 3 });
    expect(reopened.list().map((m) => m.subject)).toEqual(['Mail 8', 'Mail 7', 'Mail 6']);
  });

  it('is readable by its owner only (0600, like jwt-secret): when created, rewritten or found wider', async () => {
    const mode = (file: string) => statSync(file).mode & 0o777;
    const file = path.join(dir, 'private', 'dev-mailbox.jsonl');
    const box = createDevMailbox(() => undefined, { file, capacity: 2 });
    await box.send(mail(1));
    expect(mode(file)).toBe(0o600);
    // Past twice the capacity the file is rewritten (a new file renamed into place).
    for (let n = 2; n <= 6; n++) await box.send(mail(n));
    expect(mode(file)).toBe(0o600);
    await box.close();
    // A file an older version left readable by everyone is closed up when the mailbox opens it.
    const old = path.join(dir, 'private', 'older.jsonl');
    writeFileSync(old, `${JSON.stringify({ ...mail(0), id: 1, sentAt: '2025-01-01T00:00:00Z' })}\n`, {
      mode: 0o644,
    });
    createDevMailbox(() => undefined, { file: old });
    expect(mode(old)).toBe(0o600);
  });

  it('is kept under DATA_DIR by the server, and survives a restart of it', async () => {
    const dataDir = path.join(dir, 'data');
    const database = await openTestDatabase();
    try {
      const config = testConfig({
        env: 'development',
        dataDir,
        storage: { kind: 'local', dir: path.join(dataDir, 'files') },
      });
      const app = await buildApp({ config, database });
      expect(app.ctx.mailer.kind).toBe('dev-mailbox');
      await app.ctx.mailer.send(mail(1));
      await app.close();
      const again = await buildApp({ config, database });
      const res = await again.inject({ method: 'GET', url: '/dev/mailbox.json' });
      expect(res.json().data.messages.map((m: { subject: string }) => m.subject)).toEqual(['Mail 1']);
      await again.close();
      // Production never writes one.
      const prodDir = path.join(dir, 'prod');
      const prod = await buildApp({ config: { ...config, env: 'production', dataDir: prodDir }, database });
      await prod.ctx.mailer.send(mail(2));
      await prod.close();
      expect(() => readFileSync(path.join(prodDir, 'dev-mailbox.jsonl'))).toThrow();
    } finally {
      await database.close();
    }
  });
});
