import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { answeredStatus } from './answered-status';

describe('answeredStatus', () => {
  it('reads the status of an answered axios failure, and nothing else', () => {
    const config = { headers: new AxiosHeaders() };
    const answered = new AxiosError('refused', 'ERR_BAD_REQUEST', config, null, { status: 426, statusText: '', headers: {}, config, data: {} });
    expect(answeredStatus(answered)).toBe(426);
    expect(answeredStatus(new AxiosError('offline', 'ERR_NETWORK', config))).toBeUndefined();
    expect(answeredStatus(new Error('boom'))).toBeUndefined();
    expect(answeredStatus({ response: { status: 400 } })).toBeUndefined();
    expect(answeredStatus(null)).toBeUndefined();
  });
});
