import { neighbourhoodPlaceholder } from '../neighbourhood-placeholder';

// spec §2 /divar/neighborhood/visitor-evaluation?post_token&return_url (issue 28 fills it; until then it answers in the Divar shell, never 404).
const { metadata, Page } = neighbourhoodPlaceholder('ارزیابی محله برای بازدیدکنندهٔ دیوار', 'visitor');
export { metadata };
export default Page;
