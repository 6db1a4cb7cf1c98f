-- Our add-on on a Divar ad is written with one call that Divar answers 200 once it has accepted it (it attaches it
-- shortly after). When that call times out, Divar may still accept it: whether the ad shows the reports our records
-- say it shows (or still shows the one just taken off) is not known. Such a report is marked here until the next
-- change of the ad's add-on that Divar answers, which settles it; the advertiser is told to check the ad meanwhile.
ALTER TABLE valuations ADD COLUMN divar_unconfirmed_at timestamptz;
ALTER TABLE environment_evaluations ADD COLUMN divar_unconfirmed_at timestamptz;
