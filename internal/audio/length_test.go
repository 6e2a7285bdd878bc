package audio

import (
	"bytes"
	"encoding/binary"
	"errors"
	"math"
	"testing"
	"time"

	"lexa/internal/lexa"
)

// wavFile is a WAV header for seconds of 16 kHz mono 16-bit audio, and its silence.
func wavFile(seconds float64) []byte {
	data := int(seconds * 32000)
	var b bytes.Buffer
	b.WriteString("RIFF")
	binary.Write(&b, binary.LittleEndian, uint32(36+data))
	b.WriteString("WAVEfmt ")
	for _, v := range []any{uint32(16), uint16(1), uint16(1), uint32(16000), uint32(32000), uint16(2), uint16(16)} {
		binary.Write(&b, binary.LittleEndian, v)
	}
	b.WriteString("data")
	binary.Write(&b, binary.LittleEndian, uint32(data))
	b.Write(make([]byte, data))
	return b.Bytes()
}

// oggPage is one Ogg page holding packet, at granule.
func oggPage(granule int64, packet []byte) []byte {
	var b bytes.Buffer
	b.WriteString("OggS")
	b.Write([]byte{0, 0})
	binary.Write(&b, binary.LittleEndian, granule)
	b.Write(make([]byte, 12)) // serial, sequence, checksum
	var lacing []byte
	for n := len(packet); ; n -= 255 {
		if n < 255 {
			lacing = append(lacing, byte(n))
			break
		}
		lacing = append(lacing, 255)
	}
	b.WriteByte(byte(len(lacing)))
	b.Write(lacing)
	b.Write(packet)
	return b.Bytes()
}

// oggOpus is an Opus stream of seconds: its head, then pages of audio.
func oggOpus(seconds float64) []byte {
	head := append([]byte("OpusHead"), 1, 1)
	head = binary.LittleEndian.AppendUint16(head, 312) // pre-skip
	head = append(head, make([]byte, 7)...)
	out := oggPage(0, head)
	out = append(out, oggPage(0, []byte("OpusTags"))...)
	out = append(out, oggPage(int64(seconds*48000)/2+312, make([]byte, 300))...)
	return append(out, oggPage(int64(seconds*48000)+312, make([]byte, 300))...)
}

// ebml writes an element: its id's bytes, an 8-byte size (or unknown), the body.
func ebml(id []byte, body []byte, unknown bool) []byte {
	out := append([]byte{}, id...)
	if unknown {
		return append(append(out, 0x01, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF), body...)
	}
	size := binary.BigEndian.AppendUint64(nil, uint64(len(body)))
	size[0] = 0x01
	return append(append(out, size...), body...)
}

// webmLive is a WebM file as a browser records it live: a Segment and Clusters of unknown
// size, no Duration, blocks every 20 ms up to lastMs.
func webmLive(lastMs int) []byte {
	header := ebml([]byte{0x1A, 0x45, 0xDF, 0xA3}, []byte{0x42, 0x86, 0x81, 0x01}, false)
	info := ebml([]byte{0x15, 0x49, 0xA9, 0x66}, ebml([]byte{0x2A, 0xD7, 0xB1}, []byte{0x0F, 0x42, 0x40}, false), false)
	var clusters []byte
	for start := 0; start <= lastMs; start += 1000 {
		body := ebml([]byte{0xE7}, binary.BigEndian.AppendUint32(nil, uint32(start)), false)
		for rel := 0; rel < 1000 && start+rel <= lastMs; rel += 20 {
			block := append([]byte{0x81}, byte(rel>>8), byte(rel), 0x80, 0xFC)
			body = append(body, ebml([]byte{0xA3}, block, false)...)
		}
		clusters = append(clusters, ebml([]byte{0x1F, 0x43, 0xB6, 0x75}, body, true)...)
	}
	return append(header, ebml([]byte{0x18, 0x53, 0x80, 0x67}, append(info, clusters...), true)...)
}

// webmWithDuration is a WebM file whose Info says its Duration, in milliseconds.
func webmWithDuration(ms float64) []byte {
	header := ebml([]byte{0x1A, 0x45, 0xDF, 0xA3}, nil, false)
	info := ebml([]byte{0x44, 0x89}, binary.BigEndian.AppendUint64(nil, math.Float64bits(ms)), false)
	return append(header, ebml([]byte{0x18, 0x53, 0x80, 0x67}, ebml([]byte{0x15, 0x49, 0xA9, 0x66}, info, false), false)...)
}

// box writes an MP4 box.
func box(kind string, body []byte) []byte {
	return append(append(binary.BigEndian.AppendUint32(nil, uint32(8+len(body))), kind...), body...)
}

// mp4File is an MP4 whose movie header says seconds at a 1,000 time scale.
func mp4File(seconds float64) []byte {
	mvhd := make([]byte, 100)
	binary.BigEndian.PutUint32(mvhd[12:], 1000)
	binary.BigEndian.PutUint32(mvhd[16:], uint32(seconds*1000))
	return append(box("ftyp", []byte("M4A \x00\x00\x00\x00")), box("moov", box("mvhd", mvhd))...)
}

// The voice demo's rule (lexa.ParseRecording) with the length reader the program uses.
func TestParseRecordingReadsEachContainersLength(t *testing.T) {
	tests := []struct {
		name, mediaType string
		audio           []byte
		want            time.Duration
	}{
		{"WAV", "audio/wav", wavFile(3.5), 3500 * time.Millisecond},
		{"Ogg Opus", "audio/ogg;codecs=opus", oggOpus(12), 12 * time.Second},
		{"WebM recorded live", "audio/webm;codecs=opus", webmLive(7480), 7480 * time.Millisecond},
		{"WebM with a Duration", "audio/webm", webmWithDuration(42_000), 42 * time.Second},
		{"MP4", "audio/mp4", mp4File(20), 20 * time.Second},
		{"MP4 without a length (fragmented)", "audio/mp4", box("ftyp", []byte("iso5\x00\x00\x00\x00")), 0},
	}
	for _, tt := range tests {
		rec, err := lexa.ParseRecording(tt.audio, tt.mediaType, Length)
		if err != nil || rec.Length != tt.want {
			t.Errorf("%s: %v, %v; want %v", tt.name, rec.Length, err, tt.want)
		}
	}
	if rec, _ := lexa.ParseRecording(oggOpus(1), "audio/ogg", Length); rec.Type != "audio/ogg" || rec.Extension() != ".ogg" {
		t.Errorf("type %q, extension %q", rec.Type, rec.Extension())
	}
}

func TestParseRecordingRefuses(t *testing.T) {
	tests := []struct {
		name, mediaType string
		audio           []byte
		want            error
	}{
		{"nothing", "audio/webm", nil, lexa.ErrRecordingMissing},
		{"over 2 MB", "audio/webm", append(webmLive(1000), make([]byte, lexa.MaxRecordingBytes)...), lexa.ErrRecordingTooLarge},
		{"a WAV over 60 s", "audio/wav", wavFile(61), lexa.ErrRecordingTooLong},
		{"an Opus stream over 60 s", "audio/ogg", oggOpus(75), lexa.ErrRecordingTooLong},
		{"a live WebM over 60 s", "audio/webm", webmLive(60_500), lexa.ErrRecordingTooLong},
		{"a WebM saying 90 s", "audio/webm", webmWithDuration(90_000), lexa.ErrRecordingTooLong},
		{"an MP4 over 60 s", "audio/mp4", mp4File(61), lexa.ErrRecordingTooLong},
		{"not audio", "text/plain", []byte("hello"), lexa.ErrRecordingType},
		{"an image called audio", "audio/webm", []byte("\x89PNG\r\n\x1a\n0000"), lexa.ErrRecordingType},
		{"Ogg labelled WebM", "audio/webm", oggOpus(2), lexa.ErrRecordingType},
		{"MP3, which no browser records", "audio/mpeg", []byte("ID3\x04\x00\x00\x00\x00\x00\x00"), lexa.ErrRecordingType},
		{"no type", "", wavFile(1), lexa.ErrRecordingType},
		{"a WAV without a format", "audio/wav", []byte("RIFF\x04\x00\x00\x00WAVEdata\x00\x00\x00\x00"), lexa.ErrRecordingType},
		{"an Ogg stream of neither codec", "audio/ogg", oggPage(96000, []byte("Speex   ")), lexa.ErrRecordingType},
		{"a WebM that is only a header", "audio/webm", []byte{0x1A, 0x45, 0xDF, 0xA3, 0x80}, lexa.ErrRecordingType},
	}
	for _, tt := range tests {
		if _, err := lexa.ParseRecording(tt.audio, tt.mediaType, Length); !errors.Is(err, tt.want) {
			t.Errorf("%s: %v, want %v", tt.name, err, tt.want)
		}
	}
}

// Any bytes labelled as any type are refused or read, never read past their end.
func FuzzParseRecording(f *testing.F) {
	for _, seed := range [][]byte{wavFile(0.01), oggOpus(0.5), webmLive(100), webmWithDuration(10), mp4File(1)} {
		f.Add(seed, "audio/webm")
		f.Add(seed, "audio/ogg")
		f.Add(seed, "audio/wav")
		f.Add(seed, "audio/mp4")
	}
	f.Fuzz(func(t *testing.T, audio []byte, mediaType string) {
		rec, err := lexa.ParseRecording(audio, mediaType, Length)
		if err == nil && (rec.Length > lexa.MaxRecordingLength || len(rec.Audio) == 0) {
			t.Errorf("accepted %v of %d bytes", rec.Length, len(rec.Audio))
		}
	})
}

// Length itself: a stated length, none, or a container that does not hold together.
func TestLength(t *testing.T) {
	tests := []struct {
		name, container string
		audio           []byte
		want            time.Duration
		broken          bool
	}{
		{"WAV", "audio/wav", wavFile(2), 2 * time.Second, false},
		{"WAV without a format", "audio/wav", []byte("RIFF\x04\x00\x00\x00WAVEdata\x00\x00\x00\x00"), 0, true},
		{"Ogg of neither codec", "audio/ogg", oggPage(96000, []byte("Speex   ")), 0, true},
		{"WebM that is only a header", "audio/webm", []byte{0x1A, 0x45, 0xDF, 0xA3, 0x80}, 0, true},
		{"MP4 without a movie header", "audio/mp4", box("ftyp", []byte("iso5\x00\x00\x00\x00")), 0, false},
		{"a container it does not read", "audio/mpeg", []byte("ID3"), 0, false},
	}
	for _, tt := range tests {
		got, err := Length(tt.audio, tt.container)
		if got != tt.want || errors.Is(err, ErrBroken) != tt.broken {
			t.Errorf("%s: %v, %v; want %v, broken %v", tt.name, got, err, tt.want, tt.broken)
		}
	}
}
