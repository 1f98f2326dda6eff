import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../db/database-unavailable';
import { sqlState } from '../db/sql-state';
import { AppError } from './app-error';
import { malformedFormError } from './multipart-form';

const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported; send JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length does not match its Content-Length.',
  FST_ERR_CTP_INVALID_TYPE: 'The Content-Type header is invalid.',
  FST_ERR_BAD_URL: 'The address is not valid.',
};

/**
 * PostgreSQL's data exceptions (SQLSTATE class 22: a NUL byte, a number out of range, a value too long,
 * text that is not a number) are bad input the schemas let through: a 400 with a sentence, never a 500.
 */
const DATA_EXCEPTION_MESSAGES: Record<string, string> = {
  '22001': 'A value is too long.',
  '22003': 'A number is out of range.',
  '22007': 'A date or time is not valid.',
  '22008': 'A date or time is out of range.',
  '22021': 'A text value contains characters that are not allowed.',
  '22P02': 'A value does not have the expected format.',
  '22P05': 'A text value contains characters that are not allowed.',
};
const DATA_EXCEPTION_FALLBACK = 'A value in the request is not valid.';

/** Every failure leaves as the envelope; clients never see a stack trace or zod's jargon. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      return reply.status(error.statusCode).send({
        status: error.statusCode,
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // zod's global error map (installed by buildApp) already makes every message a human sentence.
      const errors = [...new Set(error.validation.map((v) => v.message ?? 'Invalid input.'))];
      return reply.status(400).send({ status: 400, message: errors[0] ?? 'Invalid input.', errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause?.issues }, 'response did not match its schema');
      return sendServerError(reply, request.id);
    }
    // Every upload route reads its form with the same parser: a form it cannot read is a 400 wherever
    // the route let the parser's error through.
    const malformed = malformedFormError(error);
    if (malformed)
      return reply.status(400).send({ status: 400, message: malformed.message, errors: malformed.errors });
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      const message =
        (error.code && CLIENT_ERROR_MESSAGES[error.code]) ??
        (statusCode === 429
          ? 'Too many requests. Please wait a moment and try again.'
          : 'The request is invalid.');
      if (statusCode === 429 && error.message) {
        return reply.status(429).send({ status: 429, message: error.message });
      }
      return reply.status(statusCode).send({ status: statusCode, message });
    }
    const state = sqlState(error);
    if (state?.startsWith('22')) {
      // A schema that should have refused this value: worth a warning, not a 500.
      request.log.warn({ err: error, sqlState: state }, 'the database refused a value of the request');
      const message = DATA_EXCEPTION_MESSAGES[state] ?? DATA_EXCEPTION_FALLBACK;
      return reply.status(400).send({ status: 400, message, errors: [message] });
    }
    if (isDatabaseUnavailable(error)) {
      // Not a bug of ours and not the client's: 503, and the pool reconnects once the database is back.
      request.log.warn({ err: error }, 'the database is not reachable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ status: 503, message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendServerError(reply, request.id);
  });

  app.setNotFoundHandler((request, reply) => {
    // A sentence, not a page of the address: a long path is cut short.
    const path = request.url.split('?')[0] ?? '';
    const shown = path.length > 80 ? `${path.slice(0, 80)}...` : path;
    return reply.status(404).send({ status: 404, message: `No API route ${request.method} ${shown}.` });
  });
}

function sendServerError(
  reply: { status(code: number): { send(body: unknown): unknown } },
  requestId: string,
) {
  return reply.status(500).send({
    status: 500,
    message: `Something went wrong on our side. Please try again; if it keeps happening, quote request id ${requestId}.`,
    requestId,
  });
}
