import { describe, expect, it } from 'vitest';
import { normalizePersianName, placeNameKey } from './name-key';

describe('normalizePersianName', () => {
  it('drops the city written before a separator, as after the name (QA: «تهران - ونک» was an unknown name)', () => {
    expect(normalizePersianName('تهران - ونک')).toBe('ونک');
    expect(normalizePersianName('تهران، جردن')).toBe('جردن');
    expect(placeNameKey('تهران – سعادت آباد')).toBe(placeNameKey('سعادت‌آباد'));
    // A name that begins with «تهران» keeps it.
    expect(normalizePersianName('تهران نو')).toBe('تهران نو');
    expect(normalizePersianName('تهرانپارس شرقی')).toBe('تهرانپارس شرقی');
    expect(normalizePersianName('آبشار تهران', { keepTehran: true })).toBe('آبشار تهران');
  });
});
