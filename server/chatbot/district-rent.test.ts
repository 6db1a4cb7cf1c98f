import { describe, expect, it, vi } from 'vitest';

// A district whose neighbourhoods have too few rent listings: the answer says the figure is not available.
vi.mock('./tools/market', async (importOriginal) => ({ ...(await importOriginal<Record<string, unknown>>()), districtRentFigures: () => null }));

const { districtRentAnswer } = await import('./answers');

describe('a district rent question without enough rent listings', () => {
  it('says the figure is not available and gives no number', () => {
    const r = districtRentAnswer(19);
    expect(r.content).toBe('آمار اجارهٔ منطقه ۱۹ در دسترس نیست: آگهی اجارهٔ کافی از محله‌های آن در داده‌ها نیست.');
    expect(r.cards).toEqual([]);
  });
});
