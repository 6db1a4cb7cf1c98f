import { PlainFormPage } from '@/components/form/plain-form-page';
import lean from '@/components/ui/lean.module.css';
import { CATEGORY_INTROS } from './category-intros';
import { EnvironmentIndex } from './environment-index';
import s from './environment-index.module.css';

const FACTS = ['۵۰ شاخص', 'داده‌های واقعی تهران', 'مقایسه با میانهٔ تهران', 'بدون حدس: شاخص بی‌داده کنار گذاشته می‌شود'];

/**
 * The neighbourhood evaluation's index page (/neighborhood and /services/environment-evaluation): server markup
 * around the form (EnvironmentIndex, the only client island), with what the evaluation measures.
 */
export function EnvironmentIndexPage() {
  return (
    <PlainFormPage
      title="ارزیابی محله با ۵۰ شاخص"
      lead="محل ملک را با نام محله جست‌وجو کنید یا روی نقشه انتخاب کنید. دسترسی به مترو، درمان، آموزش، فضای سبز، خرید و خدمات شهری، وضعیت بازار مسکن و ساختار شهری محله را از داده‌های واقعی تهران می‌سنجیم و با میانهٔ تهران مقایسه می‌کنیم."
    >
      <EnvironmentIndex />
      <h2 className={s.introTitle}>چه چیزهایی را می‌سنجیم؟</h2>
      <div className={s.intros}>
        {CATEGORY_INTROS.map((c) => (
          <section key={c.id} className={`${lean.card} ${s.intro}`}>
            <h3>{c.name}</h3>
            <p>{c.text}</p>
          </section>
        ))}
      </div>
      <ul className={s.chips}>
        {FACTS.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
    </PlainFormPage>
  );
}
