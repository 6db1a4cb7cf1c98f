// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetKeptHeights, keptHeightScript } from './kept-height';
import { useRememberHeight } from './use-remember-height';

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.body.innerHTML = '';
});

/** The frame and its inline script as the server sends them; runs the script as the parser would. */
function frameWithScript(name: string): HTMLElement {
  document.body.innerHTML = `<div data-kept-height="${name}"></div>`;
  const frame = document.body.firstElementChild as HTMLElement;
  const script = document.createElement('script');
  document.body.append(script);
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  try {
    new Function(keptHeightScript(name))();
  } finally {
    Object.defineProperty(document, 'currentScript', { value: null, configurable: true });
  }
  return frame;
}

describe('the kept height', () => {
  it('starts the frame as tall as its list was last drawn at this width', () => {
    localStorage.setItem('kept-height:reports', JSON.stringify({ w: window.innerWidth, h: 412 }));
    expect(frameWithScript('reports').style.getPropertyValue('--kept-height')).toBe('412px');
  });

  it('ignores a height drawn at another width, another list\'s, or an unreadable one', () => {
    localStorage.setItem('kept-height:reports', JSON.stringify({ w: window.innerWidth + 1, h: 412 }));
    expect(frameWithScript('reports').style.getPropertyValue('--kept-height')).toBe('');
    localStorage.setItem('kept-height:credit-history', JSON.stringify({ w: window.innerWidth, h: 300 }));
    expect(frameWithScript('reports').style.getPropertyValue('--kept-height')).toBe('');
    localStorage.setItem('kept-height:reports', '{');
    expect(frameWithScript('reports').style.getPropertyValue('--kept-height')).toBe('');
  });

  it('remembers the list\'s height once it is drawn, not before', () => {
    const frame = document.createElement('div');
    frame.setAttribute('data-kept-height', 'reports');
    document.body.append(frame);
    const list = document.createElement('div');
    frame.append(list);
    frame.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 240, width: 390, height: 640 });
    list.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 240, width: 390, height: 301.4 });
    function List({ ready }: { ready: boolean }) {
      useRememberHeight('reports', ready);
      return null;
    }
    const { rerender } = render(<List ready={false} />);
    expect(localStorage.getItem('kept-height:reports')).toBeNull();
    rerender(<List ready />);
    expect(JSON.parse(localStorage.getItem('kept-height:reports')!)).toEqual({ w: window.innerWidth, h: 302 });
  });

  it('forgets every list\'s height when the account changes, and nothing else', () => {
    localStorage.setItem('kept-height:reports', '{}');
    localStorage.setItem('kept-height:credit-history', '{}');
    localStorage.setItem('access', 'token');
    forgetKeptHeights();
    expect(Object.keys(localStorage)).toEqual(['access']);
  });
});
