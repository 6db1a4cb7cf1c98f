// Where the production server listens: PORT (default 3000) and HOSTNAME (default 0.0.0.0). Plain JS because the
// start scripts cannot import lib/env.ts; lib/env.ts validates PORT the same way when Next loads its config.
import { isIP } from 'node:net';
import nextEnv from '@next/env';

// A DNS name (letters, digits, '-', '_' in dot-separated labels) or, below, an IPv4/IPv6 address.
const HOST_NAME = /^(?=.{1,253}$)[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?(?:\.[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?)*\.?$/;

/** Reads and checks PORT and HOSTNAME; throws one message naming every bad value. */
export function listenAddress(env = process.env) {
  const problems = [];
  const rawPort = env.PORT?.trim() || '3000';
  const port = Number(rawPort);
  if (!/^\d+$/.test(rawPort) || port < 1 || port > 65535)
    problems.push(`  - PORT: expected a whole number from 1 to 65535, got ${JSON.stringify(env.PORT)}`);
  const hostname = env.HOSTNAME?.trim() || '0.0.0.0';
  if (isIP(hostname) === 0 && !HOST_NAME.test(hostname))
    problems.push(`  - HOSTNAME: expected an IP address or a host name (e.g. 0.0.0.0, 127.0.0.1, localhost), got ${JSON.stringify(env.HOSTNAME)}`);
  if (problems.length > 0) throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  return { port, hostname };
}

/**
 * For the start scripts: the address, or the message alone (no stack trace) and exit code 1. The .env files are
 * applied first, the way Next will (.env.production.local, .env.local, .env.production, .env; a variable already in
 * the environment wins), so PORT and HOSTNAME set there are read before the server binds.
 */
export function listenAddressOrExit(dir = process.cwd()) {
  try {
    nextEnv.loadEnvConfig(dir, false, { info: () => {}, error: console.error });
    return listenAddress(process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
