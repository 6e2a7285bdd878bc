package app

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/textproto"
	"strings"
	"sync"
	"testing"
	"time"

	"lexa/internal/store/storetest"
)

// The voice demo: the receptionist plays the business the page chose, the page learns what
// it can offer, and recordings are transcribed by the model's /audio/transcriptions.

// chatAnswer is the text of a streamed chat answer.
func chatAnswer(t *testing.T, body []byte) string {
	t.Helper()
	var text strings.Builder
	for _, line := range events(t, bytes.NewReader(body)) {
		var chunk struct {
			Choices []struct{ Delta struct{ Content string } }
		}
		if line != "[DONE]" && json.Unmarshal([]byte(line), &chunk) == nil && len(chunk.Choices) > 0 {
			text.WriteString(chunk.Choices[0].Delta.Content)
		}
	}
	return text.String()
}

func chatBody(business, question string) map[string]any {
	body := map[string]any{"messages": []map[string]string{{"role": "user", "content": question}}}
	if business != "" {
		body["business"] = business
	}
	return body
}

// The built-in receptionist answers for the business named, the dental clinic by default,
// with its prices and never Lexa's plans; another id is refused before it counts.
func TestVoiceChatPlaysTheChosenBusiness(t *testing.T) {
	t.Parallel()
	s := newAccountSite(t, storetest.Backends()[0], map[string]string{"AI_DEMO_LIMIT": "3"})
	v := s.visitor("203.0.113.60")
	for _, tc := range []struct{ business, question, want string }{
		{"", "price of a filling?", "$185"},
		{"law-office", "How much is a will?", "$650"},
		{"hvac-contractor", "I smell gas in the basement", "(555) 013-4499"},
	} {
		raw, _ := json.Marshal(chatBody(tc.business, tc.question))
		res, body := v.send("POST", "/api/ai/voice-chat", bytes.NewReader(raw), "Content-Type", "application/json")
		answer := chatAnswer(t, body)
		if res.StatusCode != 200 || !strings.Contains(answer, tc.want) {
			t.Errorf("%q to %q: %d %q, want %q", tc.question, tc.business, res.StatusCode, answer, tc.want)
		}
		for _, plan := range []string{"Starter", "Professional", "Enterprise", "$299"} {
			if strings.Contains(answer, plan) {
				t.Errorf("%q: the receptionist quotes %s: %s", tc.question, plan, answer)
			}
		}
	}
	for _, bad := range []string{"lexa", "Dental-Clinic", "../law-office"} {
		res, resp := v.do("POST", "/api/ai/voice-chat", chatBody(bad, "Hi"))
		fields, _ := resp["error"].(map[string]any)["fields"].(map[string]any)
		if res.StatusCode != 400 || errorCode(resp) != "validation" || fields["business"] != "Choose one of the sample businesses." {
			t.Errorf("business %q: %d %v", bad, res.StatusCode, resp)
		}
	}
	// The refusals did not count: the visitor's three answers are spent only now.
	if res, _ := v.do("POST", "/api/ai/voice-chat", chatBody("", "Hi")); res.StatusCode != 429 {
		t.Errorf("the fourth chat: %d, want 429", res.StatusCode)
	}
}

// The page learns the businesses, the engine and whether a model transcribes.
func TestVoiceChatOptions(t *testing.T) {
	t.Parallel()
	u := newUpstream(t)
	for _, tc := range []struct {
		name          string
		site          *accountSite
		engine        string
		transcription bool
	}{
		{"built-in", newAccountSite(t, storetest.Backends()[0], nil), "built-in", false},
		{"a model", modelSite(t, u, nil), "test-model", true},
		{"a model without transcription", modelSite(t, u, map[string]string{"AI_TRANSCRIPTION_MODEL": "off"}), "test-model", false},
	} {
		res, resp := tc.site.visitor("203.0.113.61").do("GET", "/api/ai/voice-chat/options", nil)
		businesses, _ := resp["businesses"].([]any)
		if res.StatusCode != 200 || resp["engine"] != tc.engine || resp["transcription"] != tc.transcription ||
			resp["default_business"] != "dental-clinic" || len(businesses) != 3 {
			t.Errorf("%s: %d %v", tc.name, res.StatusCode, resp)
			continue
		}
		first := businesses[0].(map[string]any)
		if first["id"] != "dental-clinic" || first["name"] != "Brightsmile Family Dental" || !strings.HasPrefix(first["greeting"].(string), "Thank you for calling Brightsmile") {
			t.Errorf("%s: first business %v", tc.name, first)
		}
	}
}

// The model is told to play the business named, with its profile, and no plan of Lexa's.
func TestVoiceChatModelPromptIsTheBusiness(t *testing.T) {
	t.Parallel()
	u := newUpstream(t)
	s := modelSite(t, u, nil)
	raw, _ := json.Marshal(chatBody("hvac-contractor", "Do you service Maple Grove?"))
	if res, _ := s.visitor("203.0.113.62").send("POST", "/api/ai/voice-chat", bytes.NewReader(raw), "Content-Type", "application/json"); res.StatusCode != 200 {
		t.Fatalf("chat: %d", res.StatusCode)
	}
	system := u.request(0)["messages"].([]any)[0].(map[string]any)["content"].(string)
	for _, want := range []string{"Northwind Heating & Cooling", "(555) 013-4499", "Furnace tune-up: $129", "We serve Riverton"} {
		if !strings.Contains(system, want) {
			t.Errorf("the system prompt lacks %q:\n%s", want, system)
		}
	}
	for _, lexaWord := range []string{"Starter", "Enterprise", "$299", "free trial"} {
		if strings.Contains(system, lexaWord) {
			t.Errorf("the system prompt says %q", lexaWord)
		}
	}
}

// transcriber is an OpenAI-compatible /audio/transcriptions in the test: it keeps what
// each multipart request carried and answers a text, an error or nothing at all.
type transcriber struct {
	*httptest.Server
	mu       sync.Mutex
	received []transcriptionRequest
	fail     bool
	hang     bool
}

type transcriptionRequest struct {
	model, filename, contentType, auth string
	audio                              []byte
}

func newTranscriber(t *testing.T) *transcriber {
	tr := &transcriber{}
	tr.Server = httptest.NewServer(http.HandlerFunc(tr.serve))
	t.Cleanup(tr.Close)
	return tr
}

func (tr *transcriber) serve(w http.ResponseWriter, r *http.Request) {
	if r.URL.Path != "/v1/audio/transcriptions" {
		http.NotFound(w, r)
		return
	}
	var got transcriptionRequest
	got.auth = r.Header.Get("Authorization")
	if err := r.ParseMultipartForm(8 << 20); err == nil {
		got.model = r.FormValue("model")
		if f, h, err := r.FormFile("file"); err == nil {
			got.filename, got.contentType = h.Filename, h.Header.Get("Content-Type")
			got.audio, _ = io.ReadAll(f)
		}
	}
	tr.mu.Lock()
	tr.received = append(tr.received, got)
	fail, hang := tr.fail, tr.hang
	tr.mu.Unlock()
	switch {
	case hang:
		<-r.Context().Done()
	case fail:
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusInternalServerError)
		io.WriteString(w, `{"error":{"message":"whisper is down","type":"server_error"}}`)
	default:
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, `{"text":" What's the price of a filling? "}`)
	}
}

func (tr *transcriber) requests() []transcriptionRequest {
	tr.mu.Lock()
	defer tr.mu.Unlock()
	return append([]transcriptionRequest(nil), tr.received...)
}

// transcribeSite is a site whose model is the transcriber.
func transcribeSite(t *testing.T, tr *transcriber, extra map[string]string) *accountSite {
	env := map[string]string{"AI_BASE_URL": tr.URL + "/v1", "AI_API_KEY": "sk-test-whisper", "AI_MODEL": "test-model"}
	for k, v := range extra {
		env[k] = v
	}
	return newAccountSite(t, storetest.Backends()[0], env)
}

// wav is a WAV recording of seconds of 16 kHz mono 16-bit silence.
func wav(seconds float64) []byte {
	data := int(seconds * 32000)
	var b bytes.Buffer
	b.WriteString("RIFF")
	binary.Write(&b, binary.LittleEndian, uint32(36+data))
	b.WriteString("WAVEfmt ")
	for _, v := range []any{uint32(16), uint16(1), uint16(1), uint32(16000), uint32(32000), uint16(2), uint16(16)} {
		binary.Write(&b, binary.LittleEndian, v)
	}
	b.WriteString("data")
	binary.Write(&b, binary.LittleEndian, uint32(data))
	b.Write(make([]byte, data))
	return b.Bytes()
}

// recordingForm is a multipart body with the audio as the field name, of mediaType.
func recordingForm(field, mediaType string, audio []byte) (io.Reader, string) {
	var body bytes.Buffer
	w := multipart.NewWriter(&body)
	_ = w.WriteField("language", "en")
	h := textproto.MIMEHeader{}
	h.Set("Content-Disposition", `form-data; name="`+field+`"; filename="voice"`)
	h.Set("Content-Type", mediaType)
	part, _ := w.CreatePart(h)
	part.Write(audio)
	w.Close()
	return &body, w.FormDataContentType()
}

func (v *visitor) transcribe(field, mediaType string, audio []byte) (*http.Response, map[string]any) {
	body, contentType := recordingForm(field, mediaType, audio)
	res, data := v.send("POST", "/api/ai/transcribe", body, "Content-Type", contentType)
	var out map[string]any
	_ = json.Unmarshal(data, &out)
	return res, out
}

// A recording goes to the model's /audio/transcriptions as multipart form data, the file
// named by its type and the transcription model beside it; the text comes back.
func TestTranscribeForwardsTheRecording(t *testing.T) {
	t.Parallel()
	tr := newTranscriber(t)
	s := transcribeSite(t, tr, map[string]string{"AI_TRANSCRIPTION_MODEL": "whisper-large-v3"})
	audio := wav(2)
	res, resp := s.visitor("203.0.113.63").transcribe("file", "audio/wav", audio)
	if res.StatusCode != 200 || resp["text"] != "What's the price of a filling?" || resp["engine"] != "whisper-large-v3" || res.Header.Get("X-Lexa-Engine") != "whisper-large-v3" {
		t.Fatalf("%d %v", res.StatusCode, resp)
	}
	got := tr.requests()
	if len(got) != 1 || got[0].model != "whisper-large-v3" || got[0].filename != "recording.wav" || !bytes.Equal(got[0].audio, audio) || got[0].auth != "Bearer sk-test-whisper" {
		t.Errorf("forwarded %d requests: model %q, file %q, %d bytes, auth %q", len(got), got[0].model, got[0].filename, len(got[0].audio), got[0].auth)
	}
}

// Bad recordings are refused with the project's error shape before anything is forwarded
// or counted; too large or too long is 413.
func TestTranscribeRefusesBadRecordings(t *testing.T) {
	t.Parallel()
	tr := newTranscriber(t)
	s := transcribeSite(t, tr, map[string]string{"AI_DEMO_LIMIT": "1"})
	v := s.visitor("203.0.113.64")
	tests := []struct {
		name, field, mediaType string
		audio                  []byte
		status                 int
		message                string
	}{
		{"over 2 MB", "file", "audio/wav", append(wav(1), make([]byte, 2<<20)...), 413, "The recording must be at most 2 MB."},
		{"over 60 seconds", "file", "audio/wav", wav(61), 413, "The recording must be at most 60 seconds."},
		{"not audio", "file", "text/plain", []byte("hello"), 400, "Send the recording as WebM, Ogg, MP4 or WAV audio."},
		{"audio that is not what it says", "file", "audio/webm", wav(1), 400, "Send the recording as WebM, Ogg, MP4 or WAV audio."},
		{"no file field", "audio", "audio/wav", wav(1), 400, "Send the recording as the multipart field file."},
	}
	for _, tc := range tests {
		res, resp := v.transcribe(tc.field, tc.mediaType, tc.audio)
		if res.StatusCode != tc.status || errorCode(resp) != "validation" || errorMessage(resp) != tc.message {
			t.Errorf("%s: %d %v", tc.name, res.StatusCode, resp)
		}
	}
	res, resp := v.do("POST", "/api/ai/transcribe", map[string]string{"file": "base64…"})
	if res.StatusCode != 400 || errorMessage(resp) != "Send the recording as multipart/form-data." {
		t.Errorf("JSON: %d %v", res.StatusCode, resp)
	}
	big, contentType := recordingForm("file", "audio/wav", make([]byte, 3<<20))
	if res, _ := v.send("POST", "/api/ai/transcribe", big, "Content-Type", contentType); res.StatusCode != 413 {
		t.Errorf("a body over the route's limit: %d", res.StatusCode)
	}
	if n := len(tr.requests()); n != 0 {
		t.Errorf("%d refused recordings reached the model", n)
	}
	// None of them counted: the visitor's one transcription is still there, then spent.
	if res, resp := v.transcribe("file", "audio/wav", wav(1)); res.StatusCode != 200 {
		t.Errorf("the first good recording: %d %v", res.StatusCode, resp)
	}
	if res, resp := v.transcribe("file", "audio/wav", wav(1)); res.StatusCode != 429 || errorCode(resp) != "rate_limited" || res.Header.Get("Retry-After") == "" {
		t.Errorf("over the limit: %d %v", res.StatusCode, resp)
	}
}

// Without a model, or with transcription off, there is nothing to transcribe with: 404.
func TestTranscribeWithoutAModel(t *testing.T) {
	t.Parallel()
	for name, s := range map[string]*accountSite{
		"built-in engine":   newAccountSite(t, storetest.Backends()[0], nil),
		"transcription off": transcribeSite(t, newTranscriber(t), map[string]string{"AI_TRANSCRIPTION_MODEL": "off"}),
	} {
		res, resp := s.visitor("203.0.113.65").transcribe("file", "audio/wav", wav(1))
		if res.StatusCode != 404 || errorCode(resp) != "not_found" || errorMessage(resp) != "Voice transcription needs an AI model, and none is configured." {
			t.Errorf("%s: %d %v", name, res.StatusCode, resp)
		}
	}
}

// A model that fails is 502, one that takes longer than AI_TIMEOUT 504.
func TestTranscribeModelFailures(t *testing.T) {
	t.Parallel()
	failing := newTranscriber(t)
	failing.fail = true
	if res, resp := transcribeSite(t, failing, nil).visitor("203.0.113.66").transcribe("file", "audio/wav", wav(1)); res.StatusCode != 502 ||
		errorMessage(resp) != "The AI service is unavailable right now. Please try again later." {
		t.Errorf("a failing model: %d %v", res.StatusCode, resp)
	}
	slow := newTranscriber(t)
	slow.hang = true
	start := time.Now()
	if res, resp := transcribeSite(t, slow, map[string]string{"AI_TIMEOUT": "300ms"}).visitor("203.0.113.67").transcribe("file", "audio/wav", wav(1)); res.StatusCode != 504 ||
		errorMessage(resp) != "The AI took too long to answer. Please try again." {
		t.Errorf("a model that hangs: %d %v after %v", res.StatusCode, resp, time.Since(start))
	}
}
