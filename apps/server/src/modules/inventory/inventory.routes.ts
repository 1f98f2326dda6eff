import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CompanyClaims } from '@ironmatch/contracts/access';
import { z } from 'zod';
import { MEGABYTE, PICTURE_UPLOAD_TYPES, type UploadLimits } from '@ironmatch/contracts/files';
import {
  INVENTORY_FILE_MAX_BYTES,
  INVENTORY_MESSAGES as M,
  MAX_PART_PICTURES,
} from '@ironmatch/contracts/inventory';
import { importFieldsSchema } from '@ironmatch/contracts/inventory-imports';
import { inventoryEndpoints as api } from '@ironmatch/contracts/inventory-endpoints';
import type { AppContext } from '../../app-context';
import type { ApiApp } from '../../http/api-app';
import { badRequest } from '../../http/app-error';
import { parseFormFields, readMultipartForm, readMultipartParts } from '../../http/multipart-form';
import { recordIdOr404 } from '../../http/id-param';
import { route } from '../../http/endpoint-route';
import { ok } from '../../http/envelope';
import { createStockService } from './stock.service';
import { storeImportFile, type StoredImportFile } from './import-file';
import { createImportService, inventoryImportJob } from './inventory-import.service';
import { createInventoryPartsService } from './inventory-parts.service';
import { defineInventoryRecords } from './inventory-records';

const PICTURE_LIMITS: UploadLimits = {
  maxFiles: MAX_PART_PICTURES,
  maxFileBytes: 10 * MEGABYTE,
  types: PICTURE_UPLOAD_TYPES,
};

/** Streams a CSV answer (an export, rejected rows) without holding it in memory. */
function sendCsv(reply: FastifyReply, name: string, chunks: AsyncGenerator<string>): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(chunks));
}

/** The inventory manager (issue 16): imports, single parts, export. Member companies only. */
export async function inventoryRoutes(app: ApiApp, ctx: AppContext): Promise<void> {
  defineInventoryRecords(ctx.access);
  const db = ctx.database.db;
  const storage = ctx.files.storage;
  const stock = createStockService({ db });
  const imports = createImportService({
    db,
    storage,
    stock,
    access: ctx.access,
    jobs: ctx.jobs,
    crossReferences: ctx.importCrossReferences,
  });
  const parts = createInventoryPartsService({ db, stock, files: ctx.files, access: ctx.access });
  ctx.jobs.register(inventoryImportJob, (payload, job) => imports.run(payload, job));

  /** Reads the upload form: the file goes straight to storage as it arrives; the fields are checked after. */
  async function readImportForm(request: FastifyRequest, auth: CompanyClaims) {
    let stored: (StoredImportFile & { fileName: string }) | undefined;
    const removeStored = () => (stored ? storage.delete(stored.key).catch(() => undefined) : undefined);
    let raw: Record<string, string>;
    try {
      raw = await readMultipartParts(request, {
        notMultipart: M.noFile,
        limits: {
          files: 1,
          fileBytes: INVENTORY_FILE_MAX_BYTES + 1,
          fields: 10,
          fieldBytes: 8192,
          tooManyFiles: 'Send one file at a time.',
        },
        async onFile(part) {
          if (part.fieldname !== 'file' || stored) {
            part.file.resume();
            return;
          }
          stored = {
            ...(await storeImportFile(storage, auth.companyId, { file: part.file, filename: part.filename })),
            fileName: part.filename.slice(0, 200),
          };
        },
      });
    } catch (err) {
      await removeStored();
      throw err;
    }
    if (!stored) throw badRequest(M.noFile, [M.noFile]);
    try {
      return { stored, fields: parseFormFields(importFieldsSchema, raw) };
    } catch (err) {
      await removeStored();
      throw err;
    }
  }

  route(app, api.createImport, async (request) => {
    const { stored, fields } = await readImportForm(request as unknown as FastifyRequest, request.auth);
    const record = await imports.upload(request.auth, stored, {
      mapping: fields.mapping,
      dryRun: fields.dryRun || request.query.dryRun,
      mode: fields.mode ?? request.query.mode,
    });
    return ok({ import: record }, record.dryRun ? M.dryRunDone : M.importStarted, 201);
  });

  route(app, api.latestImport, async (request) => ok(await imports.latest(request.auth)));

  route(app, api.getImport, async (request) =>
    ok({ import: await imports.get(request.auth, recordIdOr404(request.params.id, M.importNotFound)) }),
  );

  route(app, api.importErrors, async (request, reply) => {
    const id = recordIdOr404(request.params.id, M.importNotFound);
    return sendCsv(reply, `import-${id}-rejected-rows.csv`, await imports.errorsCsv(request.auth, id));
  });

  route(app, api.listParts, async (request) => ok(await parts.list(request.auth, request.query)));

  route(app, api.createPart, async (request) =>
    ok({ part: await parts.create(request.auth, request.body) }, M.partAdded, 201),
  );

  route(app, api.updatePart, async (request) =>
    ok(
      {
        part: await parts.update(
          request.auth,
          recordIdOr404(request.params.id, M.partNotFound),
          request.body,
        ),
      },
      M.partSaved,
    ),
  );

  route(app, api.deletePart, async (request) => {
    const id = recordIdOr404(request.params.id, M.partNotFound);
    await parts.remove(request.auth, id);
    return ok({ id }, M.partDeleted);
  });

  route(app, api.addPictures, async (request) => {
    const id = recordIdOr404(request.params.id, M.partNotFound);
    const { files } = await readMultipartForm(request as unknown as FastifyRequest, {
      fields: z.object({}),
      fileField: 'pictures',
      limits: PICTURE_LIMITS,
      maxFields: 5,
    });
    if (files.length === 0) throw badRequest('Choose at least one picture.');
    return ok({ part: await parts.addPictures(request.auth, id, files) }, M.picturesAdded, 201);
  });

  route(app, api.exportParts, async (request, reply) =>
    sendCsv(reply, `inventory-${new Date().toISOString().slice(0, 10)}.csv`, parts.exportCsv(request.auth)),
  );
}
