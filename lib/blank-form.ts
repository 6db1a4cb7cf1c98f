/**
 * A link's query parameter asking a form page to open blank (`/price?new=1`): the form drops its saved draft
 * instead of restoring it (components/form/use-form-draft.ts), then takes the parameter out of the address, so a
 * reload afterwards keeps what is typed next. Plain module: a server-rendered result page builds the link too.
 */
export const BLANK_FORM_PARAM = 'new';

/** `path` opening its form blank, with the other parameters given (undefined ones left out). */
export function blankFormHref(path: string, query: Record<string, string | undefined> = {}): string {
  const params = new URLSearchParams({ [BLANK_FORM_PARAM]: '1' });
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, value);
  return `${path}?${params.toString()}`;
}
