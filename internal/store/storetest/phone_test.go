package storetest

import (
	"context"
	"strings"
	"testing"
	"time"

	"lexa/internal/lexa"
)

// A phone line is its owner's, one per voice-ai service, found by its token's hash; a
// call in progress is kept per CallSid and becomes one logged call with one usage row,
// however often its end is reported; a message the call left is completed, not doubled.
func TestPhoneLinesAndCalls(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		u, _ := jobOwner(t, db, clock, "phone@example.com")
		other, _ := jobOwner(t, db, clock, "other-phone@example.com")
		voice := newService(t, db, u.ID, "voice-ai", "Desk")
		docs := newService(t, db, u.ID, "recruitment", "Docs")
		active := lexa.ServiceActive
		if _, err := db.UpdateService(ctx, u.ID, voice.ID, lexa.ServiceUpdate{Status: &active}); err != nil {
			t.Fatal(err)
		}
		line := lexa.PhoneLine{Provider: "twilio", AccountSID: "AC1", PhoneNumber: "+15550102030", SealedAuthToken: "v1:sealed",
			TokenHash: "hash-1", SealedToken: "v1:token"}

		if _, err := db.PhoneLine(ctx, u.ID, voice.ID); err != lexa.ErrPhoneNotConnected {
			t.Fatalf("before connecting: %v", err)
		}
		if _, err := db.ConnectPhone(ctx, other.ID, voice.ID, line); err != lexa.ErrServiceNotFound {
			t.Fatalf("another user's service: %v", err)
		}
		if _, err := db.ConnectPhone(ctx, u.ID, docs.ID, line); err == nil {
			t.Fatal("a document service got a phone line")
		}
		stored, err := db.ConnectPhone(ctx, u.ID, voice.ID, line)
		if err != nil || stored.ConnectedAt.IsZero() || stored.ServiceID != voice.ID {
			t.Fatalf("connect: %+v %v", stored, err)
		}
		got, err := db.PhoneLine(ctx, u.ID, voice.ID)
		if err != nil || got.SealedAuthToken != "v1:sealed" || got.PhoneNumber != "+15550102030" || got.SealedToken != "v1:token" {
			t.Fatalf("read back: %+v %v", got, err)
		}
		if _, err := db.PhoneLine(ctx, other.ID, voice.ID); err != lexa.ErrServiceNotFound {
			t.Fatalf("another user reads it: %v", err)
		}
		byToken, err := db.PhoneLineByToken(ctx, "hash-1")
		if err != nil || byToken.ServiceID != voice.ID || byToken.UserID != u.ID || byToken.ServiceStatus != lexa.ServiceActive {
			t.Fatalf("by token: %+v %v", byToken, err)
		}
		// Connecting again replaces the line and its token.
		line.TokenHash, line.PhoneNumber = "hash-2", "+15550102031"
		if _, err := db.ConnectPhone(ctx, u.ID, voice.ID, line); err != nil {
			t.Fatal(err)
		}
		if _, err := db.PhoneLineByToken(ctx, "hash-1"); err != lexa.ErrPhoneLineUnknown {
			t.Fatalf("the old token still works: %v", err)
		}
		if n := CountRows(t, db, `SELECT COUNT(*) FROM phone_lines`); n != 1 {
			t.Fatalf("%d lines", n)
		}

		// The owner's export names the line, never its secrets.
		export, err := db.ExportAccount(ctx, u)
		if err != nil || len(export.PhoneLines) != 1 || export.PhoneLines[0]["phone_number"] != "+15550102031" {
			t.Fatalf("export: %+v %v", export.PhoneLines, err)
		}
		for col := range export.PhoneLines[0] {
			if strings.Contains(col, "token") {
				t.Errorf("the export holds %s", col)
			}
		}

		// A call in progress, saved turn by turn.
		start := clock.Now().Add(-time.Minute).UTC().Truncate(time.Second)
		pc := lexa.PhoneCall{ServiceID: voice.ID, CallSID: "CA1", Caller: "+15557654321", StartedAt: start,
			Messages: []lexa.ChatMessage{{Role: "assistant", Content: "Hello"}}}
		if _, found, err := db.PhoneCall(ctx, voice.ID, "CA1"); found || err != nil {
			t.Fatalf("unknown call: %v %v", found, err)
		}
		if err := db.SavePhoneCall(ctx, pc); err != nil {
			t.Fatal(err)
		}
		pc.Messages = append(pc.Messages, lexa.ChatMessage{Role: "user", Content: "I'd like a message passed on"})
		pc.Outcome, pc.AppointmentID = "message", "appt-1"
		if err := db.SavePhoneCall(ctx, pc); err != nil {
			t.Fatal(err)
		}
		read, found, err := db.PhoneCall(ctx, voice.ID, "CA1")
		if err != nil || !found || len(read.Messages) != 2 || read.Outcome != "message" || read.AppointmentID != "appt-1" || !read.StartedAt.Equal(start) {
			t.Fatalf("read call: %+v %v %v", read, found, err)
		}

		// The message was logged during the call (duration unknown yet) under the call's key.
		msg := lexa.Call{IdempotencyKey: "twilio:CA1", Caller: pc.Caller, StartedAt: start, Outcome: "message", Transcript: "so far"}
		if _, _, err := db.RecordMessage(ctx, u.ID, voice.ID, msg, func(to lexa.Recipient, c lexa.Call) (lexa.Email, error) {
			return lexa.Email{To: []string{to.Email}, Subject: "message", Text: "m"}, nil
		}); err != nil {
			t.Fatal(err)
		}
		end := lexa.Call{ServiceID: voice.ID, IdempotencyKey: "twilio:CA1", Caller: pc.Caller, StartedAt: start, DurationSeconds: 75,
			Outcome: "message", Transcript: "the whole call"}
		for i := range 3 {
			c, replayed, err := db.FinishPhoneCall(ctx, end, "CA1")
			if err != nil || replayed != (i > 0) || c.DurationSeconds != 75 || c.Transcript != "the whole call" || c.UserID != u.ID {
				t.Fatalf("finish %d: %+v %v %v", i, c, replayed, err)
			}
		}
		if n := CountRows(t, db, `SELECT COUNT(*) FROM calls`); n != 1 {
			t.Errorf("%d calls, want 1", n)
		}
		if n := CountRows(t, db, `SELECT COUNT(*) FROM usage_events WHERE calls = 1 AND minutes_saved = 2`); n != 1 {
			t.Errorf("%d usage rows, want 1", n)
		}
		if _, found, _ := db.PhoneCall(ctx, voice.ID, "CA1"); found {
			t.Error("the finished call is still in progress")
		}

		// A call Twilio never reported the end of is closed by a retention pass after four
		// hours without a webhook, with what was heard.
		open := lexa.PhoneCall{ServiceID: voice.ID, CallSID: "CA2", Caller: "anonymous", StartedAt: clock.Now().Add(-10 * time.Minute),
			Messages: []lexa.ChatMessage{{Role: "assistant", Content: "Hello"}, {Role: "user", Content: "What are your hours?"}}}
		if err := db.SavePhoneCall(ctx, open); err != nil {
			t.Fatal(err)
		}
		abandoned := lexa.PhoneCall{ServiceID: voice.ID, CallSID: lexa.TestCallPrefix + "1", Caller: "anonymous", StartedAt: clock.Now(),
			Messages: []lexa.ChatMessage{{Role: "assistant", Content: "Hello"}}}
		if err := db.SavePhoneCall(ctx, abandoned); err != nil {
			t.Fatal(err)
		}
		stale := lexa.Retention{}.Steps(clock.Now().Add(3 * time.Hour))
		closeStale := func(steps []lexa.PruneStep) int {
			for _, step := range steps {
				if step.Kind == lexa.PruneStalePhoneCalls {
					n, err := db.PruneBatch(ctx, step, 10)
					if err != nil {
						t.Fatal(err)
					}
					return n
				}
			}
			t.Fatal("no stale phone calls step")
			return 0
		}
		if n := closeStale(stale); n != 0 {
			t.Fatalf("closed %d calls three hours on", n)
		}
		if n := closeStale(lexa.Retention{}.Steps(clock.Now().Add(4*time.Hour + time.Minute))); n != 2 {
			t.Fatalf("closed %d calls four hours on, want 2", n)
		}
		if n := CountRows(t, db, `SELECT COUNT(*) FROM calls WHERE idempotency_key LIKE '%test-%'`) + CountRows(t, db, `SELECT COUNT(*) FROM phone_calls`); n != 0 {
			t.Errorf("an abandoned test call left %d rows", n)
		}
		if n := CountRows(t, db, `SELECT COUNT(*) FROM calls WHERE idempotency_key = 'twilio:CA2' AND outcome = 'answered'
			AND duration_seconds = 600 AND transcript LIKE '%Caller: What are your hours?%'`); n != 1 {
			t.Errorf("%d closed calls logged, want 1", n)
		}
		if _, found, _ := db.PhoneCall(ctx, voice.ID, "CA2"); found {
			t.Error("the closed call is still in progress")
		}

		if err := db.DisconnectPhone(ctx, other.ID, voice.ID); err != lexa.ErrServiceNotFound {
			t.Fatalf("another user disconnects: %v", err)
		}
		if err := db.DisconnectPhone(ctx, u.ID, voice.ID); err != nil {
			t.Fatal(err)
		}
		if err := db.DisconnectPhone(ctx, u.ID, voice.ID); err != lexa.ErrPhoneNotConnected {
			t.Fatalf("twice: %v", err)
		}
		if _, err := db.PhoneLineByToken(ctx, "hash-2"); err != lexa.ErrPhoneLineUnknown {
			t.Fatalf("after disconnecting: %v", err)
		}
	})
}
