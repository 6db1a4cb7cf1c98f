import { jalaliYear } from '@/lib/fa/jalali-month';

// What the valuation pages need at run time without the zod contract (lib/contracts/valuation.ts re-exports it):
// a lean page (Divar's webview) loads zod only when its form first validates.

export type ValuationKind = 'sale' | 'rent';

/** Service families of spec §3 behind each kind. */
export const VALUATION_FAMILY = { sale: 'price_evaluation', rent: 'rental_evaluation' } as const satisfies Record<ValuationKind, string>;

/**
 * The property fields a link to /price may fill (a suggestion card: the home it priced). Here, not beside the zod
 * rule that reads them (linkedPropertyFields), so the form checks a link for them, and the suggestion page writes
 * them, without loading the contract.
 */
export const LINKED_PROPERTY_KEYS = ['area', 'rooms', 'build_year', 'elevator', 'parking'] as const;
export type LinkedPropertyKey = (typeof LINKED_PROPERTY_KEYS)[number];
/**
 * Every property field a link to /price may carry: a result's link to the same home (lib/same-home.ts) says its floor,
 * the building's floors and the storage too (a card knows none of them). The postal code never rides in a link.
 */
export const LINKABLE_PROPERTY_KEYS = [...LINKED_PROPERTY_KEYS, 'floor', 'total_floors', 'storage'] as const;
export type LinkablePropertyKey = (typeof LINKABLE_PROPERTY_KEYS)[number];

/**
 * Said beside a buy suggestion card's price, and on /price when a card's link fills the form: the card priced the flat
 * with its floor unknown (a suggestion asks for none), while a sale valuation needs one and the sale model reads it
 * (QA: 28.3 billion on a card, 28.74 to 28.83 on /price). The rent model reads no floor: rent cards do not say it.
 */
export const FLOOR_UNKNOWN = 'طبقه نامشخص';

export const BUILD_YEAR_MIN = 1300;
/** The current Jalali year (Tehran); build years up to it are accepted (a flat finished this year). */
export const buildYearMax = (): number => jalaliYear(new Date());

/**
 * The 80 % range is calibrated on the flats the model learnt from. A flat whose area or build year few of them
 * share (fewer than this many listings of its kind in all Tehran within ±20 % of its area, or within ±2 years of its
 * build year) is valued from other flats, and nothing measured the range there: its confidence is low and the
 * result says why (`data_support`).
 */
export const SIMILAR_LISTINGS_MIN = 20;
export const SIMILAR_AREA_RATIO = 1.2;
export const SIMILAR_BUILD_YEARS = 2;
/** The sale model also counts listings of the same room count and within ±2 floors (rent reads neither). */
export const SIMILAR_FLOORS = 2;
/**
 * A neighbourhood with fewer listings than this behind the model is never rated «high» (fewer than
 * FEW_NEIGHBOURHOOD_LISTINGS: «low»), and its range is calibrated with the thinner neighbourhoods' wider quantiles:
 * only there do more listings narrow the range. The suggestion flags such a place as thin data.
 */
export const THIN_NEIGHBOURHOOD_LISTINGS = 20;
/**
 * Fewer listings than this behind the model and the neighbourhood has hardly an estimate of its own: a valuation
 * there is rated «low», and the suggestion never suggests it.
 */
export const FEW_NEIGHBOURHOOD_LISTINGS = 5;
/** An 80 % range wider than this share of its estimate is rated «low». */
export const LOW_CONFIDENCE_WIDTH = 0.65;
/** An 80 % range wider than this share of its estimate is never rated «high». */
export const MEDIUM_CONFIDENCE_WIDTH = 0.4;
/** Never «high» with fewer listings than this of about the flat's area (±20 %) in its own neighbourhood. */
export const SIMILAR_IN_NEIGHBOURHOOD_MIN = 5;
/**
 * The model values the same flat built this many years earlier: when it is worth over 1 / OLDER_FLAT_RATIO times the
 * newer one (the towers of Districts 21 and 22, whose new-build listings ask 0.39–0.85 of older flats' price per m²),
 * the newer flat's estimate is rated low and the result names the older figure (`data_support.older_flat`).
 */
export const OLDER_FLAT_YEARS = 5;
export const OLDER_FLAT_RATIO = 0.7;

/** Inputs the form asks for that the model may not read for a flat (engine `unreadInputs`). */
export type ValuationUnreadInput = 'storage' | 'total_floors';

/**
 * What the forms say of them: fields no valuation the forms ask for reads (a /price or Divar request is valued like a
 * Divar listing, and those never stated storage or the building's floors; the rent model has neither). The engine's
 * unit test flips each and checks that the estimate does not move, so a model that starts reading one fails it.
 */
export const UNREAD_INPUTS: Record<ValuationKind, readonly ValuationUnreadInput[]> = {
  sale: ['storage', 'total_floors'],
  rent: ['storage', 'total_floors'],
};

export const UNREAD_INPUT_HINT: Record<ValuationKind, string> = {
  sale: 'در برآورد فروش اثری ندارد؛ آگهی‌های دیوار، که مدل ملک را همانند آن‌ها قیمت می‌گذارد، این مشخصه را ندارند',
  rent: 'در برآورد اجاره اثری ندارد؛ داده‌های اجاره این مشخصه را ندارند',
};

/** Beside such a field in a result's «مشخصات واردشده»: «انباری ندارد (بی‌اثر در برآورد)». */
export const UNREAD_INPUT_WORDS = 'بی‌اثر در برآورد';

/**
 * The same sale flat this many m² smaller is valued too (a step-down in area comes from the similar listings the model
 * reads, which change with the area, never from its own area input: ml/README.md "Step-downs"): when one of them is
 * worth over 1 + SMALLER_FLAT_TOLERANCE times the flat, the estimate is rated low and the result names that figure
 * (`data_support.smaller_flat`).
 */
export const SMALLER_FLAT_AREAS = [1, 2, 5] as const;
export const SMALLER_FLAT_TOLERANCE = 0.05;
