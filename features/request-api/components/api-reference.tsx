import { Fragment } from 'react';
import { CopyButton } from '@/components/ui/copy-button';
import { toPersianDigits } from '@/lib/fa/digits';
import styles from './api-reference.module.css';
import { breakIdentifiers } from './doc-text';
import { FieldsTable } from './fields-table';

// The OpenAPI document read as a Persian page (/services/request-api/docs): each operation with its fields, answers
// and a curl command to copy. It renders the generated document, so the page cannot drift from the API.

type Schema = {
  type?: string | string[];
  description?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  minItems?: number;
  format?: string;
  pattern?: string;
  default?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  $ref?: string;
};
type Media = { schema?: Schema; example?: unknown };
type Operation = {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  parameters?: { name: string; in: string; required: boolean; description?: string; schema: Schema }[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { description: string; content?: Record<string, Media> }>;
};
export type ApiDocument = { info: { title: string; description: string }; servers: { url: string }[]; paths: Record<string, Record<string, Operation>> };

function typeOf(s: Schema): string {
  if (s.anyOf) return s.anyOf.map(typeOf).join(' | ');
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (s.const !== undefined) return JSON.stringify(s.const);
  const t = Array.isArray(s.type) ? s.type.join(' | ') : (s.type ?? 'any');
  if (t === 'array' && s.items) return `${typeOf(s.items)}[]`;
  return s.format ? `${t} (${s.format})` : t;
}

function rulesOf(s: Schema): string {
  const parts: string[] = [];
  const num = (n: number) => toPersianDigits(n.toLocaleString('en-US').replace(/,/g, '٬'));
  const safe = (n: number | undefined) => n !== undefined && Math.abs(n) < 1e15;
  if (safe(s.minimum)) parts.push(`حداقل ${num(s.minimum!)}`);
  if (safe(s.exclusiveMinimum)) parts.push(`بیشتر از ${num(s.exclusiveMinimum!)}`);
  if (safe(s.maximum)) parts.push(`حداکثر ${num(s.maximum!)}`);
  if (s.minLength !== undefined && s.minLength > 1) parts.push(`دست‌کم ${num(s.minLength)} نویسه`);
  if (s.maxLength !== undefined) parts.push(`تا ${num(s.maxLength)} نویسه`);
  if (s.maxItems !== undefined) parts.push(`تا ${num(s.maxItems)} مورد`);
  for (const alt of s.anyOf ?? []) {
    const r = rulesOf(alt);
    if (r) parts.push(r);
  }
  return parts.join('، ');
}

function Fields({ schema, label }: { schema?: Schema; label: string }) {
  const props = schema?.properties;
  if (!props) return null;
  const required = new Set(schema.required ?? []);
  return (
    <FieldsTable
      label={label}
      rows={Object.entries(props).map(([name, s]) => [name, typeOf(s), [s.description, rulesOf(s)].filter(Boolean).join(' — '), required.has(name)])}
    />
  );
}

/** The document's prose marks names with `backticks`: shown as code, left to right. */
export function Prose({ text }: { text: string }) {
  return text.split('`').map((part, i) =>
    i % 2 ? (
      <code key={i} dir="ltr">
        {breakIdentifiers(part)}
      </code>
    ) : (
      <Fragment key={i}>{breakIdentifiers(part)}</Fragment>
    ),
  );
}

const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** The operation as a curl command (the documented example as its body). */
export function curlFor(base: string, path: string, method: string, op: Operation): string[] {
  const url = `${base}${path.replace('{id}', '<JOB_ID>')}`;
  const auth = `-H 'Authorization: Api-Key <YOUR_KEY>'`;
  const json = op.requestBody?.content['application/json'];
  const commands: string[] = [];
  if (method === 'get') {
    const isCsv = Boolean(op.responses['200']?.content?.['text/csv']);
    commands.push(`curl ${shellQuote(url)} \\\n  ${auth}${isCsv ? ' \\\n  -o result.csv' : ''}`);
    return commands;
  }
  if (json) {
    commands.push(`curl -X POST ${shellQuote(url)} \\\n  ${auth} \\\n  -H 'Content-Type: application/json' \\\n  -d ${shellQuote(JSON.stringify(json.example ?? {}))}`);
  }
  if (op.requestBody?.content['text/csv']) {
    commands.push(`curl -X POST ${shellQuote(`${url}?kind=sale`)} \\\n  ${auth} \\\n  -H 'Content-Type: text/csv' \\\n  --data-binary @listings.csv`);
  }
  return commands;
}

const METHOD_LABEL: Record<string, string> = { get: 'GET', post: 'POST' };

export function ApiReference({ doc }: { doc: ApiDocument }) {
  const base = doc.servers[0]?.url ?? '';
  const ops = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));
  const tags = [...new Set(ops.map((o) => o.op.tags[0]))];
  return (
    <div className={styles.reference}>
      <nav aria-label="فهرست سرویس‌ها" className={styles.toc}>
        <ul>
          {ops.map(({ op }) => (
            <li key={op.operationId}>
              <a href={`#${op.operationId}`}>{op.summary}</a>
            </li>
          ))}
        </ul>
      </nav>
      {tags.map((tag) => (
        <section key={tag} aria-labelledby={`tag-${tag}`}>
          <h2 id={`tag-${tag}`}>{tag}</h2>
          {ops
            .filter((o) => o.op.tags[0] === tag)
            .map(({ path, method, op }) => {
              const json = op.requestBody?.content['application/json'];
              const query = op.parameters?.filter((p) => p.in === 'query') ?? [];
              const ok = Object.entries(op.responses).filter(([status]) => status.startsWith('2'));
              const errors = Object.entries(op.responses).filter(([status]) => !status.startsWith('2'));
              return (
                <article key={op.operationId} id={op.operationId} className={styles.operation}>
                  <h3>{op.summary}</h3>
                  <p className={styles.endpoint} dir="ltr">
                    <span className={styles.method}>{METHOD_LABEL[method]}</span> <code>{breakIdentifiers(path)}</code>
                  </p>
                  {op.description.split('\n\n').map((p) => (
                    <p key={p}>
                      <Prose text={p} />
                    </p>
                  ))}
                  {json && (
                    <>
                      <h4>بدنهٔ درخواست (JSON)</h4>
                      <Fields schema={json.schema} label={`${op.summary}: بدنهٔ درخواست`} />
                    </>
                  )}
                  {query.length > 0 && (
                    <>
                      <h4>پارامترهای نشانی (برای فایل CSV)</h4>
                      <Fields
                        label={`${op.summary}: پارامترهای نشانی`}
                        schema={{
                          properties: Object.fromEntries(query.map((p) => [p.name, { ...p.schema, description: p.description }])),
                          required: query.filter((p) => p.required).map((p) => p.name),
                        }}
                      />
                    </>
                  )}
                  <h4>نمونهٔ فراخوانی</h4>
                  {curlFor(base, path, method, op).map((cmd) => (
                    <div key={cmd} className={styles.code}>
                      <CopyButton text={cmd} className={styles.copy} label="کپی دستور" />
                      {/* Scrolls sideways on a phone: focusable, so the keyboard can scroll it too (WCAG 2.1.1). */}
                      <pre dir="ltr" tabIndex={0}>
                        <code>{cmd}</code>
                      </pre>
                    </div>
                  ))}
                  <h4>پاسخ</h4>
                  {ok.map(([status, r]) => (
                    <details key={status}>
                      <summary>
                        <span dir="ltr">{toPersianDigits(status)}</span> — {breakIdentifiers(r.description)}
                      </summary>
                      <div>
                        <Fields schema={r.content?.['application/json']?.schema} label={`${op.summary}: پاسخ ${toPersianDigits(status)}`} />
                      </div>
                    </details>
                  ))}
                  <p className={styles.errors}>
                    خطاها:{' '}
                    {errors.map(([status, r], i) => (
                      <span key={status}>
                        {i > 0 && '، '}
                        <span dir="ltr">{toPersianDigits(status)}</span> {breakIdentifiers(r.description)}
                      </span>
                    ))}
                  </p>
                </article>
              );
            })}
        </section>
      ))}
    </div>
  );
}
