import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { POST_TOKEN_PATTERN } from '@/lib/contracts/refs';
import { toPersianDigits } from '@/lib/fa/digits';
import { formatMoney } from '@/lib/fa/money';
import { mapDivarPost } from '@/server/divar/get-divar-ad';
import { divarProvider } from '@/server/providers/divar/divar-provider';
import { localAddonFor } from '@/server/providers/divar/local';
import { findLocalAd } from '@/server/providers/divar/local-fixtures';
import type { AdAmount } from '@/server/providers/divar/types';
import { AddonView } from '../../addon-view';
import styles from '../../sandbox-divar.module.css';

export const metadata: Metadata = { title: 'آگهی دیوار آزمایشی' };

const amountText = (a: AdAmount) => (a === 'negotiable' ? 'توافقی' : typeof a === 'number' ? formatMoney(a) : 'ذکر نشده');
const flag = (v: boolean | null) => (v === null ? 'نامشخص' : v ? 'دارد' : 'ندارد');
const count = (v: number | null, unit = '') => (v === null ? 'نامشخص' : `${toPersianDigits(v)}${unit}`);

/**
 * A fixture ad as Divar shows it, with the add-on we posted on it rendered as Divar renders widgets, and the entry
 * points Divar would offer into our add-on (the advertiser's "my ad" actions and a visitor's).
 */
export default async function SandboxDivarPost({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  if (!POST_TOKEN_PATTERN.test(token)) notFound();
  const ad = findLocalAd(token);
  const post = await divarProvider().getPost(token);
  if (!ad || !post) notFound();
  const mapped = mapDivarPost(post, null);
  const addon = await localAddonFor(token);
  const rent = post.category?.endsWith('-rent') ?? false;
  const q = `post_token=${encodeURIComponent(token)}`;
  const place = [mapped.city_name ?? post.city, mapped.neighbourhood?.name].filter(Boolean).join('، ');
  return (
    <article data-testid="sandbox-divar-post" data-post-token={token}>
      <h1 className={styles.title}>{post.title}</h1>
      <p className={styles.muted}>لحظاتی پیش در {place}</p>
      <div className={styles.image} aria-hidden="true">
        بدون تصویر
      </div>
      <dl className={styles.features}>
        <div>
          <dt>متراژ</dt>
          <dd>{count(post.area)}</dd>
        </div>
        <div>
          <dt>ساخت</dt>
          <dd>{count(post.buildYear)}</dd>
        </div>
        <div>
          <dt>اتاق</dt>
          <dd>{count(post.rooms)}</dd>
        </div>
      </dl>
      <dl className={styles.rows}>
        {rent ? (
          <>
            <div className={styles.row}>
              <dt>ودیعه</dt>
              <dd>{amountText(post.deposit)}</dd>
            </div>
            <div className={styles.row}>
              <dt>اجارهٔ ماهانه</dt>
              <dd>{post.rent === 0 ? 'رهن کامل' : amountText(post.rent)}</dd>
            </div>
          </>
        ) : (
          <div className={styles.row}>
            <dt>قیمت کل</dt>
            <dd data-testid="sandbox-divar-price">{amountText(post.price)}</dd>
          </div>
        )}
        <div className={styles.row}>
          <dt>طبقه</dt>
          <dd>{post.floor === null ? 'نامشخص' : `${toPersianDigits(post.floor)}${post.totalFloors ? ` از ${toPersianDigits(post.totalFloors)}` : ''}`}</dd>
        </div>
        <div className={styles.row}>
          <dt>آسانسور / پارکینگ / انباری</dt>
          <dd>
            {flag(post.elevator)} / {flag(post.parking)} / {flag(post.storage)}
          </dd>
        </div>
      </dl>
      <section className={styles.section} aria-labelledby="desc">
        <h2 id="desc" className={styles.sectionTitle}>
          توضیحات
        </h2>
        <p className={styles.description}>{post.description}</p>
      </section>

      <section className={styles.section} aria-labelledby="addons">
        <h2 id="addons" className={styles.sectionTitle}>
          افزونه‌ها
        </h2>
        {addon ? (
          <AddonView widgets={addon.body.widgets} />
        ) : (
          <p className={styles.muted} data-testid="divar-addon-empty">
            هنوز افزونه‌ای روی این آگهی نیست.
          </p>
        )}
      </section>

      <section className={styles.section} aria-labelledby="entries">
        <h2 id="entries" className={styles.sectionTitle}>
          ورود به افزونهٔ ارزیاب از این آگهی (آزمایشی)
        </h2>
        <p className={styles.muted}>
          صاحب آگهی با شمارهٔ <bdi>{toPersianDigits(ad.owner.phone)}</bdi> وارد دیوار آزمایشی می‌شود.
        </p>
        <div className={styles.entries}>
          <Link className={styles.entry} href={`/divar/price/advertiser?${q}`} data-testid="entry-price-advertiser">
            صاحب آگهی: قیمت‌گذاری آگهی من
          </Link>
          <Link className={styles.entry} href={`/divar/neighborhood/advertiser?${q}`} data-testid="entry-neighbourhood-advertiser">
            صاحب آگهی: ارزیابی محلهٔ آگهی من
          </Link>
          <Link className={styles.entry} href={`/divar/price/visitor-evaluation?${q}&evaluation-type=${rent ? 'rent' : 'buySell'}`} data-testid="entry-price-visitor">
            بازدیدکننده: ارزیابی قیمت این آگهی
          </Link>
          <Link className={styles.entry} href={`/divar/neighborhood/visitor-evaluation?${q}`} data-testid="entry-neighbourhood-visitor">
            بازدیدکننده: ارزیابی محلهٔ این آگهی
          </Link>
          <Link className={styles.entry} href={`/services/environment-evaluation/referral/intro?${q}`} data-testid="entry-referral">
            معرفی‌شده از دیوار: ارزیابی محله در ارزیاب
          </Link>
        </div>
      </section>
    </article>
  );
}
