package httpapi

import (
	"encoding/csv"
	"fmt"
	"net/http"
	"strings"
	"time"
	"unicode/utf8"

	ics "github.com/arran4/golang-ical"

	"lexa/internal/lexa"
)

// postColumns are the content calendar's CSV columns (docs/api.md): times in UTC, RFC 3339.
var postColumns = []string{"scheduled_for", "status", "platform", "content_type", "topic", "body", "banned_words_found", "id"}

// icsEventLength is how long a post's event lasts in a calendar: a slot to post it in.
const icsEventLength = 30 * time.Minute

// monthPosts reads the export's month and the month's scheduled and published posts,
// with the brand; it answers the error itself and returns ok false.
func (s *Server) monthPosts(w http.ResponseWriter, r *http.Request) (month string, posts []lexa.Post, brand lexa.BrandProfile, ok bool) {
	u, serviceID := userFrom(r), r.PathValue("id")
	brand, err := s.Store.Brand(r.Context(), u.ID, serviceID)
	if err != nil {
		s.writeError(w, r, err)
		return "", nil, brand, false
	}
	month = r.URL.Query().Get("month")
	from, to, err := lexa.ParseMonth(month)
	if err != nil {
		s.writeError(w, r, err)
		return "", nil, brand, false
	}
	all, err := s.Store.Posts(r.Context(), u.ID, serviceID, lexa.PostFilter{From: from, To: to})
	if err != nil {
		s.writeError(w, r, err)
		return "", nil, brand, false
	}
	for _, p := range all {
		if p.ScheduledFor != nil && p.Status != lexa.PostDraft {
			posts = append(posts, p)
		}
	}
	return month, posts, brand, true
}

func attachment(w http.ResponseWriter, mediaType, name string) {
	w.Header().Set("Content-Type", mediaType)
	w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="%s"`, name))
	w.Header().Set("Cache-Control", "private, no-store")
	w.Header().Set("X-Content-Type-Options", "nosniff")
}

// handleExportPostsCSV sends the month's scheduled and published posts as CSV, each text
// guarded against formula injection (cell).
func (s *Server) handleExportPostsCSV(w http.ResponseWriter, r *http.Request) {
	month, posts, brand, ok := s.monthPosts(w, r)
	if !ok {
		return
	}
	rows := [][]string{postColumns}
	for _, p := range posts {
		rows = append(rows, []string{p.ScheduledFor.UTC().Format(time.RFC3339), string(p.Status), p.Platform, p.ContentType,
			cell(p.Topic), cell(p.Body), cell(strings.Join(lexa.BannedWordsIn(p.Body, brand.BannedWords), "; ")), p.ID})
	}
	attachment(w, "text/csv; charset=utf-8", "content-calendar-"+month+".csv")
	_ = csv.NewWriter(w).WriteAll(rows) // the status is out; an error is a broken connection
}

// handleExportPostsICS sends the month's scheduled and published posts as an iCalendar
// file: one event each at its time (UTC), the platform and the post's first words as
// the summary, the whole post as the description.
func (s *Server) handleExportPostsICS(w http.ResponseWriter, r *http.Request) {
	month, posts, _, ok := s.monthPosts(w, r)
	if !ok {
		return
	}
	cal := ics.NewCalendar()
	cal.SetMethod(ics.MethodPublish)
	cal.SetProductId("-//" + s.SiteName + "//Content calendar//EN")
	cal.SetXWRCalName(s.SiteName + " content calendar " + month)
	stamp := s.Clock.Now().UTC()
	for _, p := range posts {
		ev := cal.AddEvent(p.ID + "@content.lexa")
		ev.SetDtStampTime(stamp)
		ev.SetStartAt(p.ScheduledFor.UTC())
		ev.SetEndAt(p.ScheduledFor.UTC().Add(icsEventLength))
		ev.SetSummary(postSummary(p))
		ev.SetDescription(p.Body)
		ev.SetProperty(ics.ComponentPropertyCategories, string(p.Status))
	}
	attachment(w, "text/calendar; charset=utf-8", "content-calendar-"+month+".ics")
	_ = cal.SerializeTo(w) // the status is out; an error is a broken connection
}

// postSummary is a post's event title: its platform and first words, at most 60 characters.
func postSummary(p lexa.Post) string {
	words := strings.Fields(p.Body)
	summary := ""
	for _, w := range words {
		next := strings.TrimSpace(summary + " " + w)
		if utf8.RuneCountInString(next) > 60 {
			summary += "…"
			break
		}
		summary = next
	}
	return p.Platform + ": " + summary
}
