import { describe, expect, it } from 'vitest';
import { nextPoint } from './chart-frame';

describe('nextPoint', () => {
  it('enters at either end from the Tab stop and steps along the axis', () => {
    expect(nextPoint('ArrowLeft', -1, 12)).toBe(11);
    expect(nextPoint('ArrowRight', -1, 12)).toBe(0);
    expect(nextPoint('ArrowLeft', 5, 12)).toBe(4);
    expect(nextPoint('ArrowRight', 11, 12)).toBe(11);
    expect(nextPoint('ArrowLeft', 0, 12)).toBe(0);
    expect(nextPoint('Home', 7, 12)).toBe(0);
    expect(nextPoint('End', 7, 12)).toBe(11);
  });

  it('leaves other keys (Tab, Enter) and empty charts alone', () => {
    expect(nextPoint('Tab', 3, 12)).toBeNull();
    expect(nextPoint('ArrowLeft', -1, 0)).toBeNull();
  });
});
