import 'server-only';

import type { PostalProvider } from './types';

/**
 * The configured postal-code provider, or null. No provider's protocol is documented in
 * shared/reference/integrations.md, so none is implemented: the endpoints say the lookup is unavailable rather
 * than invent data. A real adapter goes next to this file and is selected here (and in lib/env.ts) when one is
 * contracted.
 */
export function postalProvider(): PostalProvider | null {
  return null;
}
