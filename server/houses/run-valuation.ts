import 'server-only';

import { OUTSIDE_SERVICE_AREA, type CreateValuationBody, type ValuationInputs, type ValuationKind } from '@/lib/contracts/valuation';
import { badRequest, nonFieldError } from '@/server/http/errors';
import { lookupPoint } from '@/server/places/catalogue';
import { OutsideServiceAreaError } from '@/server/places/errors';
import { ValuationInputError } from '@/server/valuation/errors';
import type { RentValuation, SaleValuation } from '@/server/valuation/types';
import { valuateRent, valuateSale } from '@/server/valuation/valuate';
import { serverEnv } from '@/lib/env';

/** The full report is computed and stored once; the tier only trims what GET shows (issue 6). */
const STORED_COMPARABLES = 30;

// Engine field names → the wire names of issue 6.
const FIELD = { buildYear: 'build_year', totalFloors: 'total_floors', location: 'latitude', conversionRate: 'non_field_errors', asOf: 'non_field_errors' } as Record<string, string>;

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
 * Runs the engine for a request (before any transaction, so a failed valuation charges nothing). Outside the
 * service area → 400 with spec §8's message; the engine's field errors → 400 under the wire field names.
 */
export function runValuation(kind: ValuationKind, body: CreateValuationBody, rate = serverEnv().RENT_CONVERSION_RATE): StoredValuation {
  const hasPoint = body.latitude !== undefined && body.longitude !== undefined;
  if (hasPoint) {
    try {
      lookupPoint(body.latitude as number, body.longitude as number);
    } catch (error) {
      if (error instanceof OutsideServiceAreaError) throw nonFieldError(OUTSIDE_SERVICE_AREA);
      throw error;
    }
  }
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
    comparables: STORED_COMPARABLES,
  };
  try {
    const result = kind === 'sale' ? valuateSale({ ...input, totalFloors: body.total_floors }) : valuateRent({ ...input, conversionRate: rate });
    return { ...result, point: hasPoint ? { latitude: body.latitude as number, longitude: body.longitude as number } : null };
  } catch (error) {
    if (error instanceof ValuationInputError) {
      const fields: Record<string, string[]> = {};
      for (const [k, v] of Object.entries(error.fields)) (fields[FIELD[k] ?? k] ??= []).push(...v);
      throw badRequest(fields);
    }
    throw error;
  }
}
