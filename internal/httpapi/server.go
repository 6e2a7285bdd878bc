// Package httpapi is Lexa's HTTP surface: one route table, the middleware every request
// passes through, JSON helpers and the mapping from domain errors to status codes.
package httpapi

import (
	"context"
	"log/slog"
	"net/http"
	"net/netip"
	"net/url"
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
	// NotifyMail nudges the mail worker after mail was queued; nil when there is none.
	NotifyMail  func()
	Passwords   PasswordHasher
	AccountMail AccountMail
	// SessionIdle ends sessions unused this long; SessionMaxAge ends every session.
	SessionIdle, SessionMaxAge time.Duration
}

// Server holds the dependencies of the handlers.
type Server struct {
	Deps
}

// New returns a server for deps.
func New(deps Deps) *Server {
	return &Server{Deps: deps}
}

// route is one entry of the route table.
type route struct {
	pattern string // Go 1.22 pattern with method, e.g. "POST /api/contact"
	handler http.HandlerFunc
	maxBody int64 // request body limit; 0 means defaultMaxBody
}

// defaultMaxBody caps request bodies unless a route needs more.
const defaultMaxBody = 64 << 10

// routes is the whole HTTP surface of Lexa in one place.
func (s *Server) routes() []route {
	return []route{
		{pattern: "GET /healthz", handler: s.handleHealthz},
		{pattern: "GET /readyz", handler: s.handleReadyz},
		{pattern: "POST /api/auth/signup", handler: s.handleSignup},
		{pattern: "GET /api/auth/verify", handler: s.handleVerify},
		{pattern: "POST /api/auth/verify/resend", handler: s.handleResendVerification},
		{pattern: "POST /api/auth/signin", handler: s.handleSignin},
		{pattern: "POST /api/auth/password/forgot", handler: s.handleForgotPassword},
		{pattern: "POST /api/auth/password/reset", handler: s.handleResetPassword},
		{pattern: "POST /api/auth/signout", handler: s.handleSignout},
		{pattern: "GET /api/auth/session", handler: s.handleSession},
		{pattern: "POST /api/contact", handler: s.handleContact},
		{pattern: "GET /api/demo/slots", handler: s.handleDemoSlots},
		{pattern: "POST /api/demo/bookings", handler: s.handleDemoBooking},
		{pattern: "GET /api/demo/bookings/cancel", handler: s.handleDemoCancelPage},
		{pattern: "POST /api/demo/bookings/cancel", handler: s.handleDemoCancel},
		{pattern: "/api/", handler: s.handleAPINotFound},
		{pattern: "/", handler: s.handleSite},
	}
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
		mux.Handle(rt.pattern, limitBody(limit, rt.handler))
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
	h = withRequestInfo(s.TrustedProxies, h)
	return h
}
