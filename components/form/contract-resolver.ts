import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The resolver of a form that a shared zod contract validates (architecture rule 3). The form holds what the user
 * typed and picked (text, null before a place is picked) and the contract parses it, refusing what is missing with
 * the page's message: its declared input type is narrower than the form's values, so the two are bridged here, once.
 * The form submits the contract's output, or with `raw` the values as typed (when the server parses the same contract).
 */
export function contractResolver<V extends FieldValues, S extends z.ZodType>(schema: S): Resolver<V, unknown, z.output<S>>;
export function contractResolver<V extends FieldValues, S extends z.ZodType>(schema: S, options: { raw: true }): Resolver<V, unknown, V>;
export function contractResolver<V extends FieldValues>(schema: z.ZodType, options?: { raw: true }): Resolver<V, unknown, unknown> {
  const contract = schema as z.ZodType<FieldValues, FieldValues>;
  const resolver = options?.raw ? zodResolver(contract, undefined, { raw: true }) : zodResolver(contract);
  return resolver as unknown as Resolver<V, unknown, unknown>;
}
