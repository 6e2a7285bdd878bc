package app

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"lexa/internal/config"
	"lexa/internal/store/storetest"
)

// runLexa runs a command as cmd/lexa's main does, with env as the whole environment.
func runLexa(t *testing.T, env map[string]string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code = Run(context.Background(), "test", args, func(k string) string { return env[k] }, &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestHelpListsEveryVariable(t *testing.T) {
	t.Parallel()
	code, out, _ := runLexa(t, nil, "help")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	for _, v := range config.Vars() {
		if !strings.Contains(out, v.Name) {
			t.Errorf("help lacks %s", v.Name)
		}
	}
	for _, cmd := range []string{"serve", "migrate", "backup", "version"} {
		if !strings.Contains(out, cmd) {
			t.Errorf("help lacks the %s command", cmd)
		}
	}
}

func TestVersion(t *testing.T) {
	t.Parallel()
	if code, out, _ := runLexa(t, nil, "version"); code != 0 || !strings.HasPrefix(out, "lexa ") {
		t.Errorf("version: exit %d, output %q", code, out)
	}
}

func TestUnknownCommandIsAUsageError(t *testing.T) {
	t.Parallel()
	if code, _, errOut := runLexa(t, nil, "frobnicate"); code != 2 || !strings.Contains(errOut, "unknown command") {
		t.Errorf("exit %d, stderr %q; want 2 and the reason", code, errOut)
	}
}

func TestBadConfigurationExits1WithAClearMessage(t *testing.T) {
	t.Parallel()
	code, _, errOut := runLexa(t, map[string]string{"LISTEN_ADDR": "nonsense", "BASE_URL": "ftp://x"}, "serve")
	if code != 1 {
		t.Fatalf("exit %d, want 1", code)
	}
	for _, want := range []string{"invalid configuration", "LISTEN_ADDR", "BASE_URL", "lexa help"} {
		if !strings.Contains(errOut, want) {
			t.Errorf("stderr lacks %q: %s", want, errOut)
		}
	}
}

func TestMigrateStatusAndApply(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		env := map[string]string{"DATABASE_URL": b.NewURL(t)}
		code, out, errOut := runLexa(t, env, "migrate", "status")
		if code != 0 || !strings.Contains(out, "pending") || strings.Contains(out, "applied ") {
			t.Fatalf("status before: exit %d\n%s%s", code, out, errOut)
		}
		if code, out, errOut = runLexa(t, env, "migrate"); code != 0 || !strings.Contains(out, "applied") {
			t.Fatalf("apply: exit %d\n%s%s", code, out, errOut)
		}
		code, out, _ = runLexa(t, env, "migrate", "status")
		if code != 0 || !strings.Contains(out, "0 pending") || !strings.Contains(out, "00001_audit_logs.sql") {
			t.Fatalf("status after: exit %d\n%s", code, out)
		}
		if code, _, _ = runLexa(t, env, "migrate", "sideways"); code != 2 {
			t.Errorf("migrate sideways: exit %d, want 2", code)
		}
	})
}

func TestBackupCommand(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	env := map[string]string{"DATABASE_URL": "sqlite:" + filepath.Join(dir, "lexa.db")}
	if code, _, errOut := runLexa(t, env, "migrate"); code != 0 {
		t.Fatal(errOut)
	}
	target := filepath.Join(dir, "backup.db")
	if code, out, errOut := runLexa(t, env, "backup", target); code != 0 || !strings.Contains(out, target) {
		t.Fatalf("backup: exit %d %s %s", code, out, errOut)
	}
	if st, err := os.Stat(target); err != nil || st.Size() == 0 {
		t.Fatalf("backup file: %v", err)
	}
	if code, _, _ := runLexa(t, env, "backup"); code != 2 {
		t.Errorf("backup without a file: exit %d, want 2", code)
	}
}

func TestBackupOnPostgresNamesPgDump(t *testing.T) {
	t.Parallel()
	env := map[string]string{"DATABASE_URL": storetest.PostgresURL(t)}
	code, _, errOut := runLexa(t, env, "backup", filepath.Join(t.TempDir(), "x"))
	if code != 1 || !strings.Contains(errOut, "pg_dump") {
		t.Errorf("exit %d, stderr %q; want 1 and a pointer to pg_dump", code, errOut)
	}
}
