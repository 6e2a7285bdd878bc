package extract

import (
	"bytes"
	"context"
	"flag"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"lexa/internal/extract/extracttest"
	"lexa/internal/extract/pdfium"
)

var generate = flag.Bool("generate", false, "write the OCR test files in testdata/ocr")

// The OCR test files, made from text PDFs rendered by PDFium and spoilt as a scanner or
// a phone spoils them. Committed, so that the tests read the same pixels every time:
//
//	go test -run TestGenerateOCRFixtures ./internal/extract -generate
const (
	scannedInvoiceFile = "testdata/ocr/scanned-invoice.pdf" // GoodInvoice, tilted 2°, speckled, in an image-only PDF
	phonePhotoFile     = "testdata/ocr/phone-photo.jpg"     // WrongTotalInvoice, stored sideways with EXIF orientation 6
	pngInvoiceFile     = "testdata/ocr/german-invoice.png"  // germanInvoice, black on transparent
)

var germanInvoice = []string{
	"Müller Bürobedarf GmbH",
	"RECHNUNG",
	"Rechnungsnummer: MB-5531",
	"Datum: 03.11.2026",
	"Kopierpapier A4\t20\t4,50 €\t90,00 €",
	"Gesamtbetrag: 107,10 €",
}

func TestGenerateOCRFixtures(t *testing.T) {
	if !*generate {
		t.Skip("run with -generate to write the files")
	}
	ctx := context.Background()
	r, err := pdfium.Open(ctx, pdfium.Config{})
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	render := func(lines []string, dpi float64) *image.Gray {
		img, err := r.RenderPage(ctx, extracttest.PDF(lines...), 1, int(595.0/72*dpi))
		if err != nil {
			t.Fatal(err)
		}
		return toGray(img)
	}
	rng := rand.New(rand.NewPCG(29, 5))

	// The scan: 200 dpi, a sheet a little askew, paper grey, a few specks.
	scan := speckle(tilt(render(extracttest.GoodInvoice, 200), 2), rng)
	var jpg bytes.Buffer
	if err := jpeg.Encode(&jpg, scan, &jpeg.Options{Quality: 70}); err != nil {
		t.Fatal(err)
	}
	write(t, scannedInvoiceFile, extracttest.ImagePDF(jpg.Bytes(), scan.Rect.Dx(), scan.Rect.Dy()))

	// The photo: the top half of a page at 200 dpi, light falling off to one side, in
	// colour, stored as the sensor saw it (turned a quarter left) with orientation 6.
	page := render(extracttest.WrongTotalInvoice, 200)
	page = page.SubImage(image.Rect(0, 0, page.Rect.Dx(), page.Rect.Dy()/2)).(*image.Gray)
	photo := shade(orient(copyGray(page), 8))
	jpg.Reset()
	if err := jpeg.Encode(&jpg, photo, &jpeg.Options{Quality: 80}); err != nil {
		t.Fatal(err)
	}
	write(t, phonePhotoFile, extracttest.WithOrientation(jpg.Bytes(), 6))

	// The PNG: the top third of a page at 200 dpi, its ink the only opaque pixels.
	de := render(germanInvoice, 200)
	de = de.SubImage(image.Rect(0, 0, de.Rect.Dx(), de.Rect.Dy()/3)).(*image.Gray)
	ink := image.NewNRGBA(image.Rect(0, 0, de.Rect.Dx(), de.Rect.Dy()))
	for y := range ink.Rect.Dy() {
		for x := range ink.Rect.Dx() {
			ink.SetNRGBA(x, y, color.NRGBA{A: 255 - de.GrayAt(x, y).Y})
		}
	}
	var out bytes.Buffer
	if err := (&png.Encoder{CompressionLevel: png.BestCompression}).Encode(&out, ink); err != nil {
		t.Fatal(err)
	}
	write(t, pngInvoiceFile, out.Bytes())
}

func write(t *testing.T, name string, data []byte) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(name, data, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("%s: %d bytes", name, len(data))
}

func copyGray(g *image.Gray) *image.Gray {
	out := image.NewGray(image.Rect(0, 0, g.Rect.Dx(), g.Rect.Dy()))
	for y := range out.Rect.Dy() {
		copy(out.Pix[y*out.Stride:(y+1)*out.Stride], g.Pix[(y)*g.Stride:])
	}
	return out
}

// tilt turns src by deg degrees about its centre (bilinear), white where the sheet
// does not reach.
func tilt(src *image.Gray, deg float64) *image.Gray {
	w, h := src.Rect.Dx(), src.Rect.Dy()
	dst := image.NewGray(image.Rect(0, 0, w, h))
	sin, cos := math.Sincos(deg * math.Pi / 180)
	cx, cy := float64(w)/2, float64(h)/2
	at := func(x, y int) float64 {
		if x < 0 || y < 0 || x >= w || y >= h {
			return 255
		}
		return float64(src.Pix[y*src.Stride+x])
	}
	for y := range h {
		for x := range w {
			dx, dy := float64(x)-cx, float64(y)-cy
			sx, sy := cos*dx+sin*dy+cx, -sin*dx+cos*dy+cy
			x0, y0 := int(math.Floor(sx)), int(math.Floor(sy))
			fx, fy := sx-float64(x0), sy-float64(y0)
			v := (at(x0, y0)*(1-fx)+at(x0+1, y0)*fx)*(1-fy) + (at(x0, y0+1)*(1-fx)+at(x0+1, y0+1)*fx)*fy
			dst.Pix[y*dst.Stride+x] = uint8(v)
		}
	}
	return dst
}

// speckle greys the paper a little and adds dust: a scanner's page.
func speckle(g *image.Gray, rng *rand.Rand) *image.Gray {
	for i, v := range g.Pix {
		p := float64(v)*0.9 + 12 + rng.NormFloat64()*3
		if rng.IntN(2000) == 0 {
			p = 40
		}
		g.Pix[i] = uint8(max(0, min(255, p)))
	}
	return g
}

// shade is g in colour with the light falling off across it: a photo under a lamp.
func shade(g *image.Gray) *image.RGBA {
	out := image.NewRGBA(g.Rect)
	w := float64(g.Rect.Dx())
	for y := range g.Rect.Dy() {
		for x := range g.Rect.Dx() {
			light := 1 - 0.15*float64(x)/w
			v := float64(g.Pix[y*g.Stride+x]) * light
			out.SetRGBA(x, y, color.RGBA{uint8(v), uint8(v * 0.97), uint8(v * 0.9), 255})
		}
	}
	return out
}
