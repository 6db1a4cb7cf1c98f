import type { Metadata } from 'next';
import { DivarComingSoon } from '@/features/divar/components/divar-coming-soon';
import { DIVAR_PAGES, divarHref, type DivarRole } from '@/lib/contracts/divar';
import { postToken } from '@/lib/contracts/refs';
import { firstParam, type SearchParams } from '@/lib/search-params';
import { divarExit } from '@/server/divar/exit';

const PRICE_PAGE: Record<DivarRole, string> = { advertiser: DIVAR_PAGES.priceAdvertiser, visitor: DIVAR_PAGES.priceVisitor };

/**
 * The neighbourhood flows' pages until issue 28 fills them: they answer in the Divar shell, say what is coming,
 * offer the price valuation of the same ad and the way back to Divar (the exit rule applies to `return_url`).
 */
export function neighbourhoodPlaceholder(title: string, role: DivarRole) {
  const metadata: Metadata = { title };
  async function Page({ searchParams }: { searchParams: SearchParams }) {
    const params = await searchParams;
    const token = postToken.safeParse(firstParam(params.post_token));
    const returnUrl = firstParam(params.return_url) || null;
    const priceHref = token.success ? divarHref(PRICE_PAGE[role], { post_token: token.data, return_url: returnUrl }) : null;
    return <DivarComingSoon title={title} exitUrl={divarExit(returnUrl)} priceHref={priceHref} />;
  }
  return { metadata, Page };
}
