// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDialog, openDialog, useAnyDialogOpen, useDialog } from './dialog-store';

afterEach(() => {
  closeDialog('auth');
  closeDialog('service');
  closeDialog('paymentNotice');
});

describe('dialog store', () => {
  // QA: on a phone, Back with the service dialog open showed the home page under a dialog still offering to pay for
  // /neighborhood's form.
  it('closes every open dialog on Back or Forward (popstate)', () => {
    const { result } = renderHook(() => ({ service: useDialog('service'), auth: useDialog('auth'), any: useAnyDialogOpen() }));
    act(() => {
      openDialog('service', { category: 'environmental_evaluation', onPayWithCredit: async () => undefined });
      openDialog('auth', {});
    });
    expect(result.current.service).toBeDefined();
    expect(result.current.auth).toBeDefined();
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(result.current.service).toBeUndefined();
    expect(result.current.auth).toBeUndefined();
    expect(result.current.any).toBe(false);
  });

  it("keeps a dialog open through the page's own history changes (pushState, replaceState)", () => {
    const { result } = renderHook(() => useDialog('service'));
    act(() => openDialog('service', { category: 'environmental_evaluation', onPayWithCredit: async () => undefined }));
    act(() => {
      window.history.replaceState(null, '', '/neighborhood?x=1');
      window.history.pushState(null, '', '/neighborhood?x=2');
    });
    expect(result.current).toBeDefined();
  });
});
