import 'server-only';

/** spec §7, §9: plans, services and cities may be cached for 15 minutes (reference data, same for everyone). */
export const REFERENCE_CACHE_HEADERS = { 'Cache-Control': 'public, max-age=900, s-maxage=900' };
