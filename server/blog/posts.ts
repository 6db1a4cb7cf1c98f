import 'server-only';

import type { BlogBlock, BlogInline, BlogPost, BlogPostLink, BlogPostSummary } from '@/lib/contracts/blog';
import { districtPricesPost } from './district-prices';
import { howWeEstimatePost } from './how-we-estimate';
import { rentEquivalentPost } from './rent-equivalent';

interface PostDefinition {
  slug: string;
  title: string;
  description: string;
  publishedAt: string;
  /** Writes the body from the app's data when first asked (it reads the valuation models). */
  build: () => { blocks: BlogBlock[]; sources: string[] };
}

// Newest first. Slugs are permanent: they are in shared links and the sitemap.
const POSTS: readonly PostDefinition[] = [
  {
    slug: 'tehran-price-per-square-metre-by-district',
    title: 'قیمت هر متر آپارتمان در مناطق تهران',
    description: 'میانگین قیمت هر متر مربع معاملات مسکن در هر منطقهٔ تهران از آمار بانک مرکزی، و گران‌ترین و ارزان‌ترین محله‌ها در آگهی‌ها.',
    publishedAt: '2026-11-23',
    build: districtPricesPost,
  },
  {
    slug: 'full-deposit-equivalent-rent',
    title: 'رهن کامل یا رهن و اجاره؟ مقایسهٔ ودیعه و اجاره',
    description: 'چطور هر ترکیب ودیعه و اجارهٔ ماهانه را به رهن کامل معادل تبدیل کنیم و آگهی‌های اجاره را با هم بسنجیم.',
    publishedAt: '2026-11-16',
    build: rentEquivalentPost,
  },
  {
    slug: 'how-arzyab-estimates-prices',
    title: 'ارزیاب قیمت ملک را چطور برآورد می‌کند و چقدر دقیق است',
    description: 'داده‌ها، مدل، تاریخ قیمت و دقت سنجیده‌شدهٔ برآورد قیمت فروش و اجاره در ارزیاب، و محدودیت‌های آن.',
    publishedAt: '2026-11-09',
    build: howWeEstimatePost,
  },
];

const WORDS_PER_MINUTE = 200;
const built = new Map<string, BlogPost>();

// A paragraph's runs carry their own spaces.
const inlineText = (parts: BlogInline[]): string => parts.map((p) => (typeof p === 'string' ? p : p.text)).join('');

function blockText(b: BlogBlock): string {
  switch (b.type) {
    case 'h2':
      return b.text;
    case 'p':
    case 'note':
      return inlineText(b.content);
    case 'ul':
      return b.items.map(inlineText).join('\n');
    case 'table':
      return [b.caption, ...b.head, ...b.rows.flat()].join('\n');
  }
}

/** A post body's words, one block per line (reading time; what a reader sees, for tests). */
export function postText(blocks: readonly BlogBlock[]): string {
  return blocks.map(blockText).join('\n');
}

export function readingMinutes(blocks: readonly BlogBlock[]): number {
  const words = postText(blocks).split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

const hrefOf = (slug: string): string => `/blog/${slug}`;

function build(def: PostDefinition): BlogPost {
  const hit = built.get(def.slug);
  if (hit) return hit;
  const { blocks, sources } = def.build();
  const post: BlogPost = {
    slug: def.slug,
    title: def.title,
    href: hrefOf(def.slug),
    description: def.description,
    publishedAt: def.publishedAt,
    readingMinutes: readingMinutes(blocks),
    blocks,
    sources,
  };
  built.set(def.slug, post);
  return post;
}

/** Titles and links only (the footer): nothing is built. */
export function blogPostLinks(): BlogPostLink[] {
  return POSTS.map(({ slug, title }) => ({ slug, title, href: hrefOf(slug) }));
}

export function blogSlugs(): string[] {
  return POSTS.map((p) => p.slug);
}

export function listBlogPosts(): BlogPostSummary[] {
  return POSTS.map((def) => {
    const { slug, title, href, description, publishedAt, readingMinutes: minutes } = build(def);
    return { slug, title, href, description, publishedAt, readingMinutes: minutes };
  });
}

export function getBlogPost(slug: string): BlogPost | null {
  const def = POSTS.find((p) => p.slug === slug);
  return def ? build(def) : null;
}
