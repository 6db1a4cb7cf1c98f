import type { Metadata } from 'next';
import { EnvironmentIndexPage } from '@/features/environment/components/environment-index-page';

// spec §2 /services/environment-evaluation: environment evaluation, also the neighbourhood index.
export const metadata: Metadata = {
  title: 'ارزیابی محله',
  description: 'ارزیابی محل ملک در تهران با ۵۰ شاخص: دسترسی به مترو و خدمات، فضای سبز، آموزش، درمان، بازار مسکن و ساختار شهری.',
};

export default function EnvironmentEvaluationPage() {
  return <EnvironmentIndexPage />;
}
