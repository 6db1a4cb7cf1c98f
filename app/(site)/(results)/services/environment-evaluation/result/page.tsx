import { DivarResultBar } from '@/features/divar/components/divar-result-bar';
import { environmentResultMetadata } from '@/features/environment/components/environment-metadata';
import { EnvironmentResult } from '@/features/environment/components/environment-result';
import { divarConsentHref } from '@/lib/contracts/divar';
import { firstParam } from '@/lib/search-params';
import { getDb } from '@/server/db/client';
import { divarExit } from '@/server/divar/exit';
import { findEnvironmentEvaluation } from '@/server/environment/get-environment-evaluation';
import { resultRoute } from '../../../result-route';

// spec §2 /services/environment-evaluation/result?uuid=…[&divar-post-token=…][&divar-return-url=…] ('neighbourhood
// result' title), rendered on the server. The Divar parameters (the referral flow's) count only when the token names
// the ad this evaluation was made for; absent or invalid, they are ignored.
export const dynamic = 'force-dynamic';

const { generateMetadata, Page } = resultRoute({
  find: async (uuid) => findEnvironmentEvaluation(await getDb(), uuid),
  metadata: environmentResultMetadata,
  render: (result, params) => {
    const postToken = firstParam(params['divar-post-token']);
    const divar = result.divar;
    const fromDivar = divar !== null && postToken === divar.post_token;
    const returnUrl = firstParam(params['divar-return-url']) || null;
    return (
      <>
        {fromDivar && (
          <DivarResultBar
            uuid={result.uuid}
            advertiser={result.agent_type === 'divar_advertiser'}
            addon={{ published: divar.published_on_ad, unconfirmed: divar.addon_unconfirmed }}
            exitUrl={divarExit(returnUrl)}
            consentHref={divarConsentHref('referral', { post_token: postToken, return_url: returnUrl })}
          />
        )}
        <EnvironmentResult result={result} />
      </>
    );
  },
});
export { generateMetadata };
export default Page;
