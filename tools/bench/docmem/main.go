// Command docmem measures what reading documents costs the machine (issue 29, decision
// 0054): the compile of PDFium into an empty cache, then each of the review's hostile
// files and a one-page browser PDF, each read by extract.Sandbox as the server reads an
// upload. For each it prints the wall time, the CPU the reader's processes used, and
// the peak resident memory of this process and its children together, sampled every
// 10 ms from /proc. `make bench-documents` runs it.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime/debug"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"
	"time"

	"lexa/internal/extract"
	"lexa/internal/extract/extracttest"
	"lexa/internal/lexa"
)

func main() {
	browserPDF := flag.String("pdf", "testdata/documents/pdf/invoice-001.pdf", "a one-page browser PDF to time")
	flag.Parse()
	// An empty cache: the first PDF pays the compile, as on a new machine.
	cache, err := os.MkdirTemp("", "docmem-cache")
	if err != nil {
		fail(err)
	}
	defer os.RemoveAll(cache)
	os.Setenv("XDG_CACHE_HOME", cache)
	sandbox, err := extract.NewSandbox(extract.DefaultLimits)
	if err != nil {
		fail(err)
	}
	body, err := os.ReadFile(*browserPDF)
	if err != nil {
		fail(err)
	}
	debug.FreeOSMemory()
	fmt.Printf("this process at rest: %d MB resident\n\n", treeRSS()>>20)
	fmt.Printf("%-34s %9s %9s %9s  %s\n", "file", "wall", "cpu", "peak MB", "outcome")
	measure("compile PDFium (empty cache)", func() error { sandbox.Warm(context.Background()); return nil })
	measure("browser PDF, one page ("+filepath.Base(*browserPDF)+")", read(sandbox, lexa.MediaPDF, body))
	measure("browser PDF again", read(sandbox, lexa.MediaPDF, body))
	for _, h := range []struct {
		name, mediaType string
		body            []byte
	}{
		{"predictor bomb", lexa.MediaPDF, extracttest.PredictorBombPDF()},
		{"self-referencing page tree", lexa.MediaPDF, extracttest.SelfReferencingPDF()},
		{"ASCII85+Flate to 400 MB", lexa.MediaPDF, extracttest.ASCII85FlateBombPDF(400 << 20)},
		{"20 million glyphs", lexa.MediaPDF, extracttest.GlyphFloodPDF(20_000_000)},
		{"Contents 300,000 times", lexa.MediaPDF, extracttest.RepeatedContentsPDF(300_000)},
		{"DOCX nested 12 million deep", lexa.MediaDOCX, extracttest.NestedDOCX(12_000_000)},
		{"DOCX nested 100,000 deep", lexa.MediaDOCX, extracttest.NestedDOCX(100_000)},
	} {
		debug.FreeOSMemory()
		measure(h.name, read(sandbox, h.mediaType, h.body))
	}
}

func read(s *extract.Sandbox, mediaType string, body []byte) func() error {
	return func() error {
		text, err := s.Text(context.Background(), mediaType, body)
		if err == nil {
			return fmt.Errorf("read %d bytes of text", len(text))
		}
		return err
	}
}

// measure runs work while sampling the resident memory of this process and its
// children, and prints the peak.
func measure(name string, work func() error) {
	var peak atomic.Int64
	stop := make(chan struct{})
	sampled := make(chan struct{})
	go func() {
		defer close(sampled)
		tick := time.NewTicker(10 * time.Millisecond)
		defer tick.Stop()
		for {
			if rss := treeRSS(); rss > peak.Load() {
				peak.Store(rss)
			}
			select {
			case <-stop:
				return
			case <-tick.C:
			}
		}
	}()
	cpu0 := childCPU()
	start := time.Now()
	err := work()
	wall := time.Since(start)
	close(stop)
	<-sampled
	outcome := "ok"
	if err != nil {
		outcome = err.Error()
	}
	fmt.Printf("%-34s %8.2fs %8.2fs %9d  %s\n", name, wall.Seconds(), (childCPU() - cpu0).Seconds(), peak.Load()>>20, outcome)
}

// childCPU is the user and system time of the children that have ended.
func childCPU() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_CHILDREN, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// treeRSS is the resident memory of this process and every process below it.
func treeRSS() int64 {
	self := os.Getpid()
	parents := map[int]int{}
	rss := map[int]int64{}
	entries, _ := os.ReadDir("/proc")
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		stat, err := os.ReadFile("/proc/" + e.Name() + "/stat")
		if err != nil {
			continue
		}
		fields := strings.Fields(string(stat[strings.LastIndexByte(string(stat), ')')+1:]))
		if len(fields) < 22 {
			continue
		}
		ppid, _ := strconv.Atoi(fields[1])
		pages, _ := strconv.ParseInt(fields[21], 10, 64)
		parents[pid], rss[pid] = ppid, pages*int64(os.Getpagesize())
	}
	var total int64
	for pid, size := range rss {
		for p := pid; p != 0; p = parents[p] {
			if p == self {
				total += size
				break
			}
			if _, ok := parents[p]; !ok {
				break
			}
		}
	}
	return total
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "docmem:", err)
	os.Exit(1)
}
