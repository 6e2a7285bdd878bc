package storetest

import (
	"context"
	"encoding/json"
	"slices"
	"testing"
	"time"

	"lexa/internal/lexa"
	"lexa/internal/store"
)

// contentOwner is an Enterprise customer with an active content-marketing service.
func contentOwner(t *testing.T, db *store.DB, clock *Clock, email string) (lexa.User, lexa.Service) {
	t.Helper()
	ctx := context.Background()
	u, p := newUser(email, clock.Now())
	if err := db.CreateUser(ctx, u, p, nil, nil, nil); err != nil {
		t.Fatal(err)
	}
	s := newService(t, db, u.ID, lexa.ContentMarketing, "Posts")
	if err := db.ExecForTest(ctx, `UPDATE profiles SET subscription_tier = 'enterprise', subscription_status = 'active' WHERE id = ?`, u.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := db.SyncUsageLimits(ctx); err != nil {
		t.Fatal(err)
	}
	activate(t, db, s)
	return u, s
}

func drafts(platforms ...string) []lexa.Post {
	var out []lexa.Post
	for _, p := range platforms {
		out = append(out, lexa.Post{Platform: p, ContentType: "social-post", Topic: "Spring", Body: "Spring is here on " + p})
	}
	return out
}

func TestBrandProfileIsSavedAndReplaced(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		u, s := contentOwner(t, db, clock, "brand@example.com")
		got, err := db.Brand(ctx, u.ID, s.ID)
		if err != nil || got.UpdatedAt != nil || got.Tone != "professional" || got.Keywords == nil {
			t.Fatalf("empty brand: %+v %v", got, err)
		}
		for _, kw := range [][]string{{"smile", "teeth"}, {"whitening"}} {
			in := lexa.BrandProfile{Tone: "casual", Audience: "Parents", Keywords: kw, BannedWords: []string{"free"}, Platforms: []string{"linkedin"}}
			if _, err := db.SaveBrand(ctx, u.ID, s.ID, in); err != nil {
				t.Fatal(err)
			}
		}
		got, err = db.Brand(ctx, u.ID, s.ID)
		if err != nil || got.UpdatedAt == nil || got.Tone != "casual" || !slices.Equal(got.Keywords, []string{"whitening"}) ||
			!slices.Equal(got.BannedWords, []string{"free"}) {
			t.Errorf("saved brand: %+v %v", got, err)
		}
		other, _ := contentOwner(t, db, clock, "other-brand@example.com")
		if _, err := db.Brand(ctx, other.ID, s.ID); err != lexa.ErrServiceNotFound {
			t.Errorf("another user's: %v", err)
		}
		voice := newService(t, db, u.ID, "voice-ai", "Voice")
		if _, err := db.SaveBrand(ctx, u.ID, voice.ID, got); err != lexa.ErrNoPosts {
			t.Errorf("a voice service: %v", err)
		}
		// The export carries it, its lists as JSON.
		exp, err := db.ExportAccount(ctx, u)
		if err != nil || len(exp.BrandProfiles) != 1 {
			t.Fatalf("export: %v %v", exp.BrandProfiles, err)
		}
		if kw, ok := exp.BrandProfiles[0]["keywords"].(json.RawMessage); !ok || string(kw) == "" {
			t.Errorf("exported keywords: %#v", exp.BrandProfiles[0]["keywords"])
		}
	})
}

func TestPostsAreAddedOnlyWhenActiveAndAllowed(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		u, s := contentOwner(t, db, clock, "posts@example.com")
		posts, err := db.AddPosts(ctx, u.ID, s.ID, drafts("linkedin", "twitter"))
		if err != nil || len(posts) != 2 || posts[0].Status != lexa.PostDraft || posts[0].ID == "" {
			t.Fatalf("add: %+v %v", posts, err)
		}
		// A plan without content marketing: 402, nothing stored.
		if err := db.ExecForTest(ctx, `UPDATE profiles SET subscription_tier = 'professional' WHERE id = ?`, u.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := db.SyncUsageLimits(ctx); err != nil {
			t.Fatal(err)
		}
		_, err = db.AddPosts(ctx, u.ID, s.ID, drafts("facebook"))
		if e, ok := lexa.AsError(err); !ok || e.Code != lexa.EPaymentRequired {
			t.Errorf("professional: %v", err)
		}
		if err := db.CheckPostAllowance(ctx, u.ID, s.ID, 1); err == nil {
			t.Errorf("the check allowed it")
		}
		// Paused: 409.
		u2, s2 := contentOwner(t, db, clock, "paused@example.com")
		paused := lexa.ServicePaused
		if _, err := db.UpdateService(ctx, u2.ID, s2.ID, lexa.ServiceUpdate{Status: &paused}); err != nil {
			t.Fatal(err)
		}
		if _, err := db.AddPosts(ctx, u2.ID, s2.ID, drafts("facebook")); err != lexa.ErrContentNotActive {
			t.Errorf("paused: %v", err)
		}
		if _, err := db.AddPosts(ctx, u2.ID, s.ID, drafts("facebook")); err != lexa.ErrServiceNotFound {
			t.Errorf("another user's: %v", err)
		}
		if n := CountRows(t, db, `SELECT COUNT(*) FROM content_posts`); n != 2 {
			t.Errorf("%d posts stored, want 2", n)
		}
	})
}

func TestPostsScheduleAndListByRange(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		u, s := contentOwner(t, db, clock, "calendar@example.com")
		posts, err := db.AddPosts(ctx, u.ID, s.ID, drafts("linkedin", "twitter", "facebook"))
		if err != nil {
			t.Fatal(err)
		}
		now := clock.Now().UTC()
		at := func(d time.Duration) json.RawMessage {
			b, _ := json.Marshal(now.Add(d).Truncate(time.Second).Format(time.RFC3339))
			return b
		}
		scheduled := string(lexa.PostScheduled)
		if _, err := db.UpdatePost(ctx, u.ID, s.ID, posts[0].ID, lexa.PostChange{Status: &scheduled, ScheduledFor: at(-time.Hour)}); err == nil {
			t.Errorf("scheduled in the past")
		}
		p, err := db.UpdatePost(ctx, u.ID, s.ID, posts[0].ID, lexa.PostChange{Status: &scheduled, ScheduledFor: at(48 * time.Hour)})
		if err != nil || p.Status != lexa.PostScheduled || p.ScheduledFor == nil {
			t.Fatalf("schedule: %+v %v", p, err)
		}
		published := string(lexa.PostPublished)
		if _, err := db.UpdatePost(ctx, u.ID, s.ID, posts[1].ID, lexa.PostChange{Status: &published, ScheduledFor: at(-24 * time.Hour)}); err != nil {
			t.Fatalf("published in the past: %v", err)
		}
		// Its time passes: it stays scheduled, and its body can still change.
		clock.Advance(72 * time.Hour)
		body := "Edited"
		if p, err := db.UpdatePost(ctx, u.ID, s.ID, posts[0].ID, lexa.PostChange{Body: &body}); err != nil || p.Status != lexa.PostScheduled || p.Body != "Edited" {
			t.Errorf("edit after its time: %+v %v", p, err)
		}
		// The range: the dated posts in it by time, then the undated drafts.
		list, err := db.Posts(ctx, u.ID, s.ID, lexa.PostFilter{From: now.Add(-48 * time.Hour), To: now.Add(96 * time.Hour)})
		if err != nil || len(list) != 3 || list[0].ID != posts[1].ID || list[1].ID != posts[0].ID || list[2].ScheduledFor != nil {
			t.Errorf("range: %+v %v", list, err)
		}
		list, err = db.Posts(ctx, u.ID, s.ID, lexa.PostFilter{From: now.Add(24 * time.Hour), To: now.Add(30 * time.Hour)})
		if err != nil || len(list) != 1 || list[0].ID != posts[2].ID {
			t.Errorf("an empty range lists the undated draft: %+v %v", list, err)
		}
		list, err = db.Posts(ctx, u.ID, s.ID, lexa.PostFilter{Status: lexa.PostPublished})
		if err != nil || len(list) != 1 || list[0].ID != posts[1].ID {
			t.Errorf("published: %+v %v", list, err)
		}
		// Another user's post is not found, and deleting takes it.
		other, _ := contentOwner(t, db, clock, "other-calendar@example.com")
		if _, err := db.UpdatePost(ctx, other.ID, s.ID, posts[0].ID, lexa.PostChange{Body: &body}); err != lexa.ErrServiceNotFound {
			t.Errorf("another user's: %v", err)
		}
		if err := db.DeletePost(ctx, u.ID, s.ID, posts[2].ID); err != nil {
			t.Fatal(err)
		}
		if err := db.DeletePost(ctx, u.ID, s.ID, posts[2].ID); err != lexa.ErrPostNotFound {
			t.Errorf("deleted twice: %v", err)
		}
		// Deleting the account takes its posts and its brand.
		if _, err := db.SaveBrand(ctx, u.ID, s.ID, lexa.EmptyBrand()); err != nil {
			t.Fatal(err)
		}
		if err := db.DeleteUser(ctx, u.ID); err != nil {
			t.Fatal(err)
		}
		if err := db.DeleteUser(ctx, other.ID); err != nil {
			t.Fatal(err)
		}
		if n := CountRows(t, db, `SELECT COUNT(*) FROM content_posts`) + CountRows(t, db, `SELECT COUNT(*) FROM brand_profiles`); n != 0 {
			t.Errorf("%d rows left", n)
		}
	})
}
