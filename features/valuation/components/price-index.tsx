'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { isAxiosError } from 'axios';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { openDialog } from '@/components/dialogs/dialog-store';
import { useOverlays } from '@/components/feedback/global-overlays';
import type { LocationSearchResult } from '@/lib/contracts/environment';
import {
  BUILD_YEAR_MIN,
  buildYearMax,
  VALUATION_FAMILY,
  valuationPropertyFields,
  type ValuationKind,
  type ValuationPropertyFields,
} from '@/lib/contracts/valuation';
import { digitsOnly, toLatinDigits, toPersianDigits } from '@/lib/fa/digits';
import { createValuation, convertGeoLocation, RESULT_PAGE } from '../api/valuation-api';
import { useLocationSearch } from '../hooks/use-location-search';
import { useSessionState } from '../hooks/use-session-state';
import { useSignedIn } from '../hooks/use-signed-in';
import { PAYMENT_RETURN_EVENT } from '@/lib/contracts/billing-constants';

const PlaceMap = dynamic(() => import('./place-map'), {
  ssr: false,
  loading: () => (
    <Box sx={{ height: '100%', display: 'grid', placeItems: 'center', color: 'text.secondary' }}>
      <CircularProgress size={28} aria-label="در حال بارگذاری نقشه" />
    </Box>
  ),
});

export interface PickedPlace {
  latitude: number;
  longitude: number;
  name: string;
  district: string;
  /** Set when the place was chosen by name (a neighbourhood id or slug). */
  neighbourhoodId?: string;
}

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

/** Keeps digits only (spec §5 numeric fields); `signed` also allows one leading minus (basement floors). */
function numericInput(raw: string, signed = false): string {
  const latin = toLatinDigits(raw);
  const negative = signed && /^\s*[-−]/.test(latin);
  const digits = digitsOnly(latin);
  return negative ? `-${digits}` : digits;
}

/**
 * /price (spec §2): choose sale or rent, pick the place on the map or by name, describe the property, then the
 * service-choice dialog → the AI overlay → the result page. Anonymous visitors get their monthly free base
 * valuation directly (the dialog only offers them a login); the second asks them to register (spec §1, 426).
 */
export function PriceIndex() {
  const router = useRouter();
  const signedIn = useSignedIn();
  const { showAiOverlay, hideAiOverlay } = useOverlays();
  const [saved, setSaved, restored] = useSessionState<SavedForm>(PRICE_FORM_KEY, INITIAL);
  const { kind, place } = saved;
  // null until the user types: the search box then shows the picked place's name.
  const [typed, setTyped] = useState<string | null>(null);
  const input = typed ?? place?.name ?? '';
  const setInput = setTyped;
  const [pointError, setPointError] = useState<string | null>(null);
  const [resolving, setResolving] = useState(false);
  const [placeMissing, setPlaceMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const search = useLocationSearch(input);

  const form = useForm<PropertyFormValues, unknown, ValuationPropertyFields>({
    resolver: zodResolver(valuationPropertyFields) as unknown as Resolver<PropertyFormValues, unknown, ValuationPropertyFields>,
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const { control, handleSubmit, reset } = form;

  // Restore the saved form once hydrated, then mirror every change into sessionStorage.
  const savedRef = useRef(saved);
  useEffect(() => {
    savedRef.current = saved;
  });
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

  function pickFromSearch(hit: LocationSearchResult | null) {
    setPointError(null);
    setTyped(null);
    if (!hit) return setPlace(null);
    setPlace({
      latitude: hit.latitude,
      longitude: hit.longitude,
      name: hit.name,
      district: hit.district,
      neighbourhoodId: hit.id.startsWith('district-') ? undefined : hit.id,
    });
  }

  async function pickFromMap(point: { latitude: number; longitude: number }) {
    setPointError(null);
    setResolving(true);
    try {
      const geo = await convertGeoLocation(point.latitude, point.longitude);
      setPlace({ ...point, name: geo.neighbourhood, district: geo.district });
      setInput(null);
    } catch {
      // The API client toasts spec §8's 'outside our service area'; keep it visible beside the map too.
      setPlace(null);
      setPointError('موقعیت ملک شما خارج از محدودهٔ خدمات ماست. نقطه‌ای در شهر تهران انتخاب کنید.');
    } finally {
      setResolving(false);
    }
  }

  const run = useCallback(
    async (k: ValuationKind, p: PickedPlace, values: ValuationPropertyFields, service: number | string) => {
      showAiOverlay('priceEvaluation');
      try {
        const { uuid } = await createValuation(k, {
          service,
          latitude: p.latitude,
          longitude: p.longitude,
          ...(p.neighbourhoodId ? { neighbourhood: p.neighbourhoodId } : {}),
          ...values,
        });
        router.push(`${RESULT_PAGE[k]}?uuid=${uuid}`);
      } catch (error) {
        hideAiOverlay();
        throw error;
      }
    },
    [router, showAiOverlay, hideAiOverlay],
  );

  const submit = useCallback(
    (values: ValuationPropertyFields) => {
      const p = saved.place;
      const k = saved.kind;
      if (!p) {
        setPlaceMissing(true);
        return;
      }
      if (!signedIn) {
        // spec §1: one free valuation a month without an account; 426 afterwards → the signup modal.
        setBusy(true);
        run(k, p, values, `${VALUATION_FAMILY[k]}_product_base`)
          .catch((error: unknown) => {
            if (isAxiosError(error) && error.response?.status === 426) openDialog('auth', { authType: 'signup' });
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

      <Box component="form" noValidate onSubmit={(e) => void handleSubmit(submit, () => setPlaceMissing(!saved.place))(e)} aria-label="فرم قیمت‌گذاری ملک">
        <Stack spacing={3}>
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 800, mb: 2 }}>
              ۱. نوع ارزیابی
            </Typography>
            <ToggleButtonGroup
              exclusive
              color="primary"
              value={kind}
              onChange={(_, v: ValuationKind | null) => v && setKind(v)}
              aria-label="نوع ارزیابی"
              sx={{ flexWrap: 'wrap' }}
            >
              {(['sale', 'rent'] as const).map((k) => (
                <ToggleButton key={k} value={k} sx={{ px: 3, fontWeight: 700 }} data-testid={`kind-${k}`}>
                  {KIND_LABEL[k]}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Paper>

          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 800, mb: 2 }}>
              ۲. محل ملک
            </Typography>
            <Stack spacing={2}>
              <Autocomplete<LocationSearchResult, false, false, false>
                options={search.results}
                filterOptions={(x) => x}
                getOptionLabel={(o) => o.name}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                onChange={(_, v) => pickFromSearch(v)}
                inputValue={input}
                onInputChange={(_, v, reason) => reason !== 'reset' && setInput(v)}
                loading={search.loading}
                noOptionsText={search.enabled ? 'محله‌ای با این نام پیدا نشد' : 'دست‌کم دو حرف از نام محله را بنویسید'}
                loadingText="در حال جست‌وجو…"
                renderOption={(props, o) => {
                  const { key, ...rest } = props as typeof props & { key: string };
                  return (
                    <li key={key} {...rest}>
                      <Box>
                        <Typography>{o.name}</Typography>
                        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                          {toPersianDigits(o.district)}
                        </Typography>
                      </Box>
                    </li>
                  );
                }}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label="جست‌وجوی محله"
                    placeholder="مثلاً سعادت‌آباد، پونک یا منطقه ۵"
                    error={placeMissing}
                    helperText={placeMissing ? 'محل ملک را روی نقشه انتخاب کنید یا نام محله را جست‌وجو کنید' : undefined}
                    slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'place-search' } }}
                  />
                )}
              />
              <Box
                id="price-place-map"
                data-testid="place-map"
                sx={{ height: { xs: 280, md: 380 }, borderRadius: 2, overflow: 'hidden', border: 1, borderColor: placeMissing ? 'error.main' : 'divider' }}
              >
                <PlaceMap value={place} onPick={pickFromMap} />
              </Box>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                روی نقشه کلیک کنید تا محل دقیق ملک انتخاب شود.
              </Typography>
              {resolving && (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <CircularProgress size={18} />
                  <Typography variant="body2">در حال یافتن محله…</Typography>
                </Stack>
              )}
              {pointError && <Alert severity="warning">{pointError}</Alert>}
              {place && (
                <Alert severity="success" icon={false} data-testid="picked-place">
                  <Typography sx={{ fontWeight: 700 }}>{place.name}</Typography>
                  <Typography variant="body2">
                    {toPersianDigits(place.district)} · {toPersianDigits(place.latitude.toFixed(4))}، {toPersianDigits(place.longitude.toFixed(4))}
                  </Typography>
                </Alert>
              )}
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
              <NumberField control={control} name="floor" label="طبقهٔ واحد" placeholder="همکف ۰، زیرزمین ۱-" required signed />
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
              {signedIn ? `قیمت‌گذاری ${KIND_LABEL[kind]}` : 'قیمت‌گذاری رایگان'}
            </Button>
            {!signedIn && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="anonymous-note">
                بدون ثبت نام، یک قیمت‌گذاری پایه در ماه رایگان است؛ برای ارزیابی‌های بیشتر و گزارش تکمیلی ثبت نام کنید.
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
}: {
  control: ReturnType<typeof useForm<PropertyFormValues, unknown, ValuationPropertyFields>>['control'];
  name: 'area' | 'rooms' | 'build_year' | 'floor' | 'total_floors' | 'postal_code';
  label: string;
  placeholder?: string;
  required?: boolean;
  signed?: boolean;
  maxLength?: number;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={toPersianDigits(field.value ?? '')}
          onChange={(e) => field.onChange(numericInput(e.target.value, signed))}
          label={label}
          placeholder={placeholder}
          required={required}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? ' '}
          slotProps={{ htmlInput: { inputMode: signed ? 'text' : 'numeric', maxLength, 'data-testid': `field-${name}`, dir: 'ltr', style: { textAlign: 'right' } } }}
        />
      )}
    />
  );
}
