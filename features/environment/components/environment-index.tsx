'use client';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { lazyContractResolver } from '@/components/form/lazy-contract-resolver';
import { useFocusFirstError } from '@/components/form/use-focus-first-error';
import { useFormDraft } from '@/components/form/use-form-draft';
import { AccountNeededNotice } from '@/components/ui/account-needed-notice';
import lean from '@/components/ui/lean.module.css';
import { LeanPaidActions } from '@/features/shared/billing/lean-paid-actions';
import { usePaidSubmission } from '@/features/shared/billing/use-paid-submission';
import { LazyPlaceMap } from '@/features/shared/place/lazy-place-map';
import { MAP_PICK_HINT } from '@/features/shared/place/map-pick-hint';
import { PlacePickStatus } from '@/features/shared/place/place-pick-status';
import { PlaceSearchField } from '@/features/shared/place/place-search-field';
import { usePlacePicker } from '@/features/shared/place/use-place-picker';
import type { EnvironmentFormValues } from '@/lib/contracts/environment';
import type { PickedPlace } from '@/lib/contracts/place';
import { placeBody } from '@/lib/contracts/place-body';
import { RESULT_PAGES } from '@/lib/contracts/result-pages';
import { errorMessages } from '@/lib/errors/catalogue';
import { notify } from '@/lib/notify';
import { ENVIRONMENT_FORM_KEY } from '@/lib/same-home';
import s from './environment-index.module.css';

export const RESULT_PATH = RESULT_PAGES.environment;

type PlaceForm = { place: PickedPlace | null };

// The contract (zod) loads when the form first validates or a saved submission comes back: the page stays light.
const loadContract = () => import('@/lib/contracts/environment').then((m) => m.environmentForm);

/**
 * /neighborhood and /services/environment-evaluation (spec §2): pick the place on the map or by name →
 * service dialog → AI overlay → result. Drawn without MUI; the map's code loads when the user opens it.
 */
export function EnvironmentIndex() {
  const form = useForm<PlaceForm, unknown, EnvironmentFormValues>({
    resolver: lazyContractResolver<PlaceForm, EnvironmentFormValues>(loadContract),
    defaultValues: { place: null },
    // The place has no input of its own to focus: the search box, marked invalid, takes the focus (as on /price).
    shouldFocusError: false,
  });
  const { control, handleSubmit, setValue, formState } = form;
  // The place picked survives a reload, the sign-in and the gateway; a valuation's «امتیاز محلهٔ همین ملک» writes it.
  // Links may pick a place once it is restored; not on Back to the form as it was sent.
  const linksReady = useFormDraft(form, ENVIRONMENT_FORM_KEY);
  const formRef = useFocusFirstError(formState);
  const { field, fieldState } = useController({ control, name: 'place' });
  const place = field.value;
  const picker = usePlacePicker({
    place,
    onChange: field.onChange,
    refusedMessage: 'این نقطه خارج از محدودهٔ تحت پوشش (شهر تهران) است. نقطهٔ دیگری انتخاب کنید.',
    // A link's neighbourhood (?neighbourhood=…&name=…) wins over the restored draft.
    linkReady: linksReady,
  });
  const [showMap, setShowMap] = useState(false);

  const paid = usePaidSubmission({
    name: 'environment',
    overlay: 'environmentEvaluation',
    category: () => 'environmental_evaluation',
    body: (input: EnvironmentFormValues, service) => ({ service, ...placeBody(input.place) }),
    // The API client (axios) loads with the first submission, not with the page.
    create: (_input, body) => import('../api/environment-api').then((api) => api.createEnvironmentEvaluation(body)),
    resultUrl: (_input, uuid) => `${RESULT_PATH}?uuid=${uuid}`,
    restore: (saved) => loadContract().then((contract) => contract.safeParse(saved).data ?? null),
    // Back from the gateway: the place is picked again, then the service choice reopens.
    onRestore: (input) => setValue('place', input.place),
    // Answered: Back from the result shows this place again; the next visit from the menu or a link starts blank.
    draftKey: ENVIRONMENT_FORM_KEY,
    draftForBack: true,
    repeatQuestion: { done: 'همین محل را همین حالا ارزیابی کرده‌اید.', again: 'ارزیابی دوباره' },
  });

  return (
    <form ref={formRef} noValidate onSubmit={(e) => void handleSubmit(paid.submit)(e).catch(() => notify('error', errorMessages.networkError))} aria-label="فرم ارزیابی محله" className={`${lean.card} ${s.form}`}>
      {/* No free use here (freeUse={false} below): a visitor learns it before picking a place, not at the button. */}
      {!paid.signedIn && (
        <AccountNeededNotice testId="account-needed">
          ارزیابی محله به حساب کاربری نیاز دارد و هزینهٔ آن از اعتبار حساب کم می‌شود. پیش از شروع وارد شوید یا ثبت نام کنید.
        </AccountNeededNotice>
      )}
      <PlaceSearchField
        {...picker.search}
        label="نام محله یا منطقه"
        placeholder="مثلاً نارمک، سعادت‌آباد یا منطقه ۵"
        error={Boolean(fieldState.error)}
        helperText={fieldState.error?.message}
      />

      <div>
        <button type="button" className={lean.plain} onClick={() => setShowMap((shown) => !shown)} aria-expanded={showMap} aria-controls="place-map">
          {showMap ? 'بستن نقشه' : 'انتخاب محل روی نقشه'}
        </button>
        {showMap && (
          <>
            <div id="place-map" className={s.map}>
              <LazyPlaceMap value={place} onPick={picker.pickPoint} />
            </div>
            <p className={lean.muted}>{MAP_PICK_HINT}</p>
          </>
        )}
      </div>

      <PlacePickStatus resolving={picker.resolving} error={picker.error} place={place} />

      <LeanPaidActions
        paid={paid}
        freeUse={false}
        label="ارزیابی محله"
        testId="start-environment-evaluation"
        // Without a place the button still answers: the contract's message (PLACE_REQUIRED) says what is missing.
        disabled={picker.resolving}
        notes={{ free: '', spent: '' }}
      />
    </form>
  );
}
