package extract

import (
	"context"
	"errors"
	"fmt"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"lexa/internal/lexa"
)

// OCRLanguages are the languages Tesseract reads, in the order it tries them: Debian's
// tesseract-ocr-eng, -deu, -fra, -spa and -jpn (docs/deploy.md). Japanese costs a Latin
// page about a tenth more CPU and 35 MB more memory and changes none of its letters
// (measured on the corpus's scans); without it a Japanese scan reads as noise.
var OCRLanguages = []string{"eng", "deu", "fra", "spa", "jpn"}

// MaxOCRPages is the most scanned pages of a PDF read by OCR; a PDF with more fails with
// the limit as its reason, rather than be analysed on its first pages as if they were all.
const MaxOCRPages = 20

// ErrNoOCR is a scan or a photo on a server without OCR: it is ErrNoText too, and
// lexa.ErrNoOCR, whose reason asks for OCR to be installed.
var ErrNoOCR = fmt.Errorf("%w: %w", ErrNoText, lexa.ErrNoOCR)

// OCR is the Tesseract a Sandbox runs (FindOCR); the zero OCR is none.
type OCR struct {
	Path      string `json:"path,omitempty"` // the tesseract program
	Version   string `json:"version,omitempty"`
	Languages string `json:"languages,omitempty"` // "eng+deu+fra+spa+jpn": those installed of OCRLanguages
	// Prlimit is util-linux's prlimit, which starts Tesseract under a data limit of its
	// own (Limits.OCRMemory); "" when missing, and Tesseract inherits the reader's.
	Prlimit string `json:"prlimit,omitempty"`
}

// On tells whether there is OCR.
func (o OCR) On() bool { return o.Path != "" }

// FindOCR looks for tesseract on PATH, its version and its languages. An error says why
// there is no OCR (the zero OCR): tesseract-ocr is not installed, or no English for it.
func FindOCR(ctx context.Context) (OCR, error) {
	path, err := exec.LookPath("tesseract")
	if err != nil {
		return OCR{}, errors.New("tesseract-ocr is not installed")
	}
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	version, err := exec.CommandContext(ctx, path, "--version").Output()
	if err != nil {
		return OCR{}, fmt.Errorf("%s --version: %w", path, err)
	}
	list, err := exec.CommandContext(ctx, path, "--list-langs").Output()
	if err != nil {
		return OCR{}, fmt.Errorf("%s --list-langs: %w", path, err)
	}
	installed := map[string]bool{}
	for _, line := range strings.Split(string(list), "\n") {
		installed[strings.TrimSpace(line)] = true
	}
	var langs []string
	for _, l := range OCRLanguages {
		if installed[l] {
			langs = append(langs, l)
		}
	}
	if !installed["eng"] {
		return OCR{}, errors.New("tesseract-ocr-eng is not installed")
	}
	ocr := OCR{Path: path, Version: firstLine(string(version)), Languages: strings.Join(langs, "+")}
	ocr.Prlimit, _ = exec.LookPath("prlimit")
	return ocr, nil
}

// read runs Tesseract on page and returns its text. It runs as a child of the reader's
// process, so the reader's clock and process group cover it, and it inherits the
// reader's limits (setrlimit's are kept across fork and exec): an RLIMIT_CPU and an
// RLIMIT_DATA of its own, each as large as the reader's. prlimit then sets its data
// limit to memory (Limits.OCRMemory). dpi is the page's resolution when known (0:
// Tesseract estimates it from the letters).
func (o OCR) read(ctx context.Context, page *image.Gray, dpi int, memory int64) (string, error) {
	dir, err := os.MkdirTemp("", "lexa-ocr-") // 0700: the page is the customer's
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(dir)
	in := filepath.Join(dir, "page.png")
	if err := writePNG(in, page); err != nil {
		return "", err
	}
	// Page segmentation 4 (one column of lines of varying sizes) with the spaces between
	// words kept reads a table row as one line, its cells apart, as the PDF reader lays
	// them out; the default (3) reads each column of a table as a block of its own, and an
	// invoice's line items come apart from their amounts.
	args := []string{in, "stdout", "-l", o.Languages, "--psm", "4", "-c", "preserve_interword_spaces=1"}
	if dpi > 0 {
		args = append(args, "--dpi", strconv.Itoa(dpi))
	}
	cmd := exec.CommandContext(ctx, o.Path, args...)
	if o.Prlimit != "" && memory > 0 {
		cmd = exec.CommandContext(ctx, o.Prlimit, append([]string{fmt.Sprintf("--data=%d", memory), "--", o.Path}, args...)...)
	}
	// One thread: the reader's CPU is one document's; OpenMP's threads would only
	// contend with the other workers (and are slower on a small machine).
	cmd.Env = []string{"OMP_THREAD_LIMIT=1"}
	if v, ok := os.LookupEnv("TESSDATA_PREFIX"); ok {
		cmd.Env = append(cmd.Env, "TESSDATA_PREFIX="+v)
	}
	stdout := &cappedBuffer{max: MaxText}
	stderr := &cappedBuffer{max: 4 << 10}
	cmd.Stdout, cmd.Stderr = stdout, stderr
	dieWithParent(cmd)
	cmd.WaitDelay = time.Second
	err = cmd.Run()
	switch {
	case ctx.Err() != nil:
		return "", ctx.Err()
	case err != nil && killedForCPU(err):
		return "", errOCRClock
	case err != nil && ocrOutOfMemory(stderr.String()):
		return "", overLimit(MemoryLimitReason)
	case err != nil:
		return "", fmt.Errorf("tesseract: %v: %s", err, firstLine(stderr.String()))
	}
	return columnGaps(stdout.String()), nil
}

// columnGaps makes each run of three or more spaces Tesseract kept between words one
// column gap of two spaces, as the PDF and DOCX readers write a gap between cells.
func columnGaps(text string) string {
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		lines[i] = wideGap.ReplaceAllString(strings.TrimRight(l, " "), "  ")
	}
	return strings.Join(lines, "\n")
}

// errOCRClock is Tesseract stopped by its CPU limit; the reader says it took too long.
var errOCRClock = errors.New("tesseract used up its CPU time")

// ocrOutOfMemory tells a Tesseract that died for want of memory under its data limit:
// C++'s bad_alloc, or Leptonica's refused allocation. A kill from outside is not the
// file's doing, as for the reader itself (outOfMemory): the attempt is tried again.
func ocrOutOfMemory(stderr string) bool {
	for _, sign := range []string{"bad_alloc", "malloc fail", "Cannot allocate memory", "Out of memory"} {
		if strings.Contains(stderr, sign) {
			return true
		}
	}
	return false
}

// writePNG writes page where only this process can read it, fast rather than small: it
// lives for one run of Tesseract.
func writePNG(path string, page *image.Gray) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return err
	}
	if err := (&png.Encoder{CompressionLevel: png.BestSpeed}).Encode(f, page); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
