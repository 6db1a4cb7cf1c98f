// GET /api/houses/convert-postal-code/?postal_code= - the address of a ten-digit postal code (503 while no provider is configured)
import { postalCodeQuery } from '@/lib/contracts/valuation';
import { convertPostalCode } from '@/server/places/lookup-postal-code';
import { route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';

export const GET = route({ auth: 'none', query: postalCodeQuery, rateLimit: ({ ipKey }) => ({ bucket: `postal-ip:${ipKey}`, limit: 60, windowSeconds: 600 }) }, ({ query }) =>
  convertPostalCode(query.postal_code),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
