'use client';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { moneySlipHint } from '@/components/form/money-slip-hint';
import { PlainMultiCombobox } from '@/components/form/plain-multi-combobox';
import { PlainNumberField } from '@/components/form/plain-number-field';
import { PlainRadioButtons } from '@/components/form/plain-radio-buttons';
import field from '@/components/form/plain-field.module.css';
import { useFocusFirstError } from '@/components/form/use-focus-first-error';
import { useFormDraft } from '@/components/form/use-form-draft';
import { AccountNeededNotice } from '@/components/ui/account-needed-notice';
import lean from '@/components/ui/lean.module.css';
import page from '@/components/ui/page.module.css';
import { FreeUseCheck } from '@/features/shared/billing/free-use-check';
import { usePaidSubmission } from '@/features/shared/billing/use-paid-submission';
import { SUGGESTION_FAMILY, SUGGESTION_LIMIT, type SuggestionKind } from '@/lib/contracts/suggestion-constants';
import { errorMessages } from '@/lib/errors/catalogue';
import { toPersianDigits } from '@/lib/fa/digits';
import { PLAUSIBLE_TOMAN } from '@/lib/money-slip';
import { notify } from '@/lib/notify';
import { districtMatches } from '../district-query';
import { RESULT_PAGE } from '../result-pages';
import { ImportanceFields } from './importance-fields';
import {
  prefetchContract,
  restoreSuggestion,
  SUGGESTION_DEFAULTS,
  SUGGESTION_FORM_KEY,
  suggestionBody,
  suggestionResolver,
  type SuggestionFormValues,
} from './suggestion-form-values';
import styles from './suggestion-form.module.css';

const KIND_OPTIONS: ReadonlyArray<{ value: SuggestionKind; label: string; testId: string }> = [
  { value: 'buy', label: 'می‌خواهم بخرم', testId: 'suggestion-kind-buy' },
  { value: 'rent', label: 'می‌خواهم اجاره کنم', testId: 'suggestion-kind-rent' },
];

// «۱۲» as a monthly rent is surely 12 million: each budget offers the amount meant, and sends what was typed.
const BUDGET_SLIP = moneySlipHint(PLAUSIBLE_TOMAN.salePrice);
const DEPOSIT_SLIP = moneySlipHint(PLAUSIBLE_TOMAN.deposit);
const RENT_SLIP = moneySlipHint(PLAUSIBLE_TOMAN.monthlyRent);

const AGES = ['', '5', '10', '15', '20', '30'];
const DISTRICTS = Array.from({ length: 22 }, (_, i) => i + 1);
const districtLabel = (d: number) => `منطقهٔ ${toPersianDigits(d)}`;
const noDistrictLeft = (typed: string) =>
  !typed.trim()
    ? 'منطقه‌ای باقی نمانده'
    : DISTRICTS.some((d) => districtMatches(d, typed))
      ? 'این منطقه را انتخاب کرده‌اید'
      : 'منطقه‌ای با این نام یا شماره نیست؛ شمارهٔ ۱ تا ۲۲ را بنویسید';

/**
 * /services/buy-rent-location-suggest (spec §2): budget, home, must-haves and what matters → service dialog → AI
 * overlay ('find') → the result page. An anonymous visitor's first buy suggestion of the month runs directly (spec
 * §1); rent needs an account (the service dialog offers the login). Drawn with the platform's own controls: the
 * contract (zod), the request (axios) and the dialogs (MUI) load when first needed, not with the page.
 */
export function SuggestionForm() {
  const form = useForm<SuggestionFormValues>({ resolver: suggestionResolver, defaultValues: SUGGESTION_DEFAULTS, shouldFocusError: false });
  const { control, handleSubmit, setValue, reset, register } = form;
  useFormDraft(form, SUGGESTION_FORM_KEY);
  const formRef = useFocusFirstError(form.formState);
  const buy = useWatch({ control, name: 'kind' }) === 'buy';
  const weightsError = form.formState.errors.weights;
  const maxAgeError = form.formState.errors.max_age?.message;

  const paid = usePaidSubmission({
    name: 'suggestion',
    overlay: 'find',
    category: (input: SuggestionFormValues) => SUGGESTION_FAMILY[input.kind],
    // spec §1: one free buy suggestion a month without an account; rent needs one.
    freeUse: { family: 'buy_suggestion', covers: (input) => input.kind === 'buy' },
    body: suggestionBody,
    create: (_input, body) =>
      import('../api/suggestion-api').then(({ createSuggestion }) => ('budget' in body ? createSuggestion('buy', body) : createSuggestion('rent', body))),
    resultUrl: (input, uuid) => `${RESULT_PAGE[input.kind]}?uuid=${uuid}`,
    restore: restoreSuggestion,
    onRestore: (input) => reset(input),
    // Answered: Back from the result shows the search as sent (buy or rent, every field); the menu's visit is blank.
    draftKey: SUGGESTION_FORM_KEY,
    draftForBack: true,
    repeatQuestion: { done: 'همین جست‌وجو را همین حالا انجام داده‌اید.', again: 'جست‌وجوی دوباره' },
  });

  return (
    <div className={`${page.formPage} ${styles.page}`}>
      <div>
        <h1 className={page.title}>کجا بخرم یا اجاره کنم؟</h1>
        <p className={page.lead}>
          بودجه، خانهٔ دلخواه و چیزهایی را که برایتان مهم است بگویید. قیمت همان خانه را با مدل‌های قیمت‌گذاری در همهٔ
          محله‌های تهران برآورد می‌کنیم و محله‌هایی را که بیشترین تناسب را دارند با دلیلش پیشنهاد می‌دهیم: {toPersianDigits(SUGGESTION_LIMIT.base)} محله، و در گزارش تکمیلی تا {toPersianDigits(SUGGESTION_LIMIT.complementary)} محله.
        </p>
      </div>

      <form
        ref={formRef}
        noValidate
        // Someone filling the form gets its contract ahead of the submit (a connection may drop meanwhile).
        onFocus={prefetchContract}
        // The contract could not load (no connection): said as a request that got no answer is.
        onSubmit={(e) => void handleSubmit(paid.submit)(e).catch(() => notify('error', errorMessages.networkError))}
        className={`${lean.card} ${styles.form}`}
        aria-label="فرم پیشنهاد محل خرید یا اجاره"
      >
        <PlainRadioButtons value={buy ? 'buy' : 'rent'} onChange={(v) => setValue('kind', v)} options={KIND_OPTIONS} aria-label="خرید یا اجاره" />
        {/* Under the choice it depends on, before the rest is filled: rent has no free use, and the buy's is known spent. */}
        {!paid.signedIn && (!buy || paid.freeSpent) && (
          <AccountNeededNotice testId="account-needed">
            {buy
              ? 'پیشنهاد رایگان محل خرید این ماه را استفاده کرده‌اید؛ پیشنهاد دوباره به حساب کاربری نیاز دارد.'
              : 'پیشنهاد محل اجاره به حساب کاربری نیاز دارد و هزینهٔ آن از اعتبار حساب کم می‌شود.'}{' '}
            پیش از پر کردن فرم وارد شوید یا ثبت نام کنید.
          </AccountNeededNotice>
        )}

        <fieldset className={styles.section}>
          <legend className={styles.legend}>بودجه</legend>
          {buy ? (
            <PlainNumberField money control={control} name="budget" aside={BUDGET_SLIP} label="بودجهٔ خرید (تومان)" testId="budget-input" hint="کل مبلغی که برای خرید دارید" />
          ) : (
            <div className={styles.two}>
              <PlainNumberField money control={control} name="deposit_budget" aside={DEPOSIT_SLIP} label="ودیعه (تومان)" testId="deposit-input" hint="مبلغ رهن یا پیش‌پرداخت" />
              <PlainNumberField money control={control} name="rent_budget" aside={RENT_SLIP} label="اجارهٔ ماهانه (تومان)" testId="rent-input" hint="بیشترین اجارهٔ ماهانه‌ای که می‌پردازید" />
            </div>
          )}
          {!buy && <p className={styles.caption}>ودیعه و اجاره با نرخ تبدیل رایج به «معادل رهن کامل» تبدیل و با برآورد هر محله مقایسه می‌شوند.</p>}
        </fieldset>

        <fieldset className={styles.section}>
          <legend className={styles.legend}>خانهٔ مورد نظر</legend>
          <div className={styles.three}>
            <PlainNumberField control={control} name="area" label="متراژ (متر مربع)" testId="area-input" hint="یا فقط تعداد اتاق را بنویسید" />
            <PlainNumberField control={control} name="rooms" label="تعداد اتاق" testId="rooms-input" hint="اختیاری" />
            <div className={field.field}>
              <label htmlFor="suggestion-max-age" className={field.label}>
                حداکثر سن بنا
              </label>
              <select
                id="suggestion-max-age"
                className={field.input}
                {...register('max_age')}
                aria-invalid={Boolean(maxAgeError)}
                aria-describedby="suggestion-max-age-helper"
                data-testid="max-age-select"
              >
                {AGES.map((a) => (
                  <option key={a || 'any'} value={a}>
                    {a ? `تا ${toPersianDigits(a)} سال` : 'مهم نیست'}
                  </option>
                ))}
              </select>
              <p id="suggestion-max-age-helper" className={`${field.helper} ${maxAgeError ? field.helperError : ''}`} aria-live="polite">
                {maxAgeError}
              </p>
            </div>
          </div>
          <div className={styles.checks}>
            {(
              [
                ['elevator', 'آسانسور داشته باشد'],
                ['parking', 'پارکینگ داشته باشد'],
              ] as const
            ).map(([name, label]) => (
              <label key={name} className={field.check}>
                <input type="checkbox" {...register(name)} data-testid={`${name}-check`} />
                {label}
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className={styles.section}>
          <legend className={styles.legend}>چه چیزهایی در محله برایتان مهم است؟</legend>
          {weightsError && (
            <p className={`${lean.notice} ${lean.error}`} role="alert" tabIndex={-1} data-error-anchor>
              {firstMessage(weightsError)}
            </p>
          )}
          <ImportanceFields control={control} />
        </fieldset>

        <fieldset className={styles.section}>
          <legend className={styles.legend}>منطقه‌ها (اختیاری)</legend>
          <div className={styles.two}>
            {(
              [
                ['include_districts', 'فقط در این منطقه‌ها'],
                ['exclude_districts', 'به‌جز این منطقه‌ها'],
              ] as const
            ).map(([name, label]) => (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field: { ref, value, onChange, onBlur }, fieldState }) => (
                  <PlainMultiCombobox
                    label={label}
                    options={DISTRICTS}
                    value={value}
                    onChange={onChange}
                    onBlur={onBlur}
                    inputRef={ref}
                    optionLabel={districtLabel}
                    matches={districtMatches}
                    noOptionsText={noDistrictLeft}
                    error={fieldState.error?.message}
                  />
                )}
              />
            ))}
          </div>
        </fieldset>

        <div className={lean.actions}>
          <button type="submit" className={`${lean.button} ${styles.submit}`} disabled={paid.busy} data-testid="start-suggestion">
            {paid.busy && <span className={lean.spinner} aria-hidden="true" />}
            {buy ? (paid.signedIn ? 'پیدا کردن محله برای خرید' : paid.freeSpent ? 'ثبت نام و پیشنهاد محل خرید' : 'پیشنهاد رایگان محل خرید') : 'پیدا کردن محله برای اجاره'}
          </button>
          {!paid.signedIn && (
            <p className={lean.muted} data-testid="anonymous-note">
              {!buy
                ? 'برای پیشنهاد محل اجاره ابتدا وارد حساب کاربری خود شوید.'
                : paid.freeSpent
                  ? 'پیشنهاد رایگان این ماه را استفاده کرده‌اید؛ برای پیشنهاد دوباره ثبت نام کنید.'
                  : 'بدون ثبت نام ماهی یک بار می‌توانید از پیشنهاد محل خرید استفاده کنید.'}
            </p>
          )}
          <FreeUseCheck check={paid.freeUseCheck} />
        </div>
      </form>
    </div>
  );
}

/** A group's first message (zod names the weight at fault: weights.transport). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  for (const [key, value] of Object.entries(error)) {
    const found = key === 'ref' ? undefined : firstMessage(value);
    if (found) return found;
  }
  return undefined;
}
