import { describe, expect, it } from 'vitest';
import type { DivarConsentOutcome } from '@/lib/contracts/divar';
import { accessTokenSubject } from '@/lib/auth-tokens';
import { consentSignInNotice, divarSwitchWarning, maskMobile } from './consent-notice';

const b64url = (s: string) => Buffer.from(s).toString('base64url');
const jwt = (payload: object) => `${b64url('{"alg":"HS256"}')}.${b64url(JSON.stringify(payload))}.sig`;
const granted = (access: string, more: Partial<Extract<DivarConsentOutcome, { outcome: 'granted' }>> = {}): Extract<DivarConsentOutcome, { outcome: 'granted' }> => ({
  outcome: 'granted',
  flow: 'price-advertiser',
  post_token: 'QmSale120',
  'evaluation-type': 'buySell',
  exit_url: 'https://divar.ir/v/QmSale120',
  access,
  refresh: 'r',
  signed_up: false,
  mobile_number: '09120000101',
  can_post_widget: true,
  can_read_pin: false,
  ...more,
});

describe('Divar consent: saying which account is signed in', () => {
  it('masks the number in Persian digits', () => {
    expect(maskMobile('09120000101')).toBe('۰۹۱۲…۰۱۰۱');
  });

  it('reads the account of an access token, and nothing from anything else', () => {
    expect(accessTokenSubject(jwt({ sub: 'a1b2', typ: 'access' }))).toBe('a1b2');
    // A payload whose base64url uses - and _ (and no padding).
    expect(accessTokenSubject(jwt({ sub: 'ü?>~~~', x: '>>>???' }))).toBe('ü?>~~~');
    for (const t of [null, '', 'A', 'a.b.c', `x.${b64url('{"sub":3}')}.y`, `x.${b64url('[]')}.y`]) expect(accessTokenSubject(t)).toBeNull();
  });

  it('another account signed in before: says it was left and names the number now signed in', () => {
    const before = { access: jwt({ sub: 'user-0002' }), refresh: 'r0' };
    expect(consentSignInNotice(before, granted(jwt({ sub: 'user-0101' })))).toEqual({ type: 'info', message: 'از حساب قبلی خارج شدید؛ اکنون با ۰۹۱۲…۰۱۰۱ وارد شده‌اید.' });
    expect(consentSignInNotice(before, granted(jwt({ sub: 'user-0101' }), { signed_up: true }))?.message).toBe(
      'از حساب قبلی خارج شدید؛ برای ۰۹۱۲…۰۱۰۱ حساب تازه‌ای ساخته شد و اکنون با آن وارد شده‌اید.',
    );
    // Only a refresh token left (the access token gone): still a session replaced.
    expect(consentSignInNotice({ access: null, refresh: 'r0' }, granted(jwt({ sub: 'user-0101' })))?.message).toContain('۰۹۱۲…۰۱۰۱');
  });

  it('the same account: nothing to say; nobody signed in: the sign-in toasts', () => {
    expect(consentSignInNotice({ access: jwt({ sub: 'u', iat: 1 }), refresh: 'r' }, granted(jwt({ sub: 'u', iat: 2 })))).toBeNull();
    expect(consentSignInNotice({ access: null, refresh: null }, granted('A'))).toEqual({ type: 'success', message: 'ورود شما با موفقیت انجام شد' });
    expect(consentSignInNotice({ access: null, refresh: null }, granted('A', { signed_up: true }))).toEqual({ type: 'success', message: 'ثبت نام شما با موفقیت انجام شد.' });
  });

  it('warns on the intro what continuing (or the sign-in link) does to the account signed in', () => {
    expect(divarSwitchWarning()).toContain('با ادامه، با شمارهٔ حساب دیوار خود وارد می‌شوید و از حساب فعلی خارج می‌شوید');
    expect(divarSwitchWarning('ورود با حساب دیوار')).toContain('با «ورود با حساب دیوار»، با شمارهٔ حساب دیوار خود وارد می‌شوید و از حساب فعلی خارج می‌شوید');
  });
});
