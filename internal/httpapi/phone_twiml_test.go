package httpapi

import (
	"net/http/httptest"
	"strings"
	"testing"

	"lexa/internal/lexa"
)

// TwiML escapes whatever a caller or a profile says: a reply can never add a verb.
func TestTwiMLEscapesEverything(t *testing.T) {
	w := httptest.NewRecorder()
	writeTwiML(w, gatherTwiML(`Tom & Jerry's <Dial>911</Dial> "quote"`, "https://x/voice?a=1&b=2", "bye"))
	got := w.Body.String()
	want := `<?xml version="1.0" encoding="UTF-8"?>` + "\n" +
		`<Response><Gather input="speech" action="https://x/voice?a=1&amp;b=2" method="POST" speechTimeout="auto">` +
		`<Say>Tom &amp; Jerry&#39;s &lt;Dial&gt;911&lt;/Dial&gt; &#34;quote&#34;</Say></Gather><Say>bye</Say><Hangup></Hangup></Response>`
	if got != want {
		t.Fatalf("TwiML:\n%s\nwant\n%s", got, want)
	}
	if ct := w.Header().Get("Content-Type"); !strings.HasPrefix(ct, "text/xml") {
		t.Errorf("Content-Type %q", ct)
	}
	w = httptest.NewRecorder()
	writeTwiML(w, dialTwiML("Calling", "+15550142299"))
	if !strings.Contains(w.Body.String(), "<Say>Calling</Say><Dial>+15550142299</Dial></Response>") {
		t.Errorf("dial: %s", w.Body.String())
	}
}

func TestPhoneOutcomeAndDialNumber(t *testing.T) {
	spoke := lexa.PhoneCall{Messages: []lexa.ChatMessage{{Role: "assistant", Content: "Hi"}, {Role: "user", Content: "Hello"}}}
	silent := lexa.PhoneCall{Messages: []lexa.ChatMessage{{Role: "assistant", Content: "Hi"}}}
	for _, c := range []struct {
		call   lexa.PhoneCall
		status string
		want   string
	}{
		{spoke, "completed", "answered"},
		{silent, "completed", "missed"},
		{spoke, "failed", "missed"},
		{lexa.PhoneCall{Outcome: "booked"}, "completed", "booked"},
		{lexa.PhoneCall{Outcome: "message"}, "completed", "message"},
		{lexa.PhoneCall{Outcome: "emergency"}, "canceled", "emergency"},
	} {
		if got := phoneOutcome(c.call, c.status); got != c.want {
			t.Errorf("phoneOutcome(%+v, %s) = %s, want %s", c.call, c.status, got, c.want)
		}
	}
	if got := dialNumber(" (555) 014-2299 "); got != "5550142299" {
		t.Errorf("dialNumber = %q", got)
	}
	if got := dialNumber("+1 555 014 2299"); got != "+15550142299" {
		t.Errorf("dialNumber = %q", got)
	}
}

func TestLoggedPathLeavesOutTheWebhookToken(t *testing.T) {
	for in, want := range map[string]string{
		"/api/phone/twilio/abc123/voice":  "/api/phone/twilio/{token}/voice",
		"/api/phone/twilio/abc123/status": "/api/phone/twilio/{token}/status",
		"/api/phone/twilio/abc123":        "/api/phone/twilio/{token}",
		"/api/services/x/phone":           "/api/services/x/phone",
	} {
		if got := loggedPath(in); got != want {
			t.Errorf("loggedPath(%q) = %q, want %q", in, got, want)
		}
	}
}
