-- +goose Up
-- Each service type counts its work in a unit of its own (lexa.DefaultUnits): units is a
-- report's count in that unit, minutes_saved the manual work it took over. Reports sent
-- before get the units they stood for: a voice-ai report's calls, a call-center report's
-- leads. services.usage_current counts units from now on, so this month's count is
-- summed again in units.
ALTER TABLE usage_events ADD COLUMN units BIGINT NOT NULL DEFAULT 0;
ALTER TABLE usage_events ADD COLUMN minutes_saved BIGINT NOT NULL DEFAULT 0;
UPDATE usage_events SET units = CASE service_type WHEN 'voice-ai' THEN calls WHEN 'call-center' THEN leads ELSE 0 END;
UPDATE services SET usage_current = COALESCE((SELECT SUM(e.units) FROM usage_events e
    WHERE e.service_id = services.id AND substr(e.day, 1, 7) = services.usage_period), 0)
    WHERE usage_period <> '';

-- Whether the owner's plan includes the service's type at all (lexa.Allowance); with
-- usage_limit it is set at start-up and whenever the plan changes.
ALTER TABLE services ADD COLUMN usage_included BOOLEAN NOT NULL DEFAULT FALSE;

-- What an hour of the customer's staff costs, for the analytics page's savings; $25 until
-- they set their own.
ALTER TABLE profiles ADD COLUMN hourly_cost_cents BIGINT NOT NULL DEFAULT 2500;

-- +goose Down
ALTER TABLE profiles DROP COLUMN hourly_cost_cents;
ALTER TABLE services DROP COLUMN usage_included;
UPDATE services SET usage_current = COALESCE((SELECT SUM(e.calls) FROM usage_events e
    WHERE e.service_id = services.id AND substr(e.day, 1, 7) = services.usage_period), 0)
    WHERE usage_period <> '';
ALTER TABLE usage_events DROP COLUMN minutes_saved;
ALTER TABLE usage_events DROP COLUMN units;
