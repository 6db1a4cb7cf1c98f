// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import lean from '@/components/ui/lean.module.css';
import { SignInHintProvider } from '@/lib/use-signed-in';
import { SwitchAccountNotice } from './switch-account-notice';

describe('SwitchAccountNotice (a Divar intro, before the consent)', () => {
  it('tells a signed-in user that continuing signs in with the Divar number and leaves the current account', () => {
    expect(renderToString(<SwitchAccountNotice />)).toContain('با ادامه، با شمارهٔ حساب دیوار خود وارد می‌شوید و از حساب فعلی خارج می‌شوید');
  });

  it('names the sign-in link where the main action needs no sign-in', () => {
    expect(renderToString(<SwitchAccountNotice action="ورود با حساب دیوار" />)).toContain('با «ورود با حساب دیوار»، با شمارهٔ حساب دیوار خود وارد می‌شوید');
  });

  it('is in the server HTML whatever the sign-in hint says, shown only by the signed-in-only CSS, so nothing moves', () => {
    // The hint can be missing (a webview that kept localStorage, not its cookies) or stale: the attribute on <html>,
    // set from localStorage before first paint, decides (lib/sign-in-hint.ts), not the markup.
    for (const hint of [true, false]) {
      const html = renderToString(
        <SignInHintProvider hint={hint}>
          <SwitchAccountNotice />
        </SignInHintProvider>,
      );
      expect(html).toContain('data-testid="divar-switch-account"');
      expect(html).toContain(lean.signedInOnly);
    }
  });
});
