package lexa

// SignupInput is the sign-up payload (docs/product.md, "Validation rules").
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

// ParseSignup applies the sign-up rules and messages (docs/product.md, "Validation
// rules"). The e-mail and
// name are trimmed; the password is taken exactly as typed.
func ParseSignup(in SignupInput) (SignupInput, error) {
	out := SignupInput{Email: Sanitize(in.Email), Password: in.Password, FullName: Sanitize(in.FullName)}
	f := fieldErrors{}
	if !ValidEmail(out.Email) {
		f.add("email", "Invalid email address")
	}
	f.maxLen("email", out.Email, 255, "Email must be less than 255 characters")
	checkPassword(f, "password", out.Password)
	checkFullName(f, "fullName", out.FullName)
	return out, f.err()
}

// ParseSignin applies the sign-in rules and messages.
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
	checkPassword(f, "password", password)
	return f.err()
}

// PasswordChange is the settings page's change of password.
type PasswordChange struct {
	CurrentPassword string `json:"current_password"`
	NewPassword     string `json:"new_password"`
}

// ParsePasswordChange checks a change of password: the current one is given, and the
// new one follows the sign-up rules (the one home of them is checkPassword). Whether
// the current one is right is the handler's to check, after the rate limit.
func ParsePasswordChange(in PasswordChange) error {
	f := fieldErrors{}
	if in.CurrentPassword == "" {
		f.add("current_password", "Password is required")
	}
	f.maxLen("current_password", in.CurrentPassword, PasswordMaxLength, "Password must be at most 128 characters")
	checkPassword(f, "new_password", in.NewPassword)
	return f.err()
}

// checkPassword is the rule for every new password (sign-up, reset, change), its
// messages under field.
func checkPassword(f fieldErrors, field, password string) {
	if textLength(password) < 6 {
		f.add(field, "Password must be at least 6 characters")
	}
	f.maxLen(field, password, PasswordMaxLength, "Password must be at most 128 characters")
}
