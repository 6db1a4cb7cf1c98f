import 'server-only';
import type { AgentType, Service, ServiceFamily, ServiceKind } from '@/lib/contracts/billing';
import type { Db, Tx } from '@/server/db/client';
import { listActiveServices, type ServiceRow } from '@/server/credits/find-service';

export function toService(s: ServiceRow): Service {
  return {
    id: s.id,
    name: s.name,
    title: s.title,
    service_kind: s.serviceKind as ServiceKind,
    category_name: s.categoryName as ServiceFamily,
    source_agent_type: s.sourceAgentType as AgentType,
    credits_required: s.creditsRequired,
    price: s.price,
  };
}

export async function listServices(db: Db | Tx): Promise<Service[]> {
  return (await listActiveServices(db)).map(toService);
}
