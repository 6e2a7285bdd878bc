package lexa

import "time"

// User is an account. PasswordHash is empty for an account that only signs in with Google.
type User struct {
	ID              string
	Email           string
	PasswordHash    string
	EmailVerifiedAt *time.Time
	Provider        string // "email" or "google"
	CreatedAt       time.Time
}

// Profile is what the spec calls profiles: the user's own details and plan summary.
type Profile struct {
	ID          string // the user's id
	FullName    string
	CompanyName string
	Phone       string
	AvatarURL   string
	CreatedAt   time.Time
}

// ErrEmailTaken is the answer to signing up with an e-mail that has an account. The UI
// looks for 'already registered' in it (SPEC.md section 8).
var ErrEmailTaken = &Error{Code: EConflict, Message: "User already registered"}

// ErrNoSession means the request carries no valid session.
var ErrNoSession = &Error{Code: EUnauthenticated, Message: "Not signed in."}

// OneTimeToken is a single-use link secret (e-mail verification, password reset); only
// its hash is stored.
type OneTimeToken struct {
	Hash      string
	UserID    string
	Purpose   string // "verify_email" or "reset_password"
	ExpiresAt time.Time
}

// VerificationTTL is how long an e-mail verification link works.
const VerificationTTL = 24 * time.Hour

// ErrLinkExpired answers a used, expired or unknown one-time link.
var ErrLinkExpired = &Error{Code: ENotFound, Message: "This link has expired or was already used."}

// ResetTTL is how long a password-reset link works.
const ResetTTL = time.Hour
