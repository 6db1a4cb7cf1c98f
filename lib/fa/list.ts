/** «الف، ب و ج»: a Persian list, its last item joined by `last` («و», or «یا» for a choice). */
export function persianList(items: readonly string[], last: 'و' | 'یا' = 'و'): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join('، ')} ${last} ${items[items.length - 1]}`;
}
