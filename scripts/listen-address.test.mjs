import { describe, expect, it } from 'vitest';
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
