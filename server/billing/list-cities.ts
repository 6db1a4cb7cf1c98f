import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { City, ServiceFamily } from '@/lib/contracts/billing';
import type { Db, Tx } from '@/server/db/client';
import { cities, cityServices, services } from '@/server/db/schema/billing';

/**
 * spec §3 City with its services_access. With a category, only cities offering at least one active service of
 * that family (today: Tehran; Pardis and Karaj are seeded without services until models cover them).
 */
export async function listCities(db: Db | Tx, category?: ServiceFamily): Promise<City[]> {
  const cityRows = await db.select().from(cities).where(eq(cities.isActive, true)).orderBy(asc(cities.sortOrder), asc(cities.id));
  const access = await db
    .select({ cityId: cityServices.cityId, id: services.id, name: services.name, category: services.categoryName })
    .from(cityServices)
    .innerJoin(services, and(eq(services.id, cityServices.serviceId), eq(services.isActive, true)))
    .orderBy(asc(services.id));
  return cityRows
    .map((c) => ({
      id: c.id,
      name: c.name,
      label: c.label,
      services_access: access
        .filter((a) => a.cityId === c.id && (!category || a.category === category))
        .map((a) => ({ id: a.id, name: a.name })),
    }))
    .filter((c) => !category || c.services_access.length > 0);
}
