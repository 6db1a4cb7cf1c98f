/**
 * When a dialog or menu closes and the control it would give focus back to has gone (replaced after a sign-in) or is
 * still disabled (a purchase in progress), focus drops to the page and the next Tab starts again at the top. Call
 * this as it closes: once focus is found on the page, it goes to `target()`, retried briefly while the target does
 * not exist or cannot take focus yet. Never takes focus from anything else the user has reached meanwhile.
 */
export function refocusWhenLost(target: () => HTMLElement | null, timeoutMs = 3_000): void {
  const started = Date.now();
  // Focus still inside the closing dialog or menu is as good as lost: that element leaves the page a moment later
  // (after the closing transition, on React's next commit, which a slow device may run after this first attempt).
  const leaving = document.activeElement?.closest('[role="dialog"], [role="menu"]') ?? null;
  const lost = () => {
    const active = document.activeElement;
    return !active || active === document.body || !active.isConnected || (leaving?.contains(active) ?? false);
  };
  const attempt = () => {
    if (!lost()) return;
    target()?.focus();
    if (lost() && Date.now() - started < timeoutMs) window.setTimeout(attempt, 100);
  };
  // After the closing dialog or menu has tried to restore focus itself.
  window.setTimeout(attempt, 0);
}
