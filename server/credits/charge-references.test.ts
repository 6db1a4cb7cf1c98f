import { describe, expect, it } from 'vitest';
import { batchRefundReference, batchSpendReference, chargeOf, reportChargeReference, upgradeChargeReference } from './charge-references';

const ID = '3f1c2d9e-7a45-4b8e-9a60-1f2e3d4c5b6a';

describe('charge references (server/credits/charge-references.ts)', () => {
  it('reads back the report a charge or an upgrade paid for, for every family with a result page', () => {
    expect(chargeOf(reportChargeReference('price_evaluation', ID))).toEqual({ origin: 'report', kind: 'sale', reportId: ID });
    expect(chargeOf(reportChargeReference('rental_evaluation', ID))).toEqual({ origin: 'report', kind: 'rent', reportId: ID });
    expect(chargeOf(upgradeChargeReference('environmental_evaluation', ID))).toEqual({ origin: 'upgrade', kind: 'environment', reportId: ID });
    expect(chargeOf(reportChargeReference('buy_suggestion', ID))).toMatchObject({ kind: 'buy_suggestion' });
    expect(chargeOf(upgradeChargeReference('rent_suggestion', ID))).toMatchObject({ origin: 'upgrade', kind: 'rent_suggestion' });
  });

  it('names a batch without a report, and guesses nothing from anything else', () => {
    expect(chargeOf(batchSpendReference('b1'))).toEqual({ origin: 'batch', batchId: 'b1' });
    expect(chargeOf(batchRefundReference('b1'))).toEqual({ origin: 'batch', batchId: 'b1' });
    for (const ref of [null, '', 'payment abc', `report:${ID}`, `price_evaluation:not-a-uuid`, `constructor:${ID}`, ID]) expect(chargeOf(ref), String(ref)).toBeNull();
  });
});
