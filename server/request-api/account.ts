import 'server-only';

import { and, eq } from 'drizzle-orm';
import type { ApiAccount } from '@/lib/contracts/request-api';
import { listActiveServices } from '@/server/credits/find-service';
import { readBalance } from '@/server/credits/ledger';
import type { Db } from '@/server/db/client';
import { apiUsage } from '@/server/db/schema/api';
import type { ApiKeyPrincipal } from './api-keys';
import { usageDay } from './usage';

/** GET /api/v1/account/: the calling key, its owner's credits, today's usage and what each service costs. */
export async function getApiAccount(db: Db, principal: ApiKeyPrincipal): Promise<ApiAccount> {
  const [balance, services, [today]] = await Promise.all([
    readBalance(db, principal.userId),
    listActiveServices(db),
    db.select().from(apiUsage).where(and(eq(apiUsage.apiKeyId, principal.keyId), eq(apiUsage.day, usageDay()))).limit(1),
  ]);
  return {
    key: { id: principal.keyId, name: principal.name, prefix: principal.prefix, rate_limit_per_minute: principal.rateLimitPerMinute },
    credits: { paid: balance.paid, free: balance.free, total: balance.paid + balance.free },
    usage_today: {
      calls: today?.calls ?? 0,
      failed_calls: today?.failedCalls ?? 0,
      credits: today?.credits ?? 0,
      batch_rows: today?.batchRows ?? 0,
    },
    prices: services
      .filter((s) => s.sourceAgentType === 'product' && s.categoryName !== 'report')
      .map((s) => ({ service: s.name, title: s.title, credits: s.creditsRequired })),
  };
}
