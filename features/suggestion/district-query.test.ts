import { describe, expect, it } from 'vitest';
import { districtMatches } from './district-query';

const DISTRICTS = Array.from({ length: 22 }, (_, i) => i + 1);
const found = (typed: string) => DISTRICTS.filter((d) => districtMatches(d, typed));

describe('districtMatches', () => {
  it('finds a district however its name or number is typed', () => {
    for (const typed of ['منطقه ۵', 'منطقهٔ ۵', 'منطقه5', '5', '۵', ' ۵ ', 'منطقه‌۵']) expect(found(typed)).toEqual([5]);
  });

  it('offers every district that begins with the digits typed so far', () => {
    expect(found('1')).toEqual([1, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(found('منط')).toEqual(DISTRICTS);
    expect(found('')).toEqual(DISTRICTS);
  });

  it('finds nothing for another word or a number that is no district', () => {
    expect(found('ونک')).toEqual([]);
    expect(found('23')).toEqual([]);
  });
});
