import { describe, expect, it, vi } from 'vitest';

// The catalogue's name lookups are counted: a word said again must not be looked up again.
const calls = vi.hoisted(() => ({ resolvePlaceName: 0, outsideTown: 0, searchPlaces: 0 }));
vi.mock('@/server/places/catalogue', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/server/places/catalogue')>();
  return {
    ...real,
    resolvePlaceName: (...a: Parameters<typeof real.resolvePlaceName>) => (calls.resolvePlaceName++, real.resolvePlaceName(...a)),
    outsideTown: (...a: Parameters<typeof real.outsideTown>) => (calls.outsideTown++, real.outsideTown(...a)),
    searchPlaces: (...a: Parameters<typeof real.searchPlaces>) => (calls.searchPlaces++, real.searchPlaces(...a)),
  };
});

const { findPlaces } = await import('./places');
const { normalizeText, tokenize } = await import('./normalize');
const tokensOf = (text: string) => tokenize(normalizeText(text));

describe('the place lookups of a long message', () => {
  it('look a repeated word up once («/بین » × 200, the 1,000-character cap)', () => {
    // Before: every span of 1–4 words was looked up again, 0.2–0.6 s of a message that says one word.
    const tokens = tokensOf('/بین '.repeat(200));
    expect(tokens.length).toBe(200);
    findPlaces(tokens);
    // «بین», «بین بین», … : four distinct spans, each asked of each lookup at most a few ways.
    expect(calls.resolvePlaceName + calls.outsideTown + calls.searchPlaces).toBeLessThanOrEqual(12);
    const before = { ...calls };
    findPlaces(tokens);
    expect(calls).toEqual(before);
  });

  it('finds the same places with the lookups remembered', () => {
    const text = 'قیمت خونه تو سادت آباد یا پاسدارن یا شهر ری - دولت آباد یا گلبرگ شرقی یا تو شیراز';
    const first = findPlaces(tokensOf(text));
    expect(first.places.map((p) => p.type === 'neighbourhood' && p.id)).toContain('saadat-abad');
    expect(findPlaces(tokensOf(text))).toEqual(first);
  });
});
