import { notify } from '@/lib/notify';

function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    // Deprecated, but the one copy that still works where the Clipboard API is missing (a plain-http address) or
    // refused (permissions).
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/**
 * Shares this page's address through the system share sheet, or copies it where there is none. When nothing can
 * copy it, the address is shown selected in a prompt, so sharing never fails silently.
 */
export async function shareCurrentPage(copiedMessage: string): Promise<void> {
  const url = window.location.href;
  if (navigator.share) {
    try {
      await navigator.share({ title: document.title, url });
      return;
    } catch (error) {
      // The user closed the share sheet; any other refusal falls through to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    notify('success', copiedMessage);
    return;
  } catch {
    // no Clipboard API here, or it was refused
  }
  if (copyWithSelection(url)) notify('success', copiedMessage);
  else window.prompt('پیوند این نتیجه را کپی کنید:', url);
}
