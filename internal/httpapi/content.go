package httpapi

import (
	"context"
	"errors"
	"net/http"
	"time"

	"lexa/internal/lexa"
)

// ContentStore is what the content calendar's routes need (docs/api.md, "Workspaces:
// content calendar"). Every method is scoped to the user: another user's ids are not
// found, and a service of another type has no calendar (404).
type ContentStore interface {
	Brand(ctx context.Context, userID, serviceID string) (lexa.BrandProfile, error)
	SaveBrand(ctx context.Context, userID, serviceID string, b lexa.BrandProfile) (lexa.BrandProfile, error)
	CheckPostAllowance(ctx context.Context, userID, serviceID string, adding int) error
	AddPosts(ctx context.Context, userID, serviceID string, posts []lexa.Post) ([]lexa.Post, error)
	Posts(ctx context.Context, userID, serviceID string, f lexa.PostFilter) ([]lexa.Post, error)
	UpdatePost(ctx context.Context, userID, serviceID, postID string, in lexa.PostChange) (lexa.Post, error)
	DeletePost(ctx context.Context, userID, serviceID, postID string) error
}

// postJSON is a post as the API shows it, with the brand's banned words it uses.
type postJSON struct {
	ID               string     `json:"id"`
	ServiceID        string     `json:"service_id"`
	Platform         string     `json:"platform"`
	ContentType      string     `json:"content_type"`
	Topic            string     `json:"topic"`
	Body             string     `json:"body"`
	Status           string     `json:"status"`
	ScheduledFor     *time.Time `json:"scheduled_for"`
	BannedWordsFound []string   `json:"banned_words_found"`
	CreatedAt        time.Time  `json:"created_at"`
	UpdatedAt        time.Time  `json:"updated_at"`
}

func postOut(p lexa.Post, brand lexa.BrandProfile) postJSON {
	return postJSON{ID: p.ID, ServiceID: p.ServiceID, Platform: p.Platform, ContentType: p.ContentType, Topic: p.Topic,
		Body: p.Body, Status: string(p.Status), ScheduledFor: p.ScheduledFor,
		BannedWordsFound: lexa.BannedWordsIn(p.Body, brand.BannedWords), CreatedAt: p.CreatedAt, UpdatedAt: p.UpdatedAt}
}

func postsOut(posts []lexa.Post, brand lexa.BrandProfile) []postJSON {
	out := make([]postJSON, len(posts))
	for i, p := range posts {
		out[i] = postOut(p, brand)
	}
	return out
}

func (s *Server) handleBrand(w http.ResponseWriter, r *http.Request) {
	b, err := s.Store.Brand(r.Context(), userFrom(r).ID, r.PathValue("id"))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, b)
}

func (s *Server) handleSaveBrand(w http.ResponseWriter, r *http.Request) {
	var in lexa.BrandInput
	if err := decodeJSON(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	b, err := lexa.ParseBrand(in)
	if err == nil {
		b, err = s.Store.SaveBrand(r.Context(), userFrom(r).ID, r.PathValue("id"), b)
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, b)
}

// handleGeneratePosts writes one draft per platform with the engine, in the brand's
// tone, and stores them together; each records one post created. Everything that can
// refuse the request (input, ownership, paused service, plan, rate limit) is checked
// before the engine is asked.
func (s *Server) handleGeneratePosts(w http.ResponseWriter, r *http.Request) {
	u, serviceID := userFrom(r), r.PathValue("id")
	var in lexa.GenerateInput
	if err := decodeJSON(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	brand, err := s.Store.Brand(r.Context(), u.ID, serviceID)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if in, err = lexa.ParseGenerate(in); err != nil {
		s.writeError(w, r, err)
		return
	}
	if err := s.Store.CheckPostAllowance(r.Context(), u.ID, serviceID, len(in.Platforms)); err != nil {
		s.writeError(w, r, err)
		return
	}
	if !s.allow(w, r, "account:"+u.ID, "post_generate") {
		return
	}
	posts := make([]lexa.Post, 0, len(in.Platforms))
	for _, platform := range in.Platforms {
		body, err := s.AI.Content(r.Context(), brand.DraftRequest(in, platform))
		if err != nil {
			s.writeDemoError(w, r, err)
			return
		}
		posts = append(posts, lexa.Post{Platform: platform, ContentType: in.ContentType, Topic: in.Topic,
			Body: lexa.Sanitize(body)})
	}
	posts, err = s.Store.AddPosts(r.Context(), u.ID, serviceID, posts)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	for _, p := range posts {
		if err := s.recordPostUsage(r.Context(), u.ID, p); err != nil {
			s.Logger.Error("record post usage", "post", p.ID, "err", err)
		}
	}
	answer := map[string]any{"posts": postsOut(posts, brand), "engine": s.AI.Name()}
	// One note for the drafts: it depends on the topic and the tone, not the platform.
	if note := s.contentNote(brand.DraftRequest(in, in.Platforms[0])); note != "" {
		answer["note"] = note
	}
	writeJSON(w, http.StatusCreated, answer)
}

// recordPostUsage records one post created, once (its idempotency key is the post's).
// A service paused since the check records nothing, like any report to a paused service.
func (s *Server) recordPostUsage(ctx context.Context, userID string, p lexa.Post) error {
	now := s.Clock.Now().UTC().Truncate(time.Microsecond)
	_, _, _, err := s.Store.RecordUsage(ctx, lexa.UsageRecord{
		ServiceID: p.ServiceID, UserID: userID, ServiceType: lexa.ContentMarketing, IdempotencyKey: "post:" + p.ID,
		Units: 1, UnitsGiven: true, MinutesSaved: lexa.MinutesSavedPerPost, OccurredAt: now, RecordedAt: now, TimeGiven: true,
	}, lexa.RateLimit{})
	if errors.Is(err, lexa.ErrServicePaused) || errors.Is(err, lexa.ErrInvalidAPIKey) {
		return nil
	}
	return err
}

func (s *Server) handlePosts(w http.ResponseWriter, r *http.Request) {
	u, serviceID, q := userFrom(r), r.PathValue("id"), r.URL.Query()
	brand, err := s.Store.Brand(r.Context(), u.ID, serviceID)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	f, err := lexa.ParsePostFilter(q.Get("from"), q.Get("to"), q.Get("status"))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	posts, err := s.Store.Posts(r.Context(), u.ID, serviceID, f)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"posts": postsOut(posts, brand)})
}

func (s *Server) handleUpdatePost(w http.ResponseWriter, r *http.Request) {
	u, serviceID := userFrom(r), r.PathValue("id")
	var in lexa.PostChange
	if err := decodeJSON(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	brand, err := s.Store.Brand(r.Context(), u.ID, serviceID)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	p, err := s.Store.UpdatePost(r.Context(), u.ID, serviceID, r.PathValue("postId"), in)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, postOut(p, brand))
}

func (s *Server) handleDeletePost(w http.ResponseWriter, r *http.Request) {
	if err := s.Store.DeletePost(r.Context(), userFrom(r).ID, r.PathValue("id"), r.PathValue("postId")); err != nil {
		s.writeError(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
