import type { Metadata } from 'next';
import { ComingSoon } from '@/components/ui/coming-soon';

// Placeholder until the issue that owns this route fills it (it must answer, never 404).
export const metadata: Metadata = { title: 'ارزیابی محله: مشخصات ملک' };

export default function Page() {
  return <ComingSoon title="ارزیابی محله: مشخصات ملک" />;
}
