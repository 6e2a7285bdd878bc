package process

import (
	"context"
	"io"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestMain makes this test binary the child when PROCESS_TEST_SERVE is set: a baseline
// server that answers "ok", started and stopped by the tests below.
func TestMain(m *testing.M) {
	if os.Getenv("PROCESS_TEST_SERVE") == "1" {
		if err := Serve(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { io.WriteString(w, "ok") })); err != nil {
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

func startServer(t *testing.T, logTo io.Writer) (*Child, string) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "PROCESS_TEST_SERVE=1")
	child, addr, err := StartChildLog(context.Background(), "server", cmd, logTo)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = child.Kill() })
	resp, err := http.Get("http://" + addr)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if string(body) != "ok" {
		t.Fatalf("the child answered %q", body)
	}
	return child, addr
}

func TestAChildIsWaitedForAndStoppedGracefully(t *testing.T) {
	var log strings.Builder
	child, _ := startServer(t, &log)
	if rss, err := RSSMB(child.Pid()); err != nil || rss <= 0 {
		t.Errorf("RSSMB = %v, %v", rss, err)
	}
	if err := child.Stop(); err != nil {
		t.Fatalf("Stop: %v", err)
	}
	select {
	case <-child.Done():
	default:
		t.Fatal("Done is open after Stop")
	}
	if !strings.Contains(log.String(), `"msg":"listening"`) {
		t.Errorf("the copied log lacks the listening line: %q", log.String())
	}
}

func TestAKilledChildIsGone(t *testing.T) {
	child, addr := startServer(t, nil)
	if err := child.Kill(); err != nil {
		t.Fatalf("Kill: %v", err)
	}
	if _, err := http.Get("http://" + addr); err == nil {
		t.Error("the killed child still answers")
	}
}

func TestAChildThatExitsBeforeListeningIsAnError(t *testing.T) {
	_, _, err := StartChild(context.Background(), "false", exec.Command("false"))
	if err == nil || !strings.Contains(err.Error(), "exited before listening") {
		t.Errorf("err = %v", err)
	}
}
