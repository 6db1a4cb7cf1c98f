import lean from '@/components/ui/lean.module.css';
import { DivarExitLink } from './divar-message';
import { AdWidgetControls } from './price-widget-controls';

/**
 * Above a neighbourhood result opened from Divar's referral flow (spec §2 `…/result?uuid&divar-post-token&
 * divar-return-url`): "show it on my ad" (shown only to the ad's advertiser, and posted only with their grant) and
 * "back to Divar" by the exit rule.
 */
export function DivarResultBar({
  uuid,
  exitUrl,
  consentHref,
  advertiser,
  addon,
}: {
  uuid: string;
  exitUrl: string;
  consentHref: string;
  advertiser: boolean;
  /** The report's add-on as the server read it with the page: the card is drawn from it at once. */
  addon: { published: boolean; unconfirmed: boolean };
}) {
  return (
    <div className={lean.page} data-testid="divar-result-bar">
      {/* Only an advertiser's evaluation can go on the ad: anyone else's page keeps no place for it (no layout shift). */}
      {advertiser && <AdWidgetControls uuid={uuid} section="neighbourhood" consentHref={consentHref} known={addon} />}
      <div className={lean.actions}>
        <DivarExitLink href={exitUrl} primary />
      </div>
    </div>
  );
}
