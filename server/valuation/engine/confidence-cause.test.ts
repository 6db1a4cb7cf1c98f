import { describe, expect, it } from 'vitest';
import { confidenceCause, confidenceCauseWords, confidenceReasonText } from '@/lib/contracts/confidence-reason';
import { loadModel } from './artifacts';
import { valuateRent, valuateSale } from './valuate';

// Every label below «high» the engine gives has a cause the result's own figures prove, and the words the ad's widget
// and the result pages say (QA: «اطمینان پایین» with no reason for few listings or a wide range). Over every
// neighbourhood, with flats that reach each of the engine's rules: an ordinary one, one of a size few listings have,
// a new build (the older-flat check), and a sale flat far up with many rooms.
const FLATS = [
  { area: 100, buildYear: 1395, rooms: 2, floor: 3 },
  { area: 1500, buildYear: 1390, rooms: 3, floor: 2 },
  { area: 120, buildYear: 1404, rooms: 3, floor: 5 },
  { area: 250, buildYear: 1400, rooms: 6, floor: 30 },
];

describe('confidenceCause on the engine\'s own results', () => {
  for (const kind of ['sale', 'rent'] as const) {
    it(`names a cause with its figure for every ${kind} estimate rated below «high», at the latest month and the listings' own`, () => {
      const seen = new Map<string, number>();
      for (const nb of Object.keys(loadModel(kind).data.nb_n)) {
        for (const flat of FLATS) {
          // The listings' own month for the ordinary flat only: the months' widening is the rule it adds.
          for (const asOf of flat === FLATS[0] ? [undefined, '1401-10'] : [undefined]) {
            const input = { ...flat, neighbourhood: nb, elevator: true, parking: true, storage: false, asOf };
            let r;
            try {
              r = kind === 'sale' ? valuateSale(input) : valuateRent(input);
            } catch {
              continue; // a month or place this model does not cover
            }
            const figures = { ...r, inputs: { area: flat.area, build_year: flat.buildYear, rooms: flat.rooms, floor: flat.floor } };
            const cause = confidenceCause(figures);
            const where = `${kind} ${nb} ${JSON.stringify(flat)} ${asOf ?? 'latest'}: ${r.estimate.confidence}`;
            if (r.estimate.confidence === 'high') {
              expect(cause, where).toBeNull();
              continue;
            }
            expect(cause, where).not.toBeNull();
            seen.set(`${r.estimate.confidence} ${cause!.cause}`, (seen.get(`${r.estimate.confidence} ${cause!.cause}`) ?? 0) + 1);
            // A figure in the widget's words and the page's sentence (Persian digits), never a bare label.
            expect(confidenceCauseWords(cause!, figures), where).toMatch(/[۰-۹]/);
            expect(confidenceReasonText(figures, r.price_index?.reference_month ?? null), where).toMatch(/[۰-۹]/);
          }
        }
      }
      // The rules these flats reach, each seen (a model that stops reaching one fails here, and the test says which).
      const expected =
        kind === 'sale'
          ? ['low price_date', 'low few_in_neighbourhood', 'low few_similar', 'low older_flat', 'low smaller_flat', 'low wide_range']
          : ['low price_date', 'low few_in_neighbourhood', 'low few_similar', 'low wide_range'];
      const medium = ['medium price_date', 'medium wide_range', 'medium thin_neighbourhood', 'medium few_of_size_in_neighbourhood'];
      for (const k of [...expected, ...medium]) expect([...seen.keys()], k).toContain(k);
    });
  }
});
