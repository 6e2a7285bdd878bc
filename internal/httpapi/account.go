package httpapi

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"time"

	"lexa/internal/lexa"
)

// ProfileStore is what the signed-in user's own endpoints need from the database.
type ProfileStore interface {
	HasRole(ctx context.Context, userID, role string) (bool, error)
	UpdateProfile(ctx context.Context, userID string, u lexa.ProfileUpdate) (lexa.Profile, error)
	ExportAccount(ctx context.Context, u lexa.User) (lexa.AccountExport, error)
	DeleteUser(ctx context.Context, userID string) error
	FirstDashboardVisit(ctx context.Context, userID string) (bool, error)
}

// profileJSON is the profiles row plus the avatar (docs/product.md, "Accounts and roles").
type profileJSON struct {
	ID                 string     `json:"id"`
	FullName           string     `json:"full_name"`
	CompanyName        string     `json:"company_name"`
	Phone              string     `json:"phone"`
	AvatarURL          string     `json:"avatar_url"`
	SubscriptionTier   *string    `json:"subscription_tier"`
	SubscriptionStatus *string    `json:"subscription_status"`
	TrialEndsAt        *time.Time `json:"trial_ends_at"`
	// HourlyCost is ours: USD an hour of the customer's staff costs (the analytics ROI).
	HourlyCost json.Number `json:"hourly_cost"`
	// The e-mails the user wants (lexa.NotificationPrefs): email_hot_leads, …
	lexa.NotificationPrefs
	CreatedAt time.Time `json:"created_at"`
}

func profileOut(p lexa.Profile) map[string]profileJSON {
	orNull := func(s string) *string {
		if s == "" {
			return nil
		}
		return &s
	}
	return map[string]profileJSON{"profile": {
		ID: p.ID, FullName: p.FullName, CompanyName: p.CompanyName, Phone: p.Phone, AvatarURL: p.AvatarURL,
		SubscriptionTier: orNull(p.SubscriptionTier), SubscriptionStatus: orNull(p.SubscriptionStatus),
		TrialEndsAt: p.TrialEndsAt, HourlyCost: lexa.Dollars(p.HourlyCostCents), NotificationPrefs: p.Notifications,
		CreatedAt: p.CreatedAt,
	}}
}

// handleHasRole is the admin check (docs/product.md, "Admin dashboard"), answered for
// the signed-in user only.
func (s *Server) handleHasRole(w http.ResponseWriter, r *http.Request) {
	role := r.URL.Query().Get("role")
	if role == "" {
		s.writeError(w, r, &lexa.Error{Code: lexa.EInvalid, Message: "Name the role to check.", Fields: map[string]string{"role": "Role is required"}})
		return
	}
	ok, err := s.Store.HasRole(r.Context(), userFrom(r).ID, role)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]bool{"has_role": ok})
}

func (s *Server) handleProfile(w http.ResponseWriter, r *http.Request) {
	p, err := s.Store.Profile(r.Context(), userFrom(r).ID)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, profileOut(p))
}

func (s *Server) handleUpdateProfile(w http.ResponseWriter, r *http.Request) {
	var in lexa.ProfileUpdate
	if err := decodeJSON(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	in, err := lexa.ParseProfileUpdate(in)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	p, err := s.Store.UpdateProfile(r.Context(), userFrom(r).ID, in)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.audit(r, lexa.AuditEntry{Action: "profile_updated", TableName: "profiles", UserID: p.ID})
	writeJSON(w, http.StatusOK, profileOut(p))
}

// handleExportAccount is the right of access and portability: everything we hold about
// the user, as a file.
func (s *Server) handleExportAccount(w http.ResponseWriter, r *http.Request) {
	u := userFrom(r)
	export, err := s.Store.ExportAccount(r.Context(), u)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.audit(r, lexa.AuditEntry{Action: "account_exported", TableName: "users", UserID: u.ID})
	name := fmt.Sprintf("lexa-account-%s.json", export.ExportedAt.Format(time.DateOnly))
	w.Header().Set("Content-Disposition", `attachment; filename="`+name+`"`)
	writeJSON(w, http.StatusOK, export)
}

// googleConfirmWindow is how recent a Google sign-in must be to stand in for a password
// when deleting an account that has none.
const googleConfirmWindow = 10 * time.Minute

var (
	errIncorrectPassword = &lexa.Error{Code: lexa.EInvalid, Message: "Incorrect password",
		Fields: map[string]string{"password": "Incorrect password"}}
	errPasswordRequired = &lexa.Error{Code: lexa.EInvalid, Message: "Password is required",
		Fields: map[string]string{"password": "Password is required"}}
	errGoogleConfirm = &lexa.Error{Code: lexa.EForbidden, Message: "Please sign in with Google again to confirm."}
)

// handleDeleteAccount is the right to erasure. The user proves it is them once more: with
// the password, or with a Google sign-in of the last few minutes. Their subscription is
// cancelled first; if that fails nothing is deleted.
func (s *Server) handleDeleteAccount(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Password string `json:"password"`
	}
	if err := decodeJSON(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	u, sess := userFrom(r), sessionFrom(r)
	if !s.allow(w, r, "account:"+u.ID, "account_delete") {
		return
	}
	if err := s.confirmDeletion(r, u, sess, in.Password); err != nil {
		if err == errIncorrectPassword {
			s.audit(r, lexa.AuditEntry{Action: "account_delete_failed", TableName: "users", UserID: u.ID})
		}
		s.writeError(w, r, err)
		return
	}
	if err := s.cancelSubscriptions(r, u.ID); err != nil {
		s.writeError(w, r, err)
		return
	}
	if err := s.Store.DeleteUser(r.Context(), u.ID); err != nil {
		s.writeError(w, r, err)
		return
	}
	s.audit(r, lexa.AuditEntry{Action: "account_deleted", TableName: "users", UserID: u.ID})
	s.clearSessionCookie(w)
	w.WriteHeader(http.StatusNoContent)
}

func (s *Server) confirmDeletion(r *http.Request, u lexa.User, sess lexa.Session, password string) error {
	if password != "" {
		ok, err := s.Passwords.Verify(r.Context(), password, u.PasswordHash)
		if err != nil {
			return err
		}
		if !ok || u.PasswordHash == "" {
			return errIncorrectPassword
		}
		return nil
	}
	if sess.Method == "google" && s.Clock.Now().Sub(sess.CreatedAt) <= googleConfirmWindow {
		return nil
	}
	if u.PasswordHash != "" {
		return errPasswordRequired
	}
	return errGoogleConfirm
}

// handleDashboardVisit records a dashboard visit and says whether it was the account's
// first, so the dashboard greets 'Welcome' once and 'Welcome back' after (decision 0065).
func (s *Server) handleDashboardVisit(w http.ResponseWriter, r *http.Request) {
	first, err := s.Store.FirstDashboardVisit(r.Context(), userFrom(r).ID)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, struct {
		FirstVisit bool `json:"first_visit"`
	}{first})
}
