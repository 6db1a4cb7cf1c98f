import 'server-only';

/** Bad valuation input; `fields` maps input fields to Persian messages (the API answers 400 {field: [msg]}). */
export class ValuationInputError extends Error {
  readonly code = 'invalid_input' as const;
  constructor(readonly fields: Record<string, string[]>) {
    super(Object.values(fields).flat().join(' '));
    this.name = 'ValuationInputError';
  }
}
