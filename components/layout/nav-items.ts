// spec §2 navigation: a services menu, collaboration, and an about menu. One table drives the desktop bar, the
// collapsed (< 1050 px) menu and the footer, so they never disagree.
export interface NavLink {
  label: string;
  href: string;
  /** Other pages of the same service (spec §2 aliases and result pages): the link is current on them too. */
  alsoOn?: readonly string[];
}

export interface NavGroup {
  /** Visible label of the menu (and of the group inside the collapsed menu). */
  label: string;
  items: readonly NavLink[];
}

export const servicesNav: NavGroup = {
  label: 'خدمات',
  items: [
    { label: 'قیمت‌گذاری ملک', href: '/price', alsoOn: ['/price-result', '/rent-price-evaluation-result'] },
    { label: 'ارزیابی محله', href: '/services/environment-evaluation', alsoOn: ['/neighborhood'] },
    {
      label: 'کجا بخرم/اجاره کنم',
      href: '/services/buy-rent-location-suggest',
      alsoOn: ['/services/buy-location-result', '/services/rent-location-result'],
    },
    { label: 'درخواست سرویس (API)', href: '/services/request-api' },
  ],
};

export const collaborationNav: NavLink = { label: 'همکاری', href: '/collaboration' };

export const aboutNav: NavGroup = {
  label: 'درباره ارزیاب',
  items: [
    { label: 'بلاگ', href: '/blog' },
    { label: 'درباره ما', href: '/about' },
    { label: 'خرید اشتراک', href: '/subscription' },
    { label: 'سوالات متداول', href: '/faq' },
    { label: 'قوانین و حریم خصوصی', href: '/privacy-policy' },
  ],
};

/** A signed-in user's own page: in the user menu, and at the end of the collapsed menu while signed in. */
export const myReportsNav: NavLink = { label: 'گزارش‌های من', href: '/reports' };
/** The signed-in user's purchases and credit movements: beside «گزارش‌های من», wherever it is. */
export const creditHistoryNav: NavLink = { label: 'تاریخچهٔ اعتبار', href: '/credit-history' };

/** Every group in display order; the collapsed menu renders exactly this. */
export const navigation: readonly (NavGroup | NavLink)[] = [servicesNav, collaborationNav, aboutNav];

export function isGroup(entry: NavGroup | NavLink): entry is NavGroup {
  return 'items' in entry;
}

const isAtOrUnder = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`);

/** True when `link` is the current page, one of its other pages, or a parent section of them (for aria-current). */
export function isActive(pathname: string | null, link: NavLink): boolean {
  if (!pathname) return false;
  if (link.href === '/') return pathname === '/';
  return [link.href, ...(link.alsoOn ?? [])].some((href) => isAtOrUnder(pathname, href));
}
