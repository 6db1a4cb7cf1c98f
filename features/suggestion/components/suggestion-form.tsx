'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { NumberField } from '@/components/form/number-field';
import { useFocusFirstError } from '@/components/form/use-focus-first-error';
import { useFormDraft } from '@/components/form/use-form-draft';
import { RadioToggleGroup } from '@/components/ui/radio-toggle-group';
import { usePaidSubmission } from '@/features/shared/billing/use-paid-submission';
import { SUGGESTION_FAMILY, SUGGESTION_LIMIT, type SuggestionKind } from '@/lib/contracts/suggestion';
import { toPersianDigits } from '@/lib/fa/digits';
import { createSuggestion, RESULT_PAGE } from '../api/suggestion-api';
import { DistrictPicker } from './district-picker';
import { ImportanceFields } from './importance-fields';
import {
  restoreSuggestion,
  SUGGESTION_DEFAULTS,
  SUGGESTION_FORM_KEY,
  suggestionBody,
  suggestionResolver,
  type SuggestionFormValues,
} from './suggestion-form-values';

const KIND_OPTIONS: ReadonlyArray<{ value: SuggestionKind; label: string; testId: string }> = [
  { value: 'buy', label: 'می‌خواهم بخرم', testId: 'suggestion-kind-buy' },
  { value: 'rent', label: 'می‌خواهم اجاره کنم', testId: 'suggestion-kind-rent' },
];

const AGES = ['', '5', '10', '15', '20', '30'];

/**
 * /services/buy-rent-location-suggest (spec §2): budget, home, must-haves and what matters → service dialog → AI
 * overlay ('find') → the result page. An anonymous visitor's first buy suggestion of the month runs directly (spec
 * §1); rent needs an account (the service dialog offers the login).
 */
export function SuggestionForm() {
  const form = useForm<SuggestionFormValues>({ resolver: suggestionResolver, defaultValues: SUGGESTION_DEFAULTS, shouldFocusError: false });
  const { control, handleSubmit, setValue, reset } = form;
  useFormDraft(form, SUGGESTION_FORM_KEY);
  const formRef = useFocusFirstError(form.formState);
  const buy = useWatch({ control, name: 'kind' }) === 'buy';
  const weightsError = form.formState.errors.weights;

  const paid = usePaidSubmission({
    name: 'suggestion',
    overlay: 'find',
    category: (input: SuggestionFormValues) => SUGGESTION_FAMILY[input.kind],
    // spec §1: one free buy suggestion a month without an account; rent needs one.
    freeUse: { family: 'buy_suggestion', covers: (input) => input.kind === 'buy' },
    body: suggestionBody,
    create: (_input, body) => ('budget' in body ? createSuggestion('buy', body) : createSuggestion('rent', body)),
    resultUrl: (input, uuid) => `${RESULT_PAGE[input.kind]}?uuid=${uuid}`,
    restore: restoreSuggestion,
    onRestore: (input) => reset(input),
  });

  return (
    <Box sx={{ maxWidth: 1000, mx: 'auto', px: 2, py: { xs: 3, md: 5 } }}>
      <Stack spacing={1.5} sx={{ mb: 3 }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
          کجا بخرم یا اجاره کنم؟
        </Typography>
        <Typography sx={{ color: 'text.secondary', lineHeight: 2 }}>
          بودجه، خانهٔ دلخواه و چیزهایی را که برایتان مهم است بگویید. قیمت همان خانه را با مدل‌های قیمت‌گذاری در همهٔ
          محله‌های تهران برآورد می‌کنیم و محله‌هایی را که بیشترین تناسب را دارند با دلیلش پیشنهاد می‌دهیم: {toPersianDigits(SUGGESTION_LIMIT.base)} محله، و در گزارش تکمیلی تا {toPersianDigits(SUGGESTION_LIMIT.complementary)} محله.
        </Typography>
      </Stack>

      <Paper
        variant="outlined"
        component="form"
        ref={formRef}
        noValidate
        onSubmit={(e: React.FormEvent) => void handleSubmit(paid.submit)(e)}
        sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}
      >
        <Stack spacing={3}>
          <RadioToggleGroup
            color="primary"
            value={buy ? 'buy' : 'rent'}
            onChange={(v) => setValue('kind', v)}
            options={KIND_OPTIONS}
            aria-label="خرید یا اجاره"
            sx={{ alignSelf: 'flex-start' }}
            buttonSx={{ px: 3 }}
          />

          <Section title="بودجه">
            {buy ? (
              <NumberField money control={control} name="budget" label="بودجهٔ خرید (تومان)" testId="budget-input" hint="کل مبلغی که برای خرید دارید" />
            ) : (
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                <NumberField money control={control} name="deposit_budget" label="ودیعه (تومان)" testId="deposit-input" hint="مبلغ رهن یا پیش‌پرداخت" />
                <NumberField money control={control} name="rent_budget" label="اجارهٔ ماهانه (تومان)" testId="rent-input" hint="بیشترین اجارهٔ ماهانه‌ای که می‌پردازید" />
              </Box>
            )}
            {!buy && (
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                ودیعه و اجاره با نرخ تبدیل رایج به «معادل رهن کامل» تبدیل و با برآورد هر محله مقایسه می‌شوند.
              </Typography>
            )}
          </Section>

          <Section title="خانهٔ مورد نظر">
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
              <NumberField control={control} name="area" label="متراژ (متر مربع)" testId="area-input" hint="یا فقط تعداد اتاق را بنویسید" />
              <NumberField control={control} name="rooms" label="تعداد اتاق" testId="rooms-input" hint="اختیاری" />
              <Controller
                control={control}
                name="max_age"
                render={({ field: { ref, ...field }, fieldState }) => (
                  <TextField
                    select
                    {...field}
                    inputRef={ref}
                    label="حداکثر سن بنا"
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message}
                    slotProps={{ select: { MenuProps: { disableScrollLock: true } } }}
                  >
                    {AGES.map((a) => (
                      <MenuItem key={a || 'any'} value={a}>
                        {a ? `تا ${toPersianDigits(a)} سال` : 'مهم نیست'}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Box>
            <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
              {(
                [
                  ['elevator', 'آسانسور داشته باشد'],
                  ['parking', 'پارکینگ داشته باشد'],
                ] as const
              ).map(([name, label]) => (
                <Controller
                  key={name}
                  control={control}
                  name={name}
                  render={({ field }) => <FormControlLabel control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} label={label} />}
                />
              ))}
            </Stack>
          </Section>

          <Section title="چه چیزهایی در محله برایتان مهم است؟">
            {weightsError && (
              <Alert severity="error" tabIndex={-1} data-error-anchor>
                {firstMessage(weightsError)}
              </Alert>
            )}
            <ImportanceFields control={control} />
          </Section>

          <Section title="منطقه‌ها (اختیاری)">
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <DistrictPicker control={control} name="include_districts" label="فقط در این منطقه‌ها" />
              <DistrictPicker control={control} name="exclude_districts" label="به‌جز این منطقه‌ها" />
            </Box>
          </Section>

          <Box>
            <Button type="submit" variant="contained" size="large" disabled={paid.busy} data-testid="start-suggestion" startIcon={paid.busy ? <CircularProgress size={18} color="inherit" /> : undefined}>
              {buy ? (paid.signedIn ? 'پیدا کردن محله برای خرید' : paid.freeSpent ? 'ثبت نام و پیشنهاد محل خرید' : 'پیشنهاد رایگان محل خرید') : 'پیدا کردن محله برای اجاره'}
            </Button>
            {!paid.signedIn && (
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }} data-testid="anonymous-note">
                {!buy
                  ? 'برای پیشنهاد محل اجاره ابتدا وارد حساب کاربری خود شوید.'
                  : paid.freeSpent
                    ? 'پیشنهاد رایگان این ماه را استفاده کرده‌اید؛ برای پیشنهاد دوباره ثبت نام کنید.'
                    : 'بدون ثبت نام ماهی یک بار می‌توانید از پیشنهاد محل خرید استفاده کنید.'}
              </Typography>
            )}
          </Box>
        </Stack>
      </Paper>
    </Box>
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

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h6" sx={{ fontWeight: 700, fontSize: '1.05rem', mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
