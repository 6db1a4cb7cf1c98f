/** Marks the header's account control: the login button, or the signed-in menu's button once it has loaded. */
export const USER_AREA_CONTROL = 'data-user-area-control';

/**
 * After sign-in or logout the control that had focus (or that a closing dialog would give it back to) is replaced:
 * the login button by the account menu and back. Focus would drop to the page, and the next Tab start again at the
 * top. When that happens, give it to the header's account control, waiting briefly for the signed-in menu to load.
 * Never takes focus from anything else the user has reached meanwhile.
 */
export function rescueFocusToUserArea(timeoutMs = 3_000): void {
  const started = Date.now();
  const attempt = () => {
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const control = document.querySelector<HTMLElement>(`[${USER_AREA_CONTROL}]`);
    if (control) control.focus();
    else if (Date.now() - started < timeoutMs) window.setTimeout(attempt, 100);
  };
  // After the closing dialog or menu has tried to restore focus itself.
  window.setTimeout(attempt, 0);
}
