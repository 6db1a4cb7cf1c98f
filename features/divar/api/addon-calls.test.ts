// @vitest-environment jsdom
import { AxiosError, type AxiosAdapter, type AxiosResponse } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '@/lib/api-client';
import type { Toast } from '@/lib/errors/catalogue';
import { setToastSink } from '@/lib/notify';
import { publishNeighbourhoodWidget, publishPriceWidget, removePriceWidget } from './divar-api';

const CONSENT_REQUIRED = { detail: 'اجازهٔ دیوار برای این کار منقضی شده یا داده نشده است؛ لطفاً دوباره از دیوار اجازه دهید.', code: 'divar_consent_required' };

/** Every add-on call answered with `status` and `data`. */
function answerWith(status: number, data: unknown): AxiosAdapter {
  return async (config) => {
    const response = { status, data, statusText: String(status), headers: {}, config } as AxiosResponse;
    if (status >= 400) throw new AxiosError(`HTTP ${status}`, String(status), config, null, response);
    return response;
  };
}

let toasts: Toast[];
const original = apiClient.defaults.adapter;
beforeEach(() => {
  toasts = [];
  setToastSink((t) => toasts.push({ type: t.type, message: t.message }));
  localStorage.setItem('access', 'token');
});
afterEach(() => {
  apiClient.defaults.adapter = original;
  localStorage.clear();
});

describe('putting the add-on on the ad or taking it off', () => {
  it("says Divar's missing consent once: the controls' alert, with its way to consent, and no toast", async () => {
    apiClient.defaults.adapter = answerWith(403, CONSENT_REQUIRED);
    await expect(publishPriceWidget('u1')).rejects.toThrow();
    await expect(publishNeighbourhoodWidget('u1')).rejects.toThrow();
    expect(toasts).toEqual([]);
  });

  it('still toasts every other failure, as the catalogue words it', async () => {
    apiClient.defaults.adapter = answerWith(503, { detail: 'x' });
    await expect(publishPriceWidget('u1')).rejects.toThrow();
    apiClient.defaults.adapter = answerWith(403, { detail: 'فقط صاحب آگهی می‌تواند نتیجه را روی آگهی نشان دهد یا از روی آن بردارد.' });
    await expect(removePriceWidget('u1')).rejects.toThrow();
    expect(toasts).toEqual([
      { type: 'error', message: 'مشکلی در تکمیل آگهی پیش آمد.' },
      { type: 'error', message: 'فقط صاحب آگهی می‌تواند نتیجه را روی آگهی نشان دهد یا از روی آن بردارد.' },
    ]);
  });
});
