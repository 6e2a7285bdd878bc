package config

import (
	"encoding/base64"
	"errors"
	"fmt"
	"net/url"
	"strings"
)

// Telephony is the configuration of the receptionist's phone line (issue 30; decision
// 0063): where Twilio's REST API is, and the key that seals the auth tokens customers give.
type Telephony struct {
	// TwilioAPIURL is Twilio's REST API base (tests point it at a stand-in).
	TwilioAPIURL string
	// SecretsKey seals stored secrets (AES-256-GCM); nil when SECRETS_KEY is not set (on
	// SQLite the app then keeps a key file beside the database).
	SecretsKey []byte
}

func telephonyVars() []Var {
	return []Var{
		{Name: "SECRETS_KEY", Help: "32 random bytes in base64 (openssl rand -base64 32) that encrypt the secrets customers give Lexa, such as a Twilio auth token; empty: on SQLite a key is created beside the database (secrets.key, mode 0600), on PostgreSQL no phone number can be connected", Secret: true, set: setSecretsKey},
		{Name: "TWILIO_API_URL", Default: "https://api.twilio.com", Help: "Twilio REST API base URL (tests point it at a stand-in)", set: setTwilioAPIURL},
	}
}

func setSecretsKey(c *Config, v string) error {
	c.Telephony.SecretsKey = nil
	if v == "" {
		return nil
	}
	key, err := base64.StdEncoding.DecodeString(v)
	switch {
	case err != nil:
		return errors.New("must be base64 (e.g. the output of `openssl rand -base64 32`)")
	case len(key) != 32:
		return fmt.Errorf("must be 32 bytes once decoded, not %d", len(key))
	}
	c.Telephony.SecretsKey = key
	return nil
}

func setTwilioAPIURL(c *Config, v string) error {
	u, err := url.Parse(v)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return errors.New("must be an http(s) URL such as https://api.twilio.com")
	}
	c.Telephony.TwilioAPIURL = strings.TrimRight(v, "/")
	return nil
}

// maskBytes hides a key, saying only whether there is one.
func maskBytes(key []byte) string {
	if len(key) == 0 {
		return ""
	}
	return "xxxxx"
}
