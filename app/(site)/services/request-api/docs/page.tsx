import type { Metadata } from 'next';
import Link from 'next/link';
import { ContentPage } from '@/components/ui/content-page';
import { ApiReference, Prose, type ApiDocument } from '@/features/request-api/components/api-reference';
import { serverEnv } from '@/lib/env';
import { openApiDocument } from '@/server/request-api/openapi';

export const metadata: Metadata = {
  title: 'مستندات API',
  description: 'مستندات فارسی API ارزیاب: قیمت‌گذاری، ارزیابی محله، پیشنهاد محل و ارزیابی دسته‌ای، با نمونهٔ curl برای هر فراخوانی.',
};

// The document names this deployment's address (PUBLIC_BASE_URL), read at request time, not at build.
export const dynamic = 'force-dynamic';

export default function ApiDocsPage() {
  const doc = openApiDocument(serverEnv().PUBLIC_BASE_URL) as unknown as ApiDocument;
  return (
    <ContentPage title="مستندات API" lead={<Prose text={doc.info.description} />}>
      <p>
        کلید را در صفحهٔ <Link href="/services/request-api">درخواست سرویس (API)</Link> بسازید. سند ماشین‌خوان OpenAPI 3.1 همین
        صفحه در <a href="/api/v1/openapi.json" dir="ltr">/api/v1/openapi.json</a> است و با ابزارهایی مانند Postman یا
        openapi-generator خوانده می‌شود.
      </p>
      <ApiReference doc={doc} />
    </ContentPage>
  );
}
