// Pages a partner sends people to (the referral flow of issue 28) share the Divar pages' lean shell: the brand,
// no navigation or footer, no MUI until a dialog opens, noindex.
export { default, metadata } from '../divar/layout';
