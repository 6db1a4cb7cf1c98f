// GET /api/ip-check/check/ - is the caller's address in Iran (offline country database; drives the VPN notice)
import type { IpCheck } from '@/lib/contracts/billing';
import { isIranIp } from '@/server/geo/check-ip';
import { route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';

export const GET = route({ auth: 'none' }, async ({ ip }): Promise<IpCheck> => ({ is_iran: await isIranIp(ip) }));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
