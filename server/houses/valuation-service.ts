import 'server-only';

import type { ValuationKind } from '@/lib/contracts/valuation';
import { VALUATION_FAMILY } from '@/lib/contracts/valuation';
import { findService, type ServiceRow } from '@/server/credits/find-service';
import type { Db, Tx } from '@/server/db/client';
import { fieldError, notFound } from '@/server/http/errors';

const NOT_THIS_FAMILY: Record<ValuationKind, string> = {
  sale: 'سرویس انتخاب‌شده مربوط به ارزیابی قیمت خرید و فروش نیست.',
  rent: 'سرویس انتخاب‌شده مربوط به ارزیابی قیمت اجاره نیست.',
};

/** Resolves a service reference and checks it belongs to the kind's family (spec §3 names) and allowed kinds. */
export async function findValuationService(db: Db | Tx, kind: ValuationKind, ref: number | string, kinds: readonly string[]): Promise<ServiceRow> {
  const service = await findService(db, ref);
  if (!service) throw notFound('سرویس مورد نظر یافت نشد.');
  if (service.categoryName !== VALUATION_FAMILY[kind] || !kinds.includes(service.serviceKind)) throw fieldError('service', NOT_THIS_FAMILY[kind]);
  return service;
}
