import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { answeredStatus, requestFailure } from './answered-status';

describe('answeredStatus / requestFailure', () => {
  it('reads the status and body of an answered axios failure, no status for an unanswered one, and nothing else', () => {
    const config = { headers: new AxiosHeaders() };
    const answered = new AxiosError('refused', 'ERR_BAD_REQUEST', config, null, { status: 426, statusText: '', headers: {}, config, data: { detail: 'x' } });
    expect(answeredStatus(answered)).toBe(426);
    expect(requestFailure(answered)).toEqual({ status: 426, data: { detail: 'x' } });
    const offline = new AxiosError('offline', 'ERR_NETWORK', config);
    expect(answeredStatus(offline)).toBeUndefined();
    expect(requestFailure(offline)).toEqual({ status: null, data: undefined });
    expect(answeredStatus(new Error('boom'))).toBeUndefined();
    expect(requestFailure(new Error('boom'))).toBeUndefined();
    expect(answeredStatus({ response: { status: 400 } })).toBeUndefined();
    expect(answeredStatus(null)).toBeUndefined();
  });
});
