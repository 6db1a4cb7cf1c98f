// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PICK_FROM_LIST, usePlaceSearchText } from './use-place-search-text';

describe('usePlaceSearchText', () => {
  it('keeps typed text when the box loses focus and says a place must be picked from the list', () => {
    const { result, rerender } = renderHook(({ picked }: { picked?: string }) => usePlaceSearchText(picked), { initialProps: {} });
    expect(result.current.field.hint).toBeUndefined();
    act(() => result.current.field.onInputChange('ونک', 'input'));
    expect(result.current.field.hint).toBe(PICK_FROM_LIST);
    // A combobox that empties an unpicked box on blur: the text stays, with the hint.
    act(() => result.current.field.onInputChange('', 'blur'));
    expect(result.current.field.inputValue).toBe('ونک');
    expect(result.current.field.hint).toBe(PICK_FROM_LIST);
    // Picking a place shows its name and drops the hint.
    act(() => result.current.showPicked());
    rerender({ picked: 'ونک' });
    expect(result.current.field.inputValue).toBe('ونک');
    expect(result.current.field.hint).toBeUndefined();
  });

  it('an emptied box asks for nothing', () => {
    const { result } = renderHook(() => usePlaceSearchText(undefined));
    act(() => result.current.field.onInputChange('و', 'input'));
    act(() => result.current.field.onInputChange('', 'clear'));
    expect(result.current.field.hint).toBeUndefined();
  });
});
