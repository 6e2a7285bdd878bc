package app

import (
	"bytes"
	"context"
	"net/http"
	"sync"
	"testing"
	"time"

	"lexa/internal/lexa"
	"lexa/internal/store"
	"lexa/internal/store/storetest"
)

// appointmentsMonday is when the appointment tests run: Monday 2026-03-02, 09:00 in New
// York, the week before the clocks change there.
var appointmentsMonday = time.Date(2026, 3, 2, 14, 0, 0, 0, time.UTC)

// bookingStore opens the site's database with the site's clock, to book as the
// receptionist's conversation will (it has no route of its own yet).
func bookingStore(t *testing.T, s *accountSite) *store.DB {
	t.Helper()
	db, err := store.Open(context.Background(), s.dbURL(), s.clock)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

// bookAt books one of the dental clinic's services at a New York wall-clock time.
func bookAt(t *testing.T, db *store.DB, userID, serviceID, service string, month time.Month, day, hour, minute int) lexa.Appointment {
	t.Helper()
	loc, _ := time.LoadLocation("America/New_York")
	a, err := db.BookAppointment(context.Background(), userID, serviceID, lexa.AppointmentRequest{Service: service,
		Start: time.Date(2026, month, day, hour, minute, 0, 0, loc), CallerName: "Maria Lopez", Phone: "+1 555 010 2030",
		Source: lexa.SourceWeb})
	if err != nil {
		t.Fatalf("book %s on %d-%d %d:%02d: %v", service, month, day, hour, minute, err)
	}
	return a
}

// The appointment book's routes, on each database: the list by the profile's days and
// zone (defaults from the server's clock, times across the change of clocks), confirm,
// cancel and move with their audit entries, clear 400s and 409s, 404 for another user's
// service and for another type of service.
func TestAppointmentBookAPI(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s := newAccountSite(t, b, nil)
		s.clock.Advance(appointmentsMonday.Sub(s.clock.Now()))
		ann := s.seedUser("ann@example.com", "correct horse", true)
		s.seedUser("bob@example.com", "correct horse", true)
		annV, bob := s.visitor("203.0.113.70"), s.visitor("203.0.113.71")
		annV.signIn("ann@example.com", "correct horse")
		bob.signIn("bob@example.com", "correct horse")
		annV.subscribeTo("enterprise")
		voice := annV.activeService("voice-ai", "Front desk")
		hiring := annV.activeService("recruitment", "Hiring")
		if res, resp := annV.do("PUT", "/api/services/"+voice+"/receptionist", sampleProfile(t)); res.StatusCode != 200 {
			t.Fatalf("save profile: %d %v", res.StatusCode, resp)
		}
		db := bookingStore(t, s)
		cleaningA := bookAt(t, db, ann.ID, voice, "Cleaning and exam", 3, 4, 10, 0) // Wednesday
		fillingB := bookAt(t, db, ann.ID, voice, "Filling", 3, 5, 9, 0)             // Thursday
		bookAt(t, db, ann.ID, voice, "Crown", 3, 9, 9, 0)                           // Monday, EDT
		book := "/api/services/" + voice + "/appointments"

		// The default days: today and 30 days on, in New York.
		res, resp := annV.do("GET", book, nil)
		list, _ := resp["appointments"].([]any)
		if res.StatusCode != 200 || res.Header.Get("Cache-Control") != "no-store" || len(list) != 3 ||
			resp["from"] != "2026-03-02" || resp["to"] != "2026-04-01" || resp["timezone"] != "America/New_York" {
			t.Fatalf("the book: %d %v", res.StatusCode, resp)
		}
		first, third := list[0].(map[string]any), list[2].(map[string]any)
		if first["id"] != cleaningA.ID || first["start"] != "2026-03-04T10:00:00-05:00" || first["end"] != "2026-03-04T11:00:00-05:00" ||
			first["service_name"] != "Cleaning and exam" || first["status"] != "requested" || first["source"] != "web" ||
			first["caller_name"] != "Maria Lopez" || first["service_id"] != voice {
			t.Errorf("an appointment: %v", first)
		}
		if third["start"] != "2026-03-09T09:00:00-04:00" || third["end"] != "2026-03-09T10:30:00-04:00" {
			t.Errorf("after the change of clocks: %v to %v", third["start"], third["end"])
		}
		if _, resp := annV.do("GET", book+"?from=2026-03-05&to=2026-03-05", nil); len(resp["appointments"].([]any)) != 1 {
			t.Errorf("one day: %v", resp)
		}
		for query, field := range map[string]string{
			"?from=2026-03-05&to=2026-03-04": "to",
			"?from=2026-03-01&to=2026-06-02": "to",
			"?from=tomorrow":                 "from",
			"?to=2026-13-01":                 "to",
		} {
			if res, resp := annV.do("GET", book+query, nil); res.StatusCode != 400 || fieldsOf(resp)[field] == nil {
				t.Errorf("GET %s: %d %v, want 400 on %s", query, res.StatusCode, resp, field)
			}
		}
		for who, path := range map[*visitor]string{bob: book, annV: "/api/services/" + hiring + "/appointments"} {
			if res, _ := who.do("GET", path, nil); res.StatusCode != 404 {
				t.Errorf("GET %s: %d, want 404", path, res.StatusCode)
			}
			if res, _ := who.do("PATCH", path+"/"+cleaningA.ID, map[string]any{"status": "cancelled"}); res.StatusCode != 404 {
				t.Errorf("PATCH %s: %d, want 404", path, res.StatusCode)
			}
		}

		patch := func(id string, body any) (*http.Response, map[string]any) {
			t.Helper()
			return annV.do("PATCH", book+"/"+id, body)
		}
		// Confirm, once audited.
		for range 2 {
			res, resp := patch(cleaningA.ID, map[string]any{"status": "confirmed"})
			if a, _ := resp["appointment"].(map[string]any); res.StatusCode != 200 || a["status"] != "confirmed" ||
				a["start"] != "2026-03-04T10:00:00-05:00" || res.Header.Get("Cache-Control") != "no-store" {
				t.Errorf("confirm: %d %v", res.StatusCode, resp)
			}
		}
		if n := s.audits("appointment_confirmed"); n != 1 {
			t.Errorf("%d appointment_confirmed entries, want 1", n)
		}

		// Moves that cannot be: each says why, plainly, and changes nothing.
		for _, tc := range []struct {
			start   string
			status  int
			message string
		}{
			{"2026-03-04T10:30:00-05:00", 409, "That time is already taken by another appointment."},
			{"2026-03-08T10:00:00-04:00", 400, "The business is closed on Sundays."},
			{"2026-03-02T08:00:00-05:00", 400, "That time has already passed."},
			{"2026-03-05T20:00:00-05:00", 400, "That time is outside the opening hours (Thursdays 08:00–19:00)."},
			{"2026-03-05T09:10:00-05:00", 400, "Appointments start every 30 minutes from opening time; choose one of those times."},
		} {
			res, resp := patch(fillingB.ID, map[string]any{"start": tc.start})
			if res.StatusCode != tc.status || errorMessage(resp) != tc.message {
				t.Errorf("move to %s: %d %v, want %d %q", tc.start, res.StatusCode, resp, tc.status, tc.message)
			}
			if tc.status == 400 && fieldsOf(resp)["start"] != tc.message {
				t.Errorf("move to %s: fields %v", tc.start, fieldsOf(resp))
			}
		}
		res, resp = patch(fillingB.ID, map[string]any{"start": "2026-03-04T18:00:00Z"}) // 13:00 in New York
		if a, _ := resp["appointment"].(map[string]any); res.StatusCode != 200 || a["start"] != "2026-03-04T13:00:00-05:00" ||
			a["end"] != "2026-03-04T13:45:00-05:00" {
			t.Errorf("move: %d %v", res.StatusCode, resp)
		}
		if n := s.count(`SELECT COUNT(*) FROM audit_logs WHERE action = 'appointment_moved' AND user_id = ?`, ann.ID); n != 1 {
			t.Errorf("%d appointment_moved entries, want 1", n)
		}

		// Cancel: the time is free again; a cancelled appointment is not confirmed again.
		if res, resp := patch(cleaningA.ID, map[string]any{"status": "cancelled"}); res.StatusCode != 200 || resp["appointment"].(map[string]any)["status"] != "cancelled" {
			t.Errorf("cancel: %d %v", res.StatusCode, resp)
		}
		if n := s.audits("appointment_cancelled"); n != 1 {
			t.Errorf("%d appointment_cancelled entries, want 1", n)
		}
		bookAt(t, db, ann.ID, voice, "Emergency exam", 3, 4, 10, 0)
		if res, resp := patch(cleaningA.ID, map[string]any{"status": "confirmed"}); res.StatusCode != 409 {
			t.Errorf("confirming a cancelled appointment: %d %v", res.StatusCode, resp)
		}

		// Bad bodies name their fields.
		for _, tc := range []struct {
			body  any
			field string
		}{
			{map[string]any{"status": "requested"}, "status"},
			{map[string]any{"status": "confirmed", "colour": "red"}, "colour"},
			{map[string]any{"status": "confirmed", "start": "2026-03-05T09:00:00-05:00"}, "start"},
			{map[string]any{"start": "Thursday at 9"}, "start"},
			{map[string]any{}, "status"},
		} {
			if res, resp := patch(fillingB.ID, tc.body); res.StatusCode != 400 || fieldsOf(resp)[tc.field] == nil {
				t.Errorf("PATCH %v: %d %v, want 400 on %s", tc.body, res.StatusCode, resp, tc.field)
			}
		}
		if res, _ := annV.send("PATCH", book+"/"+fillingB.ID, bytes.NewReader([]byte(`[1]`)), "Content-Type", "application/json"); res.StatusCode != 400 {
			t.Errorf("a body that is not an object: %d", res.StatusCode)
		}
		if res, _ := patch("no-such-appointment", map[string]any{"status": "confirmed"}); res.StatusCode != 404 {
			t.Errorf("an unknown appointment: %d", res.StatusCode)
		}
		if n := s.count(`SELECT COUNT(*) FROM audit_logs WHERE action LIKE 'appointment_%'`); n != 3 {
			t.Errorf("%d appointment audit entries, want 3 (nothing refused is audited)", n)
		}
	})
}

// Twenty moves racing for one free time through the API: one is 200, nineteen are 409,
// and the book holds one appointment there.
func TestAppointmentMovesRace(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s := newAccountSite(t, b, nil)
		s.clock.Advance(appointmentsMonday.Sub(s.clock.Now()))
		ann := s.seedUser("ann@example.com", "correct horse", true)
		v := s.visitor("203.0.113.70")
		v.signIn("ann@example.com", "correct horse")
		v.subscribeTo("enterprise")
		voice := v.activeService("voice-ai", "Front desk")
		if res, resp := v.do("PUT", "/api/services/"+voice+"/receptionist", sampleProfile(t)); res.StatusCode != 200 {
			t.Fatalf("save profile: %d %v", res.StatusCode, resp)
		}
		db := bookingStore(t, s)
		const racers = 20
		ids := make([]string, racers)
		for i := range racers { // Tuesday 08:00 to 16:30 and Wednesday, every half hour
			ids[i] = bookAt(t, db, ann.ID, voice, "Emergency exam", 3, 3+i/18, 8+(i%18)/2, 30*(i%2)).ID
		}
		body := []byte(`{"start":"2026-03-06T09:00:00-05:00"}`) // Friday
		statuses := make([]int, racers)
		var wg sync.WaitGroup
		ready := make(chan struct{})
		for i := range racers {
			wg.Go(func() {
				<-ready
				req, err := http.NewRequest("PATCH", s.base+"/api/services/"+voice+"/appointments/"+ids[i], bytes.NewReader(body))
				if err != nil {
					return
				}
				req.Header.Set("Content-Type", "application/json")
				req.Header.Set("X-Forwarded-For", v.ip)
				for _, c := range v.cookies {
					req.AddCookie(c)
				}
				if res, err := noRedirect.Do(req); err == nil {
					statuses[i] = res.StatusCode
					res.Body.Close()
				}
			})
		}
		close(ready)
		wg.Wait()
		won, taken := 0, 0
		for _, status := range statuses {
			switch status {
			case 200:
				won++
			case 409:
				taken++
			}
		}
		if won != 1 || taken != racers-1 {
			t.Errorf("statuses %v: %d moved and %d refused, want 1 and %d", statuses, won, taken, racers-1)
		}
		loc, _ := time.LoadLocation("America/New_York")
		friday := time.Date(2026, 3, 6, 0, 0, 0, 0, loc)
		if list, _, err := db.Appointments(context.Background(), ann.ID, voice, friday, friday.AddDate(0, 0, 1)); err != nil || len(list) != 1 {
			t.Errorf("Friday's book: %d appointments, %v", len(list), err)
		}
	})
}
