// Package httpapi is Lexa's HTTP surface: one route table, the middleware every request
// passes through, JSON helpers and the mapping from domain errors to status codes.
package httpapi

import (
	"context"
	"log/slog"
	"net/http"
	"net/netip"
	"net/url"
	"strings"
	"time"

	"lexa/internal/lexa"
)

// Pinger is the part of the database the readiness check needs.
type Pinger interface {
	Ping(ctx context.Context) error
}

// Store is everything the handlers need from the database.
type Store interface {
	Pinger
	LeadStore
	AccountStore
	SignupStore
	PasswordStore
	PasswordChangeStore
	ProfileStore
	GoogleStore
	BillingStore
	ServiceStore
	DocumentStore
	EmbedStore
	ReceptionistStore
	AppointmentStore
	ConversationStore
	PhoneStore
	ContentStore
	InboxLeadStore
	AdminStore
	LiveStore
}

// Deps is what the HTTP layer needs from the rest of the program.
type Deps struct {
	Logger         *slog.Logger
	Store          Store
	Mail           Composer
	Clock          lexa.Clock
	Calendar       lexa.DemoCalendar
	Site           http.Handler // the web app: prerendered pages, SPA shell, assets
	SiteName       string
	BaseURL        *url.URL
	TrustedProxies []netip.Prefix
	// RateLimitIPv6Prefix groups IPv6 clients by prefix for the per-address limits
	// (RATE_LIMIT_IPV6_PREFIX); 0 means 64.
	RateLimitIPv6Prefix int
	// NotifyMail nudges the mail worker after mail was queued; nil when there is none.
	NotifyMail  func()
	Passwords   PasswordHasher
	AccountMail AccountMail
	// SessionIdle ends sessions unused this long; SessionMaxAge ends every session.
	SessionIdle, SessionMaxAge time.Duration
	// Google is the OpenID Connect client for 'Continue with Google'; nil when it is off.
	Google GoogleSignIn
	// AdminEmails get the admin role when their account is created.
	AdminEmails []string
	// Billing is the payment provider. Its extra abilities are found by asking it:
	// TestBilling (test mode's pages), WebhookParser and WebhookNotifier (Stripe's).
	Billing Billing
	// JobsQueued tells this instance's job worker a job was queued; nil when none runs here.
	JobsQueued func()
	// UsageReportsPerMinute caps each API key's usage reports.
	UsageReportsPerMinute int
	// AI answers the live demos; DemoLimits is how often one address may use each.
	AI DemoAI
	// Conversations reads the receptionist's conversations for the bookings and messages
	// they complete (internal/ai/receptionist.Conversations); nil stores nothing.
	Conversations Conversations
	DemoLimits    DemoLimits
	// Telephony is Twilio's REST API and webhook signature (internal/twilio); Secrets
	// seals the auth tokens owners give (SECRETS_KEY; nil: none may be stored).
	// PhoneModelDeadline bounds a model's answer on the phone (0: 4 s), after which the
	// built-in engine answers.
	Telephony          Telephony
	Secrets            SecretBox
	PhoneModelDeadline time.Duration
	// Transcriber transcribes the voice demo's recordings; nil when no model does.
	// RecordingLength reads a recording's length from its container (audio.Length); the
	// transcribe route needs it whenever Transcriber is set.
	Transcriber     Transcriber
	RecordingLength lexa.RecordingLength
	// ReadLead reads the lead scorer's kind and profile (name, role, company, budget…) by
	// rules, whichever engine writes the analysis (internal/ai/lead.Read); nil answers a
	// lead with an empty profile.
	ReadLead func(ctx context.Context, leadText string) (lexa.LeadReading, error)
	// ContentNote is the short line the content demo and the drafts answer beside the
	// post (internal/ai/content.Note): why a sensitive topic is not in the tone asked, and,
	// from the built-in engine, that the words around a topic in another language are
	// English. nil: no note.
	ContentNote func(req lexa.ContentRequest, builtIn bool) string
	// ReadResumeKind reads what the recruitment demo's resume text is (resume, cover
	// letter, job ad or other) by rules, whichever engine writes the analysis
	// (internal/ai/resume.ReadKind); nil answers every text as a resume.
	ReadResumeKind func(ctx context.Context, resumeText string) (lexa.ResumeKind, error)
	// ObserveRequest is told of every finished request, for the metrics; nil when they
	// are off. route is the matched pattern ("" when none matched), never the raw path.
	ObserveRequest func(route, method string, status int, d time.Duration)
	// LiveHeartbeat is how often an idle live-updates stream sends a heartbeat and checks
	// its session (0: 25 s); MaxLiveStreams bounds this instance's streams (0: 10,000).
	LiveHeartbeat  time.Duration
	MaxLiveStreams int
	// PageImage renders page n (from 1) of a document's file as a PNG at most width
	// pixels wide in the document reader's child process (extract.Sandbox.PageImage), and
	// says how many pages the document has (0: not known). ErrNoPage (errors.Is) is a
	// page the document does not have, or a type without pages. nil: no page images.
	PageImage func(ctx context.Context, mediaType string, body []byte, n, width int) (png []byte, pages int, err error)
	ErrNoPage error
	// PageRenders bounds the page renders running at once on this instance (0: 2):
	// each is a child process with the reader's memory limit.
	PageRenders int
	// CorrectInvoice reads an invoice's text again with a person's corrections in place
	// and checks it (internal/ai/invoice.Correct: the rules alone, a few milliseconds).
	CorrectInvoice func(ctx context.Context, text string, c lexa.InvoiceCorrections) (lexa.InvoiceReading, error)
}

// Server holds the dependencies of the handlers.
type Server struct {
	Deps
	live    *liveStreams          // the open GET /api/events streams of this instance
	limits  map[string]lexa.Limit // lexa.RateLimits with the configured limits
	pages   renderSlots           // the page renders running on this instance
	uploads *uploadSlots          // each account's document uploads in progress here
}

// New returns a server for deps.
func New(deps Deps) *Server {
	return &Server{Deps: deps, live: newLiveStreams(deps.MaxLiveStreams), pages: newRenderSlots(deps.PageRenders), limits: lexa.RateLimits(lexa.ConfiguredLimits{
		UsageReportsPerMinute: deps.UsageReportsPerMinute, DemoRequests: deps.DemoLimits.Requests, DemoWindow: deps.DemoLimits.Window,
	}), uploads: newUploadSlots()}
}

// route is one entry of the route table.
type route struct {
	pattern string // Go 1.22 pattern with method, e.g. "POST /api/contact"
	handler http.HandlerFunc
	maxBody int64 // request body limit; 0 means defaultMaxBody
	public  bool  // served without a session; every other route requires one
}

// adminPrefix is where the admin API lives: every route under it, whatever its entry
// says, answers only a signed-in user with the admin role.
const adminPrefix = "/api/admin/"

// isAdmin tells whether the route is part of the admin API, whether or not its pattern
// names a method.
func (rt route) isAdmin() bool {
	path := rt.pattern
	if _, p, hasMethod := strings.Cut(rt.pattern, " "); hasMethod {
		path = p
	}
	return strings.HasPrefix(path, adminPrefix)
}

// defaultMaxBody caps request bodies unless a route needs more.
const defaultMaxBody = 64 << 10

// routes is the whole HTTP surface of Lexa in one place. Routes marked public are open to
// anyone; all others answer 401 without a session (requireSession).
func (s *Server) routes() []route {
	return append([]route{
		{pattern: "GET /healthz", handler: s.handleHealthz, public: true},
		{pattern: "GET /readyz", handler: s.handleReadyz, public: true},
		{pattern: "POST /api/auth/signup", handler: s.handleSignup, public: true},
		{pattern: "GET /api/auth/verify", handler: s.handleVerify, public: true},
		{pattern: "POST /api/auth/verify/resend", handler: s.handleResendVerification, public: true},
		{pattern: "POST /api/auth/signin", handler: s.handleSignin, public: true},
		{pattern: "POST /api/auth/password/forgot", handler: s.handleForgotPassword, public: true},
		{pattern: "POST /api/auth/password/reset", handler: s.handleResetPassword, public: true},
		{pattern: "GET /api/auth/google", handler: s.handleGoogleStart, public: true},
		{pattern: "GET /api/auth/google/callback", handler: s.handleGoogleCallback, public: true},
		{pattern: "POST /api/auth/signout", handler: s.handleSignout, public: true},
		{pattern: "POST /api/contact", handler: s.handleContact, public: true},
		{pattern: "GET /api/demo/slots", handler: s.handleDemoSlots, public: true},
		{pattern: "POST /api/demo/bookings", handler: s.handleDemoBooking, public: true},
		{pattern: "GET /api/demo/bookings/cancel", handler: s.handleDemoCancelPage, public: true},
		{pattern: "POST /api/demo/bookings/cancel", handler: s.handleDemoCancel, public: true},
		{pattern: "GET /api/plans", handler: s.handlePlans, public: true},
		{pattern: "POST /api/ai/recruitment", handler: s.handleRecruitmentDemo, public: true, maxBody: demoMaxBody},
		{pattern: "POST /api/ai/payroll", handler: s.handlePayrollDemo, public: true, maxBody: demoMaxBody},
		{pattern: "POST /api/ai/callcenter", handler: s.handleCallCenterDemo, public: true, maxBody: demoMaxBody},
		{pattern: "POST /api/ai/content", handler: s.handleContentDemo, public: true, maxBody: demoMaxBody},
		{pattern: "POST /api/ai/voice-chat", handler: s.handleVoiceChat, public: true, maxBody: demoMaxBody},
		{pattern: "GET /api/ai/voice-chat/options", handler: s.handleVoiceChatOptions, public: true},
		{pattern: "POST /api/ai/transcribe", handler: s.handleTranscribe, public: true, maxBody: transcribeMaxBody},
		// The usage API authenticates with a service's API key, not a session.
		{pattern: "POST /api/v1/usage", handler: s.handleUsage, public: true, maxBody: usageMaxBody},
		// The voice receptionist (issue 22): calls posted with a voice-ai service's API
		// key, and the public text receptionist of an open link (/r/{token}).
		{pattern: "POST /api/v1/calls", handler: s.handlePostCall, public: true, maxBody: callsMaxBody},
		{pattern: "GET /r/{token}", handler: s.handleWidgetPage, public: true},
		{pattern: "GET /r/{token}/widget.js", handler: s.handleWidgetAsset("widget.js", "text/javascript; charset=utf-8"), public: true},
		{pattern: "GET /r/{token}/widget.css", handler: s.handleWidgetAsset("widget.css", "text/css; charset=utf-8"), public: true},
		{pattern: "GET /r/{token}/embed.js", handler: s.handleWidgetAsset("embed.js", "text/javascript; charset=utf-8"), public: true},
		{pattern: "POST /r/{token}/chat", handler: s.handleWidgetChat, public: true, maxBody: demoMaxBody},
		// The lead inbox: leads from the customer's systems (API key) and the public form.
		{pattern: "POST /api/v1/leads", handler: s.handlePostInboxLead, public: true, maxBody: inboxLeadMaxBody},
		{pattern: "GET /f/{token}", handler: s.handleLeadFormPage, public: true},
		{pattern: "POST /f/{token}", handler: s.handleLeadFormSubmit, public: true, maxBody: inboxLeadMaxBody},
		{pattern: "POST /api/billing/webhook", handler: s.handleWebhook, public: true, maxBody: webhookMaxBody},
		// The phone line's webhooks (decision 0063): Twilio's signature, not a session.
		{pattern: "POST /api/phone/twilio/{token}/voice", handler: s.handlePhoneVoice, public: true, maxBody: phoneWebhookMaxBody},
		{pattern: "POST /api/phone/twilio/{token}/status", handler: s.handlePhoneStatus, public: true, maxBody: phoneWebhookMaxBody},
		// Test mode's checkout and portal are pages: they find the session themselves and
		// show a page, not a JSON 401, without one.
		{pattern: "GET /api/billing/test/checkout", handler: s.handleTestCheckoutPage, public: true},
		{pattern: "POST /api/billing/test/checkout", handler: s.handleTestCheckout, public: true},
		{pattern: "GET /api/billing/test/portal", handler: s.handleTestPortalPage, public: true},
		{pattern: "POST /api/billing/test/portal", handler: s.handleTestPortal, public: true},
		{pattern: "/api/", handler: s.handleAPINotFound, public: true},
		{pattern: "/", handler: s.handleSite, public: true},

		{pattern: "GET /api/auth/session", handler: s.handleSession},
		{pattern: "GET /api/auth/has-role", handler: s.handleHasRole},
		{pattern: "POST /api/auth/password/change", handler: s.handleChangePassword},
		{pattern: "GET /api/profile", handler: s.handleProfile},
		{pattern: "PATCH /api/profile", handler: s.handleUpdateProfile},
		{pattern: "POST /api/dashboard/visit", handler: s.handleDashboardVisit},
		{pattern: "GET /api/account/export", handler: s.handleExportAccount},
		{pattern: "DELETE /api/account", handler: s.handleDeleteAccount},
		{pattern: "GET /api/subscription", handler: s.handleSubscription},
		{pattern: "POST /api/billing/checkout", handler: s.handleCheckout},
		{pattern: "POST /api/billing/portal", handler: s.handlePortal},
		{pattern: "GET /api/services", handler: s.handleServices},
		{pattern: "POST /api/services", handler: s.handleCreateService},
		{pattern: "GET /api/services/{id}", handler: s.handleService},
		{pattern: "PATCH /api/services/{id}", handler: s.handleUpdateService},
		{pattern: "GET /api/services/{id}/keys", handler: s.handleAPIKeys},
		{pattern: "POST /api/services/{id}/keys", handler: s.handleCreateAPIKey},
		{pattern: "DELETE /api/services/{id}/keys/{keyId}", handler: s.handleRevokeAPIKey},
		{pattern: "GET /api/services/{id}/openings", handler: s.handleOpenings},
		{pattern: "POST /api/services/{id}/openings", handler: s.handleCreateOpening},
		{pattern: "DELETE /api/services/{id}/openings/{openingId}", handler: s.handleDeleteOpening},
		{pattern: "GET /api/services/{id}/documents", handler: s.handleDocuments},
		{pattern: "POST /api/services/{id}/documents", handler: s.handleAddDocuments, maxBody: documentsMaxBody},
		{pattern: "GET /api/services/{id}/documents/export.csv", handler: s.handleExportDocuments},
		{pattern: "GET /api/services/{id}/documents/{docId}", handler: s.handleDocument},
		{pattern: "PATCH /api/services/{id}/documents/{docId}", handler: s.handleReviewDocument},
		{pattern: "DELETE /api/services/{id}/documents/{docId}", handler: s.handleDeleteDocument},
		{pattern: "GET /api/services/{id}/documents/{docId}/file", handler: s.handleDocumentFile},
		{pattern: "GET /api/services/{id}/documents/{docId}/text", handler: s.handleDocumentText},
		{pattern: "GET /api/services/{id}/documents/{docId}/pages/{page}", handler: s.handleDocumentPage},
		{pattern: "GET /api/services/{id}/brand", handler: s.handleBrand},
		{pattern: "PUT /api/services/{id}/brand", handler: s.handleSaveBrand},
		{pattern: "GET /api/services/{id}/posts", handler: s.handlePosts},
		{pattern: "POST /api/services/{id}/posts/generate", handler: s.handleGeneratePosts},
		{pattern: "GET /api/services/{id}/posts/export.csv", handler: s.handleExportPostsCSV},
		{pattern: "GET /api/services/{id}/posts/export.ics", handler: s.handleExportPostsICS},
		{pattern: "PATCH /api/services/{id}/posts/{postId}", handler: s.handleUpdatePost},
		{pattern: "DELETE /api/services/{id}/posts/{postId}", handler: s.handleDeletePost},
		{pattern: "GET /api/services/{id}/embeds", handler: s.handleEmbeds},
		{pattern: "POST /api/services/{id}/embeds", handler: s.handleCreateEmbed},
		{pattern: "DELETE /api/services/{id}/embeds/{embedId}", handler: s.handleRevokeEmbed},
		{pattern: "GET /api/services/{id}/receptionist", handler: s.handleReceptionistProfile},
		{pattern: "PUT /api/services/{id}/receptionist", handler: s.handleSaveReceptionistProfile, maxBody: profileMaxBody},
		{pattern: "POST /api/services/{id}/receptionist/chat", handler: s.handleReceptionistChat, maxBody: demoMaxBody},
		{pattern: "GET /api/services/{id}/phone", handler: s.handlePhoneLine},
		{pattern: "PUT /api/services/{id}/phone", handler: s.handleConnectPhone},
		{pattern: "DELETE /api/services/{id}/phone", handler: s.handleDisconnectPhone},
		{pattern: "POST /api/services/{id}/phone/test-call", handler: s.handleTestCall, maxBody: demoMaxBody},
		{pattern: "GET /api/services/{id}/calls", handler: s.handleCalls},
		{pattern: "GET /api/services/{id}/calls/{callId}", handler: s.handleCall},
		{pattern: "GET /api/services/{id}/appointments", handler: s.handleAppointments},
		{pattern: "PATCH /api/services/{id}/appointments/{appointmentId}", handler: s.handleUpdateAppointment},
		{pattern: "GET /api/services/{id}/leads", handler: s.handleInboxLeads},
		{pattern: "POST /api/services/{id}/leads", handler: s.handleAddLead, maxBody: inboxLeadMaxBody},
		{pattern: "GET /api/services/{id}/lead-profile", handler: s.handleLeadProfile},
		{pattern: "PUT /api/services/{id}/lead-profile", handler: s.handleSaveLeadProfile, maxBody: leadProfileMaxBody},
		{pattern: "GET /api/services/{id}/leads/{leadId}", handler: s.handleInboxLead},
		{pattern: "PATCH /api/services/{id}/leads/{leadId}", handler: s.handleMoveInboxLead},
		{pattern: "DELETE /api/services/{id}/leads/{leadId}", handler: s.handleDeleteInboxLead},
		{pattern: "GET /api/metrics/summary", handler: s.handleMetricsSummary},
		{pattern: "GET /api/metrics/daily", handler: s.handleMetricsDaily},
		{pattern: "GET /api/metrics/services", handler: s.handleMetricsServices},
		{pattern: "GET /api/events", handler: s.handleEvents},
	}, s.adminRoutes()...)
}

// MailQueued tells the mail worker there is something to send.
func (s *Server) MailQueued() {
	if s.NotifyMail != nil {
		s.NotifyMail()
	}
}

// Handler returns the complete HTTP handler: routes wrapped in the middleware chain.
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	for _, rt := range s.routes() {
		limit := rt.maxBody
		if limit == 0 {
			limit = defaultMaxBody
		}
		var h http.Handler = rt.handler
		if rt.isAdmin() {
			h = s.requireAdmin(h)
		}
		if !rt.public || rt.isAdmin() {
			h = s.requireSession(h)
		}
		mux.Handle(rt.pattern, limitBody(limit, h))
	}
	return s.chain(mux)
}

// chain applies the middleware, outermost first.
func (s *Server) chain(mux *http.ServeMux) http.Handler {
	var h http.Handler = recordPattern(mux)
	h = s.crossOriginProtection(h)
	h = securityHeaders(s.BaseURL.Scheme == "https", h)
	h = s.recoverPanics(h)
	h = s.logRequests(h)
	h = withRequestInfo(s.TrustedProxies, s.RateLimitIPv6Prefix, h)
	return h
}
