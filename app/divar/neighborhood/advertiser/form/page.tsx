import { neighbourhoodPlaceholder } from '../../neighbourhood-placeholder';

// spec §2 /divar/neighborhood/advertiser/form?state&code, or noLoginRequired=true (issue 28 fills it; until then it answers in the Divar shell, never 404).
const { metadata, Page } = neighbourhoodPlaceholder('ارزیابی محلهٔ آگهی دیوار: مشخصات ملک', 'advertiser');
export { metadata };
export default Page;
