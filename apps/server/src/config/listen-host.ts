import type { AppConfig } from './env';

/**
 * Where the server listens. HOST decides when it is set. Without it: 127.0.0.1 while the database holds
 * the demo logins (seeded on this start or an earlier one), whose password is published in the README,
 * so a first `npm start` is reachable from this machine only; every interface (0.0.0.0) otherwise, as
 * a deployed server (PostgreSQL, production, a container) expects. Removing the demo logins, or setting
 * HOST, opens it to the network.
 */
export function listenHost(
  config: Pick<AppConfig, 'host'>,
  state: { demoLogins: boolean },
): { host: string; loopbackForDemo: boolean } {
  if (config.host !== undefined) return { host: config.host, loopbackForDemo: false };
  return state.demoLogins
    ? { host: '127.0.0.1', loopbackForDemo: true }
    : { host: '0.0.0.0', loopbackForDemo: false };
}
