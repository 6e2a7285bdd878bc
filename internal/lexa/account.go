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
