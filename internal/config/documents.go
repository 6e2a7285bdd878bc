package config

import (
	"fmt"
	"strconv"
	"time"
)

// Documents bounds the reading of the workspaces' uploaded documents (decision 0054):
// each is read in a child process under these limits, by Workers jobs at once.
type Documents struct {
	MemoryLimit int64         // bytes one document's reader may allocate
	Timeout     time.Duration // wall clock for one document
	MaxPages    int           // a PDF with more pages is refused
	Workers     int           // background jobs (documents, leads) one instance runs at once
}

func documentVars() []Var {
	return []Var{
		{Name: "DOCUMENT_MEMORY_LIMIT", Default: "256", Help: "megabytes of memory the reader of one uploaded document may use (its own process); a file that needs more fails with a reason", set: setDocumentMemory},
		{Name: "DOCUMENT_TIMEOUT", Default: "60s", Help: "longest the reading of one uploaded document may take before it fails with a reason (Go duration)", set: duration(func(c *Config) *time.Duration { return &c.Documents.Timeout })},
		{Name: "DOCUMENT_MAX_PAGES", Default: "300", Help: "most pages an uploaded PDF may have", set: positiveInt(func(c *Config) *int { return &c.Documents.MaxPages }, 10_000)},
		{Name: "JOB_WORKERS", Default: "2", Help: "background jobs (document analyses, lead scores) one instance works on at once; one account has one running at a time, so a slow file never holds up another account's", set: positiveInt(func(c *Config) *int { return &c.Documents.Workers }, 64)},
	}
}

func setDocumentMemory(c *Config, v string) error {
	n, err := strconv.Atoi(v)
	if err != nil || n < 64 || n > 16_384 {
		return fmt.Errorf("want megabytes from 64 to 16384, got %q", v)
	}
	c.Documents.MemoryLimit = int64(n) << 20
	return nil
}
