import { describe, expect, it } from 'vitest';
import { aboutNav, collaborationNav, isActive, isGroup, navigation, servicesNav } from './nav-items';

describe('navigation (spec §2)', () => {
  it('has the services menu, collaboration and the about menu, in that order', () => {
    expect(navigation).toEqual([servicesNav, collaborationNav, aboutNav]);
    expect(navigation.map((entry) => (isGroup(entry) ? 'group' : 'link'))).toEqual(['group', 'link', 'group']);
  });

  it('lists the four services with their routes', () => {
    expect(servicesNav.items.map((i) => [i.label, i.href])).toEqual([
      ['قیمت‌گذاری ملک', '/price'],
      ['ارزیابی محله', '/services/environment-evaluation'],
      ['کجا بخرم/اجاره کنم', '/services/buy-rent-location-suggest'],
      ['درخواست سرویس (API)', '/services/request-api'],
    ]);
  });

  it('links collaboration and the five about entries', () => {
    expect(collaborationNav).toEqual({ label: 'همکاری', href: '/collaboration' });
    expect(aboutNav.items.map((i) => [i.label, i.href])).toEqual([
      ['بلاگ', '/blog'],
      ['درباره ما', '/about'],
      ['خرید اشتراک', '/subscription'],
      ['سوالات متداول', '/faq'],
      ['قوانین و حریم خصوصی', '/privacy-policy'],
    ]);
  });

  it('marks a link active on its page and its sub-pages only', () => {
    const link = (href: string) => ({ label: href, href });
    expect(isActive('/blog', link('/blog'))).toBe(true);
    expect(isActive('/blog/some-post', link('/blog'))).toBe(true);
    expect(isActive('/blogger', link('/blog'))).toBe(false);
    expect(isActive('/price', link('/'))).toBe(false);
    expect(isActive('/', link('/'))).toBe(true);
    expect(isActive(null, link('/about'))).toBe(false);
  });

  it("marks a service current on its other pages: /neighborhood and the result pages", () => {
    const [price, neighbourhood, suggestion, api] = servicesNav.items;
    expect(isActive('/neighborhood', neighbourhood)).toBe(true);
    expect(isActive('/services/environment-evaluation/result', neighbourhood)).toBe(true);
    expect(isActive('/price-result', price)).toBe(true);
    expect(isActive('/rent-price-evaluation-result', price)).toBe(true);
    expect(isActive('/services/rent-location-result', suggestion)).toBe(true);
    expect(isActive('/neighborhood', price)).toBe(false);
    expect(isActive('/price-result', api)).toBe(false);
  });
});
