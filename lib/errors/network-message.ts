/**
 * The catalogue's network message on its own, for code in every page's first load (the header's sign-in button):
 * importing lib/errors/catalogue there would ship the whole table with the first page.
 */
export const NETWORK_ERROR_MESSAGE = 'ارتباط با سرور برقرار نشد؛ اتصال اینترنت خود را بررسی کنید.';
