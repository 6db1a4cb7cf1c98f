// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignInHintProvider, useHasTokens } from './use-signed-in';

function State() {
  const hasTokens = useHasTokens();
  return <p>{hasTokens === null ? 'unknown' : hasTokens ? 'in' : 'out'}</p>;
}

const page = (hint: boolean | undefined) => (hint === undefined ? <State /> : <SignInHintProvider hint={hint}><State /></SignInHintProvider>);

// React's act() warns (on console.error) unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Renders as the server does, then hydrates that markup in the browser: what was drawn first, after, and any hydration error. */
async function serverThenBrowser(hint: boolean | undefined) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(hint));
  document.body.append(container);
  const first = container.textContent;
  const recovered = vi.fn();
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await act(async () => {
    hydrateRoot(container, page(hint), { onRecoverableError: recovered });
  });
  const after = container.textContent;
  const problems = recovered.mock.calls.length + consoleError.mock.calls.length;
  consoleError.mockRestore();
  container.remove();
  return { first, after, problems };
}

describe('useHasTokens with the sign-in hint', () => {
  afterEach(() => localStorage.clear());

  it('the server draws the state the hint says, and the browser keeps it when the tokens agree', async () => {
    localStorage.setItem('access', 'a1');
    expect(await serverThenBrowser(true)).toEqual({ first: 'in', after: 'in', problems: 0 });
    localStorage.clear();
    expect(await serverThenBrowser(false)).toEqual({ first: 'out', after: 'out', problems: 0 });
  });

  it('a stale hint is corrected by the stored tokens after hydration, without a hydration error', async () => {
    expect(await serverThenBrowser(true)).toEqual({ first: 'in', after: 'out', problems: 0 });
    localStorage.setItem('refresh', 'r1');
    expect(await serverThenBrowser(false)).toEqual({ first: 'out', after: 'in', problems: 0 });
  });

  it('without a hint the state is unknown until the browser says', async () => {
    expect(await serverThenBrowser(undefined)).toEqual({ first: 'unknown', after: 'out', problems: 0 });
  });
});
