package app

import (
	"context"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"math/rand/v2"
	"time"

	"lexa/internal/config"
	"lexa/internal/lexa"
	"lexa/internal/store"
)

// demoService is one service `lexa demo-data` gives an account, and the day its usage
// typically has on a weekday.
type demoService struct {
	serviceType         lexa.ServiceType
	name                string
	calls, leads, cents int64 // a typical weekday
	keepActive          bool
	// units is a typical weekday's count in the type's unit, 0 where the type's default
	// (its calls or leads, lexa.ServiceType.DefaultUnits) is that count; each unit saves
	// minutesPerUnit of someone's time.
	units, minutesPerUnit int64
}

var demoServices = []demoService{
	{lexa.VoiceAI, "Front Desk Receptionist", 15, 3, 26_000, true, 0, 4}, // within Starter's 500 calls a month
	{lexa.CallCenter, "Inbound Lead Desk", 90, 14, 110_000, true, 0, 12},
	{lexa.Recruitment, "Hiring Assistant", 14, 5, 0, true, 14, 20},
	{lexa.ContentMarketing, "Social Studio", 3, 4, 15_000, false, 3, 45},
}

// demoDays is how much history demo-data writes: the 30 days the dashboard and analytics
// show, and the 30 before them that analytics compare with.
const demoDays = 2 * lexa.MetricsDays

// demoDataCommand is `lexa demo-data EMAIL`: it gives an existing account four services
// and a month of plausible usage, through the same storage calls the usage API makes,
// so a new installation has something to show. Running it again adds nothing: each
// day's report has an idempotency key of its own.
func demoDataCommand(ctx context.Context, cfg config.Config, args []string, stdout io.Writer) error {
	if len(args) != 1 {
		return usageError("demo-data takes the e-mail of an existing account")
	}
	db, u, err := openAccount(ctx, cfg, args[0])
	if err != nil {
		return err
	}
	defer db.Close()
	existing, err := db.UserServices(ctx, u.ID)
	if err != nil {
		return err
	}
	now := time.Now().UTC()
	var total lexa.UsageTotals
	added := 0
	for _, d := range demoServices {
		svc, err := demoServiceOf(ctx, db, u.ID, d, existing)
		if err != nil {
			return err
		}
		n, sum, err := fillDemoUsage(ctx, db, u.ID, svc, d, now)
		if err != nil {
			return err
		}
		added += n
		total = total.Add(sum)
		if !d.keepActive {
			if err := setServiceStatus(ctx, db, u.ID, svc.ID, lexa.ServicePaused); err != nil {
				return err
			}
		}
	}
	fmt.Fprintf(stdout, "demo data for %s: %d services, %d daily reports added; the last %d days hold %d calls, %d leads and $%s revenue\n",
		u.Email, len(demoServices), added, demoDays, total.Calls, total.Leads, lexa.Dollars(total.RevenueCents))
	return nil
}

// demoServiceOf is the account's service of that name and type, made if missing, and
// active while its usage is written.
func demoServiceOf(ctx context.Context, db *store.DB, userID string, d demoService, existing []lexa.Service) (lexa.Service, error) {
	for _, s := range existing {
		if s.Type == d.serviceType && s.Name == d.name {
			return s, setServiceStatus(ctx, db, userID, s.ID, lexa.ServiceActive)
		}
	}
	s, err := db.CreateService(ctx, userID, lexa.ServiceInput{Type: d.serviceType, Name: d.name})
	if err != nil {
		return s, err
	}
	return s, setServiceStatus(ctx, db, userID, s.ID, lexa.ServiceActive)
}

func setServiceStatus(ctx context.Context, db *store.DB, userID, serviceID, status string) error {
	_, err := db.UpdateService(ctx, userID, serviceID, lexa.ServiceUpdate{Status: &status})
	return err
}

// fillDemoUsage writes one report a day for the span, and says how many were new and
// what the whole span holds.
func fillDemoUsage(ctx context.Context, db *store.DB, userID string, svc lexa.Service, d demoService, now time.Time) (added int, sum lexa.UsageTotals, err error) {
	first := lexa.FirstDay(now, demoDays)
	for i := range demoDays {
		day := first.AddDate(0, 0, i)
		// Midnight (UTC) and amounts that depend on the date alone: a run on a later day
		// writes the very same report for a day an earlier run already wrote.
		r := demoDay(userID, d, day)
		r.ServiceID, r.IdempotencyKey, r.OccurredAt, r.TimeGiven = svc.ID, "demo-data-"+day.Format(time.DateOnly), day, true
		stored, _, replayed, err := db.RecordUsage(ctx, r, lexa.RateLimit{})
		if errors.Is(err, lexa.ErrIdempotencyClash) {
			// A day written by an older version of this command: leave it as it is.
			continue
		}
		if err != nil {
			return added, sum, fmt.Errorf("%s on %s: %w", d.name, day.Format(time.DateOnly), err)
		}
		if !replayed {
			added++
		}
		sum = sum.Add(lexa.UsageTotals{Calls: stored.Calls, Leads: stored.Leads, RevenueCents: stored.RevenueCents,
			Units: stored.Units, MinutesSaved: stored.MinutesSaved})
	}
	return added, sum, nil
}

// demoDay is a plausible day of a service: quieter at weekends, growing by a fifth over
// each month, and varying by up to a third either way, the same every run for the same
// account and day.
func demoDay(userID string, d demoService, day time.Time) lexa.UsageRecord {
	progress := float64(day.Day()-1) / 30
	h := fnv.New64a()
	fmt.Fprint(h, userID, d.serviceType, day.Format(time.DateOnly))
	rng := rand.New(rand.NewPCG(h.Sum64(), 0x1e5a))
	scale := 1 + 0.2*progress
	if wd := day.Weekday(); wd == time.Saturday || wd == time.Sunday {
		scale *= 0.4
	}
	vary := func(typical int64) int64 {
		return int64(float64(typical) * scale * (0.67 + 0.66*rng.Float64()))
	}
	r := lexa.UsageRecord{Calls: vary(d.calls), Leads: vary(d.leads), RevenueCents: vary(d.cents)}
	if d.units > 0 {
		r.Units, r.UnitsGiven = vary(d.units), true
	}
	r = r.ForService(d.serviceType)
	r.MinutesSaved = r.Units * d.minutesPerUnit
	return r
}
