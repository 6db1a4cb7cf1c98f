// GET /api/subscription/plan/ - the credit plans (main plans and top-up packs), cacheable for 15 minutes
import { getDb } from '@/server/db/client';
import { REFERENCE_CACHE_HEADERS } from '@/server/billing/cache';
import { listPlans } from '@/server/billing/list-plans';
import { reply, route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';

export const GET = route({ auth: 'none' }, async () => reply(await listPlans(await getDb()), { headers: REFERENCE_CACHE_HEADERS }));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
