package extract

import "encoding/binary"

// jpegOrientation is the EXIF orientation of a JPEG (1 to 8; 1 when it has none or the
// tag cannot be read): how the camera was held, which a phone records instead of turning
// the pixels. Only the segments before the image data are looked at, each within its own
// declared length, and only IFD0's entries: a few kilobytes whatever the file claims.
func jpegOrientation(body []byte) int {
	if len(body) < 4 || body[0] != 0xFF || body[1] != 0xD8 {
		return 1
	}
	pos := 2
	for range 64 { // a real JPEG has a handful of segments before its first scan
		for pos < len(body) && body[pos] == 0xFF && pos+1 < len(body) && body[pos+1] == 0xFF {
			pos++ // fill bytes between segments
		}
		if pos+4 > len(body) || body[pos] != 0xFF {
			return 1
		}
		marker := body[pos+1]
		if marker == 0xDA || marker == 0xD9 { // the image data, or its end: no EXIF before it
			return 1
		}
		length := int(binary.BigEndian.Uint16(body[pos+2:]))
		if length < 2 || pos+2+length > len(body) {
			return 1
		}
		segment := body[pos+4 : pos+2+length]
		if marker == 0xE1 && len(segment) > 6 && string(segment[:6]) == "Exif\x00\x00" {
			return tiffOrientation(segment[6:])
		}
		pos += 2 + length
	}
	return 1
}

// tiffOrientation reads tag 0x0112 (Orientation, a SHORT) from the first IFD of an EXIF
// block (a TIFF header and its directories, offsets relative to the block).
func tiffOrientation(t []byte) int {
	if len(t) < 8 {
		return 1
	}
	var order binary.ByteOrder
	switch string(t[:4]) {
	case "II*\x00":
		order = binary.LittleEndian
	case "MM\x00*":
		order = binary.BigEndian
	default:
		return 1
	}
	ifd := int64(order.Uint32(t[4:]))
	if ifd < 8 || ifd+2 > int64(len(t)) {
		return 1
	}
	count := int64(order.Uint16(t[ifd:]))
	for i := range count {
		entry := ifd + 2 + 12*i
		if entry+12 > int64(len(t)) {
			return 1
		}
		e := t[entry:]
		if order.Uint16(e) != 0x0112 {
			continue
		}
		if order.Uint16(e[2:]) != 3 { // SHORT
			return 1
		}
		if v := int(order.Uint16(e[8:])); v >= 1 && v <= 8 {
			return v
		}
		return 1
	}
	return 1
}
