package lexa

import "time"

// User is an account. PasswordHash is empty for an account that only signs in with Google.
type User struct {
	ID              string
	Email           string
	PasswordHash    string
	EmailVerifiedAt *time.Time
	Provider        string // "email" or "google": how the account was created
	GoogleSubject   string // the linked Google account, if any
	CreatedAt       time.Time
}

// Profile is the profiles row: the user's own details and plan summary.
type Profile struct {
	ID                 string // the user's id
	FullName           string
	CompanyName        string
	Phone              string
	AvatarURL          string
	SubscriptionTier   string // empty until billing sets it
	SubscriptionStatus string
	TrialEndsAt        *time.Time
	// HourlyCostCents is what an hour of the customer's staff costs, in cents; the
	// analytics page values the minutes their automations saved at it.
	HourlyCostCents int64
	// Notifications are the e-mails the user wants (the settings page).
	Notifications NotificationPrefs
	CreatedAt     time.Time
}

// ErrEmailTaken is the answer to signing up with an e-mail that has an account. The UI
// looks for 'already registered' in it (docs/product.md, "Messages").
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

// Session is a signed-in browser. Its token is known only to the browser; the store keeps
// a hash of it.
type Session struct {
	UserID    string
	Method    string // how the user signed in: "password", "email_link" or "google"
	CreatedAt time.Time
	ExpiresAt time.Time
	LastSeen  time.Time
	IPAddress string
	UserAgent string
}

// Record is one row of a data export: column name to value.
type Record = map[string]any

// AccountExport is everything stored about one user, for the right of access and
// portability. It never holds a secret (password hash, token or token hash).
type AccountExport struct {
	ExportedAt         time.Time `json:"exported_at"`
	Account            Record    `json:"account"`
	Profile            Record    `json:"profile"`
	Roles              []Record  `json:"roles"`
	Sessions           []Record  `json:"sessions"`
	AuditLogs          []Record  `json:"audit_logs"`
	ContactSubmissions []Record  `json:"contact_submissions"`
	DemoBookings       []Record  `json:"demo_bookings"`
	Subscriptions      []Record  `json:"subscriptions"`
	Services           []Record  `json:"services"`
	APIKeys            []Record  `json:"api_keys"` // never the key, only its prefix
	Usage              []Record  `json:"usage"`
	Jobs               []Record  `json:"jobs"`      // background work on the user's documents, with its results
	Openings           []Record  `json:"openings"`  // a recruitment service's jobs
	Documents          []Record  `json:"documents"` // uploaded documents: their text and analysis
	// DocumentCorrections are the fields the user corrected on their documents' readings.
	DocumentCorrections []Record `json:"document_corrections"`
	Embeds              []Record `json:"embeds"` // public links to a receptionist or a lead form
	// A voice receptionist's profile and its call log (issue 22).
	ReceptionistProfiles []Record `json:"receptionist_profiles"`
	Calls                []Record `json:"calls"`
	Appointments         []Record `json:"appointments"`   // the receptionists' appointment books (issue 30)
	PhoneLines           []Record `json:"phone_lines"`    // connected numbers: never the auth token or the webhook token
	BrandProfiles        []Record `json:"brand_profiles"` // how each content-marketing service writes
	ContentPosts         []Record `json:"content_posts"`  // the content calendars' posts
	InboxLeads           []Record `json:"inbox_leads"`    // a call-center service's leads, with their scores
	LeadProfiles         []Record `json:"lead_profiles"`  // what each call-center service scores leads by
}

// GoogleIdentity is who a Google sign-in proved the visitor to be.
type GoogleIdentity struct {
	Subject       string // Google's stable id for the account
	Email         string
	EmailVerified bool
	Name          string
	Picture       string
}

// How a Google sign-in met the accounts (store.SignInWithGoogle).
const (
	GoogleSignedIn = "signed_in" // the Google account was already linked
	GoogleLinked   = "linked"    // linked now to the account with the same e-mail
	GoogleCreated  = "created"   // a new account was made
)
