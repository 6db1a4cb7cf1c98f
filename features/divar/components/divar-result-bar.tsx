import lean from '@/components/ui/lean.module.css';
import { DivarExitLink } from './divar-message';
import { AdWidgetControls } from './price-widget-controls';

/**
 * Above a neighbourhood result opened from Divar's referral flow (spec §2 `…/result?uuid&divar-post-token&
 * divar-return-url`): "show it on my ad" (shown only to the ad's advertiser, and posted only with their grant) and
 * "back to Divar" by the exit rule.
 */
export function DivarResultBar({ uuid, exitUrl, consentHref }: { uuid: string; exitUrl: string; consentHref: string }) {
  return (
    <div className={lean.page} data-testid="divar-result-bar">
      <AdWidgetControls uuid={uuid} section="neighbourhood" consentHref={consentHref} />
      <div className={lean.actions}>
        <DivarExitLink href={exitUrl} primary />
      </div>
    </div>
  );
}
