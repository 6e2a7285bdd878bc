package extract

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"time"

	"lexa/internal/extract/pdfium"
	"lexa/internal/lexa"
)

// A process started with childEnv set is a document reader and nothing else: it reads
// one document and exits before main runs. The hook is in this package's init so that
// the server and every test binary that reads documents can start themselves as readers.
func init() {
	if req, ok := os.LookupEnv(childEnv); ok {
		os.Exit(runChild(req, os.Stdin, os.Stdout))
	}
}

// readerProcs is the reader's GOMAXPROCS: it reads one document, and the instance's
// other CPUs belong to the other jobs and requests.
const readerProcs = 2

// runChild reads the document on in under the request's limits and writes the reply to
// out. The limits are taken before the document is read: the process limits itself.
func runChild(rawRequest string, in io.Reader, out io.Writer) int {
	var req request
	if err := json.Unmarshal([]byte(rawRequest), &req); err != nil {
		os.Stderr.WriteString("document reader: bad request: " + err.Error() + "\n")
		return 3
	}
	runtime.GOMAXPROCS(min(runtime.GOMAXPROCS(0), readerProcs))
	if err := limitSelf(req.Limits); err != nil {
		os.Stderr.WriteString("document reader: limits: " + err.Error() + "\n")
		return 3
	}
	// The collector works harder near the limit instead of letting the heap reach it.
	debug.SetMemoryLimit(req.Limits.Memory * 3 / 4)
	body, err := io.ReadAll(io.LimitReader(in, lexa.MaxImageBytes+1))
	if err != nil {
		os.Stderr.WriteString("document reader: read the document: " + err.Error() + "\n")
		return 3
	}
	ctx, cancel := context.WithTimeout(context.Background(), req.Limits.Timeout)
	defer cancel()
	var r reply
	time.Sleep(req.Stall)
	if req.Warm {
		reader, err := pdfium.Open(ctx, pdfium.Config{})
		if err != nil {
			os.Stderr.WriteString("document reader: " + err.Error() + "\n")
			return 4
		}
		reader.Close()
		return encodeReply(out, r)
	}

	if req.Page > 0 {
		r.PNG, r.Pages, err = renderPage(ctx, req, body)
	} else {
		r.Text, err = readBounded(ctx, req.MediaType, body, req.Limits, req.OCR)
	}
	if errors.Is(err, errOCRClock) {
		err = tooSlow(req.Limits.Timeout)
	}
	switch e, isUser := lexa.AsError(err); {
	case err == nil:
	case errors.Is(err, ErrNoOCR):
		r.Error = "no_ocr"
	case errors.Is(err, ErrNoText):
		r.Error = "no_text"
	case errors.Is(err, ErrNoPage):
		r.Error = "no_page"
	case isUser && e.Code == lexa.EInvalid:
		r.Error, r.Message = "unreadable", e.Message
	default:
		os.Stderr.WriteString("document reader: " + err.Error() + "\n")
		return 4
	}
	return encodeReply(out, r)
}

func encodeReply(out io.Writer, r reply) int {
	if err := json.NewEncoder(out).Encode(r); err != nil {
		return 3
	}
	return 0
}
