package storetest

import (
	"context"
	"testing"

	"lexa/internal/lexa"
)

func TestEmbedsOpenRevokeAndOwnership(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		u, _ := jobOwner(t, db, clock, "embeds@example.com") // a recruitment service: no links
		other, _ := jobOwner(t, db, clock, "other-embeds@example.com")
		voice := newService(t, db, u.ID, "voice-ai", "Desk")
		leads := newService(t, db, u.ID, "call-center", "Leads")

		e, err := db.CreateEmbed(ctx, u.ID, voice.ID)
		if err != nil || e.Kind != lexa.EmbedWidget || len(e.Token) < 32 || e.EmbedPath() != "/r/"+e.Token {
			t.Fatalf("widget: %+v %v", e, err)
		}
		if f, err := db.CreateEmbed(ctx, u.ID, leads.ID); err != nil || f.Kind != lexa.EmbedForm || f.EmbedPath() != "/f/"+f.Token {
			t.Errorf("form: %+v %v", f, err)
		}
		got, err := db.EmbedByToken(ctx, lexa.EmbedWidget, e.Token)
		if err != nil || got.ServiceID != voice.ID || got.UserID != u.ID || got.ServiceType != "voice-ai" || got.ServiceStatus != lexa.ServicePaused {
			t.Errorf("by token: %+v %v", got, err)
		}
		if _, err := db.EmbedByToken(ctx, lexa.EmbedForm, e.Token); err != lexa.ErrEmbedNotFound {
			t.Errorf("a widget's token as a form: %v", err)
		}
		if _, err := db.CreateEmbed(ctx, other.ID, voice.ID); err != lexa.ErrServiceNotFound {
			t.Errorf("another user's service: %v", err)
		}
		if _, err := db.RevokeEmbed(ctx, other.ID, voice.ID, e.ID); err != lexa.ErrServiceNotFound {
			t.Errorf("revoking another user's link: %v", err)
		}
		for range lexa.MaxEmbedsPerService - 1 {
			if _, err := db.CreateEmbed(ctx, u.ID, voice.ID); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := db.CreateEmbed(ctx, u.ID, voice.ID); err != lexa.ErrTooManyEmbeds {
			t.Errorf("a sixth link: %v", err)
		}
		revoked, err := db.RevokeEmbed(ctx, u.ID, voice.ID, e.ID)
		if err != nil || revoked.RevokedAt == nil {
			t.Errorf("revoke: %+v %v", revoked, err)
		}
		if _, err := db.EmbedByToken(ctx, lexa.EmbedWidget, e.Token); err != lexa.ErrEmbedNotFound {
			t.Errorf("a revoked link: %v", err)
		}
		if list, err := db.Embeds(ctx, u.ID, voice.ID); err != nil || len(list) != lexa.MaxEmbedsPerService {
			t.Errorf("list: %d %v", len(list), err)
		}
		recruitment, _ := db.UserServices(ctx, u.ID)
		for _, s := range recruitment {
			if s.Type == "recruitment" {
				if _, err := db.CreateEmbed(ctx, u.ID, s.ID); err != lexa.ErrNoEmbeds {
					t.Errorf("a recruitment service's link: %v", err)
				}
			}
		}
	})
}
