//go:build cluster

// The cluster test needs what `go test ./...` must not: PostgreSQL, nginx and the built
// binary. It runs with the cluster tag (`make test-cluster`, which builds and installs
// them) and is skipped without TEST_DATABASE_URL.
package cluster_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"lexa/internal/billing/stripetest"
	"lexa/internal/lexa"
	"lexa/internal/mail/mailtest"
	"lexa/tools/cluster"
)

const (
	webhookSecret = "whsec_lexa_cluster"
	salesEmail    = "sales@example.com"
)

// TestMain stops the shared stripe-mock after the tests.
func TestMain(m *testing.M) { stripetest.Main(m) }

// TestCluster starts three instances on an empty schema at the same moment, behind nginx,
// and checks through nginx what the instances must share (DESIGN.md section 1). The
// checks run in order on one cluster: later ones use the account the session check
// makes, the outbox check counts the mail of all of them, and the failover check, which
// kills an instance, comes last.
func TestCluster(t *testing.T) {
	base := os.Getenv("TEST_DATABASE_URL")
	if base == "" {
		t.Skip("TEST_DATABASE_URL is not set: the cluster needs PostgreSQL")
	}
	smtp := mailtest.Start(t, mailtest.Options{})
	stripe := stripetest.Start(t)
	env := map[string]string{"SMTP_URL": "smtp://" + smtp.Addr, "SALES_EMAIL": salesEmail}
	for k, v := range stripeEnv(stripe) {
		env[k] = v
	}
	phoneAPI, phoneEnv := newTwilio(t)
	for k, v := range phoneEnv {
		env[k] = v
	}
	c := startCluster(t, base, env)
	s := &suite{c: c, db: openDB(t, c.DatabaseURL), smtp: smtp, stripe: stripe, twilio: phoneAPI}

	steps := []struct {
		name string
		run  func(t *testing.T)
	}{
		{"migrations run once", s.migrations},
		{"requests spread over every instance", s.spread},
		{"a session works on every instance", s.session},
		{"contact limit is shared", s.contactLimit},
		{"a demo slot is booked once", s.demoSlot},
		{"a webhook event is applied once", s.webhook},
		{"each outbox mail is sent once", s.outbox},
		{"a usage report reaches a stream on another instance", s.live},
		{"each document is analyzed once", s.documents},
		{"a phone call's webhooks on every instance make one call and one booking", s.phone},
		{"a killed instance is skipped, a restarted one serves", s.failover},
	}
	for _, step := range steps {
		t.Run(step.name, step.run)
	}
	s.logSpread(t)
}

// stripeEnv turns Stripe mode on against api: prices price_<plan>_<interval>, products
// prod_<plan>, as internal/app's webhook tests do. api holds each price at 100 × the tier
// rank dollars a month and ten months' worth a year; each instance reads them at start-up.
func stripeEnv(api *stripetest.Server) map[string]string {
	env := map[string]string{"STRIPE_SECRET_KEY": "sk_test_lexa_cluster", "STRIPE_WEBHOOK_SECRET": webhookSecret, "STRIPE_API_URL": api.URL}
	for rank, plan := range lexa.PlanIDs() {
		env["STRIPE_PRODUCT_"+strings.ToUpper(plan)] = "prod_" + plan
		for _, i := range lexa.Intervals {
			env["STRIPE_PRICE_"+strings.ToUpper(plan)+"_"+strings.ToUpper(string(i))] = "price_" + plan + "_" + string(i)
		}
		monthly := int64(rank+1) * 100_00
		api.SetPrice(stripetest.Price{ID: "price_" + plan + "_monthly", UnitAmount: monthly, Interval: "month", Product: "prod_" + plan})
		api.SetPrice(stripetest.Price{ID: "price_" + plan + "_annual", UnitAmount: 10 * monthly, Interval: "year", Product: "prod_" + plan})
	}
	return env
}

// startCluster starts three instances of LEXA_BIN (default bin/lexa) behind NGINX (default
// the installed one). When the test fails, the instances' error lines and the tails of
// their logs and nginx's are shown before the cluster goes; LEXA_CLUSTER_KEEP=1 keeps
// its directory too.
func startCluster(t *testing.T, base string, env map[string]string) *cluster.Cluster {
	t.Helper()
	bin := os.Getenv("LEXA_BIN")
	if bin == "" {
		bin = filepath.Join("..", "..", "bin", "lexa")
	}
	ctx, cancel := context.WithTimeout(t.Context(), time.Minute)
	defer cancel()
	c, err := cluster.Start(ctx, cluster.Options{
		Lexa: bin, Nginx: os.Getenv("NGINX"), Postgres: base, Instances: 3, Env: env,
		KeepDir: os.Getenv("LEXA_CLUSTER_KEEP") != "",
	})
	if err != nil {
		t.Fatalf("start the cluster: %v", err)
	}
	t.Cleanup(func() {
		if t.Failed() {
			dumpLogs(t, c)
		}
		if err := c.Close(); err != nil {
			t.Errorf("close the cluster: %v", err)
		}
	})
	t.Logf("nginx on %s in front of %d instances; files in %s", c.URL, len(c.Instances()), c.Dir)
	return c
}

// dumpLogs shows what explains a failure: every error or warning an instance logged, the
// last lines of each log, and nginx's error log.
func dumpLogs(t *testing.T, c *cluster.Cluster) {
	for _, in := range c.Instances() {
		lines, err := in.Log()
		if err != nil {
			t.Logf("instance %d log: %v", in.Index, err)
			continue
		}
		var show []string
		for i, l := range lines {
			if l.Level == "ERROR" || l.Level == "WARN" || i >= len(lines)-15 {
				show = append(show, l.Raw)
			}
		}
		t.Logf("instance %d (%s), %d log lines; errors, warnings and the last lines:\n%s",
			in.Index, in.Addr, len(lines), strings.Join(show, "\n"))
	}
	errorLog, _ := c.NginxLogs()
	t.Logf("nginx error log:\n%s", errorLog)
}
