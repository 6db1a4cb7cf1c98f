import 'server-only';

/** How many pages of `size` rows `count` rows fill: at least one, so an empty list has its (empty) first page, like DRF. */
export const pageCount = (count: number, size: number): number => Math.max(1, Math.ceil(count / size));

/** DRF's page links: the same address with `page` set (the first page without it), or null past either end. */
export function pageLink(base: URL, page: number, pages: number): string | null {
  if (page < 1 || page > pages) return null;
  const url = new URL(base);
  if (page === 1) url.searchParams.delete('page');
  else url.searchParams.set('page', String(page));
  return url.toString();
}
