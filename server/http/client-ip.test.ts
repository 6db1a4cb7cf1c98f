import { describe, expect, it } from 'vitest';
import { addressKey, clientIp, PEER_HEADER } from './client-ip';

const headers = (peer: string, xff?: string) => new Headers({ [PEER_HEADER]: peer, ...(xff ? { 'x-forwarded-for': xff } : {}) });

describe('clientIp', () => {
  it('ignores X-Forwarded-For from an untrusted peer', () => {
    expect(clientIp(headers('203.0.113.9', '5.160.0.1'), ['127.0.0.1'])).toBe('203.0.113.9');
  });
  it('honours X-Forwarded-For from a trusted proxy, taking the right-most untrusted hop', () => {
    expect(clientIp(headers('127.0.0.1', '1.1.1.1, 5.160.0.1'), ['127.0.0.1'])).toBe('5.160.0.1');
    expect(clientIp(headers('::ffff:10.0.0.2', '5.160.0.1, 10.0.0.3'), ['10.0.0.2', '10.0.0.3'])).toBe('5.160.0.1');
  });
  it('falls back to the peer when the chain holds nothing usable', () => {
    expect(clientIp(headers('127.0.0.1', 'garbage'), ['127.0.0.1'])).toBe('127.0.0.1');
  });
});

describe('addressKey', () => {
  it('keeps an IPv4 address, and counts an IPv6 address by its /64 (one subscriber)', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0DB8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
  });
});
