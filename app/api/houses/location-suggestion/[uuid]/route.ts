// GET /api/houses/location-suggestion/{uuid} - a stored buy suggestion (shared by link)
import { getDb } from '@/server/db/client';
import { route } from '@/server/http/route';
import { getSuggestion } from '@/server/suggestion/get-suggestion';
import { otherMethods } from '@/server/http/other-methods';

export const GET = route({ auth: 'none' }, async ({ params }) => getSuggestion(await getDb(), 'buy', params.uuid ?? ''));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
