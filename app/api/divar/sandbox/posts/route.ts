// GET /api/divar/sandbox/posts/ - the local Divar's fixture ads (404 unless DIVAR_PROVIDER=local outside production)
import { NotFound } from '@/server/core/errors';
import { route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';
import { localDivarAllowed } from '@/server/providers/divar/divar-provider';
import { listLocalPosts } from '@/server/providers/divar/local';

export const GET = route({}, () => {
  if (!localDivarAllowed()) throw new NotFound();
  return { provider: 'local', posts: listLocalPosts() };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
