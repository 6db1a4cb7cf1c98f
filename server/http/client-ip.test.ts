import { describe, expect, it } from 'vitest';
import { clientIp, PEER_HEADER } from './client-ip';

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
