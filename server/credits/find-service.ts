import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { ServiceFamily, ServiceKind } from '@/lib/contracts/billing';
import { MAX_ROW_ID } from '@/lib/contracts/refs';
import { invalidField, NotFound } from '@/server/core/errors';
import type { Db, Tx } from '@/server/db/client';
import { services } from '@/server/db/schema/billing';

export type ServiceRow = typeof services.$inferSelect;

/** Resolves a service by numeric id (number or digit string) or by name; only active services. */
export async function findService(db: Db | Tx, idOrName: number | string): Promise<ServiceRow | null> {
  const key = typeof idOrName === 'number' ? String(idOrName) : idOrName.trim();
  if (/^\d+$/.test(key) && Number(key) > MAX_ROW_ID) return null;
  const condition = /^\d+$/.test(key) ? eq(services.id, Number(key)) : eq(services.name, key);
  const [row] = await db
    .select()
    .from(services)
    .where(and(condition, eq(services.isActive, true)))
    .limit(1);
  return row ?? null;
}

export async function listActiveServices(db: Db | Tx): Promise<ServiceRow[]> {
  return db.select().from(services).where(eq(services.isActive, true)).orderBy(asc(services.id));
}

export const SERVICE_NOT_FOUND = 'سرویس مورد نظر یافت نشد.';
/** Said when a request names a service of another family (spec §3 names: `{family}_{agent}_{kind}`). */
const NOT_THIS_FAMILY: Record<ServiceFamily, string> = {
  price_evaluation: 'سرویس انتخاب‌شده مربوط به ارزیابی قیمت خرید و فروش نیست.',
  rental_evaluation: 'سرویس انتخاب‌شده مربوط به ارزیابی قیمت اجاره نیست.',
  environmental_evaluation: 'سرویس انتخاب‌شده مربوط به ارزیابی محله نیست.',
  buy_suggestion: 'سرویس انتخاب‌شده مربوط به پیشنهاد محل خرید نیست.',
  rent_suggestion: 'سرویس انتخاب‌شده مربوط به پیشنهاد محل اجاره نیست.',
  report: 'سرویس انتخاب‌شده مربوط به این گزارش نیست.',
};

/**
 * The service a paid request names (id or name), checked to be an active one of the family and of an allowed kind;
 * looked up once per request and handed on to the charge.
 */
export async function findServiceOf(db: Db | Tx, family: ServiceFamily, ref: number | string, kinds: readonly ServiceKind[]): Promise<ServiceRow> {
  const service = await findService(db, ref);
  if (!service) throw new NotFound(SERVICE_NOT_FOUND);
  if (service.categoryName !== family || !(kinds as readonly string[]).includes(service.serviceKind)) throw invalidField('service', NOT_THIS_FAMILY[family]);
  return service;
}
