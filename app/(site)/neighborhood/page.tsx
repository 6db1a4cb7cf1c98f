import type { Metadata } from 'next';
import { EnvironmentIndexPage } from '@/features/environment/components/environment-index-page';

// spec §2 /neighborhood: the neighbourhood assessment index (same page as /services/environment-evaluation).
export const metadata: Metadata = {
  title: 'ارزیابی محله',
  description: 'ارزیابی محل ملک در تهران با ۵۰ شاخص: دسترسی به مترو و خدمات، فضای سبز، آموزش، درمان، بازار مسکن و ساختار شهری.',
};

export default function NeighborhoodPage() {
  return <EnvironmentIndexPage />;
}
