import { ResultNotFound } from '@/features/shared/result/result-not-found';

export function EnvironmentNotFound() {
  return (
    <ResultNotFound testId="environment-not-found" title="ارزیابی پیدا نشد" action={{ href: '/neighborhood', label: 'ارزیابی محله' }}>
      ارزیابی محله‌ای با این نشانی پیدا نشد؛ ممکن است پیوند ناقص کپی شده باشد. می‌توانید محل دیگری را ارزیابی کنید.
    </ResultNotFound>
  );
}
