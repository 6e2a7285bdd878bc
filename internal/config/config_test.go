package config

import (
	"bytes"
	"log/slog"
	"net/mail"
	"os"
	"strings"
	"testing"
)

func env(m map[string]string) func(string) string {
	return func(k string) string { return m[k] }
}

func TestDefaults(t *testing.T) {
	c, err := Load(env(nil), false)
	if err != nil {
		t.Fatal(err)
	}
	if c.ListenAddr != "127.0.0.1:8080" || c.BaseURL.String() != "http://127.0.0.1:8080" ||
		c.DatabaseURL != "sqlite:data/lexa.db" || c.SiteName != "Lexa" || c.LogFormat != "json" ||
		c.LogLevel != slog.LevelInfo || len(c.TrustedProxies) != 0 {
		t.Errorf("unexpected defaults: %+v", c)
	}
	if c2, _ := Load(env(nil), true); c2.LogFormat != "text" {
		t.Errorf("log format on a terminal %q, want text", c2.LogFormat)
	}
}

func TestValidValues(t *testing.T) {
	c, err := Load(env(map[string]string{
		"LISTEN_ADDR":     ":0",
		"BASE_URL":        "https://lexa.example.com/",
		"DATABASE_URL":    "postgres://lexa:pw@db:5432/lexa?sslmode=require",
		"TRUSTED_PROXIES": "10.0.0.0/8, 192.168.1.7 ,::1",
		"LOG_FORMAT":      "text",
		"LOG_LEVEL":       "debug",
	}), false)
	if err != nil {
		t.Fatal(err)
	}
	if c.BaseURL.String() != "https://lexa.example.com" {
		t.Errorf("BASE_URL %q: the trailing slash should go", c.BaseURL)
	}
	got := []string{}
	for _, p := range c.TrustedProxies {
		got = append(got, p.String())
	}
	if strings.Join(got, " ") != "10.0.0.0/8 192.168.1.7/32 ::1/128" {
		t.Errorf("TRUSTED_PROXIES parsed as %v", got)
	}
	if c.LogLevel != slog.LevelDebug || c.LogFormat != "text" {
		t.Errorf("log settings %v %v", c.LogLevel, c.LogFormat)
	}
}

func TestEveryBadValueIsReported(t *testing.T) {
	_, err := Load(env(map[string]string{
		"LISTEN_ADDR":     "8080",
		"BASE_URL":        "lexa.example.com",
		"DATABASE_URL":    "mysql://x",
		"CONTACT_EMAIL":   "not-an-email",
		"SOCIAL_URL":      "http://insecure.test",
		"TRUSTED_PROXIES": "10.0.0.0/33",
		"LOG_FORMAT":      "xml",
		"LOG_LEVEL":       "loud",
		"SITE_NAME":       strings.Repeat("x", 61),
	}), false)
	if err == nil {
		t.Fatal("bad configuration accepted")
	}
	for _, name := range []string{"LISTEN_ADDR", "BASE_URL", "DATABASE_URL", "CONTACT_EMAIL", "SOCIAL_URL",
		"TRUSTED_PROXIES", "LOG_FORMAT", "LOG_LEVEL", "SITE_NAME"} {
		if !strings.Contains(err.Error(), name+":") {
			t.Errorf("error does not name %s: %v", name, err)
		}
	}
}

func TestSecretsAreMaskedInTheLog(t *testing.T) {
	c, err := Load(env(map[string]string{"DATABASE_URL": "postgres://lexa:hunter2@db/lexa"}), false)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	slog.New(slog.NewJSONHandler(&buf, nil)).Info("start", "config", c)
	if strings.Contains(buf.String(), "hunter2") {
		t.Errorf("password in log: %s", buf.String())
	}
	if !strings.Contains(buf.String(), "postgres://lexa:xxxxx@db/lexa") {
		t.Errorf("masked URL missing from log: %s", buf.String())
	}
}

func TestHelpListsEveryVariableWithItsDefault(t *testing.T) {
	var buf bytes.Buffer
	if err := PrintVars(&buf); err != nil {
		t.Fatal(err)
	}
	for _, v := range Vars() {
		line := ""
		for _, l := range strings.Split(buf.String(), "\n") {
			if strings.HasPrefix(l, v.Name+" ") {
				line = l
			}
		}
		if line == "" {
			t.Errorf("help does not list %s", v.Name)
		} else if v.Default != "" && !strings.Contains(line, v.Default) {
			t.Errorf("help line for %s lacks its default %q: %q", v.Name, v.Default, line)
		}
	}
}

// docs/configuration.md is the operator's reference: it must name every variable.
func TestDocsListEveryVariable(t *testing.T) {
	doc, err := os.ReadFile("../../docs/configuration.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range Vars() {
		if !strings.Contains(string(doc), "`"+v.Name+"`") {
			t.Errorf("docs/configuration.md does not document %s", v.Name)
		}
	}
}

func TestMailDefaultsFollowTheBrand(t *testing.T) {
	c, err := Load(env(nil), false)
	if err != nil {
		t.Fatal(err)
	}
	if c.SMTPURL != "" || c.MailFrom != `"Lexa" <hello@lexa.ai>` || c.SalesEmail != "hello@lexa.ai" {
		t.Errorf("mail defaults: SMTP_URL %q MAIL_FROM %q SALES_EMAIL %q", c.SMTPURL, c.MailFrom, c.SalesEmail)
	}
	// A brand with a comma must still give a sender that parses as one address.
	c, err = Load(env(map[string]string{"SITE_NAME": "Acme, Inc.", "CONTACT_EMAIL": "hi@acme.test"}), false)
	if err != nil {
		t.Fatal(err)
	}
	a, err := mail.ParseAddress(c.MailFrom)
	if err != nil || a.Name != "Acme, Inc." || a.Address != "hi@acme.test" || c.SalesEmail != "hi@acme.test" {
		t.Errorf("MAIL_FROM %q parsed as %v, %v; SALES_EMAIL %q", c.MailFrom, a, err, c.SalesEmail)
	}
}

func TestMailSettings(t *testing.T) {
	c, err := Load(env(map[string]string{
		"SMTP_URL":    "smtps://mailer%40lexa.ai:p%40ss@smtp.example.com:465",
		"MAIL_FROM":   "Lexa Team <team@lexa.ai>",
		"SALES_EMAIL": "sales@lexa.ai",
	}), false)
	if err != nil {
		t.Fatal(err)
	}
	if c.SMTPURL != "smtps://mailer%40lexa.ai:p%40ss@smtp.example.com:465" || c.MailFrom != "Lexa Team <team@lexa.ai>" ||
		c.SalesEmail != "sales@lexa.ai" {
		t.Errorf("got SMTP_URL %q MAIL_FROM %q SALES_EMAIL %q", c.SMTPURL, c.MailFrom, c.SalesEmail)
	}
	for _, ok := range []string{"smtp://localhost", "smtp://127.0.0.1:2525", "smtp://user@mail.test:587/"} {
		if _, err := Load(env(map[string]string{"SMTP_URL": ok}), false); err != nil {
			t.Errorf("SMTP_URL %q refused: %v", ok, err)
		}
	}
}

func TestBadMailSettingsAreReportedWithoutThePassword(t *testing.T) {
	for name, value := range map[string]string{
		"SMTP_URL":    "http://u:hunter2@mail.test",
		"MAIL_FROM":   "Lexa hello@",
		"SALES_EMAIL": "sales",
	} {
		_, err := Load(env(map[string]string{name: value}), false)
		if err == nil || !strings.Contains(err.Error(), name+":") {
			t.Errorf("%s=%q: error %v, want one naming the variable", name, value, err)
		}
	}
	for _, bad := range []string{
		"smtp://u:hunter2@", "smtp://u:hunter2@mail.test:99999", "smtp://u:hunter2@mail.test/inbox",
		"smtp://u:hunter2%zz@mail.test", "smtps://u:hunter2@mail.test?x=1",
	} {
		_, err := Load(env(map[string]string{"SMTP_URL": bad}), false)
		if err == nil {
			t.Errorf("SMTP_URL %q accepted", bad)
		} else if strings.Contains(err.Error(), "hunter2") {
			t.Errorf("error shows the password: %v", err)
		}
	}
}

func TestSMTPPasswordIsMaskedInTheLog(t *testing.T) {
	c, err := Load(env(map[string]string{"SMTP_URL": "smtp://mailer:hunter2@smtp.example.com:587"}), false)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	slog.New(slog.NewJSONHandler(&buf, nil)).Info("start", "config", c)
	if strings.Contains(buf.String(), "hunter2") {
		t.Errorf("SMTP password in log: %s", buf.String())
	}
	if !strings.Contains(buf.String(), "smtp://mailer:xxxxx@smtp.example.com:587") {
		t.Errorf("masked SMTP_URL missing from log: %s", buf.String())
	}
}

func TestMetricsAddr(t *testing.T) {
	c, err := Load(env(nil), false)
	if err != nil || c.MetricsAddr != "" {
		t.Fatalf("default METRICS_ADDR %q, %v; want empty (no metrics listener)", c.MetricsAddr, err)
	}
	for _, ok := range []map[string]string{
		{"METRICS_ADDR": "127.0.0.1:9090"},
		{"METRICS_ADDR": ":9090"},
		{"METRICS_ADDR": "[::1]:9090"},
		{"METRICS_ADDR": "localhost:9090"},
		// Port 0 on both: each listener gets a free port of its own.
		{"METRICS_ADDR": "127.0.0.1:0", "LISTEN_ADDR": "127.0.0.1:0"},
	} {
		c, err := Load(env(ok), false)
		if err != nil || c.MetricsAddr != ok["METRICS_ADDR"] {
			t.Errorf("%v: METRICS_ADDR %q, %v", ok, c.MetricsAddr, err)
		}
	}
	for value, want := range map[string]string{
		"9090":                  `METRICS_ADDR: want host:port, got "9090"`,
		"metrics.internal:9090": `METRICS_ADDR: host "metrics.internal" is not an IP address`,
		"127.0.0.1:99999":       `METRICS_ADDR: bad port "99999"`,
		"127.0.0.1:8080":        "METRICS_ADDR: must differ from LISTEN_ADDR (127.0.0.1:8080)",
	} {
		_, err := Load(env(map[string]string{"METRICS_ADDR": value}), false)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("METRICS_ADDR=%q: error %v, want one containing %q", value, err, want)
		}
	}
}
