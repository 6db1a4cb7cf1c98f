import type { Metadata } from 'next';
import Link from 'next/link';
import { ContentPage } from '@/components/ui/content-page';
import { siteInfo } from '@/components/layout/site-info';
import { toPersianDigits } from '@/lib/fa/digits';

export const metadata: Metadata = {
  title: 'همکاری با ارزیاب',
  description: 'همکاری با ارزیاب برای مشاوران املاک، سازندگان، بانک‌ها، پلتفرم‌های آگهی و پژوهشگران بازار مسکن.',
};

export default function CollaborationPage() {
  return (
    <ContentPage
      title="همکاری با ارزیاب"
      lead="اگر در بازار مسکن کار می‌کنید، می‌توانیم با هم تصمیم‌های ملکی را دقیق‌تر و شفاف‌تر کنیم."
    >
      <h2>چه کسانی می‌توانند با ما همکاری کنند</h2>
      <h3>مشاوران املاک</h3>
      <p>
        گزارش قیمت و ارزیابی محلهٔ ارزیاب را در کنار آگهی‌های خود به مشتری ارائه کنید تا مذاکره بر پایهٔ داده پیش برود.
        بسته‌های اعتبار سازمانی برای دفاتر املاک در دسترس است.
      </p>
      <h3>پلتفرم‌های آگهی و سامانه‌های املاک</h3>
      <p>
        همان‌طور که آگهی‌دهندگان و بازدیدکنندگان دیوار می‌توانند مستقیم از داخل آگهی گزارش ارزیاب را ببینند، این امکان را
        می‌توانیم برای پلتفرم شما هم فراهم کنیم.
      </p>
      <h3>بانک‌ها، بیمه‌ها و سازندگان</h3>
      <p>
        برای ارزیابی اولیهٔ وثیقه، برآورد ارزش پروژه یا انتخاب زمین، از <Link href="/services/request-api">سرویس API</Link>{' '}
        ارزیاب استفاده کنید.
      </p>
      <h3>پژوهشگران و رسانه‌ها</h3>
      <p>برای گزارش‌های تحلیلی از روند بازار مسکن تهران، داده‌های تجمیعی و ناشناس ارزیاب را درخواست کنید.</p>

      <h2>راه‌های ارتباط</h2>
      <ul>
        <li>
          فرم درخواست همکاری و API: <Link href="/services/request-api#contact">ارسال درخواست</Link>
        </li>
        <li>
          تلفن:{' '}
          <a href={`tel:${siteInfo.phone.replace(/[^\d+]/g, '')}`} className="ltr">
            {toPersianDigits(siteInfo.phone)}
          </a>
        </li>
        <li>
          ایمیل:{' '}
          <a href={`mailto:${siteInfo.email}`} className="ltr">
            {siteInfo.email}
          </a>
        </li>
      </ul>
    </ContentPage>
  );
}
