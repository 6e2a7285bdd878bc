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

// backlogCollector reads the mail outbox, the webhook inbox and the jobs at each scrape. They are
// shared by every instance through the database, so every instance reports the same
// numbers: aggregate them across instances with max, not sum.
type backlogCollector struct {
	db Backlog

	outboxDepth    *prometheus.Desc
	webhookPending *prometheus.Desc
	webhookOldest  *prometheus.Desc
	jobsPending    *prometheus.Desc
	jobsDead       *prometheus.Desc
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
		jobsPending: prometheus.NewDesc("lexa_jobs_pending",
			"Background jobs not yet finished (queued, running, or waiting for a retry).", nil, nil),
		jobsDead: prometheus.NewDesc("lexa_jobs_dead",
			"Background jobs that failed their last attempt and will not be retried.", nil, nil),
	}
}

func (c *backlogCollector) Describe(ch chan<- *prometheus.Desc) {
	ch <- c.outboxDepth
	ch <- c.webhookPending
	ch <- c.webhookOldest
	ch <- c.jobsPending
	ch <- c.jobsDead
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
	if pending, oldest, err := c.db.WebhookBacklog(ctx); err != nil {
		ch <- prometheus.NewInvalidMetric(c.webhookPending, err)
		ch <- prometheus.NewInvalidMetric(c.webhookOldest, err)
	} else {
		ch <- prometheus.MustNewConstMetric(c.webhookPending, prometheus.GaugeValue, float64(pending))
		ch <- prometheus.MustNewConstMetric(c.webhookOldest, prometheus.GaugeValue, max(oldest, 0).Seconds())
	}
	pending, dead, err := c.db.JobBacklog(ctx)
	if err != nil {
		ch <- prometheus.NewInvalidMetric(c.jobsPending, err)
		ch <- prometheus.NewInvalidMetric(c.jobsDead, err)
		return
	}
	ch <- prometheus.MustNewConstMetric(c.jobsPending, prometheus.GaugeValue, float64(pending))
	ch <- prometheus.MustNewConstMetric(c.jobsDead, prometheus.GaugeValue, float64(dead))
}
