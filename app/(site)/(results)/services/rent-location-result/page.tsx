import { suggestionResult } from '../../result-route';

// spec §2 /services/rent-location-result?uuid=… ('buy/rent suggestion result' title).
export const dynamic = 'force-dynamic';

const { generateMetadata, Page } = suggestionResult('rent');
export { generateMetadata };
export default Page;
