// The eight neighbourhood categories without the zod contract (lib/contracts/environment.ts re-exports them): the
// suggestion form names them at first load and loads zod only when it first validates.

export const ENVIRONMENT_CATEGORY_IDS = ['transport', 'health', 'education', 'green', 'shopping', 'services', 'market', 'urban'] as const;
export type EnvironmentCategoryId = (typeof ENVIRONMENT_CATEGORY_IDS)[number];
/** The eight categories' Persian names: the environment report, the engine and the suggestion form all use these. */
export const ENVIRONMENT_CATEGORY_NAMES: Record<EnvironmentCategoryId, string> = {
  transport: 'حمل‌ونقل',
  health: 'سلامت و درمان',
  education: 'آموزش',
  green: 'فضای سبز و فراغت',
  shopping: 'خرید',
  services: 'خدمات عمومی',
  market: 'بازار مسکن',
  urban: 'ساختار شهری',
};
