// GET /api/houses/rental-evaluation/{uuid} - a rent valuation, as its tier allows (readable by whoever holds the link)
import { getDb } from '@/server/db/client';
import { getValuation } from '@/server/valuation/get-valuation';
import { route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';

export const GET = route({ auth: 'optional' }, async ({ params, user }) => getValuation(await getDb(), 'rent', params.uuid ?? '', user?.id));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
