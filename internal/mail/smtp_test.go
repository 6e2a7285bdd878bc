package mail_test

import (
	"bytes"
	"context"
	"log/slog"
	"net"
	"net/mail"
	"slices"
	"strings"
	"testing"
	"time"

	ics "github.com/arran4/golang-ical"
	"lexa/internal/lexa"
	lexamail "lexa/internal/mail"
	"lexa/internal/mail/mailtest"
)

const testFrom = "Lexa <hello@lexa.example.com>"

func newSender(t *testing.T, rawURL string, opts ...lexamail.SMTPOption) *lexamail.SMTPSender {
	t.Helper()
	s, err := lexamail.NewSMTPSender(rawURL, testFrom, opts...)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func onlyMessage(t *testing.T, srv *mailtest.Server) mailtest.Received {
	t.Helper()
	msgs := srv.Messages()
	if len(msgs) != 1 {
		t.Fatalf("server got %d messages, want 1", len(msgs))
	}
	return msgs[0]
}

func TestSMTPSenderDeliversTextHTMLAndInvite(t *testing.T) {
	srv := mailtest.Start(t, mailtest.Options{})
	sender := newSender(t, "smtp://"+srv.Addr)
	c := testComposer(t)
	e, err := c.DemoConfirmation(winterBooking(), cancelURL)
	if err != nil {
		t.Fatal(err)
	}
	if err := sender.Send(context.Background(), e); err != nil {
		t.Fatal(err)
	}

	got := onlyMessage(t, srv)
	if got.From != "hello@lexa.example.com" || !slices.Equal(got.To, []string{"ana@acme.test"}) {
		t.Errorf("envelope from %q to %v", got.From, got.To)
	}
	m := mailtest.Parse(t, got.Data)
	if m.Subject != "Your Lexa demo is scheduled: Monday, November 23, 2026 at 9:00 AM EST" {
		t.Errorf("subject %q", m.Subject)
	}
	from, err := mail.ParseAddress(m.Header.Get("From"))
	if err != nil || from.Name != "Lexa" || from.Address != "hello@lexa.example.com" {
		t.Errorf("From %q", m.Header.Get("From"))
	}
	to, err := m.Header.AddressList("To")
	if err != nil || len(to) != 1 || to[0].Name != "Ana O'Neil" || to[0].Address != "ana@acme.test" {
		t.Errorf("To %q", m.Header.Get("To"))
	}
	if id := m.Header.Get("Message-Id"); !strings.HasSuffix(id, "@lexa.example.com>") {
		t.Errorf("Message-ID %q, want one in the sender's domain", id)
	}
	if _, err := m.Header.Date(); err != nil {
		t.Errorf("Date: %v", err)
	}
	if !strings.Contains(m.Text, "Hi Ana O'Neil") || !strings.Contains(m.Text, cancelURL) {
		t.Errorf("text part:\n%s", m.Text)
	}
	if !strings.Contains(m.HTML, "<h1") || !strings.Contains(m.HTML, `href="`+cancelURL+`"`) {
		t.Errorf("html part:\n%s", m.HTML)
	}
	if len(m.Attachments) != 1 {
		t.Fatalf("%d attachments, want the invite", len(m.Attachments))
	}
	a := m.Attachments[0]
	if a.MediaType != "text/calendar" || a.Params["method"] != "REQUEST" || !strings.EqualFold(a.Params["charset"], "UTF-8") ||
		a.Filename != "invite.ics" {
		t.Errorf("attachment %q (filename %q)", a.ContentType, a.Filename)
	}
	cal, err := ics.ParseCalendar(bytes.NewReader(a.Data))
	if err != nil {
		t.Fatalf("invite as mailtest.Received: %v", err)
	}
	if start, err := cal.Events()[0].GetStartAt(); err != nil || !start.Equal(winterBooking().SlotStart) {
		t.Errorf("invite starts %v (%v), want %v", start, err, winterBooking().SlotStart)
	}
	if !bytes.Contains(a.Data, []byte("\r\n")) {
		t.Error("the invite lost its CRLF line ends in transit")
	}
}

func TestSMTPSenderReplyToAndSeveralRecipients(t *testing.T) {
	srv := mailtest.Start(t, mailtest.Options{})
	sender := newSender(t, "smtp://"+srv.Addr)
	c := testComposer(t)
	b := winterBooking()
	now := b.CreatedAt.Add(time.Hour)
	b.Status, b.CancelledAt = "cancelled", &now
	e, err := c.DemoCancellation(b)
	if err != nil {
		t.Fatal(err)
	}
	e.ReplyTo = `"Ana O'Neil" <ana@acme.test>`
	if err := sender.Send(context.Background(), e); err != nil {
		t.Fatal(err)
	}
	got := onlyMessage(t, srv)
	if !slices.Equal(got.To, []string{"ana@acme.test", "sales@lexa.example.com"}) {
		t.Errorf("envelope recipients %v", got.To)
	}
	m := mailtest.Parse(t, got.Data)
	if r, err := mail.ParseAddress(m.Header.Get("Reply-To")); err != nil || r.Address != "ana@acme.test" {
		t.Errorf("Reply-To %q", m.Header.Get("Reply-To"))
	}
	if len(m.Attachments) != 1 || m.Attachments[0].Params["method"] != "CANCEL" {
		t.Errorf("attachments %+v, want the CANCEL invite", m.Attachments)
	}
}

func TestSMTPSenderStartTLSWithLogin(t *testing.T) {
	serverTLS, clientTLS := mailtest.SelfSignedTLS(t)
	srv := mailtest.Start(t, mailtest.Options{TLS: serverTLS, User: "mailer@lexa.test", Pass: "p@ss:w/rd"})
	sender := newSender(t, "smtp://mailer%40lexa.test:p%40ss%3Aw%2Frd@"+srv.Addr, lexamail.WithTLSConfig(clientTLS))
	if err := sender.Send(context.Background(), lexa.Email{To: []string{"a@example.org"}, Subject: "s", Text: "t"}); err != nil {
		t.Fatal(err)
	}
	got := onlyMessage(t, srv)
	if !got.TLS || got.AuthAs != "mailer@lexa.test" {
		t.Errorf("delivered with TLS=%v as %q, want STARTTLS and the decoded user", got.TLS, got.AuthAs)
	}
}

func TestSMTPSenderImplicitTLSWithLogin(t *testing.T) {
	serverTLS, clientTLS := mailtest.SelfSignedTLS(t)
	srv := mailtest.Start(t, mailtest.Options{TLS: serverTLS, Implicit: true, User: "mailer", Pass: "secret"})
	sender := newSender(t, "smtps://mailer:secret@"+srv.Addr, lexamail.WithTLSConfig(clientTLS))
	if err := sender.Send(context.Background(), lexa.Email{To: []string{"a@example.org"}, Subject: "s", Text: "t"}); err != nil {
		t.Fatal(err)
	}
	if got := onlyMessage(t, srv); !got.TLS || got.AuthAs != "mailer" {
		t.Errorf("delivered with TLS=%v as %q", got.TLS, got.AuthAs)
	}
	// A certificate nobody vouches for is refused.
	untrusted := newSender(t, "smtps://mailer:secret@"+srv.Addr)
	if err := untrusted.Send(context.Background(), lexa.Email{To: []string{"a@example.org"}, Subject: "s", Text: "t"}); err == nil {
		t.Error("sent over TLS to a server with an untrusted certificate")
	}
}

// A server that offers only PLAIN and no TLS must not get the password.
func TestSMTPSenderKeepsThePasswordOffUnencryptedConnections(t *testing.T) {
	srv := mailtest.Start(t, mailtest.Options{User: "mailer", Pass: "hunter2", InsecureAuth: true})
	sender := newSender(t, "smtp://mailer:hunter2@"+srv.Addr)
	err := sender.Send(context.Background(), lexa.Email{To: []string{"a@example.org"}, Subject: "s", Text: "t"})
	if err == nil {
		t.Fatal("sent with a password over plain text")
	}
	if strings.Contains(err.Error(), "hunter2") {
		t.Errorf("error shows the password: %v", err)
	}
	if n := len(srv.Messages()); n != 0 {
		t.Errorf("server got %d messages", n)
	}
}

func TestSMTPSenderFailsFastWhenTheServerIsDown(t *testing.T) {
	addr := freeAddr(t)
	sender := newSender(t, "smtp://mailer:hunter2@"+addr, lexamail.WithTimeout(5*time.Second))
	err := sender.Send(context.Background(), lexa.Email{To: []string{"a@example.org"}, Subject: "s", Text: "t"})
	if err == nil {
		t.Fatal("no error with no server")
	}
	if strings.Contains(err.Error(), "hunter2") {
		t.Errorf("error shows the password: %v", err)
	}
}

func TestNewSMTPSenderRejectsBadSettings(t *testing.T) {
	for _, tc := range []struct{ url, from string }{
		{"http://mail.test", testFrom},
		{"smtp://", testFrom},
		{"smtp://mail.test:x", testFrom},
		{"smtp://u:hunter2%zz@mail.test", testFrom},
		{"smtp://mail.test", "not an address"},
	} {
		_, err := lexamail.NewSMTPSender(tc.url, tc.from)
		if err == nil {
			t.Errorf("%q from %q accepted", tc.url, tc.from)
		} else if strings.Contains(err.Error(), "hunter2") {
			t.Errorf("error shows the password: %v", err)
		}
	}
}

func TestLogSenderWritesTheWholeMessage(t *testing.T) {
	var buf bytes.Buffer
	sender := lexamail.NewLogSender(slog.New(slog.NewJSONHandler(&buf, nil)))
	e, err := testComposer(t).DemoConfirmation(winterBooking(), cancelURL)
	if err != nil {
		t.Fatal(err)
	}
	if err := sender.Send(context.Background(), e); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	for _, want := range []string{`"level":"INFO"`, "ana@acme.test", "Your Lexa demo is scheduled", "Hi Ana O'Neil",
		"Voice AI Receptionists", `"links":["` + cancelURL + `",`, "invite.ics"} {
		if !strings.Contains(out, want) {
			t.Errorf("log lacks %q:\n%s", want, out)
		}
	}
}

// freeAddr returns a local address nothing listens on (yet).
func freeAddr(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	return addr
}

// A server that takes the connection and never answers holds a send no longer than its
// context allows: the mail worker's lease counts on that limit.
func TestSMTPSenderStopsAtItsContextsDeadline(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	go func() {
		for {
			conn, err := ln.Accept()
			if err != nil {
				return
			}
			defer conn.Close() // silent: no greeting, ever
		}
	}()
	sender := newSender(t, "smtp://"+ln.Addr().String())
	ctx, cancel := context.WithTimeout(context.Background(), 600*time.Millisecond)
	defer cancel()
	start := time.Now()
	err = sender.Send(ctx, lexa.Email{To: []string{"a@example.org"}, Subject: "s", Text: "t"})
	if err == nil {
		t.Fatal("sent to a server that never answered")
	}
	// Generous: it stops a 10-second wait, it does not time the sender.
	if took := time.Since(start); took > 5*time.Second {
		t.Errorf("the send took %v with 600 ms allowed", took)
	}
}
