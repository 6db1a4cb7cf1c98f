// POST /api/divar/price-widget/ {uuid} - show the advertiser's valuation on their Divar ad; DELETE {uuid} - take it off again
import { publishPriceWidget, removePriceWidget } from '@/server/divar/post-addon';
import { widgetRoutes } from '../widget-routes';

export const { POST, DELETE, GET, PUT, PATCH, OPTIONS } = widgetRoutes(publishPriceWidget, removePriceWidget);
