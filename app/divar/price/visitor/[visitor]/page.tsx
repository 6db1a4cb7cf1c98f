import type { Metadata } from 'next';
import { ComingSoon } from '@/components/ui/coming-soon';

// Placeholder until the issue that owns this route fills it (it must answer, never 404).
export const metadata: Metadata = { title: 'گزارش قیمت ملک آگهی دیوار' };

// The spec's odd path /divar/price/visitor/uuid={uuid}: the whole 'uuid=…' segment lands here.
export default function Page() {
  return <ComingSoon title="گزارش قیمت ملک آگهی دیوار" />;
}
