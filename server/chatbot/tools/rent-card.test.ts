import { describe, expect, it } from 'vitest';
import type { ChatCard, ServiceCard } from '@/lib/contracts/chatbot';
import { seededCatalogue } from '../testing/catalogue';
import { chat } from '../testing/play';
import { serviceCard } from './cards';

// The deposit said in the chat reaches the rent result: the card lists it and its result page opens with the rent
// slider at it (`deposit=`), instead of at half the full deposit.

const catalogue = seededCatalogue();
const service = (cards: ChatCard[]) => cards.find((c): c is ServiceCard => c.type === 'service');

describe('a rent valuation card and the deposit said', () => {
  it('lists the deposit and carries it to the result page', () => {
    const card = serviceCard('rental_evaluation', { neighbourhood: 'narmak', area: 70 }, catalogue, { deposit: 5e8 });
    expect(card?.result_route).toBe('/rent-price-evaluation-result?deposit=500000000');
    expect(card?.summary.at(-1)).toEqual({ field: 'deposit', label: 'ودیعه', value: '۵۰۰ میلیون تومان', assumed: false });
    // Not a valuation input: the request is the same with or without it.
    expect(card?.prefill).toEqual({ neighbourhood: 'narmak', area: 70 });
    expect(serviceCard('rental_evaluation', { neighbourhood: 'narmak', area: 70 }, catalogue, { deposit: 0 })?.result_route).toBe('/rent-price-evaluation-result?deposit=0');
    expect(serviceCard('rental_evaluation', { neighbourhood: 'narmak', area: 70 }, catalogue)?.result_route).toBe('/rent-price-evaluation-result');
    // Only the rent card has a deposit.
    expect(serviceCard('price_evaluation', { neighbourhood: 'narmak', area: 70 }, catalogue, { deposit: 5e8 })?.result_route).toBe('/price-result');
  });

  it('takes the deposit from the conversation', () => {
    const turns = chat('اجارهٔ یه ۷۰ متری دو خوابه تو نارمک با ودیعه ۵۰۰ میلیون چنده؟');
    const card = service(turns.at(-1)!.reply.cards);
    expect(card?.service).toBe('rental_evaluation');
    expect(card?.result_route).toBe('/rent-price-evaluation-result?deposit=500000000');
  });
});
