package lexa

import (
	"bytes"
	"mime"
	"time"
)

// A recording from the voice demo's microphone, to be transcribed by the configured
// model (POST /api/ai/transcribe). The limits bound what one anonymous visitor can make
// the model's bill: the size always, and the length wherever the container states it.

const (
	// MaxRecordingBytes is the largest recording accepted: 2 MiB, about two minutes of the
	// Opus audio browsers record, so the length limit is the one a visitor meets.
	MaxRecordingBytes = 2 << 20
	// MaxRecordingLength is the longest recording accepted; the page stops recording there.
	MaxRecordingLength = 60 * time.Second
)

// The ways a recording is refused. The too-large ones answer 413.
var (
	ErrRecordingMissing  = &Error{Code: EInvalid, Message: "Send the recording as the multipart field file.", Fields: map[string]string{"file": "Send the recording as the multipart field file."}}
	ErrRecordingType     = &Error{Code: EInvalid, Message: "Send the recording as WebM, Ogg, MP4 or WAV audio.", Fields: map[string]string{"file": "Send the recording as WebM, Ogg, MP4 or WAV audio."}}
	ErrRecordingTooLarge = &Error{Code: EInvalid, Message: "The recording must be at most 2 MB.", Fields: map[string]string{"file": "The recording must be at most 2 MB."}}
	ErrRecordingTooLong  = &Error{Code: EInvalid, Message: "The recording must be at most 60 seconds.", Fields: map[string]string{"file": "The recording must be at most 60 seconds."}}
)

// Recording is checked audio: a type the model's API reads, within the limits.
type Recording struct {
	Audio []byte
	Type  string // the container's media type: "audio/webm", "audio/ogg", "audio/mp4", "audio/wav"
	// Length is the length the container states; 0 when it states none (a live WebM or
	// fragmented MP4 may not), and the size limit is then the bound.
	Length time.Duration
}

// RecordingLength reads how long a recording is from its container ("audio/wav",
// "audio/ogg", "audio/webm" or "audio/mp4"), without decoding the audio: 0 when the
// container states no length, an error when its structure does not hold together.
// internal/audio.Length is the one the program uses (wired in internal/app).
type RecordingLength func(audio []byte, container string) (time.Duration, error)

// Extension is the file name extension the model's API reads the type from.
func (r Recording) Extension() string {
	return map[string]string{"audio/webm": ".webm", "audio/ogg": ".ogg", "audio/mp4": ".m4a", "audio/wav": ".wav"}[r.Type]
}

// recordingTypes maps the media types browsers label recordings with to their container.
var recordingTypes = map[string]string{
	"audio/webm": "audio/webm", "video/webm": "audio/webm",
	"audio/ogg": "audio/ogg", "application/ogg": "audio/ogg",
	"audio/mp4": "audio/mp4", "audio/m4a": "audio/mp4", "audio/x-m4a": "audio/mp4", "video/mp4": "audio/mp4",
	"audio/wav": "audio/wav", "audio/wave": "audio/wav", "audio/x-wav": "audio/wav", "audio/vnd.wave": "audio/wav",
}

// ParseRecording checks a recording: at most MaxRecordingBytes, declared as one of the
// audio types (parameters such as ";codecs=opus" aside) and holding what it declares (its
// first bytes are that container's, and length can read it), and at most
// MaxRecordingLength long when the container says how long it is.
func ParseRecording(audio []byte, declaredType string, length RecordingLength) (Recording, error) {
	if len(audio) == 0 {
		return Recording{}, ErrRecordingMissing
	}
	if len(audio) > MaxRecordingBytes {
		return Recording{}, ErrRecordingTooLarge
	}
	media, _, err := mime.ParseMediaType(declaredType)
	container, known := recordingTypes[media]
	if err != nil || !known || sniffRecording(audio) != container {
		return Recording{}, ErrRecordingType
	}
	stated, err := length(audio, container)
	if err != nil {
		return Recording{}, ErrRecordingType
	}
	if stated > MaxRecordingLength {
		return Recording{}, ErrRecordingTooLong
	}
	return Recording{Audio: audio, Type: container, Length: stated}, nil
}

// sniffRecording names the container the first bytes belong to, or "".
func sniffRecording(b []byte) string {
	switch {
	case bytes.HasPrefix(b, []byte{0x1A, 0x45, 0xDF, 0xA3}):
		return "audio/webm"
	case bytes.HasPrefix(b, []byte("OggS")):
		return "audio/ogg"
	case len(b) >= 12 && bytes.Equal(b[4:8], []byte("ftyp")):
		return "audio/mp4"
	case len(b) >= 12 && bytes.HasPrefix(b, []byte("RIFF")) && bytes.Equal(b[8:12], []byte("WAVE")):
		return "audio/wav"
	}
	return ""
}
