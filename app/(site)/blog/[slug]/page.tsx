import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import styles from '@/components/blog/blog.module.css';
import { PostMeta } from '@/components/blog/post-meta';
import { PostBody } from '@/components/blog/post-body';
import pageStyles from '@/components/ui/page.module.css';
import { getBlogPost } from '@/server/blog/posts';

// Written per request from the models and the running configuration (the rent conversion rate).
export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = getBlogPost((await params).slug);
  // The title of an unknown slug lives here: a segment's not-found file does not set it.
  if (!post) return { title: 'مطلب پیدا نشد', robots: { index: false, follow: true } };
  return {
    title: post.title,
    description: post.description,
    alternates: { canonical: post.href },
    openGraph: { type: 'article', title: post.title, description: post.description, publishedTime: post.publishedAt, locale: 'fa_IR' },
  };
}

export default async function BlogPostPage({ params }: Props) {
  const post = getBlogPost((await params).slug);
  if (!post) notFound();
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.description,
    datePublished: post.publishedAt,
    inLanguage: 'fa-IR',
  };
  return (
    <article className={pageStyles.content} data-testid="blog-post">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }} />
      <header className={pageStyles.contentHeader}>
        <p className={styles.meta}>
          <Link href="/blog">بلاگ ارزیاب</Link>
        </p>
        <h1 className={pageStyles.title}>{post.title}</h1>
        <p className={pageStyles.lead}>{post.description}</p>
        <PostMeta post={post} />
      </header>
      <div className={pageStyles.prose}>
        <PostBody blocks={post.blocks} />
        <section className={styles.sources} aria-labelledby="post-sources">
          <h2 id="post-sources">منابع داده</h2>
          <ul>
            {post.sources.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </section>
      </div>
    </article>
  );
}
