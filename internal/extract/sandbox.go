package extract

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"sync"
	"time"

	"lexa/internal/lexa"
)

// Limits bound the reading of one document (decision 0054). The reader runs in a child
// process that holds them, so that no file can take more of the server than these.
type Limits struct {
	// Memory is what the reader's process may allocate (its data segment, RLIMIT_DATA):
	// the Go runtime, the parsers and the text. A file that needs more fails.
	Memory int64
	// Timeout is the wall clock one document may take; at its end the process is killed.
	Timeout time.Duration
	// Pages is the most pages a PDF may have.
	Pages int
	// OCRTimeout replaces Timeout for a document that may need OCR (an image, or a PDF
	// when the sandbox has OCR): Tesseract takes seconds a page (decision 0055).
	OCRTimeout time.Duration
	// OCRMemory is what Tesseract may allocate (its RLIMIT_DATA, set by prlimit), apart
	// from the reader's Memory; 0 is Memory. Tesseract reads an A4 page at 300 dpi in
	// about 100 MB.
	OCRMemory int64
}

// DefaultLimits are the limits when nothing is configured (DOCUMENT_MEMORY_LIMIT,
// DOCUMENT_TIMEOUT, DOCUMENT_MAX_PAGES).
var DefaultLimits = Limits{Memory: 256 << 20, Timeout: 60 * time.Second, Pages: MaxPages, OCRTimeout: 120 * time.Second}

// childEnv names the variable that turns a process into a document reader (child.go):
// it holds the request, and the document comes on standard input.
const childEnv = "LEXA_EXTRACT_CHILD"

// request is what the parent asks of the child.
type request struct {
	MediaType string `json:"mediaType"`
	Limits    Limits `json:"limits"`
	// OCR is the Tesseract to read scans and photos with; the zero OCR is none.
	OCR OCR `json:"ocr"`
	// Warm asks for PDFium to be compiled into the cache on disk, and nothing else.
	Warm bool `json:"warm,omitempty"`
	// Page asks for page Page (from 1) as a PNG Width pixels wide instead of the text.
	Page  int `json:"page,omitempty"`
	Width int `json:"width,omitempty"`
	// Stall is for this package's tests: the child waits this long before it reads, as
	// a file that spins its reader would.
	Stall time.Duration `json:"stall,omitempty"`
}

// warmLimits bound the compile of PDFium: a few seconds and about 350 MB at its peak,
// paid once per machine (the compiled code is cached on disk), never under a
// document's limits, which a compile would not fit.
var warmLimits = Limits{Memory: 1 << 30, Timeout: 3 * time.Minute, Pages: 1}

// reply is what the child answers on standard output: the text, or why there is none.
type reply struct {
	Text  string `json:"text,omitempty"`
	PNG   []byte `json:"png,omitempty"`   // the page image a Page request asked for
	Pages int    `json:"pages,omitempty"` // and how many pages the document has
	Error string `json:"error,omitempty"` // "unreadable", "no_text", "no_ocr", "no_page" or "limit"
	// Message is the customer's reason for "unreadable" and "limit".
	Message string `json:"message,omitempty"`
}

// Sandbox reads documents in child processes: this same program started again with
// childEnv set (child.go), so it works in the lexa binary and in any test binary that
// links this package.
type Sandbox struct {
	exe    string
	limits Limits
	ocr    OCR
}

// warmth is the compile of PDFium into the cache: done once per process whatever the
// number of sandboxes (each App in a test binary has its own), tried again a minute after
// a failure. Readers wait for it, so that none compiles under a document's limits.
var warmth struct {
	sync.Mutex
	done  bool
	tried time.Time
}

// NewSandbox returns the sandbox of this program with limits (zero fields: the defaults).
func NewSandbox(limits Limits) (*Sandbox, error) {
	exe, err := os.Executable()
	if err != nil {
		return nil, fmt.Errorf("document reader: this program's path: %w", err)
	}
	if limits.Memory <= 0 {
		limits.Memory = DefaultLimits.Memory
	}
	if limits.Timeout <= 0 {
		limits.Timeout = DefaultLimits.Timeout
	}
	if limits.Pages <= 0 {
		limits.Pages = DefaultLimits.Pages
	}
	if limits.OCRMemory <= 0 {
		limits.OCRMemory = limits.Memory
	}
	if limits.OCRTimeout <= 0 {
		limits.OCRTimeout = max(DefaultLimits.OCRTimeout, limits.Timeout)
	}
	return &Sandbox{exe: exe, limits: limits}, nil
}

// Limits are the sandbox's limits.
func (s *Sandbox) Limits() Limits { return s.limits }

// UseOCR makes the sandbox read scans and photos with ocr (FindOCR); it is set before
// the first document is read. Without it they are ErrNoOCR.
func (s *Sandbox) UseOCR(ocr OCR) { s.ocr = ocr }

// OCR is the sandbox's OCR; the zero OCR when it has none.
func (s *Sandbox) OCR() OCR { return s.ocr }

// textLimits are the limits of reading a document of mediaType: OCR's clock for one
// that may need OCR. The parent sets the clock before the child starts, and cannot know
// whether a PDF has scanned pages before it is read, so every PDF gets OCR's clock when
// there is OCR; an image gets it whenever there is OCR (without, it fails at once).
func (s *Sandbox) textLimits(mediaType string) Limits {
	l := s.limits
	if s.ocr.On() && (mediaType == lexa.MediaPDF || lexa.IsImage(mediaType)) {
		l.Timeout = l.OCRTimeout
	}
	return l
}

// Text reads a document as extract.Text does, in a child process under s's limits. A
// file that hits a limit is a *lexa.Error (validation) saying which, like one that cannot
// be read: neither is worth trying again. A child that dies otherwise, or ctx ending, is
// a plain error: the job tries again.
func (s *Sandbox) Text(ctx context.Context, mediaType string, body []byte) (string, error) {
	if mediaType == lexa.MediaPDF {
		s.Warm(ctx)
	}
	r, err := s.run(ctx, request{MediaType: mediaType, Limits: s.textLimits(mediaType), OCR: s.ocr}, body)
	if err != nil {
		return "", err
	}
	switch r.Error {
	case "":
		return r.Text, nil
	case "no_text":
		return "", ErrNoText
	case "no_ocr":
		return "", ErrNoOCR
	case "unreadable", "limit":
		return "", &lexa.Error{Code: lexa.EInvalid, Message: r.Message}
	}
	return "", fmt.Errorf("the document reader answered an unknown error %q", r.Error)
}

// Warm compiles PDFium into the cache on disk in a child of its own, once per
// process, so that no document's reader pays the compile under its limits. A warm
// cache makes it about 0.1 s. It is not cut short by the caller's end (a job's timeout
// would leave the next reader to compile); warmLimits bound it.
func (s *Sandbox) Warm(ctx context.Context) {
	warmth.Lock()
	defer warmth.Unlock()
	if warmth.done || time.Since(warmth.tried) < time.Minute {
		return
	}
	warmth.tried = time.Now()
	if _, err := s.run(context.WithoutCancel(ctx), request{Warm: true, Limits: warmLimits}, nil); err != nil {
		os.Stderr.WriteString("document reader: compiling PDFium: " + err.Error() + "\n")
		return
	}
	warmth.done = true
}

// run starts a child with req and body and returns its reply. A child that could not
// start an OS thread is run once more before the file is said to need too much memory:
// its threads' stacks count against its data limit, and a reader on a busy machine can
// run short of them for no fault of the file (decision 0054, "Later"). A file that needs
// the memory fails the second time too.
//
// The second run has what is left of the first one's clock (deadline): a file gets its
// timeout once, however often its reader is started.
func (s *Sandbox) run(ctx context.Context, req request, body []byte) (reply, error) {
	deadline := time.Now().Add(req.Limits.Timeout)
	r, threadShort, err := s.runOnce(ctx, req, body, deadline)
	if threadShort {
		r, _, err = s.runOnce(ctx, req, body, deadline)
	}
	return r, err
}

// runOnce starts one child; threadShort reports a child that failed to start a thread.
func (s *Sandbox) runOnce(ctx context.Context, req request, body []byte, deadline time.Time) (r reply, threadShort bool, err error) {
	raw, err := json.Marshal(req)
	if err != nil {
		return r, false, err
	}
	limits := req.Limits
	readCtx, cancel := context.WithDeadline(ctx, deadline)
	defer cancel()
	cmd := exec.CommandContext(readCtx, s.exe)
	cmd.Env = childEnvironment(string(raw))
	cmd.Stdin = bytes.NewReader(body)
	stdout := &cappedBuffer{max: maxReply}
	stderr := &cappedBuffer{max: 16 << 10}
	cmd.Stdout, cmd.Stderr = stdout, stderr
	isolate(cmd)
	cmd.WaitDelay = 2 * time.Second
	runErr := cmd.Run()
	switch {
	case ctx.Err() != nil: // the job's own end (its timeout, a shutdown): not the file's doing
		return r, false, ctx.Err()
	case readCtx.Err() != nil || killedForCPU(runErr):
		return r, false, tooSlow(limits.Timeout)
	case runErr != nil && outOfMemory(stderr.String()):
		return r, threadStartFailed(stderr.String()), overLimit(MemoryLimitReason)
	case runErr != nil:
		return r, false, fmt.Errorf("%w: %v: %s", lexa.ErrReaderStopped, runErr, firstLine(stderr.String()))
	}
	if err := json.Unmarshal(stdout.Bytes(), &r); err != nil {
		return r, false, fmt.Errorf("the document reader answered %d bytes that are not its reply: %w", stdout.Len(), err)
	}
	return r, false, nil
}

// maxReply bounds what the parent reads of a child's reply: the text at its longest,
// escaped, or a page image (base64).
const maxReply = 16 << 20

// MemoryLimitReason is the reason of a file that needs more memory than Limits.Memory.
const MemoryLimitReason = "it needs more memory than a document may use."

// tooSlow is the error of a file not read within timeout.
func tooSlow(timeout time.Duration) error {
	return overLimit(fmt.Sprintf("it takes longer than %s to read.", humanDuration(timeout)))
}

// overLimit is the error of a file that hit one of the sandbox's limits; its reason is
// shown to the customer as it is.
func overLimit(reason string) error {
	return &lexa.Error{Code: lexa.EInvalid, Message: "This file could not be read safely: " + reason}
}

// childEnvironment is the child's whole environment: the request and what a process
// needs to run (no secrets of the server's: DATABASE_URL, keys and the like stay out).
func childEnvironment(req string) []string {
	env := []string{childEnv + "=" + req}
	for _, name := range []string{"PATH", "HOME", "TMPDIR", "LANG", "XDG_CACHE_HOME"} {
		if v, ok := os.LookupEnv(name); ok {
			env = append(env, name+"="+v)
		}
	}
	return env
}

// outOfMemory tells a child that died for want of memory under its own data limit: the
// Go runtime's fatal errors when the heap cannot grow or a thread's stack cannot be
// mapped. A kill from outside (the kernel's OOM killer when the machine runs short, an
// operator) is not the file's doing: it is retried.
func outOfMemory(stderr string) bool {
	for _, sign := range []string{"out of memory", "cannot allocate memory", "pthread_create failed", "failed to create new OS thread"} {
		if strings.Contains(stderr, sign) {
			return true
		}
	}
	return false
}

// threadStartFailed tells a child that died because an OS thread could not be started
// (its stack could not be mapped under the data limit), rather than because its heap
// could not grow.
func threadStartFailed(stderr string) bool {
	return strings.Contains(stderr, "pthread_create failed") || strings.Contains(stderr, "failed to create new OS thread")
}

// firstLine is what a crashed Go program says first: "fatal error: …" or "panic: …".
func firstLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	return s
}

func humanDuration(d time.Duration) string {
	if d%time.Second == 0 {
		n := int(d / time.Second)
		if n == 1 {
			return "1 second"
		}
		return fmt.Sprintf("%d seconds", n)
	}
	return d.String()
}

// killedBySignal tells whether err is a process killed by the signal named.
func killedBySignal(err error, name string) bool {
	var exit *exec.ExitError
	return errors.As(err, &exit) && strings.Contains(exit.String(), "signal: "+name)
}

// killedForCPU tells a child that used up its CPU limit (RLIMIT_CPU, the backstop of
// the wall clock when the parent cannot kill it).
func killedForCPU(err error) bool {
	return killedBySignal(err, "CPU time limit exceeded")
}

// cappedBuffer keeps at most max bytes and drops the rest: a child cannot fill the
// parent's memory by writing.
type cappedBuffer struct {
	bytes.Buffer
	max int
}

func (b *cappedBuffer) Write(p []byte) (int, error) {
	if room := b.max - b.Len(); room > 0 {
		b.Buffer.Write(p[:min(len(p), room)])
	}
	return len(p), nil
}
