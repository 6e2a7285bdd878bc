//go:generate sh testdata/generate.sh

package pdfium

import (
	"context"
	"errors"
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// open starts a Reader on a compilation cache shared by every test run (only the
// first on a machine compiles PDFium): the default one, in a directory named after
// go.mod's wazero. Test binaries carry no module versions, so wazero files what it
// compiled under version "dev" whatever its version, and another wazero must not
// load it.
func open(t *testing.T, cfg Config) *Reader {
	t.Helper()
	if cfg.CacheDir == "" {
		dir, err := os.UserCacheDir()
		if err != nil {
			dir = os.TempDir()
		}
		cfg.CacheDir = filepath.Join(dir, "lexa", "wazero-test", wazeroVersion(t))
	}
	r, err := Open(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { r.Close() })
	return r
}

// wazeroVersion is the version of wazero go.mod requires.
func wazeroVersion(t *testing.T) string {
	mod, err := os.ReadFile("../../../go.mod")
	if err != nil {
		t.Fatal(err)
	}
	for line := range strings.Lines(string(mod)) {
		if f := strings.Fields(line); len(f) >= 2 && f[0] == "github.com/tetratelabs/wazero" {
			return f[1]
		}
	}
	t.Fatal("go.mod requires no github.com/tetratelabs/wazero")
	return ""
}

func read(t *testing.T, name string) []byte {
	t.Helper()
	body, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return body
}

// lineWith is the first line of text holding every one of words, or "".
func lineWith(text string, words ...string) string {
	for line := range strings.Lines(text) {
		ok := true
		for _, w := range words {
			ok = ok && strings.Contains(line, w)
		}
		if ok {
			return line
		}
	}
	return ""
}

func TestTextOfChromePDFs(t *testing.T) {
	r := open(t, Config{})
	ctx := context.Background()

	invoice, err := r.Text(ctx, read(t, "invoice.pdf"), 10)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range [][]string{
		{"INVOICE"}, // letter-spaced 0.5em: not "I N V O I C E"
		{"Brightwater Analytics Ltd", "Invoice no. INV-2024-0117"}, // the two-column header
		{"Support hours", "2.5", "$32.91", "$82.28"},               // a table row
		{"Total due", "$1,265.28"},                                 // right-aligned, on its row
	} {
		if lineWith(invoice, want...) == "" {
			t.Errorf("invoice: no line with %q in:\n%s", want, invoice)
		}
	}
	if strings.Contains(invoice, "I N V") {
		t.Errorf("invoice: the heading is letter by letter:\n%s", invoice)
	}

	resume, err := r.Text(ctx, read(t, "resume.pdf"), 10)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Maria Kowalczyk", "maria.kowalczyk@example.com", "+44 7700 900123", "EXPERIENCE", "Senior Data Engineer, Northwind Logistics"} {
		if !strings.Contains(resume, want) {
			t.Errorf("resume: no %q in:\n%s", want, resume)
		}
	}
}

func TestPagesAndLimit(t *testing.T) {
	r := open(t, Config{})
	ctx := context.Background()
	body := read(t, "pages.pdf")

	if n, err := r.PageCount(ctx, body); err != nil || n != 3 {
		t.Fatalf("PageCount = %d, %v; want 3", n, err)
	}
	text, err := r.Text(ctx, body, 3)
	if err != nil {
		t.Fatal(err)
	}
	want := "First page: terms of service.\n\nSecond page: price list.\n\nThird page: signatures.\n\n"
	if text != want {
		t.Errorf("Text = %q, want %q", text, want)
	}
	var limit *LimitError
	if _, err := r.Text(ctx, body, 2); !errors.As(err, &limit) || limit.What != "pages" {
		t.Errorf("Text of 3 pages with at most 2 = %v, want a pages LimitError", err)
	}
	if n, err := r.PageChars(ctx, body, 2); err != nil || n < len("Second page: price list.") {
		t.Errorf("PageChars(2) = %d, %v", n, err)
	}
	if _, err := r.PageChars(ctx, body, 4); err == nil {
		t.Error("PageChars(4) of 3 pages: no error")
	}
}

func TestRenderPage(t *testing.T) {
	r := open(t, Config{})
	img, err := r.RenderPage(context.Background(), read(t, "invoice.pdf"), 1, 300)
	if err != nil {
		t.Fatal(err)
	}
	b := img.Bounds()
	if b.Dx() != 300 || b.Dy() < 400 || b.Dy() > 430 { // A4: 300 × 424
		t.Fatalf("bounds %v, want 300 × ~424", b)
	}
	// Black text on white: a dark pixel near the heading, a white margin.
	dark := false
	for y := 20; y < 60 && !dark; y++ {
		for x := 20; x < 150 && !dark; x++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			dark = r+g+bl < 3*0x4000
		}
	}
	if r, g, bl, _ := img.At(2, 2).RGBA(); !dark || r+g+bl != 3*0xffff {
		t.Errorf("the render is not black text on white (dark text found: %v)", dark)
	}
	if _, ok := img.(*image.RGBA); !ok {
		t.Errorf("image is a %T", img)
	}
}

func TestPasswordAndInvalid(t *testing.T) {
	r := open(t, Config{})
	ctx := context.Background()
	if _, err := r.Text(ctx, read(t, "locked.pdf"), 10); !errors.Is(err, ErrPassword) {
		t.Errorf("locked.pdf: %v, want ErrPassword", err)
	}
	for _, body := range [][]byte{[]byte("GIF89a not a pdf at all"), {}, read(t, "invoice.html")} {
		if _, err := r.Text(ctx, body, 10); !errors.Is(err, ErrInvalid) {
			t.Errorf("%.10q: %v, want ErrInvalid", body, err)
		}
	}
	// Still usable after refusing them.
	if n, err := r.PageCount(ctx, read(t, "invoice.pdf")); err != nil || n != 1 {
		t.Errorf("PageCount after errors = %d, %v", n, err)
	}
}

func TestContext(t *testing.T) {
	r := open(t, Config{})
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := r.Text(cancelled, read(t, "invoice.pdf"), 10); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v, want context.Canceled", err)
	}

	// A deadline in the middle of decoding a 64 MB content stream (a second's
	// work) stops PDFium.
	bomb := rleBomb(64 << 20)
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err := r.Text(ctx, bomb, 10)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("deadline: %v, want context.DeadlineExceeded", err)
	}
	took := time.Since(start)
	if took > 10*time.Second {
		t.Errorf("the deadline stopped the work only after %v", took)
	}
	t.Logf("a 50 ms deadline stopped Text after %v", took)
	if _, err := r.PageCount(context.Background(), read(t, "invoice.pdf")); err == nil {
		t.Error("the Reader still works after its context stopped it")
	}
}

func TestMemoryLimit(t *testing.T) {
	ctx := context.Background()
	var limit *LimitError

	// An A4 page 2480 px wide (300 dpi) needs a 35 MB bitmap.
	r := open(t, Config{MemoryLimit: 32 << 20})
	if _, err := r.RenderPage(ctx, read(t, "invoice.pdf"), 1, 2480); !errors.As(err, &limit) || limit.What != "memory" {
		t.Errorf("big render: %v, want a memory LimitError", err)
	}

	// A bomb: its content stream inflates to 64 MB inside PDFium.
	r = open(t, Config{MemoryLimit: 32 << 20})
	if _, err := r.Text(ctx, flateBomb(1+258*260000), 10); !errors.As(err, &limit) || limit.What != "memory" {
		t.Errorf("bomb: %v, want a memory LimitError", err)
	}
}
