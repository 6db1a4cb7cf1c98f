import { __unsafe_useEmotionCache, type EmotionCache } from '@emotion/react';
import styled from '@emotion/styled';
import { ServerInsertedHTMLContext } from 'next/dist/shared/lib/server-inserted-html.shared-runtime';
import { Fragment, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RtlCacheProvider } from './rtl-cache';

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
});
