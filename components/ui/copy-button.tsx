'use client';
import { useEffect, useRef, useState } from 'react';
import { copyText } from '@/lib/clipboard';
import styles from './copy-button.module.css';

/** Copies a text (a curl command, an API key) and says so for a moment; plain markup, no MUI, for any page. */
export function CopyButton({ text, label = 'کپی', className }: { text: string; label?: string; className?: string }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  const copy = async () => {
    setCopied(await copyText(text));
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(null), 2000);
  };
  return (
    <button type="button" className={`${styles.button} ${className ?? ''}`} onClick={copy} aria-live="polite">
      {copied === true ? 'کپی شد' : copied === false ? 'کپی نشد؛ دستی انتخاب کنید' : label}
    </button>
  );
}
