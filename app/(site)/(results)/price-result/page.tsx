import { valuationResult } from '../result-route';

// spec §2 /price-result?uuid={uuid}[&state={state}]: the buy/sell price result.
export const dynamic = 'force-dynamic';

const { generateMetadata, Page } = valuationResult('sale');
export { generateMetadata };
export default Page;
