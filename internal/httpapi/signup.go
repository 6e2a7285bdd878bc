package httpapi

import (
	"context"
	"net/http"
	"net/url"
	"strconv"
	"time"

	"lexa/internal/lexa"
)

// SignupStore is what sign-up and e-mail verification need from the database.
type SignupStore interface {
	CreateUser(ctx context.Context, u lexa.User, p lexa.Profile, roles []lexa.RoleChange, token *lexa.OneTimeToken, mails []lexa.OutgoingMail) error
	RequestLink(ctx context.Context, t lexa.OneTimeToken, m lexa.OutgoingMail, e lexa.AuditEntry) error
	VerifyEmail(ctx context.Context, tokenHash string) (lexa.User, error)
}

// PasswordHasher hashes new passwords (auth.Hasher).
type PasswordHasher interface {
	PasswordChecker
	Hash(ctx context.Context, password string) (string, error)
}

// AccountMail writes the account e-mails.
type AccountMail interface {
	VerifyEmail(email, fullName, link string) (lexa.Email, error)
	ResetPassword(email, fullName, link string) (lexa.Email, error)
	PasswordChanged(email, fullName string, at time.Time, ip string) (lexa.Email, error)
}

// accountKey is the rate-limit key of an e-mail address, so limits per account hold
// whichever address a request comes from.
func accountKey(email string) string {
	return "account:" + lexa.CanonicalEmail(lexa.Sanitize(email))
}

// verificationMail makes a verification token for u and the mail that carries its link.
// The link names the page the visitor asked for before signing up (returnTo), when it is
// one of the allowed return pages, so opening it lands there instead of the dashboard.
func (s *Server) verificationMail(u lexa.User, fullName, returnTo string) (lexa.OneTimeToken, lexa.OutgoingMail, error) {
	link := "/api/auth/verify?token="
	if lexa.IsReturnPath(returnTo) {
		link = "/api/auth/verify?return=" + url.QueryEscape(returnTo) + "&token="
	}
	return s.tokenMail(u, fullName, "verify_email", lexa.VerificationTTL, link, s.AccountMail.VerifyEmail)
}

func (s *Server) handleSignup(w http.ResponseWriter, r *http.Request) {
	var body struct {
		lexa.SignupInput
		// Optional: the page to land on from the verification link (lexa.ReturnPath).
		Return string `json:"return"`
	}
	if err := decodeJSON(r, &body); err != nil {
		s.writeError(w, r, err)
		return
	}
	in := body.SignupInput
	if !s.allowAddress(w, r, "signup") || !s.allow(w, r, accountKey(in.Email), "signup") {
		return
	}
	in, err := lexa.ParseSignup(in)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	hash, ok := s.hashPassword(w, r, in.Password)
	if !ok {
		return
	}
	u := lexa.User{ID: lexa.NewID(), Email: in.Email, PasswordHash: hash, Provider: "email", CreatedAt: s.Clock.Now().UTC()}
	token, mail, err := s.verificationMail(u, in.FullName, body.Return)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	err = s.Store.CreateUser(r.Context(), u, lexa.Profile{FullName: in.FullName}, s.newAccountRoles(r, u), &token, []lexa.OutgoingMail{mail})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.MailQueued()
	s.audit(r, lexa.AuditEntry{Action: "sign_up", TableName: "users", UserID: u.ID})
	writeJSON(w, http.StatusCreated, map[string]any{
		"user":    map[string]string{"id": u.ID, "email": u.Email},
		"message": "Please check your email to verify your account.",
	})
}

// handleVerify is the link in the verification mail: it confirms the address and, when
// the visitor opened the link themselves, signs them in and sends them to the page the
// link names (an allowed return page), else to the dashboard.
// Opened by another site (a cross-site navigation, or a browser that does not say), it
// confirms the address only and lands on the home page with verify=done, where the
// sign-in dialog opens: otherwise a page could sign its visitor into an account its
// author registered (login CSRF). A used or expired link lands on the home page with
// verify=expired, where the site explains what to do.
func (s *Server) handleVerify(w http.ResponseWriter, r *http.Request) {
	u, err := s.Store.VerifyEmail(r.Context(), lexa.HashToken(r.URL.Query().Get("token")))
	if lexa.ErrorCodeOf(err) == lexa.ENotFound {
		http.Redirect(w, r, s.BaseURL.String()+"/?verify=expired", http.StatusSeeOther)
		return
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	returnTo := r.URL.Query().Get("return")
	signIn := openedByTheVisitor(r)
	s.audit(r, lexa.AuditEntry{Action: "email_verified", TableName: "users", UserID: u.ID,
		Detail: map[string]string{"signed_in": strconv.FormatBool(signIn)}})
	if !signIn {
		// The sign-in dialog on the home page takes the visitor on to the page after all.
		done := "/?verify=done"
		if lexa.IsReturnPath(returnTo) && returnTo != "/" {
			done += "&return=" + url.QueryEscape(returnTo)
		}
		http.Redirect(w, r, s.BaseURL.String()+done, http.StatusSeeOther)
		return
	}
	if err := s.startSession(w, r, u.ID, "email_link"); err != nil {
		s.writeError(w, r, err)
		return
	}
	http.Redirect(w, r, s.BaseURL.String()+lexa.ReturnPath(returnTo, "/dashboard"), http.StatusSeeOther)
}

// openedByTheVisitor tells whether a navigation was the visitor's own: typed, pasted, a
// bookmark or a link opened from another application (Sec-Fetch-Site: none), or a link
// on this site (same-origin). A link on another site, even a sibling subdomain, is not.
func openedByTheVisitor(r *http.Request) bool {
	switch r.Header.Get("Sec-Fetch-Site") {
	case "none", "same-origin":
		return true
	}
	return false
}

// handleResendVerification sends a new link to an unverified e-mail/password account.
func (s *Server) handleResendVerification(w http.ResponseWriter, r *http.Request) {
	s.mailLinkOnRequest(w, r, linkRequest{
		action:   "verify_resend",
		eligible: func(u lexa.User) bool { return u.EmailVerifiedAt == nil && u.Provider == "email" },
		mail:     s.verificationMail,
		audit:    "verification_resent",
		answer:   "If that address has an account waiting for confirmation, a new link is on its way.",
	})
}

// linkRequest describes an endpoint that mails a one-time link to an address on request.
type linkRequest struct {
	action   string // rate-limit action, per address and per account
	eligible func(lexa.User) bool
	mail     func(u lexa.User, fullName, returnTo string) (lexa.OneTimeToken, lexa.OutgoingMail, error)
	audit    string // audit action when a link was sent
	answer   string // the same whether or not a link was sent
}

// mailLinkOnRequest answers {email} with lr.answer, sending a link when the address has an
// eligible account. The answer never tells whether it did, and neither does the time it
// takes: the same reads, the same mail composed (to the address as typed, for no account)
// and the same transaction run either way, which stores the link only for an account
// (store.RequestLink) and an audit row always.
func (s *Server) mailLinkOnRequest(w http.ResponseWriter, r *http.Request, lr linkRequest) {
	var in struct {
		Email string `json:"email"`
		// Optional: the page the mailed link should land on (lexa.ReturnPath), for links that offer one.
		Return string `json:"return"`
	}
	if err := decodeJSON(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	email := lexa.Sanitize(in.Email)
	if !s.allowAddress(w, r, lr.action) || !s.allow(w, r, accountKey(email), lr.action) {
		return
	}
	u, err := s.Store.UserByEmail(r.Context(), email)
	if err != nil && lexa.ErrorCodeOf(err) != lexa.ENotFound {
		s.writeError(w, r, err)
		return
	}
	audit := lexa.AuditEntry{Action: lr.audit, TableName: "users", UserID: u.ID, IPAddress: ClientIPFrom(r.Context()).String()}
	if err != nil || !lr.eligible(u) {
		u = lexa.User{Email: email} // no account to send to: the same work, and nothing stored but the audit row
		audit = lexa.AuditEntry{Action: "link_request_no_account", TableName: "users", IPAddress: audit.IPAddress,
			Detail: map[string]string{"request": lr.action}}
	}
	p, err := s.Store.Profile(r.Context(), u.ID)
	if err != nil && (u.ID != "" || lexa.ErrorCodeOf(err) != lexa.ENotFound) {
		s.writeError(w, r, err)
		return
	}
	token, mail, err := lr.mail(u, p.FullName, in.Return)
	if err == nil {
		err = s.Store.RequestLink(r.Context(), token, mail, audit)
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.MailQueued()
	writeJSON(w, http.StatusAccepted, map[string]string{"message": lr.answer})
}
