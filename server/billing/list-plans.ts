import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Plan } from '@/lib/contracts/billing';
import type { Db, Tx } from '@/server/db/client';
import { plans } from '@/server/db/schema/billing';

export type PlanRow = typeof plans.$inferSelect;

export function toPlan(p: PlanRow): Plan {
  return {
    id: p.id,
    name: p.name,
    label: p.label,
    credits: p.credits,
    description: p.description,
    price: p.price,
    discounted_price: p.discountedPrice,
    discount_percent: p.price > 0 ? Math.round(((p.price - p.discountedPrice) / p.price) * 100) : 0,
    is_main: p.isMain,
  };
}

/** Active plans, main plans first (spec §3: non-main plans are single-credit top-up packs). */
export async function listPlans(db: Db | Tx): Promise<Plan[]> {
  const rows = await db
    .select()
    .from(plans)
    .where(eq(plans.isActive, true))
    .orderBy(asc(plans.sortOrder), asc(plans.id));
  return rows.map(toPlan);
}

/** By id or wire name (the contract already maps `standard` to `sntandard`). */
export async function findPlan(db: Db | Tx, ref: number | string): Promise<PlanRow | null> {
  const condition = typeof ref === 'number' ? eq(plans.id, ref) : eq(plans.name, ref);
  const [row] = await db
    .select()
    .from(plans)
    .where(and(condition, eq(plans.isActive, true)))
    .limit(1);
  return row ?? null;
}
