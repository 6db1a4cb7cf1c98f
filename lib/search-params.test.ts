import { describe, expect, it } from 'vitest';
import { firstParam } from './search-params';

describe('firstParam', () => {
  it('gives one trimmed string: the first of a repeated key, empty when absent', () => {
    expect(firstParam(' 5f1c ')).toBe('5f1c');
    expect(firstParam(['a', 'b'])).toBe('a');
    expect(firstParam([])).toBe('');
    expect(firstParam(undefined)).toBe('');
  });
});
