// @vitest-environment jsdom
import { __unsafe_useEmotionCache, type EmotionCache } from '@emotion/react';
import Box from '@mui/material/Box';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from './app-providers';

afterEach(cleanup);

function CacheProbe({ onCache }: { onCache: (cache: EmotionCache | null) => void }) {
  onCache(__unsafe_useEmotionCache());
  return null;
}

describe('AppProviders in the browser', () => {
  it('gives separately mounted islands the same emotion cache', () => {
    let first: EmotionCache | null = null;
    let second: EmotionCache | null = null;
    // Two separate React roots, as the feature layout and a lazily loaded dialog are.
    render(<AppProviders><CacheProbe onCache={(c) => (first = c)} /></AppProviders>);
    const island = render(<AppProviders><CacheProbe onCache={(c) => (second = c)} /></AppProviders>);
    island.unmount();
    let third: EmotionCache | null = null;
    render(<AppProviders><CacheProbe onCache={(c) => (third = c)} /></AppProviders>);

    expect(first).not.toBeNull();
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(first!.key).toBe('muirtl');
    expect(first!.compat).toBe(true);
  });

  it('flips left and right through the RTL stylis plugin', () => {
    render(<AppProviders><Box data-testid="box" sx={{ marginLeft: '7px', paddingRight: '3px' }} /></AppProviders>);
    const css = Array.from(document.querySelectorAll('style[data-emotion^="muirtl"]'), (s) => s.textContent).join('');
    expect(css).toContain('margin-right:7px');
    expect(css).toContain('padding-left:3px');
    expect(css).not.toContain('margin-left:7px');
  });
});
