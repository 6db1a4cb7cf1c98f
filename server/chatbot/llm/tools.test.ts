import { describe, expect, it } from 'vitest';
import { runTool, toolSpecs } from './tools';
import { seededCatalogue } from '../testing/catalogue';
import { districtRentFigures } from '../tools/market';

describe('LLM tools', () => {
  it('describe their arguments with JSON schemas generated from zod', () => {
    const specs = toolSpecs();
    const offer = specs.find((s) => s.function.name === 'offer_service');
    expect(JSON.stringify(offer?.function.parameters)).toContain('"price_evaluation"');
    expect(specs.every((s) => s.function.parameters.type === 'object' || 'oneOf' in s.function.parameters || 'anyOf' in s.function.parameters)).toBe(true);
  });

  it('run the same engines and refuse bad arguments without throwing', () => {
    const c = seededCatalogue();
    const ok = runTool('market_figures', JSON.stringify({ kind: 'sale', neighbourhood: 'ونک', area: 80 }), c);
    expect(ok.cards).toHaveLength(1);
    expect(ok.result).toMatchObject({ type: 'market', area: 80 });
    expect(runTool('market_figures', '{"kind":"sale"', c).result).toMatchObject({ error: expect.any(String) });
    expect(runTool('market_figures', JSON.stringify({ kind: 'sale', neighbourhood: 'ناکجاآباد' }), c).result).toMatchObject({ error: 'محله شناخته نشد' });
    expect(runTool('district_trend', JSON.stringify({ district: 23 }), c).result).toMatchObject({ error: 'آرگومان نامعتبر' });
    expect(runTool('rm_rf', '{}', c).result).toMatchObject({ error: expect.stringContaining('ناشناخته') });
    // A district's rent: its rent listings (the default layer's figures), never the sale index.
    const rent = runTool('district_rent', JSON.stringify({ district: 2 }), c);
    expect(rent.result).toEqual(districtRentFigures(2));
    expect(rent.result).toMatchObject({ type: 'market', kind: 'rent', place: { type: 'district', district: 2 } });
    const trend = toolSpecs().find((s) => s.function.name === 'district_trend');
    expect(trend?.function.description).toContain('فقط قیمت خرید است، نه اجاره');
    const offer = runTool('offer_service', JSON.stringify({ service: 'price_evaluation', prefill: { neighbourhood: 'ونک', area: 80 } }), c);
    expect(offer.cards[0]).toMatchObject({ type: 'service', prefill: { neighbourhood: 'vanak', area: 80 } });
  });
});
