import 'server-only';

/** What a postal-code lookup answers, in our words (the adapter maps a provider's field names to these). */
export interface PostalAddress {
  postal_code: string;
  city: string | null;
  district: number | null;
  neighbourhood: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** House facts a provider may know for a postal code (auto-fill of the valuation form). */
export interface PostalHouseInfo extends PostalAddress {
  area: number | null;
  build_year: number | null;
  floor: number | null;
  total_floors: number | null;
  rooms: number | null;
}

export interface PostalProvider {
  readonly name: string;
  /** null when the provider does not know the code. */
  address(postalCode: string): Promise<PostalAddress | null>;
  houseInfo(postalCode: string): Promise<PostalHouseInfo | null>;
}
