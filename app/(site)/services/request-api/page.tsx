import type { Metadata } from 'next';
import { ContentPage } from '@/components/ui/content-page';
import { siteInfo } from '@/components/layout/site-info';
import { ContactForm } from '@/features/contact/components/contact-form';
import { ApiKeysPanel } from '@/features/request-api/components/api-keys-panel';
import Link from 'next/link';
import { toPersianDigits } from '@/lib/fa/digits';
import { BATCH_REQUESTS_PER_MINUTE } from '@/lib/contracts/request-api';
import styles from '@/components/ui/page.module.css';

export const metadata: Metadata = {
  title: 'درخواست سرویس (API)',
  description: 'قیمت‌گذاری ملک، ارزیابی محله و پیشنهاد محل خرید یا اجاره را از طریق API ارزیاب در سامانهٔ خود به کار بگیرید.',
};

export default function RequestApiPage() {
  return (
    <ContentPage
      title="درخواست سرویس (API)"
      lead="توانایی‌های ارزیاب را مستقیم در نرم‌افزار دفتر املاک، سامانهٔ بانک، پلتفرم آگهی یا اپلیکیشن خودتان به کار بگیرید."
    >
      <h2>چه سرویس‌هایی از طریق API در دسترس است</h2>
      <ul>
        <li>
          <strong>قیمت‌گذاری خرید و فروش:</strong> با ارسال موقعیت و مشخصات ملک، قیمت برآوردی، بازهٔ قیمت و قیمت هر متر
          مربع را دریافت کنید.
        </li>
        <li>
          <strong>برآورد رهن و اجاره:</strong> اجارهٔ ماهانهٔ منصفانه و معادل آن در رهن کامل.
        </li>
        <li>
          <strong>ارزیابی محله:</strong> امتیاز {toPersianDigits(50)} شاخص دسترسی و امکانات برای هر نقطه از تهران.
        </li>
        <li>
          <strong>پیشنهاد محل خرید یا اجاره:</strong> فهرست رتبه‌بندی‌شدهٔ محله‌ها بر پایهٔ بودجه و اولویت‌ها.
        </li>
      </ul>
      <h2>ویژگی‌ها</h2>
      <ul>
        <li>
          رابط REST با خروجی JSON و <Link href="/services/request-api/docs">مستندات فارسی</Link> با نمونهٔ curl برای هر
          فراخوانی (سند OpenAPI 3.1 در <code dir="ltr">/api/v1/openapi.json</code>)؛
        </li>
        <li>کلید اختصاصی که همین‌جا می‌سازید و هر وقت خواستید باطل می‌کنید، با سقف {toPersianDigits(60)} درخواست در دقیقه برای هر کلید؛</li>
        <li>
          ارزیابی دسته‌ای تا {toPersianDigits('10,000').replace(',', '٬')} ردیف از فایل CSV یا JSON، با نتیجهٔ CSV و برگشت اعتبار
          ردیف‌های ناموفق ({toPersianDigits(BATCH_REQUESTS_PER_MINUTE)} درخواست دسته‌ای در دقیقه برای هر حساب)؛
        </li>
        <li>پرداخت به ازای هر درخواست از همان اعتبار حساب، با همان قیمت سرویس‌های سایت.</li>
      </ul>
      <h2 id="keys">کلیدهای API</h2>
      <div className={styles.card}>
        <ApiKeysPanel />
      </div>
      <h2 id="contact">فرم درخواست بستهٔ سازمانی</h2>
      <p>
        برای سقف درخواست بیشتر، قرارداد سازمانی یا نیاز ویژه بنویسید تا کارشناسان ما با شما تماس بگیرند. می‌توانید
        با شمارهٔ{' '}
        <a href={`tel:${siteInfo.phone.replace(/[^\d+]/g, '')}`} className="ltr">
          {toPersianDigits(siteInfo.phone)}
        </a>{' '}
        هم تماس بگیرید.
      </p>
      <div className={styles.card}>
        <ContactForm />
      </div>
    </ContentPage>
  );
}
