import { valuationResult } from '../result-route';

// spec §2 /rent-price-evaluation-result?uuid={uuid}[&state={state}]: the rent price result. `&deposit={toman}` starts
// the rent slider at that deposit (the chat's rent card adds it; features/valuation/components/valuation-result.tsx).
export const dynamic = 'force-dynamic';

const { generateMetadata, Page } = valuationResult('rent');
export { generateMetadata };
export default Page;
