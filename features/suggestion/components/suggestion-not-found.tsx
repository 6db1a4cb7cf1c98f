import { ResultNotFound } from '@/features/shared/result/result-not-found';

export function SuggestionNotFound() {
  return (
    <ResultNotFound testId="suggestion-not-found" title="پیشنهاد پیدا نشد" action={{ href: '/services/buy-rent-location-suggest', label: 'پیدا کردن محله' }}>
      پیشنهاد محلی با این نشانی پیدا نشد؛ ممکن است پیوند ناقص کپی شده باشد. می‌توانید دوباره جست‌وجو کنید.
    </ResultNotFound>
  );
}
