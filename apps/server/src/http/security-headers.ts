import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * The security headers of every answer the server writes: routed answers (an onRequest hook),
 * Fastify's early refusals (frameworkErrors) and Node's own parser errors (a raw response on the
 * socket). One list, so no answer can miss one.
 */
export type SecurityHeaders = Readonly<Record<string, string>>;

const CSP = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'", 'https://js.stripe.com'],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", 'https://api.stripe.com'],
  'frame-src': ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

/**
 * `scriptHashes`: the `sha256-...` sources of the inline scripts the web app's pages carry (the
 * cookie banner's gate, platform/web-static.ts inlineScriptHashes); no other inline script runs.
 */
export function securityHeaders(options: {
  https: boolean;
  scriptHashes?: readonly string[];
}): SecurityHeaders {
  const csp = {
    ...CSP,
    'script-src': [...CSP['script-src'], ...(options.scriptHashes ?? []).map((hash) => `'${hash}'`)],
  };
  return Object.freeze({
    'content-security-policy': Object.entries(csp)
      .map(([name, values]) => `${name} ${values.join(' ')}`)
      .join(';'),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    ...(options.https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    // The same as frame-ancestors 'none', for browsers that only know this header.
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  });
}

/** What Node's parser refused, as a status and a sentence. */
export function clientErrorAnswer(code: string | undefined): { status: number; message: string } {
  switch (code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, message: 'The request took too long to arrive.' };
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, message: 'The request headers are too large.' };
    case 'HPE_URI_OVERFLOW':
      return { status: 414, message: 'The address is too long.' };
    default:
      return { status: 400, message: 'The request is malformed.' };
  }
}

/** A complete HTTP/1.1 answer with the headers and the envelope, for a socket no response object owns. */
export function rawEnvelopeResponse(status: number, message: string, headers: SecurityHeaders): string {
  const body = JSON.stringify({ status, message });
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    'connection: close',
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * Fastify's `clientErrorHandler`: Node's parser gave up on the bytes (a malformed request line or
 * header, headers too large, a timeout). Answers like every other answer, then closes the socket.
 */
export function clientErrorHandler(headers: SecurityHeaders) {
  return (error: Error & { code?: string }, socket: Socket): void => {
    // A reset connection has nobody left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const { status, message } = clientErrorAnswer(error.code);
    socket.end(rawEnvelopeResponse(status, message, headers), () => socket.destroy());
  };
}

/**
 * Node answers an `Expect` header it does not know with a bare 417 unless someone listens: we do, and
 * answer with the headers and the envelope.
 */
export function answerUnknownExpectations(server: Server, headers: SecurityHeaders): void {
  server.on('checkExpectation', (_request: IncomingMessage, response: ServerResponse) => {
    const body = JSON.stringify({
      status: 417,
      message: 'The Expect header of this request is not supported.',
    });
    response.writeHead(417, {
      ...headers,
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      connection: 'close',
    });
    response.end(body);
  });
}
