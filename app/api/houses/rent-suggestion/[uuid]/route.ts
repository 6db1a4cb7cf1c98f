// GET /api/houses/rent-suggestion/{uuid} - a stored rent suggestion (shared by link)
import { getDb } from '@/server/db/client';
import { route } from '@/server/http/route';
import { getSuggestion } from '@/server/suggestion/get-suggestion';

export const GET = route({ auth: 'none' }, async ({ params }) => getSuggestion(await getDb(), 'rent', params.uuid ?? ''));
