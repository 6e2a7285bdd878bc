package metrics

import (
	"context"
	"time"

	"github.com/prometheus/client_golang/prometheus"
)

// scrapeTimeout bounds one scrape, and so the backlog queries within it.
const scrapeTimeout = 10 * time.Second

// backlogQueryTimeout is shorter than scrapeTimeout, so a slow database costs the
// backlog gauges, not the whole scrape.
const backlogQueryTimeout = 5 * time.Second

// backlogCollector reads the mail outbox and the webhook inbox at each scrape. They are
// shared by every instance through the database, so every instance reports the same
// numbers: aggregate them across instances with max, not sum.
type backlogCollector struct {
	db Backlog

	outboxDepth    *prometheus.Desc
	webhookPending *prometheus.Desc
	webhookOldest  *prometheus.Desc
}

func newBacklogCollector(db Backlog) *backlogCollector {
	return &backlogCollector{
		db: db,
		outboxDepth: prometheus.NewDesc("lexa_mail_outbox_depth",
			"Mail messages queued and not yet sent (due, being sent, or waiting for a retry).", nil, nil),
		webhookPending: prometheus.NewDesc("lexa_webhook_events_pending",
			"Billing webhook events received and not yet applied.", nil, nil),
		webhookOldest: prometheus.NewDesc("lexa_webhook_oldest_pending_seconds",
			"Age of the oldest webhook event not yet applied, since it was received; 0 when none is waiting.", nil, nil),
	}
}

func (c *backlogCollector) Describe(ch chan<- *prometheus.Desc) {
	ch <- c.outboxDepth
	ch <- c.webhookPending
	ch <- c.webhookOldest
}

// Collect queries the database now: a gauge kept in memory would show only this
// instance's view, and go stale while another instance drains the queue. A failed
// query leaves its gauges out of the scrape and the handler logs why.
func (c *backlogCollector) Collect(ch chan<- prometheus.Metric) {
	ctx, cancel := context.WithTimeout(context.Background(), backlogQueryTimeout)
	defer cancel()
	if depth, err := c.db.OutboxDepth(ctx); err != nil {
		ch <- prometheus.NewInvalidMetric(c.outboxDepth, err)
	} else {
		ch <- prometheus.MustNewConstMetric(c.outboxDepth, prometheus.GaugeValue, float64(depth))
	}
	pending, oldest, err := c.db.WebhookBacklog(ctx)
	if err != nil {
		ch <- prometheus.NewInvalidMetric(c.webhookPending, err)
		ch <- prometheus.NewInvalidMetric(c.webhookOldest, err)
		return
	}
	ch <- prometheus.MustNewConstMetric(c.webhookPending, prometheus.GaugeValue, float64(pending))
	ch <- prometheus.MustNewConstMetric(c.webhookOldest, prometheus.GaugeValue, max(oldest, 0).Seconds())
}
