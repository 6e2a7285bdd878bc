// Package ai answers the live demos: from a model behind any OpenAI-compatible Chat
// Completions API, or from the built-in engine (BuiltIn) when none is configured.
// Guard wraps a model with what keeps its bill and latency in check.
package ai

import (
	"context"

	"lexa/internal/lexa"
)

// Message is one turn of the voice-assistant chat.
type Message = lexa.ChatMessage

// ChatCall is what the receptionist answers: a business, the moment, the conversation.
type ChatCall = lexa.ChatCall

// ContentRequest is what the content generator is asked for.
type ContentRequest = lexa.ContentRequest

// Engine answers the five demos. Chat calls emit with each piece of the reply as it is
// written; an error from emit (the browser went away) stops it.
type Engine interface {
	// Name is "built-in" for the built-in engine, else the model's name.
	Name() string
	Recruitment(ctx context.Context, resume, jobDescription string) (string, error)
	Payroll(ctx context.Context, invoice string) (string, error)
	CallCenter(ctx context.Context, lead string) (string, error)
	Content(ctx context.Context, req ContentRequest) (string, error)
	Chat(ctx context.Context, call ChatCall, emit func(delta string) error) error
}

// BuiltInName is the name the built-in engine answers with.
const BuiltInName = "built-in"

// The errors a model call ends in, as the demos' users see them.
var (
	ErrBusy     = &lexa.Error{Code: lexa.EUnavailable, Message: "The AI demos are busy right now. Please try again in a moment."}
	ErrTimeout  = &lexa.Error{Code: lexa.ETimeout, Message: "The AI took too long to answer. Please try again."}
	ErrUpstream = &lexa.Error{Code: lexa.EUpstream, Message: "The AI service is unavailable right now. Please try again later."}
)
