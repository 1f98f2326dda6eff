import type { MachineBody } from '@ironmatch/contracts/machines';
import type { TestUser } from '../../test/fixtures';
import type { TestApp } from '../../test/test-app';

/** Test helpers of the machines module: a valid body, JSON calls and a multipart picture upload. */
export const machineBody = (over: Partial<MachineBody> = {}): MachineBody => ({
  manufacturer: 'CAT',
  model: '320D L',
  serialNumber: 'CAT0320DKGDL01234',
  year: 2012,
  hours: 11800,
  arrivalDate: '2026-03-02',
  city: 'Dallas',
  state: 'TX',
  status: 'dismantling',
  engineMake: 'CAT',
  engineModel: 'C6.4',
  transmissionModel: '',
  notes: 'Rolled over; boom and stick straight.',
  parts: [
    { component: 'Boom cylinder', condition: 'used', price: 185000 },
    { component: 'Final drive', condition: 'USED', price: null },
  ],
  inventoryPartIds: [],
  ...over,
});

export function machineCalls(t: TestApp) {
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    who?: TestUser,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: who?.headers ?? {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  function upload(who: TestUser, id: number, files: Array<{ name: string; data: Buffer }>) {
    const boundary = `----machine-test-${Math.random().toString(36).slice(2)}`;
    const chunks: Buffer[] = [];
    for (const file of files)
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="pictures"; filename="${file.name}"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        file.data,
        Buffer.from('\r\n'),
      );
    chunks.push(Buffer.from(`--${boundary}--\r\n`));
    return t.app.inject({
      method: 'POST',
      url: `/api/machines/${id}/pictures`,
      headers: { ...who.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat(chunks),
    });
  }

  return { call, upload };
}
