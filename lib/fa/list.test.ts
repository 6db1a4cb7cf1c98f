import { describe, expect, it } from 'vitest';
import { persianList } from './list';

describe('persianList', () => {
  it('joins with «،» and the last item with «و» or «یا»', () => {
    expect(persianList([])).toBe('');
    expect(persianList(['ونک'])).toBe('ونک');
    expect(persianList(['ونک', 'جردن'])).toBe('ونک و جردن');
    expect(persianList(['۱', '۲', '۳'])).toBe('۱، ۲ و ۳');
    expect(persianList(['ونک', 'جردن'], 'یا')).toBe('ونک یا جردن');
    expect(persianList(['الف', 'ب', 'ج'], 'یا')).toBe('الف، ب یا ج');
  });
});
