import { EnvironmentResult } from '@/features/environment/components/environment-result';
import { getDb } from '@/server/db/client';
import { findEnvironmentEvaluation } from '@/server/environment/get-environment-evaluation';
import { resultRoute } from '../../../result-route';

// spec §2 /services/environment-evaluation/result?uuid=… ('neighbourhood result' title), rendered on the server.
export const dynamic = 'force-dynamic';

const { generateMetadata, Page } = resultRoute({
  find: async (uuid) => findEnvironmentEvaluation(await getDb(), uuid),
  metadata: (result) => ({ title: result ? 'نتیجهٔ ارزیابی محله' : 'ارزیابی پیدا نشد' }),
  render: (result) => <EnvironmentResult result={result} />,
});
export { generateMetadata };
export default Page;
