'use client';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useFormDraft } from '@/components/form/use-form-draft';
import lean from '@/components/ui/lean.module.css';
import { LeanPaidActions } from '@/features/shared/billing/lean-paid-actions';
import { usePaidSubmission } from '@/features/shared/billing/use-paid-submission';
import { rememberVisitorReport } from '@/features/shared/divar/visitor-reports';
import { LazyPlaceMap } from '@/features/shared/place/lazy-place-map';
import { MAP_MOVE_HINT, MAP_PICK_HINT } from '@/features/shared/place/map-pick-hint';
import { PlacePreviewPicture } from '@/features/shared/place/place-preview';
import { PlaceSearchField } from '@/features/shared/place/place-search-field';
import { usePlacePicker } from '@/features/shared/place/use-place-picker';
import type { AgentType } from '@/lib/contracts/billing';
import { shownPin } from '@/lib/contracts/divar';
import type { PickedPlace } from '@/lib/contracts/place';
import { placeBody } from '@/lib/contracts/place-body';
import { toPersianDigits } from '@/lib/fa/digits';
import type { PlacePreview } from '@/lib/place-preview';
import { hasTokensSnapshot, useHasTokens } from '@/lib/use-signed-in';
import { createAdEnvironmentEvaluation, fetchDivarAd } from '../api/divar-api';
import s from './divar.module.css';

const OUTSIDE = 'این نقطه خارج از محدودهٔ خدمات ماست (شهر تهران)؛ نقطهٔ دیگری روی نقشه انتخاب کنید.';
const PIN_NAME = 'محل آگهی روی نقشه';

interface NeighbourhoodInput {
  place: PickedPlace;
}

/** The form's values, kept as its draft (useFormDraft): the place, and whether it is the owner's pin. */
interface NeighbourhoodValues {
  place: PickedPlace | null;
  fromPin: boolean;
}

const samePoint = (a: PickedPlace | null, b: PickedPlace | null) => a?.latitude === b?.latitude && a?.longitude === b?.longitude;

const isPlace = (v: unknown): v is PickedPlace =>
  typeof v === 'object' && v !== null && Number.isFinite((v as PickedPlace).latitude) && Number.isFinite((v as PickedPlace).longitude) && typeof (v as PickedPlace).name === 'string';

export interface NeighbourhoodFormProps {
  /** The ad evaluated (sent as divar_post_token), or null on a partner's link that names none. */
  postToken: string | null;
  /** Where the ad puts the property: the owner's pin when read, else its Divar neighbourhood's centre; null: unknown. */
  initialPlace: PickedPlace | null;
  /** The area around `initialPlace`, drawn on the server (server/places/place-preview.ts): shown until the map is asked for. */
  preview: PlacePreview | null;
  /** Read the owner's pin in the browser (the advertiser who granted USER_POSTS_GET; the server renders without their token). */
  readPin: boolean;
  /** Whose services pay for it (spec §3). */
  agentType: AgentType;
  /** spec §6 noLoginRequired: an anonymous visitor's monthly free use runs at once (then the sign-up, 426). */
  freeUse: boolean;
  /** The result page: `{uuid}` stands for the answer's uuid. */
  resultHref: string;
  /** Offered first when the free use is spent and the sign-up opens (Divar's one-tap sign-in). */
  partnerSignIn?: { label: string; href: string };
  /** The advertiser's form: where Divar's consent for the ad is given again when the API says it is missing. */
  partnerConsent?: { href: string };
}

/**
 * The neighbourhood evaluation of a Divar ad (issue 28): the ad's location shown on the map and movable (a tap on
 * the map moves it; the server names the neighbourhood), then the paid submission with the partner's agent type.
 * Plain markup for Divar's webview. The point is first shown on a picture of its area drawn on the server; the
 * interactive map (Leaflet, our base layer, tiles) loads only when asked for, which keeps the page light.
 */
export function NeighbourhoodForm({ postToken, initialPlace, preview, readPin, agentType, freeUse, resultHref, partnerSignIn, partnerConsent }: NeighbourhoodFormProps) {
  // The place lives in a form draft, one per ad and role, as on the Divar price form: Back from the result shows the
  // place sent (the point the user moved to), not the ad's again, and pressed again unchanged it offers the result
  // already paid for (usePaidSubmission's draftForBack). Any other visit after the answer starts from the ad; a point
  // moved to and not yet sent is a draft in progress, kept through a reload, a sign-in and the gateway.
  const draftKey = `environment:divar-form:${agentType}:${postToken ?? 'referral'}`;
  const form = useForm<NeighbourhoodValues>({ defaultValues: { place: initialPlace, fromPin: false } });
  const { control, setValue, getValues, reset } = form;
  // False on Back to the answered form: the place sent stays, the owner's pin is not read over it.
  const adReady = useFormDraft(form, draftKey);
  const place = useWatch({ control, name: 'place' });
  const fromPin = useWatch({ control, name: 'fromPin' });
  const setPlace = (p: PickedPlace | null) => {
    setValue('place', p);
    setValue('fromPin', false);
  };
  const [mapOpen, setMapOpen] = useState(false);
  const moved = useRef(false);
  const hasTokens = useHasTokens();
  // Nothing placed the property (an ad without a location, or a partner's link without an ad): the place is searched
  // by name too, not only clicked on the map, which a keyboard or a screen reader cannot do (QA: the map took the
  // focus, the arrows panned it, and no key picked a point). Fixed at the first render, so the box does not go once
  // a place is picked.
  const [withSearch] = useState(initialPlace === null);
  const pick = usePlacePicker({
    place,
    onChange: (p) => {
      moved.current = true;
      setPlace(p);
    },
    refusedMessage: OUTSIDE,
    linkReady: false,
  });

  // The owner's pin places the ad more precisely than its neighbourhood; it is read with the viewer's token.
  // Read once the draft is restored: a place the user moved to and kept (a reload, the gateway) is not replaced.
  useEffect(() => {
    if (!adReady || !readPin || !hasTokens || !postToken) return;
    let current = true;
    fetchDivarAd(postToken).then(
      (ad) => {
        const pin = shownPin(ad);
        if (!current || moved.current || !pin || !samePoint(getValues('place'), initialPlace)) return;
        setValue('place', { ...pin, name: ad.neighbourhood?.name ?? PIN_NAME, district: ad.district_name ?? '' });
        setValue('fromPin', true);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [adReady, readPin, hasTokens, postToken, getValues, setValue, initialPlace]);

  const paid = usePaidSubmission({
    name: 'divar-neighbourhood',
    overlay: 'environmentEvaluation',
    category: () => 'environmental_evaluation',
    agentType,
    freeUse: freeUse ? { family: 'environmental_evaluation' } : undefined,
    partnerSignIn,
    partnerConsent,
    body: (input: NeighbourhoodInput, service) => ({ service, ...placeBody(input.place), ...(postToken ? { divar_post_token: postToken } : {}) }),
    create: async (_input, body) => {
      const created = await createAdEnvironmentEvaluation(body);
      // An anonymous visitor's report of the ad: only this browser can offer it to them again on the ad's entry page.
      if (agentType === 'divar_visitor' && postToken && !hasTokensSnapshot()) rememberVisitorReport('neighbourhood', postToken, created.uuid);
      return created;
    },
    resultUrl: (_input, uuid) => resultHref.replace('{uuid}', encodeURIComponent(uuid)),
    restore: (saved) => (isPlace((saved as Partial<NeighbourhoodInput> | null)?.place) ? (saved as NeighbourhoodInput) : null),
    onRestore: (input) => setPlace(input.place),
    draftKey,
    draftForBack: true,
    repeatQuestion: { done: 'همین محل را همین حالا ارزیابی کرده‌اید.', again: 'ارزیابی دوباره' },
  });
  const [missing, setMissing] = useState(false);
  const submit = () => {
    if (!place) {
      setMissing(true);
      return;
    }
    // The draft mirrors changes only (an unchanged setValue says nothing): the ad's own place, never edited, is
    // written now by a reset to the same values, so that keepAnsweredDraft finds the draft as sent to keep for Back
    // (and the same place pressed again there is asked about, not paid for twice).
    reset(getValues());
    paid.submit({ place });
  };

  const submitLabel = paid.signedIn ? 'ارزیابی محله' : paid.freeSpent ? 'ثبت نام و ارزیابی محله' : 'ارزیابی رایگان محله';
  const how = withSearch ? 'با نام محله یا روی نقشه' : 'روی نقشه';
  const framed = mapOpen || Boolean(place && preview);
  const problem = pick.error ?? (missing && !place ? `محل ملک را ${how} انتخاب کنید.` : null);

  return (
    <form noValidate onSubmit={(e) => (e.preventDefault(), submit())} aria-label="فرم ارزیابی محله" className={s.form} data-testid="divar-neighbourhood-form">
      <section className={lean.card} aria-labelledby="nb-form-place">
        <h2 id="nb-form-place" className={lean.heading}>
          محل ملک
        </h2>
        <p className={lean.text} aria-live="polite" data-testid="nb-form-place">
          {pick.resolving ? (
            'در حال یافتن محله…'
          ) : place ? (
            <>
              <b>{place.name}</b>
              {place.district && `، ${toPersianDigits(place.district)}`}
              {fromPin ? ' (از نقشهٔ آگهی)' : ''}
            </>
          ) : postToken ? (
            `محل ملک در آگهی مشخص نیست؛ آن را ${how} انتخاب کنید.`
          ) : (
            // A partner's link names no ad (the referral flow without post_token): there is no ad to blame.
            `برای ارزیابی، محل ملک را ${how} انتخاب کنید.`
          )}
        </p>
        {withSearch && (
          <PlaceSearchField
            id="nb-place-search"
            {...pick.search}
            label="جست‌وجوی محله"
            placeholder="مثلاً سعادت‌آباد، پونک یا منطقه ۵"
            error={Boolean(problem)}
          />
        )}
        {/* The frame holds a map or a picture of the point; with neither (no place yet, or one picked by name, which
            has no server-drawn picture) it would be an empty box around the button (QA), so the button stands alone. */}
        <div className={framed ? s.map : undefined} data-testid="place-map">
          {mapOpen ? (
            <LazyPlaceMap value={place} onPick={pick.pickPoint} autoFocus />
          ) : (
            <>
              {framed && place && preview && (
                <div className={s.preview} onClick={() => setMapOpen(true)}>
                  <PlacePreviewPicture preview={preview} point={place} label={`نقشهٔ محل ملک: ${place.name}`} />
                </div>
              )}
              <button type="button" className={framed ? `${lean.outlined} ${s.openMap}` : lean.outlined} onClick={() => setMapOpen(true)} data-testid="open-place-map">
                {place ? 'جابه‌جا کردن نقطه روی نقشه' : 'انتخاب محل ملک روی نقشه'}
              </button>
            </>
          )}
        </div>
        {/* «A more precise place» presumes one is shown: with none yet and the map shut, its button says what to do.
            Open, the map also takes the keyboard (arrows move it, Enter picks its centre), and the hint says both. */}
        {(place || mapOpen) && (
          <p className={lean.muted}>
            {mapOpen ? (place ? MAP_MOVE_HINT : MAP_PICK_HINT) : 'اگر محل دقیق‌تر را می‌دانید، نقشه را باز کنید و روی محل بزنید.'}
          </p>
        )}
        {problem && (
          <p className={`${lean.notice} ${lean.error}`} role="alert">
            {problem}
          </p>
        )}
      </section>
      <LeanPaidActions
        paid={paid}
        freeUse={freeUse}
        label={submitLabel}
        testId="start-environment-evaluation"
        disabled={pick.resolving}
        notes={{
          spent: 'ارزیابی رایگان محله در این ماه را استفاده کرده‌اید؛ برای ارزیابی‌های بیشتر ثبت نام کنید.',
          free: 'بدون ثبت نام، یک ارزیابی پایهٔ محله در ماه رایگان است؛ برای ارزیابی‌های بیشتر ثبت نام کنید.',
        }}
      />
    </form>
  );
}
