// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SignInHintProvider } from '@/lib/use-signed-in';
import { SwitchAccountNotice } from './switch-account-notice';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('SwitchAccountNotice (a Divar intro, before the consent)', () => {
  it('tells a signed-in user that continuing signs in with the Divar number and leaves the current account', () => {
    localStorage.setItem('access', 'a');
    localStorage.setItem('refresh', 'r');
    render(<SwitchAccountNotice />);
    expect(screen.getByTestId('divar-switch-account').textContent).toContain('با ادامه، با شمارهٔ حساب دیوار خود وارد می‌شوید و از حساب فعلی خارج می‌شوید');
  });

  it('names the sign-in link where the main action needs no sign-in', () => {
    localStorage.setItem('access', 'a');
    render(<SwitchAccountNotice action="ورود با حساب دیوار" />);
    expect(screen.getByTestId('divar-switch-account').textContent).toContain('با «ورود با حساب دیوار»، با شمارهٔ حساب دیوار خود وارد می‌شوید');
  });

  it('says nothing to someone not signed in', () => {
    render(<SwitchAccountNotice />);
    expect(screen.queryByTestId('divar-switch-account')).toBeNull();
  });

  it('is in the server HTML when the sign-in hint says signed in, so it is there at first paint', () => {
    const html = renderToString(
      <SignInHintProvider hint>
        <SwitchAccountNotice />
      </SignInHintProvider>,
    );
    expect(html).toContain('data-testid="divar-switch-account"');
    const signedOut = renderToString(
      <SignInHintProvider hint={false}>
        <SwitchAccountNotice />
      </SignInHintProvider>,
    );
    expect(signedOut).not.toContain('divar-switch-account');
  });
});
