// spec §2 result pages, one per kind of paid report: the forms and the chat's cards open them after a paid
// submission, and the list of a user's reports (/reports) links to them (the Divar add-on links to the /divar
// pages instead). Apart from any contract, so a form names them without loading zod.

export const REPORT_KINDS = ['sale', 'rent', 'environment', 'buy_suggestion', 'rent_suggestion'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const RESULT_PAGES = {
  sale: '/price-result',
  rent: '/rent-price-evaluation-result',
  environment: '/services/environment-evaluation/result',
  buy_suggestion: '/services/buy-location-result',
  rent_suggestion: '/services/rent-location-result',
} as const satisfies Record<ReportKind, string>;

/** The result page of one stored report: `/price-result?uuid=…`. */
export const resultPageUrl = (kind: ReportKind, uuid: string): string => `${RESULT_PAGES[kind]}?uuid=${encodeURIComponent(uuid)}`;
