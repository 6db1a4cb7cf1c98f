import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { postToken } from '@/lib/contracts/refs';
import { serverEnv } from '@/lib/env';
import { NotFound, NotSignedIn } from '@/server/core/errors';

// Divar's "server link" entry (integrations.md): when a user opens our add-on from an ad, Divar may POST
// {post_token, user_side: SUPPLY|DEMAND, source, conversation_id} to us, with our identification key in
// Authorization, and send the user to the {url} we answer. The advertiser (SUPPLY) starts the advertiser flow,
// a viewer (DEMAND) the visitor flow, of the service the registered link names (?service=price|neighborhood).

export const serverLinkBody = z.object({
  post_token: z.preprocess((v) => (v === '' || v === null ? undefined : v), postToken.optional()),
  user_side: z.enum(['SUPPLY', 'DEMAND']).optional(),
  source: z.string().max(100).optional(),
  conversation_id: z.string().max(200).optional(),
});
export const serverLinkQuery = z.object({ service: z.enum(['price', 'neighborhood']).default('price') });

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Whether Authorization carries our identification key (bare, or after «Bearer» or «Token»). */
function identified(header: string | null, key: string): boolean {
  const presented = (header ?? '').replace(/^(Bearer|Token)\s+/i, '').trim();
  // Compared as digests: equal length, constant time.
  return presented.length > 0 && timingSafeEqual(digest(presented), digest(key));
}

export function serverLinkUrl(
  authorization: string | null,
  body: z.output<typeof serverLinkBody>,
  query: z.output<typeof serverLinkQuery>,
): { url: string } {
  const key = serverEnv().KENAR_IDENTIFICATION_KEY;
  if (!key) throw new NotFound();
  if (!identified(authorization, key)) throw new NotSignedIn('کلید شناسایی دیوار نادرست است.');
  const base = serverEnv().PUBLIC_BASE_URL.replace(/\/+$/, '');
  const page = body.user_side === 'SUPPLY' ? 'advertiser' : 'visitor-evaluation';
  const url = new URL(`${base}/divar/${query.service}/${page}`);
  if (body.post_token) url.searchParams.set('post_token', body.post_token);
  return { url: url.toString() };
}
