/**
 * Puts a text on the clipboard; false when nothing could. The Clipboard API exists only in a secure context (https
 * or localhost) and may be refused; a hidden textarea and the deprecated copy command still work on a plain-http
 * address (the app on an office network), inside the click that asked for it.
 */
export async function copyText(text: string): Promise<boolean> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // refused: the older way below may still be allowed
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
