import 'server-only';

import { SUGGESTION_FAMILY, type SuggestionKind } from '@/lib/contracts/suggestion';
import { findService, type ServiceRow } from '@/server/credits/find-service';
import type { Db, Tx } from '@/server/db/client';
import { fieldError, notFound } from '@/server/http/errors';

const NOT_THIS_FAMILY: Record<SuggestionKind, string> = {
  buy: 'سرویس انتخاب‌شده مربوط به پیشنهاد محل خرید نیست.',
  rent: 'سرویس انتخاب‌شده مربوط به پیشنهاد محل اجاره نیست.',
};

/** Resolves a service reference and checks it is a base or complementary service of the kind's family (spec §3). */
export async function findSuggestionService(db: Db | Tx, kind: SuggestionKind, ref: number | string): Promise<ServiceRow> {
  const service = await findService(db, ref);
  if (!service) throw notFound('سرویس مورد نظر یافت نشد.');
  if (service.categoryName !== SUGGESTION_FAMILY[kind] || !['base', 'complementary'].includes(service.serviceKind)) {
    throw fieldError('service', NOT_THIS_FAMILY[kind]);
  }
  return service;
}
