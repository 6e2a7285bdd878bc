//go:build cluster

package cluster_test

import (
	"encoding/json"
	"net/mail"
	"slices"
	"strings"
	"testing"
	"time"

	"lexa/internal/lexa"
	"lexa/internal/mail/mailtest"
)

// outbox: after the checks before it, every queued mail leaves once, though three mail
// workers poll the one outbox. Each row must match exactly one message the SMTP server
// received (recipients, subject and text), nothing else may arrive, and no row may have
// been claimed twice.
func (s *suite) outbox(t *testing.T) {
	s.waitFor(t, "unsent mail", 0, `SELECT COUNT(*) FROM mail_outbox WHERE sent_at IS NULL`)
	// A second sender of some row would deliver while or just after the first marks it
	// sent; the instances' polls (every 2 s) also get their chance to misbehave.
	time.Sleep(3 * time.Second)

	rows, err := s.db.QueryContext(t.Context(), `SELECT id, kind, message, attempts, locked_by FROM mail_outbox ORDER BY id`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	want := map[string]int{} // message key → rows
	kinds := map[string]int{}
	senders := map[string]int{}
	for rows.Next() {
		var id int64
		var kind, msg, sender string
		var attempts int
		if err := rows.Scan(&id, &kind, &msg, &attempts, &sender); err != nil {
			t.Fatal(err)
		}
		var e lexa.Email
		if err := json.Unmarshal([]byte(msg), &e); err != nil {
			t.Fatalf("outbox row %d: %v", id, err)
		}
		if attempts != 1 {
			t.Errorf("outbox row %d (%s) was claimed %d times", id, kind, attempts)
		}
		want[mailKey(t, e.To, e.Subject, e.Text)]++
		kinds[kind]++
		senders[sender]++
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	// What the earlier checks caused: a verification mail, five contact notifications (the
	// refused sixth none), and the one booking's confirmation and sales copy.
	for kind, n := range map[string]int{"verify_email": 1, "contact_notification": 5, "demo_confirmation": 1, "demo_sales_copy": 1} {
		if kinds[kind] != n {
			t.Errorf("%d %s mails queued, want %d (all: %v)", kinds[kind], kind, n, kinds)
		}
	}
	t.Logf("queued %v; sent by %d workers: %v", kinds, len(senders), senders)

	got := map[string]int{}
	received := s.smtp.Messages()
	for _, m := range received {
		parsed := mailtest.Parse(t, m.Data)
		got[mailKey(t, m.To, parsed.Subject, parsed.Text)]++
	}
	for key, n := range got {
		if want[key] != n {
			t.Errorf("received %d times, queued %d times: %s", n, want[key], key)
		}
	}
	for key, n := range want {
		if got[key] == 0 {
			t.Errorf("queued %d times, never received: %s", n, key)
		}
	}
	if total := len(received); total != sum(want) {
		t.Errorf("the SMTP server received %d messages for %d queued", total, sum(want))
	}
}

// mailKey names a message by what a recipient sees: the bare recipient addresses, the
// subject and the text (line ends as the wire has them do not count).
func mailKey(t *testing.T, to []string, subject, text string) string {
	t.Helper()
	addrs := make([]string, len(to))
	for i, a := range to {
		parsed, err := mail.ParseAddress(a)
		if err != nil {
			t.Fatalf("recipient %q: %v", a, err)
		}
		addrs[i] = strings.ToLower(parsed.Address)
	}
	slices.Sort(addrs)
	text = strings.TrimSpace(strings.ReplaceAll(text, "\r\n", "\n"))
	return strings.Join(addrs, ",") + " | " + subject + " | " + text
}

func sum(m map[string]int) int {
	n := 0
	for _, v := range m {
		n += v
	}
	return n
}
