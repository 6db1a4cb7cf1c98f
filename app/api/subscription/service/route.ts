// GET /api/subscription/service/ - every active service with its credits_required and price, cacheable for 15 minutes
import { getDb } from '@/server/db/client';
import { REFERENCE_CACHE_HEADERS } from '@/server/billing/cache';
import { listServices } from '@/server/billing/list-services';
import { reply, route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';

export const GET = route({ auth: 'none' }, async () =>
  reply(await listServices(await getDb()), { headers: REFERENCE_CACHE_HEADERS }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
