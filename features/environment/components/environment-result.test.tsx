// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GlobalOverlays } from '@/components/feedback/global-overlays';
import type { EnvironmentEvaluationResult } from '@/lib/contracts/environment';
import { EnvironmentResult } from './environment-result';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }), usePathname: () => '/services/environment-evaluation/result' }));
afterEach(() => cleanup());

const result: EnvironmentEvaluationResult = {
  uuid: '7f0c1f8e-3c1b-4c39-9d52-0c8e1f1b2a3c',
  tier: 'extended',
  created_at: '2026-11-20T10:00:00Z',
  criteria_version: '2026.11-2',
  place: { latitude: 35.73, longitude: 51.5, city: 'تهران', district: 8, district_name: 'منطقه 8', neighbourhood: { id: 'narmak', name: 'نارمک' } },
  overall_score: 62,
  percentile: 70,
  tehran_median_score: 48,
  categories: [],
  criteria: [],
  criteria_total: 50,
  criteria_available: 44,
  nearby: [],
  sources: [{ id: 'osm', name: 'اوپن‌استریت‌مپ', date: '1405/08', licence: 'ODbL' }],
  can_upgrade: false,
  agent_type: 'product',
  divar: null,
};

describe('EnvironmentResult sources', () => {
  it('names each source with its date, and shows no Gregorian version code (it stays in the API)', () => {
    render(
      <GlobalOverlays>
        <EnvironmentResult result={result} />
      </GlobalOverlays>,
    );
    const sources = screen.getByTestId('sources');
    expect(within(sources).getByText(/اوپن‌استریت‌مپ — ۱۴۰۵\/۰۸/)).toBeTruthy();
    expect(sources.textContent).not.toMatch(/نسخه|2026|۲۰۲۶/);
  });
});
