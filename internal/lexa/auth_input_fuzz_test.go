package lexa

import "testing"

// Sign-up is refused with field messages, or accepted with a valid e-mail, a name of 2
// to 100 characters and the password exactly as typed, 6 to 128 characters.
func FuzzParseSignup(f *testing.F) {
	f.Add("jo@example.com", "secret1", "Jo Smith")
	f.Add(" JO@EXAMPLE.COM ", "12345", "J")
	f.Add("jo@example.com", " \xff\xfe\xfd ", "<b>Jo</b>")
	f.Add("<a>jo@example.com</a>", "😀😀😀", "  <script>x</script>Jo  ")
	f.Fuzz(func(t *testing.T, email, password, fullName string) {
		out, err := ParseSignup(SignupInput{Email: email, Password: password, FullName: fullName})
		checkUserError(t, err, "email", "password", "fullName")
		if err != nil {
			return
		}
		checkFits(t, "email", out.Email, 255)
		checkFits(t, "fullName", out.FullName, 100)
		if !ValidEmail(out.Email) || textLength(out.FullName) < 2 || out.Password != password || ValidatePassword(password) != nil {
			t.Fatalf("accepted %+v", out)
		}
	})
}

// Sign-in is refused with field messages, or has a valid e-mail and a password of 1 to
// 128 characters, exactly as typed.
func FuzzParseSignin(f *testing.F) {
	f.Add("jo@example.com", "secret1")
	f.Add("jo@example.com", "")
	f.Add("jo@@example.com", "\x00")
	f.Fuzz(func(t *testing.T, email, password string) {
		out, err := ParseSignin(SigninInput{Email: email, Password: password})
		checkUserError(t, err, "email", "password")
		if err != nil {
			return
		}
		checkFits(t, "email", out.Email, 255)
		if !ValidEmail(out.Email) || out.Password != password || password == "" || textLength(password) > PasswordMaxLength {
			t.Fatalf("accepted %+v", out)
		}
	})
}

// A new password is accepted exactly when it has 6 to 128 characters (UTF-16 units, as
// the browser counts them).
func FuzzValidatePassword(f *testing.F) {
	for _, seed := range []string{"", "12345", "123456", "😀😀😀", "😀😀", "\xff\xff\xff\xff\xff\xff", string(make([]byte, 129))} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, password string) {
		err := ValidatePassword(password)
		checkUserError(t, err, "password")
		if n := textLength(password); (err == nil) != (n >= 6 && n <= PasswordMaxLength) {
			t.Fatalf("%d characters: %v", n, err)
		}
	})
}
