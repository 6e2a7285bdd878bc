package quality

import (
	"context"
	"encoding/json"
	"errors"
	"regexp"
	"strings"

	"lexa/internal/ai"
	"lexa/internal/lexa"
)

// asker answers one case's input with an engine.
type asker = func(ctx context.Context, e ai.Engine) (string, error)

// inputs decode each demo's "input" object, with the field names of the demo's API
// request (docs/api.md), and check it as the API does (lexa.Parse*): a case the API would
// refuse — an empty or over-long text, a platform not offered — is an error, not a case.
var inputs = map[string]func(raw json.RawMessage) (asker, error){
	Recruitment: func(raw json.RawMessage) (asker, error) {
		var in struct {
			Resume         Text `json:"resume"`
			JobDescription Text `json:"jobDescription"`
		}
		if err := decodeStrict(raw, &in); err != nil {
			return nil, err
		}
		d, err := lexa.ParseRecruitmentDemo(lexa.RecruitmentDemo{Resume: string(in.Resume), JobDescription: string(in.JobDescription)})
		if err != nil {
			return nil, err
		}
		return func(ctx context.Context, e ai.Engine) (string, error) {
			return e.Recruitment(ctx, d.Resume, d.JobDescription)
		}, nil
	},
	Payroll: func(raw json.RawMessage) (asker, error) {
		var in struct {
			InvoiceData Text `json:"invoiceData"`
		}
		if err := decodeStrict(raw, &in); err != nil {
			return nil, err
		}
		d, err := lexa.ParsePayrollDemo(lexa.PayrollDemo{InvoiceData: string(in.InvoiceData)})
		if err != nil {
			return nil, err
		}
		return func(ctx context.Context, e ai.Engine) (string, error) { return e.Payroll(ctx, d.InvoiceData) }, nil
	},
	CallCenter: func(raw json.RawMessage) (asker, error) {
		var in struct {
			LeadData Text `json:"leadData"`
		}
		if err := decodeStrict(raw, &in); err != nil {
			return nil, err
		}
		d, err := lexa.ParseCallCenterDemo(lexa.CallCenterDemo{LeadData: string(in.LeadData)})
		if err != nil {
			return nil, err
		}
		return func(ctx context.Context, e ai.Engine) (string, error) { return e.CallCenter(ctx, d.LeadData) }, nil
	},
	Content: func(raw json.RawMessage) (asker, error) {
		var in lexa.ContentRequest
		if err := decodeStrict(raw, &in); err != nil {
			return nil, err
		}
		if in.Type == "" || in.Platform == "" || in.Tone == "" {
			// The API defaults them; a corpus case says what it asks for.
			return nil, errors.New("contentType, platform and tone are required")
		}
		req, err := lexa.ParseContentRequest(in)
		if err != nil {
			return nil, err
		}
		return func(ctx context.Context, e ai.Engine) (string, error) { return e.Content(ctx, req) }, nil
	},
	Receptionist: func(raw json.RawMessage) (asker, error) {
		var in struct {
			Profile  string `json:"profile"`
			Messages []struct {
				Role    string `json:"role"`
				Content Text   `json:"content"`
			} `json:"messages"`
		}
		if err := decodeStrict(raw, &in); err != nil {
			return nil, err
		}
		if !profileID.MatchString(in.Profile) {
			return nil, errors.New(`"profile" must be a business profile's id, e.g. "dental-clinic"`)
		}
		chat := lexa.ChatInput{}
		for _, m := range in.Messages {
			chat.Messages = append(chat.Messages, lexa.ChatMessage{Role: m.Role, Content: string(m.Content)})
		}
		chat, err := lexa.ParseChat(chat)
		if err != nil {
			return nil, err
		}
		// The engine does not take a business profile yet: the conversation is asked as
		// the receptionist demo asks it today, and the profile waits in the case.
		return func(ctx context.Context, e ai.Engine) (string, error) {
			var reply strings.Builder
			err := e.Chat(ctx, chat.Messages, func(piece string) error {
				reply.WriteString(piece)
				return nil
			})
			return reply.String(), err
		}, nil
	},
}

// profileID is the shape of a business profile's id.
var profileID = regexp.MustCompile(`^[a-z0-9]+(?:-[a-z0-9]+)*$`)
