import 'server-only';

import type { NeighbourhoodCard } from '@/lib/contracts/chatbot';
import { evaluateEnvironment } from '@/server/environment/evaluate-environment';
import type { Neighbourhood } from '@/server/places/types';
import { neighbourhoodRef } from './places';

/**
 * The environment engine at a neighbourhood's centre: overall score, its place among Tehran's neighbourhoods, the
 * eight categories and the nearest metro station. The paid evaluation scores the exact address on all 50 criteria.
 * null when the centre is outside the engine's data.
 */
export function neighbourhoodProfile(nb: Neighbourhood): NeighbourhoodCard | null {
  let env;
  try {
    env = evaluateEnvironment(nb.lat, nb.lng, { neighbourhood: nb });
  } catch {
    return null;
  }
  const metro = env.criteria.find((c) => c.id === 'metro_distance');
  return {
    type: 'neighbourhood',
    place: neighbourhoodRef(nb),
    overall_score: Math.round(env.overall_score),
    percentile: env.percentile,
    categories: env.categories.map((c) => ({ id: c.id, name: c.name, score: c.score })),
    metro: metro && metro.available && metro.value !== null && metro.detail ? { station: metro.detail, distance_m: Math.round(metro.value) } : null,
    criteria_version: env.criteria_version,
  };
}
