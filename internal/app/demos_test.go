package app

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"lexa/internal/ai/modeltest"
	"lexa/internal/store/storetest"
	"lexa/internal/waittest"
)

// upstream is the model of the app's tests (modeltest.Server): it answers a structured
// demo a valid answer of its schema, any other request answer, streamed as chunks, and
// fails or hangs when told.
type upstream struct {
	*modeltest.Server
	mu     sync.Mutex
	answer string // the content of a non-streamed answer in no schema
	// outOfSchema is, when set, the answer to a structured demo instead of a valid one.
	outOfSchema string
	chunks      []string // the pieces of a streamed answer
	pause       time.Duration
	fail        bool // answer 500
	hang        bool // never answer; Cancelled is closed when the caller gives up
}

func newUpstream(t *testing.T) *upstream {
	u := &upstream{answer: "Spring sale: 20% off all week.", chunks: []string{"Hello", ", how", " can I", " help?"}}
	u.Server = modeltest.New(t, u.reply)
	return u
}

func (u *upstream) reply(r modeltest.Request) modeltest.Reply {
	u.mu.Lock()
	defer u.mu.Unlock()
	answer := u.answer
	if valid := modeltest.Valid(r.SchemaName()); valid != "" {
		answer = valid
		if u.outOfSchema != "" {
			answer = u.outOfSchema
		}
	}
	return modeltest.Reply{Content: answer, Chunks: u.chunks, Pause: u.pause, Hang: u.hang, Status: map[bool]int{true: 500}[u.fail]}
}

func (u *upstream) request(i int) map[string]any { return u.Server.Request(i).Body }

// modelSite is a site whose demos ask the upstream.
func modelSite(t *testing.T, u *upstream, extra map[string]string) *accountSite {
	env := map[string]string{"AI_BASE_URL": u.URL + "/v1", "AI_API_KEY": "sk-test-upstream", "AI_MODEL": "test-model"}
	for k, v := range extra {
		env[k] = v
	}
	return newAccountSite(t, storetest.Backends()[0], env)
}

// demo posts to a demo endpoint as a visitor at ip.
func (s *accountSite) demo(ip, path string, body any) (*http.Response, map[string]any) {
	return s.visitor(ip).do("POST", path, body)
}

// events reads a server-sent-event answer into its data lines.
func events(t *testing.T, r io.Reader) []string {
	t.Helper()
	var out []string
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		if data, ok := strings.CutPrefix(sc.Text(), "data: "); ok {
			out = append(out, data)
		}
	}
	return out
}

func chatRequest(t *testing.T, ctx context.Context, base, ip string, messages ...map[string]string) *http.Response {
	t.Helper()
	raw, _ := json.Marshal(map[string]any{"messages": messages})
	req, _ := http.NewRequestWithContext(ctx, "POST", base+"/api/ai/voice-chat", bytes.NewReader(raw))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Forwarded-For", ip)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func TestDemosAskTheModel(t *testing.T) {
	t.Parallel()
	u := newUpstream(t)
	s := modelSite(t, u, nil)
	res, resp := s.demo("203.0.113.20", "/api/ai/recruitment", map[string]string{"resume": " Go, 8 years ", "jobDescription": "Senior Go engineer"})
	analysis, _ := resp["analysis"].(string)
	if res.StatusCode != 200 || !strings.HasPrefix(analysis, "Match Score: 91/100\nStrong match") || resp["engine"] != "test-model" ||
		res.Header.Get("X-Lexa-Engine") != "test-model" || resp["note"] != nil {
		t.Fatalf("recruitment: %d %v", res.StatusCode, resp)
	}
	sent, auth := u.request(0), u.Server.Request(0).Auth
	messages := sent["messages"].([]any)
	system, user := messages[0].(map[string]any), messages[1].(map[string]any)
	if sent["model"] != "test-model" || system["role"] != "system" || !strings.Contains(system["content"].(string), "JSON") ||
		u.Server.Request(0).SchemaName() != "resume_screening" ||
		user["content"] != "Resume:\nGo, 8 years\n\nJob description:\nSenior Go engineer" || sent["stream"] == true || auth != "Bearer sk-test-upstream" {
		t.Errorf("sent %v with %q", sent, auth)
	}
	// In this order: the content demo's request is the model's fourth.
	for _, demo := range []struct {
		path string
		body map[string]string
	}{
		{"/api/ai/payroll", map[string]string{"invoiceData": "INVOICE #1"}},
		{"/api/ai/callcenter", map[string]string{"leadData": "Name: Jo"}},
		{"/api/ai/content", map[string]string{"topic": "spring sale", "platform": "twitter", "tone": "casual"}},
	} {
		if res, resp := s.demo("203.0.113.21", demo.path, demo.body); res.StatusCode != 200 || resp["engine"] != "test-model" {
			t.Errorf("%s: %d %v", demo.path, res.StatusCode, resp)
		}
	}
	content := u.request(3)["messages"].([]any)[0].(map[string]any)["content"].(string)
	if !strings.Contains(content, "280 characters") || !strings.Contains(content, "casual") {
		t.Errorf("the content prompt does not carry the platform's limit and the tone: %s", content)
	}
	// The model writes the lead's analysis; the profile beside it is read by the rules,
	// as with the built-in engine.
	res, resp = s.demo("203.0.113.21", "/api/ai/callcenter", map[string]string{
		"leadData": "Called back. He's the owner of Lakeside Auto Repair — name is Gary Dunn. Cell (555) 730-2215."})
	profile, _ := resp["profile"].(map[string]any)
	analysis, _ = resp["analysis"].(string)
	if res.StatusCode != 200 || !strings.HasPrefix(analysis, "Lead assessment\nLead: Gary Dunn, owner at Lakeside Auto Repair\n") || resp["engine"] != "test-model" ||
		profile["name"] != "Gary Dunn" || profile["role"] != "owner" || profile["company"] != "Lakeside Auto Repair" ||
		profile["phone"] != "(555) 730-2215" || profile["budget"] != "" {
		t.Errorf("callcenter with a model: %d %v", res.StatusCode, resp)
	}
}

// A model's answer that does not validate is replaced by the built-in engine's, and the
// answer says so: the engine is the built-in one, with a note, in the body and the header.
// The content demo is free text and asks in no schema.
func TestDemoAnswersFromTheBuiltInEngineWhenTheModelAnswerDoesNotValidate(t *testing.T) {
	t.Parallel()
	u := newUpstream(t)
	u.outOfSchema = `{"kind":"resume","score":"high"}`
	s := modelSite(t, u, nil)
	recruitment := map[string]string{"resume": "Senior Go engineer, 8 years of Go, PostgreSQL and Kubernetes. BSc Computer Science.",
		"jobDescription": "We need a backend engineer with 5+ years of Go and PostgreSQL."}
	builtIn := newAccountSite(t, storetest.Backends()[0], nil)
	_, want := builtIn.demo("203.0.113.31", "/api/ai/recruitment", recruitment)
	for _, demo := range []struct {
		path string
		body map[string]string
	}{
		{"/api/ai/recruitment", recruitment},
		{"/api/ai/payroll", map[string]string{"invoiceData": "INVOICE #INV-7\nFrom: Acme Ltd\nDate: 2026-11-01\nTotal Due: $1,250.00"}},
		{"/api/ai/callcenter", map[string]string{"leadData": "Name: Dana Lee\nPosition: VP Operations\nBudget: $40k"}},
	} {
		res, resp := s.demo("203.0.113.32", demo.path, demo.body)
		analysis, _ := resp["analysis"].(string)
		if res.StatusCode != 200 || resp["engine"] != "built-in" || res.Header.Get("X-Lexa-Engine") != "built-in" || analysis == "" ||
			resp["note"] != "The model's answer could not be checked, so this is the built-in engine's reading." {
			t.Errorf("%s: %d %v", demo.path, res.StatusCode, resp)
		}
		if demo.path == "/api/ai/recruitment" && analysis != want["analysis"] {
			t.Errorf("the fallback's screening %q, the built-in engine's %q", analysis, want["analysis"])
		}
	}
	res, resp := s.demo("203.0.113.32", "/api/ai/content", map[string]string{"topic": "spring sale", "platform": "twitter"})
	if res.StatusCode != 200 || resp["engine"] != "test-model" || resp["note"] != nil || resp["content"] != u.answer {
		t.Errorf("content: %d %v", res.StatusCode, resp)
	}
	for i, r := range u.requestsSoFar() {
		if want := []string{"resume_screening", "invoice_reading", "lead_qualification", ""}[i]; r.SchemaName() != want {
			t.Errorf("request %d asked in %q, want %q", i, r.SchemaName(), want)
		}
	}
}

// The payroll demo's structured reading is the invoice rules' even when a model writes
// the prose: the model is asked once, for the analysis only.
func TestPayrollReadingComesFromTheRulesWithAModel(t *testing.T) {
	t.Parallel()
	u := newUpstream(t)
	s := modelSite(t, u, nil)
	res, resp := s.demo("203.0.113.30", "/api/ai/payroll", map[string]string{"invoiceData": "Harbor Lights Electric LLC\nInvoice #: HL-9\n" +
		"Date: 2026-04-01\nDescription  Qty  Price  Amount\nBreaker  3  $45.00  $145.00\n\nTotal Due  $245.00"})
	reading, _ := resp["invoice"].(map[string]any)
	analysis, _ := resp["analysis"].(string)
	if res.StatusCode != 200 || !strings.HasPrefix(analysis, "INVOICE #HL-9\nDate: 2026-04-01\nFrom: Harbor Lights Electric LLC\nDue Date: 2026-05-01\nTotal Due: $245.00\n") ||
		resp["engine"] != "test-model" || reading["kind"] != "invoice" {
		t.Fatalf("%d %v", res.StatusCode, resp)
	}
	items := reading["lineItems"].([]any)
	sum := reading["sum"].(map[string]any)
	if len(items) != 1 || items[0].(map[string]any)["check"] != "fail" || sum["status"] != "fail" ||
		sum["difference"].(map[string]any)["text"] != "$100.00" || len(u.requestsSoFar()) != 1 {
		t.Errorf("items %v, sum %v, %d model requests", items, sum, len(u.requestsSoFar()))
	}
	system := u.request(0)["messages"].([]any)[0].(map[string]any)["content"].(string)
	if !strings.Contains(system, "not_invoice") || !strings.Contains(system, "credit_memo") || u.Server.Request(0).SchemaName() != "invoice_reading" {
		t.Errorf("the payroll prompt: %s", system)
	}
}

func TestVoiceChatRelaysTheStreamInOrder(t *testing.T) {
	t.Parallel()
	u := newUpstream(t)
	u.pause = 20 * time.Millisecond
	s := modelSite(t, u, nil)
	res := chatRequest(t, context.Background(), s.base, "203.0.113.22",
		map[string]string{"role": "user", "content": "Hi"}, map[string]string{"role": "assistant", "content": "Hello!"},
		map[string]string{"role": "user", "content": "What are your hours?"})
	defer res.Body.Close()
	if res.StatusCode != 200 || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/event-stream") || res.Header.Get("X-Lexa-Engine") != "test-model" {
		t.Fatalf("chat: %d %v", res.StatusCode, res.Header)
	}
	lines := events(t, res.Body)
	var text strings.Builder
	for _, l := range lines[:len(lines)-1] {
		var chunk struct {
			Choices []struct{ Delta struct{ Content string } }
		}
		if err := json.Unmarshal([]byte(l), &chunk); err != nil {
			t.Fatalf("line %q: %v", l, err)
		}
		text.WriteString(chunk.Choices[0].Delta.Content)
	}
	if len(lines) != 5 || lines[4] != "[DONE]" || text.String() != "Hello, how can I help?" {
		t.Errorf("relayed %q", lines)
	}
	sent := u.request(0)
	if sent["stream"] != true || len(sent["messages"].([]any)) != 4 || sent["messages"].([]any)[2].(map[string]any)["role"] != "assistant" {
		t.Errorf("sent %v", sent)
	}
}

func TestModelFailuresAreClearErrors(t *testing.T) {
	t.Parallel()
	u := newUpstream(t)
	u.fail = true
	s := modelSite(t, u, nil)
	res, resp := s.demo("203.0.113.23", "/api/ai/payroll", map[string]string{"invoiceData": "INVOICE #2"})
	if res.StatusCode != 502 || errorMessage(resp) != "The AI service is unavailable right now. Please try again later." {
		t.Errorf("upstream 500: %d %v", res.StatusCode, resp)
	}
	chat := chatRequest(t, context.Background(), s.base, "203.0.113.23", map[string]string{"role": "user", "content": "hi"})
	defer chat.Body.Close()
	var body map[string]any
	json.NewDecoder(chat.Body).Decode(&body)
	if chat.StatusCode != 502 || !strings.HasPrefix(chat.Header.Get("Content-Type"), "application/json") || errorMessage(body) == "" {
		t.Errorf("chat with upstream 500: %d %v", chat.StatusCode, body)
	}

	slow := newUpstream(t)
	slow.hang = true
	s2 := modelSite(t, slow, map[string]string{"AI_TIMEOUT": "300ms"})
	start := time.Now()
	res, resp = s2.demo("203.0.113.24", "/api/ai/callcenter", map[string]string{"leadData": "Name: Jo"})
	if res.StatusCode != 504 || errorMessage(resp) != "The AI took too long to answer. Please try again." || time.Since(start) > 5*time.Second {
		t.Errorf("upstream too slow: %d %v after %v", res.StatusCode, resp, time.Since(start))
	}
}

// A visitor who leaves cancels the model call at once: nobody pays for an answer no one reads.
func TestClientDisconnectCancelsTheModelCall(t *testing.T) {
	t.Parallel()
	u := newUpstream(t)
	u.hang = true
	s := modelSite(t, u, nil)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		raw, _ := json.Marshal(map[string]any{"messages": []map[string]string{{"role": "user", "content": "hi"}}})
		req, _ := http.NewRequestWithContext(ctx, "POST", s.base+"/api/ai/voice-chat", bytes.NewReader(raw))
		req.Header.Set("Content-Type", "application/json")
		if res, err := http.DefaultClient.Do(req); err == nil {
			res.Body.Close()
		}
	}()
	waittest.Eventually(t, 30*time.Second, func() error {
		if len(u.requestsSoFar()) == 0 {
			return errors.New("the model was never asked")
		}
		return nil
	})
	cancel()
	gone := time.Now()
	select {
	case <-u.Cancelled():
		if waited := time.Since(gone); waited > time.Second {
			t.Errorf("the model call ended %v after the visitor left", waited)
		}
	case <-time.After(2 * time.Second):
		t.Fatal("the model call went on after the visitor left")
	}
	<-done
}

func (u *upstream) requestsSoFar() []modeltest.Request { return u.Requests() }

func TestDemosAreRateLimitedPerAddress(t *testing.T) {
	t.Parallel()
	u := newUpstream(t)
	s := modelSite(t, u, map[string]string{"AI_DEMO_LIMIT": "3"})
	body := map[string]string{"resume": "r", "jobDescription": "j"}
	for i := range 3 {
		if res, _ := s.demo("203.0.113.25", "/api/ai/recruitment", body); res.StatusCode != 200 {
			t.Fatalf("request %d: %d", i+1, res.StatusCode)
		}
	}
	res, resp := s.demo("203.0.113.25", "/api/ai/recruitment", body)
	if res.StatusCode != 429 || errorMessage(resp) != "Too many requests. Please try again later." || res.Header.Get("Retry-After") == "" {
		t.Errorf("fourth request: %d %v", res.StatusCode, resp)
	}
	if res, _ := s.demo("203.0.113.25", "/api/ai/payroll", map[string]string{"invoiceData": "x"}); res.StatusCode != 200 {
		t.Errorf("another demo from the same address: %d", res.StatusCode)
	}
	if res, _ := s.demo("203.0.113.26", "/api/ai/recruitment", body); res.StatusCode != 200 {
		t.Errorf("another address: %d", res.StatusCode)
	}
	if len(u.requestsSoFar()) != 5 || s.audits("ai_recruitment_blocked") != 1 {
		t.Errorf("the model was asked %d times, %d blocks audited", len(u.requestsSoFar()), s.audits("ai_recruitment_blocked"))
	}
}

func TestDemoInputRules(t *testing.T) {
	t.Parallel()
	s := newAccountSite(t, storetest.Backends()[0], nil)
	long := strings.Repeat("x", 20_001)
	for _, tc := range []struct {
		path string
		body any
		want string
	}{
		{"/api/ai/recruitment", map[string]string{"resume": "  ", "jobDescription": "Go"}, "Please provide both resume and job description"},
		{"/api/ai/recruitment", map[string]string{"resume": long, "jobDescription": "Go"}, "Resume must be at most 20,000 characters"},
		{"/api/ai/payroll", map[string]string{"invoiceData": "\n"}, "Please provide invoice data"},
		{"/api/ai/callcenter", map[string]string{}, "Please provide lead information"},
		{"/api/ai/content", map[string]string{"topic": " "}, "Please provide a topic"},
		{"/api/ai/content", map[string]string{"topic": "tea", "platform": "myspace"}, "Choose a platform"},
		{"/api/ai/content", map[string]string{"topic": "tea", "tone": "angry"}, "Choose a tone"},
		{"/api/ai/content", map[string]string{"topic": "tea", "contentType": "poem"}, "Choose a content type"},
		{"/api/ai/voice-chat", map[string]any{"messages": []any{}}, "Send between 1 and 30 messages."},
		{"/api/ai/voice-chat", map[string]any{"messages": []map[string]string{{"role": "system", "content": "x"}}}, "Each message needs the role user or assistant."},
		{"/api/ai/voice-chat", map[string]any{"messages": []map[string]string{{"role": "user", "content": strings.Repeat("y", 4001)}}}, "Each message must have 1 to 4,000 characters."},
		{"/api/ai/voice-chat", map[string]any{"messages": []map[string]string{{"role": "user", "content": "hi"}, {"role": "assistant", "content": "hello"}}}, "The last message must be the user's."},
	} {
		res, resp := s.demo("203.0.113.27", tc.path, tc.body)
		if res.StatusCode != 400 || errorMessage(resp) != tc.want {
			t.Errorf("%s %v: %d %v, want %q", tc.path, tc.body, res.StatusCode, resp, tc.want)
		}
	}
	if s.count(`SELECT COUNT(*) FROM rate_limits WHERE action LIKE 'ai_%'`) != 0 {
		t.Error("refused inputs were counted against the demo limits")
	}
}

func TestBuiltInEngineAnswersEveryDemo(t *testing.T) {
	t.Parallel()
	s := newAccountSite(t, storetest.Backends()[0], nil)
	for path, body := range map[string]map[string]string{
		"/api/ai/recruitment": {"resume": "Senior Go engineer, 8 years of Go, PostgreSQL and Kubernetes. BSc Computer Science.", "jobDescription": "We need a backend engineer with 5+ years of Go and PostgreSQL."},
		"/api/ai/payroll":     {"invoiceData": "INVOICE #INV-7\nFrom: Acme Ltd\nDate: 2026-11-01\nTotal Due: $1,250.00"},
		"/api/ai/callcenter":  {"leadData": "Name: Dana Lee\nPosition: VP Operations\nBudget: $40k\nTimeline: this quarter"},
		"/api/ai/content":     {"topic": "AI receptionists for dental clinics", "platform": "twitter"},
	} {
		res, resp := s.demo("203.0.113.28", path, body)
		text, _ := resp["analysis"].(string)
		if text == "" {
			text, _ = resp["content"].(string)
		}
		if res.StatusCode != 200 || resp["engine"] != "built-in" || res.Header.Get("X-Lexa-Engine") != "built-in" || text == "" {
			t.Errorf("%s: %d %v", path, res.StatusCode, resp)
		}
		if profile, _ := resp["profile"].(map[string]any); path == "/api/ai/callcenter" &&
			(profile["name"] != "Dana Lee" || profile["role"] != "VP Operations" || profile["budget"] != "$40k" || profile["email"] != "") {
			t.Errorf("the lead's profile: %v", resp["profile"])
		}
		if reading, ok := resp["invoice"].(map[string]any); (path == "/api/ai/payroll") != ok || ok && reading["kind"] != "invoice" {
			t.Errorf("%s: the invoice reading %v", path, resp["invoice"])
		}
		if _, ok := resp["note"]; ok {
			t.Errorf("%s: a note for an ordinary request: %v", path, resp["note"])
		}
		if path == "/api/ai/recruitment" && resp["kind"] != "resume" {
			t.Errorf("the resume's kind: %v", resp["kind"])
		}
	}
	// A grief topic asked to be humorous is written warmly, and the note beside the post
	// says why (issue 31).
	res, resp := s.demo("203.0.113.28", "/api/ai/content", map[string]string{"topic": "Grief support evenings at O'Neill Funeral Home", "tone": "humorous"})
	if note, _ := resp["note"].(string); res.StatusCode != 200 || !strings.Contains(note, "instead of a humorous one") ||
		!strings.Contains(resp["content"].(string), "O'Neill Funeral Home") || strings.Contains(resp["content"].(string), note) {
		t.Errorf("a sensitive topic: %d %v", res.StatusCode, resp)
	}
	// A cover letter in the resume's box is said to be one, with no score (decision 0067).
	res, resp = s.demo("203.0.113.28", "/api/ai/recruitment", map[string]string{
		"resume":         "Dear Hiring Manager,\n\nI am writing to apply for the Go engineer role.\n\nSincerely,\nDana Lee",
		"jobDescription": "Backend engineer\nRequirements:\n- 5+ years of Go"})
	if analysis, _ := resp["analysis"].(string); res.StatusCode != 200 || resp["kind"] != "cover_letter" ||
		!strings.HasPrefix(analysis, "This looks like a cover letter, not a resume:") || strings.Contains(analysis, "Match Score") {
		t.Errorf("a cover letter: %d %v", res.StatusCode, resp)
	}
	// A text that is no invoice gets what was expected, and no fields.
	res, resp = s.demo("203.0.113.28", "/api/ai/payroll", map[string]string{"invoiceData": "Hi team, the fryer service is on Wednesday."})
	reading, _ := resp["invoice"].(map[string]any)
	if analysis, _ := resp["analysis"].(string); res.StatusCode != 200 || reading["kind"] != "not_invoice" ||
		!strings.HasPrefix(analysis, "This does not look like an invoice: I expected") || len(reading["lineItems"].([]any)) != 0 {
		t.Errorf("not an invoice: %d %v", res.StatusCode, resp)
	}
	chat := chatRequest(t, context.Background(), s.base, "203.0.113.28", map[string]string{"role": "user", "content": "What are your opening hours?"})
	defer chat.Body.Close()
	lines := events(t, chat.Body)
	if chat.StatusCode != 200 || len(lines) < 3 || lines[len(lines)-1] != "[DONE]" || chat.Header.Get("X-Lexa-Engine") != "built-in" {
		t.Errorf("chat: %d %q", chat.StatusCode, lines)
	}
}

// The built-in engine reads "Present" in a resume as the year of the app's clock: a
// current job since 2020 is about 11 years in 2031.
func TestBuiltInEngineReadsPresentAsTheClocksYear(t *testing.T) {
	t.Parallel()
	clock := storetest.NewClockAt(time.Date(2031, 3, 1, 9, 0, 0, 0, time.UTC))
	s := newAccountSite(t, storetest.Backends()[0], nil, WithClock(clock))
	res, resp := s.demo("203.0.113.29", "/api/ai/recruitment", map[string]string{
		"resume": "Go engineer\nAcme, Go developer, 2020 - Present", "jobDescription": "Backend engineer with 8+ years of Go"})
	if analysis, _ := resp["analysis"].(string); res.StatusCode != 200 || !strings.Contains(analysis, "11 years against 8 asked") {
		t.Errorf("%d %v", res.StatusCode, resp)
	}
}

// The built-in engine keeps to AI_TIMEOUT as a model does: an answer past it is the same
// 504 a slow model gives, for every demo, and the log says which engine and demo. (Its
// AI_MAX_CONCURRENT slots are internal/ai's TestGuardedBuiltInKeepsToTheLimits.)
func TestBuiltInEngineKeepsToAITimeout(t *testing.T) {
	t.Parallel()
	s := newAccountSite(t, storetest.Backends()[0], map[string]string{"AI_TIMEOUT": "1ns"}) // past before it starts
	for path, body := range map[string]any{
		"/api/ai/recruitment": map[string]string{"resume": "Go engineer, 8 years", "jobDescription": "Go, 5+ years"},
		"/api/ai/payroll":     map[string]string{"invoiceData": "INVOICE #INV-7\nTotal Due: $1,250.00"},
		"/api/ai/callcenter":  map[string]string{"leadData": "Name: Dana Lee\nBudget: $40k"},
		"/api/ai/content":     map[string]string{"topic": "AI receptionists for dental clinics"},
		"/api/ai/voice-chat":  map[string]any{"messages": []map[string]string{{"role": "user", "content": "What are your hours?"}}},
	} {
		res, resp := s.demo("203.0.113.29", path, body)
		if res.StatusCode != 504 || errorMessage(resp) != "The AI took too long to answer. Please try again." {
			t.Errorf("%s: %d %v", path, res.StatusCode, resp)
		}
	}
	if n := strings.Count(s.logs.String(), "AI built-in engine timed out"); n != 5 {
		t.Errorf("%d timeouts logged, want 5:\n%s", n, s.logs.String())
	}
}
