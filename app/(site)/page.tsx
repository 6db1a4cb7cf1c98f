import type { Metadata } from 'next';
import Link from 'next/link';
import { Icon, type IconName } from '@/components/ui/icon';
import { ModelAccuracySummary } from '@/features/valuation/components/model-accuracy-summary';
import { toPersianDigits } from '@/lib/fa/digits';
import { modelAccuracy } from '@/server/valuation/model-accuracy';
import styles from './home.module.css';

export const metadata: Metadata = {
  title: { absolute: 'ارزیاب | قیمت‌گذاری هوشمند ملک در تهران' },
  description:
    'قیمت خرید، فروش و اجارهٔ ملک، ارزیابی محله با ۵۰ شاخص و پیشنهاد محل خرید یا اجاره با هوش مصنوعی، بر پایهٔ آگهی‌های واقعی بازار مسکن تهران.',
};

// spec §1: the six services, each with its entry page.
const services: { icon: IconName; title: string; text: string; href: string; cta: string }[] = [
  {
    icon: 'sell',
    title: 'قیمت فروش ملک',
    text: 'قیمت منصفانهٔ آپارتمان یا خانهٔ خود را برای خرید و فروش، همراه با بازهٔ قیمت و میزان اطمینان، ببینید.',
    href: '/price',
    cta: 'قیمت‌گذاری ملک',
  },
  {
    icon: 'key',
    title: 'قیمت اجارهٔ ملک',
    text: 'رهن و اجارهٔ مناسب ملک را بر پایهٔ آگهی‌های مشابه همان محله برآورد کنید؛ پیش از قرارداد، چانه‌زنی را با داده شروع کنید.',
    href: '/price',
    cta: 'ارزیابی اجاره',
  },
  {
    icon: 'forest',
    title: 'ارزیابی محله با ۵۰ شاخص',
    text: 'دسترسی به مترو، فضای سبز، بیمارستان، دانشگاه، مراکز خرید و فرهنگی و ده‌ها شاخص دیگر را برای نشانی ملک بسنجید.',
    href: '/services/environment-evaluation',
    cta: 'ارزیابی محله',
  },
  {
    icon: 'travelExplore',
    title: 'کجا بخرم یا اجاره کنم؟',
    text: 'بودجه و نیازهایتان را بگویید؛ محله‌هایی از تهران را که با آن‌ها جور درمی‌آیند به ترتیب امتیاز پیشنهاد می‌کنیم.',
    href: '/services/buy-rent-location-suggest',
    cta: 'دریافت پیشنهاد',
  },
  {
    icon: 'api',
    title: 'درخواست سرویس (API)',
    text: 'قیمت‌گذاری و ارزیابی محله را مستقیم در سامانهٔ مشاور املاک، بانک یا اپلیکیشن خودتان به کار بگیرید.',
    href: '/services/request-api',
    cta: 'درخواست API',
  },
  {
    icon: 'smartToy',
    title: 'دستیار هوشمند',
    text: 'پرسش‌های خود دربارهٔ قیمت، محله و شرایط بازار را به زبان ساده بپرسید و پاسخ بگیرید.',
    href: '/chat-bot/new',
    cta: 'گفت‌وگو با دستیار',
  },
];

const steps: { icon: IconName; title: string; text: string }[] = [
  { icon: 'place', title: 'موقعیت و مشخصات ملک', text: 'نشانی یا موقعیت روی نقشه، متراژ، سال ساخت و امکانات ملک را وارد کنید.' },
  { icon: 'calculate', title: 'تحلیل با هوش مصنوعی', text: 'مدل ما ملک شما را با آگهی‌های مشابه محله و روند قیمت‌ها مقایسه می‌کند.' },
  { icon: 'insights', title: 'گزارش روشن', text: 'قیمت، بازهٔ قیمت و عوامل اثرگذار را در گزارشی خوانا و قابل اشتراک ببینید.' },
];

const sources: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'apartment',
    title: 'آگهی‌های واقعی تهران',
    text: 'هزاران آگهی خرید، فروش و اجارهٔ مسکن در محله‌های تهران، پاک‌سازی‌شده از موارد تکراری و قیمت‌های نامعقول.',
  },
  {
    icon: 'queryStats',
    title: 'شاخص ماهانهٔ قیمت منطقه‌ها',
    text: 'قیمت معاملات بانک مرکزی و پس از آن قیمت ماهانهٔ آگهی‌های کیلید در هر منطقهٔ تهران، تا هر برآورد به قیمت آخرین ماه شاخص باشد.',
  },
  {
    icon: 'map',
    title: 'مترو و مکان‌های مهم شهر',
    text: 'ایستگاه‌های مترو، نزدیک به هزار مکان مهم تهران (بیمارستان، دانشگاه، پارک، مرکز خرید و فرهنگی) و مرز مناطق از نقشهٔ باز OpenStreetMap برای سنجش امکانات هر محله.',
  },
];

// Links here do not prefetch on sight: a landing page with a dozen links would otherwise fetch a dozen route
// payloads while the visitor is still reading (the header's navigation still prefetches).
export default function HomePage() {
  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={styles.heroInner}>
          <div className={styles.heroText}>
            <p className={styles.eyebrow}>قیمت‌گذاری هوشمند ملک در تهران</p>
            <h1 id="hero-title" className={styles.heroTitle}>
              ارزش واقعی ملک را در چند دقیقه بدانید
            </h1>
            <p className={styles.heroLead}>
              ارزیاب با هوش مصنوعی و داده‌های واقعی بازار، قیمت خرید، فروش و اجارهٔ ملک را برآورد می‌کند و محله را با{' '}
              {toPersianDigits(50)} شاخص می‌سنجد تا با اطمینان تصمیم بگیرید.
            </p>
            <div className={styles.heroActions}>
              <Link prefetch={false} href="/price" className={styles.primaryCta}>
                قیمت ملکم را بگو
              </Link>
              <Link prefetch={false} href="/services/environment-evaluation" className={styles.secondaryCta}>
                ارزیابی محله
              </Link>
            </div>
          </div>
          <div className={styles.heroArt} aria-hidden="true">
            <svg viewBox="0 0 320 240" className={styles.heroSvg}>
              <rect x="8" y="16" width="304" height="208" rx="24" className={styles.artCard} />
              <path d="M40 180V120l44-34 44 34v60z" className={styles.artHouse} />
              <rect x="72" y="140" width="24" height="40" rx="4" className={styles.artDoor} />
              <path d="M150 182V96h36v86M196 182V70h40v112M246 182v-62h34v62" className={styles.artTowers} />
              <path d="m40 76 50-28 40 18 56-38 48 22 46-26" className={styles.artLine} />
              <circle cx="186" cy="28" r="7" className={styles.artDot} />
              <circle cx="280" cy="24" r="7" className={styles.artDot} />
              <path d="M24 190h272" className={styles.artGround} />
            </svg>
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="services-title">
        <h2 id="services-title" className={styles.sectionTitle}>
          خدمات ارزیاب
        </h2>
        <p className={styles.sectionLead}>هر سرویس یک سطح پایه و یک گزارش تکمیلی دارد؛ از همان جایی شروع کنید که به آن نیاز دارید.</p>
        <ul className={styles.serviceGrid}>
          {services.map((s) => (
            <li key={s.title} className={styles.serviceCard}>
              <span className={styles.serviceIcon}>
                <Icon name={s.icon} size={28} />
              </span>
              <h3 className={styles.cardTitle}>{s.title}</h3>
              <p className={styles.cardText}>{s.text}</p>
              <Link prefetch={false} href={s.href} className={styles.cardLink} aria-label={`${s.cta}: ${s.title}`}>
                {s.cta}
                <Icon name="arrowBack" size={18} />
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className={`${styles.section} ${styles.band}`} aria-labelledby="how-title">
        <h2 id="how-title" className={styles.sectionTitle}>
          چطور کار می‌کند؟
        </h2>
        <ol className={styles.steps}>
          {steps.map((step, i) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {toPersianDigits(i + 1)}
              </span>
              <Icon name={step.icon} size={30} className={styles.stepIcon} />
              <h3 className={styles.cardTitle}>{step.title}</h3>
              <p className={styles.cardText}>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.section} aria-labelledby="data-title">
        <h2 id="data-title" className={styles.sectionTitle}>
          برآوردهایی بر پایهٔ دادهٔ واقعی
        </h2>
        <p className={styles.sectionLead}>
          مدل‌های ارزیاب فقط از داده‌های قابل ردیابی یاد می‌گیرند و مشخصات ملک شما را بدون اجازه‌تان با کسی به اشتراک
          نمی‌گذاریم.
        </p>
        <ul className={styles.sourceGrid}>
          {sources.map((s) => (
            <li key={s.title} className={styles.sourceCard}>
              <Icon name={s.icon} size={28} className={styles.stepIcon} />
              <div>
                <h3 className={styles.cardTitle}>{s.title}</h3>
                <p className={styles.cardText}>{s.text}</p>
              </div>
            </li>
          ))}
        </ul>
        <ModelAccuracySummary sale={modelAccuracy('sale')} rent={modelAccuracy('rent')} className={styles.sectionLead} />
      </section>

      <section className={styles.section} aria-labelledby="cta-title">
        <div className={styles.ctaBox}>
          <div>
            <h2 id="cta-title" className={styles.ctaTitle}>
              اولین قیمت‌گذاری را همین حالا امتحان کنید
            </h2>
            <p className={styles.ctaText}>
              بدون ثبت نام یک بار در ماه قیمت‌گذاری کنید؛ برای استفادهٔ بیشتر کافی است با شمارهٔ موبایل ثبت نام کنید.
            </p>
          </div>
          <div className={styles.heroActions}>
            <Link prefetch={false} href="/price" className={styles.ctaPrimary}>
              شروع قیمت‌گذاری
            </Link>
            <Link prefetch={false} href="/subscription" className={styles.ctaSecondary}>
              مشاهدهٔ اشتراک‌ها
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
