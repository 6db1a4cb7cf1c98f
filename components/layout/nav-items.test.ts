import { describe, expect, it } from 'vitest';
import { aboutNav, collaborationNav, isActive, isGroup, navigation, servicesNav } from './nav-items';

describe('navigation (spec §2)', () => {
  it('has the services menu, collaboration and the about menu, in that order', () => {
    expect(navigation).toEqual([servicesNav, collaborationNav, aboutNav]);
    expect(navigation.map((entry) => (isGroup(entry) ? 'group' : 'link'))).toEqual(['group', 'link', 'group']);
  });

  it('lists the four services with their routes', () => {
    expect(servicesNav.items).toEqual([
      { label: 'قیمت‌گذاری ملک', href: '/price' },
      { label: 'ارزیابی محله', href: '/services/environment-evaluation' },
      { label: 'کجا بخرم/اجاره کنم', href: '/services/buy-rent-location-suggest' },
      { label: 'درخواست سرویس (API)', href: '/services/request-api' },
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
    expect(isActive('/blog', '/blog')).toBe(true);
    expect(isActive('/blog/some-post', '/blog')).toBe(true);
    expect(isActive('/blogger', '/blog')).toBe(false);
    expect(isActive('/price', '/')).toBe(false);
    expect(isActive('/', '/')).toBe(true);
    expect(isActive(null, '/about')).toBe(false);
  });
});
