import { DIVAR_TAB_MARK, isDivarContext, type PageContext } from './add-to-home-screen';

// The browser's side of the Divar rule (add-to-home-screen.ts): where the page is, and the tab's mark. Storage may be
// unavailable (private modes): the page is then judged by its own address and referrer only.

function tabMarked(): boolean {
  try {
    return window.sessionStorage.getItem(DIVAR_TAB_MARK) === '1';
  } catch {
    return false;
  }
}

export function currentPage(): PageContext {
  return { pathname: window.location.pathname, search: window.location.search, referrer: document.referrer, divarTab: tabMarked() };
}

/** Marks this tab as Divar's when the page is part of a Divar flow; every later page of the tab is then one too. */
export function markDivarTab(): void {
  if (!isDivarContext(currentPage())) return;
  try {
    window.sessionStorage.setItem(DIVAR_TAB_MARK, '1');
  } catch {
    // storage unavailable: later pages are judged by their own address
  }
}
