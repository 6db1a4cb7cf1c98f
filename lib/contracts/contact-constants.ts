// The contact form's limit without the zod contract (lib/contracts/contact.ts re-exports it): the form counts
// characters at first load and loads zod only when it first validates.
export const CONTACT_MESSAGE_MAX = 2000;
