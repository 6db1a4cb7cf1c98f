import { suggestionResult } from '../../result-route';

// spec §2 /services/buy-location-result?uuid=… ('buy/rent suggestion result' title).
export const dynamic = 'force-dynamic';

const { generateMetadata, Page } = suggestionResult('buy');
export { generateMetadata };
export default Page;
