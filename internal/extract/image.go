package extract

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/jpeg"
	"image/png"

	"lexa/internal/lexa"
)

// MaxImagePixels bounds an image to read, told from its header before anything is
// decoded: a PNG of a few kilobytes may declare 100,000 × 100,000 pixels (40 GB as RGBA).
const MaxImagePixels = 50_000_000

// imageText reads an uploaded JPEG or PNG by OCR. Its size is checked from the header
// first, so a bomb fails before a pixel is decoded, even on a server without OCR.
func imageText(ctx context.Context, mediaType string, body []byte, limits Limits, ocr OCR) (string, error) {
	if err := checkImageHeader(mediaType, body); err != nil {
		return "", err
	}
	if !ocr.On() {
		return "", ErrNoOCR
	}
	page, err := decodeGray(mediaType, body)
	if err != nil {
		return "", err
	}
	page = shrink(page, maxOCRPixels)
	if mediaType == lexa.MediaJPEG {
		page = orient(page, jpegOrientation(body))
	}
	return ocr.read(ctx, page, 0, limits.OCRMemory)
}

// checkImageHeader refuses an image that is not one, or that declares more than
// MaxImagePixels.
func checkImageHeader(mediaType string, body []byte) error {
	var cfg image.Config
	var err error
	switch mediaType {
	case lexa.MediaJPEG:
		cfg, err = jpeg.DecodeConfig(bytes.NewReader(body))
	case lexa.MediaPNG:
		cfg, err = png.DecodeConfig(bytes.NewReader(body))
	default:
		return fmt.Errorf("extract: %q is not an image", mediaType)
	}
	switch {
	case err != nil:
		return unreadable("it is not a valid " + imageKind(mediaType) + " image.")
	case cfg.Width <= 0 || cfg.Height <= 0:
		return unreadable("the image is empty.")
	case int64(cfg.Width)*int64(cfg.Height) > MaxImagePixels:
		return overLimit(fmt.Sprintf("the image is larger than %d megapixels.", MaxImagePixels/1_000_000))
	}
	return nil
}

func imageKind(mediaType string) string {
	if mediaType == lexa.MediaPNG {
		return "PNG"
	}
	return "JPEG"
}

// decodeGray decodes an image whose header was checked and keeps its brightness only:
// OCR reads no colour, and a byte a pixel is a quarter of RGBA's memory.
func decodeGray(mediaType string, body []byte) (*image.Gray, error) {
	var img image.Image
	var err error
	if mediaType == lexa.MediaPNG {
		img, err = png.Decode(bytes.NewReader(body))
	} else {
		img, err = jpeg.Decode(bytes.NewReader(body))
	}
	if err != nil {
		return nil, unreadable("it is not a valid " + imageKind(mediaType) + " image.")
	}
	return toGray(img), nil
}
