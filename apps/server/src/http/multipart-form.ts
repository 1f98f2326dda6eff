import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { FILE_MESSAGES, type UploadLimits } from '@ironmatch/contracts/files';
import { AppError, badRequest } from './app-error';
import { checkUploads, type CheckedUpload } from '../platform/storage/upload-check';

/** The longest text field a form may carry (a message body of 10,000 characters fits, in any script). */
const MAX_FIELD_BYTES = 64 * 1024;
const MAX_FIELDS = 40;

export const MULTIPART_MESSAGES = {
  noBoundary:
    'The form could not be read: its multipart boundary is missing or not valid. Send it again as multipart/form-data.',
  cutShort: 'The form ended before it was complete (its closing boundary is missing). Please send it again.',
} as const;

/**
 * The multipart parser (busboy) reports a body that is not a well-formed form with plain errors that
 * carry no code, only these messages. They are the sender's problem: a 400 with a sentence.
 */
const MALFORMED_FORM: Array<[RegExp, string]> = [
  [/^(Multipart: Boundary not found|Boundary required|The needle )/, MULTIPART_MESSAGES.noBoundary],
  [/(Unexpected end of multipart data|terminated early)/, MULTIPART_MESSAGES.cutShort],
];

/** The 400 for a form the parser could not read, or null for any other error. */
export function malformedFormError(err: unknown): AppError | null {
  if (!(err instanceof Error) || err instanceof AppError || (err as { code?: unknown }).code) return null;
  const match = MALFORMED_FORM.find(([pattern]) => pattern.test(err.message));
  return match ? badRequest(match[1]) : null;
}

export interface MultipartLimits {
  files: number;
  /** Bytes per file: the parser stops reading a file there (`file.truncated`). */
  fileBytes: number;
  fields?: number;
  fieldBytes?: number;
  /** The sentence when the form carries more files than `files`. */
  tooManyFiles: string;
}

/**
 * The one multipart reader: walks a `multipart/form-data` request's parts in order, keeps its text
 * fields (the first value of a repeated field counts, as with a query string) and hands each file part
 * to `onFile` as it arrives (to buffer it, or stream it straight to storage). Any parser problem is a
 * 400 with a sentence; a request that is not multipart is `notMultipart`.
 */
export async function readMultipartParts(
  request: FastifyRequest,
  options: {
    limits: MultipartLimits;
    notMultipart?: string;
    /** A file part as it arrives: read its stream to the end, or `resume()` it. */
    onFile: (part: MultipartFile) => Promise<void>;
  },
): Promise<Record<string, string>> {
  const { limits } = options;
  const notMultipart = options.notMultipart ?? 'Send the form as multipart/form-data.';
  if (!request.isMultipart()) throw badRequest(notMultipart, [notMultipart]);
  const raw: Record<string, string> = {};
  const fields = limits.fields ?? MAX_FIELDS;
  try {
    // throwFileSizeLimit is read at run time but missing from the options' type.
    const partOptions = {
      limits: {
        fileSize: limits.fileBytes,
        files: limits.files,
        fields,
        fieldSize: limits.fieldBytes ?? MAX_FIELD_BYTES,
        parts: limits.files + fields,
      },
      throwFileSizeLimit: false,
    } as Parameters<FastifyRequest['parts']>[0];
    for await (const part of request.parts(partOptions)) {
      if (part.type === 'file') await options.onFile(part);
      else {
        if (part.valueTruncated) throw badRequest(`${part.fieldname} is too long.`);
        if (raw[part.fieldname] === undefined) raw[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    throw formError(err, limits.tooManyFiles);
  }
  return raw;
}

/** A form's text fields through `schema`: the first sentence of what is wrong as the 400's message. */
export function parseFormFields<S extends z.ZodType>(schema: S, raw: Record<string, string>): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const errors = [...new Set(parsed.error.issues.map((i) => i.message))];
    throw badRequest(errors[0] ?? 'Invalid input.', errors);
  }
  return parsed.data;
}

/**
 * Reads a `multipart/form-data` request: its text fields, validated with `fields` (the same schema as
 * the JSON endpoint, so the same sentences), and the files of `fileField`, checked as a whole selection
 * (count, type by content and extension, size) before anything is stored. Any problem is a 400 with the
 * spec's sentence; nothing is stored by this function.
 */
export async function readMultipartForm<S extends z.ZodType>(
  request: FastifyRequest,
  options: { fields: S; fileField: string; limits: UploadLimits; maxFields?: number },
): Promise<{ fields: z.output<S>; files: CheckedUpload[] }> {
  const { limits } = options;
  const candidates: Array<{ filename: string; data: Buffer }> = [];
  const raw = await readMultipartParts(request, {
    limits: {
      files: limits.maxFiles,
      fileBytes: limits.maxFileBytes,
      fields: options.maxFields,
      tooManyFiles: FILE_MESSAGES.tooMany(limits.maxFiles),
    },
    async onFile(part) {
      const data = await part.toBuffer();
      if (part.fieldname !== options.fileField) return;
      // An empty file input sends a part without a name or content: no file was chosen.
      if (!part.filename && data.byteLength === 0) return;
      // The parser stops reading a file at the cap; one byte more tells the checks it was larger,
      // so they report problems in their usual order (count, type, size, content).
      candidates.push({
        filename: part.filename,
        data: part.file.truncated ? Buffer.concat([data, Buffer.alloc(1)]) : data,
      });
    },
  });
  const fields = parseFormFields(options.fields, raw);
  const check = await checkUploads(candidates, limits);
  if (!check.ok) throw badRequest(check.problem.message, [check.problem.message]);
  return { fields, files: check.files };
}

function formError(err: unknown, tooManyFiles: string): unknown {
  if (err instanceof AppError) return err;
  const malformed = malformedFormError(err);
  if (malformed) return malformed;
  const code = (err as { code?: string })?.code;
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') return badRequest(tooManyFiles);
  if (code === 'FST_FIELDS_LIMIT') return badRequest('The form has too many fields.');
  if (code === 'FST_PROTO_VIOLATION') return badRequest('The form has a field that is not allowed.');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return badRequest('Send the form as multipart/form-data.');
  if (code === 'FST_MP_PREMATURE_CLOSE') return badRequest('The upload was interrupted. Please try again.');
  return err;
}
