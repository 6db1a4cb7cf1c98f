/**
 * The sign-in hint cookie's name. The tokens live in localStorage (lib/auth-tokens.ts), which the server cannot read:
 * this cookie (value `1`, no token, SameSite=Lax) tells the server's render whether the browser holds them, so pages
 * draw the right state first instead of a placeholder that then moves. It is a hint, never an authorisation.
 */
export const SIGNED_IN_HINT_COOKIE = 'signed_in';

/**
 * On <html> while this browser holds tokens, from before first paint on (HAS_TOKENS_SCRIPT) and kept by the token
 * store (lib/auth-tokens.ts). A hint can be missing or stale (a webview that kept localStorage but lost its cookies,
 * tokens cleared by hand), and markup drawn from it then moves once the browser says; a notice that only CSS shows
 * under this attribute is in the server's HTML for everyone and is shown or not before anything is painted.
 */
export const HAS_TOKENS_ATTRIBUTE = 'data-has-tokens';

/** Run inline at the top of <body> (app/root-document.tsx): localStorage, the truth, read before first paint. */
export const HAS_TOKENS_SCRIPT = `try{var s=localStorage;if(s.getItem('access')||s.getItem('refresh'))document.documentElement.setAttribute('${HAS_TOKENS_ATTRIBUTE}','')}catch(e){}`;
