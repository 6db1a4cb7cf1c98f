'use client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { contractResolver } from '@/components/form/contract-resolver';
import { CopyButton } from '@/components/ui/copy-button';
import { API_KEY_NAME_MAX, createApiKeyBody, type ApiKeySummary, type CreatedApiKey, type CreateApiKeyInput } from '@/lib/contracts/request-api';
import { toPersianDigits } from '@/lib/fa/digits';
import { formatJalaliDate } from '@/lib/fa/jalali';
import { apiKeysQueryOptions, apiUsageQueryOptions, createApiKey, requestApiKeys, revokeApiKey } from '../api/request-api-api';
import hidden from '@/components/ui/visually-hidden.module.css';
import styles from './api-keys-panel.module.css';

const when = (iso: string | null) => (iso ? toPersianDigits(formatJalaliDate(iso, 'yyyy/MM/dd HH:mm')) : '—');
const fa = (n: number) => toPersianDigits(n.toLocaleString('en-US').replace(/,/g, '٬'));

/** A signed-in user's API keys: create, name, list and revoke them, and see their usage per day (loaded on demand). */
export function SignedInApiKeys() {
  const queryClient = useQueryClient();
  const keys = useQuery(apiKeysQueryOptions());
  const usage = useQuery(apiUsageQueryOptions());
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKeySummary | null>(null);
  const form = useForm<CreateApiKeyInput>({ resolver: contractResolver<CreateApiKeyInput, typeof createApiKeyBody>(createApiKeyBody, { raw: true }), defaultValues: { name: '' } });
  const refresh = () => queryClient.invalidateQueries({ queryKey: requestApiKeys.all });
  const create = useMutation({
    mutationFn: createApiKey,
    onSuccess: (key) => {
      setCreated(key);
      form.reset({ name: '' });
      void refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: (id: string) => revokeApiKey(id),
    onSettled: () => {
      setRevoking(null);
      void refresh();
    },
  });
  const names = new Map((keys.data ?? []).map((k) => [k.id, k.name]));
  const nameError = form.formState.errors.name?.message;

  return (
    <div className={styles.panel}>
      <form className={styles.create} noValidate onSubmit={form.handleSubmit((values) => create.mutate(values))} aria-label="ساخت کلید API">
        <TextField
          label="نام کلید"
          placeholder="مثلاً سامانهٔ دفتر مرکزی"
          size="small"
          {...form.register('name')}
          error={!!nameError}
          helperText={nameError ?? `برای شناختن کلید؛ تا ${toPersianDigits(API_KEY_NAME_MAX)} نویسه`}
          slotProps={{ htmlInput: { maxLength: API_KEY_NAME_MAX, 'data-testid': 'api-key-name' } }}
        />
        <Button type="submit" variant="contained" disabled={create.isPending} data-testid="api-key-create">
          {create.isPending ? 'در حال ساخت…' : 'ساخت کلید'}
        </Button>
      </form>

      <h3>کلیدهای شما</h3>
      {keys.isPending ? (
        <CircularProgress size={24} aria-label="در حال بارگذاری کلیدها" />
      ) : keys.isError ? (
        <Alert severity="error">فهرست کلیدها بارگذاری نشد.</Alert>
      ) : keys.data.length === 0 ? (
        <p className={styles.empty}>هنوز کلیدی نساخته‌اید.</p>
      ) : (
        // On a phone the dates and the status lie past the sticky revoke button: a named, focusable region lets the
        // keyboard scroll to them too, as the usage table below does (axe scrollable-region-focusable).
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="کلیدهای شما">
          <table className={styles.table} data-testid="api-keys-table">
            <thead>
              <tr>
                <th scope="col">نام</th>
                <th scope="col">پیشوند</th>
                <th scope="col">ساخته‌شده</th>
                <th scope="col">آخرین استفاده</th>
                <th scope="col">وضعیت</th>
                <th scope="col">
                  <span className={hidden.visuallyHidden}>کار</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {keys.data.map((k) => (
                <tr key={k.id} data-testid="api-key-row" data-prefix={k.prefix}>
                  {/* A long name (up to API_KEY_NAME_MAX) is cut short here, whole in its tooltip: the row stays in its card. */}
                  <td className={styles.name} title={k.name} data-testid="api-key-name-cell">
                    {k.name}
                  </td>
                  <td>
                    <code dir="ltr">{k.prefix}_…</code>
                  </td>
                  <td>{when(k.created_at)}</td>
                  <td>{when(k.last_used_at)}</td>
                  <td>{k.revoked_at ? <Chip size="small" label="باطل‌شده" /> : <Chip size="small" color="success" label="فعال" />}</td>
                  <td className={styles.rowAction}>
                    {!k.revoked_at && (
                      <Button size="small" color="error" onClick={() => setRevoking(k)} aria-label={`باطل کردن کلید ${k.name}`}>
                        باطل کردن
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h3>مصرف روزانه (۳۰ روز اخیر)</h3>
      {usage.isPending ? (
        <CircularProgress size={24} aria-label="در حال بارگذاری مصرف" />
      ) : usage.isError ? (
        <Alert severity="error">مصرف بارگذاری نشد.</Alert>
      ) : usage.data.length === 0 ? (
        <p className={styles.empty}>هنوز فراخوانی‌ای با کلیدهای شما ثبت نشده است.</p>
      ) : (
        // Scrolls sideways on a phone and holds nothing focusable: the region itself takes the keyboard (WCAG 2.1.1).
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="مصرف روزانهٔ کلیدها">
          <table className={styles.table} data-testid="api-usage-table">
            <thead>
              <tr>
                <th scope="col">روز</th>
                <th scope="col">کلید</th>
                <th scope="col">فراخوانی</th>
                <th scope="col">ناموفق</th>
                <th scope="col">ردیف دسته‌ای</th>
                <th scope="col">اعتبار مصرفی</th>
              </tr>
            </thead>
            <tbody>
              {usage.data.map((d) => (
                <tr key={`${d.day}-${d.api_key_id}`}>
                  <td>{toPersianDigits(formatJalaliDate(`${d.day}T12:00:00+03:30`))}</td>
                  <td className={styles.name} title={names.get(d.api_key_id)}>
                    {names.get(d.api_key_id) ?? '—'}
                  </td>
                  <td>{fa(d.calls)}</td>
                  <td>{fa(d.failed_calls)}</td>
                  <td>{fa(d.batch_rows)}</td>
                  <td>{fa(d.credits)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className={styles.note}>
        هزینهٔ هر فراخوانی همان اعتبار سرویس در سایت است و از حساب شما کم می‌شود؛ برای افزایش اعتبار به{' '}
        <Link href="/subscription">خرید اشتراک</Link> بروید. راهنمای کامل و نمونهٔ دستورها در{' '}
        <Link href="/services/request-api/docs">مستندات API</Link> است.
      </p>

      <Dialog
        open={created !== null}
        // The only view of the key: a stray tap beside it on a phone must not throw it away. Escape (a deliberate key)
        // and «کلید را ذخیره کردم» still close it.
        onClose={(_event, reason) => reason !== 'backdropClick' && setCreated(null)}
        aria-labelledby="new-key-title"
        maxWidth="sm"
        fullWidth
      >
        <DialogTitle id="new-key-title" sx={{ overflowWrap: 'anywhere' }}>
          کلید «{created?.name}» ساخته شد
        </DialogTitle>
        <DialogContent>
          <Alert severity="warning" sx={{ mb: 2 }}>
            این کلید فقط همین یک بار نمایش داده می‌شود. آن را کپی کنید و جای امنی نگه دارید؛ اگر گم شد، کلید تازه‌ای بسازید و
            این یکی را باطل کنید.
          </Alert>
          <div className={styles.secret}>
            <code dir="ltr" data-testid="api-key-secret">
              {created?.key}
            </code>
            {created && <CopyButton text={created.key} label="کپی کلید" />}
          </div>
          <p className={styles.note}>
            در هر درخواست بفرستید: <code dir="ltr">Authorization: Api-Key {created ? `${created.prefix}_…` : ''}</code>
          </p>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setCreated(null)} variant="contained" data-testid="api-key-saved">
            کلید را ذخیره کردم
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog open={revoking !== null} onClose={() => setRevoking(null)} aria-labelledby="revoke-title">
        <DialogTitle id="revoke-title" sx={{ overflowWrap: 'anywhere' }}>
          باطل کردن کلید «{revoking?.name}»؟
        </DialogTitle>
        <DialogContent>
          <p>فراخوانی‌هایی که با این کلید فرستاده شوند از همین لحظه رد می‌شوند. این کار برگشت‌پذیر نیست.</p>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRevoking(null)}>انصراف</Button>
          <Button color="error" variant="contained" disabled={revoke.isPending} onClick={() => revoking && revoke.mutate(revoking.id)} data-testid="api-key-revoke-confirm">
            باطل کن
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
