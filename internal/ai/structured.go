package ai

import (
	"context"
	"errors"
	"fmt"
	"strings"

	openai "github.com/sashabaranov/go-openai"

	"lexa/internal/lexa"
)

// FallbackNote is what the demo answer says when the model's answer failed its checks and
// the built-in engine's reading stands in for it.
const FallbackNote = "The model's answer could not be checked, so this is the built-in engine's reading."

// structured is one demo's structured answer (extraction, classification, scoring): the
// schema the model must answer in, the rules a schema cannot say, and the plain text the
// pages and lexa.ParseScreening read, rendered from the checked answer.
type structured[T any] struct {
	name, description string
	schema            *schema
	rules             func(*T) error
	render            func(*T) string
}

// errInvalidAnswer marks a model's answer that is not what its schema and rules allow.
type errInvalidAnswer struct{ reason string }

func (e *errInvalidAnswer) Error() string { return "the model's answer did not validate: " + e.reason }

func invalid(format string, args ...any) error {
	return &errInvalidAnswer{reason: fmt.Sprintf(format, args...)}
}

// askStructured asks the model for s's JSON, checks it and renders it. An answer that
// does not validate is replaced by the fallback engine's for the same input, logged with
// its reason and noted for the page (lexa.NoteAnswered); with no fallback it is an error.
// A timeout or a failed call is returned as it is: the guard says it plainly
// (ErrTimeout, ErrUpstream), as for any demo, and a fallback would hide an outage.
func (m *Model) askStructured(ctx context.Context, demo string, s structuredFormat, system, user string,
	fallback func(context.Context, Engine) (string, error)) (string, error) {
	out, err := m.askChecked(ctx, s, system, user)
	var bad *errInvalidAnswer
	if err == nil || !errors.As(err, &bad) {
		return out, err
	}
	if m.fallback == nil {
		return "", err
	}
	if m.logger != nil {
		m.logger.WarnContext(ctx, "AI model answer did not validate: the built-in engine answered", "demo", demo,
			"model", m.model, "reason", bad.reason)
	}
	out, err = fallback(ctx, m.fallback)
	if err == nil {
		lexa.NoteAnswered(ctx, m.fallback.Name(), FallbackNote)
	}
	return out, err
}

// askChecked asks with s's schema as the response format and checks the answer.
func (m *Model) askChecked(ctx context.Context, s structuredFormat, system, user string) (string, error) {
	res, err := m.client.CreateChatCompletion(ctx, openai.ChatCompletionRequest{
		Model: m.model,
		Messages: []openai.ChatCompletionMessage{
			{Role: openai.ChatMessageRoleSystem, Content: system},
			{Role: openai.ChatMessageRoleUser, Content: user},
		},
		ResponseFormat: s.responseFormat(),
	})
	if err != nil {
		return "", err
	}
	if len(res.Choices) == 0 {
		return "", invalid("no choices")
	}
	msg := res.Choices[0].Message
	if msg.Refusal != "" {
		return "", invalid("the model refused")
	}
	if res.Choices[0].FinishReason == openai.FinishReasonLength {
		return "", invalid("the answer was cut at the token limit")
	}
	return s.checkAndRender(msg.Content)
}

// structuredFormat is a structured answer whatever its Go type.
type structuredFormat interface {
	responseFormat() *openai.ChatCompletionResponseFormat
	checkAndRender(answer string) (string, error)
}

func (s structured[T]) responseFormat() *openai.ChatCompletionResponseFormat {
	return &openai.ChatCompletionResponseFormat{
		Type: openai.ChatCompletionResponseFormatTypeJSONSchema,
		JSONSchema: &openai.ChatCompletionResponseFormatJSONSchema{
			Name: s.name, Description: s.description, Schema: s.schema, Strict: true,
		},
	}
}

func (s structured[T]) checkAndRender(answer string) (string, error) {
	var v T
	if err := decodeChecked(s.schema, answer, &v); err != nil {
		return "", invalid("%s", err)
	}
	if err := s.rules(&v); err != nil {
		return "", invalid("%s", err)
	}
	return s.render(&v), nil
}

// oneLine is s with its runs of white space, line breaks included, made one space: a
// model's line break inside a field would start a section of its own in the text.
func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// nonEmpty says which of the named strings is blank, if any.
func nonEmpty(named ...string) error {
	for i := 0; i+1 < len(named); i += 2 {
		if strings.TrimSpace(named[i+1]) == "" {
			return fmt.Errorf("%s is empty", named[i])
		}
	}
	return nil
}

// noBlankItems says whether a list holds a blank item.
func noBlankItems(name string, items []string) error {
	for i, it := range items {
		if strings.TrimSpace(it) == "" {
			return fmt.Errorf("%s[%d] is empty", name, i)
		}
	}
	return nil
}
