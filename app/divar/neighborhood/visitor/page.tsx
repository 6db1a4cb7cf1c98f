import { neighbourhoodPlaceholder } from '../neighbourhood-placeholder';

// spec §2 /divar/neighborhood/visitor?uuid (issue 28 fills it; until then it answers in the Divar shell, never 404).
const { metadata, Page } = neighbourhoodPlaceholder('گزارش ارزیابی محلهٔ آگهی دیوار', 'visitor');
export { metadata };
export default Page;
