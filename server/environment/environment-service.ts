import 'server-only';

import type { Db, Tx } from '@/server/db/client';
import { findService, type ServiceRow } from '@/server/credits/find-service';
import { fieldError, notFound } from '@/server/http/errors';

export const SERVICE_NOT_ENVIRONMENTAL = 'سرویس انتخاب‌شده مربوط به ارزیابی محیطی نیست.';

/** Resolves a service reference and checks it belongs to the environmental_evaluation family. */
export async function findEnvironmentService(db: Db | Tx, ref: number | string, kinds: readonly string[]): Promise<ServiceRow> {
  const service = await findService(db, ref);
  if (!service) throw notFound('سرویس مورد نظر یافت نشد.');
  if (service.categoryName !== 'environmental_evaluation' || !kinds.includes(service.serviceKind)) {
    throw fieldError('service', SERVICE_NOT_ENVIRONMENTAL);
  }
  return service;
}
