import { environmentKeys } from '@/features/environment/api/environment-keys';
import { EnvironmentResult } from '@/features/environment/components/environment-result';
import { SeededQuery } from '@/features/shared/result/seeded-query';
import { getDb } from '@/server/db/client';
import { findEnvironmentEvaluation } from '@/server/environment/get-environment-evaluation';
import { resultRoute } from '../../../result-route';

// spec §2 /services/environment-evaluation/result?uuid=… ('neighbourhood result' title), seeding React Query under the
// key the client hook uses (architecture: server pages).
export const dynamic = 'force-dynamic';

const { generateMetadata, Page } = resultRoute({
  find: async (uuid) => findEnvironmentEvaluation(await getDb(), uuid),
  metadata: (result) => ({ title: result ? 'نتیجهٔ ارزیابی محله' : 'ارزیابی پیدا نشد', robots: { index: false } }),
  render: (result) => (
    <SeededQuery queryKey={environmentKeys.result(result.uuid)} data={result}>
      <EnvironmentResult uuid={result.uuid} />
    </SeededQuery>
  ),
});
export { generateMetadata };
export default Page;
