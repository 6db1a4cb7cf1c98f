import { describe, expect, it } from 'vitest';
import { understand } from './understand';

describe('intent of a named neighbourhood asked «چطوره»', () => {
  it.each([
    ['محله نارمک چطوره؟', 'neighbourhood_info'],
    ['محله پونک چطوریه؟', 'neighbourhood_info'],
    ['منطقه ونک چه جوریه', 'neighbourhood_info'],
    // A price, a rent or the market named in the same words keeps its own intent.
    ['قیمت خونه تو محله نارمک چطوره؟', 'sale_price'],
    ['اجاره تو محله پونک چطوره؟', 'rent_price'],
    ['منطقه ۱۳ قیمتاش چطوره؟', 'market'],
  ])('%s → %s', (text, intent) => {
    expect(understand(text).intent).toBe(intent);
  });
});
