package lexa

import (
	"errors"
	"testing"
	"time"
)

// The rule on its own, with a length reader that says what each case needs; the real
// reader and the containers are tested in internal/audio.
func TestParseRecordingAppliesTheLimits(t *testing.T) {
	webm := []byte{0x1A, 0x45, 0xDF, 0xA3, 0x80}
	states := func(d time.Duration, err error) RecordingLength {
		return func([]byte, string) (time.Duration, error) { return d, err }
	}
	tests := []struct {
		name, mediaType string
		audio           []byte
		length          RecordingLength // nil where the rule must refuse before it reads the length
		want            error
	}{
		{"60 s", "audio/webm;codecs=opus", webm, states(MaxRecordingLength, nil), nil},
		{"no stated length", "audio/webm", webm, states(0, nil), nil},
		{"over 60 s", "audio/webm", webm, states(MaxRecordingLength+time.Millisecond, nil), ErrRecordingTooLong},
		{"a container that does not hold together", "audio/webm", webm, states(0, errors.New("broken")), ErrRecordingType},
		{"nothing", "audio/webm", nil, nil, ErrRecordingMissing},
		{"over 2 MB", "audio/webm", append(webm, make([]byte, MaxRecordingBytes)...), nil, ErrRecordingTooLarge},
		{"labelled as another container", "audio/ogg", webm, nil, ErrRecordingType},
		{"not an audio type", "text/plain", webm, nil, ErrRecordingType},
	}
	for _, tt := range tests {
		rec, err := ParseRecording(tt.audio, tt.mediaType, tt.length)
		if !errors.Is(err, tt.want) || (err == nil && (rec.Type != "audio/webm" || len(rec.Audio) != len(webm))) {
			t.Errorf("%s: %+v, %v; want %v", tt.name, rec.Length, err, tt.want)
		}
	}
	// The reader is asked about the container, not the declared type with its parameters.
	var asked string
	ParseRecording(webm, "video/webm;codecs=vp8", func(_ []byte, container string) (time.Duration, error) {
		asked = container
		return 0, nil
	})
	if asked != "audio/webm" {
		t.Errorf("the length reader was asked about %q, want audio/webm", asked)
	}
}
