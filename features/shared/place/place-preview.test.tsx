// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { projectPoint, type PlacePreview } from '@/lib/place-preview';
import { PlacePreviewPicture } from './place-preview';

afterEach(cleanup);

describe('PlacePreviewPicture', () => {
  it('a name under the point drawn (the owner pin, off the preview origin) moves above the pin; others stay', () => {
    const origin: [number, number] = [35.7195, 51.3754];
    const pin = { latitude: 35.7215, longitude: 51.3774 };
    const [px, py] = projectPoint(origin, pin.latitude, pin.longitude);
    const preview: PlacePreview = {
      origin,
      districts: '',
      lines: [],
      stations: [],
      names: [
        { x: px + 30, y: py + 20, name: 'گیشا (کوی نصر)' },
        { x: px + 900, y: py, name: 'شهرآرا' },
      ],
    };
    render(<PlacePreviewPicture preview={preview} point={pin} label="نقشه" />);
    const svg = screen.getByTestId('place-preview');
    const at = (name: string) => [...svg.querySelectorAll('text')].find((t) => t.textContent === name)!;
    expect(Number(at('گیشا (کوی نصر)').getAttribute('y'))).toBe(py - 144);
    expect(Number(at('شهرآرا').getAttribute('y'))).toBe(py);
  });
});
