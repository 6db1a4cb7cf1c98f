// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSubmissionId } from './use-submission-id';

describe('useSubmissionId', () => {
  it('keeps one id per submission until it is done, and a new one for another body', () => {
    const { result } = renderHook(() => useSubmissionId());
    const body = { service: 1, area: '85' };
    const first = result.current.idFor(body);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(result.current.idFor({ ...body })).toBe(first);
    const other = result.current.idFor({ ...body, service: 2 });
    expect(other).not.toBe(first);
    result.current.done();
    expect(result.current.idFor({ ...body, service: 2 })).not.toBe(other);
  });
});
