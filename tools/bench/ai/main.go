// Command ai measures what Lexa's AI proxy adds to the time to the first streamed token:
// the same OpenAI-compatible upstream is asked directly and through `lexa serve`'s
// POST /api/ai/voice-chat, one request at a time, and the medians are compared.
// `make bench` runs it; the target (at most 5 ms added) is reported, never asserted.
package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"time"

	"lexa/tools/bench/load"
	"lexa/tools/process"
)

func main() {
	lexaBin := flag.String("lexa", "bin/lexa", "path to the lexa binary")
	n := flag.Int("requests", 200, "requests per path, alternating")
	serveUpstream := flag.Bool("serve-upstream", false, "internal: run as the upstream model child")
	flag.Parse()
	if *serveUpstream {
		if err := process.Serve(http.HandlerFunc(streamAnswer)); err != nil {
			fmt.Fprintln(os.Stderr, "upstream:", err)
			os.Exit(1)
		}
		return
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err := run(ctx, *lexaBin, *n)
	stop()
	if err != nil {
		fmt.Fprintln(os.Stderr, "bench:", err)
		os.Exit(1)
	}
}

// streamAnswer is the upstream model: a streamed reply of ten pieces, the first at once.
func streamAnswer(w http.ResponseWriter, r *http.Request) {
	_, _ = io.Copy(io.Discard, r.Body)
	w.Header().Set("Content-Type", "text/event-stream")
	for i := range 10 {
		fmt.Fprintf(w, `data: {"id":"c","object":"chat.completion.chunk","created":1,"model":"bench","choices":[{"index":0,"delta":{"content":"word%d "},"finish_reason":null}]}`+"\n\n", i)
		w.(http.Flusher).Flush()
	}
	io.WriteString(w, "data: [DONE]\n\n")
}

func run(ctx context.Context, lexaBin string, n int) (err error) {
	lexaPath, err := filepath.Abs(lexaBin)
	if err != nil {
		return err
	}
	self, err := os.Executable()
	if err != nil {
		return err
	}
	dir, err := os.MkdirTemp("", "lexa-bench-ai-")
	if err != nil {
		return err
	}
	defer load.Cleanup(&err, func() error { return os.RemoveAll(dir) })

	upstream, upstreamAddr, err := process.StartChild(ctx, "upstream", exec.Command(self, "-serve-upstream"))
	if err != nil {
		return err
	}
	defer load.Cleanup(&err, upstream.Stop)
	cmd := exec.Command(lexaPath, "serve")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "LISTEN_ADDR=127.0.0.1:0", "DATABASE_URL=sqlite:"+filepath.Join(dir, "lexa.db"),
		"LOG_FORMAT=json", "LOG_LEVEL=info", "AI_BASE_URL=http://"+upstreamAddr+"/v1", "AI_MODEL=bench",
		"AI_DEMO_LIMIT=100000") // the limit guards production, not this measurement
	lexa, lexaAddr, err := process.StartChild(ctx, "lexa serve", cmd)
	if err != nil {
		return err
	}
	defer load.Cleanup(&err, lexa.Stop)

	direct := func() (*http.Request, error) {
		return http.NewRequestWithContext(ctx, "POST", "http://"+upstreamAddr+"/v1/chat/completions",
			strings.NewReader(`{"model":"bench","stream":true,"messages":[{"role":"user","content":"Hello"}]}`))
	}
	proxied := func() (*http.Request, error) {
		req, err := http.NewRequestWithContext(ctx, "POST", "http://"+lexaAddr+"/api/ai/voice-chat",
			bytes.NewReader([]byte(`{"messages":[{"role":"user","content":"Hello"}]}`)))
		if req != nil {
			req.Header.Set("Content-Type", "application/json")
		}
		return req, err
	}
	client := &http.Client{Transport: &http.Transport{DialContext: (&net.Dialer{}).DialContext, MaxIdleConnsPerHost: 2}}
	var directTimes, proxiedTimes []time.Duration
	for i := range n + 10 { // the first ten warm both paths up
		d, err := firstToken(client, direct)
		if err != nil {
			return fmt.Errorf("direct: %w", err)
		}
		p, err := firstToken(client, proxied)
		if err != nil {
			return fmt.Errorf("through lexa: %w", err)
		}
		if i >= 10 {
			directTimes, proxiedTimes = append(directTimes, d), append(proxiedTimes, p)
		}
	}
	report(n, directTimes, proxiedTimes)
	return nil
}

// firstToken sends a request and times it until the first line with content arrives.
func firstToken(client *http.Client, build func() (*http.Request, error)) (time.Duration, error) {
	req, err := build()
	if err != nil {
		return 0, err
	}
	start := time.Now()
	res, err := client.Do(req)
	if err != nil {
		return 0, err
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return 0, fmt.Errorf("status %d", res.StatusCode)
	}
	sc := bufio.NewScanner(res.Body)
	for sc.Scan() {
		line, ok := strings.CutPrefix(sc.Text(), "data: ")
		if !ok || line == "[DONE]" {
			continue
		}
		var chunk struct {
			Choices []struct{ Delta struct{ Content string } }
		}
		if json.Unmarshal([]byte(line), &chunk) == nil && len(chunk.Choices) > 0 && chunk.Choices[0].Delta.Content != "" {
			took := time.Since(start)
			_, _ = io.Copy(io.Discard, res.Body) // read the rest, so the connection is reused
			return took, nil
		}
	}
	return 0, fmt.Errorf("no token in the answer: %v", sc.Err())
}

func report(n int, direct, proxied []time.Duration) {
	slices.Sort(direct)
	slices.Sort(proxied)
	at := func(d []time.Duration, p float64) time.Duration { return d[int(p*float64(len(d)-1))] }
	added := at(proxied, 0.5) - at(direct, 0.5)
	fmt.Printf("time to the first streamed token, %d requests each, one at a time, on loopback\n\n", n)
	fmt.Printf("%-20s %9s %9s\n", "path", "p50", "p95")
	fmt.Printf("%-20s %9s %9s\n", "upstream directly", load.Ms(at(direct, 0.5)), load.Ms(at(direct, 0.95)))
	fmt.Printf("%-20s %9s %9s\n", "through lexa", load.Ms(at(proxied, 0.5)), load.Ms(at(proxied, 0.95)))
	fmt.Printf("\nadded by lexa at the median: %s (target <= 5 ms)\n", load.Ms(added))
	fmt.Printf("\nFor docs/performance.md:\n\n")
	fmt.Println("| Command | First token, upstream directly (p50) | Through lexa's /api/ai/voice-chat (p50 / p95) | Added (target ≤ 5 ms) |")
	fmt.Println("|---|---|---|---|")
	fmt.Printf("| `make bench` (%d requests) | %s | %s / %s | %s |\n", n, load.Ms(at(direct, 0.5)), load.Ms(at(proxied, 0.5)), load.Ms(at(proxied, 0.95)), load.Ms(added))
}
