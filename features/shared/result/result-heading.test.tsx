// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ResultHeading } from './result-heading';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const heading = <ResultHeading>قیمت ملک: سعادت‌آباد</ResultHeading>;

describe('ResultHeading', () => {
  // QA: after a form's submit the result opened with the focus on <body>, so the keyboard started over at the header.
  it('takes the focus when the result is reached inside the app (mounted, not hydrated)', async () => {
    await act(async () => {
      render(heading);
    });
    const h1 = screen.getByRole('heading', { level: 1, name: 'قیمت ملک: سعادت‌آباد' });
    expect(h1.getAttribute('tabindex')).toBe('-1');
    expect(document.activeElement).toBe(h1);
  });

  it('leaves the focus alone on a page load of its own (hydrating the server HTML)', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(heading);
    document.body.append(container);
    await act(async () => {
      render(heading, { container, hydrate: true });
    });
    expect(screen.getByRole('heading', { level: 1 }).getAttribute('tabindex')).toBe('-1');
    expect(document.activeElement).toBe(document.body);
  });

  it('does not take the focus from what the reader has focused since', async () => {
    const input = document.createElement('input');
    document.body.append(input);
    input.focus();
    await act(async () => {
      render(heading);
    });
    expect(document.activeElement).toBe(input);
  });
});
