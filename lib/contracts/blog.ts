/** Blog posts as data: server/blog writes them from the app's own data, components/blog renders them. */

/** A run of text, or a link inside a paragraph. */
export type BlogInline = string | { text: string; href: string };

export type BlogBlock =
  | { type: 'h2'; text: string }
  | { type: 'p'; content: BlogInline[] }
  | { type: 'ul'; items: BlogInline[][] }
  | { type: 'table'; caption: string; head: string[]; rows: string[][] }
  | { type: 'note'; content: BlogInline[] };

export interface BlogPostLink {
  slug: string;
  title: string;
  href: string;
}

export interface BlogPostSummary extends BlogPostLink {
  description: string;
  /** ISO date (Gregorian) the post was published; shown in Jalali. */
  publishedAt: string;
  readingMinutes: number;
}

export interface BlogPost extends BlogPostSummary {
  blocks: BlogBlock[];
  /** Where its figures come from, in Persian. */
  sources: string[];
}
