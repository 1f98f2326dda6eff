import type { FastifyInstance } from 'fastify';
import { FILE_MESSAGES } from '@ironmatch/contracts/files';
import {
  LISTING_MESSAGES,
  LISTING_PICTURE_LIMITS,
  LISTING_PICTURE_PATH,
} from '@ironmatch/contracts/listing-rules';
import { listingsEndpoints as api } from '@ironmatch/contracts/listings-endpoints';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { ApiApp } from '../../http/api-app';
import { notFound } from '../../http/app-error';
import { route } from '../../http/endpoint-route';
import { ok } from '../../http/envelope';
import { readMultipartForm } from '../../http/multipart-form';
import type { FileService } from '../../platform/storage/file-service';
import { sendStoredFile } from '../../platform/storage/file-routes';
import { defineListingRecords } from './listings-records';
import { PICTURE_PREFIX } from './listing-pictures.repository';
import { createListingsService } from './listings.service';

/** Guest pages per client address per minute. */
export const GUEST_LIST_PAGES_PER_MINUTE = 120;
const perMinute = (max: number) => ({ config: { rateLimit: { max, timeWindow: 60_000 } } });

/** For-sale listings (spec marketplace 2, 3, 7, 9) and the dealers' listing manager. */
export async function listingsRoutes(app: ApiApp, ctx: AppContext): Promise<void> {
  defineListingRecords(ctx.access);
  const listings = createListingsService({ db: ctx.database.db, access: ctx.access, files: ctx.files });

  route(app, api.filterList, async (request) => ok(await listings.filterList(request.auth, request.query)));
  route(app, api.list, async (request) => {
    const data = await listings.list(request.auth, request.query);
    return ok(data, LISTING_MESSAGES.found(data.totalCount));
  });
  route(app, api.guestList, perMinute(GUEST_LIST_PAGES_PER_MINUTE), async (request) => {
    const data = await listings.guestList(request.query);
    return ok(data, LISTING_MESSAGES.found(data.totalCount));
  });
  route(app, api.detail, async (request) => ok(await listings.detail(request.auth, request.params.id)));
  route(app, api.guestDetail, perMinute(GUEST_LIST_PAGES_PER_MINUTE), async (request) =>
    ok(await listings.guestDetail(request.params.id)),
  );

  route(app, api.mine, async (request) => ok(await listings.mine(request.auth, request.query)));
  route(app, api.create, async (request) =>
    ok({ listing: await listings.create(request.auth, request.body) }, LISTING_MESSAGES.created, 201),
  );
  route(app, api.update, async (request) =>
    ok(
      { listing: await listings.update(request.auth, request.params.id, request.body) },
      LISTING_MESSAGES.updated,
    ),
  );
  route(app, api.remove, async (request) =>
    ok({ id: await listings.remove(request.auth, request.params.id) }, LISTING_MESSAGES.removed),
  );
  route(app, api.addPictures, async (request) => {
    const form = await readMultipartForm(request, {
      fields: z.object({}),
      fileField: 'pictures',
      limits: LISTING_PICTURE_LIMITS,
    });
    const listing = await listings.addPictures(request.auth, request.params.id, form.files);
    return ok({ listing }, LISTING_MESSAGES.picturesAdded, 201);
  });
  route(app, api.orderPictures, async (request) =>
    ok({ listing: await listings.orderPictures(request.auth, request.params.id, request.body.order) }),
  );
  route(app, api.removePicture, async (request) =>
    ok(
      { listing: await listings.removePicture(request.auth, request.params.id, request.params.picnum) },
      LISTING_MESSAGES.pictureRemoved,
    ),
  );
}

/** A stored listing picture's name: what the generated key ends with (or a demo picture's name). */
const PICTURE_NAME = '[A-Za-z0-9][A-Za-z0-9_-]{0,99}\\.[a-z0-9]{1,5}';

/**
 * Listing pictures at `/forsale/<filename>` and thumbnails at `/forsale/thumb/<filename>` (spec 7),
 * from file storage. Only names of that shape are routed here, so the list pages under /forsale stay the
 * web app's; a missing picture is the 404 envelope, never the page.
 */
export async function listingPictureRoutes(app: FastifyInstance, files: FileService): Promise<void> {
  const missing = () => notFound(FILE_MESSAGES.notFound);
  app.get(`${LISTING_PICTURE_PATH}/:filename(^${PICTURE_NAME}$)`, async (request, reply) => {
    const { filename } = request.params as { filename: string };
    const file = await files.storage.open(`${PICTURE_PREFIX}${filename}`);
    if (!file) throw missing();
    return sendStoredFile(reply, file, { fallbackName: filename, cache: 'public' });
  });
  app.get(`${LISTING_PICTURE_PATH}/thumb/:filename(^${PICTURE_NAME}$)`, async (request, reply) => {
    const { filename } = request.params as { filename: string };
    const thumb = await files.openThumbnail(`${PICTURE_PREFIX}${filename}`);
    if (!thumb) throw missing();
    return sendStoredFile(reply, thumb, {
      fallbackName: filename.replace(/\.[a-z0-9]+$/, '-thumb.webp'),
      cache: 'public',
    });
  });
}
