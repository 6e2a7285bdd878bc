package main

// Scans and photos: documents with no text layer, for OCR. Each is made from a browser
// PDF of the corpus (its page 1 rendered by PDFium) and spoilt as a scanner or a phone
// spoils a sheet, and has its source's split and fields. The image helpers are those of
// internal/extract's OCR fixtures (ocr_fixtures_test.go, extracttest), copied here.

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"

	"lexa/internal/extract/pdfium"
)

// The derived documents: which browser PDFs (by their index among their kind's browser
// PDFs, so that the locales and layouts, which turn with the index, are spread) and how
// they are spoilt.
const (
	scanWidth    = 1700 // pixels across the page: 200 dpi on Letter, 206 on A4
	scanQuality  = 72
	photoWidth   = 1240 // the photo, page and the desk around it
	photoQuality = 80
)

// Which browser PDFs are scanned or photographed, by index among their kind's: every
// fourth invoice is scanned (all nine locales); six of the first invoices and every
// fourth from the second later part on are photographed; five of the first resumes
// (every layout) and every third from the second later part on are scanned.
func scanInvoice(i int) bool { return i%4 == 0 }
func photoInvoice(i int) bool {
	return i%4 == 2 && (i < 24 || i >= partStart("invoice", 1))
}
func scanResume(i int) bool {
	return (i%5 == 2 && i < 25) || (i >= partStart("resume", 1) && (i-partStart("resume", 1))%3 == 0)
}

// partStart is the index of laterParts[k]'s first browser PDF of kind among its kind's
// browser PDFs.
func partStart(kind string, k int) int {
	n := map[string]int{"invoice": browserInvoices, "resume": browserResumes}[kind]
	for _, p := range laterParts[:k] {
		n += map[string]int{"invoice": p.browserInvoices, "resume": p.browserResumes}[kind]
	}
	return n
}

// derive adds the scans and photos of docs' browser PDFs: entries whose file is made
// from the PDF (from), not from HTML or a body.
func derive(docs []doc) []doc {
	var scans, photos []doc
	seen := map[string]int{}
	for _, d := range docs {
		if d.Source != "browser-pdf" {
			continue
		}
		i := seen[d.Kind]
		seen[d.Kind]++
		base := strings.TrimSuffix(filepath.Base(d.File), ".pdf")
		if (d.Kind == "invoice" && scanInvoice(i)) || (d.Kind == "resume" && scanResume(i)) {
			s := d
			s.html, s.body, s.from = "", nil, d.File
			s.Source, s.File = "scan", "scans/"+base+".pdf"
			scans = append(scans, s)
		}
		if d.Kind == "invoice" && photoInvoice(i) {
			p := d
			p.html, p.body, p.from = "", nil, d.File
			p.Source, p.File = "photo", "photos/"+base+".jpg"
			p.sideways = len(photos)%2 == 1
			photos = append(photos, p)
		}
	}
	return append(append(docs, scans...), photos...)
}

// spoiler renders PDFs and spoils their first page.
type spoiler struct {
	pdf *pdfium.Reader
}

// make writes d's file from the PDF it is derived from.
func (s *spoiler) make(ctx context.Context, out string, d doc) error {
	body, err := os.ReadFile(filepath.Join(out, d.from))
	if err != nil {
		return err
	}
	width := scanWidth
	if d.Source == "photo" {
		width = photoWidth * 9 / 10
	}
	page, err := s.pdf.RenderPageGray(ctx, body, 1, width)
	if err != nil {
		return fmt.Errorf("render %s: %w", d.from, err)
	}
	var h uint64
	for _, c := range d.File {
		h = h*31 + uint64(c)
	}
	rng := rand.New(rand.NewPCG(seed, h))
	var file []byte
	switch d.Source {
	case "scan":
		file, err = scanOf(page, rng)
	case "photo":
		file, err = photoOf(page, rng, d.sideways)
	default:
		return fmt.Errorf("%s: cannot derive a %q", d.File, d.Source)
	}
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(out, d.File), file, 0o644)
}

// scanOf is a scanner's image-only PDF of page: the sheet 1 to 3° askew (either way),
// the paper grey, a little noise and dust, a greyscale JPEG.
func scanOf(page *image.Gray, rng *rand.Rand) ([]byte, error) {
	deg := 1 + 2*rng.Float64()
	if rng.IntN(2) == 0 {
		deg = -deg
	}
	w, h := page.Rect.Dx(), page.Rect.Dy()
	scan := speckle(warp(page, w, h, deg, 0, 255), rng)
	var jpg bytes.Buffer
	if err := jpeg.Encode(&jpg, scan, &jpeg.Options{Quality: scanQuality}); err != nil {
		return nil, err
	}
	// The page's size in points: A4 or Letter, whichever the image's shape is.
	pw := 595.0
	if float64(h)/float64(w) < 1.36 {
		pw = 612
	}
	return imagePDF(jpg.Bytes(), w, h, pw, math.Round(pw*float64(h)/float64(w))), nil
}

// photoOf is a phone's photo of page: the sheet on a desk, a little askew and narrower
// at the top (the phone tilted), the light falling off to one side, in colour. Sideways,
// it is stored as the sensor saw it, a quarter turn left, with EXIF orientation 6.
func photoOf(page *image.Gray, rng *rand.Rand, sideways bool) ([]byte, error) {
	deg := (0.5 + 1.5*rng.Float64()) * float64(1-2*rng.IntN(2))
	w := photoWidth
	h := w * page.Rect.Dy() / page.Rect.Dx() * 21 / 20
	g := warp(page, w, h, deg, 0.04+0.03*rng.Float64(), 96)
	if sideways {
		g = turnLeft(g)
	}
	var jpg bytes.Buffer
	if err := jpeg.Encode(&jpg, shade(g, rng.IntN(2) == 0), &jpeg.Options{Quality: photoQuality}); err != nil {
		return nil, err
	}
	if sideways {
		return withOrientation(jpg.Bytes(), 6), nil
	}
	return jpg.Bytes(), nil
}

// warp draws src centred in a w × h image, turned by deg degrees about its centre and
// keystone narrower at the top than at the bottom by that share (bilinear), bg where
// the sheet does not reach.
func warp(src *image.Gray, w, h int, deg, keystone float64, bg uint8) *image.Gray {
	sw, sh := src.Rect.Dx(), src.Rect.Dy()
	dst := image.NewGray(image.Rect(0, 0, w, h))
	sin, cos := math.Sincos(deg * math.Pi / 180)
	cx, cy := float64(w)/2, float64(h)/2
	scx, scy := float64(sw)/2, float64(sh)/2
	at := func(x, y int) float64 {
		if x < 0 || y < 0 || x >= sw || y >= sh {
			return float64(bg)
		}
		return float64(src.Pix[y*src.Stride+x])
	}
	for y := range h {
		for x := range w {
			dx, dy := float64(x)-cx, float64(y)-cy
			rx, ry := cos*dx+sin*dy, -sin*dx+cos*dy
			rx /= 1 - keystone*(0.5-ry/float64(sh)) // the top is farther: drawn smaller
			sx, sy := rx+scx, ry+scy
			x0, y0 := int(math.Floor(sx)), int(math.Floor(sy))
			fx, fy := sx-float64(x0), sy-float64(y0)
			v := (at(x0, y0)*(1-fx)+at(x0+1, y0)*fx)*(1-fy) + (at(x0, y0+1)*(1-fx)+at(x0+1, y0+1)*fx)*fy
			dst.Pix[y*dst.Stride+x] = uint8(v)
		}
	}
	return dst
}

// speckle greys the paper a little and adds faint noise and dust: a scanner's page.
func speckle(g *image.Gray, rng *rand.Rand) *image.Gray {
	for i, v := range g.Pix {
		p := float64(v)*0.9 + 12 + rng.NormFloat64()*0.8
		if rng.IntN(3000) == 0 {
			p = 40
		}
		g.Pix[i] = uint8(max(0, min(255, p)))
	}
	return g
}

// shade is g in colour with the light falling off across it (from the left or the
// right, and a little down the page): a photo under a lamp.
func shade(g *image.Gray, fromLeft bool) *image.RGBA {
	out := image.NewRGBA(g.Rect)
	w, h := float64(g.Rect.Dx()), float64(g.Rect.Dy())
	for y := range g.Rect.Dy() {
		for x := range g.Rect.Dx() {
			across := float64(x) / w
			if !fromLeft {
				across = 1 - across
			}
			light := 1 - 0.18*across - 0.06*float64(y)/h
			v := float64(g.Pix[y*g.Stride+x]) * light
			out.SetRGBA(x, y, color.RGBA{uint8(v), uint8(v * 0.97), uint8(v * 0.9), 255})
		}
	}
	return out
}

// turnLeft is src turned a quarter counter-clockwise: what EXIF orientation 6 turns
// back upright.
func turnLeft(src *image.Gray) *image.Gray {
	w, h := src.Rect.Dx(), src.Rect.Dy()
	dst := image.NewGray(image.Rect(0, 0, h, w))
	for y := range w {
		for x := range h {
			dst.Pix[y*dst.Stride+x] = src.Pix[x*src.Stride+w-1-y]
		}
	}
	return dst
}

// withOrientation is jpeg with an EXIF block (APP1) after its start that gives the
// orientation o, as a phone writes it when held other than the sensor's way.
func withOrientation(jpeg []byte, o uint16) []byte {
	tiff := []byte("MM\x00*\x00\x00\x00\x08") // big-endian, IFD0 at 8
	tiff = append(tiff, 0, 1)                 // one entry
	tiff = append(tiff, 0x01, 0x12, 0, 3)     // Orientation, SHORT
	tiff = append(tiff, 0, 0, 0, 1, byte(o>>8), byte(o), 0, 0)
	tiff = append(tiff, 0, 0, 0, 0) // no next IFD
	app1 := append([]byte("Exif\x00\x00"), tiff...)
	n := len(app1) + 2
	var b bytes.Buffer
	b.Write(jpeg[:2])
	b.Write([]byte{0xff, 0xe1, byte(n >> 8), byte(n)})
	b.Write(app1)
	b.Write(jpeg[2:])
	return b.Bytes()
}

// imagePDF is a one-page PDF, pw × ph points, whose page is only a greyscale JPEG of
// width × height pixels (a /DCTDecode image XObject), as a scanner writes it: no text.
func imagePDF(jpeg []byte, width, height int, pw, ph float64) []byte {
	objs := [][]byte{
		[]byte("<< /Type /Catalog /Pages 2 0 R >>"),
		[]byte("<< /Type /Pages /Kids [3 0 R] /Count 1 >>"),
		fmt.Appendf(nil, "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %g %g] /Resources << /XObject << /Im0 4 0 R >> >> /Contents 5 0 R >>", pw, ph),
		stream(fmt.Sprintf("/Type /XObject /Subtype /Image /Width %d /Height %d /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /DCTDecode", width, height), jpeg),
		stream("", fmt.Appendf(nil, "q %g 0 0 %g 0 0 cm /Im0 Do Q", pw, ph)),
	}
	var b bytes.Buffer
	b.WriteString("%PDF-1.7\n")
	offsets := make([]int, len(objs))
	for i, o := range objs {
		offsets[i] = b.Len()
		fmt.Fprintf(&b, "%d 0 obj\n", i+1)
		b.Write(o)
		b.WriteString("\nendobj\n")
	}
	xref := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", len(objs)+1)
	for _, off := range offsets {
		fmt.Fprintf(&b, "%010d 00000 n \n", off)
	}
	fmt.Fprintf(&b, "trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(objs)+1, xref)
	return b.Bytes()
}

func stream(dict string, data []byte) []byte {
	return fmt.Appendf(nil, "<< %s /Length %d >>\nstream\n%s\nendstream", dict, len(data), data)
}
