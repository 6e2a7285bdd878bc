package mail

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/tls"
	"errors"
	"fmt"
	"net/mail"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	gomail "github.com/wneessen/go-mail"
	"lexa/internal/lexa"
)

// defaultTimeout bounds connecting and each stage of a session with the server, so a
// stuck server delays a message (it is retried) instead of holding the worker.
const defaultTimeout = 10 * time.Second

// SMTPSender delivers through an SMTP server, one connection per message.
type SMTPSender struct {
	host    string
	options []gomail.Option // all but the timeout, which each send sets
	timeout time.Duration
	from    string
	domain  string // of the sender address, for Message-IDs
}

// SMTPOption adjusts an SMTPSender.
type SMTPOption func(*smtpSettings)

type smtpSettings struct {
	timeout time.Duration
	tls     *tls.Config
}

// WithTimeout replaces the 10-second limit on connecting and on each reply.
func WithTimeout(d time.Duration) SMTPOption { return func(s *smtpSettings) { s.timeout = d } }

// WithTLSConfig sets the TLS configuration, e.g. to trust a private CA. Its ServerName
// defaults to the host of the URL.
func WithTLSConfig(c *tls.Config) SMTPOption { return func(s *smtpSettings) { s.tls = c } }

// NewSMTPSender prepares delivery to the server of rawURL from the sender address from
// ("Name <address>"). smtp:// upgrades with STARTTLS whenever the server offers it and
// defaults to port 587; smtps:// speaks TLS from the start and defaults to port 465.
// Credentials are sent only over TLS or with a challenge mechanism. It does not connect.
func NewSMTPSender(rawURL, from string, opts ...SMTPOption) (*SMTPSender, error) {
	settings := smtpSettings{timeout: defaultTimeout}
	for _, o := range opts {
		o(&settings)
	}
	sender, err := mail.ParseAddress(from)
	if err != nil {
		return nil, fmt.Errorf("smtp sender: MAIL_FROM %q: %w", from, err)
	}
	u, err := url.Parse(rawURL)
	if err != nil {
		// url's error repeats the URL, password included.
		return nil, errors.New("smtp sender: SMTP_URL is not a valid URL")
	}
	host := u.Hostname()
	if host == "" || (u.Scheme != "smtp" && u.Scheme != "smtps") {
		return nil, errors.New("smtp sender: SMTP_URL must be smtp://host or smtps://host")
	}
	port := 587
	if u.Scheme == "smtps" {
		port = 465
	}
	if p := u.Port(); p != "" {
		if port, err = strconv.Atoi(p); err != nil {
			return nil, fmt.Errorf("smtp sender: bad port %q", p)
		}
	}
	tlsConfig := &tls.Config{ServerName: host, MinVersion: tls.VersionTLS12}
	if settings.tls != nil {
		tlsConfig = settings.tls.Clone()
		if tlsConfig.ServerName == "" {
			tlsConfig.ServerName = host
		}
	}
	clientOpts := []gomail.Option{
		gomail.WithPort(port),
		gomail.WithTLSConfig(tlsConfig),
		gomail.WithTLSPolicy(gomail.TLSOpportunistic),
	}
	if u.Scheme == "smtps" {
		clientOpts = append(clientOpts, gomail.WithSSL())
	}
	if u.User != nil && u.User.Username() != "" {
		pass, _ := u.User.Password()
		// Auto-discovery picks the strongest mechanism the server offers, and on an
		// unencrypted connection only ones that never send the password in the clear.
		clientOpts = append(clientOpts, gomail.WithSMTPAuth(gomail.SMTPAuthAutoDiscover),
			gomail.WithUsername(u.User.Username()), gomail.WithPassword(pass))
	}
	s := &SMTPSender{host: host, options: clientOpts, timeout: settings.timeout, from: from}
	if _, err := s.client(settings.timeout); err != nil { // the settings are checked now, not at the first send
		return nil, err
	}
	_, s.domain, _ = strings.Cut(sender.Address, "@")
	return s, nil
}

// client is a go-mail client with timeout as its connection deadline. go-mail does not
// watch the context once connected: it sets that deadline anew at most three times a
// session (on connecting, after the greeting, before the message), so a silent server
// holds a send that long whatever its context says.
func (s *SMTPSender) client(timeout time.Duration) (*gomail.Client, error) {
	c, err := gomail.NewClient(s.host, append(slices.Clip(s.options), gomail.WithTimeout(timeout))...)
	if err != nil {
		return nil, fmt.Errorf("smtp sender: %w", err)
	}
	return c, nil
}

// deadlinesPerSession is how often go-mail renews the connection deadline in a session.
const deadlinesPerSession = 3

// Send delivers e in one SMTP session, over by ctx's deadline (the mail worker's limit
// per message, which its lease relies on): each of the session's deadlines gets its
// share of the time left, and none more than the timeout.
func (s *SMTPSender) Send(ctx context.Context, e lexa.Email) error {
	msg, err := s.message(e)
	if err != nil {
		return err
	}
	timeout := s.timeout
	if deadline, ok := ctx.Deadline(); ok {
		timeout = max(min(timeout, time.Until(deadline)/deadlinesPerSession), time.Millisecond)
	}
	client, err := s.client(timeout)
	if err != nil {
		return err
	}
	if err := client.DialAndSendWithContext(ctx, msg); err != nil {
		return fmt.Errorf("smtp: %w", err)
	}
	return nil
}

// message builds the MIME message: the plain text with the HTML as its alternative,
// then each attachment with its own content type.
func (s *SMTPSender) message(e lexa.Email) (*gomail.Msg, error) {
	if len(e.To) == 0 {
		return nil, errors.New("build message: no recipient")
	}
	m := gomail.NewMsg(gomail.WithNoDefaultUserAgent())
	if err := m.From(s.from); err != nil {
		return nil, fmt.Errorf("build message: from: %w", err)
	}
	if err := m.To(e.To...); err != nil {
		return nil, fmt.Errorf("build message: to: %w", err)
	}
	if e.ReplyTo != "" {
		if err := m.ReplyTo(e.ReplyTo); err != nil {
			return nil, fmt.Errorf("build message: reply-to: %w", err)
		}
	}
	m.Subject(e.Subject)
	m.SetDate()
	m.SetMessageIDWithValue(rand.Text() + "@" + s.domain)
	m.SetBodyString(gomail.TypeTextPlain, e.Text)
	if e.HTML != "" {
		m.AddAlternativeString(gomail.TypeTextHTML, e.HTML)
	}
	for _, a := range e.Attachments {
		if err := m.AttachReader(a.Filename, bytes.NewReader(a.Data),
			gomail.WithFileContentType(gomail.ContentType(a.ContentType))); err != nil {
			return nil, fmt.Errorf("build message: attach %s: %w", a.Filename, err)
		}
	}
	return m, nil
}
