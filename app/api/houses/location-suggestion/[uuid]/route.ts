// GET /api/houses/location-suggestion/{uuid} - a stored buy suggestion (shared by link)
import { getDb } from '@/server/db/client';
import { route } from '@/server/http/route';
import { getSuggestion } from '@/server/suggestion/get-suggestion';

export const GET = route({ auth: 'none' }, async ({ params }) => getSuggestion(await getDb(), 'buy', params.uuid ?? ''));
