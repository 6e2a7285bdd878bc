package extract

import (
	"image"
	"os"
	"testing"
	"time"

	"lexa/internal/extract/extracttest"
	"lexa/internal/lexa"
)

// The EXIF reader finds the orientation a phone wrote, in either byte order's block,
// and 1 for a JPEG without one or with a block that lies about its lengths.
func TestJPEGOrientation(t *testing.T) {
	photo, err := os.ReadFile("testdata/ocr/phone-photo.jpg")
	if err != nil {
		t.Fatal(err)
	}
	if o := jpegOrientation(photo); o != 6 {
		t.Errorf("the phone's photo: orientation %d, want 6", o)
	}
	plain := extracttest.JPEGBomb(10, 10)
	for o := uint16(1); o <= 8; o++ {
		if got := jpegOrientation(extracttest.WithOrientation(plain, o)); got != int(o) {
			t.Errorf("orientation %d read as %d", o, got)
		}
	}
	little := []byte("\xff\xd8\xff\xe1\x00\x22Exif\x00\x00II*\x00\x08\x00\x00\x00\x01\x00\x12\x01\x03\x00\x01\x00\x00\x00\x03\x00\x00\x00\x00\x00\x00\x00\xff\xd9")
	if o := jpegOrientation(little); o != 3 {
		t.Errorf("a little-endian block: %d, want 3", o)
	}
	for name, body := range map[string][]byte{
		"none":             plain,
		"short segment":    []byte("\xff\xd8\xff\xe1\xff\xffExif\x00\x00MM"),
		"IFD past the end": []byte("\xff\xd8\xff\xe1\x00\x10Exif\x00\x00MM\x00*\x7f\xff\xff\xff"),
		"entries past":     []byte("\xff\xd8\xff\xe1\x00\x12Exif\x00\x00MM\x00*\x00\x00\x00\x08\xff\xff"),
		"not a JPEG":       []byte("GIF89a"),
	} {
		if o := jpegOrientation(body); o != 1 {
			t.Errorf("%s: %d, want 1", name, o)
		}
	}
}

// orient turns a 3 × 2 page each of the eight ways: what the camera's top-left pixel
// becomes, and the sides.
func TestOrient(t *testing.T) {
	// 1 2 3
	// 4 5 6
	src := &image.Gray{Pix: []byte{1, 2, 3, 4, 5, 6}, Stride: 3, Rect: image.Rect(0, 0, 3, 2)}
	for o, want := range map[int][]byte{
		1: {1, 2, 3, 4, 5, 6},
		2: {3, 2, 1, 6, 5, 4},
		3: {6, 5, 4, 3, 2, 1},
		4: {4, 5, 6, 1, 2, 3},
		5: {1, 4, 2, 5, 3, 6},
		6: {4, 1, 5, 2, 6, 3}, // a quarter turn clockwise
		7: {6, 3, 5, 2, 4, 1},
		8: {3, 6, 2, 5, 1, 4}, // a quarter turn anticlockwise
	} {
		got := orient(src, o)
		if string(got.Pix) != string(want) {
			t.Errorf("orientation %d: %v, want %v", o, got.Pix, want)
		}
		if w := got.Rect.Dx(); (o >= 5) != (w == 2) {
			t.Errorf("orientation %d: %d wide", o, w)
		}
	}
}

// OCR's clock is the parent's choice before the child starts: an image or a PDF gets
// it when there is OCR; a DOCX never; nothing does without OCR.
func TestOCRClock(t *testing.T) {
	s, err := NewSandbox(Limits{Timeout: 30 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	if l := s.textLimits(lexa.MediaJPEG); l.Timeout != 30*time.Second {
		t.Errorf("an image without OCR: %v", l.Timeout)
	}
	s.UseOCR(OCR{Path: "/usr/bin/tesseract", Languages: "eng"})
	for mediaType, want := range map[string]time.Duration{
		lexa.MediaJPEG: 120 * time.Second, lexa.MediaPNG: 120 * time.Second, lexa.MediaPDF: 120 * time.Second,
		lexa.MediaDOCX: 30 * time.Second, lexa.MediaText: 30 * time.Second,
	} {
		if l := s.textLimits(mediaType); l.Timeout != want {
			t.Errorf("%s with OCR: %v, want %v", mediaType, l.Timeout, want)
		}
	}
}
