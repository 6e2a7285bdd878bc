package config

import (
	"strings"
	"testing"
	"time"
)

func TestAuditRetention(t *testing.T) {
	for value, want := range map[string]time.Duration{
		"":      400 * 24 * time.Hour,
		"400d":  400 * 24 * time.Hour,
		"1d":    24 * time.Hour,
		"9600h": 9600 * time.Hour,
		"2557d": 2557 * 24 * time.Hour,
	} {
		c, err := Load(env(map[string]string{"AUDIT_RETENTION": value}), false)
		if err != nil || c.AuditRetention != want {
			t.Errorf("AUDIT_RETENTION=%q: %v, %v; want %v", value, c.AuditRetention, err, want)
		}
	}
	for _, bad := range []string{"0d", "0", "23h", "-5d", "1.5d", "d", "forever", "400 days", "99999999d"} {
		_, err := Load(env(map[string]string{"AUDIT_RETENTION": bad}), false)
		if err == nil || !strings.Contains(err.Error(), "AUDIT_RETENTION:") {
			t.Errorf("AUDIT_RETENTION=%q accepted: %v", bad, err)
		}
	}
}
