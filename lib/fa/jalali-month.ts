const persianMonth = new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', {
  timeZone: 'Asia/Tehran',
  year: 'numeric',
  month: '2-digit',
});

/** The Jalali (Solar Hijri) month in Tehran time, e.g. '1404-09': the month our users live by (server and browser alike). */
export function jalaliMonthKey(at: Date = new Date()): string {
  const parts = persianMonth.formatToParts(at);
  const year = parts.find((p) => p.type === 'year')?.value;
  const month = parts.find((p) => p.type === 'month')?.value;
  return `${year}-${month}`;
}
