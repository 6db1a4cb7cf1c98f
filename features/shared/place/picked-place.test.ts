import { describe, expect, it } from 'vitest';
import { placeFromHit } from './picked-place';

describe('placeFromHit', () => {
  const hit = { id: 'narmak', name: 'نارمک', district: 'منطقه 8', latitude: 35.74, longitude: 51.5 };

  it('keeps a neighbourhood hit’s id for the request', () => {
    expect(placeFromHit(hit)).toEqual({ latitude: 35.74, longitude: 51.5, name: 'نارمک', district: 'منطقه 8', neighbourhoodId: 'narmak' });
  });

  it('sends no neighbourhood for a district hit: the server finds it from the point', () => {
    expect(placeFromHit({ ...hit, id: 'district-8', name: 'منطقه ۸' }).neighbourhoodId).toBeUndefined();
  });
});
