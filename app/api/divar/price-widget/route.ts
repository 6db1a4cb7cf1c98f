// POST /api/divar/price-widget/ {uuid} - show the advertiser's valuation on their Divar ad; DELETE {uuid} - take it off again
import { priceWidgetBody } from '@/lib/contracts/divar-requests';
import { getDb } from '@/server/db/client';
import { publishPriceWidget, removePriceWidget } from '@/server/divar/post-addon';
import { route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';

const rateLimit = ({ user }: { user: { id: string } }) => ({ bucket: `divar-widget:${user.id}`, limit: 30, windowSeconds: 600 });

export const POST = route({ auth: 'required', body: priceWidgetBody, rateLimit }, async ({ body, user }) =>
  publishPriceWidget(await getDb(), user.id, body.uuid),
);

export const DELETE = route({ auth: 'required', body: priceWidgetBody, rateLimit }, async ({ body, user }) =>
  removePriceWidget(await getDb(), user.id, body.uuid),
);

export const { GET, PUT, PATCH, OPTIONS } = otherMethods('POST', 'DELETE');
