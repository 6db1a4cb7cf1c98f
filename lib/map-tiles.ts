// The maps' tile server is a run-time setting (MAP_TILE_URL, MAP_ATTRIBUTION in lib/env.ts): the root layout writes
// it into the page's head, where the maps read it. A rebuild is not needed to change or switch off tiles.

export const MAP_TILES_META = { url: 'arzyab:map-tiles', attribution: 'arzyab:map-attribution' } as const;

/** The configured tiles; `url` is empty when the maps draw only their own base layer. */
export function mapTiles(doc: Document = document): { url: string; attribution: string } {
  const read = (name: string) => doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';
  return { url: read(MAP_TILES_META.url).trim(), attribution: read(MAP_TILES_META.attribution) };
}
