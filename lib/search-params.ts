/** What Next passes a page as `searchParams`: a repeated key arrives as an array. */
export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** A query parameter as one trimmed string ('' when absent): the first value wins when the key is repeated. */
export const firstParam = (value: string | string[] | undefined): string => (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
