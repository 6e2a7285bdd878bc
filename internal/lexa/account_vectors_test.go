package lexa

import (
	"encoding/json"
	"maps"
	"os"
	"testing"
)

// The account forms' rules, from the vectors the browser's schemas are tested with too.
func TestAccountValidationVectors(t *testing.T) {
	raw, err := os.ReadFile("../../testdata/validation/account.json")
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Vectors []struct {
			Name   string
			Form   string
			Input  map[string]string
			Fields map[string]string
		}
	}
	if err := json.Unmarshal(raw, &doc); err != nil {
		t.Fatal(err)
	}
	for _, v := range doc.Vectors {
		var err error
		switch v.Form {
		case "signup":
			_, err = ParseSignup(SignupInput{Email: v.Input["email"], Password: v.Input["password"], FullName: v.Input["fullName"]})
		case "signin":
			_, err = ParseSignin(SigninInput{Email: v.Input["email"], Password: v.Input["password"]})
		case "profile":
			name, company, phone := v.Input["full_name"], v.Input["company_name"], v.Input["phone"]
			_, err = ParseProfileUpdate(ProfileUpdate{FullName: &name, CompanyName: &company, Phone: &phone})
		default:
			t.Fatalf("%s: unknown form %q", v.Name, v.Form)
		}
		if got := fieldsOf(err); !maps.Equal(got, v.Fields) {
			t.Errorf("%s: %v, want %v", v.Name, got, v.Fields)
		}
	}
}
