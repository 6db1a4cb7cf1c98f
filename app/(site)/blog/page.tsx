import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/blog/blog.module.css';
import { PostMeta } from '@/components/blog/post-meta';
import pageStyles from '@/components/ui/page.module.css';
import { listBlogPosts } from '@/server/blog/posts';

export const metadata: Metadata = {
  title: 'بلاگ',
  description: 'مطالب ارزیاب دربارهٔ بازار مسکن تهران، قیمت‌گذاری ملک و انتخاب محله.',
};

// The posts read the running configuration (the rent conversion rate), so they are written per request.
export const dynamic = 'force-dynamic';

export default function BlogPage() {
  const posts = listBlogPosts();
  return (
    <div className={pageStyles.content}>
      <header className={pageStyles.contentHeader}>
        <h1 className={pageStyles.title}>بلاگ ارزیاب</h1>
        <p className={pageStyles.lead}>بازار مسکن تهران با عدد و داده: قیمت‌ها، اجاره‌ها و روش برآورد ارزیاب.</p>
      </header>
      <ul className={styles.list} data-testid="blog-posts">
        {posts.map((post) => (
          <li key={post.slug}>
            <article className={styles.card}>
              <h2 className={styles.cardTitle}>
                <Link href={post.href}>{post.title}</Link>
              </h2>
              <p className={styles.cardText}>{post.description}</p>
              <PostMeta post={post} />
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
