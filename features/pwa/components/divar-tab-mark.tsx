'use client';
import { useEffect } from 'react';
import { markDivarTab } from '../divar-tab';

/**
 * Mounted by the Divar layouts (their pages have no shell prompts): remembers for the tab that it is Divar's, so a
 * page of the site opened later in it (Divar's webview) offers no add-to-home-screen guide either.
 */
export function DivarTabMark() {
  useEffect(markDivarTab, []);
  return null;
}
