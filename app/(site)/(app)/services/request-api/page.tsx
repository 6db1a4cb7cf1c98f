import type { Metadata } from 'next';
import { ContentPage } from '@/components/ui/content-page';
import { siteInfo } from '@/components/layout/site-info';
import { ContactForm } from '@/features/contact/components/contact-form';
import { toPersianDigits } from '@/lib/fa/digits';
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
        <li>رابط REST با خروجی JSON و مستندات فارسی؛</li>
        <li>احراز هویت با کلید اختصاصی و محدودیت نرخ متناسب با بستهٔ شما؛</li>
        <li>محیط آزمایشی برای یکپارچه‌سازی پیش از استفادهٔ واقعی؛</li>
        <li>بسته‌های ماهانه یا پرداخت به ازای هر درخواست، بر اساس حجم استفاده.</li>
      </ul>
      <h2 id="contact">فرم درخواست</h2>
      <p>
        نیاز خود را بنویسید تا کارشناسان ما برای ارائهٔ مستندات، کلید آزمایشی و پیشنهاد قیمت با شما تماس بگیرند. می‌توانید
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
