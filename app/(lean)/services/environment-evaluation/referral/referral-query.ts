import type { AgentType } from '@/lib/contracts/billing';
import { postToken } from '@/lib/contracts/refs';
import { firstParam, type SearchParams } from '@/lib/search-params';
import { divarExit } from '@/server/divar/exit';

export interface ReferralQuery {
  /** The ad, when the link names a valid one (an invalid token is ignored, as if absent). */
  postToken: string | null;
  returnUrl: string | null;
  /** "Back to Divar" by the exit rule. */
  exitUrl: string;
  /** Whose service the form pays with (the precheck chose it; the server checks the consent again). */
  agent: AgentType;
}

const AGENTS: readonly AgentType[] = ['divar_advertiser', 'divar_visitor', 'product'];

/** The referral pages' query: `post_token`, `return_url` (and the form's `agent`). */
export async function referralQuery(searchParams: SearchParams): Promise<ReferralQuery> {
  const params = await searchParams;
  const token = postToken.safeParse(firstParam(params.post_token));
  const returnUrl = firstParam(params.return_url) || null;
  const asked = firstParam(params.agent) as AgentType;
  const fallback: AgentType = token.success ? 'divar_visitor' : 'product';
  return {
    postToken: token.success ? token.data : null,
    returnUrl,
    exitUrl: divarExit(returnUrl),
    agent: AGENTS.includes(asked) && (asked === 'product') === !token.success ? asked : fallback,
  };
}
