// GET /api/houses/city/?services_access_category= - supported cities with their services, cacheable for 15 minutes
import { cityQuery } from '@/lib/contracts/billing';
import { getDb } from '@/server/db/client';
import { REFERENCE_CACHE_HEADERS } from '@/server/billing/cache';
import { listCities } from '@/server/billing/list-cities';
import { reply, route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';

export const GET = route({ auth: 'none', query: cityQuery }, async ({ query }) =>
  reply(await listCities(await getDb(), query.services_access_category), { headers: REFERENCE_CACHE_HEADERS }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
