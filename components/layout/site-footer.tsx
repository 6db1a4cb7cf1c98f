import Link from 'next/link';
import { toPersianDigits } from '@/lib/fa/digits';
import { jalaliYear } from '@/lib/fa/jalali';
import { Icon } from '@/components/ui/icon';
import { LogoMark } from './logo';
import { aboutNav, collaborationNav, servicesNav } from './nav-items';
import { siteInfo } from './site-info';
import styles from './footer.module.css';

export interface FooterPost {
  title: string;
  href: string;
}

/** spec §2: 'copyright with current year' — the Jalali year, in Persian digits. */
export function copyrightText(now: Date = new Date()): string {
  return `© ${toPersianDigits(jalaliYear(now))} ارزیاب. تمامی حقوق محفوظ است.`;
}

const trustBadges = [
  { icon: 'lock', text: 'پرداخت امن از درگاه شاپرک' },
  { icon: 'storage', text: 'بر پایهٔ داده‌های واقعی بازار تهران' },
  { icon: 'verified', text: 'بدون اشتراک‌گذاری اطلاعات شما با دیگران' },
] as const;

const quickLinks = [...aboutNav.items, collaborationNav, { label: 'املاک و مشاوران', href: '/real-estates' }];

/**
 * spec §2 footer. Its links do not prefetch on sight (the footer is below the fold of every page). `blogPosts` fills the articles column (spec: three
 * popular articles; views are not counted, so it shows the newest three and says so): it is left out entirely while
 * the blog has no posts (no empty heading).
 */
export function SiteFooter({ blogPosts = [], now }: { blogPosts?: readonly FooterPost[]; now?: Date }) {
  const posts = blogPosts.slice(0, 3);
  return (
    <footer className={styles.footer} data-testid="site-footer" data-print-hide>
      <div className={styles.inner}>
        <section className={styles.aboutCol} aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.brand}>
            <LogoMark size={30} />
            <span>{siteInfo.name}</span>
          </h2>
          <p className={styles.aboutText}>{siteInfo.about}</p>
          <ul className={styles.social} aria-label="شبکه‌های اجتماعی">
            {siteInfo.social.map((s) => (
              <li key={s.href}>
                <a href={s.href} aria-label={s.label} target="_blank" rel="noopener noreferrer" className={styles.socialLink}>
                  <Icon name={s.icon} size={22} />
                </a>
              </li>
            ))}
          </ul>
        </section>

        <nav className={styles.col} aria-labelledby="footer-services">
          <h2 id="footer-services" className={styles.heading}>
            خدمات
          </h2>
          <ul className={styles.links}>
            {servicesNav.items.map((item) => (
              <li key={item.href}>
                <Link prefetch={false} href={item.href}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav className={styles.col} aria-labelledby="footer-quick">
          <h2 id="footer-quick" className={styles.heading}>
            دسترسی سریع
          </h2>
          <ul className={styles.links}>
            {quickLinks.map((item) => (
              <li key={item.href}>
                <Link prefetch={false} href={item.href}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        {posts.length > 0 && (
          <section className={styles.col} aria-labelledby="footer-posts" data-testid="footer-blog-posts">
            <h2 id="footer-posts" className={styles.heading}>
              تازه‌ترین مطالب
            </h2>
            <ul className={styles.links}>
              {posts.map((post) => (
                <li key={post.href}>
                  <Link prefetch={false} href={post.href}>{post.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        )}

        <section className={styles.col} aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            تماس با ما
          </h2>
          <ul className={styles.contact}>
            <li>
              <Icon name="place" size={20} />
              <span>{siteInfo.address}</span>
            </li>
            <li>
              <Icon name="phone" size={20} />
              <a href={`tel:${siteInfo.phone.replace(/[^\d+]/g, '')}`} className="ltr">
                {toPersianDigits(siteInfo.phone)}
              </a>
            </li>
            <li>
              <Icon name="email" size={20} />
              <a href={`mailto:${siteInfo.email}`} className="ltr">
                {siteInfo.email}
              </a>
            </li>
          </ul>
        </section>
      </div>

      <div className={styles.badgesRow}>
        <ul className={styles.badges} aria-label="نشان‌های اعتماد">
          {trustBadges.map((b) => (
            <li key={b.text} className={styles.badge}>
              <Icon name={b.icon} size={20} />
              <span>{b.text}</span>
            </li>
          ))}
        </ul>
      </div>

      <p className={styles.copyright} data-testid="copyright">
        {copyrightText(now)}
      </p>
    </footer>
  );
}
