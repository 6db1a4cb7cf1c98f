// GET /api/v1/account/ - the calling key, its owner's credits, today's usage and each service's price
import { getDb } from '@/server/db/client';
import { route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';
import { getApiAccount } from '@/server/request-api/account';

export const GET = route({ auth: 'api-key' }, async ({ apiKey }) => getApiAccount(await getDb(), apiKey));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
