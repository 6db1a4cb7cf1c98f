'use client';
import { useEffect, useState } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { FormStep } from '@/components/form/plain-form-page';
import { lazyContractResolver } from '@/components/form/lazy-contract-resolver';
import { useFocusFirstError } from '@/components/form/use-focus-first-error';
import { useFormDraft } from '@/components/form/use-form-draft';
import { PlainRadioButtons } from '@/components/form/plain-radio-buttons';
import { AccountNeededNotice } from '@/components/ui/account-needed-notice';
import { LeanPaidActions } from '@/features/shared/billing/lean-paid-actions';
import { usePaidSubmission } from '@/features/shared/billing/use-paid-submission';
import { usePlacePicker } from '@/features/shared/place/use-place-picker';
import { placeBody } from '@/lib/contracts/place-body';
import type { ValuationFormValues } from '@/lib/contracts/valuation';
import { FLOOR_UNKNOWN, VALUATION_FAMILY, type ValuationKind } from '@/lib/contracts/valuation-constants';
import { RESULT_PAGE } from '../result-pages';
import { errorMessages } from '@/lib/errors/catalogue';
import { notify } from '@/lib/notify';
import { isSameHomeQuery } from '@/lib/same-home';
import { EMPTY_PRICE_FORM, linkedDepositQuery, linkedPropertyValues, loadValuationForm, PRICE_FORM_KEY, priceDraft, restoreLater, VALUATION_REPEAT, withoutLinkedProperty, type PriceFormValues } from './price-form-values';
import { PLACE_REFUSED, PlaceStepFields } from './place-step';
import { PlainPropertyFields } from './plain-property-fields';
import { SameHomeNote } from './same-home-note';
import styles from './plain-valuation-form.module.css';

export { PRICE_FORM_KEY };

const KIND_LABEL: Record<ValuationKind, string> = { sale: 'خرید و فروش', rent: 'رهن و اجاره' };
const KIND_OPTIONS = (['sale', 'rent'] as const).map((k) => ({ value: k, label: KIND_LABEL[k], testId: `kind-${k}` }));

/**
 * /price (spec §2): choose sale or rent, pick the place on the map or by name, describe the property, then the
 * service-choice dialog → the AI overlay → the result page. Anonymous visitors get their monthly free base
 * valuation directly (the dialog only offers them a login); the second asks them to register (spec §1, 426).
 * Drawn without MUI, like the Divar form (PlainValuationForm): the contract (zod), the dialogs and the map's code
 * load when first needed, so the page is light.
 */
export function PriceIndex() {
  const form = useForm<PriceFormValues, unknown, ValuationFormValues>({
    resolver: lazyContractResolver<PriceFormValues, ValuationFormValues>(loadValuationForm),
    defaultValues: EMPTY_PRICE_FORM,
    mode: 'onTouched',
    // The first thing to fix is focused in page order (useFocusFirstError): the place comes before the fields.
    shouldFocusError: false,
  });
  const { control, handleSubmit, setValue, reset, getValues } = form;
  // Links may fill the form once its draft is restored; not on Back to the form as it was sent.
  const linksReady = useFormDraft(form, PRICE_FORM_KEY, priceDraft);
  const formRef = useFocusFirstError(form.formState);
  const kind = useWatch({ control, name: 'kind' });
  // The form was filled from a suggestion card's home, or from a result's same home (lib/same-home.ts).
  const [fromCard, setFromCard] = useState(false);
  const [fromReport, setFromReport] = useState(false);

  // A link may name the deal type (?kind=rent: the blog, a suggestion card, a result) and the property (a suggestion
  // card: the home it priced; a result: the same home): they win over the restored draft.
  useEffect(() => {
    if (!linksReady) return;
    const search = window.location.search;
    const linked = new URLSearchParams(search).get('kind');
    if (linked === 'sale' || linked === 'rent') setValue('kind', linked);
    void linkedPropertyValues(search).then((values) => {
      if (isSameHomeQuery(search)) setFromReport(true);
      else if (Object.keys(values).length > 0) setFromCard(true);
      for (const key of ['area', 'rooms', 'build_year', 'floor', 'total_floors'] as const) if (values[key] !== undefined) setValue(key, values[key]);
      for (const key of ['elevator', 'parking', 'storage'] as const) if (values[key] !== undefined) setValue(key, values[key]);
      // Now in the draft: a reload keeps the user's edits, not the link's figures.
      if (window.location.search === search) window.history.replaceState(null, '', withoutLinkedProperty(window.location.href));
    });
  }, [linksReady, setValue]);

  // Another flat: the property and the place go, the deal type the user came for stays; the address drops the link,
  // so a reload does not pick its place again.
  const clearForm = () => {
    reset({ ...EMPTY_PRICE_FORM, kind: getValues('kind') });
    window.history.replaceState(null, '', window.location.pathname);
    setFromReport(false);
  };

  const { field: placeField, fieldState: placeState } = useController({ control, name: 'place' });
  const picker = usePlacePicker({
    place: placeField.value,
    onChange: placeField.onChange,
    refusedMessage: PLACE_REFUSED,
    // A suggestion card's link (?neighbourhood=…&name=…) wins over the saved draft.
    linkReady: linksReady,
  });
  const placeError = placeState.error?.message;

  const paid = usePaidSubmission({
    name: 'valuation',
    overlay: 'priceEvaluation',
    category: (input: ValuationFormValues) => VALUATION_FAMILY[input.kind],
    // spec §1 "price prediction": one free use a month covers sale and rent valuation together.
    freeUse: { family: 'price_evaluation' },
    body: ({ kind: _kind, place, ...property }, service) => ({ service, ...placeBody(place), ...property }),
    // The API client (axios) loads with the first submission, not with the page.
    create: (input, body) => import('../api/valuation-api').then((api) => api.createValuation(input.kind, body)),
    resultUrl: (input, uuid) => `${RESULT_PAGE[input.kind]}?uuid=${uuid}${linkedDepositQuery(input.kind, window.location.search)}`,
    // The form itself comes back from its draft; the submission is read through the same contract.
    restore: restoreLater,
    // Answered: Back from the result shows this flat as sent (its deal type, place and fields); the menu's visit is blank.
    draftKey: PRICE_FORM_KEY,
    draftForBack: true,
    repeatQuestion: VALUATION_REPEAT,
  });

  return (
    <form ref={formRef} noValidate onSubmit={(e) => void handleSubmit(paid.submit)(e).catch(() => notify('error', errorMessages.networkError))} aria-label="فرم قیمت‌گذاری ملک" className={styles.form}>
      {fromReport && <SameHomeNote onClear={clearForm} onDismiss={() => setFromReport(false)} />}
      {/* The month's free use is known spent in this browser: the next one needs an account, said before the form is
          filled (the button's note below said it only at the end). */}
      {!paid.signedIn && paid.freeSpent && (
        <AccountNeededNotice testId="account-needed">
          قیمت‌گذاری رایگان این ماه را استفاده کرده‌اید؛ قیمت‌گذاری دوباره به حساب کاربری نیاز دارد. پیش از پر کردن فرم وارد شوید یا ثبت نام کنید.
        </AccountNeededNotice>
      )}
      <FormStep title="۱. نوع ارزیابی">
        <PlainRadioButtons value={kind} onChange={(k) => setValue('kind', k)} options={KIND_OPTIONS} aria-label="نوع ارزیابی" />
      </FormStep>

      <FormStep title="۲. محل ملک">
        <PlaceStepFields picker={picker} value={placeField.value} error={placeError} idPrefix="price" />
      </FormStep>

      <FormStep title="۳. مشخصات ملک">
        <PlainPropertyFields control={control} />
        {fromCard && (
          <p className={styles.note} data-testid="card-floor-note">
            قیمت کارت پیشنهاد برای {FLOOR_UNKNOWN} برآورد شده بود؛ با طبقه‌ای که این‌جا وارد می‌کنید، برآورد ممکن است کمی با آن فرق کند.
          </p>
        )}
      </FormStep>

      <LeanPaidActions
        paid={paid}
        freeUse
        label={paid.signedIn ? `قیمت‌گذاری ${KIND_LABEL[kind]}` : paid.freeSpent ? 'ثبت نام و قیمت‌گذاری' : 'قیمت‌گذاری رایگان'}
        testId="start-valuation"
        disabled={picker.resolving}
        notes={{
          spent: 'قیمت‌گذاری رایگان این ماه را استفاده کرده‌اید؛ برای ارزیابی‌های بیشتر و گزارش تکمیلی ثبت نام کنید.',
          free: 'بدون ثبت نام، یک قیمت‌گذاری پایه در ماه رایگان است؛ برای ارزیابی‌های بیشتر و گزارش تکمیلی ثبت نام کنید.',
        }}
      />
    </form>
  );
}
