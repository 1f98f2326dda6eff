/**
 * "Is this request from this machine, straight to this server?" For pages only the machine's own user
 * may read (the development mailbox; next, /metrics). Three things must all hold:
 *
 * - the socket's address is loopback (never a header: headers are the client's to write);
 * - the Host is `localhost`, `127.0.0.1` or `[::1]` (with or without a port): a page of another site
 *   that rebinds its own name to 127.0.0.1 (DNS rebinding) sends its own name, and is refused;
 * - no header a proxy, load balancer or CDN adds is present: a reverse proxy on this machine forwards
 *   strangers from a loopback socket, and this is how it shows. A proxy that adds none and also rewrites
 *   Host to localhost cannot be told apart; don't put one in front of these pages.
 */

/** The request as the check reads it (a Fastify request fits). */
export interface DirectRequest {
  headers: Record<string, string | string[] | undefined>;
  raw: { socket?: { remoteAddress?: string | undefined } | null };
}

/** Headers that say a proxy handled the request; any `x-forwarded-*` header counts too. */
const FORWARDING_HEADERS = new Set([
  'forwarded',
  'via',
  'x-real-ip',
  'x-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'cf-ray',
  'cdn-loop',
  'x-cluster-client-ip',
  'fastly-client-ip',
  'client-ip',
  'x-proxyuser-ip',
  'x-original-forwarded-for',
  'x-envoy-external-address',
  'x-azure-clientip',
  'x-appengine-user-ip',
]);

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || /^(?:::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/i.test(address);
}

/** `localhost`, `127.0.0.1` or `[::1]`, with an optional port: nothing else (no subdomain, no dot). */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const match = /^(localhost|127\.0\.0\.1|\[::1\])(?::(\d{1,5}))?$/i.exec(host);
  return match !== null && (match[2] === undefined || Number(match[2]) <= 65535);
}

export function hasForwardingHeader(headers: DirectRequest['headers']): boolean {
  return Object.keys(headers).some((name) => {
    const h = name.toLowerCase();
    return FORWARDING_HEADERS.has(h) || h.startsWith('x-forwarded-');
  });
}

export function isDirectLoopbackRequest(request: DirectRequest): boolean {
  const host = request.headers.host;
  return (
    isLoopbackAddress(request.raw.socket?.remoteAddress) &&
    typeof host === 'string' &&
    isLoopbackHost(host) &&
    !hasForwardingHeader(request.headers)
  );
}
