import { dehydrate, HydrationBoundary, QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * A result the server page already read through server/, handed to the client view in React Query's cache under
 * the key its own hook uses: the view renders at once and refetches nothing.
 */
export function SeededQuery({ queryKey, data, children }: { queryKey: QueryKey; data: unknown; children: ReactNode }) {
  const client = new QueryClient();
  client.setQueryData(queryKey, data);
  return <HydrationBoundary state={dehydrate(client)}>{children}</HydrationBoundary>;
}
