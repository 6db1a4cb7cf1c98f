import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

// No post is published yet, so every slug is unknown: a real 404 (not a 200 page that says so), shown by
// not-found.tsx beside this file. The title lives here: a segment's not-found file does not set it.
export const metadata: Metadata = { title: 'مطلب پیدا نشد', robots: { index: false, follow: true } };

export default function BlogPostPage(): never {
  notFound();
}
