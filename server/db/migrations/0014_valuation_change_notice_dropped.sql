-- The result pages no longer keep a valuation's changing columns in memory (server/valuation/get-valuation.ts reads
-- them on every load): nobody listens for migration 0013's change notice any more. The QA server (s10) kept
-- answering a Divar publication as not published although the row said published, which a notice dropping the kept
-- copy should have prevented; the cause was not found, so the copy is gone, and with it the notice. The report
-- itself stays immutable (0013's other trigger), which is what keeps the remaining cache right.
DROP TRIGGER valuations_changed ON valuations;
DROP FUNCTION valuations_changed();
