package webui

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"io"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"regexp"
	"strconv"
	"strings"

	"github.com/andybalholm/brotli"
)

// encoding indexes a resource's variants.
type encoding int

const (
	identity encoding = iota
	gzipped
	brotlied
	encodings
)

var encodingName = [encodings]string{"", "gzip", "br"}

// variant is one encoding of a resource, with headers ready to send.
type variant struct {
	body          []byte
	etag          string
	contentLength string
	// headers are the answer's headers but Content-Length (a 304 has none), made once by
	// prepareHeaders; length is Content-Length's value. Requests share these slices:
	// Header.Set and Add replace or copy them, never write into them.
	headers http.Header
	length  []string
}

// resource is one servable thing: its headers and its variants (nil when absent).
type resource struct {
	contentType  string
	cacheControl string
	csp          string // pages only: allows exactly their inline scripts
	variants     [encodings]*variant
	compressed   bool
}

// prepareHeaders makes the headers of each variant, once the resource is complete.
func (res *resource) prepareHeaders() {
	for enc, v := range res.variants {
		if v == nil {
			continue
		}
		h := http.Header{}
		h.Set("Content-Type", res.contentType)
		h.Set("Cache-Control", res.cacheControl)
		h.Set("ETag", v.etag)
		if res.csp != "" {
			h.Set("Content-Security-Policy", res.csp)
		}
		if res.compressed {
			h.Set("Vary", "Accept-Encoding")
		}
		if encoding(enc) != identity {
			h.Set("Content-Encoding", encodingName[enc])
		}
		v.headers, v.length = h, []string{v.contentLength}
	}
}

func newVariant(body []byte, enc encoding) *variant {
	sum := sha256.Sum256(body)
	tag := base64.RawURLEncoding.EncodeToString(sum[:12])
	if enc != identity {
		tag += "-" + encodingName[enc]
	}
	return &variant{body: body, etag: `"` + tag + `"`, contentLength: strconv.Itoa(len(body))}
}

// newFile reads an asset or public file and the variants the build precompressed.
func newFile(fsys fs.FS, name string) (*resource, error) {
	body, err := fs.ReadFile(fsys, name)
	if err != nil {
		return nil, err
	}
	res := &resource{contentType: contentType(name), cacheControl: "no-cache"}
	if strings.HasPrefix(name, "assets/") {
		// Vite puts a content hash in every asset name: the bytes behind a name never change.
		res.cacheControl = "public, max-age=31536000, immutable"
	}
	res.variants[identity] = newVariant(body, identity)
	for enc, ext := range map[encoding]string{gzipped: ".gz", brotlied: ".br"} {
		if b, err := fs.ReadFile(fsys, name+ext); err == nil {
			res.variants[enc] = newVariant(b, enc)
			res.compressed = true
		}
	}
	return res, nil
}

// newPage fills the brand into a prerendered page, derives its CSP from its inline
// scripts and compresses it. Pages change with configuration, so their compressed
// variants are made here, once, rather than by the build.
func newPage(html []byte, subst *brandFiller, z *compressor, avatarSource string) (*resource, error) {
	text := subst.Replace(string(html))
	if strings.Contains(text, "{{lexa:") {
		return nil, errLeftoverToken
	}
	body := []byte(text)
	res, err := newGenerated(body, "text/html; charset=utf-8", z)
	if err != nil {
		return nil, err
	}
	res.csp = pageCSP(body, avatarSource)
	return res, nil
}

// newGenerated makes a resource of bytes produced at start-up, with its compressed variants.
func newGenerated(body []byte, contentType string, z *compressor) (*resource, error) {
	gz, br, err := z.compress(body)
	if err != nil {
		return nil, err
	}
	res := &resource{contentType: contentType, cacheControl: "no-cache", compressed: true}
	res.variants[identity] = newVariant(body, identity)
	res.variants[gzipped] = newVariant(gz, gzipped)
	res.variants[brotlied] = newVariant(br, brotlied)
	return res, nil
}

// compressor reuses one gzip and one brotli encoder for all pages: their working
// memory is large, and allocating it per page would bloat the heap at start-up.
type compressor struct {
	gz *gzip.Writer
	br *brotli.Writer
}

func newCompressor() *compressor {
	gz, _ := gzip.NewWriterLevel(io.Discard, gzip.BestCompression) // the level is valid
	// Quality 9 is within a few percent of 11 on HTML and many times faster; a 256 KiB
	// window covers any page and keeps the encoder's tables small.
	br := brotli.NewWriterOptions(io.Discard, brotli.WriterOptions{Quality: 9, LGWin: 18})
	return &compressor{gz: gz, br: br}
}

func (z *compressor) compress(body []byte) (gz, br []byte, err error) {
	var gzBuf, brBuf bytes.Buffer
	z.gz.Reset(&gzBuf)
	z.br.Reset(&brBuf)
	for _, w := range []io.WriteCloser{z.gz, z.br} {
		if _, err := w.Write(body); err != nil {
			return nil, nil, fmt.Errorf("compress page: %w", err)
		}
		if err := w.Close(); err != nil {
			return nil, nil, fmt.Errorf("compress page: %w", err)
		}
	}
	return gzBuf.Bytes(), brBuf.Bytes(), nil
}

// inlineScript matches a <script> element and captures its attributes and content.
var inlineScript = regexp.MustCompile(`(?s)<script([^>]*)>(.*?)</script>`)

// pageCSP allows scripts from our origin plus, by hash, exactly the inline scripts this
// page carries (React Router's hydration data). No 'unsafe-inline' for scripts. Images
// come from our origin, plus the sign-in provider's picture host when there is one.
func pageCSP(html []byte, avatarSource string) string {
	var hashes []string
	for _, m := range inlineScript.FindAllSubmatch(html, -1) {
		if bytes.Contains(m[1], []byte("src=")) {
			continue
		}
		sum := sha256.Sum256(m[2])
		hashes = append(hashes, "'sha256-"+base64.StdEncoding.EncodeToString(sum[:])+"'")
	}
	return "default-src 'self'; script-src 'self' " + strings.Join(hashes, " ") +
		"; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:" + strings.TrimRight(" "+avatarSource, " ") + "; font-src 'self'; connect-src 'self'" +
		"; manifest-src 'self'; frame-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'"
}

// contentTypes pins the types we ship, independent of the host's mime database.
var contentTypes = map[string]string{
	".html":        "text/html; charset=utf-8",
	".js":          "text/javascript; charset=utf-8",
	".mjs":         "text/javascript; charset=utf-8",
	".css":         "text/css; charset=utf-8",
	".json":        "application/json",
	".svg":         "image/svg+xml",
	".png":         "image/png",
	".jpg":         "image/jpeg",
	".jpeg":        "image/jpeg",
	".webp":        "image/webp",
	".avif":        "image/avif",
	".ico":         "image/x-icon",
	".woff2":       "font/woff2",
	".txt":         "text/plain; charset=utf-8",
	".xml":         "application/xml",
	".webmanifest": "application/manifest+json",
}

func contentType(name string) string {
	ext := path.Ext(name)
	if ct, ok := contentTypes[ext]; ok {
		return ct
	}
	if ct := mime.TypeByExtension(ext); ct != "" {
		return ct
	}
	return "application/octet-stream"
}
