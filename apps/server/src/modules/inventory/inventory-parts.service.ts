import type { CompanyClaims } from '@ironmatch/contracts/access';
import {
  EXPORT_HEADERS,
  IMPORT_FIELDS,
  INVENTORY_MESSAGES as M,
  MAX_PART_PICTURES,
  centsToDollars,
  csvCell,
  type InventoryPart,
  type PartBody,
} from '@ironmatch/contracts/inventory';
import { PART_MATCHER_MESSAGES, type Condition } from '@ironmatch/contracts/part-matcher-rules';
import type { Db } from '../../db/database';
import { badRequest, conflict } from '../../http/app-error';
import type { RecordAccess } from '../../http/record-access';
import { publicFileUrl } from '../../platform/storage/file-links';
import type { FileService } from '../../platform/storage/file-service';
import type { CheckedUpload } from '../../platform/storage/upload-check';
import type { StockPart, StockPartFields } from './stock-part';
import type { StockService } from './stock.service';

const DUPLICATE = 'You already list this part number, manufacturer and condition: edit that part instead.';

/** Single parts of a dealer's stock (add, edit, delete, pictures) and the CSV export. */
export function createInventoryPartsService(deps: {
  stock: StockService;
  files: FileService;
  access: RecordAccess;
}) {
  const { stock, files, access } = deps;
  /** The one record-level check, in the change's transaction with the part's row lock. */
  const owned = (auth: CompanyClaims, id: number) => (tx: Db) =>
    access.require(auth, 'inventory-part', id, 'owner', { db: tx, lock: true });

  async function toView(parts: StockPart[]): Promise<InventoryPart[]> {
    const makes = await stock.catalog.byIdMap();
    return parts.map((p) => {
      const make = makes.get(p.manufacturerId);
      return {
        id: Number(p.id),
        partNumber: p.partnum,
        manufacturer: make?.abbrname ?? 'N/A',
        manufacturerName: make?.longName ?? 'N/A',
        condition: p.condition,
        description: p.description,
        quantity: p.quantity,
        price: p.priceCents,
        wholesalePrice: p.wholesalePriceCents,
        pictures: p.pictures.map((key) => ({
          key,
          url: publicFileUrl(key),
          thumbUrl: publicFileUrl(key, 'thumb'),
        })),
        updatedAt: p.updatedAt,
      };
    });
  }
  const one = async (part: StockPart) => (await toView([part]))[0]!;

  async function makeIdOf(value: string | number): Promise<number> {
    const { resolve } = await stock.makeResolver();
    const id = resolve(String(value));
    if (id === undefined) throw badRequest(PART_MATCHER_MESSAGES.unknownManufacturer);
    return id;
  }

  async function rowOf(body: PartBody & { description: string }): Promise<StockPartFields> {
    return {
      partnum: body.partNumber.trim(),
      manufacturerId: await makeIdOf(body.manufacturer),
      condition: body.condition as Condition,
      description: body.description,
      quantity: Number(body.quantity),
      priceCents: body.price,
      wholesalePriceCents: body.wholesalePrice,
      pictures: null,
    };
  }

  return {
    async list(
      auth: CompanyClaims,
      query: { q?: string; manufacturer?: string; condition?: Condition; page: number; limit: number },
    ) {
      const manufacturerId =
        query.manufacturer && query.manufacturer.trim() !== ''
          ? await makeIdOf(query.manufacturer)
          : undefined;
      const { parts, count } = await stock.list(
        auth.companyId,
        { prefix: query.q, manufacturerId, condition: query.condition },
        query.page,
        query.limit,
      );
      return { parts: await toView(parts), count, page: query.page, limit: query.limit };
    },

    async create(auth: CompanyClaims, body: PartBody & { description: string }): Promise<InventoryPart> {
      const part = await stock.add(auth.companyId, await rowOf(body));
      if (!part) throw conflict(DUPLICATE);
      return one(part);
    },

    async update(
      auth: CompanyClaims,
      id: number,
      body: PartBody & { description: string },
    ): Promise<InventoryPart> {
      const result = await stock.update(auth.companyId, id, await rowOf(body), owned(auth, id));
      if (result === 'duplicate') throw conflict(DUPLICATE);
      return one(result);
    },

    async remove(auth: CompanyClaims, id: number): Promise<void> {
      await stock.remove(id, owned(auth, id));
      // Saved search results may still show the pictures: the files stay (ADR 0007 keeps keys for good).
    },

    async addPictures(auth: CompanyClaims, id: number, uploads: CheckedUpload[]): Promise<InventoryPart> {
      await access.require(auth, 'inventory-part', id, 'owner');
      const result = await files.withStoredUploads(
        uploads,
        { visibility: 'public', area: 'parts' },
        async (stored) => {
          // Thrown inside (a refused check too), so the files just written are removed again.
          const r = await stock.addPictures(
            id,
            stored.map((s) => s.key),
            MAX_PART_PICTURES,
            owned(auth, id),
          );
          if (r === 'full') throw badRequest(M.tooManyPictures);
          return r;
        },
      );
      return one(result);
    },

    /** The stock as CSV text chunks, read 2,000 parts at a time: memory stays flat whatever the stock's size. */
    exportCsv(auth: CompanyClaims): AsyncGenerator<string> {
      return (async function* () {
        yield `${IMPORT_FIELDS.map((f) => csvCell(EXPORT_HEADERS[f])).join(',')}\r\n`;
        for await (const parts of stock.scan(auth.companyId)) {
          const makes = await stock.catalog.byIdMap();
          let chunk = '';
          for (const p of parts) {
            chunk += `${[
              p.partnum,
              makes.get(p.manufacturerId)?.abbrname ?? '',
              p.condition,
              p.description,
              p.quantity,
              centsToDollars(p.priceCents),
              p.pictures.join('; '),
              centsToDollars(p.wholesalePriceCents),
            ]
              .map(csvCell)
              .join(',')}\r\n`;
          }
          yield chunk;
        }
      })();
    },
  };
}
