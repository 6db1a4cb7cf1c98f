import { __unsafe_useEmotionCache, type EmotionCache } from '@emotion/react';
import styled from '@emotion/styled';
import { ServerInsertedHTMLContext } from 'next/dist/shared/lib/server-inserted-html.shared-runtime';
import { Fragment, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { RtlCacheProvider } from './rtl-cache';

// Counts the RTL plugin's work: each call flips one compiled rule.
const rtlCalls = vi.hoisted(() => ({ count: 0 }));
vi.mock('stylis-plugin-rtl', async (original) => {
  const plugin = ((await original()) as { default: (...args: unknown[]) => unknown }).default;
  return {
    default: (...args: unknown[]) => {
      rtlCalls.count++;
      return plugin(...args);
    },
  };
});

// Node environment: this is the server render of a client component, as Next.js does it.
const Indented = styled.div({ marginLeft: 5 });

function CacheProbe({ onCache }: { onCache: (cache: EmotionCache | null) => void }) {
  onCache(__unsafe_useEmotionCache());
  return null;
}

/** Renders like Next's app router: collects the useServerInsertedHTML callbacks and runs them after the render. */
function serverRender(tree: ReactNode) {
  const callbacks: (() => ReactNode)[] = [];
  const html = renderToString(
    <ServerInsertedHTMLContext.Provider value={(cb) => callbacks.push(cb)}>{tree}</ServerInsertedHTMLContext.Provider>,
  );
  const inserted = renderToString(<>{callbacks.map((cb, i) => <Fragment key={i}>{cb()}</Fragment>)}</>);
  return { html, inserted };
}

describe('RtlCacheProvider on the server', () => {
  it('streams the rendered styles, flipped for RTL, in one <style data-emotion="muirtl …"> tag', () => {
    const { html, inserted } = serverRender(
      <RtlCacheProvider>
        <Indented>سلام</Indented>
      </RtlCacheProvider>,
    );
    expect(html).not.toContain('<style'); // compat: no inline tags beside the components
    expect(inserted).toMatch(/<style data-emotion="muirtl [^"]+">[^<]*margin-right:5px/);
    expect(inserted).not.toContain('margin-left');
  });

  it('uses one cache per render, shared by nested providers, and a new one for the next render', () => {
    const seen: (EmotionCache | null)[] = [];
    const probe = <CacheProbe onCache={(c) => seen.push(c)} />;
    serverRender(<RtlCacheProvider>{probe}<RtlCacheProvider>{probe}</RtlCacheProvider></RtlCacheProvider>);
    serverRender(<RtlCacheProvider>{probe}</RtlCacheProvider>);
    expect(seen).toHaveLength(3);
    expect(seen[1]).toBe(seen[0]);
    expect(seen[2]).not.toBe(seen[0]);
    expect(seen[0]?.key).toBe('muirtl');
  });

  it("compiles a style once per process, not once per request (emotion's server cache is kept across renders)", () => {
    const Shifted = styled.div({ paddingLeft: 7, borderLeft: '1px solid' });
    const before = rtlCalls.count;
    const first = serverRender(<RtlCacheProvider><Shifted /></RtlCacheProvider>);
    const afterFirst = rtlCalls.count;
    expect(afterFirst).toBeGreaterThan(before);
    const second = serverRender(<RtlCacheProvider><Shifted /></RtlCacheProvider>);
    expect(rtlCalls.count).toBe(afterFirst);
    // Each request still sends the styles it used.
    expect(second.inserted).toBe(first.inserted);
    expect(second.inserted).toContain('padding-right:7px');
  });
});
