// geoip-country ships no types; only the part we use.
declare module 'geoip-country' {
  interface Country {
    country: string;
    name?: string;
  }
  const geoip: { lookup(ip: string): Country | null };
  export default geoip;
}
