import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CompanyClaims } from '@ironmatch/contracts/access';
import { FILE_MESSAGES, MEGABYTE, PICTURE_UPLOAD_TYPES, type UploadLimits } from '@ironmatch/contracts/files';
import {
  INVENTORY_FILE_MAX_BYTES,
  INVENTORY_MESSAGES as M,
  MAX_PART_PICTURES,
  importFieldsSchema,
} from '@ironmatch/contracts/inventory';
import { inventoryEndpoints as api } from '@ironmatch/contracts/inventory-endpoints';
import type { AppContext } from '../../app-context';
import type { ApiApp } from '../../http/api-app';
import { AppError, badRequest } from '../../http/app-error';
import { recordIdOr404 } from '../../http/id-param';
import { route } from '../../http/endpoint-route';
import { ok } from '../../http/envelope';
import { checkUploads } from '../../platform/storage/upload-check';
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

/** Multipart problems from the parser, as sentences. */
function formError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string })?.code;
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') return badRequest('Send one file at a time.');
  if (code === 'FST_FIELDS_LIMIT') return badRequest('The form has too many fields.');
  if (code === 'FST_PROTO_VIOLATION') return badRequest('The form has a field that is not allowed.');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return badRequest('Send the form as multipart/form-data.');
  if (code === 'FST_MP_PREMATURE_CLOSE') return badRequest('The upload was interrupted. Please try again.');
  return err;
}

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
  const imports = createImportService({ db, storage, stock, access: ctx.access, jobs: ctx.jobs });
  const parts = createInventoryPartsService({ stock, files: ctx.files, access: ctx.access });
  ctx.jobs.register(inventoryImportJob, (payload, job) => imports.run(payload, job));

  /** Reads the upload form: the file goes straight to storage as it arrives; the fields are checked after. */
  async function readImportForm(request: FastifyRequest, auth: CompanyClaims) {
    if (!request.isMultipart()) throw badRequest(M.noFile, [M.noFile]);
    let stored: (StoredImportFile & { fileName: string }) | undefined;
    const raw: Record<string, string> = {};
    try {
      const options = {
        limits: { fileSize: INVENTORY_FILE_MAX_BYTES + 1, files: 1, fields: 10, fieldSize: 8192, parts: 11 },
        throwFileSizeLimit: false,
      } as Parameters<FastifyRequest['parts']>[0];
      for await (const part of request.parts(options)) {
        if (part.type === 'file') {
          if (part.fieldname !== 'file' || stored) {
            part.file.resume();
            continue;
          }
          stored = {
            ...(await storeImportFile(storage, auth.companyId, { file: part.file, filename: part.filename })),
            fileName: part.filename.slice(0, 200),
          };
        } else if (raw[part.fieldname] === undefined) raw[part.fieldname] = String(part.value);
      }
    } catch (err) {
      if (stored) await storage.delete(stored.key).catch(() => undefined);
      throw formError(err);
    }
    if (!stored) throw badRequest(M.noFile, [M.noFile]);
    const fields = importFieldsSchema.safeParse(raw);
    if (!fields.success) {
      await storage.delete(stored.key).catch(() => undefined);
      const errors = [...new Set(fields.error.issues.map((i) => i.message))];
      throw badRequest(errors[0]!, errors);
    }
    return { stored, fields: fields.data };
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
    const req = request as unknown as FastifyRequest;
    if (!req.isMultipart()) throw badRequest('Send the form as multipart/form-data.');
    const candidates: Array<{ filename: string; data: Buffer }> = [];
    try {
      const options = {
        limits: {
          fileSize: PICTURE_LIMITS.maxFileBytes,
          files: PICTURE_LIMITS.maxFiles,
          fields: 5,
          parts: 15,
        },
        throwFileSizeLimit: false,
      } as Parameters<FastifyRequest['parts']>[0];
      for await (const part of req.parts(options)) {
        if (part.type !== 'file') continue;
        const data = await part.toBuffer();
        if (part.fieldname !== 'pictures' || (!part.filename && data.byteLength === 0)) continue;
        candidates.push({
          filename: part.filename,
          data: part.file.truncated ? Buffer.concat([data, Buffer.alloc(1)]) : data,
        });
      }
    } catch (err) {
      const code = (err as { code?: string })?.code;
      if (code === 'FST_FILES_LIMIT') throw badRequest(FILE_MESSAGES.tooMany(PICTURE_LIMITS.maxFiles));
      throw formError(err);
    }
    if (candidates.length === 0) throw badRequest('Choose at least one picture.');
    const check = await checkUploads(candidates, PICTURE_LIMITS);
    if (!check.ok) throw badRequest(check.problem.message, [check.problem.message]);
    return ok({ part: await parts.addPictures(request.auth, id, check.files) }, M.picturesAdded, 201);
  });

  route(app, api.exportParts, async (request, reply) =>
    sendCsv(reply, `inventory-${new Date().toISOString().slice(0, 10)}.csv`, parts.exportCsv(request.auth)),
  );
}
