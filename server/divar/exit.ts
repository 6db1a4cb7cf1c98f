import 'server-only';
import { divarExitUrl } from '@/lib/contracts/divar';
import { divarProvider } from '@/server/providers/divar/divar-provider';

/**
 * "Back to Divar" (issue 27 exit rule): an old link's `return_url` only when it is https on divar.ir, else Divar's
 * completion address (the local Divar's own completion page when DIVAR_PROVIDER=local). Nothing else is followed.
 */
export function divarExit(returnUrl?: string | null): string {
  return divarExitUrl(returnUrl, divarProvider().completionUrl);
}
