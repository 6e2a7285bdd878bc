package app

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"io/fs"
	"net/http"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"lexa/internal/billing/stripetest"
	"lexa/internal/webui"
)

// In the helper process (see TestSigtermLetsInFlightRequestsFinish) Run runs as
// cmd/lexa's main runs it, with one extra route that takes slowRequest to answer.
const slowRequest = 1500 * time.Millisecond

func TestMain(m *testing.M) {
	if os.Getenv("LEXA_TEST_SLOW_SERVER") == "1" {
		wrapHandler = func(real http.Handler) http.Handler {
			mux := http.NewServeMux()
			mux.Handle("/", real)
			mux.HandleFunc("GET /test/slow", func(w http.ResponseWriter, r *http.Request) {
				os.Stderr.WriteString(`{"msg":"slow request started"}` + "\n")
				time.Sleep(slowRequest)
				io.WriteString(w, "slow request done")
			})
			return mux
		}
		ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
		code := Run(ctx, "test", os.Args[1:], os.Getenv, os.Stdout, os.Stderr)
		stop()
		os.Exit(code)
	}
	limitRaceRun()
	stripetest.Main(m) // runs the tests, then stops stripe-mock if a test started it
}

// A real process, a real SIGTERM: the request in flight completes and lexa exits 0.
func TestSigtermLetsInFlightRequestsFinish(t *testing.T) {
	t.Parallel()
	if _, err := fs.Stat(webui.Embedded(), "site-map.json"); err != nil {
		t.Skip("web app not built (run make build)")
	}
	cmd := exec.Command(os.Args[0], "serve")
	cmd.Env = append(os.Environ(),
		"LEXA_TEST_SLOW_SERVER=1",
		"LISTEN_ADDR=127.0.0.1:0",
		"DATABASE_URL=sqlite:"+filepath.Join(t.TempDir(), "lexa.db"),
		"LOG_FORMAT=json",
	)
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill() })

	lines := make(chan map[string]any, 100)
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			var line map[string]any
			if json.Unmarshal(sc.Bytes(), &line) == nil {
				lines <- line
			}
		}
		close(lines)
	}()
	waitFor := func(msg string) map[string]any {
		timeout := time.After(15 * time.Second)
		for {
			select {
			case line, ok := <-lines:
				if !ok {
					t.Fatalf("lexa exited before logging %q", msg)
				}
				if line["msg"] == msg {
					return line
				}
			case <-timeout:
				t.Fatalf("no %q log line", msg)
			}
		}
	}
	addr := waitFor("listening")["addr"].(string)

	type result struct {
		status int
		body   string
		err    error
	}
	done := make(chan result, 1)
	go func() {
		res, err := http.Get("http://" + addr + "/test/slow")
		if err != nil {
			done <- result{err: err}
			return
		}
		defer res.Body.Close()
		b, err := io.ReadAll(res.Body)
		done <- result{res.StatusCode, string(b), err}
	}()
	waitFor("slow request started")
	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	waitFor("shutting down")

	r := <-done
	if r.err != nil || r.status != 200 || r.body != "slow request done" {
		t.Fatalf("in-flight request: %+v, want 200 'slow request done'", r)
	}
	waitFor("stopped")
	if err := cmd.Wait(); err != nil {
		t.Fatalf("lexa did not exit 0: %v", err)
	}
	if _, err := http.Get("http://" + addr + "/healthz"); err == nil || !strings.Contains(err.Error(), "refused") {
		t.Errorf("after shutdown the port still answers: %v", err)
	}
}
