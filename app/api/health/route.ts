import { checkHealth } from '@/server/health/check-health';
import { route } from '@/server/http/route';

// GET /api/health/ - liveness and database reachability (503 when the database is down)
export const GET = route({}, () => checkHealth());
