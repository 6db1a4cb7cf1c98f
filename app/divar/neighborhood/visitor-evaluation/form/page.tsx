import { neighbourhoodPlaceholder } from '../../neighbourhood-placeholder';

// spec §2 /divar/neighborhood/visitor-evaluation/form?state&return_url&noLoginRequired (issue 28 fills it; until then it answers in the Divar shell, never 404).
const { metadata, Page } = neighbourhoodPlaceholder('ارزیابی محله برای بازدیدکنندهٔ دیوار: مشخصات ملک', 'visitor');
export { metadata };
export default Page;
