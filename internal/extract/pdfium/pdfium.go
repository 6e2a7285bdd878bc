// Package pdfium reads PDFs with PDFium, the engine inside Chrome, compiled to
// WebAssembly and run by wazero: pure Go, no cgo, nothing downloaded at run time
// (the .wasm is embedded in github.com/klippa-app/go-pdfium).
//
// A Reader is one PDFium instance. Its wasm memory is capped (Config.MemoryLimit),
// no host filesystem is mounted (PDFium gets the bytes), and a call's context really
// stops the work: wazero closes the module when the context is done, after which the
// Reader is unusable and is to be thrown away.
package pdfium

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"

	gopdfium "github.com/klippa-app/go-pdfium"
	pdferrors "github.com/klippa-app/go-pdfium/errors"
	"github.com/klippa-app/go-pdfium/references"
	"github.com/klippa-app/go-pdfium/requests"
	"github.com/klippa-app/go-pdfium/webassembly"
	"github.com/tetratelabs/wazero"
	"github.com/tetratelabs/wazero/api"
	"github.com/tetratelabs/wazero/experimental"
	"github.com/tetratelabs/wazero/sys"
)

// Config says where compiled code is cached and how much memory PDFium may use.
type Config struct {
	// CacheDir is wazero's compilation cache on disk, shared by every process so
	// that the compile of PDFium's 6 MB of wasm (seconds) is paid once per
	// machine. "" is os.UserCacheDir()/lexa/wazero, or os.TempDir()/lexa-wazero
	// when there is no user cache directory. wazero keeps each of its versions
	// apart in it, by the version in the binary's module information; a binary
	// without it (a go test binary) is "dev" for every version, so tests should
	// pass a directory per wazero version.
	CacheDir string
	// MemoryLimit is the wasm linear memory PDFium may use, in bytes (default 256 MB).
	MemoryLimit int64
}

// DefaultMemoryLimit is the wasm memory a Reader gets when Config.MemoryLimit is 0.
const DefaultMemoryLimit = 256 << 20

var (
	// ErrPassword is a PDF that needs a password to be opened.
	ErrPassword = errors.New("pdfium: the PDF is protected by a password")
	// ErrInvalid is bytes PDFium cannot open as a PDF.
	ErrInvalid = errors.New("pdfium: not a PDF PDFium can read")
)

// LimitError is a PDF that needs more than a Reader allows: "memory" (wasm memory
// ran out) or "pages" (more pages than asked for).
type LimitError struct{ What string }

func (e *LimitError) Error() string { return "pdfium: the PDF exceeds the " + e.What + " limit" }

// Reader is one PDFium instance. Its methods may be called from several goroutines
// but run one at a time: PDFium is single-threaded.
type Reader struct {
	mu       sync.Mutex
	pool     gopdfium.Pool
	inst     gopdfium.Pdfium
	cache    wazero.CompilationCache
	stop     context.CancelFunc // cancels the worker's context: wazero closes the module
	memLimit uint64
	broken   error  // set once the module was closed under a call (cancel, trap)
	need     uint64 // the biggest block of wasm memory the running call asks for
}

// Open compiles PDFium (or loads it from the cache) and starts one instance of it.
// ctx bounds the start of the instance; the compile runs to its end.
func Open(ctx context.Context, cfg Config) (*Reader, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	dir, err := cacheDir(cfg.CacheDir)
	if err != nil {
		return nil, err
	}
	cache, err := wazero.NewCompilationCacheWithDir(dir)
	if err != nil {
		return nil, fmt.Errorf("pdfium: compilation cache %s: %w", dir, err)
	}
	limit := cfg.MemoryLimit
	if limit <= 0 {
		limit = DefaultMemoryLimit
	}
	pages := min(max(limit>>16, 1), 65536) // wasm pages are 64 KiB; 65536 of them is 4 GiB, wasm32's most
	rc := wazero.NewRuntimeConfig().
		// The bundled module lowers setjmp/longjmp to wasm exception handling.
		WithCoreFeatures(api.CoreFeaturesV2 | experimental.CoreFeaturesExceptionHandling).
		// memory.grow past this fails (malloc returns NULL) instead of taking the host's RAM.
		WithMemoryLimitPages(uint32(pages)).
		// A done context closes the module mid-call: a deadline really stops PDFium.
		WithCloseOnContextDone(true).
		WithCompilationCache(cache)

	// The workers' context is ours, not the caller's: the instance outlives Open,
	// and a call's context is tied to it only for the length of that call (see run).
	workerCtx, stop := context.WithCancel(context.Background())
	pool, err := webassembly.Init(webassembly.Config{
		Context:       workerCtx,
		MinIdle:       0,
		MaxIdle:       1,
		MaxTotal:      1,
		FSConfig:      wazero.NewFSConfig(), // nothing mounted: the library's default mounts "/"
		RuntimeConfig: rc,
		Stdout:        io.Discard,
		Stderr:        io.Discard,
		ReuseWorkers:  true,
	})
	if err != nil {
		stop()
		cache.Close(context.Background())
		return nil, fmt.Errorf("pdfium: start: %w", err)
	}
	inst, err := pool.GetInstanceWithContext(ctx)
	if err != nil {
		stop()
		pool.Close()
		cache.Close(context.Background())
		return nil, fmt.Errorf("pdfium: start: %w", err)
	}
	return &Reader{pool: pool, inst: inst, cache: cache, stop: stop, memLimit: uint64(pages) << 16}, nil
}

// cacheDir is the compilation cache directory, made if missing.
func cacheDir(dir string) (string, error) {
	if dir == "" {
		if base, err := os.UserCacheDir(); err == nil {
			dir = filepath.Join(base, "lexa", "wazero")
			if os.MkdirAll(dir, 0o700) == nil {
				return dir, nil
			}
		}
		dir = filepath.Join(os.TempDir(), "lexa-wazero")
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return "", fmt.Errorf("pdfium: compilation cache: %w", err)
	}
	return dir, nil
}

// Close stops the instance and frees its memory; a call running stops with an error.
func (r *Reader) Close() error {
	r.stop() // closes the module under a running call, which holds mu
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.pool == nil {
		return nil
	}
	// A closed module makes the instance's Close fail; the pool's Close still
	// frees everything, so that error is of no interest.
	_ = r.inst.Close()
	err := r.pool.Close()
	r.cache.Close(context.Background())
	r.pool, r.inst = nil, nil
	if r.broken == nil {
		r.broken = errors.New("pdfium: reader closed")
	}
	return err
}

// run calls fn with the instance, one call at a time, under ctx: when ctx is done
// the worker's context is cancelled, wazero closes the module under the running
// call and the Reader is unusable from then on (run returns ctx.Err()). need is the
// biggest block of wasm memory fn will ask for, to tell a failure for want of it.
func (r *Reader) run(ctx context.Context, need uint64, fn func(p gopdfium.Pdfium) error) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if err := ctx.Err(); err != nil {
		return err
	}
	if r.broken != nil {
		return r.broken
	}
	r.need = need // fn may raise it when it knows more (a render's bitmap)
	stop := context.AfterFunc(ctx, r.stop)
	err := fn(r.inst)
	if !stop() { // ctx was done during the call: the module is (being) closed
		r.broken = fmt.Errorf("pdfium: reader stopped by its context: %w", ctx.Err())
		return ctx.Err()
	}
	if err != nil {
		return r.classify(err, r.need)
	}
	return nil
}

// classify maps go-pdfium's errors onto ours. A trap or an exit inside wasm (PDFium
// aborts when malloc fails) leaves PDFium's state undefined, so the Reader is
// unusable from then on. wazero does not say when it refused memory.grow, so
// running out of memory is told from the memory's size: a failure with the memory
// within an eighth of the limit, or short of need bytes, or a trap with it past a
// third of the limit (a doubling buffer that could not double) is the memory limit.
func (r *Reader) classify(err error, need uint64) error {
	var limit *LimitError
	switch {
	case errors.As(err, &limit):
		return limit
	case errors.Is(err, pdferrors.ErrPassword) || errors.Is(err, pdferrors.ErrSecurity):
		return ErrPassword
	case errors.Is(err, pdferrors.ErrFormat) || errors.Is(err, pdferrors.ErrFile) || errors.Is(err, pdferrors.ErrUnknown):
		return ErrInvalid
	}
	var exit *sys.ExitError
	trapped := errors.As(err, &exit) || strings.Contains(err.Error(), "wasm error")
	used := r.memoryUsed()
	out := fmt.Errorf("pdfium: %w", err)
	if used+r.memLimit/8 >= r.memLimit || used+need > r.memLimit || trapped && used >= r.memLimit/3 {
		out = &LimitError{What: "memory"}
	}
	if trapped {
		r.broken = fmt.Errorf("pdfium: reader unusable after a failure inside PDFium: %w", out)
	}
	return out
}

// withDocument opens body, runs fn on it and closes it, all under ctx; need is as
// for run (PDFium gets a copy of body in its memory too).
func (r *Reader) withDocument(ctx context.Context, body []byte, need uint64, fn func(p gopdfium.Pdfium, doc references.FPDF_DOCUMENT) error) error {
	if uint64(len(body)) >= r.memLimit {
		return &LimitError{What: "memory"}
	}
	return r.run(ctx, max(need, uint64(len(body))), func(p gopdfium.Pdfium) error {
		res, err := p.OpenDocument(&requests.OpenDocument{File: &body})
		if err != nil {
			return err
		}
		defer p.FPDF_CloseDocument(&requests.FPDF_CloseDocument{Document: res.Document})
		return fn(p, res.Document)
	})
}

// pageCount is the document's number of pages.
func pageCount(p gopdfium.Pdfium, doc references.FPDF_DOCUMENT) (int, error) {
	res, err := p.FPDF_GetPageCount(&requests.FPDF_GetPageCount{Document: doc})
	if err != nil {
		return 0, err
	}
	return res.PageCount, nil
}

// page is page n (from 1) of doc, or an error when there is no such page.
func page(p gopdfium.Pdfium, doc references.FPDF_DOCUMENT, n int) (requests.Page, error) {
	count, err := pageCount(p, doc)
	if err != nil {
		return requests.Page{}, err
	}
	if n < 1 || n > count {
		return requests.Page{}, fmt.Errorf("pdfium: no page %d (the PDF has %d)", n, count)
	}
	return requests.Page{ByIndex: &requests.PageByIndex{Document: doc, Index: n - 1}}, nil
}

// PageCount is the number of pages of the PDF in body.
func (r *Reader) PageCount(ctx context.Context, body []byte) (int, error) {
	var n int
	err := r.withDocument(ctx, body, 0, func(p gopdfium.Pdfium, doc references.FPDF_DOCUMENT) (err error) {
		n, err = pageCount(p, doc)
		return err
	})
	return n, err
}
