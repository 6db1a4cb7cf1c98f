import 'server-only';

import type { ChatIntent } from '@/lib/contracts/chatbot';
import type { ExtractedSlots, UnassignedMoney } from './slots';

/**
 * Amounts the sentence gave no role («با ۴ میلیارد کجا…», «چهار میلیارد») take it from the intent: a budget to buy,
 * or, renting, a deposit when it is large enough to be one (≥ 50 million toman) and a monthly rent otherwise. A
 * budget said as such is, renting, the deposit.
 */
export function assignMoney(intent: ChatIntent | null, slots: ExtractedSlots, money: readonly UnassignedMoney[]): ExtractedSlots {
  const out = { ...slots };
  const renting = intent === 'rent_price' || intent === 'rent_suggestion';
  // «بودجم ۳ میلیارده، رهن کامل کجا…»: renting, the money one has is what one can put down as a deposit (with
  // «رهن کامل» all of it, no monthly rent).
  if (renting && out.budget !== undefined && out.deposit === undefined) {
    out.deposit = out.budget;
    delete out.budget;
  }
  for (const m of money) {
    // «اگه ۵۰۰ بدم»: only the conversation says what this is (the dialogue reads it, or asks).
    if (m.said !== undefined) continue;
    if (renting) {
      const value = m.bare ? (m.value >= 1e9 ? m.value : m.value) : m.value;
      if (value >= 50_000_000 && out.deposit === undefined) out.deposit = value;
      else if (value < 50_000_000 && out.rent === undefined) out.rent = value;
    } else if (out.budget === undefined) out.budget = m.value;
  }
  return out;
}
