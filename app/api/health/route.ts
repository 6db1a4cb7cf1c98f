import { checkHealth } from '@/server/health/check-health';
import { route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';

// GET /api/health/ - liveness and database reachability (503 when the database is down)
export const GET = route({}, () => checkHealth());

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
