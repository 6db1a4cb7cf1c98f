// POST /api/divar/neighborhood-widget/ {uuid} - show the advertiser's neighbourhood evaluation on their Divar ad (the overall score, the three strongest categories, a button to the report); DELETE {uuid} - take it off again
import { publishNeighbourhoodWidget, removeNeighbourhoodWidget } from '@/server/divar/post-addon';
import { widgetRoutes } from '../widget-routes';

export const { POST, DELETE, GET, PUT, PATCH, OPTIONS } = widgetRoutes(publishNeighbourhoodWidget, removeNeighbourhoodWidget);
