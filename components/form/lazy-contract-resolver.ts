import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * contractResolver for a contract loaded on first use: on a lean page (Divar's webview) zod and the contract arrive
 * when the form first validates (a field left, a submit), not with the page. A failed load is tried again next time.
 */
export function lazyContractResolver<V extends FieldValues, O>(load: () => Promise<z.ZodType>): Resolver<V, unknown, O> {
  let ready: Promise<Resolver<V, unknown, O>> | null = null;
  return (values, context, options) => {
    ready ??= Promise.all([load(), import('./contract-resolver')]).then(
      ([schema, { contractResolver }]) => contractResolver<V, z.ZodType>(schema) as unknown as Resolver<V, unknown, O>,
    );
    const current = ready;
    current.catch(() => {
      if (ready === current) ready = null;
    });
    return current.then((resolve) => resolve(values, context, options));
  };
}
