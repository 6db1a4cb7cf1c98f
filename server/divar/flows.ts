import 'server-only';
import { DIVAR_FLOW_RETURN_PAGE, type DivarFlow } from '@/lib/contracts/divar';
import { SCOPE } from '@/server/providers/divar/types';

interface FlowSpec {
  /** The page Divar returns to (the OAuth redirect address: no query, whitelisted in the Kenar panel). */
  returnPath: string;
  /** Needs an ad, and asks to attach our widget to it (the advertiser's journeys). */
  advertiser: boolean;
  /** Reads the owner's pin (USER_POSTS_GET): only the neighbourhood journeys place the ad on the map. */
  pin: boolean;
  /** An ad is required to start (advertisers act on their ad; others may arrive without a token). */
  needsPost: boolean;
}

// spec §2 "Partner-ad flows" and the referral flow; every flow signs the user in by the phone Divar gives (USER_PHONE).
export const DIVAR_FLOW: Record<DivarFlow, FlowSpec> = {
  'price-advertiser': { returnPath: DIVAR_FLOW_RETURN_PAGE['price-advertiser'], advertiser: true, pin: false, needsPost: true },
  'price-visitor': { returnPath: DIVAR_FLOW_RETURN_PAGE['price-visitor'], advertiser: false, pin: false, needsPost: false },
  'neighborhood-advertiser': { returnPath: DIVAR_FLOW_RETURN_PAGE['neighborhood-advertiser'], advertiser: true, pin: true, needsPost: true },
  'neighborhood-visitor': { returnPath: DIVAR_FLOW_RETURN_PAGE['neighborhood-visitor'], advertiser: false, pin: false, needsPost: false },
  referral: { returnPath: DIVAR_FLOW_RETURN_PAGE.referral, advertiser: true, pin: true, needsPost: false },
};

/** integrations.md: USER_PHONE, POST_ADDON_CREATE.<post_token> for advertisers, USER_POSTS_GET only when the pin is needed. */
export function scopesFor(flow: DivarFlow, postToken: string | null): string[] {
  const spec = DIVAR_FLOW[flow];
  const scopes: string[] = [SCOPE.userPhone];
  if (spec.advertiser && postToken) scopes.push(SCOPE.postAddonCreate(postToken));
  if (spec.pin && postToken) scopes.push(SCOPE.userPostsGet);
  return scopes;
}

export function redirectUriFor(flow: DivarFlow, publicBaseUrl: string): string {
  return `${publicBaseUrl.replace(/\/+$/, '')}${DIVAR_FLOW[flow].returnPath}`;
}
