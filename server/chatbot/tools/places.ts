import 'server-only';

import type { ChatPlaceRef } from '@/lib/contracts/chatbot';
import { districtName, getNeighbourhood } from '@/server/places/catalogue';
import type { Neighbourhood } from '@/server/places/types';

/** A catalogue neighbourhood as the chat's cards name it. */
export function neighbourhoodRef(nb: Neighbourhood): ChatPlaceRef {
  return { type: 'neighbourhood', id: nb.id, name: nb.name_fa, district: nb.district, district_name: districtName(nb.district) };
}

export function districtRef(district: number): ChatPlaceRef {
  return { type: 'district', id: String(district), name: districtName(district), district, district_name: districtName(district) };
}

/** A neighbourhood by id, slug or Persian name, or null (the tools refuse unknown names rather than guess). */
export function findNeighbourhood(ref: string): Neighbourhood | null {
  return getNeighbourhood(ref);
}
