'use client';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
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
import { isAxiosError } from 'axios';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { openDialog } from '@/components/dialogs/dialog-store';
import { useOverlays } from '@/components/feedback/global-overlays';
import { RadioToggleGroup } from '@/components/ui/radio-toggle-group';
import {
  AREA_OR_ROOMS_REQUIRED,
  createLocationSuggestionBody,
  createRentSuggestionBody,
  SUGGESTION_FAMILY,
  SUGGESTION_LIMIT,
  toNumberish,
  type SuggestionKind,
} from '@/lib/contracts/suggestion';
import { ENVIRONMENT_CATEGORY_IDS, ENVIRONMENT_CATEGORY_NAMES, type EnvironmentCategoryId } from '@/lib/contracts/environment';
import { groupedDisplay, numericDisplay, toPersianDigits } from '@/lib/fa/digits';
import { formatMoney } from '@/lib/fa/money';
import { useDigitCaret } from '@/lib/fa/use-digit-caret';
import { NOT_ONE_NUMBER, useNumberEntry } from '@/lib/fa/use-number-entry';
import { createSuggestion, RESULT_PAGE } from '../api/suggestion-api';
import { districtMatches } from '../district-query';
import { markFreeUseSpent, useFreeUseSpent } from '@/features/shared/billing/anonymous-free-use';
import { useSignedIn } from '@/lib/use-signed-in';
import { useSubmissionId } from '@/features/shared/billing/use-submission-id';
import { PAYMENT_RETURN_EVENT } from '@/lib/contracts/billing-constants';

/** Saved across the payment gateway round trip (and a reload) so the user never types twice. */
const FORM_KEY = 'suggestion-form';
export const SUGGEST_PATH = '/services/buy-rent-location-suggest';

export interface SuggestionFormState {
  kind: SuggestionKind;
  budget: string;
  deposit: string;
  rent: string;
  area: string;
  rooms: string;
  elevator: boolean;
  parking: boolean;
  /** '' = any age */
  maxAge: string;
  weights: Record<EnvironmentCategoryId, number>;
  include: number[];
  exclude: number[];
}

const INITIAL: SuggestionFormState = {
  kind: 'buy',
  budget: '',
  deposit: '',
  rent: '',
  area: '',
  rooms: '',
  elevator: false,
  parking: false,
  maxAge: '',
  weights: { transport: 2 / 3, health: 1 / 3, education: 1 / 3, green: 1 / 3, shopping: 1 / 3, services: 0, market: 0, urban: 0 },
  include: [],
  exclude: [],
};

const KIND_OPTIONS: ReadonlyArray<{ value: SuggestionKind; label: string; testId: string }> = [
  { value: 'buy', label: 'می‌خواهم بخرم', testId: 'suggestion-kind-buy' },
  { value: 'rent', label: 'می‌خواهم اجاره کنم', testId: 'suggestion-kind-rent' },
];

const IMPORTANCE = [
  { value: 0, label: 'مهم نیست' },
  { value: 1 / 3, label: 'کمی' },
  { value: 2 / 3, label: 'مهم' },
  { value: 1, label: 'خیلی مهم' },
] as const;

const AGES = ['', '5', '10', '15', '20', '30'];
const DISTRICTS = Array.from({ length: 22 }, (_, i) => i + 1);
const districtLabel = (d: number) => `منطقهٔ ${toPersianDigits(d)}`;

type Errors = Partial<Record<string, string>>;

function bodyFor(s: SuggestionFormState, service: number | string) {
  const common = {
    service,
    area: s.area,
    rooms: s.rooms,
    elevator: s.elevator || undefined,
    parking: s.parking || undefined,
    max_age: s.maxAge || undefined,
    weights: s.weights,
    include_districts: s.include.length ? s.include : undefined,
    exclude_districts: s.exclude.length ? s.exclude : undefined,
  };
  return s.kind === 'buy' ? { ...common, budget: s.budget } : { ...common, deposit_budget: s.deposit, rent_budget: s.rent };
}

/** Client-side check with the same contract the server parses: field → first Persian message. */
function validate(s: SuggestionFormState): Errors {
  const schema = s.kind === 'buy' ? createLocationSuggestionBody : createRentSuggestionBody;
  const parsed = schema.safeParse(bodyFor(s, 'check'));
  if (parsed.success) return {};
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  // The contract's cross-field checks only run once every field parses; say this one together with the rest.
  if (!s.area.trim() && !s.rooms.trim()) errors.area ??= AREA_OR_ROOMS_REQUIRED;
  return errors;
}

/** One category's importance: a radio group (one Tab stop per category instead of four), labelled by its name. */
function ImportanceGroup({ id, value, onChange }: { id: EnvironmentCategoryId; value: number; onChange: (index: number) => void }) {
  return (
    <RadioToggleGroup
      size="small"
      value={value}
      onChange={onChange}
      options={IMPORTANCE.map((x, i) => ({ value: i, label: x.label, testId: `weight-${id}-${i}` }))}
      aria-labelledby={`weight-${id}`}
      buttonSx={{ px: 1.5 }}
    />
  );
}

/**
 * A number of the form: shown in Persian digits (money grouped by threes, with its amount in words below), read with
 * useNumberEntry so that pasted text holding anything but one number is refused with a message instead of glued.
 */
function NumberField(props: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  testId: string;
  helper: string;
  money?: boolean;
}) {
  const n = props.money ? toNumberish(props.value) : null;
  const preview = typeof n === 'number' && n > 0 ? formatMoney(n) : null;
  // The separators come and go as digits are typed: keep the caret after the same digit, not at the end.
  const caret = useDigitCaret();
  const entry = useNumberEntry({ grouped: props.money });
  return (
    <TextField
      label={props.label}
      value={props.money ? groupedDisplay(props.value) : numericDisplay(props.value)}
      onChange={(e) => {
        caret.remember(e);
        const next = entry.read(e.target.value);
        if (next !== null) props.onChange(next);
      }}
      error={Boolean(props.error) || entry.refused}
      helperText={entry.refused ? NOT_ONE_NUMBER : (props.error ?? (preview ? `≈ ${preview}` : props.helper))}
      fullWidth
      inputRef={caret.inputRef}
      slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', 'data-testid': props.testId }, formHelperText: { 'aria-live': 'polite' } as object }}
    />
  );
}

/**
 * /services/buy-rent-location-suggest (spec §2): budget, home, must-haves and what matters → service dialog → AI
 * overlay ('find') → the result page. An anonymous visitor's first buy suggestion of the month runs directly (spec
 * §1); rent needs an account (the service dialog offers the login).
 */
export function SuggestionForm() {
  const router = useRouter();
  const signedIn = useSignedIn();
  const freeSpent = useFreeUseSpent('buy_suggestion');
  const { showAiOverlay, hideAiOverlay } = useOverlays();
  const submission = useSubmissionId('suggestion');
  const [state, setState] = useState<SuggestionFormState>(INITIAL);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const restored = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const errorsToShow = useRef(false);

  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    try {
      const saved = sessionStorage.getItem(FORM_KEY);
      // eslint-disable-next-line react-hooks/set-state-in-effect -- one-time restore from sessionStorage after hydration
      if (saved) setState({ ...INITIAL, ...(JSON.parse(saved) as Partial<SuggestionFormState>) });
    } catch {
      // unreadable storage: start empty
    }
  }, []);
  useEffect(() => {
    if (!restored.current) return;
    try {
      sessionStorage.setItem(FORM_KEY, JSON.stringify(state));
    } catch {
      // storage unavailable
    }
  }, [state]);

  // The submit button sits below the fields: a refused submit takes the user to the first field it names, or the
  // messages would appear off screen while the button looks as if it did nothing.
  useEffect(() => {
    if (!errorsToShow.current) return;
    errorsToShow.current = false;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-error-anchor]');
    first?.focus({ preventScroll: true });
    first?.scrollIntoView({ block: 'center' });
  }, [errors]);

  const set = <K extends keyof SuggestionFormState>(key: K, value: SuggestionFormState[K]) => {
    setState((s) => ({ ...s, [key]: value }));
    setErrors((e) => ({ ...e, [fieldOf[key] ?? key]: undefined }));
  };

  const run = useCallback(
    async (s: SuggestionFormState, service: number | string) => {
      showAiOverlay('find');
      try {
        const plain = bodyFor(s, service);
        const request_id = submission.idFor(plain);
        const { uuid } = 'budget' in plain ? await createSuggestion('buy', { ...plain, request_id }) : await createSuggestion('rent', { ...plain, request_id });
        submission.done();
        router.push(`${RESULT_PAGE[s.kind]}?uuid=${uuid}`);
      } catch (error) {
        submission.failed(error);
        hideAiOverlay();
        throw error;
      }
    },
    [router, showAiOverlay, hideAiOverlay, submission],
  );

  const submit = useCallback(
    (s: SuggestionFormState) => {
      const found = validate(s);
      setErrors(found);
      if (Object.keys(found).length) {
        errorsToShow.current = true;
        return;
      }
      if (!signedIn && s.kind === 'buy') {
        // spec §1: one free buy suggestion a month without an account; 426 afterwards → the signup modal.
        setBusy(true);
        run(s, `${SUGGESTION_FAMILY.buy}_product_base`)
          .then(() => markFreeUseSpent('buy_suggestion'))
          .catch((error: unknown) => {
            if (isAxiosError(error) && error.response?.status === 426) {
              markFreeUseSpent('buy_suggestion');
              openDialog('auth', { authType: 'signup' });
            }
          })
          .finally(() => setBusy(false));
        return;
      }
      openDialog('service', {
        category: SUGGESTION_FAMILY[s.kind],
        agentType: 'product',
        serviceKinds: ['base', 'complementary'],
        formValues: { ...s },
        onPayWithCredit: (service) => run(s, service.id),
      });
    },
    [run, signedIn],
  );

  // Back from the gateway with credit bought: restore the form and reopen the service choice.
  useEffect(() => {
    function onReturn(event: Event) {
      const detail = (event as CustomEvent<{ transaction?: { status?: string }; pending?: { path?: string; formValues?: Partial<SuggestionFormState> } | null }>).detail;
      if (detail?.transaction?.status !== 'paid' || detail.pending?.path !== window.location.pathname) return;
      const saved = { ...INITIAL, ...(detail.pending?.formValues ?? {}) } as SuggestionFormState;
      setState(saved);
      submit(saved);
    }
    window.addEventListener(PAYMENT_RETURN_EVENT, onReturn);
    return () => window.removeEventListener(PAYMENT_RETURN_EVENT, onReturn);
  }, [submit]);

  const buy = state.kind === 'buy';
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
        onSubmit={(e: React.FormEvent) => {
          e.preventDefault();
          submit(state);
        }}
        sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}
      >
        <Stack spacing={3}>
          <RadioToggleGroup
            color="primary"
            value={state.kind}
            onChange={(v) => set('kind', v)}
            options={KIND_OPTIONS}
            aria-label="خرید یا اجاره"
            sx={{ alignSelf: 'flex-start' }}
            buttonSx={{ px: 3 }}
          />

          <Section title="بودجه">
            {buy ? (
              <NumberField money label="بودجهٔ خرید (تومان)" value={state.budget} onChange={(v) => set('budget', v)} error={errors.budget} testId="budget-input" helper="کل مبلغی که برای خرید دارید" />
            ) : (
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                <NumberField money label="ودیعه (تومان)" value={state.deposit} onChange={(v) => set('deposit', v)} error={errors.deposit_budget} testId="deposit-input" helper="مبلغ رهن یا پیش‌پرداخت" />
                <NumberField money label="اجارهٔ ماهانه (تومان)" value={state.rent} onChange={(v) => set('rent', v)} error={errors.rent_budget} testId="rent-input" helper="بیشترین اجارهٔ ماهانه‌ای که می‌پردازید" />
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
              <NumberField label="متراژ (متر مربع)" value={state.area} onChange={(v) => set('area', v)} error={errors.area} testId="area-input" helper="یا فقط تعداد اتاق را بنویسید" />
              <NumberField label="تعداد اتاق" value={state.rooms} onChange={(v) => set('rooms', v)} error={errors.rooms} testId="rooms-input" helper="اختیاری" />
              <TextField
                select
                label="حداکثر سن بنا"
                value={state.maxAge}
                onChange={(e) => set('maxAge', e.target.value)}
                error={Boolean(errors.max_age)}
                helperText={errors.max_age}
                slotProps={{ select: { MenuProps: { disableScrollLock: true } } }}
              >
                {AGES.map((a) => (
                  <MenuItem key={a || 'any'} value={a}>
                    {a ? `تا ${toPersianDigits(a)} سال` : 'مهم نیست'}
                  </MenuItem>
                ))}
              </TextField>
            </Box>
            <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
              <FormControlLabel control={<Checkbox checked={state.elevator} onChange={(e) => set('elevator', e.target.checked)} />} label="آسانسور داشته باشد" />
              <FormControlLabel control={<Checkbox checked={state.parking} onChange={(e) => set('parking', e.target.checked)} />} label="پارکینگ داشته باشد" />
            </Stack>
          </Section>

          <Section title="چه چیزهایی در محله برایتان مهم است؟">
            {errors.weights && (
              <Alert severity="error" tabIndex={-1} data-error-anchor>
                {errors.weights}
              </Alert>
            )}
            <Stack spacing={1.25}>
              {ENVIRONMENT_CATEGORY_IDS.map((id) => (
                <Box key={id} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
                  <Typography id={`weight-${id}`} sx={{ minWidth: 140, fontWeight: 600 }}>
                    {ENVIRONMENT_CATEGORY_NAMES[id]}
                  </Typography>
                  <ImportanceGroup
                    id={id}
                    value={IMPORTANCE.findIndex((x) => Math.abs(x.value - state.weights[id]) < 0.01)}
                    onChange={(i) => set('weights', { ...state.weights, [id]: IMPORTANCE[i].value })}
                  />
                </Box>
              ))}
            </Stack>
          </Section>

          <Section title="منطقه‌ها (اختیاری)">
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <DistrictPicker label="فقط در این منطقه‌ها" value={state.include} onChange={(v) => set('include', v)} error={errors.include_districts} />
              <DistrictPicker label="به‌جز این منطقه‌ها" value={state.exclude} onChange={(v) => set('exclude', v)} error={errors.exclude_districts} />
            </Box>
          </Section>

          <Box>
            <Button type="submit" variant="contained" size="large" disabled={busy} data-testid="start-suggestion" startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}>
              {buy ? (signedIn ? 'پیدا کردن محله برای خرید' : freeSpent ? 'ثبت نام و پیشنهاد محل خرید' : 'پیشنهاد رایگان محل خرید') : 'پیدا کردن محله برای اجاره'}
            </Button>
            {!signedIn && (
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }} data-testid="anonymous-note">
                {!buy
                  ? 'برای پیشنهاد محل اجاره ابتدا وارد حساب کاربری خود شوید.'
                  : freeSpent
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

const fieldOf: Partial<Record<keyof SuggestionFormState, string>> = {
  deposit: 'deposit_budget',
  rent: 'rent_budget',
  maxAge: 'max_age',
  include: 'include_districts',
  exclude: 'exclude_districts',
};

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h6" sx={{ fontWeight: 700, fontSize: '1.05rem', mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

function DistrictPicker(props: { label: string; value: number[]; onChange: (v: number[]) => void; error?: string }) {
  const [typed, setTyped] = useState('');
  return (
    <Autocomplete<number, true>
      multiple
      options={DISTRICTS}
      value={props.value}
      onChange={(_, v) => props.onChange([...v].sort((a, b) => a - b))}
      inputValue={typed}
      onInputChange={(_, v) => setTyped(v)}
      getOptionLabel={districtLabel}
      filterOptions={(options, { inputValue }) => options.filter((d) => districtMatches(d, inputValue))}
      filterSelectedOptions
      noOptionsText={
        !typed.trim()
          ? 'منطقه‌ای باقی نمانده'
          : DISTRICTS.some((d) => districtMatches(d, typed))
            ? 'این منطقه را انتخاب کرده‌اید'
            : 'منطقه‌ای با این نام یا شماره نیست؛ شمارهٔ ۱ تا ۲۲ را بنویسید'
      }
      renderInput={(params) => <TextField {...params} label={props.label} error={Boolean(props.error)} helperText={props.error} />}
    />
  );
}
