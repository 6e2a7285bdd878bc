package httpapi

import (
	"context"
	"errors"
	"io"
	"net/http"

	"lexa/internal/lexa"
)

// Transcriber turns a voice demo recording into text: the model's /audio/transcriptions
// behind the AI guard (ai.TranscribingGuard). Deps.Transcriber is nil when no model
// transcribes; the page then offers the browser's own speech recognition, or no
// microphone.
type Transcriber interface {
	TranscriptionModel() string
	Transcribe(ctx context.Context, rec lexa.Recording) (string, error)
}

// transcribeMaxBody fits the largest recording and the multipart form around it.
const transcribeMaxBody = lexa.MaxRecordingBytes + 64<<10

var (
	errNoTranscription = &lexa.Error{Code: lexa.ENotFound, Message: "Voice transcription needs an AI model, and none is configured."}
	errNotMultipart    = &lexa.Error{Code: lexa.EInvalid, Message: "Send the recording as multipart/form-data."}
	errUnreadableBody  = &lexa.Error{Code: lexa.EInvalid, Message: "The request body could not be read."}
)

// handleTranscribe answers {text, engine} for a recording sent as the multipart field
// "file" (docs/api.md "POST /api/ai/transcribe"). The recording is checked (type, size,
// length) before it counts against the visitor's limit, as the demos' inputs are.
func (s *Server) handleTranscribe(w http.ResponseWriter, r *http.Request) {
	if s.Transcriber == nil {
		s.writeError(w, r, errNoTranscription)
		return
	}
	audio, mediaType, err := readRecordingPart(r)
	if err == nil {
		var rec lexa.Recording
		if rec, err = lexa.ParseRecording(audio, mediaType, s.RecordingLength); err == nil {
			if !s.allowDemo(w, r, "transcribe") {
				return
			}
			text, err := s.Transcriber.Transcribe(r.Context(), rec)
			if err != nil {
				s.writeDemoError(w, r, err)
				return
			}
			engine := s.Transcriber.TranscriptionModel()
			w.Header().Set("X-Lexa-Engine", engine)
			writeJSON(w, http.StatusOK, map[string]string{"text": text, "engine": engine})
			return
		}
	}
	if errors.Is(err, lexa.ErrRecordingTooLarge) || errors.Is(err, lexa.ErrRecordingTooLong) {
		e, _ := lexa.AsError(err)
		writeJSON(w, http.StatusRequestEntityTooLarge, errorBody(string(e.Code), e.Message, e.Fields))
		return
	}
	s.writeError(w, r, err)
}

// readRecordingPart reads the multipart body's "file" part (other parts are skipped), up
// to one byte past the largest recording so that a larger one is seen as such.
func readRecordingPart(r *http.Request) ([]byte, string, error) {
	mr, err := r.MultipartReader()
	if err != nil {
		return nil, "", errNotMultipart
	}
	for {
		part, err := mr.NextPart()
		if err == io.EOF {
			return nil, "", lexa.ErrRecordingMissing
		}
		if err != nil {
			return nil, "", bodyReadError(err)
		}
		if part.FormName() != "file" {
			continue
		}
		audio, err := io.ReadAll(io.LimitReader(part, lexa.MaxRecordingBytes+1))
		if err != nil {
			return nil, "", bodyReadError(err)
		}
		return audio, part.Header.Get("Content-Type"), nil
	}
}

// bodyReadError is a body over the route's limit (413) or one that could not be read.
func bodyReadError(err error) error {
	if _, tooBig := errors.AsType[*http.MaxBytesError](err); tooBig {
		return errBodyTooLarge
	}
	return errUnreadableBody
}
