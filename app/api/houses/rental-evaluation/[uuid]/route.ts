// GET /api/houses/rental-evaluation/{uuid} - a rent valuation, as its tier allows (readable by whoever holds the link)
import { getDb } from '@/server/db/client';
import { getValuation } from '@/server/houses/get-valuation';
import { route } from '@/server/http/route';

export const GET = route({ auth: 'none' }, async ({ params }) => getValuation(await getDb(), 'rent', params.uuid ?? ''));
