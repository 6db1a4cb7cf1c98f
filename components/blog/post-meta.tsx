import type { BlogPostSummary } from '@/lib/contracts/blog';
import { toPersianDigits } from '@/lib/fa/digits';
import { formatJalaliLong } from '@/lib/fa/jalali';
import styles from './blog.module.css';

/** A post's date (Jalali) and reading time, in the list and above the post. */
export function PostMeta({ post }: { post: Pick<BlogPostSummary, 'publishedAt' | 'readingMinutes'> }) {
  return (
    <p className={styles.meta}>
      <time dateTime={post.publishedAt}>{formatJalaliLong(post.publishedAt)}</time>
      <span>{toPersianDigits(post.readingMinutes)} دقیقه مطالعه</span>
    </p>
  );
}
