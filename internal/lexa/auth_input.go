package lexa

// SignupInput is the sign-up payload (SPEC.md section 3).
type SignupInput struct {
	Email    string `json:"email"`
	Password string `json:"password"`
	FullName string `json:"fullName"`
}

// SigninInput is the sign-in payload.
type SigninInput struct {
	Email    string `json:"email"`
	Password string `json:"password"`
}

// PasswordMaxLength bounds what is hashed (DESIGN.md section 7).
const PasswordMaxLength = 128

// ParseSignup applies the spec's sign-up rules and messages (section 5). The e-mail and
// name are trimmed; the password is taken exactly as typed.
func ParseSignup(in SignupInput) (SignupInput, error) {
	out := SignupInput{Email: Sanitize(in.Email), Password: in.Password, FullName: Sanitize(in.FullName)}
	f := fieldErrors{}
	if !ValidEmail(out.Email) {
		f.add("email", "Invalid email address")
	}
	f.maxLen("email", out.Email, 255, "Email must be less than 255 characters")
	checkPassword(f, out.Password)
	checkFullName(f, "fullName", out.FullName)
	return out, f.err()
}

// ParseSignin applies the spec's sign-in rules and messages.
func ParseSignin(in SigninInput) (SigninInput, error) {
	out := SigninInput{Email: Sanitize(in.Email), Password: in.Password}
	f := fieldErrors{}
	if !ValidEmail(out.Email) {
		f.add("email", "Invalid email address")
	}
	if out.Password == "" {
		f.add("password", "Password is required")
	}
	f.maxLen("password", out.Password, PasswordMaxLength, "Password must be at most 128 characters")
	return out, f.err()
}

// ValidatePassword applies the sign-up password rules to a new password (reset, change).
func ValidatePassword(password string) error {
	f := fieldErrors{}
	checkPassword(f, password)
	return f.err()
}

func checkPassword(f fieldErrors, password string) {
	if textLength(password) < 6 {
		f.add("password", "Password must be at least 6 characters")
	}
	f.maxLen("password", password, PasswordMaxLength, "Password must be at most 128 characters")
}
