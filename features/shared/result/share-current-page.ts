import { copyText } from '@/lib/clipboard';
import { notify } from '@/lib/notify';

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
  if (await copyText(url)) notify('success', copiedMessage);
  else window.prompt('پیوند این نتیجه را کپی کنید:', url);
}
