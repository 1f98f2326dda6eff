import { GUARD_MESSAGES, type CompanyClaims } from '@ironmatch/contracts/access';
import {
  MACHINE_MESSAGES as M,
  MAX_MACHINE_PICTURES,
  type MachineStatus,
} from '@ironmatch/contracts/machine-rules';
import type { Machine, MachineInput, MineQuery } from '@ironmatch/contracts/machines';
import { normalizePartNumber } from '@ironmatch/contracts/part-matcher-rules';
import { parseRecordId } from '@ironmatch/contracts/record-id';
import type { Db } from '../../db/database';
import { badRequest, forbidden, notFound } from '../../http/app-error';
import type { RecordAccess } from '../../http/record-access';
import type { FileService } from '../../platform/storage/file-service';
import type { CheckedUpload } from '../../platform/storage/upload-check';
import type { MakeResolver } from './machine-makes';
import { toMachine, type Viewer } from './machine-views';
import {
  MACHINE_PICTURE_AREA,
  deleteMachine,
  deletePicture,
  findMachines,
  insertMachine,
  insertPictures,
  linkedPartsOf,
  ownMachines,
  partLinesOf,
  picturesOf,
  replaceLinks,
  replacePartLines,
  setStatus,
  unreferencedKeys,
  updateMachine,
  type MachineWrite,
} from './machines.repository';

/** A machine address: digits naming a stored id, else 404 'Machine not found.'. */

/** Issue 30: only a member company lists a machine; a company without a memid saves drafts. */
function requireMemberToList(auth: CompanyClaims, input: MachineInput): void {
  if (!input.draft && !auth.memid) throw forbidden(GUARD_MESSAGES.memberRequired);
}

export function machineId(raw: string): number {
  const id = parseRecordId(raw);
  if (id === null) throw notFound(M.notFound);
  return id;
}

/**
 * Whole machines (fields, part lines, linked parts, pictures) in the order of `ids`, as `viewer` sees
 * them; hidden ones only for `withHidden` (the owner's pages, issue 30).
 */
export async function loadMachines(
  db: Db,
  ids: readonly number[],
  viewer: Viewer,
  options: { withHidden?: boolean } = {},
): Promise<Machine[]> {
  const records = await findMachines(db, ids, options);
  const found = records.map((r) => r.id);
  const [parts, linked, pictures] = await Promise.all([
    partLinesOf(db, found),
    linkedPartsOf(db, found),
    viewer === 'guest' ? Promise.resolve([]) : picturesOf(db, found),
  ]);
  return records.map((r) => toMachine(r, { parts, linked, pictures }, viewer));
}

export interface MachinesDeps {
  db: Db;
  access: RecordAccess;
  files: FileService;
  makes: MakeResolver;
  /** Called in a new machine's transaction (watches queue their matching there). */
  onListed?: (tx: Db, machineId: number) => Promise<void>;
}

export function createMachinesService(deps: MachinesDeps) {
  const { db, access, files, makes } = deps;

  async function one(executor: Db, id: number): Promise<Machine> {
    const [machine] = await loadMachines(executor, [id], 'company', { withHidden: true });
    if (!machine) throw notFound(M.notFound);
    return machine;
  }

  /** The body as stored: the make resolved (abbreviation, long name or id), numbers normalised. */
  async function toWrite(input: MachineInput): Promise<MachineWrite> {
    const manufacturerId = await makes.resolve(input.manufacturer);
    if (manufacturerId === undefined) throw badRequest(M.unknownManufacturer);
    const { manufacturer: _m, parts: _p, inventoryPartIds: _i, ...rest } = input;
    return {
      ...rest,
      manufacturerId,
      modelNorm: normalizePartNumber(input.model),
      serialNorm: normalizePartNumber(input.serialNumber),
    };
  }

  /** Part lines and links, after every linked id was checked to be the company's own part. */
  async function writeParts(tx: Db, auth: CompanyClaims, id: number, input: MachineInput) {
    // The inventory module's record kind says whose part it is (never a hand-written comparison).
    for (const partId of input.inventoryPartIds)
      if (
        (await access.companyHolds(auth.companyId, 'inventory-part', partId, 'owner', { db: tx })) !== 'held'
      )
        throw badRequest(M.notYourPart);
    await replacePartLines(tx, id, input.parts);
    await replaceLinks(tx, id, input.inventoryPartIds);
  }

  async function removeFiles(keys: string[]) {
    const gone = await unreferencedKeys(db, keys);
    await files.remove(gone).catch(() => undefined);
  }

  return {
    async mine(auth: CompanyClaims, query: MineQuery) {
      const q = query.q ? normalizePartNumber(query.q) : '';
      const { ids, totalCount } = await ownMachines(db, auth.companyId, {
        q: q === '' ? undefined : q,
        status: query.status,
        page: query.page,
        limit: query.limit,
      });
      return { machines: await loadMachines(db, ids, 'company', { withHidden: true }), totalCount };
    },

    async create(auth: CompanyClaims, input: MachineInput): Promise<Machine> {
      requireMemberToList(auth, input);
      const write = await toWrite(input);
      return db.transaction(async (tx) => {
        const id = await insertMachine(tx, auth.companyId, write);
        await writeParts(tx, auth, id, input);
        if (!input.draft) await deps.onListed?.(tx, id);
        return one(tx, id);
      });
    },

    async update(auth: CompanyClaims, rawId: string, input: MachineInput): Promise<Machine> {
      const id = machineId(rawId);
      const write = await toWrite(input);
      return db.transaction(async (tx) => {
        await access.require(auth, 'machine', id, 'owner', { db: tx, lock: true });
        requireMemberToList(auth, input);
        const wasDraft = (await one(tx, id)).draft;
        await updateMachine(tx, id, write);
        await writeParts(tx, auth, id, input);
        // Published now: buyers' watches see it as a new machine.
        if (wasDraft && !input.draft) await deps.onListed?.(tx, id);
        return one(tx, id);
      });
    },

    async setStatus(auth: CompanyClaims, rawId: string, status: MachineStatus): Promise<Machine> {
      const id = machineId(rawId);
      return db.transaction(async (tx) => {
        await access.require(auth, 'machine', id, 'owner', { db: tx, lock: true });
        await setStatus(tx, id, status);
        return one(tx, id);
      });
    },

    async remove(auth: CompanyClaims, rawId: string): Promise<number> {
      const id = machineId(rawId);
      const keys = await db.transaction(async (tx) => {
        await access.require(auth, 'machine', id, 'owner', { db: tx, lock: true });
        const pictures = await picturesOf(tx, [id]);
        await deleteMachine(tx, id);
        return pictures.map((p) => p.key);
      });
      await removeFiles(keys);
      return id;
    },

    async addPictures(auth: CompanyClaims, rawId: string, uploads: CheckedUpload[]): Promise<Machine> {
      const id = machineId(rawId);
      await access.require(auth, 'machine', id, 'owner');
      const tooMany = async (executor: Db) =>
        (await picturesOf(executor, [id])).length + uploads.length > MAX_MACHINE_PICTURES;
      if (await tooMany(db)) throw badRequest(M.tooManyPictures);
      if (uploads.length === 0) return one(db, id);
      return files.withStoredUploads(
        uploads,
        { visibility: 'public', area: MACHINE_PICTURE_AREA },
        (stored) =>
          db.transaction(async (tx) => {
            // Checked again under the lock: two uploads at once never pass 12 together.
            await access.require(auth, 'machine', id, 'owner', { db: tx, lock: true });
            if (await tooMany(tx)) throw badRequest(M.tooManyPictures);
            await insertPictures(
              tx,
              id,
              stored.map((s) => ({ key: s.key, originalName: s.filename })),
            );
            return one(tx, id);
          }),
      );
    },

    async removePicture(auth: CompanyClaims, rawId: string, rawPicnum: string): Promise<Machine> {
      const id = machineId(rawId);
      const picnum = parseRecordId(rawPicnum);
      const { key, machine } = await db.transaction(async (tx) => {
        await access.require(auth, 'machine', id, 'owner', { db: tx, lock: true });
        const removed = picnum === null ? null : await deletePicture(tx, id, picnum);
        if (removed === null) throw notFound(M.pictureNotFound);
        return { key: removed, machine: await one(tx, id) };
      });
      await removeFiles([key]);
      return machine;
    },
  };
}

export type MachinesService = ReturnType<typeof createMachinesService>;
