'use client';
import { useState } from 'react';
import styles from './copy-button.module.css';

/** Copies a text (a curl command, an API key) and says so for a moment; plain markup, no MUI, for any page. */
export function CopyButton({ text, label = 'کپی', className }: { text: string; label?: string; className?: string }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // An insecure context or a refused permission: say so instead of pretending.
      setCopied(false);
    }
    setTimeout(() => setCopied(null), 2000);
  };
  return (
    <button type="button" className={`${styles.button} ${className ?? ''}`} onClick={copy} aria-live="polite">
      {copied === true ? 'کپی شد' : copied === false ? 'کپی نشد؛ دستی انتخاب کنید' : label}
    </button>
  );
}
