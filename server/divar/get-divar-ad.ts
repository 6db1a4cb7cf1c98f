import 'server-only';
import {
  DIVAR_OUTSIDE_TEHRAN,
  DIVAR_POST_NOT_FOUND,
  DIVAR_UNSUPPORTED_CATEGORY,
  type DivarAd,
  type DivarAsking,
  type DivarEvaluationType,
} from '@/lib/contracts/divar';
import type { Db } from '@/server/db/client';
import { NotFound } from '@/server/core/errors';
import { districtAt, districtName, lookupPoint } from '@/server/places/catalogue';
import type { Neighbourhood } from '@/server/places/types';
import { divarProvider } from '@/server/providers/divar/divar-provider';
import { type AdAmount, type DivarPin, type DivarPost, KenarError, SCOPE } from '@/server/providers/divar/types';
import { neighbourhoodForDivarSlug } from './divar-places';
import { liveGrant } from './grants';
import { withKenar } from './kenar-api-error';

/** Divar's category → our valuation (issue 27: apartment-sell → buySell, apartment-rent → rent, nothing else). */
export const VALUED_CATEGORIES: Record<string, DivarEvaluationType> = { 'apartment-sell': 'buySell', 'apartment-rent': 'rent' };

/** Persian names of Divar's city slugs the pages may show; any other city is shown by its slug. */
const CITY_NAMES: Record<string, string> = {
  tehran: 'تهران',
  karaj: 'کرج',
  mashhad: 'مشهد',
  isfahan: 'اصفهان',
  shiraz: 'شیراز',
  tabriz: 'تبریز',
  qom: 'قم',
  ahvaz: 'اهواز',
  rasht: 'رشت',
  pardis: 'پردیس',
};

/** A Divar city slug's Persian name, null for a city the pages have no name for. */
export function divarCityName(slug: string | null): string | null {
  return slug ? (CITY_NAMES[slug] ?? null) : null;
}

const amount = (a: AdAmount): number | null => (typeof a === 'number' ? a : null);

function askingOf(post: DivarPost): DivarAsking | null {
  if (post.category?.endsWith('-rent')) {
    const deposit = amount(post.deposit);
    const rent = amount(post.rent);
    return deposit === null && rent === null ? null : { deposit, rent };
  }
  const total = amount(post.price);
  return total === null ? null : { total };
}

/**
 * Whether the price our comparison needs is «توافقی» in the ad (a sale's price; a rent's deposit or monthly rent), as
 * opposed to missing: the pages and the widget say which (QA s10: «توافقی یا ذکر نشده» for an ad that says «توافقی»).
 */
export function askingNegotiable(post: DivarPost): boolean {
  if (post.category?.endsWith('-rent')) return post.deposit === 'negotiable' || post.rent === 'negotiable';
  return post.price === 'negotiable';
}

/** The place a pin falls in, when it is inside Tehran's 22 districts. */
function placeAt(pin: DivarPin): { district: number; neighbourhood: Neighbourhood } | null {
  if (districtAt(pin.latitude, pin.longitude) === 0) return null;
  const hit = lookupPoint(pin.latitude, pin.longitude);
  return { district: hit.district, neighbourhood: hit.neighbourhood };
}

/** A parsed Divar ad (and its owner's pin, when read) in our valuation form's terms. Unknowns stay null. */
export function mapDivarPost(post: DivarPost, pin: DivarPin | null): DivarAd {
  const kind = post.category ? (VALUED_CATEGORIES[post.category] ?? null) : null;
  const inTehran = post.city === 'tehran';
  // The pin places the ad more precisely than its neighbourhood slug, when the owner shared one.
  const pinned = inTehran && pin ? placeAt(pin) : null;
  const neighbourhood = pinned?.neighbourhood ?? (inTehran ? neighbourhoodForDivarSlug(post.district) : null);
  const district = pinned?.district ?? neighbourhood?.district ?? null;
  return {
    post_token: post.token,
    kind,
    category: post.category,
    unsupported: !kind ? DIVAR_UNSUPPORTED_CATEGORY : !inTehran ? DIVAR_OUTSIDE_TEHRAN : null,
    title: post.title,
    city: post.city,
    city_name: divarCityName(post.city),
    district,
    district_name: district === null ? null : districtName(district),
    divar_district: post.district,
    neighbourhood: neighbourhood
      ? { id: neighbourhood.id, name: neighbourhood.name_fa, slug: neighbourhood.slug, latitude: neighbourhood.lat, longitude: neighbourhood.lng }
      : null,
    area: post.area,
    rooms: post.rooms,
    build_year: post.buildYear,
    build_year_text: post.buildYearText,
    floor: post.floor,
    total_floors: post.totalFloors,
    elevator: post.elevator,
    parking: post.parking,
    storage: post.storage,
    asking: askingOf(post),
    latitude: pin?.latitude ?? null,
    longitude: pin?.longitude ?? null,
    location_type: pin ? (pin.exact ? 'exact' : 'approximate') : null,
  };
}

/** The ad from Divar, or 404 when Divar has no such ad. */
export async function readDivarPost(postToken: string): Promise<DivarPost> {
  const post = await withKenar(() => divarProvider().getPost(postToken));
  if (!post) throw new NotFound(DIVAR_POST_NOT_FOUND);
  return post;
}

/**
 * The owner's pin when this user may read it (a live grant with USER_POSTS_GET); null otherwise. A refusal by
 * Divar (not their ad, grant withdrawn) just means no pin: the neighbourhood still places the ad. So does Divar
 * failing on this read alone (down, slow, limiting us; the provider logs it): the ad was read, and failing the whole
 * answer only made the form's page log a 503 and place the ad the same way.
 */
export async function ownerPinFor(db: Db, postToken: string, viewerId: string | null): Promise<DivarPin | null> {
  if (!viewerId) return null;
  const grant = await liveGrant(db, viewerId, SCOPE.userPostsGet, postToken);
  if (!grant) return null;
  try {
    return await divarProvider().getOwnerPin(postToken, grant.accessToken);
  } catch (error) {
    if (error instanceof KenarError && ['forbidden', 'not_found', 'unavailable', 'rate_limited'].includes(error.failure)) return null;
    throw error;
  }
}

/** GET /api/divar/post/?post_token= */
export async function getDivarAd(db: Db, postToken: string, viewerId: string | null): Promise<DivarAd> {
  const post = await readDivarPost(postToken);
  const pin = await withKenar(() => ownerPinFor(db, postToken, viewerId));
  return mapDivarPost(post, pin);
}
