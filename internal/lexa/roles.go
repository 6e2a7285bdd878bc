package lexa

// Where a role change comes from, as its audit row says (detail "source").
const (
	RoleSourceConfig = "ADMIN_EMAILS" // the configuration: at sign-up and at start-up
	RoleSourceCLI    = "cli"          // `lexa admin grant|revoke`
)

// RolesFor is the roles the configuration gives the account with that e-mail: admin when
// configured (ADMIN_EMAILS) names its address. Addresses are compared in their canonical
// forms (CanonicalEmail), never by Unicode case folding.
func RolesFor(email string, configured []string) []string {
	for _, a := range configured {
		if CanonicalEmail(a) == CanonicalEmail(email) {
			return []string{AdminRole}
		}
	}
	return nil
}

// RoleChange is one role given to or taken from an account. The store writes it and its
// audit row (Audit) in one transaction, so neither is ever seen without the other.
type RoleChange struct {
	UserID string
	Role   string
	Revoke bool   // false: a grant
	Source string // what decided it: RoleSourceConfig or RoleSourceCLI
	// IPAddress is the request's that caused it; empty for the command line and start-up.
	IPAddress string
}

// ConfiguredGrants is what RolesFor gives the account u, as grants from the configuration.
func ConfiguredGrants(u User, configured []string, ip string) []RoleChange {
	var out []RoleChange
	for _, role := range RolesFor(u.Email, configured) {
		out = append(out, RoleChange{UserID: u.ID, Role: role, Source: RoleSourceConfig, IPAddress: ip})
	}
	return out
}

// Audit is the audit row that records the change (role_granted or role_revoked).
func (c RoleChange) Audit() AuditEntry {
	action := "role_granted"
	if c.Revoke {
		action = "role_revoked"
	}
	return AuditEntry{Action: action, TableName: "user_roles", UserID: c.UserID, IPAddress: c.IPAddress,
		Detail: map[string]string{"role": c.Role, "source": c.Source}}
}
