// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/notify';
import { ToastView } from './toast-view';

vi.stubGlobal('matchMedia', (media: string) => ({ matches: true, media, addEventListener() {}, removeEventListener() {} }));
afterEach(cleanup);

describe('ToastView', () => {
  it('names the notification region and the close button in Persian', async () => {
    render(<ToastView />);
    act(() => notify('error', 'درخواست شما نامعتبر است'));
    expect(await screen.findByText('درخواست شما نامعتبر است')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'اعلان‌ها (میان‌بر Alt+T)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'بستن اعلان' })).toBeTruthy();
  });
});
