package app

import (
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	ics "github.com/arran4/golang-ical"

	"lexa/internal/billing"
	"lexa/internal/mail"
	"lexa/internal/mail/mailtest"
	"lexa/internal/store"
	"lexa/internal/store/storetest"
	"lexa/internal/waittest"
)

// fastMail makes the worker poll and retry within a test's patience.
var fastMail = WithMailWorker(mail.WithPollInterval(50*time.Millisecond), mail.WithBackoff(100*time.Millisecond, time.Second))

// fastBilling does the same for the webhook worker.
var fastBilling = WithBillingWorker(billing.WithWorkerPoll(20*time.Millisecond), billing.WithWorkerBackoff(50*time.Millisecond, 500*time.Millisecond))

// waitForMail waits until the server holds n messages.
func waitForMail(t *testing.T, srv *mailtest.Server, n int) []mailtest.Received {
	t.Helper()
	var got []mailtest.Received
	waittest.Eventually(t, 60*time.Second, func() error {
		if got = srv.Messages(); len(got) < n {
			return fmt.Errorf("%d messages arrived, want %d", len(got), n)
		}
		return nil
	})
	return got
}

// waitOutbox waits until the outbox of db holds unsent mails not yet sent, each tried (in
// vain) at least tried times. With unsent 0 every mail is marked sent, and a mail is marked
// after the SMTP server took it: a test then counts every message the worker will send.
func waitOutbox(t *testing.T, db *store.DB, unsent, tried int) {
	t.Helper()
	waittest.Eventually(t, 60*time.Second, func() error {
		var pending, attempts int
		if err := rawRow(db, `SELECT COUNT(*), COALESCE(MIN(attempts), 0) FROM mail_outbox WHERE sent_at IS NULL`, &pending, &attempts); err != nil {
			t.Fatal(err)
		}
		if pending != unsent || attempts < tried {
			return fmt.Errorf("outbox: %d mails unsent (want %d), fewest attempts %d (want %d or more)", pending, unsent, attempts, tried)
		}
		return nil
	})
}

func byRecipient(t *testing.T, msgs []mailtest.Received, to string) []mailtest.Mail {
	t.Helper()
	var out []mailtest.Mail
	for _, m := range msgs {
		for _, rcpt := range m.To {
			if rcpt == to {
				out = append(out, mailtest.Parse(t, m.Data))
			}
		}
	}
	return out
}

func TestBookingConfirmationInviteAndCancelLink(t *testing.T) {
	t.Parallel()
	smtp := mailtest.Start(t, mailtest.Options{})
	env := map[string]string{"TRUSTED_PROXIES": "127.0.0.1/32", "SMTP_URL": "smtp://" + smtp.Addr,
		"CONTACT_EMAIL": "hello@acme.test", "SALES_EMAIL": "sales@acme.test"}
	base := startAppWith(t, env, fastMail)
	date, hm := firstSlot(t, base)
	if status, _, resp := post(t, base+"/api/demo/bookings", "192.0.2.10", booking(date, hm)); status != 201 {
		t.Fatalf("booking: %d %v", status, resp)
	}
	msgs := waitForMail(t, smtp, 2)
	visitor := byRecipient(t, msgs, "jane@example.com")
	sales := byRecipient(t, msgs, "sales@acme.test")
	if len(visitor) != 1 || len(sales) != 1 {
		t.Fatalf("%d mails to the visitor and %d to sales, want one each", len(visitor), len(sales))
	}
	confirmation := visitor[0]
	if !strings.Contains(confirmation.Text, "Voice AI Receptionists") || confirmation.HTML == "" {
		t.Errorf("confirmation lacks the service or an HTML part: %q", confirmation.Text)
	}
	if len(confirmation.Attachments) != 1 {
		t.Fatalf("%d attachments, want the invite", len(confirmation.Attachments))
	}
	invite := confirmation.Attachments[0]
	if invite.MediaType != "text/calendar" || invite.Params["method"] != "REQUEST" {
		t.Errorf("invite content type %q", invite.ContentType)
	}
	cal, err := ics.ParseCalendar(strings.NewReader(string(invite.Data)))
	if err != nil {
		t.Fatal(err)
	}
	event := cal.Events()[0]
	start := event.GetProperty(ics.ComponentPropertyDtStart)
	end := event.GetProperty(ics.ComponentPropertyDtEnd)
	wantStart := strings.ReplaceAll(date, "-", "") + "T" + strings.ReplaceAll(hm, ":", "") + "00"
	if start.Value != wantStart || start.ICalParameters["TZID"][0] != "America/New_York" {
		t.Errorf("DTSTART %s %v, want %s in America/New_York", start.Value, start.ICalParameters, wantStart)
	}
	startAt, _ := time.Parse("20060102T150405", start.Value)
	endAt, _ := time.Parse("20060102T150405", end.Value)
	if endAt.Sub(startAt) != 30*time.Minute || end.ICalParameters["TZID"][0] != "America/New_York" {
		t.Errorf("DTEND %s, want 30 minutes after DTSTART", end.Value)
	}

	cancelURL := regexp.MustCompile(`http://\S+/api/demo/bookings/cancel\?token=[A-Za-z0-9_-]+`).FindString(confirmation.Text)
	if cancelURL == "" {
		t.Fatalf("no cancel link in %q", confirmation.Text)
	}
	link, _ := url.Parse(cancelURL)
	local := base + link.Path + "?" + link.RawQuery // BASE_URL is the default; the app listens elsewhere
	if res, body := fetch(t, "GET", local); res.StatusCode != 200 || !strings.Contains(body, "Cancel this demo") {
		t.Fatalf("cancel page: %d", res.StatusCode)
	}
	if d, s := firstSlot(t, base); d == date && s == hm {
		t.Fatal("viewing the cancel page freed the slot")
	}
	postForm := func() int {
		req, _ := http.NewRequest("POST", local, nil)
		req.Header.Set("Sec-Fetch-Site", "same-origin")
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		return res.StatusCode
	}
	if status := postForm(); status != 200 {
		t.Fatalf("cancel: %d", status)
	}
	if status := postForm(); status != 404 {
		t.Errorf("second cancel: %d, want 404", status)
	}
	if d, s := firstSlot(t, base); d != date || s != hm {
		t.Errorf("the cancelled slot %s %s is not free again (first free: %s %s)", date, hm, d, s)
	}
	cancellations := byRecipient(t, waitForMail(t, smtp, 3), "jane@example.com")
	if len(cancellations) != 2 || !strings.Contains(string(cancellations[1].Attachments[0].Data), "METHOD:CANCEL") {
		t.Errorf("no cancellation invite reached the visitor")
	}
}

// With the mail server down the booking still succeeds; the mail goes out once the
// server is back, and only once.
func TestBookingSurvivesMailOutage(t *testing.T) {
	t.Parallel()
	down := mailtest.Start(t, mailtest.Options{})
	addr := down.Addr
	down.Close()
	dbURL := storetest.SQLiteURL(t)
	env := map[string]string{"TRUSTED_PROXIES": "127.0.0.1/32", "SMTP_URL": "smtp://" + addr, "SALES_EMAIL": "sales@acme.test",
		"DATABASE_URL": dbURL}
	base := startAppWith(t, env, fastMail)
	db := openStore(t, dbURL)
	date, hm := firstSlot(t, base)
	if status, _, resp := post(t, base+"/api/demo/bookings", "192.0.2.11", booking(date, hm)); status != 201 {
		t.Fatalf("booking with SMTP down: %d %v", status, resp)
	}
	waitOutbox(t, db, 2, 2) // both mails tried, and failed, at least twice
	up := mailtest.Start(t, mailtest.Options{Addr: addr})
	msgs := waitForMail(t, up, 2)
	waitOutbox(t, db, 0, 0) // would a duplicate follow? Not once all are marked sent
	if n := len(up.Messages()); n != 2 || len(byRecipient(t, msgs, "jane@example.com")) != 1 {
		t.Errorf("%d messages delivered after the outage, want 2 (confirmation and sales copy)", n)
	}
}
