import { priceWidgetBody } from '@/lib/contracts/divar-requests';
import { type Db, getDb } from '@/server/db/client';
import { route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';

type Act<R> = (db: Db, userId: string, uuid: string) => Promise<R>;

const rateLimit = ({ user }: { user: { id: string } }) => ({ bucket: `divar-widget:${user.id}`, limit: 30, windowSeconds: 600 });

/** The two doors of one section of our add-on on a Divar ad: POST {uuid} shows the report there, DELETE {uuid} takes it off. */
export function widgetRoutes<P, R>(publish: Act<P>, remove: Act<R>) {
  return {
    POST: route({ auth: 'required', body: priceWidgetBody, rateLimit }, async ({ body, user }) => publish(await getDb(), user.id, body.uuid)),
    DELETE: route({ auth: 'required', body: priceWidgetBody, rateLimit }, async ({ body, user }) => remove(await getDb(), user.id, body.uuid)),
    ...otherMethods('POST', 'DELETE'),
  };
}
