'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { contractResolver } from '@/components/form/contract-resolver';
import { useFocusFirstError } from '@/components/form/use-focus-first-error';
import { useFormDraft } from '@/components/form/use-form-draft';
import { RadioToggleGroup } from '@/components/ui/radio-toggle-group';
import { usePaidSubmission } from '@/features/shared/billing/use-paid-submission';
import { usePlacePicker } from '@/features/shared/place/use-place-picker';
import { placeBody } from '@/lib/contracts/place';
import { VALUATION_FAMILY, valuationForm, type ValuationFormValues, type ValuationKind } from '@/lib/contracts/valuation';
import { createValuation, RESULT_PAGE } from '../api/valuation-api';
import { EMPTY_PRICE_FORM, PRICE_FORM_KEY, priceDraft, type PriceFormValues } from './price-form-values';
import { restorePriceSubmission } from './price-submission';
import { PLACE_REFUSED, PlaceStepFields } from './place-step';
import { PropertyFields } from './property-fields';

export { PRICE_FORM_KEY };

const KIND_LABEL: Record<ValuationKind, string> = { sale: 'خرید و فروش', rent: 'رهن و اجاره' };
const KIND_OPTIONS = (['sale', 'rent'] as const).map((k) => ({ value: k, label: KIND_LABEL[k], testId: `kind-${k}` }));

/**
 * /price (spec §2): choose sale or rent, pick the place on the map or by name, describe the property, then the
 * service-choice dialog → the AI overlay → the result page. Anonymous visitors get their monthly free base
 * valuation directly (the dialog only offers them a login); the second asks them to register (spec §1, 426).
 */
export function PriceIndex() {
  const form = useForm<PriceFormValues, unknown, ValuationFormValues>({
    resolver: contractResolver<PriceFormValues, typeof valuationForm>(valuationForm),
    defaultValues: EMPTY_PRICE_FORM,
    mode: 'onTouched',
    // The first thing to fix is focused in page order (useFocusFirstError): the place comes before the fields.
    shouldFocusError: false,
  });
  const { control, handleSubmit, setValue } = form;
  const hydrated = useFormDraft(form, PRICE_FORM_KEY, priceDraft);
  const formRef = useFocusFirstError(form.formState);
  const kind = useWatch({ control, name: 'kind' });

  // A link may name the deal type (?kind=rent: the blog, a suggestion card): it wins over the restored draft.
  useEffect(() => {
    if (!hydrated) return;
    const linked = new URLSearchParams(window.location.search).get('kind');
    if (linked === 'sale' || linked === 'rent') setValue('kind', linked);
  }, [hydrated, setValue]);

  const { field: placeField, fieldState: placeState } = useController({ control, name: 'place' });
  const picker = usePlacePicker({
    place: placeField.value,
    onChange: placeField.onChange,
    refusedMessage: PLACE_REFUSED,
    // A suggestion card's link (?neighbourhood=…&name=…) wins over the saved draft.
    linkReady: hydrated,
  });
  const placeError = placeState.error?.message;

  const paid = usePaidSubmission({
    name: 'valuation',
    overlay: 'priceEvaluation',
    category: (input: ValuationFormValues) => VALUATION_FAMILY[input.kind],
    // spec §1 "price prediction": one free use a month covers sale and rent valuation together.
    freeUse: { family: 'price_evaluation' },
    body: ({ kind: _kind, place, ...property }, service) => ({ service, ...placeBody(place), ...property }),
    create: (input, body) => createValuation(input.kind, body),
    resultUrl: (input, uuid) => `${RESULT_PAGE[input.kind]}?uuid=${uuid}`,
    // The form itself comes back from its draft; the submission is read through the same contract.
    restore: restorePriceSubmission,
  });

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

      <Box component="form" ref={formRef} noValidate onSubmit={(e) => void handleSubmit(paid.submit)(e)} aria-label="فرم قیمت‌گذاری ملک">
        <Stack spacing={3}>
          <Step title="۱. نوع ارزیابی">
            <RadioToggleGroup
              color="primary"
              value={kind}
              onChange={(k) => setValue('kind', k)}
              options={KIND_OPTIONS}
              aria-label="نوع ارزیابی"
              sx={{ flexWrap: 'wrap' }}
              buttonSx={{ px: 3, fontWeight: 700 }}
            />
          </Step>

          <Step title="۲. محل ملک">
            <PlaceStepFields picker={picker} value={placeField.value} error={placeError} idPrefix="price" />
          </Step>

          <Step title="۳. مشخصات ملک">
            <PropertyFields control={control} />
          </Step>

          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={picker.resolving || paid.busy}
              startIcon={paid.busy ? <CircularProgress size={18} color="inherit" /> : undefined}
              data-testid="start-valuation"
              sx={{ minWidth: 220 }}
            >
              {paid.signedIn ? `قیمت‌گذاری ${KIND_LABEL[kind]}` : paid.freeSpent ? 'ثبت نام و قیمت‌گذاری' : 'قیمت‌گذاری رایگان'}
            </Button>
            {!paid.signedIn && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="anonymous-note">
                {paid.freeSpent
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

function Step({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 800, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
