/**
 * The sign-in hint cookie's name. The tokens live in localStorage (lib/auth-tokens.ts), which the server cannot read:
 * this cookie (value `1`, no token, SameSite=Lax) tells the server's render whether the browser holds them, so pages
 * draw the right state first instead of a placeholder that then moves. It is a hint, never an authorisation.
 */
export const SIGNED_IN_HINT_COOKIE = 'signed_in';
