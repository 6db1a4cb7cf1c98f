import 'server-only';

import type { CreateValuationBody, ValuationInputs, ValuationKind } from '@/lib/contracts/valuation';
import { InvalidInput, OutsideServiceArea } from '@/server/core/errors';
import { ValuationInputError } from '@/server/valuation/engine/errors';
import type { RentValuation, SaleValuation } from '@/server/valuation/engine/types';
import { valuateRent, valuateSale } from '@/server/valuation/engine/valuate';
import { serverEnv } from '@/lib/env';

/** The full report is computed and stored once; the tier only trims what GET shows (issue 6). */
const STORED_COMPARABLES = 30;

// Engine field names → the wire names of issue 6.
const FIELD = { buildYear: 'build_year', totalFloors: 'total_floors', conversionRate: 'non_field_errors', asOf: 'as_of' } as Record<string, string>;

export type StoredValuation = (SaleValuation | RentValuation) & { point: { latitude: number; longitude: number } | null };

export function valuationInputs(body: CreateValuationBody): ValuationInputs {
  return {
    latitude: body.latitude ?? null,
    longitude: body.longitude ?? null,
    neighbourhood: body.neighbourhood ?? null,
    area: body.area,
    rooms: body.rooms,
    build_year: body.build_year,
    floor: body.floor,
    total_floors: body.total_floors ?? null,
    elevator: body.elevator,
    parking: body.parking,
    storage: body.storage,
    postal_code: body.postal_code ?? null,
  };
}

/**
 * Runs the engine for a request (before any transaction, so a failed valuation charges nothing). The contract has
 * already checked every field against the same ranges (PROPERTY_RANGES), so what the engine can still refuse is
 * the place: a point outside Tehran (spec §8's 'outside our service area') or a neighbourhood it does not know,
 * said under the request's own field names.
 */
export function runValuation(kind: ValuationKind, body: CreateValuationBody, rate = serverEnv().RENT_CONVERSION_RATE): StoredValuation {
  const hasPoint = body.latitude !== undefined && body.longitude !== undefined;
  const input = {
    latitude: hasPoint ? body.latitude : undefined,
    longitude: hasPoint ? body.longitude : undefined,
    neighbourhood: body.neighbourhood,
    area: body.area,
    buildYear: body.build_year,
    rooms: body.rooms,
    floor: body.floor,
    elevator: body.elevator,
    parking: body.parking,
    storage: body.storage,
    asOf: body.as_of,
    comparables: STORED_COMPARABLES,
  };
  try {
    const result = kind === 'sale' ? valuateSale({ ...input, totalFloors: body.total_floors }) : valuateRent({ ...input, conversionRate: rate });
    return { ...result, point: hasPoint ? { latitude: body.latitude as number, longitude: body.longitude as number } : null };
  } catch (error) {
    if (!(error instanceof ValuationInputError)) throw error;
    // The engine places a valid point it could not find in Tehran under `location`.
    if (error.fields.location) throw new OutsideServiceArea();
    const fields: Record<string, string[]> = {};
    for (const [k, v] of Object.entries(error.fields)) (fields[FIELD[k] ?? k] ??= []).push(...v);
    throw new InvalidInput(fields);
  }
}
