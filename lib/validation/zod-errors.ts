import type { z } from 'zod';

/** Zod issues → DRF-style `{field: [messages]}`; issues without a path go to `non_field_errors`. */
export function zodFieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'non_field_errors';
    const list = (out[key] ??= []);
    // One failure can raise the same message twice (two checks, or several union branches): say it once.
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return out;
}
