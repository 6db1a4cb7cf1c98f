'use client';
import { useEffect, useRef, useState } from 'react';
import styles from './copy-button.module.css';

/**
 * The Clipboard API exists only in a secure context (https, or localhost): an app reached over plain http on an
 * office network has none, so a hidden textarea and the older copy command do it there.
 */
async function writeClipboard(text: string): Promise<boolean> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // A refused permission: the older way below may still be allowed (it runs inside the click).
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Copies a text (a curl command, an API key) and says so for a moment; plain markup, no MUI, for any page. */
export function CopyButton({ text, label = 'کپی', className }: { text: string; label?: string; className?: string }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  const copy = async () => {
    setCopied(await writeClipboard(text));
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(null), 2000);
  };
  return (
    <button type="button" className={`${styles.button} ${className ?? ''}`} onClick={copy} aria-live="polite">
      {copied === true ? 'کپی شد' : copied === false ? 'کپی نشد؛ دستی انتخاب کنید' : label}
    </button>
  );
}
