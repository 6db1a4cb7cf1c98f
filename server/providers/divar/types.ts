import 'server-only';

// Our side of Divar's open platform (Kenar; integrations.md, kenar-openapi.json). Architecture rule 7: the rest of
// the code speaks these types; only this folder knows Kenar's paths, headers and field names. Two providers
// implement DivarProvider: the real API over HTTP (kenar-http.ts) and the embedded local Divar (local.ts).

/** A price as the ad states it: toman, «توافقی» (negotiable: no number), or not given at all. */
export type AdAmount = number | 'negotiable' | null;

/** A public ad, parsed. Every field the ad does not state is null: Kenar omits zero and false, so absence is unknown. */
export interface DivarPost {
  token: string;
  /** Divar's category slug: apartment-sell, apartment-rent, house-villa-sell, … */
  category: string | null;
  /** Divar's city slug (tehran) and neighbourhood slug (saadat-abad). */
  city: string | null;
  district: string | null;
  title: string | null;
  description: string | null;
  area: number | null;
  rooms: number | null;
  buildYear: number | null;
  /** The ad's own words for its build year when they are not one we can use («قبل از ۱۳۷۰»); null otherwise. */
  buildYearText: string | null;
  floor: number | null;
  totalFloors: number | null;
  elevator: boolean | null;
  parking: boolean | null;
  storage: boolean | null;
  /** Sale price; rent ads have deposit (Kenar's `credit`) and monthly rent. */
  price: AdAmount;
  deposit: AdAmount;
  rent: AdAmount;
}

/** The owner's location of the ad (owner-only read, scope USER_POSTS_GET): the only source of a pin. */
export interface DivarPin {
  latitude: number;
  longitude: number;
  exact: boolean;
}

/** What a code exchange gives: a user access token (an hour) and the scopes actually granted. */
export interface DivarGrant {
  accessToken: string;
  expiresInSeconds: number;
  /** null: Divar did not say, which means the scopes requested (RFC 6749 §5.1). */
  scopes: string[] | null;
}

export interface DivarUser {
  /** 09… */
  phone: string | null;
  /** Stable per app (Kenar's user_id); null when not granted. */
  userId: string | null;
}

export type WidgetColor = 'success' | 'success-soft' | 'warning' | 'warning-soft' | 'error';

/** Our add-on widgets (a subset of Kenar's), in our words; kenar-widgets.ts turns them into Kenar's body. */
export type AddonWidget =
  | { type: 'title'; text: string }
  | { type: 'subtitle'; text: string }
  | { type: 'description'; text: string }
  /** Three segments (screen right, middle, left) with an indicator at 0–100 from the left edge. */
  | {
      type: 'evaluation';
      right: { text: string; color: WidgetColor };
      middle: { text: string; color: WidgetColor };
      left: { text: string; color: WidgetColor };
      indicatorText: string;
      indicatorPercent: number;
    }
  /** A titled score: a 0–100 percentage or a short descriptive text; optionally a link. */
  | { type: 'score'; title: string; percentage?: number; descriptive?: string; color: WidgetColor; link?: string }
  | { type: 'button'; title: string; link: string };

/** Scopes we ask for (integrations.md). POST_ADDON_CREATE is per ad: `POST_ADDON_CREATE.<post_token>`. */
export const SCOPE = {
  userPhone: 'USER_PHONE',
  userPostsGet: 'USER_POSTS_GET',
  postAddonCreate: (postToken: string) => `POST_ADDON_CREATE.${postToken}`,
} as const;

export interface DivarProvider {
  readonly name: 'kenar' | 'local';
  /** Where Divar wants the user sent when done or cancelled (the local Divar has its own page). */
  readonly completionUrl: string;
  /** Divar's consent screen for these scopes; it returns to `redirectUri?code=…&state=…` (no code: refused). */
  authorizeUrl(input: { redirectUri: string; scopes: readonly string[]; state: string }): string;
  exchangeCode(input: { code: string; redirectUri: string }): Promise<DivarGrant>;
  /** The public ad (API key only); null when Divar has no such ad. */
  getPost(postToken: string): Promise<DivarPost | null>;
  /** The owner's pin (needs USER_POSTS_GET); null when the ad has no location. */
  getOwnerPin(postToken: string, accessToken: string): Promise<DivarPin | null>;
  getUser(accessToken: string): Promise<DivarUser>;
  /** Attaches (or replaces) our add-on on the ad; Kenar accepts it and attaches it shortly after. */
  putPostAddon(postToken: string, accessToken: string, widgets: readonly AddonWidget[]): Promise<void>;
  /** Removes every add-on of ours from the ad (API key only: the advertiser can always have it removed). */
  deletePostAddons(postToken: string): Promise<void>;
}

export type KenarFailure =
  /** Our request was refused as invalid (a bug of ours, or an expired/unknown OAuth code: `invalid_grant`). */
  | 'bad_request'
  | 'invalid_grant'
  /** The user's grant is missing, expired or does not cover this call. */
  | 'forbidden'
  | 'not_found'
  | 'rate_limited'
  /** Network failure, timeout, 5xx or an unreadable answer. */
  | 'unavailable';

/**
 * Kenar answered with an error (`{code, message, details}`, an OAuth `{error}` or an HTTP status), or could not be
 * reached. `code` is Kenar's own (a gRPC code number, or the OAuth error string) for logs.
 */
export class KenarError extends Error {
  constructor(
    readonly failure: KenarFailure,
    message: string,
    readonly status: number | null = null,
    readonly code: number | string | null = null,
    readonly retryAfterSeconds: number | null = null,
    /**
     * No answer came in time after the request was sent: Divar may still have acted on it (a write's outcome is not
     * known), unlike a refusal or a connection that never opened.
     */
    readonly unanswered = false,
  ) {
    super(message);
    this.name = 'KenarError';
  }
}
