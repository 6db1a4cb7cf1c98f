import { describe, expect, it } from 'vitest';
import { linkedDepositQuery } from './price-form-values';

describe('linkedDepositQuery', () => {
  it('carries a rent card\'s deposit to the rent result, and nothing else', () => {
    expect(linkedDepositQuery('rent', '?neighbourhood=amiriyeh&kind=rent&deposit=800000000')).toBe('&deposit=800000000');
    // A sale valuation has no slider; junk, a negative or a fraction leaves the slider's default.
    expect(linkedDepositQuery('sale', '?deposit=800000000')).toBe('');
    for (const junk of ['-5', '8e8', '1.5', '۸۰۰', '', 'abc']) expect(linkedDepositQuery('rent', `?deposit=${encodeURIComponent(junk)}`)).toBe('');
    expect(linkedDepositQuery('rent', '?kind=rent')).toBe('');
  });
});
