import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { listenAddress } from './listen-address.mjs';

describe('listenAddress', () => {
  it('defaults to 0.0.0.0:3000', () => {
    expect(listenAddress({})).toEqual({ port: 3000, hostname: '0.0.0.0' });
    expect(listenAddress({ PORT: '', HOSTNAME: '' })).toEqual({ port: 3000, hostname: '0.0.0.0' });
  });

  it('accepts ports, IP addresses and host names', () => {
    expect(listenAddress({ PORT: '8080', HOSTNAME: '127.0.0.1' })).toEqual({ port: 8080, hostname: '127.0.0.1' });
    expect(listenAddress({ PORT: '65535', HOSTNAME: '::' })).toEqual({ port: 65535, hostname: '::' });
    expect(listenAddress({ HOSTNAME: 'localhost' }).hostname).toBe('localhost');
    expect(listenAddress({ HOSTNAME: 'app-1.internal' }).hostname).toBe('app-1.internal');
  });

  it.each(['abc', '0', '65536', '3000.5', '-1', '30 00'])('refuses PORT=%j with a clear message', (PORT) => {
    expect(() => listenAddress({ PORT })).toThrow(/PORT: expected a whole number from 1 to 65535/);
  });

  it.each(['http://localhost', 'local host', 'a..b', '-bad', 'host:3000'])('refuses HOSTNAME=%j with a clear message', (HOSTNAME) => {
    expect(() => listenAddress({ HOSTNAME })).toThrow(/HOSTNAME: expected an IP address or a host name/);
  });

  it('names every bad value at once', () => {
    expect(() => listenAddress({ PORT: 'x', HOSTNAME: 'a b' })).toThrow(/PORT[\s\S]*HOSTNAME/);
  });
});

// @next/env keeps process-wide state, so each case runs the way a start script does: in a fresh node process.
describe('listenAddressOrExit', () => {
  const dirs = [];
  const moduleUrl = pathToFileURL(join(import.meta.dirname, 'listen-address.mjs')).href;
  const addressIn = (files, env = {}) => {
    const dir = mkdtempSync(join(tmpdir(), 'listen-'));
    dirs.push(dir);
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    const script = `const m = await import(${JSON.stringify(moduleUrl)}); console.log(JSON.stringify(m.listenAddressOrExit(process.cwd())));`;
    const { PORT: _port, HOSTNAME: _host, NODE_ENV: _mode, ...rest } = process.env;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: dir, env: { ...rest, ...env }, encoding: 'utf8' });
    return JSON.parse(out);
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('reads PORT and HOSTNAME from .env.local, as Next reads the other settings', () => {
    const files = { '.env.local': 'PORT=4321\nHOSTNAME=127.0.0.1\n', '.env': 'PORT=5000\n' };
    expect(addressIn(files)).toEqual({ port: 4321, hostname: '127.0.0.1' });
  });

  it('lets the process environment win over the files', () => {
    expect(addressIn({ '.env.local': 'PORT=4321\n' }, { PORT: '8081' }).port).toBe(8081);
  });
});
