import 'server-only';

import type { Plan, Service } from '@/lib/contracts/billing';
import { listPlans } from '@/server/billing/list-plans';
import { listServices } from '@/server/billing/list-services';
import type { Db } from '@/server/db/client';

/** The site's own services and plans (database rows, editable without a redeploy), read once per message. */
export interface ChatCatalogue {
  services: Service[];
  plans: Plan[];
}

export async function loadCatalogue(db: Db): Promise<ChatCatalogue> {
  const [services, plans] = await Promise.all([listServices(db), listPlans(db)]);
  return { services, plans };
}
