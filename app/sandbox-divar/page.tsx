import Link from 'next/link';
import { divarProvider } from '@/server/providers/divar/divar-provider';
import { listLocalPosts } from '@/server/providers/divar/local';
import { postLine } from './post-line';
import styles from './sandbox-divar.module.css';

/** The local Divar's list of fixture ads (GET /api/divar/sandbox/posts/ gives the same tokens). */
export default async function SandboxDivarIndex() {
  const provider = divarProvider();
  const posts = await Promise.all(listLocalPosts().map(async (p) => ({ summary: p, post: await provider.getPost(p.post_token) })));
  return (
    <>
      <h1 className={styles.title}>آگهی‌های نمونه</h1>
      <p className={styles.muted}>برای دیدن آگهی و افزونه‌ای که ارزیاب روی آن گذاشته است، یکی را باز کنید.</p>
      <ul className={styles.list}>
        {posts.map(({ summary, post }) => {
          const { price, city } = postLine(summary, post);
          return (
            <li key={summary.post_token}>
              <Link href={`/sandbox-divar/post/${summary.post_token}`} className={styles.card} data-testid="sandbox-divar-post-link">
                <p className={styles.cardTitle}>{summary.title}</p>
                <p className={styles.muted}>
                  {price} · {city} · <span dir="ltr">{summary.post_token}</span>
                </p>
              </Link>
            </li>
          );
        })}
      </ul>
    </>
  );
}
