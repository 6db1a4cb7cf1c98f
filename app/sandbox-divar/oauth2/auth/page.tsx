import type { Metadata } from 'next';
import { toPersianDigits } from '@/lib/fa/digits';
import { serverEnv } from '@/lib/env';
import { describeLocalConsent } from '@/server/providers/divar/local';
import styles from '../../sandbox-divar.module.css';

export const metadata: Metadata = { title: 'اجازهٔ دسترسی (دیوار آزمایشی)' };

type Query = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const HIDDEN = ['response_type', 'client_id', 'redirect_uri', 'scope', 'state'] as const;

/**
 * The local Divar's consent screen, played as Divar's OAuth screen (/oauth2/auth): which app asks for what, as which
 * Divar user, with approve and refuse. The decision posts to /api/divar/sandbox/oauth2/decide/, which sends the
 * browser back to the app's redirect address with a one-time code (approve) or without one (refuse).
 */
export default async function SandboxDivarConsent({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const request = Object.fromEntries(HIDDEN.map((k) => [k, one(query[k])]));
  const screen = describeLocalConsent(request, serverEnv().PUBLIC_BASE_URL);
  const error = one(query.error);
  if ('error' in screen) {
    return (
      <section className={styles.consent}>
        <h1 className={styles.title}>درخواست اجازه نامعتبر است</h1>
        <p className={styles.error} role="alert">
          {screen.error}
        </p>
      </section>
    );
  }
  const phone = one(query.phone) ?? screen.post?.ownerPhone ?? '';
  return (
    <section className={styles.consent} data-testid="sandbox-divar-consent">
      <h1 className={styles.title}>برنامهٔ «ارزیاب» اجازهٔ این دسترسی‌ها را می‌خواهد</h1>
      <p className={styles.muted}>این صفحهٔ اجازه از دیوار آزمایشی است و نشانهٔ «آزمایشی» دارد، مانند برنامه‌های در حال توسعه در دیوار.</p>
      <ul className={styles.scopes} data-testid="sandbox-divar-scopes">
        {screen.scopes.map((s) => (
          <li key={s.scope}>
            {s.label} <span className={styles.muted} dir="ltr">({s.scope})</span>
          </li>
        ))}
      </ul>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <form method="post" action="/api/divar/sandbox/oauth2/decide/">
        {HIDDEN.map((k) => (
          <input key={k} type="hidden" name={k} value={request[k] ?? ''} />
        ))}
        <label className={styles.field}>
          <span>
            وارد دیوار شده با شمارهٔ همراه
            {screen.post && <> (صاحب این آگهی: <bdi>{toPersianDigits(screen.post.ownerPhone)}</bdi>)</>}
          </span>
          <input
            className={styles.input}
            name="phone"
            type="tel"
            inputMode="tel"
            dir="ltr"
            autoComplete="tel"
            required
            // A pattern is compiled with the v flag, where a bare «-» at the end of a class is an error (the browser
            // then ignores the pattern and logs it).
            pattern="[0-9۰-۹+\s\-]{10,15}"
            defaultValue={phone}
            data-testid="sandbox-divar-phone"
          />
        </label>
        <div className={styles.actions}>
          <button type="submit" name="decision" value="approve" className={`${styles.button} ${styles.primary}`} data-testid="sandbox-divar-approve">
            تأیید
          </button>
          <button type="submit" name="decision" value="refuse" formNoValidate className={styles.button} data-testid="sandbox-divar-refuse">
            رد
          </button>
        </div>
      </form>
    </section>
  );
}
