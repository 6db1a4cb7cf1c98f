/**
 * Amounts of toman too small to be meant: «۱۲» typed as a monthly rent by someone who says «ماهی ۱۲ تومن» and means
 * 12 million. The contracts set no such floor (a rent or a deposit may be 0), so a form only suggests the amount the
 * user most likely meant and never refuses what was typed.
 *
 * Figures from the Tehran ads in ../shared/data (2024, toman): divar_listings_1403_official_sample/sample_rent_data
 * (residential-rent and -sell rows) and divar_ads_2024_pardis_tehran (city = tehran). Left out as junk: Divar's
 * 100,000 rent placeholder, repeated digits (111,111, 1,111), and sale prices of a few thousand toman.
 * - monthly rent: smallest real rent 1,000,000 in both files; largest 550,000,000;
 * - deposit: smallest 1,000,000 (sample) and 2,000,000 (Tehran ads); largest 60,000,000,000;
 * - sale price: smallest 265,000,000 (sample) and 350,000,000 (Tehran ads); largest real ones in the hundreds of
 *   billions.
 * A hint starts far below the smallest (a tenth of it or less), so no real amount gets one; the amount offered instead
 * must fall inside what the listings show (`low`..`high`, rounded outwards).
 */
export interface PlausibleToman {
  /** Below this (and above 0) the amount is surely a slip. */
  hintBelow: number;
  /** The amount offered instead lies in low..high. */
  low: number;
  high: number;
}

export const PLAUSIBLE_TOMAN = {
  /** Under Divar's own 100,000 placeholder: a tenth of the smallest real rent. */
  monthlyRent: { hintBelow: 100_000, low: 1_000_000, high: 1_000_000_000 },
  /** A tenth of the smallest real deposit. */
  deposit: { hintBelow: 100_000, low: 1_000_000, high: 100_000_000_000 },
  /** Under a twentieth of the smallest real sale price. */
  salePrice: { hintBelow: 10_000_000, low: 100_000_000, high: 1_000_000_000_000 },
} as const satisfies Record<string, PlausibleToman>;

/** What people leave out when they speak of toman: «۱۲ تومن» is 12 million, «۵ تومن» of a price 5 billion. */
const UNITS = [1e6, 1e9] as const;

export interface MoneySlip {
  /** The amount most likely meant, in toman; null when no unit brings it into the plausible range. */
  meant: number | null;
}

/** A hint for an amount of toman surely typed in millions or billions; null for 0, a blank and any plausible amount. */
export function moneySlip(amount: number, range: PlausibleToman): MoneySlip | null {
  if (!Number.isFinite(amount) || amount <= 0 || amount >= range.hintBelow) return null;
  for (const unit of UNITS) {
    const meant = Math.round(amount * unit);
    if (meant >= range.low && meant <= range.high) return { meant };
  }
  return { meant: null };
}
