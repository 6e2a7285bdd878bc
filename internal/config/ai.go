package config

import (
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// AI is the configuration of the demos' AI: a model behind an OpenAI-compatible API, or
// the built-in engine when BaseURL is empty.
type AI struct {
	BaseURL       string // e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1
	APIKey        string
	Model         string
	Timeout       time.Duration // one model call, start to last token
	MaxConcurrent int           // model calls at once in this instance
	DemoLimit     int           // requests per client address and demo per DemoWindow
	DemoWindow    time.Duration
	// TranscriptionModel transcribes the voice demo's recordings at BaseURL's
	// /audio/transcriptions; TranscriptionOff when the provider has none (Ollama).
	TranscriptionModel string
}

// UsesModel tells whether a model is configured.
func (a AI) UsesModel() bool { return a.BaseURL != "" }

// TranscriptionOff is the AI_TRANSCRIPTION_MODEL that turns transcription off.
const TranscriptionOff = "off"

// Transcribes tells whether the model's API transcribes the voice demo's recordings.
func (a AI) Transcribes() bool { return a.UsesModel() && a.TranscriptionModel != TranscriptionOff }

func aiVars() []Var {
	return []Var{
		{Name: "AI_BASE_URL", Help: "base URL of an OpenAI-compatible Chat Completions API (OpenAI, Ollama, vLLM, llama.cpp server), e.g. http://127.0.0.1:11434/v1; empty uses the built-in engine", set: setAIBaseURL},
		{Name: "AI_API_KEY", Help: "API key sent to AI_BASE_URL as a bearer token (empty for servers without one)", Secret: true, set: func(c *Config, v string) error { c.AI.APIKey = v; return nil }},
		{Name: "AI_MODEL", Help: "model name at AI_BASE_URL, e.g. gpt-4o-mini or llama3.1; required with AI_BASE_URL", set: setAIModel},
		{Name: "AI_TRANSCRIPTION_MODEL", Default: "whisper-1", Help: "model that transcribes the voice demo's recordings at AI_BASE_URL's /audio/transcriptions (whisper-1, gpt-4o-mini-transcribe, a local server's Whisper); off when the server has none: the microphone then uses the browser's own speech recognition, where it has one", set: setAITranscriptionModel},
		{Name: "AI_TIMEOUT", Default: "60s", Help: "longest one AI demo answer may take, from a model or the built-in engine (Go duration)", set: duration(func(c *Config) *time.Duration { return &c.AI.Timeout })},
		{Name: "AI_MAX_CONCURRENT", Default: "8", Help: "AI demo answers one instance works on at once, from a model or the built-in engine; more wait up to 10 s, then get 503", set: positiveInt(func(c *Config) *int { return &c.AI.MaxConcurrent }, 1000)},
		{Name: "AI_DEMO_LIMIT", Default: "20", Help: "demo requests one client address may make per demo per AI_DEMO_WINDOW", set: positiveInt(func(c *Config) *int { return &c.AI.DemoLimit }, 100000)},
		{Name: "AI_DEMO_WINDOW", Default: "10m", Help: "the window of AI_DEMO_LIMIT (Go duration)", set: duration(func(c *Config) *time.Duration { return &c.AI.DemoWindow })},
	}
}

func setAIBaseURL(c *Config, v string) error {
	c.AI.BaseURL = ""
	if v == "" {
		return nil
	}
	u, err := url.Parse(v)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.RawQuery != "" {
		return errors.New("want an http or https URL such as https://api.openai.com/v1")
	}
	c.AI.BaseURL = strings.TrimSuffix(v, "/")
	return nil
}

func setAIModel(c *Config, v string) error {
	if strings.ContainsAny(v, " \t\r\n") {
		return errors.New("must not contain spaces")
	}
	c.AI.Model = v
	return nil
}

func setAITranscriptionModel(c *Config, v string) error {
	if strings.ContainsAny(v, " \t\r\n") {
		return errors.New("must not contain spaces")
	}
	c.AI.TranscriptionModel = v
	return nil
}

// positiveInt returns a setter for a whole number from 1 to max.
func positiveInt(field func(*Config) *int, max int) func(*Config, string) error {
	return func(c *Config, v string) error {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > max {
			return fmt.Errorf("want a whole number from 1 to %d, got %q", max, v)
		}
		*field(c) = n
		return nil
	}
}

func (a AI) check() error {
	if a.BaseURL != "" && a.Model == "" {
		return errors.New("AI_MODEL: required when AI_BASE_URL is set")
	}
	return nil
}
