import { GUARD_MESSAGES, type AccessClaims, type CompanyClaims } from '@ironmatch/contracts/access';
import {
  LISTING_MESSAGES,
  LISTING_SUBCATEGORIES,
  MAX_LISTING_PICTURES,
  effectiveListingSort,
  listingThumbnailUrl,
  normalizeModelNumber,
} from '@ironmatch/contracts/listing-rules';
import { LISTED_CATEGORY_CODES, type ListedCategory } from '@ironmatch/contracts/listing-categories';
import {
  type GuestListing,
  type Listing,
  type ListingInput,
  type ListQueryParsed,
  type OwnListing,
  type OwnListingsQueryParsed,
} from '@ironmatch/contracts/listings';
import { isCreateAccountRow } from '@ironmatch/contracts/part-matcher-rules';
import { parseRecordId } from '@ironmatch/contracts/record-id';
import type { Db } from '../../db/database';
import { badRequest, forbidden, notFound } from '../../http/app-error';
import { buyerStandings } from '../storefront/storefront-pricing.service';
import { recordIdOr404 } from '../../http/id-param';
import type { RecordAccess } from '../../http/record-access';
import type { FileService } from '../../platform/storage/file-service';
import type { CheckedUpload } from '../../platform/storage/upload-check';
import {
  companiesWithListings,
  companyIdsNamed,
  deleteListing,
  findListing,
  insertListing,
  listPage,
  ownListings,
  renumberCategory,
  updateListing,
  type ListingRow,
} from './listings.repository';
import {
  PICTURE_PREFIX,
  deletePicture,
  insertPictures,
  pictureUrl,
  picturesOf,
  reorderPictures,
  unreferencedKeys,
  type PictureRow,
} from './listing-pictures.repository';

/** Made-up seller names for the guests' blur: never a real company. */
const BLUR_WORDS = [
  'Equipment',
  'Iron',
  'Machinery',
  'Parts',
  'Tractor',
  'Supply',
  'Heavy',
  'Salvage',
  'Diesel',
];
function blurredName(): string {
  const pick = () => BLUR_WORDS[Math.floor(Math.random() * BLUR_WORDS.length)]!;
  return `${pick()} ${pick()} Co`;
}

function toListing(row: ListingRow): Listing & Pick<OwnListing, 'draft' | 'hidden' | 'hiddenReason'> {
  return { ...row, price: row.price === null ? null : Number(row.price) };
}

/** Issue 30: only a member company publishes; a company without a memid saves drafts. */
function mayPublish(auth: CompanyClaims, input: ListingInput): void {
  if (!input.draft && !auth.memid) throw forbidden(GUARD_MESSAGES.memberRequired);
}

/** The guest's view of a row: what the spec lets a guest see, nothing else (DECISIONS.md). */
function toGuestListing(row: ListingRow, createAccountToView: boolean): GuestListing {
  return {
    id: row.id,
    title: row.title,
    companyname: blurredName(),
    website: '',
    phone: '',
    city: row.city,
    state: row.state,
    modelnum: row.modelnum,
    manuflong: row.manuflong,
    condlong: row.condlong,
    category: row.category,
    subcategory: row.subcategory,
    price: null,
    details: row.details,
    shipnotes: '',
    serialnum: row.serialnum,
    stocknum: row.stocknum,
    modelyear: row.modelyear,
    hours: row.hours,
    dimensions: row.dimensions,
    weight: row.weight,
    location: '',
    datemod: row.datemod,
    filename: null,
    piccount: 0,
    createAccountToView,
  };
}

function toPicture(p: PictureRow) {
  return {
    id: p.id,
    picnum: p.picnum,
    filename: p.filename,
    picurl: pictureUrl(p.filename),
    thumburl: listingThumbnailUrl(p.filename),
  };
}

const listingId = (raw: string): number => recordIdOr404(raw, LISTING_MESSAGES.notFound);

/** Spec line breaks: details are kept with `<br>` tags for line breaks (spec 3). */
function detailsForStorage(details: string): string {
  return details.replace(/\r\n|\r|\n/g, '<br>');
}

export function createListingsService(deps: { db: Db; access: RecordAccess; files: FileService }) {
  const { db, access, files } = deps;

  async function ownListing(executor: Db, id: number): Promise<OwnListing> {
    const row = await findListing(executor, id);
    if (!row) throw notFound(LISTING_MESSAGES.notFound);
    const pictures = await picturesOf(executor, [id]);
    return { ...toListing(row), pictures: pictures.map(toPicture) };
  }

  /** Issue 25: a seller that shows prices to approved customers only hides them from everyone else. */
  async function seenBy<T extends { companyId: number; price: number | null }>(
    auth: CompanyClaims,
    listings: T[],
  ): Promise<T[]> {
    const standings = await buyerStandings(
      db,
      auth.companyId,
      listings.map((l) => l.companyId),
    );
    return listings.map((l) =>
      standings.get(l.companyId)?.pricesHidden ? { ...l, price: null, priceHidden: true } : l,
    );
  }

  async function removeFiles(keys: string[]) {
    const gone = await unreferencedKeys(db, keys);
    await files.remove(gone).catch(() => undefined);
  }

  async function page(query: ListQueryParsed, companyName?: string) {
    const companyIds = companyName === undefined ? undefined : await companyIdsNamed(db, companyName);
    return listPage(db, {
      category: query.category,
      mod: effectiveListingSort(query.mod, query.modelNum),
      subcategory: query.subCategoryMod,
      companyIds,
      modelPrefix: query.modelNum,
      page: query.page,
      limit: query.limit,
    });
  }

  return {
    async filterList(
      auth: AccessClaims | null,
      query: { category?: number; companyMod?: string; subCategoryMod?: string },
    ) {
      const categories = query.category !== undefined ? [query.category] : LISTED_CATEGORY_CODES;
      const subs = [...new Set(categories.flatMap((c) => LISTING_SUBCATEGORIES[c as ListedCategory]))];
      const companyList =
        auth?.companyId != null
          ? (await companiesWithListings(db, categories, query.subCategoryMod)).map((companyname) => ({
              companyname,
            }))
          : [];
      return { companyList, subCategoryList: subs.map((subcat_name) => ({ subcat_name })) };
    },

    async list(auth: CompanyClaims, query: ListQueryParsed) {
      const { rows, totalCount } = await page(query, query.companyMod);
      return { attachments: await seenBy(auth, rows.map(toListing)), totalCount };
    },

    /** Guests: the company filter is ignored; every row is masked here, on the server. */
    async guestList(query: ListQueryParsed) {
      const { rows, totalCount } = await page(query);
      return {
        attachments: rows.map((r, i) => toGuestListing(r, isCreateAccountRow(i, rows.length))),
        totalCount,
      };
    },

    async detail(auth: CompanyClaims, rawId: string) {
      const row = await findListing(db, listingId(rawId), { listedOnly: true });
      if (!row) throw notFound(LISTING_MESSAGES.notFound);
      const pictures = await picturesOf(db, [row.id]);
      const [attachment] = await seenBy(auth, [toListing(row)]);
      return {
        attachment: attachment!,
        filenames: pictures.map((p) => ({ filename: p.filename, picnum: p.picnum })),
        picurls: pictures.map((p) => ({ picurl: pictureUrl(p.filename), picnum: p.picnum })),
      };
    },

    async guestDetail(rawId: string) {
      const row = await findListing(db, listingId(rawId), { listedOnly: true });
      if (!row) throw notFound(LISTING_MESSAGES.notFound);
      return { attachment: toGuestListing(row, false) };
    },

    async mine(auth: CompanyClaims, query: OwnListingsQueryParsed) {
      const { rows, totalCount } = await ownListings(db, auth.companyId, {
        ...query,
        qNorm: query.q === undefined ? undefined : normalizeModelNumber(query.q),
      });
      const pictures = await picturesOf(
        db,
        rows.map((r) => r.id),
      );
      return {
        listings: rows.map((r) => ({
          ...toListing(r),
          pictures: pictures.filter((p) => p.listingId === r.id).map(toPicture),
        })),
        totalCount,
      };
    },

    async create(auth: CompanyClaims, input: ListingInput): Promise<OwnListing> {
      mayPublish(auth, input);
      return db.transaction(async (tx) => {
        const id = await insertListing(
          tx,
          auth.companyId,
          { ...input, details: detailsForStorage(input.details) },
          normalizeModelNumber(input.modelnum),
        );
        await renumberCategory(tx, input.category);
        return ownListing(tx, id);
      });
    },

    async update(auth: CompanyClaims, rawId: string, input: ListingInput): Promise<OwnListing> {
      const id = listingId(rawId);
      return db.transaction(async (tx) => {
        // Another company's listing is 404 before the membership rule speaks.
        await access.require(auth, 'listing', id, 'owner', { db: tx, lock: true });
        mayPublish(auth, input);
        const before = await updateListing(
          tx,
          id,
          { ...input, details: detailsForStorage(input.details) },
          normalizeModelNumber(input.modelnum),
        );
        // Categories are renumbered in code order so two writers never wait on each other crosswise.
        for (const c of [...new Set([before, input.category])].sort()) await renumberCategory(tx, c);
        return ownListing(tx, id);
      });
    },

    async remove(auth: CompanyClaims, rawId: string): Promise<number> {
      const id = listingId(rawId);
      const keys = await db.transaction(async (tx) => {
        await access.require(auth, 'listing', id, 'owner', { db: tx, lock: true });
        const pictures = await picturesOf(tx, [id]);
        const category = await deleteListing(tx, id);
        if (category !== null) await renumberCategory(tx, category);
        return pictures.map((p) => p.key);
      });
      await removeFiles(keys);
      return id;
    },

    async addPictures(auth: CompanyClaims, rawId: string, uploads: CheckedUpload[]): Promise<OwnListing> {
      const id = listingId(rawId);
      await access.require(auth, 'listing', id, 'owner');
      const tooMany = async (executor: Db) =>
        (await picturesOf(executor, [id])).length + uploads.length > MAX_LISTING_PICTURES;
      if (await tooMany(db)) throw badRequest(LISTING_MESSAGES.tooManyPictures);
      if (uploads.length === 0) return ownListing(db, id);
      return files.withStoredUploads(uploads, { visibility: 'public', area: 'listings' }, (stored) =>
        db.transaction(async (tx) => {
          // Checked again under the lock: two uploads at once never pass 12 together.
          await access.require(auth, 'listing', id, 'owner', { db: tx, lock: true });
          if (await tooMany(tx)) throw badRequest(LISTING_MESSAGES.tooManyPictures);
          await insertPictures(
            tx,
            id,
            stored.map((s) => ({
              key: s.key,
              filename: s.key.slice(PICTURE_PREFIX.length),
              originalName: s.filename,
            })),
          );
          return ownListing(tx, id);
        }),
      );
    },

    async orderPictures(auth: CompanyClaims, rawId: string, order: number[]): Promise<OwnListing> {
      const id = listingId(rawId);
      return db.transaction(async (tx) => {
        await access.require(auth, 'listing', id, 'owner', { db: tx, lock: true });
        const current = (await picturesOf(tx, [id])).map((p) => p.id);
        const same =
          order.length === current.length &&
          new Set(order).size === order.length &&
          order.every((o) => current.includes(o));
        if (!same) throw badRequest(LISTING_MESSAGES.badPictureOrder);
        await reorderPictures(tx, id, order);
        return ownListing(tx, id);
      });
    },

    async removePicture(auth: CompanyClaims, rawId: string, rawPicnum: string): Promise<OwnListing> {
      const id = listingId(rawId);
      const picnum = parseRecordId(rawPicnum);
      const { key, listing } = await db.transaction(async (tx) => {
        await access.require(auth, 'listing', id, 'owner', { db: tx, lock: true });
        const removed = picnum === null ? null : await deletePicture(tx, id, picnum);
        if (removed === null) throw notFound(LISTING_MESSAGES.pictureNotFound);
        return { key: removed, listing: await ownListing(tx, id) };
      });
      await removeFiles([key]);
      return listing;
    },
  };
}

export type ListingsService = ReturnType<typeof createListingsService>;
