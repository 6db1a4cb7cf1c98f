'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isAxiosError } from 'axios';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { openDialog } from '@/components/dialogs/dialog-store';
import { useOverlays } from '@/components/feedback/global-overlays';
import { LazyPlaceMap } from '@/features/shared/place/lazy-place-map';
import { placeFromHit, type PickedPlace } from '@/features/shared/place/picked-place';
import { PlacePickStatus } from '@/features/shared/place/place-pick-status';
import { PlaceSearchField } from '@/features/shared/place/place-search-field';
import { useLinkedPlace } from '@/features/shared/place/use-linked-place';
import { usePlaceSearchText } from '@/features/shared/place/use-place-search-text';
import { useMapPointPick } from '@/features/shared/place/use-map-point-pick';
import { RadioToggleGroup } from '@/components/ui/radio-toggle-group';
import type { LocationSearchResult } from '@/lib/contracts/environment';
import {
  BUILD_YEAR_MIN,
  buildYearMax,
  VALUATION_FAMILY,
  valuationPropertyFields,
  type ValuationKind,
  type ValuationPropertyFields,
} from '@/lib/contracts/valuation';
import { digitsOnly, numericDisplay, toPersianDigits } from '@/lib/fa/digits';
import { useDigitCaret } from '@/lib/fa/use-digit-caret';
import { NOT_ONE_NUMBER, useNumberEntry } from '@/lib/fa/use-number-entry';
import { createValuation, RESULT_PAGE } from '../api/valuation-api';
import { useSessionState } from '../hooks/use-session-state';
import { markFreeUseSpent, useFreeUseSpent } from '@/features/shared/billing/anonymous-free-use';
import { useSignedIn } from '@/lib/use-signed-in';
import { useSubmissionId } from '@/features/shared/billing/use-submission-id';
import { PAYMENT_RETURN_EVENT } from '@/lib/contracts/billing-constants';

/** What the form holds (text as typed; the zod contract parses it). */
export interface PropertyFormValues {
  area: string;
  rooms: string;
  build_year: string;
  floor: string;
  total_floors: string;
  elevator: boolean;
  parking: boolean;
  storage: boolean;
  postal_code: string;
}

interface SavedForm {
  kind: ValuationKind;
  place: PickedPlace | null;
  values: PropertyFormValues;
}

const EMPTY: PropertyFormValues = { area: '', rooms: '', build_year: '', floor: '', total_floors: '', elevator: false, parking: false, storage: false, postal_code: '' };
const INITIAL: SavedForm = { kind: 'sale', place: null, values: EMPTY };
/** sessionStorage key of this page's form: it survives the payment gateway's round trip (issue 6). */
export const PRICE_FORM_KEY = 'valuation:price-form';

const KIND_LABEL: Record<ValuationKind, string> = { sale: 'خرید و فروش', rent: 'رهن و اجاره' };
const KIND_OPTIONS = (['sale', 'rent'] as const).map((k) => ({ value: k, label: KIND_LABEL[k], testId: `kind-${k}` }));

/**
 * /price (spec §2): choose sale or rent, pick the place on the map or by name, describe the property, then the
 * service-choice dialog → the AI overlay → the result page. Anonymous visitors get their monthly free base
 * valuation directly (the dialog only offers them a login); the second asks them to register (spec §1, 426).
 */
const PLACE_SEARCH_ID = 'price-place-search';

export function PriceIndex() {
  const router = useRouter();
  const signedIn = useSignedIn();
  const { showAiOverlay, hideAiOverlay } = useOverlays();
  const submission = useSubmissionId('valuation');
  const [saved, setSaved, restored] = useSessionState<SavedForm>(PRICE_FORM_KEY, INITIAL);
  const { kind, place } = saved;
  const freeSpent = useFreeUseSpent('price_evaluation');
  const searchText = usePlaceSearchText(place?.name);
  const [placeMissing, setPlaceMissing] = useState(false);
  const [busy, setBusy] = useState(false);

  const form = useForm<PropertyFormValues, unknown, ValuationPropertyFields>({
    resolver: zodResolver(valuationPropertyFields) as unknown as Resolver<PropertyFormValues, unknown, ValuationPropertyFields>,
    defaultValues: EMPTY,
    mode: 'onTouched',
    // Focus goes to the first thing to fix in page order, and the place (above the fields) is not a form field.
    shouldFocusError: false,
  });
  const { control, handleSubmit, reset, setFocus } = form;

  // Restore the saved form once hydrated, then mirror every change into sessionStorage.
  const savedRef = useRef(saved);
  useEffect(() => {
    savedRef.current = saved;
  });
  // A link may name the deal type (?kind=rent: the blog, a suggestion card): it wins over the saved draft, with or
  // without a linked place (which useLinkedPlace below applies once it is found).
  const kindOnce = useRef(false);
  useEffect(() => {
    if (!restored || kindOnce.current) return;
    kindOnce.current = true;
    const linkedKind = new URLSearchParams(window.location.search).get('kind');
    if (linkedKind === 'sale' || linkedKind === 'rent') setSaved({ ...savedRef.current, kind: linkedKind });
  }, [restored, setSaved]);
  const resetOnce = useRef(false);
  useEffect(() => {
    if (!restored || resetOnce.current) return;
    resetOnce.current = true;
    reset({ ...EMPTY, ...saved.values });
  }, [restored, reset, saved.values]);
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          if (resetOnce.current) setSaved({ ...savedRef.current, values: { ...EMPTY, ...values } });
        },
      }),
    [form, setSaved],
  );

  const setKind = (k: ValuationKind) => setSaved({ ...savedRef.current, kind: k });
  const setPlace = (p: PickedPlace | null) => {
    setPlaceMissing(false);
    setSaved({ ...savedRef.current, place: p });
  };

  // A place picked on the map replaces what was typed: the search box shows its name.
  const mapPick = useMapPointPick((p) => {
    setPlace(p);
    if (p) searchText.showPicked();
  }, 'موقعیت ملک شما خارج از محدودهٔ خدمات ماست. نقطه‌ای در شهر تهران انتخاب کنید.');
  const resolving = mapPick.resolving;

  // Linked from a suggestion card (?neighbourhood=…&name=…): that place wins over the saved draft.
  useLinkedPlace(restored, (linked) => {
    mapPick.clearError();
    searchText.showPicked();
    setPlaceMissing(false);
    setSaved({ ...savedRef.current, place: linked });
  });

  function pickFromSearch(hit: LocationSearchResult | null) {
    mapPick.clearError();
    searchText.showPicked();
    setPlace(hit ? placeFromHit(hit) : null);
  }

  const run = useCallback(
    async (k: ValuationKind, p: PickedPlace, values: ValuationPropertyFields, service: number | string) => {
      showAiOverlay('priceEvaluation');
      try {
        const body = {
          service,
          latitude: p.latitude,
          longitude: p.longitude,
          ...(p.neighbourhoodId ? { neighbourhood: p.neighbourhoodId } : {}),
          ...values,
        };
        const { uuid } = await createValuation(k, { ...body, request_id: submission.idFor({ k, body }) });
        submission.done();
        router.push(`${RESULT_PAGE[k]}?uuid=${uuid}`);
      } catch (error) {
        submission.failed(error);
        hideAiOverlay();
        throw error;
      }
    },
    [router, showAiOverlay, hideAiOverlay, submission],
  );

  const submit = useCallback(
    (values: ValuationPropertyFields) => {
      const p = saved.place;
      const k = saved.kind;
      if (!p) {
        setPlaceMissing(true);
        // The only missing answer is the place: take the keyboard there, as a failed field check does.
        document.getElementById(PLACE_SEARCH_ID)?.focus();
        return;
      }
      if (!signedIn) {
        // spec §1: one free valuation a month without an account; 426 afterwards → the signup modal.
        setBusy(true);
        run(k, p, values, `${VALUATION_FAMILY[k]}_product_base`)
          .then(() => markFreeUseSpent('price_evaluation'))
          .catch((error: unknown) => {
            if (isAxiosError(error) && error.response?.status === 426) {
              markFreeUseSpent('price_evaluation');
              openDialog('auth', { authType: 'signup' });
            }
          })
          .finally(() => setBusy(false));
        return;
      }
      openDialog('service', {
        category: VALUATION_FAMILY[k],
        agentType: 'product',
        serviceKinds: ['base', 'complementary'],
        extraQuery: { resume: '1' },
        formValues: { ...saved },
        onPayWithCredit: (service) => run(k, p, values, service.id),
      });
    },
    [run, signedIn, saved],
  );

  // Back from the gateway with credit bought: the form is already restored; reopen the service choice.
  useEffect(() => {
    function onReturn(event: Event) {
      const detail = (event as CustomEvent<{ transaction?: { status?: string }; pending?: { path?: string } | null }>).detail;
      if (detail?.transaction?.status !== 'paid' || detail.pending?.path !== '/price') return;
      void handleSubmit(submit)();
    }
    window.addEventListener(PAYMENT_RETURN_EVENT, onReturn);
    return () => window.removeEventListener(PAYMENT_RETURN_EVENT, onReturn);
  }, [handleSubmit, submit]);

  const onInvalid = (errors: FieldErrors<PropertyFormValues>) => {
    setPlaceMissing(!saved.place);
    if (!saved.place) document.getElementById(PLACE_SEARCH_ID)?.focus();
    else {
      const first = (Object.keys(EMPTY) as (keyof PropertyFormValues)[]).find((name) => errors[name]);
      if (first) setFocus(first);
    }
  };

  const yearMax = buildYearMax();

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', px: 2, py: { xs: 3, md: 5 } }}>
      <Stack spacing={1.5} sx={{ mb: 3 }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
          قیمت‌گذاری هوشمند ملک
        </Typography>
        <Typography sx={{ color: 'text.secondary', lineHeight: 2 }}>
          محل ملک را روی نقشه یا با نام محله انتخاب کنید و مشخصات آن را بنویسید؛ قیمت روز، بازهٔ قیمت، عوامل اثرگذار و آگهی‌های مشابه را
          از داده‌های واقعی بازار مسکن تهران برآورد می‌کنیم.
        </Typography>
      </Stack>

      <Box component="form" noValidate onSubmit={(e) => void handleSubmit(submit, onInvalid)(e)} aria-label="فرم قیمت‌گذاری ملک">
        <Stack spacing={3}>
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 800, mb: 2 }}>
              ۱. نوع ارزیابی
            </Typography>
            <RadioToggleGroup
              color="primary"
              value={kind}
              onChange={setKind}
              options={KIND_OPTIONS}
              aria-label="نوع ارزیابی"
              sx={{ flexWrap: 'wrap' }}
              buttonSx={{ px: 3, fontWeight: 700 }}
            />
          </Paper>

          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 800, mb: 2 }}>
              ۲. محل ملک
            </Typography>
            <Stack spacing={2}>
              <PlaceSearchField
                id={PLACE_SEARCH_ID}
                {...searchText.field}
                onPick={pickFromSearch}
                label="جست‌وجوی محله"
                placeholder="مثلاً سعادت‌آباد، پونک یا منطقه ۵"
                error={placeMissing}
                helperText={placeMissing ? 'محل ملک را روی نقشه انتخاب کنید یا نام محله را جست‌وجو کنید' : undefined}
              />
              <Box
                id="price-place-map"
                data-testid="place-map"
                sx={{ height: { xs: 280, md: 380 }, borderRadius: 2, overflow: 'hidden', border: 1, borderColor: placeMissing ? 'error.main' : 'divider' }}
              >
                <LazyPlaceMap value={place} onPick={mapPick.pickPoint} />
              </Box>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                روی نقشه کلیک کنید تا محل دقیق ملک انتخاب شود.
              </Typography>
              <PlacePickStatus resolving={resolving} error={mapPick.error} place={place} />
            </Stack>
          </Paper>

          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 800, mb: 2 }}>
              ۳. مشخصات ملک
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
              <NumberField control={control} name="area" label="متراژ (متر مربع)" placeholder="مثلاً ۱۰۰" required />
              <NumberField control={control} name="rooms" label="تعداد اتاق خواب" placeholder="مثلاً ۲" required />
              <NumberField
                control={control}
                name="build_year"
                label="سال ساخت (شمسی)"
                placeholder={`بین ${toPersianDigits(BUILD_YEAR_MIN)} و ${toPersianDigits(yearMax)}`}
                required
                maxLength={4}
              />
              <NumberField control={control} name="floor" label="طبقهٔ واحد" placeholder="مثلاً ۳" hint="همکف: ۰؛ زیرزمین: منفی ۱" required signed />
              <NumberField control={control} name="total_floors" label="تعداد طبقات ساختمان" placeholder="اختیاری" />
              <NumberField control={control} name="postal_code" label="کد پستی ده‌رقمی" placeholder="اختیاری" maxLength={10} />
            </Box>
            <FormGroup row sx={{ mt: 2, gap: 2 }}>
              {(
                [
                  ['elevator', 'آسانسور'],
                  ['parking', 'پارکینگ'],
                  ['storage', 'انباری'],
                ] as const
              ).map(([name, label]) => (
                <Controller
                  key={name}
                  control={control}
                  name={name}
                  render={({ field }) => (
                    <FormControlLabel
                      label={label}
                      control={<Checkbox checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} />}
                      data-testid={`amenity-${name}`}
                    />
                  )}
                />
              ))}
            </FormGroup>
          </Paper>

          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={resolving || busy}
              startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
              data-testid="start-valuation"
              sx={{ minWidth: 220 }}
            >
              {signedIn ? `قیمت‌گذاری ${KIND_LABEL[kind]}` : freeSpent ? 'ثبت نام و قیمت‌گذاری' : 'قیمت‌گذاری رایگان'}
            </Button>
            {!signedIn && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="anonymous-note">
                {freeSpent
                  ? 'قیمت‌گذاری رایگان این ماه را استفاده کرده‌اید؛ برای ارزیابی‌های بیشتر و گزارش تکمیلی ثبت نام کنید.'
                  : 'بدون ثبت نام، یک قیمت‌گذاری پایه در ماه رایگان است؛ برای ارزیابی‌های بیشتر و گزارش تکمیلی ثبت نام کنید.'}
              </Typography>
            )}
          </Stack>
        </Stack>
      </Box>
    </Box>
  );
}

function NumberField({
  control,
  name,
  label,
  placeholder,
  required,
  signed,
  maxLength,
  hint,
}: {
  control: ReturnType<typeof useForm<PropertyFormValues, unknown, ValuationPropertyFields>>['control'];
  name: 'area' | 'rooms' | 'build_year' | 'floor' | 'total_floors' | 'postal_code';
  label: string;
  placeholder?: string;
  required?: boolean;
  signed?: boolean;
  maxLength?: number;
  /** Under the field while it has no error. */
  hint?: string;
}) {
  const caret = useDigitCaret();
  const entry = useNumberEntry({ signed });
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          {...field}
          // On the input, not the root: a failed submit focuses the first invalid field (react-hook-form); the caret
          // hook keeps the caret after a digit typed mid-number (the shown text is Persian, so React rewrites it).
          inputRef={(el: HTMLInputElement | null) => {
            ref(el);
            caret.inputRef.current = el;
          }}
          value={numericDisplay(field.value ?? '')}
          // A postal code is digits only; the other fields keep a decimal point for their rule to judge (spec §5).
          // Text that is not one number (a pasted «۱۰۰ متر، ۲ خوابه») leaves the value as it was and says so.
          onChange={(e) => {
            caret.remember(e);
            const next = name === 'postal_code' ? digitsOnly(e.target.value) : entry.read(e.target.value);
            if (next !== null) field.onChange(next);
          }}
          label={label}
          placeholder={placeholder}
          required={required}
          error={Boolean(fieldState.error) || entry.refused}
          helperText={entry.refused ? NOT_ONE_NUMBER : (fieldState.error?.message ?? hint ?? ' ')}
          slotProps={{ htmlInput: { inputMode: signed ? 'text' : name === 'area' ? 'decimal' : 'numeric', maxLength, 'data-testid': `field-${name}`, dir: 'ltr', style: { textAlign: 'right' } } }}
        />
      )}
    />
  );
}
