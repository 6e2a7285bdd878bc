package httpapi

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"lexa/internal/lexa"
	"lexa/internal/store/storetest"
)

// noteAI writes every post as "post" and answers with its name.
type noteAI struct{ DemoAI }

func (noteAI) Name() string { return builtInEngine }
func (noteAI) Content(context.Context, lexa.ContentRequest) (string, error) {
	return "post", nil
}

// The content demo answers the note beside the post, apart from its text, and no note
// field when there is none; the note is told which engine wrote the post.
func TestContentDemoAnswersTheNoteApart(t *testing.T) {
	db, _ := storetest.New(t, storetest.Backend{Name: "sqlite", NewURL: storetest.SQLiteURL})
	var asked []bool
	cal, err := lexa.NewDemoCalendar()
	if err != nil {
		t.Fatal(err)
	}
	base, _ := url.Parse("https://lexa.test")
	s := New(Deps{Logger: slog.New(slog.DiscardHandler), Store: db, Clock: lexa.SystemClock{}, AI: noteAI{},
		Calendar: cal, Site: http.NotFoundHandler(), BaseURL: base,
		DemoLimits: DemoLimits{Requests: 100, Window: 60_000_000_000},
		ContentNote: func(req lexa.ContentRequest, builtIn bool) string {
			asked = append(asked, builtIn)
			if strings.Contains(req.Topic, "funeral") {
				return "Written in a warm, plain tone."
			}
			return ""
		}})
	for _, c := range []struct{ topic, note string }{{"grief support at our funeral home", "Written in a warm, plain tone."}, {"summer sale", ""}} {
		req := httptest.NewRequest("POST", "/api/ai/content", strings.NewReader(`{"topic": "`+c.topic+`", "tone": "humorous"}`))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Origin", "https://lexa.test")
		res := do(s.Handler(), req)
		var body map[string]any
		if err := json.NewDecoder(res.Body).Decode(&body); err != nil || res.StatusCode != 200 {
			t.Fatalf("%s: %d %v", c.topic, res.StatusCode, err)
		}
		note, has := body["note"]
		if body["content"] != "post" || body["engine"] != builtInEngine || (c.note == "") == has || (has && note != c.note) {
			t.Errorf("%s: %v", c.topic, body)
		}
	}
	if len(asked) != 2 || !asked[0] || !asked[1] {
		t.Errorf("the note was told builtIn %v", asked)
	}
}
