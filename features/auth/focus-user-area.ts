import { refocusWhenLost } from '@/lib/refocus-when-lost';

/** Marks the header's account control: the login button, or the signed-in menu's button once it has loaded. */
export const USER_AREA_CONTROL = 'data-user-area-control';

/** Sign-in and logout replace the login button by the account menu and back: focus goes to whichever is there. */
export function rescueFocusToUserArea(): void {
  refocusWhenLost(() => document.querySelector<HTMLElement>(`[${USER_AREA_CONTROL}]`));
}
