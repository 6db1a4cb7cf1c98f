import { valuationResult } from '../result-route';

// spec §2 /rent-price-evaluation-result?uuid={uuid}[&state={state}]: the rent price result.
export const dynamic = 'force-dynamic';

const { generateMetadata, Page } = valuationResult('rent');
export { generateMetadata };
export default Page;
