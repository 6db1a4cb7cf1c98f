import Link from 'next/link';
import styles from '../sandbox-divar.module.css';

/** The local stand-in for https://open-platform-redirect.divar.ir/completion: where "back to Divar" lands. */
export default function SandboxDivarCompletion() {
  return (
    <section data-testid="sandbox-divar-completion">
      <h1 className={styles.title}>بازگشت به دیوار</h1>
      <p className={styles.muted}>کار شما با افزونه تمام شد و به دیوار برگشتید. (در دیوار واقعی این نشانی تکمیل open-platform-redirect.divar.ir است.)</p>
      <Link href="/sandbox-divar" className={`${styles.button} ${styles.primary}`}>
        آگهی‌های نمونه
      </Link>
    </section>
  );
}
