import lean from '@/components/ui/lean.module.css';
import { FreeUseCheck } from './free-use-check';
import type { PaidSubmission } from './use-paid-submission';

export interface LeanPaidActionsProps {
  paid: PaidSubmission<never>;
  /** The form offers an anonymous visitor the monthly free use (spec §6 noLoginRequired). */
  freeUse: boolean;
  label: string;
  testId: string;
  disabled?: boolean;
  /** What an anonymous visitor is told: the free use this month, or that it is spent. */
  notes: { free: string; spent: string };
}

/** The submit button of a lean paid form (the Divar pages), and what an anonymous visitor's free use allows. */
export function LeanPaidActions({ paid, freeUse, label, testId, disabled = false, notes }: LeanPaidActionsProps) {
  return (
    <div className={lean.actions}>
      <button type="submit" className={lean.button} disabled={paid.busy || disabled} data-testid={testId}>
        {paid.busy && <span className={lean.spinner} aria-hidden="true" />}
        {label}
      </button>
      {!paid.signedIn && freeUse && (
        <p className={lean.muted} data-testid="anonymous-note">
          {paid.freeSpent ? notes.spent : notes.free}
        </p>
      )}
      <FreeUseCheck check={paid.freeUseCheck} />
    </div>
  );
}
