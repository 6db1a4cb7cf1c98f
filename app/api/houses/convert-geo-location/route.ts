// GET /api/houses/convert-geo-location/?lat=&lng= - the city, district and neighbourhood of a point (400 outside Tehran)
import { z } from 'zod';
import type { ConvertGeoLocationResponse } from '@/lib/contracts/environment';
import { toLatinDigits } from '@/lib/fa/digits';
import { route } from '@/server/http/route';
import { lookupPoint } from '@/server/places/catalogue';
import { otherMethods } from '@/server/http/other-methods';

const coord = (label: string, min: number, max: number) =>
  z.preprocess((v) => (typeof v === 'string' ? toLatinDigits(v).replace(/٫/g, '.').trim() : v), z.coerce.number({ error: `${label} معتبر نیست` }).min(min, `${label} معتبر نیست`).max(max, `${label} معتبر نیست`));
const query = z.object({ lat: coord('عرض جغرافیایی', -90, 90), lng: coord('طول جغرافیایی', -180, 180) });

// A point outside Tehran: the catalogue's OutsideServiceAreaError, which the wrapper answers with spec §8's 400.
export const GET = route({ auth: 'none', query }, ({ query: { lat, lng } }): ConvertGeoLocationResponse => {
  const p = lookupPoint(lat, lng);
  return { city: p.city, district: p.districtName, neighbourhood: p.neighbourhood.name_fa };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
