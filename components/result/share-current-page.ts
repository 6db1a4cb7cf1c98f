import { notify } from '@/lib/notify';

/** Shares this page's address through the system share sheet, or copies it where there is none. */
export async function shareCurrentPage(copiedMessage: string): Promise<void> {
  const url = window.location.href;
  try {
    if (navigator.share) await navigator.share({ title: document.title, url });
    else {
      await navigator.clipboard.writeText(url);
      notify('success', copiedMessage);
    }
  } catch {
    // the user closed the share sheet
  }
}
