'use client';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { onlineManager, useQuery, useQueryClient } from '@tanstack/react-query';
import NextLink from 'next/link';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { usePurchase } from '@/features/shared/billing/use-purchase';
import { closeDialog, openDialog, useDialog } from '@/components/dialogs/dialog-store';
import { creditPrice, PENDING_SERVICE_KEY, type Service, type ServiceDialogContext } from '@/lib/contracts/billing';
import { toPersianDigits } from '@/lib/fa/digits';
import { formatToman } from '@/lib/fa/money';
import { userKeys } from '@/features/shared/user/user-keys';
import { userDataChanged } from '@/features/shared/user/user-data-changed';
import { citiesQueryOptions, servicesQueryOptions } from '../api/credits-api';
import { useUserCredits } from '../hooks/use-user-credits';
import { creditFor, initialService, orderServices, servicesFor, showPurchaseSection, type ServiceCreditState } from '../service-selection';
import { PurchaseSection } from './purchase-section';

/** Shown instead of the list while offline; the list comes by itself once the connection is back. */
export const OFFLINE_NOTICE = 'اتصال به اینترنت برقرار نیست؛ با وصل شدن دوباره، فهرست سرویس‌ها همین‌جا نمایش داده می‌شود.';

const KIND_LABEL: Record<string, string> = { base: 'پایه', complementary: 'تکمیلی', advanced: 'پیشرفته' };

/** Beside an upgrade's price when the base report's credits were taken off it (server/credits/upgrade-price.ts). */
export const BASE_CREDITED_NOTE = 'اعتبار گزارش پایه از آن کم شده است';

/**
 * What a choice costs, as the dialog words it (spec §9): «N اعتبار», «رایگان» when it takes nothing or only free
 * credits; `countFree` counts those free credits instead («N اعتبار رایگان»: a free extended report still uses several).
 */
function costWords({ charge, coveredByFree }: Pick<ServiceCreditState, 'charge' | 'coveredByFree'>, countFree: boolean): string {
  if (charge === 0 || (coveredByFree && !countFree)) return 'رایگان';
  return `${toPersianDigits(charge)} اعتبار${coveredByFree ? ' رایگان' : ''}`;
}

/** A service's price on its option; an upgrade's says the base report's credits came off it. */
function priceLabel(cost: Pick<ServiceCreditState, 'charge' | 'coveredByFree'>, baseCredited: boolean): string {
  const amount = costWords(cost, true);
  return baseCredited ? `${amount} (${BASE_CREDITED_NOTE})` : amount;
}

/**
 * The pay button names what is bought and what it takes off the balance («ارزیابی قیمت اجاره — ۱ اعتبار»; an
 * upgrade's quoted difference): a form's deal type chosen by mistake shows here, before the credit is spent.
 */
function payLabel(title: string, cost: Pick<ServiceCreditState, 'charge' | 'coveredByFree'>): string {
  return `${title} — ${costWords(cost, false)}`;
}

/**
 * spec §2/§4/§6 payment and service-choice dialog, over the current page (max width 800). Opened with
 * `openDialog('service', context)`; closed by the close button or after paying by credit.
 */
export function ServiceDialog() {
  const ctx = useDialog('service');
  // Keep the last context while the dialog animates out; a new opening (new object) starts fresh.
  const [current, setCurrent] = useState<{ ctx: ServiceDialogContext; id: number } | null>(null);
  if (ctx && current?.ctx !== ctx) setCurrent({ ctx, id: (current?.id ?? 0) + 1 });
  const close = () => closeDialog('service');
  return (
    <Dialog
      open={Boolean(ctx)}
      onClose={close}
      fullWidth
      aria-labelledby="service-dialog-title"
      // Phones get the width back from the default 32 px margins (service titles wrapped onto three lines at 360 px).
      slotProps={{
        // From the top, not centred: the dialog grows as its services, balance and plans arrive, and centred it grew
        // both ways, moving what the user was about to tap (a layout shift of 0.28 on a 390×844 phone).
        container: { sx: { alignItems: 'flex-start' } },
        paper: { sx: { maxWidth: 800, m: { xs: 1, sm: 2 }, width: { xs: 'calc(100% - 16px)', sm: 'calc(100% - 32px)' } }, 'data-testid': 'service-dialog' } as object,
      }}
    >
      <DialogTitle id="service-dialog-title" sx={{ pe: 7 }}>
        انتخاب سرویس
      </DialogTitle>
      {/* Beside the title, not in it: inside, its name joined the dialog's («انتخاب سرویس بستن» to a screen reader). */}
      <IconButton aria-label="بستن" onClick={close} sx={{ position: 'absolute', top: 10, insetInlineEnd: 10 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers sx={{ px: { xs: 1.5, sm: 3 } }}>{current && <ServiceChoice key={current.id} ctx={current.ctx} onDone={close} />}</DialogContent>
    </Dialog>
  );
}

function serviceTypeParam(): string | null {
  if (typeof window === 'undefined') return null;
  return new URLSearchParams(window.location.search).get('service-type');
}

/** The page the gateway returns to: this page, its query (minus old gateway parameters) and the opener's extras. */
function returnUrl(extra?: Record<string, string>): string {
  const url = new URL(window.location.href);
  url.searchParams.delete('Authority');
  url.searchParams.delete('Status');
  for (const [k, v] of Object.entries(extra ?? {})) url.searchParams.set(k, v);
  url.hash = '';
  return url.toString();
}

function ServiceChoice({ ctx, onDone }: { ctx: ServiceDialogContext; onDone: () => void }) {
  const queryClient = useQueryClient();
  const { signedIn, credits, isPending: creditsPending } = useUserCredits();
  const servicesQuery = useQuery(servicesQueryOptions());
  const citiesQuery = useQuery({ ...citiesQueryOptions(ctx.category), enabled: ctx.city !== undefined });
  const purchase = usePurchase();
  // The dialog reads a fresh balance (useUserCredits); the header's chip reads the user's info, fetched with the page:
  // both are fetched now, so the chip does not say «۱ اعتبار» beside a dialog that says ۱۱.
  useEffect(() => {
    if (signedIn) void queryClient.invalidateQueries({ queryKey: userKeys.info() });
  }, [signedIn, queryClient]);

  const cityServiceIds = useMemo(() => {
    if (ctx.city === undefined || !citiesQuery.data) return null;
    const city = citiesQuery.data.find((c) => String(c.id) === String(ctx.city) || c.name === ctx.city);
    return new Set((city?.services_access ?? []).map((s) => s.id));
  }, [ctx.city, citiesQuery.data]);

  // What each choice takes off the balance and whether the user's credit covers it: an upgrade's price comes from
  // the server's quote.
  const creditOf = (s: Service) => creditFor(s, credits, ctx.upgradeQuote);
  const ordered = useMemo(() => {
    const list = servicesFor(servicesQuery.data ?? [], ctx, cityServiceIds);
    return orderServices(list, (s) => creditFor(s, credits, ctx.upgradeQuote).canUse);
  }, [servicesQuery.data, ctx, cityServiceIds, credits]);

  const loading = servicesQuery.isPending || (ctx.city !== undefined && citiesQuery.isPending) || creditsPending;
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // spec §4: first load picks from service-type, otherwise the first; afterwards the user's choice stands. A submission
  // of this input that got no answer comes first: its report may already be paid for; then the service the opener
  // offered (a chat card's).
  const firstPick: Service | null = loading ? null : (ordered.find((s) => s.id === ctx.unansweredService) ?? initialService(ordered, serviceTypeParam(), ctx.preferredService));
  // The first pick of a signed-in user, made once the list and the balance are in, is kept: a later balance (a refresh
  // after a refused payment, another tab's purchase) reorders the list, and must not move the choice to another service
  // and another buy button under the user's hand. A visitor's pick waits: signing in here brings the balance it is for.
  if (selectedId === null && signedIn && firstPick) setSelectedId(firstPick.id);
  const selected: Service | null = ordered.find((s) => s.id === selectedId) ?? firstPick;

  const [paying, setPaying] = useState(false);
  // The state above re-renders the button; clicks within one task all see its old value, the ref sees the first.
  const payingNow = useRef(false);
  const state = selected ? creditOf(selected) : null;
  const selectedCharge = state?.charge ?? 0;
  const total = credits ? credits.active_credits_count + credits.free_credits_count : 0;
  const unanswered = selected !== null && selected.id === ctx.unansweredService;
  // Short of credit, the unanswered submission can still be sent again: the server answers with the report it charged
  // for, or refuses for want of credit if it never received it.
  const retryOnly = unanswered && !state?.canUse;

  async function payWithCredit() {
    if (!selected || payingNow.current) return;
    payingNow.current = true;
    setPaying(true);
    try {
      await ctx.onPayWithCredit(selected);
      onDone();
    } catch {
      // The opener's request failed; its error was already toasted by the API client. Stay open.
    } finally {
      payingNow.current = false;
      setPaying(false);
      // Charged or not (a refusal for want of credit says this tab's balance was stale), every tab's balance is
      // fetched again.
      void userDataChanged(queryClient);
    }
  }

  function buy(plan: string) {
    const { onPayWithCredit: _callback, ...saved } = ctx;
    // The service the user chose is what the credit is bought for: the opener offers it first again back from the
    // gateway (the reordered list's first, after the balance grows, is often a dearer one). It is kept here, not in
    // the return address, where service-type would preselect it for every later valuation too.
    const pending = { ...saved, preferredService: selected?.name ?? saved.preferredService };
    void purchase.purchase({
      plan,
      callbackUrl: returnUrl(ctx.extraQuery),
      beforeRedirect: () => {
        try {
          sessionStorage.setItem(PENDING_SERVICE_KEY, JSON.stringify({ ...pending, path: window.location.pathname }));
        } catch {
          // storage unavailable: the opener simply starts over
        }
      },
    });
  }

  // Offline, React Query pauses the dialog's requests until the connection is back (then the list appears by
  // itself): without a word the skeletons would wait forever.
  const online = useSyncExternalStore(onlineManager.subscribe.bind(onlineManager), () => onlineManager.isOnline(), () => true);

  return (
    <Stack spacing={2.5}>
      {signedIn && (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Typography data-testid="service-dialog-balance">
            اعتبار باقی‌مانده: <b>{creditsPending ? '…' : toPersianDigits(total)}</b> اعتبار
          </Typography>
          <Link component={NextLink} href="/subscription" onClick={onDone} underline="hover" sx={{ fontWeight: 600 }} data-testid="service-dialog-top-up">
            {/* Opened from Divar's pages, the subscription page is the full site, outside Divar's shell: it says so. */}
            {ctx.agentType === 'divar_advertiser' || ctx.agentType === 'divar_visitor' ? '+ افزایش اعتبار در سایت ارزیاب' : '+ افزایش اعتبار'}
          </Link>
        </Box>
      )}

      {loading && !online ? (
        <Alert severity="warning" data-testid="service-dialog-offline">
          {OFFLINE_NOTICE}
        </Alert>
      ) : loading ? (
        // Named like the other lists' skeletons (/reports, /credit-history): on a slow network a screen reader heard
        // the title and the sign-in prompt, and nothing of a list still coming.
        <Stack spacing={1} role="status" aria-label="در حال بارگذاری فهرست سرویس‌ها" data-testid="service-dialog-loading">
          <Skeleton variant="rounded" height={64} />
          <Skeleton variant="rounded" height={64} />
        </Stack>
      ) : servicesQuery.isError ? (
        <Alert severity="error">فهرست سرویس‌ها بارگذاری نشد. لطفاً دوباره تلاش کنید.</Alert>
      ) : ordered.length === 0 ? (
        <Alert severity="info">این سرویس در حال حاضر برای این شهر در دسترس نیست.</Alert>
      ) : (
        <Stack role="radiogroup" aria-label="انتخاب سرویس" spacing={1}>
          {ordered.map((s) => {
            const st = creditOf(s);
            // A visitor's options show their price alone: nothing of theirs covers it yet.
            const free = signedIn && st.coveredByFree;
            const checked = selected?.id === s.id;
            return (
              <Box
                key={s.id}
                component="label"
                // A click on the option already selected is a choice too (its radio fires no change): it stays chosen
                // when the balance comes in after a sign-in here.
                onClick={() => setSelectedId(s.id)}
                data-testid={`service-option-${s.service_kind}`}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  p: 1.5,
                  border: 1,
                  borderRadius: 2,
                  cursor: 'pointer',
                  borderColor: checked ? 'primary.main' : 'divider',
                  bgcolor: checked ? 'action.selected' : 'transparent',
                }}
              >
                <Radio
                  checked={checked}
                  onChange={() => setSelectedId(s.id)}
                  value={s.id}
                  // One name: the browser makes the options one Tab stop with arrow keys between them.
                  name="service-choice"
                  slotProps={{ input: { 'aria-label': s.title } }}
                />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>{s.title}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    سرویس {KIND_LABEL[s.service_kind] ?? s.service_kind}، {formatToman(creditPrice(s))} برای هر اعتبار
                  </Typography>
                </Box>
                <Chip
                  size="small"
                  color={free ? 'success' : 'default'}
                  // How many credits it takes either way: a free extended report still uses several free credits. An
                  // upgrade's price says the base report's credits came off it, and may wrap on a phone.
                  label={priceLabel({ charge: st.charge, coveredByFree: free }, st.charge < s.credits_required)}
                  sx={{ height: 'auto', minHeight: 24, maxWidth: '45%', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25, textAlign: 'center' } }}
                  data-testid={`service-credits-${s.service_kind}`}
                />
              </Box>
            );
          })}
        </Stack>
      )}

      {!signedIn ? (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={() => openDialog('auth', {})} data-testid="service-dialog-login" sx={{ whiteSpace: 'nowrap' }}>
              ورود / ثبت نام
            </Button>
          }
        >
          برای استفاده از سرویس ابتدا وارد حساب کاربری خود شوید.
        </Alert>
      ) : selected && state && (state.canUse || retryOnly) ? (
        <>
          {unanswered && (
            <Alert severity="info" data-testid="unanswered-note">
              درخواست قبلی شما با همین مشخصات بی‌پاسخ ماند. اگر اعتبارش کسر شده باشد، نتیجه بدون کسر دوباره باز می‌شود.
            </Alert>
          )}
          <Button
            variant="contained"
            size="large"
            onClick={payWithCredit}
            disabled={paying || purchase.busy}
            startIcon={paying ? <CircularProgress size={18} color="inherit" /> : undefined}
            data-testid="pay-with-credit"
          >
            {retryOnly ? 'دریافت نتیجه' : payLabel(selected.title, state)}
          </Button>
        </>
      ) : selected ? (
        <Alert severity="warning">
          اعتبار شما برای این سرویس کافی نیست؛ این سرویس {toPersianDigits(selectedCharge)} اعتبار نیاز دارد.
        </Alert>
      ) : null}

      {credits && selected && showPurchaseSection(signedIn, selected, credits.active_credits_count) && (
        <>
          <Divider />
          <PurchaseSection service={selected} credits={selectedCharge} available={state?.available ?? 0} busy={purchase.busy} busyPlan={purchase.planName} onBuy={buy} />
        </>
      )}
    </Stack>
  );
}
