package lexa

import (
	"maps"
	"strings"
	"testing"
)

func fieldsOf(err error) map[string]string {
	if e, ok := AsError(err); ok {
		return e.Fields
	}
	return map[string]string{}
}

func TestSignupRules(t *testing.T) {
	tests := []struct {
		in   SignupInput
		want map[string]string
	}{
		{SignupInput{"jane@example.com", "secret", "Jo"}, map[string]string{}},
		{SignupInput{" jane@example.com ", "secret", " Jane Doe "}, map[string]string{}},
		{SignupInput{"jane", "secret", "Jane"}, map[string]string{"email": "Invalid email address"}},
		{SignupInput{"jane@example.com", "12345", "Jane"}, map[string]string{"password": "Password must be at least 6 characters"}},
		{SignupInput{"jane@example.com", strings.Repeat("p", 129), "Jane"}, map[string]string{"password": "Password must be at most 128 characters"}},
		{SignupInput{"jane@example.com", "secret", "J"}, map[string]string{"fullName": "Name must be at least 2 characters"}},
		{SignupInput{"jane@example.com", "secret", strings.Repeat("n", 101)}, map[string]string{"fullName": "Name must be less than 100 characters"}},
		{SignupInput{strings.Repeat("a", 250) + "@example.com", "secret", "Jane"}, map[string]string{"email": "Email must be less than 255 characters"}},
		{SignupInput{}, map[string]string{"email": "Invalid email address", "password": "Password must be at least 6 characters", "fullName": "Name must be at least 2 characters"}},
	}
	for _, tt := range tests {
		if got := fieldsOf(func() error { _, err := ParseSignup(tt.in); return err }()); !maps.Equal(got, tt.want) {
			t.Errorf("%+v: %v, want %v", tt.in, got, tt.want)
		}
	}
	out, _ := ParseSignup(SignupInput{" jane@example.com ", "  spaced  ", " Jane "})
	if out.Email != "jane@example.com" || out.FullName != "Jane" || out.Password != "  spaced  " {
		t.Errorf("normalised to %+v; the password must stay as typed", out)
	}
}

func TestSigninRules(t *testing.T) {
	if got := fieldsOf(func() error { _, err := ParseSignin(SigninInput{"nope", ""}); return err }()); !maps.Equal(got,
		map[string]string{"email": "Invalid email address", "password": "Password is required"}) {
		t.Errorf("got %v", got)
	}
	if _, err := ParseSignin(SigninInput{"jane@example.com", "x"}); err != nil {
		t.Errorf("a one-character password is a valid sign-in attempt: %v", err)
	}
}
