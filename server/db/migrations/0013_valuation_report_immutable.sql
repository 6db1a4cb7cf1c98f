-- A stored valuation's report never changes (issue 6: computed in full once, for its price; an upgrade only moves
-- its tier). The result pages keep that part of the row in memory per uuid (server/valuation/get-valuation.ts,
-- issue 32) and read only the columns that may change: tier, owner, services upgraded with, Divar publication. So
-- that no later code path can make those copies stale on any instance, the database refuses to change the rest.
CREATE FUNCTION valuations_report_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.id IS DISTINCT FROM OLD.id OR NEW.kind IS DISTINCT FROM OLD.kind OR NEW.agent_type IS DISTINCT FROM OLD.agent_type
     OR NEW.service_id IS DISTINCT FROM OLD.service_id OR NEW.district IS DISTINCT FROM OLD.district
     OR NEW.neighbourhood_id IS DISTINCT FROM OLD.neighbourhood_id OR NEW.inputs IS DISTINCT FROM OLD.inputs
     OR NEW.result IS DISTINCT FROM OLD.result OR NEW.created_at IS DISTINCT FROM OLD.created_at THEN
    RAISE EXCEPTION 'a stored valuation''s report is immutable (valuation %)', OLD.id;
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER valuations_report_immutable
  BEFORE UPDATE OF id, kind, agent_type, service_id, district, neighbourhood_id, inputs, result, created_at ON valuations
  FOR EACH ROW EXECUTE FUNCTION valuations_report_immutable();

-- Every change to a valuation's row, by whatever code path (an upgrade, a Divar publication, an owner's account
-- deleted), is announced with its id. On the embedded database the one process that owns it drops its copy of that
-- row on the notice (server/db/client.ts listenToDatabase); on PostgreSQL nobody listens and the notice costs nothing.
CREATE FUNCTION valuations_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('valuations_changed', COALESCE(NEW.id, OLD.id)::text);
  RETURN NULL;
END
$$;

CREATE TRIGGER valuations_changed AFTER UPDATE OR DELETE ON valuations FOR EACH ROW EXECUTE FUNCTION valuations_changed();
