package lexa

import (
	"reflect"
	"testing"
)

func TestRolesFor(t *testing.T) {
	configured := []string{"boss@example.com", " Founder@Example.COM "}
	for _, c := range []struct {
		email string
		want  []string
	}{
		{"boss@example.com", []string{AdminRole}},
		{"BOSS@EXAMPLE.COM", []string{AdminRole}},    // ASCII case does not matter
		{"founder@example.com", []string{AdminRole}}, // nor spaces around a configured address
		{"staff@example.com", nil},
		{"boß@example.com", nil}, // no Unicode folding: not boss@
		{"", nil},
	} {
		if got := RolesFor(c.email, configured); !reflect.DeepEqual(got, c.want) {
			t.Errorf("RolesFor(%q) = %v, want %v", c.email, got, c.want)
		}
	}
	if got := RolesFor("boss@example.com", nil); got != nil {
		t.Errorf("nothing configured: %v", got)
	}
}

func TestConfiguredGrantsAreAuditedWithTheirSource(t *testing.T) {
	u := User{ID: "u1", Email: "Boss@example.com"}
	grants := ConfiguredGrants(u, []string{"boss@example.com"}, "203.0.113.7")
	want := []RoleChange{{UserID: "u1", Role: AdminRole, Source: RoleSourceConfig, IPAddress: "203.0.113.7"}}
	if !reflect.DeepEqual(grants, want) {
		t.Fatalf("grants %+v, want %+v", grants, want)
	}
	e := grants[0].Audit()
	if e.Action != "role_granted" || e.TableName != "user_roles" || e.UserID != "u1" || e.IPAddress != "203.0.113.7" ||
		e.Detail["role"] != AdminRole || e.Detail["source"] != "ADMIN_EMAILS" {
		t.Errorf("grant's audit row %+v", e)
	}
	revoke := RoleChange{UserID: "u1", Role: AdminRole, Revoke: true, Source: RoleSourceCLI}.Audit()
	if revoke.Action != "role_revoked" || revoke.Detail["source"] != "cli" || revoke.IPAddress != "" {
		t.Errorf("revocation's audit row %+v", revoke)
	}
	if ConfiguredGrants(User{ID: "u2", Email: "staff@example.com"}, []string{"boss@example.com"}, "") != nil {
		t.Error("an account the configuration does not name got a grant")
	}
}
