'use client';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { lazyContractResolver } from '@/components/form/lazy-contract-resolver';
import { useFocusFirstError } from '@/components/form/use-focus-first-error';
import { useFormDraft } from '@/components/form/use-form-draft';
import lean from '@/components/ui/lean.module.css';
import { LeanPaidActions } from '@/features/shared/billing/lean-paid-actions';
import { usePaidSubmission } from '@/features/shared/billing/use-paid-submission';
import { rememberVisitorReport } from '@/features/shared/divar/visitor-reports';
import type { AgentType } from '@/lib/contracts/billing';
import { DIVAR_AD_FORM_FIELDS, type DivarAdReading } from '@/lib/contracts/divar';
import { placeBody } from '@/lib/contracts/place-body';
import type { ValuationFormValues } from '@/lib/contracts/valuation';
import { VALUATION_FAMILY, type ValuationKind } from '@/lib/contracts/valuation-constants';
import { toPersianDigits } from '@/lib/fa/digits';
import { hasTokensSnapshot } from '@/lib/use-signed-in';
import { errorMessages } from '@/lib/errors/catalogue';
import { notify } from '@/lib/notify';
import { EMPTY_PRICE_FORM, loadValuationForm, priceDraft, restoreLater, VALUATION_REPEAT, type PriceFormValues } from './price-form-values';
import { PlainPropertyFields, type AdFieldHints } from './plain-property-fields';
import styles from './plain-valuation-form.module.css';

// The search box and the map (Leaflet) load only when the user asks to change the place the ad names.
const PlaceStepIsland = dynamic(() => import('./place-step').then((m) => m.PlaceStepIsland), {
  ssr: false,
  loading: () => <div className={lean.skeleton} style={{ height: 120 }} aria-hidden="true" />,
});

const KIND_LABEL: Record<ValuationKind, string> = { sale: 'قیمت خرید و فروش', rent: 'اجاره (رهن و اجاره)' };

export interface PlainValuationFormProps {
  /** Fixed by what is valued (a rent ad is valued as a rent). */
  kind: ValuationKind;
  /** The form's starting values (text as typed, the place picked); every field stays editable. */
  prefill: Partial<PriceFormValues>;
  /** Whose services pay for it (spec §3: a Divar advertiser's or visitor's). */
  agentType: AgentType;
  /** spec §6 noLoginRequired: an anonymous visitor's monthly free use runs at once (then the sign-up, 426). */
  freeUse: boolean;
  /** Sent with every request (the Divar ad valued). */
  extraBody: Record<string, string>;
  /** The result page: `{uuid}` in it stands for the answer's uuid (a plain string, so a server page can pass it). */
  resultHref: string;
  /** sessionStorage key of this form's draft (one per ad): edits survive a reload and the gateway. */
  draftKey: string;
  /** The submit button's words when the user is signed in. */
  payLabel: string;
  /** Offered first when the free use is spent and the sign-up opens (Divar's one-tap sign-in). */
  partnerSignIn?: { label: string; href: string };
  /** The advertiser's form: where Divar's consent for the ad is given again when the API says it is missing. */
  partnerConsent?: { href: string };
  /** What the ad left out: marked on the form for the user to decide, never silently «ندارد». */
  adReading?: DivarAdReading;
}

/** Under a field the ad did not state. */
export const AD_UNSTATED = 'در آگهی ذکر نشده — لطفاً تعیین کنید';

/** Under the fields, what was and was not read from the ad (honest when some or all of it was not there). */
function readingNote(reading: DivarAdReading | undefined): string {
  const unstated = reading?.unstated.length ?? 0;
  if (unstated === 0) return 'مشخصات از آگهی خوانده شده است؛ هر کدام را که لازم است اصلاح یا کامل کنید.';
  if (unstated === DIVAR_AD_FORM_FIELDS.length) return 'آگهی مشخصات ملک را ذکر نکرده است؛ لطفاً آن‌ها را وارد کنید.';
  return 'آنچه آگهی گفته از آن خوانده شده است؛ مواردی را که «در آگهی ذکر نشده» خودتان تعیین کنید و هر کدام را که لازم است اصلاح کنید.';
}

function adHintsOf(reading: DivarAdReading | undefined): AdFieldHints {
  const hints: AdFieldHints = {};
  for (const field of reading?.unstated ?? []) hints[field] = AD_UNSTATED;
  if (reading?.yearText) hints.build_year = `در آگهی: «${toPersianDigits(reading.yearText)}» — سال ساخت را تعیین کنید`;
  return hints;
}

/**
 * A valuation of a property someone else describes (a Divar ad): its kind fixed, its fields filled from the ad and
 * all editable, paid through the one paid submission (usePaidSubmission) with the partner's agent type. Drawn with
 * the platform's own controls (PlainPropertyFields) for Divar's webview; the service dialog, the sign-up and the
 * place picker load when first needed. /price draws the same parts for the user's own property (PriceIndex).
 */
export function PlainValuationForm({ kind, prefill, agentType, freeUse, extraBody, resultHref, draftKey, payLabel, partnerSignIn, partnerConsent, adReading }: PlainValuationFormProps) {
  const form = useForm<PriceFormValues, unknown, ValuationFormValues>({
    // The contract (zod) loads when the form first validates: the page itself stays light.
    resolver: lazyContractResolver<PriceFormValues, ValuationFormValues>(loadValuationForm),
    defaultValues: { ...EMPTY_PRICE_FORM, ...prefill, kind },
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const { control, handleSubmit, setValue } = form;
  const hydrated = useFormDraft(form, draftKey, priceDraft);
  const formRef = useFocusFirstError(form.formState);
  // The ad decides the kind: a draft saved under another kind does not change it.
  useEffect(() => {
    if (hydrated) setValue('kind', kind);
  }, [hydrated, kind, setValue]);

  const { field: placeField, fieldState: placeState } = useController({ control, name: 'place' });
  const [changingPlace, setChangingPlace] = useState(false);
  const placeError = placeState.error?.message;
  const place = placeField.value;

  const paid = usePaidSubmission({
    name: 'partner-valuation',
    overlay: 'priceEvaluation',
    category: () => VALUATION_FAMILY[kind],
    agentType,
    freeUse: freeUse ? { family: 'price_evaluation' } : undefined,
    partnerSignIn,
    partnerConsent,
    body: ({ kind: _kind, place: picked, ...property }: ValuationFormValues, service) => ({ service, ...placeBody(picked), ...property, ...extraBody }),
    create: async (_input, body) => {
      const created = await import('../api/valuation-api').then((api) => api.createValuation(kind, body));
      // An anonymous visitor's report of the ad: only this browser can offer it to them again on the ad's entry page.
      const postToken = extraBody.divar_post_token;
      if (agentType === 'divar_visitor' && postToken && !hasTokensSnapshot()) rememberVisitorReport('price', postToken, created.uuid);
      return created;
    },
    resultUrl: (_input, uuid) => resultHref.replace('{uuid}', encodeURIComponent(uuid)),
    restore: restoreLater,
    draftKey,
    // Back from the result shows the ad's flat as the user corrected and sent it, not the ad's reading again.
    draftForBack: true,
    repeatQuestion: VALUATION_REPEAT,
  });

  const submitLabel = paid.signedIn ? payLabel : paid.freeSpent ? 'ثبت نام و قیمت‌گذاری' : 'قیمت‌گذاری رایگان';

  return (
    <form ref={formRef} noValidate onSubmit={(e) => void handleSubmit(paid.submit)(e).catch(() => notify('error', errorMessages.networkError))} aria-label={`فرم ارزیابی ${KIND_LABEL[kind]}`} className={styles.form}>
      <section className={lean.card} aria-labelledby="ad-form-place">
        <h2 id="ad-form-place" className={lean.heading}>
          محل ملک
        </h2>
        {place ? (
          <p className={lean.text} data-testid="ad-form-place">
            <b>{place.name}</b>
            {place.district && `، ${toPersianDigits(place.district)}`}
          </p>
        ) : (
          <p className={lean.muted}>محل ملک در آگهی مشخص نیست؛ آن را با نام محله یا روی نقشه انتخاب کنید.</p>
        )}
        {placeError && !changingPlace && (
          <p className={`${lean.notice} ${lean.error}`} role="alert" tabIndex={-1} data-error-anchor>
            {placeError}
          </p>
        )}
        {changingPlace ? (
          <PlaceStepIsland value={place} onChange={placeField.onChange} error={placeError} />
        ) : (
          <button type="button" className={lean.outlined} onClick={() => setChangingPlace(true)} data-testid="ad-form-change-place">
            {place ? 'تغییر محل' : 'انتخاب محل'}
          </button>
        )}
      </section>

      <section className={lean.card} aria-labelledby="ad-form-property">
        <h2 id="ad-form-property" className={lean.heading}>
          مشخصات ملک
        </h2>
        <p className={lean.muted} data-testid="ad-form-reading">
          {readingNote(adReading)}
        </p>
        <PlainPropertyFields control={control} adHints={adHintsOf(adReading)} />
      </section>

      <LeanPaidActions
        paid={paid}
        freeUse={freeUse}
        label={submitLabel}
        testId="start-valuation"
        notes={{
          spent: 'قیمت‌گذاری رایگان این ماه را استفاده کرده‌اید؛ برای ارزیابی‌های بیشتر ثبت نام کنید.',
          free: 'بدون ثبت نام، یک قیمت‌گذاری پایه در ماه رایگان است؛ برای ارزیابی‌های بیشتر ثبت نام کنید.',
        }}
      />
    </form>
  );
}
