import { describe, expect, it } from 'vitest';
import { parseFinderPost } from '@/server/providers/divar/kenar-post';
import { listLocalPosts } from '@/server/providers/divar/local';
import { findLocalAd } from '@/server/providers/divar/local-fixtures';
import { postLine } from './post-line';

const line = (token: string) => {
  const summary = listLocalPosts().find((p) => p.post_token === token)!;
  return postLine(summary, parseFinderPost(findLocalAd(token)!.finder, token));
};

describe("the local Divar's list of ads", () => {
  it('names every city in Persian (QmKaraj01 showed «karaj»)', () => {
    expect(line('QmKaraj01').city).toBe('کرج');
    expect(line('QmSale120').city).toBe('تهران');
    for (const { post_token } of listLocalPosts()) expect(line(post_token).city, post_token).toMatch(/^[\u0600-\u06FF\s]+$/u);
  });

  it('shows the asking price, the rent parts, or says there is none', () => {
    expect(line('QmRentFull').price).toContain('رهن کامل');
    expect(line('QmRent075').price).toMatch(/^ودیعه .+، اجاره .+$/u);
    expect(postLine({ city: 'tehran' }, null)).toEqual({ price: 'بدون قیمت', city: 'تهران' });
  });

  it('keeps the slug of a city it has no name for', () => {
    expect(postLine({ city: 'zanjan' }, null).city).toBe('zanjan');
  });
});
