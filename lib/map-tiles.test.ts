// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { MAP_TILES_META, mapTiles } from './map-tiles';

describe('mapTiles', () => {
  it('reads the tile settings the root layout wrote into the head', () => {
    document.head.innerHTML = `<meta name="${MAP_TILES_META.url}" content="https://tiles.example/{z}/{x}/{y}.png"><meta name="${MAP_TILES_META.attribution}" content="© OSM">`;
    expect(mapTiles()).toEqual({ url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '© OSM' });
  });

  it('reads no tiles when the setting is empty or missing (the maps draw their own base)', () => {
    document.head.innerHTML = `<meta name="${MAP_TILES_META.url}" content="">`;
    expect(mapTiles().url).toBe('');
    document.head.innerHTML = '';
    expect(mapTiles()).toEqual({ url: '', attribution: '' });
  });
});
