package app

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"net"
	"net/http"
	"runtime/debug"
	"strconv"
	"sync"
	"time"

	"lexa/internal/ai"
	"lexa/internal/ai/content"
	"lexa/internal/ai/invoice"
	"lexa/internal/ai/lead"
	"lexa/internal/ai/receptionist"
	"lexa/internal/ai/resume"
	"lexa/internal/audio"
	"lexa/internal/auth"
	"lexa/internal/billing"
	"lexa/internal/callsummary"
	"lexa/internal/config"
	"lexa/internal/extract"
	"lexa/internal/httpapi"
	"lexa/internal/lexa"
	"lexa/internal/mail"
	"lexa/internal/queue"
	"lexa/internal/retention"
	"lexa/internal/store"
	"lexa/internal/twilio"
	"lexa/internal/webui"
	"lexa/internal/weeklysummary"
)

// shutdownGrace bounds how long in-flight requests may run after a stop signal.
const shutdownGrace = 20 * time.Second

// App is a running Lexa: the database, the site and the HTTP server, wired together.
// Tests start the real thing through it on 127.0.0.1:0.
type App struct {
	cfg      config.Config
	logger   *slog.Logger
	db       *store.DB
	server   *http.Server
	listener net.Listener
	mail     *mail.Worker
	billing  *billing.Worker // nil in test mode: there are no webhooks to apply
	jobs     *queue.Jobs
	retain   *retention.Worker
	weekly   *weeklysummary.Worker
	// dailyCalls queues the optional morning mail of each voice service's calls.
	dailyCalls *callsummary.Worker
	api        *httpapi.Server
	// metricsServer serves GET /metrics on METRICS_ADDR; nil when that is empty.
	metricsServer   *http.Server
	metricsListener net.Listener
}

// Option changes how NewApp wires the app; tests use them.
type Option func(*appOptions)

type appOptions struct {
	clock         lexa.Clock
	mailWorker    []mail.WorkerOption
	billingWorker []billing.WorkerOption
	jobWorker     []queue.Option
	retention     []retention.Option
	weekly        []weeklysummary.Option
	dailyCalls    []callsummary.Option
	liveHeartbeat time.Duration
	// phoneModelDeadline bounds a model's answer on the phone (0: httpapi's 4 s).
	phoneModelDeadline time.Duration
	// readText wraps the document reader; tests hold one file's reading back.
	readText func(next textReader) textReader
	// noOCR pretends Tesseract is not installed (tests).
	noOCR bool
	// pageImage wraps the page renderer; tests hold renders back.
	pageImage func(next pageImager) pageImager
}

// WithClock replaces the system clock (tests move time forward).
func WithClock(c lexa.Clock) Option { return func(o *appOptions) { o.clock = c } }

// WithMailWorker tunes the mail worker (tests poll and retry faster).
func WithMailWorker(opts ...mail.WorkerOption) Option {
	return func(o *appOptions) { o.mailWorker = append(o.mailWorker, opts...) }
}

// WithBillingWorker tunes the webhook worker (tests poll and retry faster).
func WithBillingWorker(opts ...billing.WorkerOption) Option {
	return func(o *appOptions) { o.billingWorker = append(o.billingWorker, opts...) }
}

// WithJobWorker tunes the background job worker (tests poll faster).
func WithJobWorker(opts ...queue.Option) Option {
	return func(o *appOptions) { o.jobWorker = append(o.jobWorker, opts...) }
}

// WithDailyCallSummary tunes the daily call summary worker (tests make fast passes).
func WithDailyCallSummary(opts ...callsummary.Option) Option {
	return func(o *appOptions) { o.dailyCalls = append(o.dailyCalls, opts...) }
}

// WithWeeklySummary tunes the weekly usage summary worker (tests make fast passes).
func WithWeeklySummary(opts ...weeklysummary.Option) Option {
	return func(o *appOptions) { o.weekly = append(o.weekly, opts...) }
}

// WithRetention tunes the retention worker (tests make passes with small batches).
func WithRetention(opts ...retention.Option) Option {
	return func(o *appOptions) { o.retention = append(o.retention, opts...) }
}

// WithLiveHeartbeat sets how often live-updates streams send a heartbeat and check their
// session (tests see both without waiting 25 s).
func WithLiveHeartbeat(d time.Duration) Option { return func(o *appOptions) { o.liveHeartbeat = d } }

// WithPhoneModelDeadline sets how long a model may take to answer a turn on the phone
// before the built-in engine answers (tests make it short).
func WithPhoneModelDeadline(d time.Duration) Option {
	return func(o *appOptions) { o.phoneModelDeadline = d }
}

// wrapHandler lets a test add routes around the real handler; nil in production.
var wrapHandler func(http.Handler) http.Handler

// NewApp opens and migrates the database and prepares the site from siteFS.
func NewApp(ctx context.Context, cfg config.Config, logger *slog.Logger, siteFS fs.FS, opts ...Option) (*App, error) {
	o := appOptions{clock: lexa.SystemClock{}}
	for _, opt := range opts {
		opt(&o)
	}
	clock := o.clock
	calendar, err := lexa.NewDemoCalendar(cfg.BookingClosedDates...)
	if err != nil {
		return nil, err
	}
	composer, err := mail.NewComposer(mail.Brand{
		SiteName: cfg.SiteName, BaseURL: cfg.BaseURL.String(), ContactEmail: cfg.ContactEmail,
		ContactPhone: cfg.ContactPhone, SalesEmail: cfg.SalesEmail,
	})
	if err != nil {
		return nil, err
	}
	sender, err := newSender(cfg, logger)
	if err != nil {
		return nil, err
	}
	// First, as the pages, the checkout and the AI engine all quote its prices.
	catalog, err := newCatalog(ctx, cfg, logger)
	if err != nil {
		return nil, err
	}
	site, err := webui.New(siteFS, webui.Brand{
		SiteName:     cfg.SiteName,
		ContactEmail: cfg.ContactEmail,
		ContactPhone: cfg.ContactPhone,
		ContactCity:  cfg.ContactCity,
		SocialURL:    cfg.SocialURL,
		BaseURL:      cfg.BaseURL.String(),
		Year:         strconv.Itoa(clock.Now().Year()),
		AvatarSource: avatarSource(cfg),
		GoogleSignIn: cfg.GoogleClientID != "",
		Plans:        catalog.Figures(),
		Claims:       cfg.SiteClaims,
	})
	if err != nil {
		return nil, err
	}

	db, err := store.Open(ctx, cfg.DatabaseURL, clock)
	if err != nil {
		return nil, err
	}
	n, err := db.Migrate(ctx)
	if err != nil {
		db.Close()
		return nil, err
	}
	logger.Info("database ready", "dialect", db.Dialect(), "migrations_applied", n)
	if err := db.CheckEmailAddresses(ctx); err != nil {
		db.Close()
		return nil, err
	}
	if synced, err := db.SyncUsageLimits(ctx); err != nil {
		db.Close()
		return nil, err
	} else if synced > 0 {
		logger.Info("usage limits follow the plans' allowances", "services_updated", synced)
	}
	if err := grantConfiguredAdmins(ctx, db, cfg.AdminEmails, logger); err != nil {
		db.Close()
		return nil, fmt.Errorf("ADMIN_EMAILS: %w", err)
	}
	secretBox, err := newSecrets(cfg, logger)
	if err != nil {
		db.Close()
		return nil, err
	}
	worker := mail.NewWorker(db, sender, logger, clock, o.mailWorker...)
	payments := newPayments(cfg, logger, clock, db, composer, catalog, o.billingWorker)
	// The background jobs (decision 0037): the analysis of the workspaces' documents.
	jobs := queue.NewJobs(db, logger, clock, append([]queue.Option{queue.WithWorkers(cfg.Documents.Workers)}, o.jobWorker...)...)
	reader, err := newDocumentReader(ctx, cfg.Documents, logger, o.noOCR)
	if err != nil {
		db.Close()
		return nil, err
	}

	var google httpapi.GoogleSignIn
	if cfg.GoogleClientID != "" {
		google = auth.NewGoogle(auth.GoogleConfig{
			Issuer: cfg.OIDCIssuerURL, ClientID: cfg.GoogleClientID, ClientSecret: cfg.GoogleClientSecret,
			RedirectURL: cfg.BaseURL.String() + "/api/auth/google/callback",
		})
	} else {
		logger.Info("GOOGLE_CLIENT_ID is not set: 'Continue with Google' is off")
	}

	metricsServer, hooks := newMetricsServer(cfg, logger, db)
	demoAI, transcriber := newDemoAI(cfg, logger, catalog, clock)
	jobs.Register(lexa.JobAnalyzeDocument, newAnalyzer(db, o.wrapReader(reader.Text), demoAI, clock).Handle)
	telephony := twilio.New(cfg.Telephony.TwilioAPIURL)
	jobs.Register(lexa.JobPhoneText, phoneTexter{db: db, box: secretBox, twilio: telephony, logger: logger}.Handle)
	jobs.Register(lexa.JobScoreLead, newLeadScorer(db, composer, cfg.BaseURL.String(), worker.Notify).Handle)
	api := httpapi.New(httpapi.Deps{
		Logger:                logger,
		Store:                 db,
		Mail:                  composer,
		Clock:                 clock,
		Calendar:              calendar,
		Site:                  site,
		SiteName:              cfg.SiteName,
		BaseURL:               cfg.BaseURL,
		TrustedProxies:        cfg.TrustedProxies,
		RateLimitIPv6Prefix:   cfg.RateLimitIPv6Prefix,
		NotifyMail:            worker.Notify,
		JobsQueued:            jobs.Notify,
		Passwords:             auth.NewHasher(),
		AccountMail:           composer,
		SessionIdle:           cfg.SessionIdle,
		SessionMaxAge:         cfg.SessionMaxAge,
		Google:                google,
		AdminEmails:           cfg.AdminEmails,
		Billing:               payments.provider,
		UsageReportsPerMinute: cfg.UsageReportsPerMinute,
		AI:                    demoAI,
		Conversations:         receptionist.Conversations{},
		Telephony:             telephony,
		Secrets:               secretBox,
		PhoneModelDeadline:    o.phoneModelDeadline,
		Transcriber:           transcriber,
		RecordingLength:       audio.Length,
		ReadLead:              lead.Read,
		ReadResumeKind:        resume.ReadKind,
		ContentNote: func(r lexa.ContentRequest, builtIn bool) string {
			return content.Note(content.Request{Type: r.Type, Topic: r.Topic, Platform: r.Platform, Tone: r.Tone}, builtIn)
		},
		DemoLimits:     httpapi.DemoLimits{Requests: cfg.AI.DemoLimit, Window: cfg.AI.DemoWindow},
		ObserveRequest: hooks.observe,
		LiveHeartbeat:  o.liveHeartbeat,
		PageImage:      o.wrapPageImage(reader.PageImage),
		ErrNoPage:      extract.ErrNoPage,
		CorrectInvoice: invoice.Correct,
	})
	retain := retention.New(db, lexa.Retention{LongestRateLimitWindow: api.LongestRateLimitWindow(), Audit: cfg.AuditRetention},
		logger, clock, append([]retention.Option{retention.WithDeletedHook(hooks.deleted)}, o.retention...)...)
	weekly := weeklysummary.New(db, composer.WeeklySummary, logger, clock, worker.Notify, o.weekly...)
	daily := callsummary.New(db, composer.DailyCalls, logger, clock, worker.Notify, o.dailyCalls...)
	handler := api.Handler()
	if wrapHandler != nil {
		handler = wrapHandler(handler)
	}
	// Preparing the site (compressing every page) is the one large burst of allocation
	// in the life of the process; hand that memory back now rather than keep it resident.
	debug.FreeOSMemory()

	app := &App{
		cfg:           cfg,
		logger:        logger,
		db:            db,
		mail:          worker,
		billing:       payments.worker,
		jobs:          jobs,
		retain:        retain,
		weekly:        weekly,
		dailyCalls:    daily,
		api:           api,
		metricsServer: metricsServer,
		server: &http.Server{
			Handler:           handler,
			ReadHeaderTimeout: 10 * time.Second,
			ReadTimeout:       60 * time.Second,
			// Streaming responses (server-sent events) extend their own deadline.
			WriteTimeout:   60 * time.Second,
			IdleTimeout:    120 * time.Second,
			MaxHeaderBytes: 64 << 10,
			ErrorLog:       slog.NewLogLogger(logger.Handler(), slog.LevelWarn),
		},
	}
	// Live-updates streams never end by themselves; Shutdown would wait for them.
	app.server.RegisterOnShutdown(api.CloseLiveStreams)
	return app, nil
}

// Listen binds LISTEN_ADDR, and METRICS_ADDR when set; Run calls it when it has not
// been called.
func (a *App) Listen() error {
	ln, err := net.Listen("tcp", a.cfg.ListenAddr)
	if err != nil {
		return fmt.Errorf("listen: %w", err)
	}
	if err := a.listenMetrics(); err != nil {
		ln.Close()
		return err
	}
	a.listener = ln
	a.logger.Info("listening", "addr", ln.Addr().String(), "url", a.cfg.BaseURL.String())
	return nil
}

// Addr is the bound address (useful with port 0).
func (a *App) Addr() string { return a.listener.Addr().String() }

// Run serves until ctx is cancelled, then stops accepting connections and lets
// in-flight requests finish for up to shutdownGrace.
func (a *App) Run(ctx context.Context) error {
	if a.listener == nil {
		if err := a.Listen(); err != nil {
			return err
		}
	}
	// Live events flow before the first request is served, so no stream opens deaf to them.
	stopLive := a.relayLiveEvents(ctx)
	served := make(chan error, 1)
	go func() { served <- a.server.Serve(a.listener) }()
	// Deferred first, so it runs last: the metrics stay up while the site drains.
	stopMetrics := a.serveMetrics()
	defer stopMetrics()
	defer stopLive()
	// The workers stop after the HTTP server: each finishes what it has in hand and leaves
	// the rest (mail, webhook events, jobs) in the database for the next start or another
	// instance.
	workCtx, stopWork := context.WithCancel(context.WithoutCancel(ctx))
	var workers sync.WaitGroup
	workers.Go(func() { a.mail.Run(workCtx) })
	workers.Go(func() { a.retain.Run(workCtx) })
	workers.Go(func() { a.weekly.Run(workCtx) })
	workers.Go(func() { a.dailyCalls.Run(workCtx) })
	workers.Go(func() { a.jobs.Run(workCtx) })
	if a.billing != nil {
		workers.Go(func() { a.billing.Run(workCtx) })
	}
	defer func() {
		stopWork()
		workers.Wait()
	}()

	select {
	case err := <-served:
		return fmt.Errorf("serve: %w", err)
	case <-ctx.Done():
	}
	a.logger.Info("shutting down", "grace", shutdownGrace.String())
	shutdownCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), shutdownGrace)
	defer cancel()
	if err := a.server.Shutdown(shutdownCtx); err != nil {
		a.server.Close()
		return fmt.Errorf("shutdown: in-flight requests cut off after %s: %w", shutdownGrace, err)
	}
	if err := <-served; err != nil && !errors.Is(err, http.ErrServerClosed) {
		return fmt.Errorf("serve: %w", err)
	}
	a.logger.Info("stopped")
	return nil
}

// Close releases the database. Call it after Run returns.
func (a *App) Close() error {
	return a.db.Close()
}

// newSender sends through SMTP_URL, or writes mail to the log when there is none.
func newSender(cfg config.Config, logger *slog.Logger) (mail.Sender, error) {
	if cfg.SMTPURL == "" {
		logger.Warn("SMTP_URL is not set: e-mails are written to this log instead of being sent")
		return mail.NewLogSender(logger), nil
	}
	return mail.NewSMTPSender(cfg.SMTPURL, cfg.MailFrom)
}

// newDemoAI is the model at AI_BASE_URL (the built-in engine standing in for a structured
// answer that does not validate) or the built-in engine, both guarded by
// AI_MAX_CONCURRENT and AI_TIMEOUT (the built-in engine's answers cost this machine's CPU,
// a model's its provider's bill), the lead advice quoting the catalogue's prices; and,
// with a model and AI_TRANSCRIPTION_MODEL, the transcriber of the voice demo's
// recordings, in the same guard (nil otherwise).
func newDemoAI(cfg config.Config, logger *slog.Logger, catalog lexa.Catalog, clock lexa.Clock) (httpapi.DemoAI, httpapi.Transcriber) {
	if !cfg.AI.UsesModel() {
		logger.Info("AI_BASE_URL is not set: the live demos use the built-in engine")
		// A resume's "Present" is this year; fixed for the process so answers repeat.
		return ai.GuardBuiltIn(ai.NewBuiltIn(catalog.Figures(), clock.Now().Year()), cfg.AI.MaxConcurrent, cfg.AI.Timeout, logger), nil
	}
	logger.Info("the live demos ask a model", "base_url", config.MaskURL(cfg.AI.BaseURL), "model", cfg.AI.Model,
		"transcription_model", cfg.AI.TranscriptionModel)
	// A structured answer that fails its checks is replaced by the built-in engine's reading
	// (docs/decisions/0069-model-structured-output.md); it runs inside the model's guard.
	builtIn := ai.NewBuiltIn(catalog.Figures(), clock.Now().Year())
	builtIn.WordPause = 0 // it never chats here
	mc := ai.ModelConfig{BaseURL: cfg.AI.BaseURL, APIKey: cfg.AI.APIKey, Model: cfg.AI.Model, Fallback: builtIn, Logger: logger}
	if cfg.AI.Transcribes() {
		mc.TranscriptionModel = cfg.AI.TranscriptionModel
	}
	model := ai.NewModel(mc)
	guard := ai.NewGuard(model, cfg.AI.MaxConcurrent, cfg.AI.Timeout, logger)
	if !cfg.AI.Transcribes() {
		return guard, nil
	}
	return guard, ai.GuardTranscriber(guard, model)
}

// avatarSource is where Google keeps profile pictures, allowed as images only when
// Google sign-in is on.
func avatarSource(cfg config.Config) string {
	if cfg.GoogleClientID == "" {
		return ""
	}
	return "https://*.googleusercontent.com"
}

// withoutOCR starts the app as on a server without Tesseract (tests).
func withoutOCR() Option { return func(o *appOptions) { o.noOCR = true } }

// withTextReader wraps the document reader (tests hold a file's reading back).
func withTextReader(wrap func(next textReader) textReader) Option {
	return func(o *appOptions) { o.readText = wrap }
}

// withPageImage wraps the page renderer (tests hold renders back).
func withPageImage(wrap func(next pageImager) pageImager) Option {
	return func(o *appOptions) { o.pageImage = wrap }
}
