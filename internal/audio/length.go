// Package audio reads how long a recording is from its container, without decoding the
// audio: the header of a WAV file, the last page's position in an Ogg stream, the Duration
// (or the last block's time) of a WebM file, the movie header of an MP4. Every read is
// checked against the data's end, so a hostile file is refused as broken, never read
// past. The voice demo's rule (lexa.ParseRecording, at most lexa.MaxRecordingLength) gets
// the length from Length, wired in internal/app.
package audio

import (
	"encoding/binary"
	"errors"
	"math"
	"time"
)

// ErrBroken is a container whose structure does not hold together.
var ErrBroken = errors.New("the recording's container is broken")

// Length is the length the container states, for the containers lexa.ParseRecording
// names ("audio/wav", "audio/ogg", "audio/webm", "audio/mp4"): 0 when it states none (a
// live WebM or a fragmented MP4 may not), and ErrBroken when it cannot be read. It is a
// lexa.RecordingLength.
func Length(b []byte, container string) (time.Duration, error) {
	switch container {
	case "audio/wav":
		return wavLength(b)
	case "audio/ogg":
		return oggLength(b)
	case "audio/webm":
		return webmLength(b)
	case "audio/mp4":
		return mp4Length(b)
	}
	return 0, nil
}

// le32 and le16 read little-endian numbers; the callers have checked the length.
func le32(b []byte) uint32 { return binary.LittleEndian.Uint32(b) }
func le16(b []byte) uint16 { return binary.LittleEndian.Uint16(b) }

// wavLength is the data chunk's size over the format's bytes a second.
func wavLength(b []byte) (time.Duration, error) {
	var byteRate, dataSize uint64
	for at := 12; at+8 <= len(b); {
		id, size := string(b[at:at+4]), uint64(le32(b[at+4:at+8]))
		body := at + 8
		rest := uint64(len(b) - body)
		switch id {
		case "fmt ":
			if size < 16 || rest < 16 {
				return 0, ErrBroken
			}
			byteRate = uint64(le32(b[body+8 : body+12]))
		case "data":
			dataSize = min(size, rest) // a stream written live may say 0 or 0xFFFFFFFF
			if size == 0 {
				dataSize = rest
			}
		}
		if size > rest {
			break
		}
		at = body + int(size) + int(size&1) // chunks are padded to an even size
	}
	if byteRate == 0 {
		return 0, ErrBroken
	}
	return seconds(float64(dataSize) / float64(byteRate)), nil
}

// oggLength is the last page's granule position over the codec's rate (48,000 for Opus,
// less its pre-skip; a Vorbis stream says its rate). Pages are walked from the first; a
// page cut short at the end of the data ends the walk.
func oggLength(b []byte) (time.Duration, error) {
	var rate, preSkip float64
	last := int64(-1)
	for at := 0; at+27 <= len(b); {
		if string(b[at:at+4]) != "OggS" {
			break
		}
		segments := int(b[at+26])
		if at+27+segments > len(b) {
			break
		}
		size := 0
		for _, s := range b[at+27 : at+27+segments] {
			size += int(s)
		}
		body := at + 27 + segments
		if body+size > len(b) {
			break
		}
		if at == 0 {
			packet := b[body : body+size]
			switch {
			case len(packet) >= 12 && string(packet[:8]) == "OpusHead":
				rate, preSkip = 48000, float64(le16(packet[10:12]))
			case len(packet) >= 16 && string(packet[:7]) == "\x01vorbis":
				rate = float64(le32(packet[12:16]))
			}
		}
		if g := int64(binary.LittleEndian.Uint64(b[at+6 : at+14])); g >= 0 {
			last = g
		}
		at = body + size
	}
	if rate == 0 {
		return 0, ErrBroken
	}
	if last <= 0 {
		return 0, nil
	}
	return seconds(math.Max(0, float64(last)-preSkip) / rate), nil
}

// WebM (Matroska) element ids, with the length marker bits as written.
const (
	ebmlSegment       = 0x18538067
	ebmlInfo          = 0x1549A966
	ebmlTimecodeScale = 0x2AD7B1
	ebmlDuration      = 0x4489
	ebmlCluster       = 0x1F43B675
	ebmlTimecode      = 0xE7
	ebmlSimpleBlock   = 0xA3
	ebmlBlockGroup    = 0xA0
	ebmlBlock         = 0xA1
)

// ebmlSegmentChildren are the elements that end a cluster of unknown size.
var ebmlSegmentChildren = map[uint64]bool{ebmlCluster: true, ebmlInfo: true, 0x1654AE6B: true, 0x1C53BB6B: true,
	0x1254C367: true, 0x1043A770: true, 0x1941A469: true, 0x114D9B74: true}

// webmLength is the Duration of the Segment's Info, or, as a browser recording live
// writes none, the time of its last block.
func webmLength(b []byte) (time.Duration, error) {
	at, end := 0, len(b)
	for at < end { // the EBML header, then the Segment
		id, size, body, ok := ebmlElement(b, at, end)
		if !ok {
			return 0, ErrBroken
		}
		if id == ebmlSegment {
			return webmSegment(b, body, ebmlEnd(body, size, end))
		}
		if size < 0 {
			return 0, ErrBroken
		}
		at = body + size
	}
	return 0, ErrBroken
}

func webmSegment(b []byte, at, end int) (time.Duration, error) {
	scale := 1_000_000.0 // nanoseconds a tick; Matroska's default
	duration, lastBlock := -1.0, int64(0)
	for at < end {
		id, size, body, ok := ebmlElement(b, at, end)
		if !ok {
			break // cut short at the end: what was read stands
		}
		stop := ebmlEnd(body, size, end)
		switch id {
		case ebmlInfo:
			for c := body; c < stop; {
				cid, csize, cbody, ok := ebmlElement(b, c, stop)
				if !ok || csize < 0 {
					break
				}
				switch cid {
				case ebmlTimecodeScale:
					if v := ebmlUint(b[cbody : cbody+csize]); v > 0 {
						scale = float64(v)
					}
				case ebmlDuration:
					duration = ebmlFloat(b[cbody : cbody+csize])
				}
				c = cbody + csize
			}
		case ebmlCluster:
			var next int
			lastBlock, next = webmCluster(b, body, stop, size < 0, lastBlock)
			at = next
			continue
		}
		if size < 0 {
			break // an element other than a cluster of unknown size: nothing more to read
		}
		at = body + size
	}
	if duration >= 0 {
		return seconds(duration * scale / 1e9), nil
	}
	return seconds(float64(lastBlock) * scale / 1e9), nil
}

// webmCluster reads a cluster's blocks and returns the latest block time so far and where
// the cluster ends (for one of unknown size, where the next segment element starts).
func webmCluster(b []byte, at, end int, unknown bool, latest int64) (int64, int) {
	var base int64
	for at < end {
		id, size, body, ok := ebmlElement(b, at, end)
		if !ok || (unknown && ebmlSegmentChildren[id]) {
			return latest, at
		}
		if size < 0 {
			return latest, end
		}
		switch id {
		case ebmlTimecode:
			base = int64(ebmlUint(b[body : body+size]))
		case ebmlSimpleBlock:
			latest = max(latest, base+blockTime(b[body:body+size]))
		case ebmlBlockGroup:
			for c := body; c < body+size; {
				cid, csize, cbody, ok := ebmlElement(b, c, body+size)
				if !ok || csize < 0 {
					break
				}
				if cid == ebmlBlock {
					latest = max(latest, base+blockTime(b[cbody:cbody+csize]))
				}
				c = cbody + csize
			}
		}
		at = body + size
	}
	return latest, end
}

// blockTime is a block's time relative to its cluster: a signed 16-bit number after the
// track number.
func blockTime(block []byte) int64 {
	n := ebmlVintLength(block)
	if n == 0 || n+2 > len(block) {
		return 0
	}
	return int64(int16(binary.BigEndian.Uint16(block[n : n+2])))
}

// ebmlElement reads the element at b[at:]: its id, its size (-1 for unknown) and where its
// body starts; ok is false when it does not fit before end.
func ebmlElement(b []byte, at, end int) (id uint64, size, body int, ok bool) {
	n := ebmlVintLength(b[at:end])
	if n == 0 || n > 4 {
		return 0, 0, 0, false
	}
	for _, c := range b[at : at+n] {
		id = id<<8 | uint64(c)
	}
	m := ebmlVintLength(b[at+n : end])
	if m == 0 {
		return 0, 0, 0, false
	}
	v := uint64(b[at+n]) & (0xFF >> m)
	allOnes := v == 0xFF>>m
	for _, c := range b[at+n+1 : at+n+m] {
		v = v<<8 | uint64(c)
		allOnes = allOnes && c == 0xFF
	}
	body = at + n + m
	if allOnes {
		return id, -1, body, true
	}
	if v > uint64(end-body) {
		return 0, 0, 0, false
	}
	return id, int(v), body, true
}

// ebmlVintLength is how many bytes the variable-length number at b's start has (the
// position of the first set bit of its first byte), or 0 when b cannot hold it.
func ebmlVintLength(b []byte) int {
	if len(b) == 0 || b[0] == 0 {
		return 0
	}
	n := 1
	for mask := byte(0x80); b[0]&mask == 0; mask >>= 1 {
		n++
	}
	if n > len(b) {
		return 0
	}
	return n
}

func ebmlEnd(body, size, end int) int {
	if size < 0 {
		return end
	}
	return body + size
}

func ebmlUint(b []byte) uint64 {
	var v uint64
	for _, c := range b[:min(len(b), 8)] {
		v = v<<8 | uint64(c)
	}
	return v
}

func ebmlFloat(b []byte) float64 {
	switch len(b) {
	case 4:
		return float64(math.Float32frombits(binary.BigEndian.Uint32(b)))
	case 8:
		return math.Float64frombits(binary.BigEndian.Uint64(b))
	}
	return -1
}

// mp4Length is the movie header's duration over its time scale, or a fragmented movie's
// "mehd" duration; 0 when neither says (a recording made live may not).
func mp4Length(b []byte) (time.Duration, error) {
	moov, ok := mp4Box(b, "moov")
	if !ok {
		return 0, nil
	}
	var timescale, duration uint64
	if mvhd, ok := mp4Box(moov, "mvhd"); ok && len(mvhd) >= 20 {
		if mvhd[0] == 1 && len(mvhd) >= 32 {
			timescale, duration = uint64(binary.BigEndian.Uint32(mvhd[20:24])), binary.BigEndian.Uint64(mvhd[24:32])
		} else {
			timescale, duration = uint64(binary.BigEndian.Uint32(mvhd[12:16])), uint64(binary.BigEndian.Uint32(mvhd[16:20]))
		}
	}
	if duration == 0 || duration == math.MaxUint32 || duration == math.MaxUint64 {
		duration = 0
		if mvex, ok := mp4Box(moov, "mvex"); ok {
			if mehd, ok := mp4Box(mvex, "mehd"); ok && len(mehd) >= 8 {
				duration = uint64(binary.BigEndian.Uint32(mehd[4:8]))
				if mehd[0] == 1 && len(mehd) >= 12 {
					duration = binary.BigEndian.Uint64(mehd[4:12])
				}
			}
		}
	}
	if timescale == 0 || duration == 0 {
		return 0, nil
	}
	return seconds(float64(duration) / float64(timescale)), nil
}

// mp4Box is the body of the first box of that type among b's boxes.
func mp4Box(b []byte, kind string) ([]byte, bool) {
	for at := 0; at+8 <= len(b); {
		size, header := uint64(binary.BigEndian.Uint32(b[at:at+4])), 8
		switch size {
		case 0:
			size = uint64(len(b) - at)
		case 1:
			if at+16 > len(b) {
				return nil, false
			}
			size, header = binary.BigEndian.Uint64(b[at+8:at+16]), 16
		}
		if size < uint64(header) || size > uint64(len(b)-at) {
			return nil, false
		}
		if string(b[at+4:at+8]) == kind {
			return b[at+header : at+int(size)], true
		}
		at += int(size)
	}
	return nil, false
}

// seconds turns seconds into a Duration, saturating instead of overflowing.
func seconds(s float64) time.Duration {
	if math.IsNaN(s) || s < 0 {
		return 0
	}
	if s > float64(math.MaxInt64/int64(time.Second)) {
		return time.Duration(math.MaxInt64)
	}
	return time.Duration(s * float64(time.Second))
}
