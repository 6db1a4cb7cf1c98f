import 'server-only';
import { sql } from 'drizzle-orm';
import {
  CREDIT_HISTORY_PAGE_SIZE,
  INVALID_PAGE,
  type CreditEntryKind,
  type CreditHistoryEntry,
  type CreditHistoryPage,
} from '@/lib/contracts/credit-history';
import type { PaymentStatus } from '@/lib/contracts/billing';
import { resultPageUrl } from '@/lib/contracts/result-pages';
import { NotFound } from '@/server/core/errors';
import { pageCount, pageLink } from '@/server/core/page-links';
import type { Db } from '@/server/db/client';
import { rowsOf } from '@/server/db/raw-rows';
import type { LedgerEntryType } from '@/server/db/schema/billing';
import { chargeOf } from './charge-references';

/** Every ledger entry type, as the history names it: a new type fails to compile until it is mapped here. */
const LEDGER_KIND = {
  purchase: 'purchase',
  spend: 'spend',
  signup_grant: 'signup_grant',
  refund: 'refund',
  adjustment: 'adjustment',
} as const satisfies Record<LedgerEntryType, CreditEntryKind>;

interface HistoryRow {
  key: string;
  kind: LedgerEntryType | 'payment';
  created_ms: number;
  paid_delta: number;
  free_delta: number;
  reference: string | null;
  service_name: string | null;
  service_title: string | null;
  payment_status: PaymentStatus | null;
  plan_name: string | null;
  plan_label: string | null;
  credits: number | null;
  amount: number | null;
  discount_percent: number | null;
  ref_id: string | null;
  authority: string | null;
}

// The history is the user's ledger (every credit that came or went, each row with the payment, plan or service it
// names) and their payments that added nothing: a purchase's payment is already its ledger row, any other status
// (pending, failed, cancelled) is listed on its own so money the bank took is never out of sight. One UNION ALL picks
// the page from the narrow columns (both tables are indexed on (user_id, created_at)); the page's rows alone are
// joined to their payment, plan and service. Ties in time are ordered by the key, so pages never overlap.
const pageQuery = (userId: string, offset: number) => sql`
  WITH page AS (
    SELECT 'ledger:' || l.id AS key, l.entry_type AS kind, l.created_at, l.paid_delta, l.free_delta, l.service_id,
      l.payment_id, l.reference, lpad(l.id::text, 20, '0') AS tie
    FROM credit_ledger l WHERE l.user_id = ${userId}
    UNION ALL
    SELECT 'payment:' || p.id, 'payment', p.created_at, 0, 0, NULL, p.id, NULL, p.id::text
    FROM payments p WHERE p.user_id = ${userId} AND p.status <> 'paid'
    ORDER BY created_at DESC, tie DESC
    LIMIT ${CREDIT_HISTORY_PAGE_SIZE} OFFSET ${offset}
  )
  SELECT e.key, e.kind, (extract(epoch FROM e.created_at) * 1000)::float8 AS created_ms, e.paid_delta, e.free_delta,
    e.reference, s.name AS service_name, s.title AS service_title, p.status AS payment_status, pl.name AS plan_name,
    pl.label AS plan_label, p.credits, p.amount, p.discount_percent, p.ref_id, p.authority
  FROM page e
  LEFT JOIN services s ON s.id = e.service_id
  LEFT JOIN payments p ON p.id = e.payment_id AND p.user_id = ${userId}
  LEFT JOIN plans pl ON pl.id = p.plan_id
  ORDER BY e.created_at DESC, e.tie DESC`;

const countQuery = (userId: string) => sql`
  SELECT ((SELECT count(*) FROM credit_ledger WHERE user_id = ${userId})
    + (SELECT count(*) FROM payments WHERE user_id = ${userId} AND status <> 'paid'))::int AS count`;

function entryOf(row: HistoryRow): CreditHistoryEntry {
  const charge = row.kind === 'spend' || row.kind === 'refund' ? chargeOf(row.reference) : null;
  const report = charge && charge.origin !== 'batch' ? { kind: charge.kind, uuid: charge.reportId, url: resultPageUrl(charge.kind, charge.reportId) } : null;
  return {
    id: row.key,
    kind: row.kind === 'payment' ? 'payment' : LEDGER_KIND[row.kind],
    created_at: new Date(row.created_ms).toISOString(),
    paid_delta: row.paid_delta,
    free_delta: row.free_delta,
    service: row.service_name !== null && row.service_title !== null ? { name: row.service_name, title: row.service_title } : null,
    origin: charge?.origin ?? null,
    // A refund gives back what a batch took; only a spend opens the report it bought.
    report: row.kind === 'spend' ? report : null,
    payment:
      row.payment_status === null
        ? null
        : {
            status: row.payment_status,
            plan_name: row.plan_name ?? '',
            plan_label: row.plan_label ?? '',
            credits: row.credits ?? 0,
            amount: row.amount ?? 0,
            discount_percent: row.discount_percent ?? 0,
            ref_id: row.ref_id,
            authority: row.authority,
          },
  };
}

/**
 * GET /api/users/credit-history/: a page of the caller's own credit history (only rows whose user_id is theirs),
 * newest first. A page past the end is a 404 like DRF's («صفحه نامعتبر است.»); an account with nothing yet has one
 * empty page.
 */
export async function listCreditHistory(db: Db, input: { userId: string; page: number; requestUrl: string }): Promise<CreditHistoryPage> {
  const { userId, page } = input;
  const [{ count }] = await rowsOf<{ count: number }>(db, countQuery(userId));
  const pages = pageCount(count, CREDIT_HISTORY_PAGE_SIZE);
  if (page > pages) throw new NotFound(INVALID_PAGE);
  const rows = await rowsOf<HistoryRow>(db, pageQuery(userId, (page - 1) * CREDIT_HISTORY_PAGE_SIZE));
  const base = new URL(input.requestUrl);
  return {
    count,
    next: pageLink(base, page + 1, pages),
    previous: pageLink(base, page - 1, pages),
    results: rows.map(entryOf),
  };
}
