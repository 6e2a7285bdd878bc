package app

import (
	"encoding/csv"
	"net/http"
	"strings"
	"testing"
	"time"

	ics "github.com/arran4/golang-ical"

	"lexa/internal/store/storetest"
)

// posts lists a content service's posts with query.
func (v *visitor) posts(serviceID, query string) []map[string]any {
	v.s.t.Helper()
	res, resp := v.do("GET", "/api/services/"+serviceID+"/posts"+query, nil)
	if res.StatusCode != 200 {
		v.s.t.Fatalf("posts: %d %v", res.StatusCode, resp)
	}
	var out []map[string]any
	for _, p := range resp["posts"].([]any) {
		out = append(out, p.(map[string]any))
	}
	return out
}

func TestContentCalendar(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s := newAccountSite(t, b, nil)
		s.seedUser("ann@example.com", "correct horse", true)
		s.seedUser("bob@example.com", "correct horse", true)
		ann, bob := s.visitor("203.0.113.80"), s.visitor("203.0.113.81")
		ann.signIn("ann@example.com", "correct horse")
		bob.signIn("bob@example.com", "correct horse")
		ann.subscribeTo("enterprise")
		content := ann.activeService("content-marketing", "Posts")
		base := "/api/services/" + content

		// No brand yet: an empty profile.
		if res, resp := ann.do("GET", base+"/brand", nil); res.StatusCode != 200 || resp["tone"] != "professional" || resp["updated_at"] != nil {
			t.Errorf("empty brand: %d %v", res.StatusCode, resp)
		}
		// A wrong brand: every field named, nothing stored.
		long := strings.Repeat("x", 41)
		res, resp := ann.do("PUT", base+"/brand", map[string]any{"tone": "angry", "audience": strings.Repeat("a", 301),
			"keywords": []string{long}, "platforms": []string{"myspace"}})
		if f := fieldsOf(resp); res.StatusCode != 400 || f["tone"] == nil || f["audience"] == nil || f["keywords"] == nil || f["platforms"] == nil {
			t.Errorf("bad brand: %d %v", res.StatusCode, resp)
		}
		if n := s.count(`SELECT COUNT(*) FROM brand_profiles`); n != 0 {
			t.Errorf("%d brand profiles stored from bad input", n)
		}
		res, resp = ann.do("PUT", base+"/brand", map[string]any{"tone": "friendly", "audience": "<b>Dentists</b>",
			"keywords": []string{"smile", "Smile", " "}, "banned_words": []string{"guarantee", "free"}, "platforms": []string{"linkedin"}})
		if res.StatusCode != 200 || resp["audience"] != "Dentists" || len(resp["keywords"].([]any)) != 1 {
			t.Errorf("brand: %d %v", res.StatusCode, resp)
		}

		// Generation: one draft per platform, one usage record each.
		gen := base + "/posts/generate"
		if res, resp := ann.do("POST", gen, map[string]any{"topic": " ", "platforms": []string{}}); res.StatusCode != 400 ||
			fieldsOf(resp)["topic"] == nil || fieldsOf(resp)["platforms"] == nil {
			t.Errorf("empty generate: %d %v", res.StatusCode, resp)
		}
		six := []string{"linkedin", "facebook", "instagram", "twitter", "tiktok", "linkedin"}
		if res, resp := ann.do("POST", gen, map[string]any{"topic": "Whitening", "content_type": "poem", "platforms": six}); res.StatusCode != 400 ||
			fieldsOf(resp)["content_type"] == nil {
			t.Errorf("bad type: %d %v", res.StatusCode, resp)
		}
		res, resp = ann.do("POST", gen, map[string]any{"topic": "Teeth whitening offers", "content_type": "social-post",
			"platforms": []string{"linkedin", "twitter"}})
		if res.StatusCode != 201 {
			t.Fatalf("generate: %d %v", res.StatusCode, resp)
		}
		drafts := resp["posts"].([]any)
		if len(drafts) != 2 {
			t.Fatalf("%d drafts, want 2", len(drafts))
		}
		first := drafts[0].(map[string]any)
		if first["platform"] != "linkedin" || first["status"] != "draft" || first["body"] == "" || first["scheduled_for"] != nil {
			t.Errorf("draft: %v", first)
		}
		if n := s.count(`SELECT COUNT(*) FROM content_posts WHERE service_id = ?`, content); n != 2 {
			t.Errorf("%d posts stored", n)
		}
		if n := s.count(`SELECT COUNT(*) FROM usage_events WHERE service_id = ? AND idempotency_key LIKE 'post:%' AND units = 1`, content); n != 2 {
			t.Errorf("%d usage records, want one per post", n)
		}
		if svc := ann.services()[0]; svc["usage_current"] != 2.0 {
			t.Errorf("usage: %v", svc["usage_current"])
		}
		id := first["id"].(string)
		post := base + "/posts/" + id

		// A banned word in an edit is found and shown.
		res, resp = ann.do("PATCH", post, map[string]any{"body": "A FREE check-up, guaranteed."})
		if res.StatusCode != 200 || !equalAny(resp["banned_words_found"], []string{"free"}) {
			t.Errorf("banned words: %d %v", res.StatusCode, resp)
		}
		// Scheduling: a time is needed, in the future.
		now := s.clock.Now().UTC()
		if res, resp := ann.do("PATCH", post, map[string]any{"status": "scheduled"}); res.StatusCode != 400 ||
			fieldsOf(resp)["scheduled_for"] != "Choose a date and time to schedule this post." {
			t.Errorf("scheduled without a time: %d %v", res.StatusCode, resp)
		}
		if res, resp := ann.do("PATCH", post, map[string]any{"status": "scheduled", "scheduled_for": now.Add(-time.Hour).Format(time.RFC3339)}); res.StatusCode != 400 ||
			fieldsOf(resp)["scheduled_for"] != "Choose a time in the future to schedule this post." {
			t.Errorf("scheduled in the past: %d %v", res.StatusCode, resp)
		}
		for _, bad := range []map[string]any{{"status": "live"}, {"scheduled_for": "tomorrow"}, {"body": ""}, {}} {
			if res, _ := ann.do("PATCH", post, bad); res.StatusCode != 400 {
				t.Errorf("%v: %d", bad, res.StatusCode)
			}
		}
		when := time.Date(now.Year()+1, 3, 10, 9, 30, 0, 0, time.UTC)
		res, resp = ann.do("PATCH", post, map[string]any{"status": "scheduled", "scheduled_for": when.Format(time.RFC3339)})
		if res.StatusCode != 200 || resp["status"] != "scheduled" || resp["scheduled_for"] != when.Format(time.RFC3339) {
			t.Errorf("schedule: %d %v", res.StatusCode, resp)
		}
		// Published may be in the past; the other draft stays undated.
		second := drafts[1].(map[string]any)["id"].(string)
		past := time.Date(now.Year()+1, 3, 2, 8, 0, 0, 0, time.UTC)
		if res, resp := ann.do("PATCH", base+"/posts/"+second, map[string]any{"status": "published", "scheduled_for": past.Format(time.RFC3339)}); res.StatusCode != 200 {
			t.Errorf("published: %d %v", res.StatusCode, resp)
		}

		// The calendar's range: dated posts in it and undated drafts.
		if res, resp := ann.do("POST", gen, map[string]any{"topic": "Braces", "platforms": []string{"facebook"}}); res.StatusCode != 201 {
			t.Fatalf("third: %d %v", res.StatusCode, resp)
		}
		march := ann.posts(content, "?from="+when.Format("2006-01")+"-01&to="+when.AddDate(0, 1, 0).Format("2006-01")+"-01")
		if len(march) != 3 || march[0]["id"] != second || march[1]["id"] != id || march[2]["scheduled_for"] != nil {
			t.Errorf("March: %v", march)
		}
		if april := ann.posts(content, "?from="+when.AddDate(0, 1, 0).Format("2006-01")+"-01&to="+when.AddDate(0, 2, 0).Format("2006-01")+"-01"); len(april) != 1 {
			t.Errorf("April has only the undated draft: %v", april)
		}
		if got := ann.posts(content, "?status=scheduled"); len(got) != 1 || got[0]["id"] != id {
			t.Errorf("scheduled: %v", got)
		}
		for _, q := range []string{"?from=yesterday&to=2026-01-01", "?from=2026-01-01", "?from=2026-02-01&to=2026-01-01", "?from=2026-01-01&to=2026-12-01", "?status=gone"} {
			if res, _ := ann.do("GET", base+"/posts"+q, nil); res.StatusCode != 400 {
				t.Errorf("%s: %d", q, res.StatusCode)
			}
		}

		// The month's exports: the scheduled and the published posts.
		month := when.Format("2006-01")
		res, data := ann.send("GET", base+"/posts/export.csv?month="+month, nil)
		if res.StatusCode != 200 || !strings.Contains(res.Header.Get("Content-Disposition"), `attachment; filename="content-calendar-`+month+`.csv"`) {
			t.Fatalf("csv: %d %v", res.StatusCode, res.Header)
		}
		rows, err := csv.NewReader(strings.NewReader(string(data))).ReadAll()
		if err != nil || len(rows) != 3 || strings.Join(rows[0], ",") != "scheduled_for,status,platform,content_type,topic,body,banned_words_found,id" {
			t.Fatalf("csv rows: %v %v", rows, err)
		}
		if rows[2][0] != when.Format(time.RFC3339) || rows[2][1] != "scheduled" || rows[2][6] != "free" || rows[1][1] != "published" {
			t.Errorf("csv: %v", rows)
		}
		res, data = ann.send("GET", base+"/posts/export.ics?month="+month, nil)
		if res.StatusCode != 200 || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/calendar") ||
			!strings.Contains(res.Header.Get("Content-Disposition"), "attachment") {
			t.Fatalf("ics: %d %v", res.StatusCode, res.Header)
		}
		cal, err := ics.ParseCalendar(strings.NewReader(string(data)))
		if err != nil || len(cal.Events()) != 2 {
			t.Fatalf("ics: %v %s", err, data)
		}
		ev := cal.Events()[1]
		start, err := ev.GetStartAt()
		if err != nil || !start.Equal(when) || ev.GetProperty(ics.ComponentPropertySummary).Value != "linkedin: A FREE check-up, guaranteed." {
			t.Errorf("event: %v %v %v", start, err, ev.GetProperty(ics.ComponentPropertySummary))
		}
		if res, _ := ann.do("GET", base+"/posts/export.ics?month=2026-13", nil); res.StatusCode != 400 {
			t.Errorf("bad month: %d", res.StatusCode)
		}

		// Owner only: another user's ids are not found; nothing changes.
		for _, r := range []struct{ method, path string }{{"GET", base + "/brand"}, {"GET", base + "/posts"},
			{"PATCH", post}, {"DELETE", post}, {"GET", base + "/posts/export.csv?month=" + month}} {
			if res, _ := bob.do(r.method, r.path, map[string]any{"body": "mine"}); res.StatusCode != 404 {
				t.Errorf("bob %s %s: %d", r.method, r.path, res.StatusCode)
			}
		}
		if res, _ := bob.do("POST", gen, map[string]any{"topic": "x", "platforms": []string{"linkedin"}}); res.StatusCode != 404 {
			t.Errorf("bob generates: %d", res.StatusCode)
		}
		// Another type of service has no calendar.
		voice := ann.activeService("voice-ai", "Phones")
		if res, _ := ann.do("GET", "/api/services/"+voice+"/posts", nil); res.StatusCode != 404 {
			t.Errorf("voice posts: %d", res.StatusCode)
		}

		// Paused: nothing generated.
		ann.setStatus(content, "paused")
		if res, resp := ann.do("POST", gen, map[string]any{"topic": "x", "platforms": []string{"linkedin"}}); res.StatusCode != 409 ||
			errorMessage(resp) != "Activate this service to generate posts." {
			t.Errorf("paused: %d %v", res.StatusCode, resp)
		}
		if n := s.count(`SELECT COUNT(*) FROM content_posts`); n != 3 {
			t.Errorf("%d posts", n)
		}
		// Deleting a post.
		if res, _ := ann.do("DELETE", post, nil); res.StatusCode != 204 {
			t.Errorf("delete: %d", res.StatusCode)
		}
		if res, _ := ann.do("DELETE", post, nil); res.StatusCode != 404 {
			t.Errorf("delete again: %d", res.StatusCode)
		}
	})
}

// A plan without content marketing refuses drafts with 402, before the engine writes any.
func TestContentNeedsAPlanThatIncludesIt(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s := newAccountSite(t, b, nil)
		s.seedUser("cat@example.com", "correct horse", true)
		cat := s.visitor("203.0.113.82")
		cat.signIn("cat@example.com", "correct horse")
		cat.subscribeTo("professional")
		content := cat.activeService("content-marketing", "Posts")
		res, resp := cat.do("POST", "/api/services/"+content+"/posts/generate", map[string]any{"topic": "x", "platforms": []string{"linkedin"}})
		if res.StatusCode != http.StatusPaymentRequired || errorCode(resp) != "payment_required" ||
			errorMessage(resp) != "Your Professional plan does not include Content Marketing AI. Upgrade your plan to use it." {
			t.Errorf("professional: %d %v", res.StatusCode, resp)
		}
		if n := s.count(`SELECT COUNT(*) FROM content_posts`); n != 0 {
			t.Errorf("%d posts", n)
		}
	})
}

func equalAny(v any, want []string) bool {
	list, _ := v.([]any)
	if len(list) != len(want) {
		return false
	}
	for i, w := range want {
		if list[i] != w {
			return false
		}
	}
	return true
}
