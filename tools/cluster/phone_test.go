//go:build cluster

package cluster_test

import (
	"bytes"
	"encoding/base64"
	"encoding/xml"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"lexa/internal/lexa"
	"lexa/internal/twilio"
	"lexa/internal/twilio/twiliotest"
)

// The phone line's numbers, as Twilio's stand-in knows them.
const (
	twilioSID    = "AC0123456789abcdef0123456789abcdef"
	twilioToken  = "0123456789abcdef0123456789abcdef"
	twilioNumber = "+15550102030"
	caller       = "+15557654321"
)

// phone: one call through Twilio, its webhooks spread over the instances by nginx (the
// conversation's state is in the database, not in an instance), books once and is logged
// once: one call, one appointment, one usage row, one mail to the owner and one text to
// the caller, though Twilio reports the call's end three times.
func (s *suite) phone(t *testing.T) {
	if s.signedIn == nil {
		t.Skip("needs the account of the session check")
	}
	v := s.signedIn
	r := v.call("POST", "/api/services", map[string]string{"service_type": "voice-ai", "service_name": "Cluster front desk"}, "cluster-phone-service")
	service, _ := r.body["service"].(map[string]any)
	id, _ := service["id"].(string)
	if r.status != http.StatusCreated || id == "" {
		t.Fatalf("create a service: %d %v", r.status, r.body)
	}
	if r := v.call("PATCH", "/api/services/"+id, map[string]string{"status": "active"}, "cluster-phone-activate"); r.status != http.StatusOK {
		t.Fatalf("activate it: %d %v", r.status, r.body)
	}
	if _, err := s.db.ExecContext(t.Context(), `UPDATE services SET usage_included = TRUE, usage_limit = 0 WHERE id = $1`, id); err != nil {
		t.Fatal(err)
	}
	profile, _ := lexa.SampleBusiness(lexa.DefaultBusiness)
	profile.Booking.Mode = lexa.BookingModeConfirm
	if r := v.call("PUT", "/api/services/"+id+"/receptionist", profile, "cluster-phone-profile"); r.status != http.StatusOK {
		t.Fatalf("save the profile: %d %v", r.status, r.body)
	}
	s.twilio.AddNumber(twilioSID, twilioToken, twilioNumber)
	r = v.call("PUT", "/api/services/"+id+"/phone", map[string]any{"provider": "twilio", "account_sid": twilioSID,
		"auth_token": twilioToken, "phone_number": twilioNumber}, "cluster-phone-connect")
	phone, _ := r.body["phone"].(map[string]any)
	voiceURL, _ := phone["voice_url"].(string)
	statusURL, _ := phone["status_url"].(string)
	if r.status != http.StatusOK || !strings.HasPrefix(voiceURL, s.c.URL+"/") || !strings.HasPrefix(statusURL, s.c.URL+"/") {
		t.Fatalf("connect the number: %d %v", r.status, r.body)
	}

	// A day the clinic is open, a week or more ahead, named by its date so that the
	// booking does not depend on today's weekday or hour.
	zone, err := time.LoadLocation(profile.Timezone)
	if err != nil {
		t.Fatal(err)
	}
	day := time.Now().In(zone).AddDate(0, 0, 8)
	for day.Weekday() < time.Monday || day.Weekday() > time.Thursday {
		day = day.AddDate(0, 0, 1)
	}
	when := fmt.Sprintf("%s %d at 10 am", day.Month(), day.Day())

	var requests []string
	turn := func(speech string) string {
		t.Helper()
		params := url.Values{"CallSid": {"CAcluster1"}, "AccountSid": {twilioSID}, "From": {caller}, "To": {twilioNumber}, "CallStatus": {"in-progress"}}
		if speech != "" {
			params.Set("SpeechResult", speech)
			params.Set("Confidence", "0.9")
		}
		rid := fmt.Sprintf("cluster-phone-%02d", len(requests))
		requests = append(requests, rid)
		body := s.twilioPost(t, v, voiceURL, params, rid)
		return body
	}
	if said := turn(""); !strings.Contains(said, "Thank you for calling") {
		t.Fatalf("greeting: %s", said)
	}
	turn("I'd like to book a cleaning on " + when)
	if said := turn("Sam Ortiz"); !strings.Contains(said, "You're all set, Sam Ortiz") {
		t.Fatalf("the booking turn (%s): %s", when, said)
	}
	turn("No, that's all. Bye!")
	for range 3 { // Twilio retries a status callback it did not see answered
		s.twilioPost(t, v, statusURL, url.Values{"CallSid": {"CAcluster1"}, "AccountSid": {twilioSID}, "From": {caller},
			"To": {twilioNumber}, "CallStatus": {"completed"}, "CallDuration": {"80"}}, fmt.Sprintf("cluster-phone-%02d", len(requests)))
		requests = append(requests, fmt.Sprintf("cluster-phone-%02d", len(requests)))
	}
	wantEveryInstance(t, s.c, requests)

	if n := s.count(t, `SELECT COUNT(*) FROM appointments WHERE service_id = $1`, id); n != 1 {
		t.Errorf("%d appointments, want 1", n)
	}
	if n := s.count(t, `SELECT COUNT(*) FROM appointments WHERE service_id = $1 AND source = 'phone' AND status = 'confirmed' AND phone = $2`, id, caller); n != 1 {
		t.Errorf("%d confirmed phone appointments with the caller's number, want 1", n)
	}
	if n := s.count(t, `SELECT COUNT(*) FROM calls WHERE service_id = $1`, id); n != 1 {
		t.Errorf("%d calls logged, want 1", n)
	}
	if n := s.count(t, `SELECT COUNT(*) FROM calls WHERE service_id = $1 AND outcome = 'booked' AND duration_seconds = 80 AND transcript LIKE $2`,
		id, "%Caller: Sam Ortiz%"); n != 1 {
		t.Errorf("%d booked calls with the whole transcript, want 1", n)
	}
	if n := s.count(t, `SELECT COUNT(*) FROM usage_events WHERE service_id = $1`, id); n != 1 {
		t.Errorf("%d usage rows, want 1", n)
	}
	s.waitFor(t, "the booking's mail", 1, `SELECT COUNT(*) FROM mail_outbox WHERE kind = 'receptionist_booking' AND sent_at IS NOT NULL`)
	s.waitFor(t, "the caller's text", 1, `SELECT COUNT(*) FROM appointments WHERE service_id = $1 AND text_status = 'sent'`, id)
	time.Sleep(3 * time.Second) // a second sender of either would act on its next poll
	if n := s.count(t, `SELECT COUNT(*) FROM mail_outbox WHERE kind = 'receptionist_booking'`); n != 1 {
		t.Errorf("%d booking mails queued, want 1", n)
	}
	booked := 0
	for _, m := range s.smtp.Messages() {
		if strings.Contains(string(m.Data), "Sam Ortiz") {
			booked++
		}
	}
	if booked != 1 {
		t.Errorf("%d mails about the booking reached SMTP, want 1", booked)
	}
	if texts := s.twilio.Texts(); len(texts) != 1 || texts[0].Form.Get("To") != caller {
		t.Errorf("texts sent through Twilio: %+v, want one to the caller", texts)
	}
}

// twilioPost posts a webhook through nginx as Twilio does, signed for the URL Lexa gave,
// and returns what the TwiML answer says.
func (s *suite) twilioPost(t *testing.T, v *visitor, hookURL string, params url.Values, requestID string) string {
	t.Helper()
	r := v.raw("POST", strings.TrimPrefix(hookURL, s.c.URL), []byte(params.Encode()), requestID,
		"Content-Type", "application/x-www-form-urlencoded", "X-Twilio-Signature", twilio.Signature(twilioToken, hookURL, params))
	if r.status != http.StatusOK {
		t.Fatalf("%s: %d %s", requestID, r.status, r.text)
	}
	var answer struct {
		Gather struct {
			Say []string `xml:"Say"`
		} `xml:"Gather"`
		Say []string `xml:"Say"`
	}
	if err := xml.Unmarshal([]byte(r.text), &answer); err != nil {
		t.Fatalf("%s: TwiML %q: %v", requestID, r.text, err)
	}
	return strings.Join(append(answer.Gather.Say, answer.Say...), " ")
}

// newTwilio is the stand-in for Twilio's REST API the instances are pointed at.
func newTwilio(t *testing.T) (*twiliotest.Server, map[string]string) {
	stand := twiliotest.New(t)
	key := base64.StdEncoding.EncodeToString([]byte("0123456789abcdef0123456789abcdef")) // 32 bytes, as documented
	return stand, map[string]string{"TWILIO_API_URL": stand.URL, "SECRETS_KEY": key}
}

// textReply is an answer read as text (TwiML).
type textReply struct {
	status int
	text   string
}

// raw sends body as it is through nginx, tagged with the X-Request-Id id, and reads the
// answer as text.
func (v *visitor) raw(method, path string, body []byte, id string, header ...string) textReply {
	req, err := http.NewRequest(method, v.base+path, bytes.NewReader(body))
	if err != nil {
		v.t.Fatalf("%s %s: %v", method, path, err)
	}
	req.Header.Set("X-Forwarded-For", v.ip)
	req.Header.Set("X-Request-Id", id)
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	res, err := v.client.Do(req)
	if err != nil {
		v.t.Fatalf("%s %s: %v", method, path, err)
	}
	defer res.Body.Close()
	data, err := io.ReadAll(res.Body)
	if err != nil {
		v.t.Fatalf("%s %s: read the answer: %v", method, path, err)
	}
	return textReply{status: res.StatusCode, text: string(data)}
}
