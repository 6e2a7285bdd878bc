package app

import (
	"encoding/base64"
	"encoding/xml"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"lexa/internal/store/storetest"
	"lexa/internal/twilio"
	"lexa/internal/twilio/twiliotest"
	"lexa/internal/waittest"
)

// The receptionist's phone line through Twilio (issue 30, item 4; decision 0063), against a
// recording stand-in for Twilio's REST API and webhooks signed as Twilio signs them.

const (
	twilioSID    = "AC0123456789abcdef0123456789abcdef"
	twilioToken  = "0123456789abcdef0123456789abcdef"
	twilioNumber = "+15550102030"
	caller       = "+15557654321"
)

// phoneSite is a site whose Twilio is the stand-in. On PostgreSQL it gets a SECRETS_KEY
// (it refuses to store a token without one); on SQLite it makes its own key file.
func phoneSite(t *testing.T, b storetest.Backend) (*accountSite, *twiliotest.Server) {
	t.Helper()
	stand := twiliotest.New(t)
	env := map[string]string{"TWILIO_API_URL": stand.URL}
	if b.Name == "postgres" {
		env["SECRETS_KEY"] = base64.StdEncoding.EncodeToString([]byte("0123456789abcdef0123456789abcdef"))
	}
	s := newAccountSite(t, b, env)
	s.clock.Advance(appointmentsMonday.Sub(s.clock.Now()))
	return s, stand
}

// twiml is the part of a TwiML answer the tests read.
type twiml struct {
	Gather *struct {
		Input  string `xml:"input,attr"`
		Action string `xml:"action,attr"`
		Method string `xml:"method,attr"`
		Say    string `xml:"Say"`
	} `xml:"Gather"`
	Say    []string  `xml:"Say"`
	Dial   string    `xml:"Dial"`
	Hangup *struct{} `xml:"Hangup"`
}

// said is what the answer says: the Gather's prompt, or the first Say.
func (x twiml) said() string {
	if x.Gather != nil {
		return x.Gather.Say
	}
	if len(x.Say) > 0 {
		return x.Say[0]
	}
	return ""
}

// twilioPost posts a webhook as Twilio does: to the site at the URL's path, signed for the
// URL Lexa gave (under BASE_URL) with signToken ("" sends no signature).
func (v *visitor) twilioPost(t *testing.T, hookURL, signToken string, params url.Values) (*http.Response, []byte) {
	t.Helper()
	u, err := url.Parse(hookURL)
	if err != nil {
		t.Fatal(err)
	}
	headers := []string{"Content-Type", "application/x-www-form-urlencoded"}
	if signToken != "" {
		headers = append(headers, "X-Twilio-Signature", twilio.Signature(signToken, hookURL, params))
	}
	return v.send("POST", u.RequestURI(), strings.NewReader(params.Encode()), headers...)
}

// say posts one turn of a call and reads the TwiML answer.
func (v *visitor) say(t *testing.T, voiceURL, callSID, speech string) twiml {
	t.Helper()
	return v.sayAs(t, caller, voiceURL, callSID, speech)
}

// sayAs is say from another caller's number.
func (v *visitor) sayAs(t *testing.T, from, voiceURL, callSID, speech string) twiml {
	t.Helper()
	params := url.Values{"CallSid": {callSID}, "AccountSid": {twilioSID}, "From": {from}, "To": {twilioNumber}, "CallStatus": {"in-progress"}}
	if speech != "" {
		params.Set("SpeechResult", speech)
		params.Set("Confidence", "0.92")
	}
	res, body := v.twilioPost(t, voiceURL, twilioToken, params)
	if res.StatusCode != 200 || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/xml") {
		t.Fatalf("voice webhook %q: %d %s", speech, res.StatusCode, body)
	}
	var out twiml
	if err := xml.Unmarshal(body, &out); err != nil {
		t.Fatalf("TwiML %s: %v", body, err)
	}
	return out
}

// connectPhone connects the stand-in's number to the service and returns the phone object.
func connectPhone(t *testing.T, v *visitor, stand *twiliotest.Server, voice string) map[string]any {
	t.Helper()
	stand.AddNumber(twilioSID, twilioToken, twilioNumber)
	res, body := v.do("PUT", "/api/services/"+voice+"/phone", map[string]any{"provider": "twilio", "account_sid": twilioSID,
		"auth_token": twilioToken, "phone_number": "+1 555 010 2030"})
	if res.StatusCode != 200 {
		t.Fatalf("connect: %d %v", res.StatusCode, body)
	}
	return body["phone"].(map[string]any)
}

func TestPhoneCallBooksOnceAndIsLoggedOnce(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s, stand := phoneSite(t, b)
		ann, voice := receptionistWithMode(t, s, "ann@example.com", "203.0.113.90", "confirm")
		phone := connectPhone(t, ann, stand, voice)
		voiceURL, statusURL := phone["voice_url"].(string), phone["status_url"].(string)
		if phone["phone_number"] != twilioNumber || phone["provider"] != "twilio" || phone["account_sid"] != twilioSID ||
			!strings.HasPrefix(voiceURL, "http://127.0.0.1:8080/api/phone/twilio/") || !strings.HasSuffix(statusURL, "/status") || phone["connected_at"] == nil {
			t.Fatalf("phone: %v", phone)
		}
		if _, has := phone["auth_token"]; has {
			t.Fatal("the auth token came back")
		}
		if n := stand.Number(twilioSID, twilioNumber); n.VoiceURL != voiceURL || n.VoiceMethod != "POST" || n.StatusURL != statusURL {
			t.Fatalf("Twilio's number points at %+v", n)
		}
		if res, body := ann.do("GET", "/api/services/"+voice+"/phone", nil); res.StatusCode != 200 || body["phone"].(map[string]any)["voice_url"] != voiceURL {
			t.Fatalf("GET phone: %d %v", res.StatusCode, body)
		}
		if n := s.count(`SELECT COUNT(*) FROM phone_lines WHERE auth_token_sealed LIKE ?`, "%"+twilioToken+"%"); n != 0 {
			t.Fatal("the auth token is stored in the clear")
		}

		// The call: greeting, booking, goodbye.
		greet := ann.say(t, voiceURL, "CA100", "")
		if greet.Gather == nil || greet.Gather.Input != "speech" || greet.Gather.Action != voiceURL || greet.Gather.Method != "POST" ||
			!strings.HasPrefix(greet.Gather.Say, "Thank you for calling Brightsmile") {
			t.Fatalf("greeting: %+v", greet)
		}
		ann.say(t, voiceURL, "CA100", "I'd like to book a cleaning")
		ann.say(t, voiceURL, "CA100", "Wednesday at 10")
		booked := ann.say(t, voiceURL, "CA100", "Sam Ortiz")
		if booked.Gather == nil || !strings.Contains(booked.said(), "You're all set, Sam Ortiz") {
			t.Fatalf("booking turn: %+v", booked)
		}
		if n := s.count(`SELECT COUNT(*) FROM appointments WHERE service_id = ? AND source = 'phone' AND status = 'confirmed' AND phone = ?`, voice, caller); n != 1 {
			t.Fatalf("%d phone appointments with the caller's number, want 1", n)
		}
		bye := ann.say(t, voiceURL, "CA100", "No, that's all. Bye!")
		if bye.Hangup == nil || bye.Gather != nil || !strings.Contains(bye.said(), "Thank you for calling") {
			t.Fatalf("goodbye: %+v", bye)
		}

		// Twilio reports the end, and again (a retry): one call, one usage row.
		for range 3 {
			res, body := ann.twilioPost(t, statusURL, twilioToken, url.Values{"CallSid": {"CA100"}, "AccountSid": {twilioSID},
				"From": {caller}, "To": {twilioNumber}, "CallStatus": {"completed"}, "CallDuration": {"95"}})
			if res.StatusCode != 200 {
				t.Fatalf("status callback: %d %s", res.StatusCode, body)
			}
		}
		if n := s.count(`SELECT COUNT(*) FROM calls WHERE service_id = ? AND idempotency_key = 'twilio:CA100' AND outcome = 'booked'
			AND duration_seconds = 95 AND caller = ? AND transcript LIKE ? AND transcript LIKE ?`, voice, caller, "%Caller: Sam Ortiz%", "%Brightsmile Family Dental: Thank you for calling%"); n != 1 {
			t.Errorf("%d logged calls with the whole transcript, want 1", n)
		}
		if n := s.count(`SELECT COUNT(*) FROM calls WHERE service_id = ?`, voice); n != 1 {
			t.Errorf("%d calls, want 1", n)
		}
		if n := s.count(`SELECT COUNT(*) FROM appointments WHERE service_id = ?`, voice); n != 1 {
			t.Errorf("%d appointments, want 1", n)
		}
		if n := s.count(`SELECT COUNT(*) FROM usage_events WHERE service_id = ? AND calls = 1 AND minutes_saved = 2`, voice); n != 1 {
			t.Errorf("%d usage rows, want 1", n)
		}
		s.waitOutboxSent()
		if n := len(byRecipient(t, s.smtp.Messages(), "ann@example.com")); n != 1 {
			t.Errorf("%d mails to the owner, want 1", n)
		}
		// The caller gets a text from the connected number, through the job queue.
		waittest.Eventually(t, 30*time.Second, func() error {
			if n := s.count(`SELECT COUNT(*) FROM appointments WHERE service_id = ? AND text_status = 'sent'`, voice); n != 1 {
				return fmt.Errorf("%d appointments texted", n)
			}
			return nil
		})
		texts := stand.Texts()
		if len(texts) != 1 || texts[0].Form.Get("To") != caller || texts[0].Form.Get("From") != twilioNumber ||
			texts[0].Form.Get("Body") != "Brightsmile Family Dental: your Cleaning and exam is booked for Wed Mar 4 at 10:00 AM. Reply STOP to opt out." {
			t.Errorf("texts: %+v", texts)
		}
		// A caller whose number replied STOP: the refusal is on the appointment, not retried.
		stop := "+15550000001"
		stand.RefuseTextsTo(stop, 21610)
		ann.sayAs(t, stop, voiceURL, "CA150", "")
		ann.sayAs(t, stop, voiceURL, "CA150", "I'd like to book a cleaning Thursday at 10")
		if got := ann.sayAs(t, stop, voiceURL, "CA150", "Lee Chan"); !strings.Contains(got.said(), "You're all set, Lee Chan") {
			t.Fatalf("second booking: %+v", got)
		}
		waittest.Eventually(t, 30*time.Second, func() error {
			if n := s.count(`SELECT COUNT(*) FROM appointments WHERE phone = ? AND text_status = 'refused' AND text_error LIKE ?`, stop, "%21610%"); n != 1 {
				return fmt.Errorf("%d refused texts recorded", n)
			}
			return nil
		})
		if n := len(stand.Texts()); n != 2 {
			t.Errorf("%d texts tried, want 2 (the refusal once)", n)
		}

		// A status for a call Lexa does not know: 200, nothing stored.
		if res, _ := ann.twilioPost(t, statusURL, twilioToken, url.Values{"CallSid": {"CA999"}, "CallStatus": {"completed"}, "CallDuration": {"5"}}); res.StatusCode != 200 {
			t.Errorf("unknown call's status: %d", res.StatusCode)
		}

		// An emergency speaks the message and dials the emergency line.
		ann.say(t, voiceURL, "CA200", "")
		sos := ann.say(t, voiceURL, "CA200", "My face is swollen & I have a fever <help>")
		if sos.Dial != "5550142299" || !strings.Contains(sos.said(), "Please call our emergency line") || sos.Gather != nil {
			t.Fatalf("emergency: %+v", sos)
		}
		ann.twilioPost(t, statusURL, twilioToken, url.Values{"CallSid": {"CA200"}, "CallStatus": {"completed"}, "CallDuration": {"20"}})
		if n := s.count(`SELECT COUNT(*) FROM calls WHERE idempotency_key = 'twilio:CA200' AND outcome = 'emergency' AND transcript LIKE ?`, "%Caller: My face is swollen%"); n != 1 {
			t.Errorf("%d emergency calls, want 1", n)
		}

		// A caller who asks for a person while the office is open is put through to the
		// front desk, a number other than the line's own.
		ann.say(t, voiceURL, "CA300", "")
		desk := ann.say(t, voiceURL, "CA300", "Can I talk to a real person please?")
		if desk.Dial != "5550142200" || !strings.Contains(desk.said(), "put you through to a member of our team now") || desk.Gather != nil {
			t.Fatalf("transfer: %+v", desk)
		}
		ann.twilioPost(t, statusURL, twilioToken, url.Values{"CallSid": {"CA300"}, "CallStatus": {"completed"}, "CallDuration": {"40"}})
		if n := s.count(`SELECT COUNT(*) FROM calls WHERE idempotency_key = 'twilio:CA300' AND outcome = 'transferred'`); n != 1 {
			t.Errorf("%d transferred calls, want 1", n)
		}

		// A message left on the phone is in the log at once (mailed), and the call's end
		// completes that entry rather than adding a second.
		ann.say(t, voiceURL, "CA400", "")
		ann.say(t, voiceURL, "CA400", "Can you take a message for the dentist?")
		if got := ann.say(t, voiceURL, "CA400", "This is Ana Ruiz, 555-333-2222, please call me about my bill"); !strings.Contains(got.said(), "passed your message on") {
			t.Fatalf("message: %+v", got)
		}
		if n := s.count(`SELECT COUNT(*) FROM calls WHERE idempotency_key = 'twilio:CA400' AND outcome = 'message'`); n != 1 {
			t.Fatalf("%d messages logged during the call, want 1", n)
		}
		s.waitForMail("ann@example.com", 3) // the two bookings' and the message's
		for range 2 {
			ann.twilioPost(t, statusURL, twilioToken, url.Values{"CallSid": {"CA400"}, "CallStatus": {"completed"}, "CallDuration": {"40"}})
		}
		if n := s.count(`SELECT COUNT(*) FROM calls WHERE idempotency_key = 'twilio:CA400' AND outcome = 'message' AND duration_seconds = 40
			AND transcript LIKE ?`, "%passed your message on%"); n != 1 {
			t.Errorf("%d completed message calls, want 1", n)
		}
		if n := s.count(`SELECT COUNT(*) FROM usage_events WHERE service_id = ? AND idempotency_key = 'call:twilio:CA400'`, voice); n != 1 {
			t.Errorf("%d usage rows for the message call, want 1", n)
		}

		// Forged, unsigned and unknown webhooks: 403 or 404, nothing stored.
		params := url.Values{"CallSid": {"CA300"}, "From": {caller}, "SpeechResult": {"hello"}}
		if res, _ := ann.twilioPost(t, voiceURL, "ffffffffffffffffffffffffffffffff", params); res.StatusCode != 403 {
			t.Errorf("a wrong signature: %d", res.StatusCode)
		}
		if res, _ := ann.twilioPost(t, voiceURL, "", params); res.StatusCode != 403 {
			t.Errorf("no signature: %d", res.StatusCode)
		}
		forged := voiceURL + "?extra=1" // signed for another URL than the one posted to
		u, _ := url.Parse(voiceURL)
		res, _ := ann.send("POST", u.Path, strings.NewReader(params.Encode()), "Content-Type", "application/x-www-form-urlencoded",
			"X-Twilio-Signature", twilio.Signature(twilioToken, forged, params))
		if res.StatusCode != 403 {
			t.Errorf("a signature for another URL: %d", res.StatusCode)
		}
		if n := s.count(`SELECT COUNT(*) FROM phone_calls WHERE call_sid = 'CA300'`); n != 0 {
			t.Errorf("a refused webhook stored %d calls", n)
		}
		unknown := strings.Replace(voiceURL, "/twilio/", "/twilio/x", 1)
		if res, _ := ann.twilioPost(t, unknown, twilioToken, params); res.StatusCode != 404 {
			t.Errorf("an unknown token: %d", res.StatusCode)
		}
		if strings.Contains(s.logs.String(), twilioToken) {
			t.Error("the auth token is in the log")
		}
		webhookToken := strings.TrimSuffix(strings.TrimPrefix(voiceURL, "http://127.0.0.1:8080/api/phone/twilio/"), "/voice")
		if strings.Contains(s.logs.String(), webhookToken) || !strings.Contains(s.logs.String(), `"path":"/api/phone/twilio/{token}/voice"`) {
			t.Error("the webhook token is in the log")
		}

		// Disconnected: the webhooks are 404, GET is 404.
		if res, _ := ann.do("DELETE", "/api/services/"+voice+"/phone", nil); res.StatusCode != 200 {
			t.Fatalf("disconnect: %d", res.StatusCode)
		}
		if res, _ := ann.twilioPost(t, voiceURL, twilioToken, params); res.StatusCode != 404 {
			t.Errorf("a revoked token: %d", res.StatusCode)
		}
		if res, _ := ann.do("GET", "/api/services/"+voice+"/phone", nil); res.StatusCode != 404 {
			t.Errorf("GET after disconnecting: %d", res.StatusCode)
		}
	})
}

// Connecting refuses what Twilio refuses, in plain words, and stores nothing; a flood of
// webhooks is cut at 120 a minute per number.
func TestPhoneConnectErrorsAndFlood(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s, stand := phoneSite(t, b)
		ann, voice := receptionistWithMode(t, s, "ann@example.com", "203.0.113.91", "request")
		stand.AddNumber(twilioSID, twilioToken, twilioNumber)
		put := func(v *visitor, service string, body map[string]any) (int, map[string]any) {
			res, out := v.do("PUT", "/api/services/"+service+"/phone", body)
			return res.StatusCode, out
		}
		good := func() map[string]any {
			return map[string]any{"provider": "twilio", "account_sid": twilioSID, "auth_token": twilioToken, "phone_number": twilioNumber}
		}
		message := func(out map[string]any) string {
			e, _ := out["error"].(map[string]any)
			m, _ := e["message"].(string)
			return m
		}

		notOn := good()
		notOn["phone_number"] = "+15550109999"
		if code, out := put(ann, voice, notOn); code != 400 || message(out) != "Twilio says this number is not on your account." {
			t.Errorf("a number not on the account: %d %v", code, out)
		}
		wrong := good()
		wrong["auth_token"] = "ffffffffffffffffffffffffffffffff"
		if code, out := put(ann, voice, wrong); code != 400 || !strings.Contains(message(out), "did not accept this account SID and auth token") {
			t.Errorf("a wrong auth token: %d %v", code, out)
		}
		bad := map[string]any{"provider": "vonage", "account_sid": "nope", "auth_token": "x", "phone_number": "555"}
		if code, out := put(ann, voice, bad); code != 400 || len(out["error"].(map[string]any)["fields"].(map[string]any)) != 4 {
			t.Errorf("invalid fields: %d %v", code, out)
		}
		s.seedUser("bob@example.com", "correct horse", true)
		bob := s.visitor("203.0.113.92")
		bob.signIn("bob@example.com", "correct horse")
		if code, _ := put(bob, voice, good()); code != 404 {
			t.Errorf("another user's service: %d", code)
		}
		if n := s.count(`SELECT COUNT(*) FROM phone_lines`); n != 0 {
			t.Fatalf("refused connections stored %d lines", n)
		}
		if res, _ := ann.do("GET", "/api/services/"+voice+"/phone", nil); res.StatusCode != 404 {
			t.Errorf("GET before connecting: %d", res.StatusCode)
		}

		if b.Name == "sqlite" {
			// Without SECRETS_KEY, SQLite made a key file beside the database.
			path := filepath.Join(filepath.Dir(strings.TrimPrefix(s.dbURL(), "sqlite:")), "secrets.key")
			st, err := os.Stat(path)
			if err != nil || st.Mode().Perm() != 0o600 || !strings.Contains(s.logs.String(), "created a key beside the database") {
				t.Errorf("key file: %v %v", st, err)
			}
		} else {
			// PostgreSQL without SECRETS_KEY refuses to store a token.
			bare := newAccountSite(t, b, map[string]string{"TWILIO_API_URL": stand.URL})
			cy, cyVoice := receptionistWithMode(t, bare, "cy@example.com", "203.0.113.93", "request")
			if code, out := put(cy, cyVoice, good()); code != 400 || !strings.Contains(message(out), "SECRETS_KEY") {
				t.Errorf("PostgreSQL without SECRETS_KEY: %d %v", code, out)
			}
			if n := bare.count(`SELECT COUNT(*) FROM phone_lines`); n != 0 {
				t.Errorf("%d lines stored without a key", n)
			}
		}

		// A flood: 120 webhooks a minute per number, then 429, counted before the signature.
		phone := connectPhone(t, ann, stand, voice)
		voiceURL := phone["voice_url"].(string)
		params := url.Values{"CallSid": {"CA1"}}
		for i := range 120 {
			if res, _ := ann.twilioPost(t, voiceURL, "", params); res.StatusCode != 403 {
				t.Fatalf("request %d: %d", i, res.StatusCode)
			}
		}
		res, _ := ann.twilioPost(t, voiceURL, twilioToken, params)
		if res.StatusCode != 429 || res.Header.Get("Retry-After") == "" {
			t.Fatalf("the 121st webhook: %d", res.StatusCode)
		}
		s.clock.Advance(time.Minute)
		if greet := ann.say(t, voiceURL, "CA1", ""); greet.Gather == nil {
			t.Errorf("after the minute: %+v", greet)
		}
	})
}

// With a model, a turn on the phone is the model's answer when it comes in time; a model
// that does not answer within the deadline is given up and the built-in engine answers.
func TestPhoneModelAnswersWithinItsDeadline(t *testing.T) {
	t.Parallel()
	u := newUpstream(t)
	stand := twiliotest.New(t)
	s := newAccountSite(t, storetest.Backends()[0], map[string]string{"AI_BASE_URL": u.URL + "/v1", "AI_API_KEY": "sk-test-upstream",
		"AI_MODEL": "test-model", "TWILIO_API_URL": stand.URL}, WithPhoneModelDeadline(200*time.Millisecond))
	s.clock.Advance(appointmentsMonday.Sub(s.clock.Now()))
	ann, voice := receptionistWithMode(t, s, "ann@example.com", "203.0.113.94", "request")
	voiceURL := connectPhone(t, ann, stand, voice)["voice_url"].(string)

	ann.say(t, voiceURL, "CA1", "")
	if got := ann.say(t, voiceURL, "CA1", "Do you take my insurance?"); got.said() != "Hello, how can I help?" || got.Gather == nil {
		t.Fatalf("the model's answer: %+v", got)
	}
	u.mu.Lock()
	u.hang = true
	u.mu.Unlock()
	got := ann.say(t, voiceURL, "CA1", "Do you take my insurance?")
	if !strings.Contains(got.said(), "Delta Dental") || got.Gather == nil {
		t.Fatalf("the built-in answer after the deadline: %+v", got)
	}
	select {
	case <-u.Cancelled():
	case <-time.After(30 * time.Second):
		t.Fatal("the model's request was not given up")
	}
}

// The workspace's test call runs the phone line's turns without Twilio: the greeting, a
// booking (stored as the console's, texting no one), the emergency dial, the goodbye; the
// call itself is never logged.
func TestPhoneTestCallRunsThePhoneFlow(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s, stand := phoneSite(t, b)
		ann, voice := receptionistWithMode(t, s, "ann@example.com", "203.0.113.95", "confirm")
		path := "/api/services/" + voice + "/phone/test-call"
		turn := func(v *visitor, callID, speech string) (int, map[string]any) {
			res, out := v.do("POST", path, map[string]any{"call_id": callID, "speech": speech})
			return res.StatusCode, out
		}
		code, start := turn(ann, "", "")
		callID, _ := start["call_id"].(string)
		if code != 200 || !strings.HasPrefix(callID, "test-") || !strings.HasPrefix(start["say"].(string), "Thank you for calling Brightsmile") || start["hang_up"] != false {
			t.Fatalf("start: %d %v", code, start)
		}
		turn(ann, callID, "I'd like to book a cleaning")
		turn(ann, callID, "Wednesday at 10")
		if code, out := turn(ann, callID, "Sam Ortiz, 555-123-4567"); code != 200 || !strings.Contains(out["say"].(string), "You're all set, Sam Ortiz") {
			t.Fatalf("booking: %d %v", code, out)
		}
		if n := s.count(`SELECT COUNT(*) FROM appointments WHERE service_id = ? AND source = 'console' AND text_status IS NULL`, voice); n != 1 {
			t.Errorf("%d console appointments without a text, want 1", n)
		}
		if code, out := turn(ann, callID, "No, that's all, bye"); code != 200 || out["hang_up"] != true {
			t.Fatalf("goodbye: %d %v", code, out)
		}
		if code, _ := turn(ann, callID, "hello?"); code != 404 {
			t.Errorf("a turn after the goodbye: %d", code)
		}
		_, sos := turn(ann, "", "")
		if code, out := turn(ann, sos["call_id"].(string), "My face is swollen"); code != 200 || out["dial"] != "5550142299" || out["hang_up"] != true {
			t.Errorf("emergency: %d %v", code, out)
		}
		_, person := turn(ann, "", "")
		if code, out := turn(ann, person["call_id"].(string), "Can I speak to someone at the front desk?"); code != 200 || out["dial"] != "5550142200" ||
			!strings.Contains(out["say"].(string), "put you through") {
			t.Errorf("transfer: %d %v", code, out)
		}
		if n := s.count(`SELECT COUNT(*) FROM calls WHERE service_id = ?`, voice) + s.count(`SELECT COUNT(*) FROM phone_calls`); n != 0 {
			t.Errorf("the test calls left %d rows in the log or in progress", n)
		}
		if n := len(stand.Requests()); n != 0 {
			t.Errorf("the test call reached Twilio %d times", n)
		}

		// Only the owner's own test calls, and never a real call's state.
		s.seedUser("bob@example.com", "correct horse", true)
		bob := s.visitor("203.0.113.96")
		bob.signIn("bob@example.com", "correct horse")
		_, open := turn(ann, "", "")
		if code, _ := turn(bob, open["call_id"].(string), "hello"); code != 404 {
			t.Errorf("another user's test call: %d", code)
		}
		if code, _ := turn(ann, "CA123", "hello"); code != 404 {
			t.Errorf("a real call's id: %d", code)
		}
		if code, _ := turn(ann, open["call_id"].(string), "  "); code != 400 {
			t.Errorf("no speech: %d", code)
		}
	})
}
