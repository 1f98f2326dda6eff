import { expect } from 'vitest';
import type { InventoryPart } from '@ironmatch/contracts/inventory';
import type { InventoryImport } from '@ironmatch/contracts/inventory-imports';
import type { TestApp } from '../../test/test-app';
import type { TestUser } from '../../test/fixtures';

/** The inventory tests' calls: uploads as multipart forms, imports run through the job, the parts list. */

export /** A multipart/form-data body: text fields, then files under their field names. */
function form(
  fields: Record<string, string>,
  files: Array<{ field: string; name: string; data: Buffer | string }>,
) {
  const boundary = `----inventory-test-${Math.random().toString(36).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const f of files)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      Buffer.isBuffer(f.data) ? f.data : Buffer.from(f.data),
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function inventoryClient(t: TestApp) {
  const upload = (
    who: TestUser,
    csv: string | Buffer,
    fields: Record<string, string> = {},
    url = '/api/inventory/imports',
  ) => {
    const body = form(fields, [{ field: 'file', name: 'stock.csv', data: csv }]);
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...who.headers, ...body.headers },
      payload: body.payload,
    });
  };
  const importOf = (res: { json(): unknown }) =>
    (res.json() as { data: { import: InventoryImport } }).data.import;
  const get = (who: TestUser, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });
  const partsOf = async (who: TestUser, query = '') => {
    const res = await get(who, `/api/inventory/parts?limit=100${query}`);
    expect(res.statusCode).toBe(200);
    return res.json().data as { parts: InventoryPart[]; count: number };
  };
  /** Uploads, runs the queued job, answers the finished import. */
  const runImport = async (who: TestUser, csv: string, fields: Record<string, string> = {}) => {
    const res = await upload(who, csv, fields);
    expect(res.statusCode, res.body).toBe(201);
    const queued = importOf(res);
    expect(queued.status).toBe('queued');
    await t.app.ctx.jobs.drain();
    return importOf(await get(who, `/api/inventory/imports/${queued.id}`));
  };
  const browseCount = async (who: TestUser) =>
    ((await get(who, '/api/browseparts/')).json().data as { count: number }).count;
  return { upload, importOf, get, partsOf, runImport, browseCount };
}
