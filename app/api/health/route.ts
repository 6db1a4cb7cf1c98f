import { checkHealth } from '@/server/health/check-health';
import { reply, route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';

// GET /api/health/ - liveness and database reachability (503 when the database is down)
export const GET = route({}, async () => {
  const health = await checkHealth();
  return reply(health, { status: health.status === 'ok' ? 200 : 503 });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
