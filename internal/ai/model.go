package ai

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"time"

	openai "github.com/sashabaranov/go-openai"

	"lexa/internal/lexa"
)

// Model answers with a model behind an OpenAI-compatible Chat Completions API (OpenAI,
// Ollama, vLLM, llama.cpp's server), through the go-openai client library.
type Model struct {
	client             *openai.Client
	model              string
	transcriptionModel string
	fallback           Engine
	logger             *slog.Logger
}

// ModelConfig says where the model is, and which model transcribes recordings (""
// when none does).
type ModelConfig struct {
	BaseURL, APIKey, Model string
	TranscriptionModel     string
	HTTPClient             *http.Client // nil: a client of our own
	// Fallback answers recruitment, payroll and the call center when the model's structured
	// answer does not validate (nil: such an answer is an error, as tools/bench/aieval wants
	// to count it). Logger says why it answered (nil: nothing is logged).
	Fallback Engine
	Logger   *slog.Logger
}

// NewModel returns the engine for the model. The library reads nothing from the
// environment; an empty key sends no Authorization header (Ollama, llama.cpp).
func NewModel(cfg ModelConfig) *Model {
	conf := openai.DefaultConfig(cfg.APIKey)
	conf.BaseURL = strings.TrimSuffix(cfg.BaseURL, "/")
	client := cfg.HTTPClient
	if client == nil {
		client = &http.Client{Transport: &http.Transport{Proxy: http.ProxyFromEnvironment, MaxIdleConnsPerHost: 16,
			IdleConnTimeout: 90 * time.Second}}
	}
	conf.HTTPClient = client
	return &Model{client: openai.NewClientWithConfig(conf), model: cfg.Model, transcriptionModel: cfg.TranscriptionModel,
		fallback: cfg.Fallback, logger: cfg.Logger}
}

// Name is the model's name.
func (m *Model) Name() string { return m.model }

func (m *Model) ask(ctx context.Context, system, user string) (string, error) {
	res, err := m.client.CreateChatCompletion(ctx, openai.ChatCompletionRequest{
		Model: m.model,
		Messages: []openai.ChatCompletionMessage{
			{Role: openai.ChatMessageRoleSystem, Content: system},
			{Role: openai.ChatMessageRoleUser, Content: user},
		},
	})
	if err != nil {
		return "", err
	}
	if len(res.Choices) == 0 {
		return "", errors.New("the model answered no choices")
	}
	return res.Choices[0].Message.Content, nil
}

// Recruitment compares a resume with a job description, in recruitmentAnswerFormat.
func (m *Model) Recruitment(ctx context.Context, resume, jobDescription string) (string, error) {
	return m.askStructured(ctx, lexa.Recruitment.Kind().Demo, recruitmentAnswerFormat, recruitmentPrompt,
		"Resume:\n"+resume+"\n\nJob description:\n"+jobDescription,
		func(ctx context.Context, e Engine) (string, error) { return e.Recruitment(ctx, resume, jobDescription) })
}

// Payroll reads an invoice, in payrollAnswerFormat.
func (m *Model) Payroll(ctx context.Context, invoice string) (string, error) {
	return m.askStructured(ctx, lexa.Payroll.Kind().Demo, payrollAnswerFormat, payrollPrompt, invoice,
		func(ctx context.Context, e Engine) (string, error) { return e.Payroll(ctx, invoice) })
}

// CallCenter qualifies a lead, in callCenterAnswerFormat.
func (m *Model) CallCenter(ctx context.Context, lead string) (string, error) {
	return m.askStructured(ctx, lexa.CallCenter.Kind().Demo, callCenterAnswerFormat, callCenterPrompt, lead,
		func(ctx context.Context, e Engine) (string, error) { return e.CallCenter(ctx, lead) })
}

// Content writes a post: free text, as it is writing, not reading.
func (m *Model) Content(ctx context.Context, req ContentRequest) (string, error) {
	return m.ask(ctx, contentPrompt(req), "Topic: "+req.Topic)
}

// Chat streams the model's reply to the conversation, its instructions built from the
// call's business and moment.
func (m *Model) Chat(ctx context.Context, call ChatCall, emit func(string) error) error {
	msgs := []openai.ChatCompletionMessage{{Role: openai.ChatMessageRoleSystem, Content: chatPrompt(call)}}
	for _, h := range call.Messages {
		role := openai.ChatMessageRoleUser
		if h.Role == "assistant" {
			role = openai.ChatMessageRoleAssistant
		}
		msgs = append(msgs, openai.ChatCompletionMessage{Role: role, Content: h.Content})
	}
	stream, err := m.client.CreateChatCompletionStream(ctx, openai.ChatCompletionRequest{Model: m.model, Messages: msgs})
	if err != nil {
		return err
	}
	defer stream.Close()
	for {
		chunk, err := stream.Recv()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
		if len(chunk.Choices) == 0 || chunk.Choices[0].Delta.Content == "" {
			continue
		}
		if err := emit(chunk.Choices[0].Delta.Content); err != nil {
			return err
		}
	}
}
