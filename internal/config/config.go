// Package config reads Lexa's configuration from the environment. Every variable is
// declared once in the vars table with its default and help text; Load parses and
// validates them all and reports every problem at once.
package config

import (
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/mail"
	"net/netip"
	"net/url"
	"strconv"
	"strings"
	"time"

	"lexa/internal/lexa"
)

// Config is the whole configuration of a Lexa process. It is loaded once in main and
// passed down; nothing reads the environment anywhere else.
type Config struct {
	ListenAddr   string
	MetricsAddr  string // the operations listener for GET /metrics, never ListenAddr; empty: none
	BaseURL      *url.URL
	DatabaseURL  string
	SiteName     string
	ContactEmail string
	ContactPhone string
	ContactCity  string
	SocialURL    string
	// SiteClaimsFile names the operator's claims (SITE_CLAIMS_FILE); SiteClaims are the
	// defaults with the file's values over them.
	SiteClaimsFile string
	SiteClaims     lexa.SiteClaims
	SMTPURL        string // empty: mail is written to the log
	MailFrom       string // "Name <address>"
	SalesEmail     string
	TrustedProxies []netip.Prefix
	// RateLimitIPv6Prefix is how many leading bits of an IPv6 address name one client for
	// the per-address limits: a /64 is what one customer line or host gets.
	RateLimitIPv6Prefix int
	SessionIdle         time.Duration // a session unused this long ends
	SessionMaxAge       time.Duration // no session lives longer
	AdminEmails         []string      // lower-cased; these accounts get the admin role
	AuditRetention      time.Duration // audit entries older than this are deleted
	// Google sign-in (OpenID Connect); off while GoogleClientID is empty.
	GoogleClientID     string
	GoogleClientSecret string
	OIDCIssuerURL      string
	Stripe             Stripe
	AI                 AI
	Documents          Documents
	Telephony          Telephony
	// UsageReportsPerMinute is how many usage reports one API key may send a minute.
	UsageReportsPerMinute int
	// BookingClosedDates ("2026-12-24") are never offered for demos, beside the federal holidays.
	BookingClosedDates []string
	LogFormat          string // "text" or "json"
	LogLevel           slog.Level
}

// Var describes one environment variable.
type Var struct {
	Name    string
	Default string
	Help    string
	Secret  bool // masked when the configuration is logged
	set     func(c *Config, value string) error
}

// Vars lists every configuration variable, in the order `lexa help` shows them.
func Vars() []Var { return vars }

var vars = append([]Var{
	{Name: "LISTEN_ADDR", Default: "127.0.0.1:8080", Help: "address to listen on (host:port; port 0 picks a free one)", set: setListenAddr},
	{Name: "METRICS_ADDR", Default: "", Help: "address of a separate listener serving Prometheus metrics at /metrics (host:port; port 0 picks a free one); empty: no metrics", set: setMetricsAddr},
	{Name: "BASE_URL", Default: "http://127.0.0.1:8080", Help: "public origin of the site, used in e-mail links and redirects", set: setBaseURL},
	{Name: "DATABASE_URL", Default: "sqlite:data/lexa.db", Help: "sqlite:PATH or postgres://user:pass@host:port/db", Secret: true, set: setDatabaseURL},
	{Name: "SITE_NAME", Default: "Lexa", Help: "brand name shown on the site and in e-mails", set: text(func(c *Config) *string { return &c.SiteName }, 60)},
	{Name: "CONTACT_EMAIL", Default: "hello@lexa.ai", Help: "public contact e-mail shown on the site", set: email(func(c *Config) *string { return &c.ContactEmail })},
	{Name: "CONTACT_PHONE", Default: "+1 (555) 010-4200", Help: "public contact phone shown on the site", set: text(func(c *Config) *string { return &c.ContactPhone }, 40)},
	{Name: "CONTACT_CITY", Default: "Austin, TX", Help: "city shown with the contact details", set: text(func(c *Config) *string { return &c.ContactCity }, 80)},
	{Name: "SMTP_URL", Default: "", Help: "smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465; empty writes mail to the log", Secret: true, set: setSMTPURL},
	{Name: "MAIL_FROM", Default: "", Help: "sender of e-mails, e.g. Lexa <hello@lexa.ai> (default: SITE_NAME <CONTACT_EMAIL>)", set: setMailFrom},
	{Name: "SALES_EMAIL", Default: "", Help: "inbox for contact-form messages and demo bookings (default: CONTACT_EMAIL)", set: email(func(c *Config) *string { return &c.SalesEmail })},
	{Name: "SOCIAL_URL", Default: "https://www.linkedin.com/company/lexa-ai", Help: "the social profile linked from the footer", set: setSocialURL},
	{Name: "SITE_CLAIMS_FILE", Default: "", Help: "JSON file with the operator's own claims the pages show, each a short text: businesses (500+), cost_reduction (85%), cost_reduction_range (60-85%), uptime (24/7), time_to_roi (30 days), setup_time (24 hours), support_response (2 hours), screening_time_saved (75%), invoice_time_saved (90%), content_time_saved (90%), social_reach (300%), engagement_growth (250%), lead_growth (180%); a key left out keeps its default shown here", set: func(c *Config, v string) error { c.SiteClaimsFile = v; return nil }},
	{Name: "TRUSTED_PROXIES", Default: "", Help: "comma-separated CIDRs or IPs whose X-Forwarded-For is believed", set: setTrustedProxies},
	{Name: "RATE_LIMIT_IPV6_PREFIX", Default: "64", Help: "per-address limits count an IPv6 client by this many leading bits (an IPv4 client by its address); 1–128", set: positiveInt(func(c *Config) *int { return &c.RateLimitIPv6Prefix }, 128)},
	{Name: "SESSION_IDLE_TIMEOUT", Default: "168h", Help: "a session unused this long ends (Go duration)", set: duration(func(c *Config) *time.Duration { return &c.SessionIdle })},
	{Name: "SESSION_MAX_AGE", Default: "720h", Help: "no session lives longer than this (Go duration)", set: duration(func(c *Config) *time.Duration { return &c.SessionMaxAge })},
	{Name: "ADMIN_EMAILS", Default: "", Help: "comma-separated e-mails whose accounts get the admin role (at sign-up and at start-up)", set: setAdminEmails},
	{Name: "AUDIT_RETENTION", Default: "400d", Help: "how long audit entries are kept: days (400d) or a Go duration (9600h), at least 1d", set: setAuditRetention},
	{Name: "GOOGLE_CLIENT_ID", Default: "", Help: "OAuth client id for 'Continue with Google'; empty turns Google sign-in off", set: setGoogleClientID},
	{Name: "GOOGLE_CLIENT_SECRET", Default: "", Help: "OAuth client secret that goes with GOOGLE_CLIENT_ID", Secret: true, set: func(c *Config, v string) error { c.GoogleClientSecret = v; return nil }},
	{Name: "OIDC_ISSUER_URL", Default: "https://accounts.google.com", Help: "OpenID Connect issuer used for Google sign-in", set: setOIDCIssuer},
	{Name: "USAGE_REPORTS_PER_MINUTE", Default: "600", Help: "usage reports one API key may send per minute (POST /api/v1/usage)", set: positiveInt(func(c *Config) *int { return &c.UsageReportsPerMinute }, 1_000_000)},
	{Name: "BOOKING_CLOSED_DATES", Default: "", Help: "comma-separated YYYY-MM-DD dates on which no demo can be booked, beside the US federal holidays (always closed)", set: setBookingClosedDates},
	{Name: "LOG_FORMAT", Default: "", Help: "text or json (default: text on a terminal, else json)", set: setLogFormat},
	{Name: "LOG_LEVEL", Default: "info", Help: "debug, info, warn or error", set: setLogLevel},
}, append(append(append(billingVars(), aiVars()...), documentVars()...), telephonyVars()...)...)

// Load reads every variable through getenv (os.Getenv in production), applying defaults.
// stderrIsTerminal picks the default log format. All problems are returned together.
func Load(getenv func(string) string, stderrIsTerminal bool) (Config, error) {
	var c Config
	var errs []error
	for _, v := range vars {
		value := strings.TrimSpace(getenv(v.Name))
		if value == "" {
			value = v.Default
		}
		if err := v.set(&c, value); err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", v.Name, err))
		}
	}
	// Mail defaults follow the brand, so they are filled in once the brand is known.
	if c.MailFrom == "" && c.ContactEmail != "" {
		c.MailFrom = (&mail.Address{Name: c.SiteName, Address: c.ContactEmail}).String()
	}
	if c.SalesEmail == "" {
		c.SalesEmail = c.ContactEmail
	}
	if err := c.loadSiteClaims(); err != nil {
		errs = append(errs, err)
	}
	if err := c.checkMetricsAddr(); err != nil {
		errs = append(errs, err)
	}
	if c.GoogleClientID != "" && c.GoogleClientSecret == "" {
		errs = append(errs, errors.New("GOOGLE_CLIENT_SECRET: required when GOOGLE_CLIENT_ID is set"))
	}
	if err := c.Stripe.check(); err != nil {
		errs = append(errs, err)
	}
	if err := c.AI.check(); err != nil {
		errs = append(errs, err)
	}
	if c.LogFormat == "" {
		c.LogFormat = "json"
		if stderrIsTerminal {
			c.LogFormat = "text"
		}
	}
	return c, errors.Join(errs...)
}

// LogValue lets the configuration be logged at start-up with secrets masked.
func (c Config) LogValue() slog.Value {
	proxies := make([]string, len(c.TrustedProxies))
	for i, p := range c.TrustedProxies {
		proxies[i] = p.String()
	}
	return slog.GroupValue(
		slog.String("LISTEN_ADDR", c.ListenAddr),
		slog.String("METRICS_ADDR", c.MetricsAddr),
		slog.String("BASE_URL", c.BaseURL.String()),
		slog.String("DATABASE_URL", MaskURL(c.DatabaseURL)),
		slog.String("SITE_NAME", c.SiteName),
		slog.String("CONTACT_EMAIL", c.ContactEmail),
		slog.String("CONTACT_PHONE", c.ContactPhone),
		slog.String("CONTACT_CITY", c.ContactCity),
		slog.String("SMTP_URL", MaskURL(c.SMTPURL)),
		slog.String("MAIL_FROM", c.MailFrom),
		slog.String("SALES_EMAIL", c.SalesEmail),
		slog.String("SOCIAL_URL", c.SocialURL),
		slog.String("SITE_CLAIMS_FILE", c.SiteClaimsFile),
		slog.String("TRUSTED_PROXIES", strings.Join(proxies, ",")),
		slog.String("ADMIN_EMAILS", strings.Join(c.AdminEmails, ",")),
		slog.String("AUDIT_RETENTION", c.AuditRetention.String()),
		slog.String("GOOGLE_CLIENT_ID", c.GoogleClientID),
		slog.String("GOOGLE_CLIENT_SECRET", mask(c.GoogleClientSecret)),
		slog.String("OIDC_ISSUER_URL", c.OIDCIssuerURL),
		slog.String("STRIPE_SECRET_KEY", maskKey(c.Stripe.SecretKey)),
		slog.String("STRIPE_WEBHOOK_SECRET", mask(c.Stripe.WebhookSecret)),
		slog.String("STRIPE_API_URL", c.Stripe.APIURL),
		slog.String("PLANS_FILE", c.Stripe.PlansFile),
		slog.Int("USAGE_REPORTS_PER_MINUTE", c.UsageReportsPerMinute),
		slog.String("AI_BASE_URL", MaskURL(c.AI.BaseURL)),
		slog.String("AI_API_KEY", mask(c.AI.APIKey)),
		slog.String("AI_MODEL", c.AI.Model),
		slog.String("AI_TRANSCRIPTION_MODEL", c.AI.TranscriptionModel),
		slog.String("AI_TIMEOUT", c.AI.Timeout.String()),
		slog.Int("AI_MAX_CONCURRENT", c.AI.MaxConcurrent),
		slog.Int("AI_DEMO_LIMIT", c.AI.DemoLimit),
		slog.String("AI_DEMO_WINDOW", c.AI.DemoWindow.String()),
		slog.Int64("DOCUMENT_MEMORY_LIMIT", c.Documents.MemoryLimit>>20),
		slog.String("DOCUMENT_TIMEOUT", c.Documents.Timeout.String()),
		slog.Int("DOCUMENT_MAX_PAGES", c.Documents.MaxPages),
		slog.Int("JOB_WORKERS", c.Documents.Workers),
		slog.String("SECRETS_KEY", maskBytes(c.Telephony.SecretsKey)),
		slog.String("TWILIO_API_URL", c.Telephony.TwilioAPIURL),
		slog.String("BOOKING_CLOSED_DATES", strings.Join(c.BookingClosedDates, ",")),
		slog.String("LOG_FORMAT", c.LogFormat),
		slog.String("LOG_LEVEL", c.LogLevel.String()),
	)
}

// MaskURL hides the password of a URL-shaped secret, keeping what helps to debug.
func MaskURL(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || u.User == nil {
		return raw
	}
	if _, has := u.User.Password(); has {
		u.User = url.UserPassword(u.User.Username(), "xxxxx")
	}
	return u.String()
}

func setListenAddr(c *Config, v string) error {
	if err := checkHostPort(v); err != nil {
		return err
	}
	c.ListenAddr = v
	return nil
}

// setMetricsAddr takes the same form as LISTEN_ADDR; empty leaves metrics off.
func setMetricsAddr(c *Config, v string) error {
	c.MetricsAddr = ""
	if v == "" {
		return nil
	}
	if err := checkHostPort(v); err != nil {
		return err
	}
	c.MetricsAddr = v
	return nil
}

// checkMetricsAddr refuses the site's own address: the two listeners could not both
// bind it, and the error would otherwise come only at start-up as "address in use".
// Port 0 is exempt: each listener then gets a free port of its own.
func (c Config) checkMetricsAddr() error {
	if c.MetricsAddr == "" || c.MetricsAddr != c.ListenAddr {
		return nil
	}
	if _, port, _ := net.SplitHostPort(c.MetricsAddr); port == "0" {
		return nil
	}
	return fmt.Errorf("METRICS_ADDR: must differ from LISTEN_ADDR (%s): metrics are served on a listener of their own", c.ListenAddr)
}

// checkHostPort accepts host:port with an IP address, localhost or no host (all
// interfaces), and a port number or service name.
func checkHostPort(v string) error {
	host, port, err := net.SplitHostPort(v)
	if err != nil {
		return fmt.Errorf("want host:port, got %q", v)
	}
	if host != "" && net.ParseIP(host) == nil && host != "localhost" {
		return fmt.Errorf("host %q is not an IP address", host)
	}
	if _, err := net.LookupPort("tcp", port); err != nil {
		return fmt.Errorf("bad port %q", port)
	}
	return nil
}

func setBaseURL(c *Config, v string) error {
	u, err := url.Parse(v)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return fmt.Errorf("want an absolute http or https URL, got %q", v)
	}
	if (u.Path != "" && u.Path != "/") || u.RawQuery != "" || u.Fragment != "" {
		return fmt.Errorf("want an origin without path, query or fragment, got %q", v)
	}
	u.Path = ""
	c.BaseURL = u
	return nil
}

func setDatabaseURL(c *Config, v string) error {
	switch {
	case strings.HasPrefix(v, "sqlite:"):
		if strings.TrimPrefix(v, "sqlite:") == "" {
			return errors.New("sqlite: needs a file path, e.g. sqlite:data/lexa.db")
		}
	case strings.HasPrefix(v, "postgres://"), strings.HasPrefix(v, "postgresql://"):
		if _, err := url.Parse(v); err != nil {
			return errors.New("not a valid postgres:// URL")
		}
	default:
		return errors.New("want sqlite:PATH or postgres://…")
	}
	c.DatabaseURL = v
	return nil
}

// email returns a setter for a bare e-mail address; empty is allowed where the variable
// has no default (Load fills it in).
func email(field func(*Config) *string) func(*Config, string) error {
	return func(c *Config, v string) error {
		if v != "" && !isEmail(v) {
			return fmt.Errorf("%q is not an e-mail address", v)
		}
		*field(c) = v
		return nil
	}
}

func isEmail(v string) bool {
	at := strings.LastIndexByte(v, '@')
	if at < 1 || at == len(v)-1 || strings.ContainsAny(v, " <>\",;\r\n\t") {
		return false
	}
	a, err := mail.ParseAddress(v)
	return err == nil && a.Address == v
}

// setSMTPURL checks the shape only; the mail package reads the parts when it dials.
func setSMTPURL(c *Config, v string) error {
	c.SMTPURL = ""
	if v == "" {
		return nil
	}
	u, err := url.Parse(v)
	if err != nil {
		// url's error quotes the whole URL, password included.
		return errors.New("not a valid URL")
	}
	if u.Scheme != "smtp" && u.Scheme != "smtps" {
		return fmt.Errorf("want smtp:// or smtps://, got %q", u.Scheme+"://…")
	}
	if u.Hostname() == "" {
		return errors.New("the host is missing")
	}
	if p := u.Port(); p != "" {
		if n, err := net.LookupPort("tcp", p); err != nil || n == 0 {
			return fmt.Errorf("bad port %q", p)
		}
	}
	if (u.Path != "" && u.Path != "/") || u.RawQuery != "" || u.Fragment != "" {
		return errors.New("want smtp[s]://[user[:password]@]host[:port] without path or query")
	}
	c.SMTPURL = v
	return nil
}

func setMailFrom(c *Config, v string) error {
	c.MailFrom = ""
	if v == "" {
		return nil
	}
	a, err := mail.ParseAddress(v)
	if err != nil || !isEmail(a.Address) {
		return fmt.Errorf("want an address like \"Lexa <hello@lexa.ai>\", got %q", v)
	}
	c.MailFrom = v
	return nil
}

func setSocialURL(c *Config, v string) error {
	u, err := url.Parse(v)
	if err != nil || u.Scheme != "https" || u.Host == "" {
		return fmt.Errorf("want an https URL, got %q", v)
	}
	c.SocialURL = v
	return nil
}

func setTrustedProxies(c *Config, v string) error {
	c.TrustedProxies = nil
	for _, item := range strings.Split(v, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		if !strings.Contains(item, "/") {
			addr, err := netip.ParseAddr(item)
			if err != nil {
				return fmt.Errorf("%q is neither a CIDR nor an IP address", item)
			}
			c.TrustedProxies = append(c.TrustedProxies, netip.PrefixFrom(addr, addr.BitLen()))
			continue
		}
		p, err := netip.ParsePrefix(item)
		if err != nil {
			return fmt.Errorf("%q is not a CIDR", item)
		}
		c.TrustedProxies = append(c.TrustedProxies, p.Masked())
	}
	return nil
}

// mask hides a secret entirely, saying only whether it is set.
func mask(secret string) string {
	if secret == "" {
		return ""
	}
	return "xxxxx"
}

// maskKey hides a Stripe key but keeps its mode (sk_live_, sk_test_, rk_…), which is
// what an operator checking the start-up log needs to see.
func maskKey(key string) string {
	if key == "" {
		return ""
	}
	for _, prefix := range []string{"sk_live_", "sk_test_", "rk_live_", "rk_test_"} {
		if strings.HasPrefix(key, prefix) {
			return prefix + "xxxxx"
		}
	}
	return "xxxxx"
}

func setAdminEmails(c *Config, v string) error {
	c.AdminEmails = nil
	for _, item := range strings.Split(v, ",") {
		item = lexa.CanonicalEmail(item)
		if item == "" {
			continue
		}
		if !lexa.ValidEmail(item) {
			return fmt.Errorf("%q is not an e-mail address an account can have (ASCII only)", item)
		}
		c.AdminEmails = append(c.AdminEmails, item)
	}
	return nil
}

func setGoogleClientID(c *Config, v string) error {
	if strings.ContainsAny(v, " \t\r\n") {
		return errors.New("must not contain spaces")
	}
	c.GoogleClientID = v
	return nil
}

// setOIDCIssuer wants https, except on loopback where tests run their own provider.
func setOIDCIssuer(c *Config, v string) error {
	u, err := url.Parse(v)
	if err != nil || u.Host == "" || u.RawQuery != "" || u.Fragment != "" {
		return fmt.Errorf("want an issuer URL such as https://accounts.google.com, got %q", v)
	}
	loopback := u.Hostname() == "localhost" || net.ParseIP(u.Hostname()).IsLoopback()
	if u.Scheme != "https" && !(u.Scheme == "http" && loopback) {
		return fmt.Errorf("want https (http only on loopback), got %q", v)
	}
	c.OIDCIssuerURL = strings.TrimSuffix(v, "/")
	return nil
}

func setLogFormat(c *Config, v string) error {
	switch v {
	case "", "text", "json":
		c.LogFormat = v
		return nil
	}
	return fmt.Errorf("want text or json, got %q", v)
}

func setLogLevel(c *Config, v string) error {
	if err := c.LogLevel.UnmarshalText([]byte(v)); err != nil {
		return fmt.Errorf("want debug, info, warn or error, got %q", v)
	}
	return nil
}

// text returns a setter for a free-text field with a length limit.
func text(field func(*Config) *string, maxLen int) func(*Config, string) error {
	return func(c *Config, v string) error {
		if len([]rune(v)) > maxLen {
			return fmt.Errorf("at most %d characters", maxLen)
		}
		if strings.ContainsAny(v, "\r\n") {
			return errors.New("must be one line")
		}
		*field(c) = v
		return nil
	}
}

// setAuditRetention takes whole days ("400d"), which is how retention is spoken of, or
// a Go duration. Less than a day is refused: the trail would be gone before anyone read it.
func setAuditRetention(c *Config, v string) error {
	d, err := time.ParseDuration(v)
	if days, ok := strings.CutSuffix(v, "d"); ok {
		var n int
		n, err = strconv.Atoi(days)
		d = time.Duration(n) * 24 * time.Hour
		if n > 100*366 {
			err = errors.New("too long")
		}
	}
	if err != nil || d < 24*time.Hour {
		return fmt.Errorf("want a number of days such as 400d (or a Go duration such as 9600h), at least 1d, got %q", v)
	}
	c.AuditRetention = d
	return nil
}

// duration returns a setter for a positive Go duration such as "168h".
func duration(field func(*Config) *time.Duration) func(*Config, string) error {
	return func(c *Config, v string) error {
		d, err := time.ParseDuration(v)
		if err != nil || d <= 0 {
			return fmt.Errorf("want a positive duration such as 168h, got %q", v)
		}
		*field(c) = d
		return nil
	}
}
