import 'server-only';
import { isUuid } from '@/lib/contracts/refs';
import type { ReportKind } from '@/lib/contracts/result-pages';
import { VALUATION_FAMILY } from '@/lib/contracts/valuation-constants';
import { SUGGESTION_FAMILY } from '@/lib/contracts/suggestion-constants';

// What a ledger row's `reference` says it paid for: one place writes these strings and reads them back (the
// upgrade's price reads a report's own charge; the credit history links a spend to the report it bought).

/** The ledger's reference of a report's own charge (one per report, ever: the spend reference is unique). */
export const reportChargeReference = (family: string, reportId: string): string => `${family}:${reportId}`;
/** The ledger's reference of a report's upgrade charge (one per report, ever). */
export const upgradeChargeReference = (family: string, reportId: string): string => `${family}_complementary:${reportId}`;
/** The ledger's references of an API batch: its one charge, and its one refund of the rows not valued. */
export const batchSpendReference = (id: string) => `batch:${id}`;
export const batchRefundReference = (id: string) => `batch_refund:${id}`;

/** The report kind (and result page) behind each service family a report is charged to. */
const FAMILY_REPORT: Record<string, ReportKind> = {
  [VALUATION_FAMILY.sale]: 'sale',
  [VALUATION_FAMILY.rent]: 'rent',
  environmental_evaluation: 'environment',
  [SUGGESTION_FAMILY.buy]: 'buy_suggestion',
  [SUGGESTION_FAMILY.rent]: 'rent_suggestion',
};

export type ChargeOf = { origin: 'report' | 'upgrade'; kind: ReportKind; reportId: string } | { origin: 'batch'; batchId: string };

/** What a reference names, or null when it is none of the forms above (nothing is guessed from it). */
export function chargeOf(reference: string | null): ChargeOf | null {
  if (!reference) return null;
  const batch = /^batch(?:_refund)?:(.+)$/.exec(reference);
  if (batch) return { origin: 'batch', batchId: batch[1] };
  const at = reference.lastIndexOf(':');
  if (at < 0) return null;
  const reportId = reference.slice(at + 1);
  if (!isUuid(reportId)) return null;
  const head = reference.slice(0, at);
  const upgrade = head.endsWith('_complementary');
  const family = upgrade ? head.slice(0, -'_complementary'.length) : head;
  const kind = Object.hasOwn(FAMILY_REPORT, family) ? FAMILY_REPORT[family] : undefined;
  return kind ? { origin: upgrade ? 'upgrade' : 'report', kind, reportId } : null;
}
