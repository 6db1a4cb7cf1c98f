// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { AxiosError, type AxiosResponse } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { useSubmissionId } from './use-submission-id';

afterEach(() => sessionStorage.clear());

describe('useSubmissionId', () => {
  const body = { service: 1, area: '85' };

  it('keeps one id per submission until it is done, and a new one for another body', () => {
    const { result } = renderHook(() => useSubmissionId('t'));
    const first = result.current.idFor(body);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(result.current.idFor({ ...body })).toBe(first);
    const other = result.current.idFor({ ...body, service: 2 });
    expect(other).not.toBe(first);
    result.current.done();
    expect(result.current.idFor({ ...body, service: 2 })).not.toBe(other);
  });

  it('survives a reload (the page restores the form, the id comes back with it)', () => {
    const first = renderHook(() => useSubmissionId('t')).result.current.idFor(body);
    const reloaded = renderHook(() => useSubmissionId('t')).result.current;
    expect(reloaded.idFor(body)).toBe(first);
  });

  it('a refused submission is answered: the next try is new; a lost answer keeps the id', () => {
    const { result } = renderHook(() => useSubmissionId('t'));
    const first = result.current.idFor(body);
    result.current.failed(new AxiosError('Network Error', 'ERR_NETWORK'));
    expect(result.current.idFor(body)).toBe(first);
    result.current.failed(new AxiosError('403', 'ERR_BAD_REQUEST', undefined, undefined, { status: 403 } as AxiosResponse));
    expect(result.current.idFor(body)).not.toBe(first);
  });
});
