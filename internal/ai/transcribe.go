package ai

import (
	"bytes"
	"context"
	"strings"

	openai "github.com/sashabaranov/go-openai"
	"lexa/internal/lexa"
)

// Recording is checked audio from the voice demo's microphone (lexa.ParseRecording).
type Recording = lexa.Recording

// Transcriber turns a recording into text. Only a model does: the built-in engine has no
// speech recognition, and the page then uses the browser's own, where it has one.
type Transcriber interface {
	// TranscriptionModel names the model that transcribes, for the answer's engine label.
	TranscriptionModel() string
	Transcribe(ctx context.Context, rec Recording) (string, error)
}

// TranscriptionModel is the model that transcribes; "" when none is configured.
func (m *Model) TranscriptionModel() string { return m.transcriptionModel }

// Transcribe sends the recording to the model's /audio/transcriptions as multipart form
// data (the file, named by its type's extension, and the model), and returns the text.
func (m *Model) Transcribe(ctx context.Context, rec Recording) (string, error) {
	res, err := m.client.CreateTranscription(ctx, openai.AudioRequest{
		Model:    m.transcriptionModel,
		FilePath: "recording" + rec.Extension(),
		Reader:   bytes.NewReader(rec.Audio),
		Format:   openai.AudioResponseFormatJSON,
	})
	if err != nil {
		return "", err
	}
	return strings.TrimSpace(res.Text), nil
}

// TranscribingGuard is a guarded model that also transcribes, within the same guard: the
// same slots, timeout and errors as the demos' answers.
type TranscribingGuard struct {
	*Guard
	model Transcriber
}

// GuardTranscriber guards the model's transcriptions with g.
func GuardTranscriber(g *Guard, model Transcriber) *TranscribingGuard {
	return &TranscribingGuard{Guard: g, model: model}
}

// TranscriptionModel is the guarded model's.
func (t *TranscribingGuard) TranscriptionModel() string { return t.model.TranscriptionModel() }

// Transcribe asks the model within the guard.
func (t *TranscribingGuard) Transcribe(ctx context.Context, rec Recording) (string, error) {
	return guarded(t.Guard, ctx, "transcribe", func(ctx context.Context) (string, error) { return t.model.Transcribe(ctx, rec) })
}
