import 'server-only';

import { sql } from 'drizzle-orm';
import { INVALID_PAGE, REPORTS_PAGE_SIZE, type ReportKind, type ReportsPage } from '@/lib/contracts/reports';
import { resultPageUrl } from '@/lib/contracts/result-pages';
import type { AgentType } from '@/lib/contracts/billing';
import { NotFound } from '@/server/core/errors';
import { pageCount, pageLink } from '@/server/core/page-links';
import type { Db } from '@/server/db/client';
import { rowsOf } from '@/server/db/raw-rows';
import { reportDetails, reportSummaryText, reportTitle, type ReportFacts } from './describe-report';

interface ListedRow {
  id: string;
  kind: ReportKind;
  tier: 'base' | 'complementary' | 'extended';
  agent_type: AgentType;
  /** milliseconds since the epoch: a number on both drivers (a timestamptz's own type differs between them) */
  created_ms: number;
  facts: ReportFacts | null;
}

// Every report a user paid for is in one of three tables, each indexed on (user_id, created_at). One query: a UNION
// ALL of the three picks the page (newest first; the id breaks ties, so pages never overlap) from the narrow columns
// alone, and only then are the page's 20 rows read for the few fields of their inputs and result that the list's texts
// need (never whole reports; building them for every row before the LIMIT made the page cost grow with the account).
// Divar-made reports (agent_type divar_*) are the user's too.
const pageQuery = (userId: string, offset: number) => sql`
  WITH page AS (
    SELECT id, kind, tier, agent_type, created_at FROM valuations WHERE user_id = ${userId}
    UNION ALL
    SELECT id, 'environment', tier, agent_type, created_at FROM environment_evaluations WHERE user_id = ${userId}
    UNION ALL
    SELECT id, kind || '_suggestion', tier, agent_type, created_at FROM location_suggestions WHERE user_id = ${userId}
    ORDER BY created_at DESC, id DESC
    LIMIT ${REPORTS_PAGE_SIZE} OFFSET ${offset}
  )
  SELECT p.id, p.kind, p.tier, p.agent_type, (extract(epoch FROM p.created_at) * 1000)::float8 AS created_ms,
    CASE
      WHEN p.kind IN ('sale', 'rent') THEN (
        SELECT jsonb_build_object(
          'area', v.inputs -> 'area',
          'rooms', v.inputs -> 'rooms',
          'build_year', v.inputs -> 'build_year',
          'floor', v.inputs -> 'floor',
          'total_floors', v.inputs -> 'total_floors',
          'elevator', v.inputs -> 'elevator',
          'parking', v.inputs -> 'parking',
          'storage', v.inputs -> 'storage',
          'neighbourhood', v.result #> '{place,neighbourhood,name_fa}',
          'district_name', v.result #> '{place,district_name}',
          'price_date', v.result -> 'price_date',
          'estimate', CASE WHEN v.kind = 'sale' THEN v.result #> '{estimate,total}' ELSE v.result #> '{estimate,full_deposit}' END
        ) FROM valuations v WHERE v.id = p.id)
      WHEN p.kind = 'environment' THEN (
        SELECT jsonb_build_object(
          'neighbourhood', e.result #> '{place,neighbourhood,name}',
          'district_name', e.result #> '{place,district_name}',
          'overall_score', e.result -> 'overall_score',
          'percentile', e.result -> 'percentile'
        ) FROM environment_evaluations e WHERE e.id = p.id)
      ELSE (
        SELECT jsonb_build_object(
          'area', l.result #> '{request,area}',
          'budget', l.result #> '{request,budget}',
          'deposit_budget', l.result #> '{request,deposit_budget}',
          'rent_budget', l.result #> '{request,rent_budget}',
          'price_date', to_jsonb(l.price_date),
          'fits', to_jsonb(l.fits),
          'fitting_count', l.result -> 'fitting_count',
          'shown', to_jsonb(jsonb_array_length(COALESCE(l.result -> 'suggestions', '[]'::jsonb)))
        ) FROM location_suggestions l WHERE l.id = p.id)
    END AS facts
  FROM page p
  ORDER BY p.created_at DESC, p.id DESC`;

const countQuery = (userId: string) => sql`
  SELECT ((SELECT count(*) FROM valuations WHERE user_id = ${userId})
    + (SELECT count(*) FROM environment_evaluations WHERE user_id = ${userId})
    + (SELECT count(*) FROM location_suggestions WHERE user_id = ${userId}))::int AS count`;

/**
 * GET /api/users/reports/: a page of the caller's own reports (only rows whose user_id is theirs), newest first, each
 * with a short Persian title and summary built from what the row stored, and its result page. A page past the end
 * is a 404 like DRF's («صفحه نامعتبر است.»); the first page of an account with no reports is an empty list.
 */
export async function listReports(db: Db, input: { userId: string; page: number; requestUrl: string }): Promise<ReportsPage> {
  const { userId, page } = input;
  const [{ count }] = await rowsOf<{ count: number }>(db, countQuery(userId));
  const pages = pageCount(count, REPORTS_PAGE_SIZE);
  if (page > pages) throw new NotFound(INVALID_PAGE);
  const rows = await rowsOf<ListedRow>(db, pageQuery(userId, (page - 1) * REPORTS_PAGE_SIZE));
  const base = new URL(input.requestUrl);
  return {
    count,
    next: pageLink(base, page + 1, pages),
    previous: pageLink(base, page - 1, pages),
    results: rows.map((row) => {
      const facts = row.facts ?? {};
      return {
        uuid: row.id,
        kind: row.kind,
        tier: row.tier,
        agent_type: row.agent_type,
        created_at: new Date(row.created_ms).toISOString(),
        title: reportTitle(row.kind, facts),
        details: reportDetails(row.kind, facts),
        summary: reportSummaryText(row.kind, facts),
        url: resultPageUrl(row.kind, row.id),
      };
    }),
  };
}
