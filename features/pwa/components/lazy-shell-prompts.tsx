'use client';
import dynamic from 'next/dynamic';

/**
 * The shell's prompts open after the spec's 5 s delay at the earliest, so their logic (and the path rules it reads)
 * loads once the page is interactive instead of in every page's first-load JavaScript.
 */
export const LazyShellPrompts = dynamic(() => import('./shell-prompts').then((m) => m.ShellPrompts), { ssr: false });
