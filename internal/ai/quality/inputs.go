package quality

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"strings"
	"time"

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
			Business string `json:"business"`
			At       string `json:"at"`
			Messages []struct {
				Role    string `json:"role"`
				Content Text   `json:"content"`
			} `json:"messages"`
		}
		if err := decodeStrict(raw, &in); err != nil {
			return nil, err
		}
		if in.Business == "" {
			return nil, errors.New(`"business" names the sample business the receptionist plays, e.g. "dental-clinic"`)
		}
		chat := lexa.ChatInput{Business: in.Business}
		for _, m := range in.Messages {
			chat.Messages = append(chat.Messages, lexa.ChatMessage{Role: m.Role, Content: string(m.Content)})
		}
		chat, err := lexa.ParseChat(chat)
		if err != nil {
			return nil, err
		}
		business, _ := lexa.SampleBusiness(chat.Business)
		at, err := callTime(in.At, business)
		if err != nil {
			return nil, err
		}
		call := ai.ChatCall{Business: business, At: at, Messages: chat.Messages}
		return func(ctx context.Context, e ai.Engine) (string, error) {
			var reply strings.Builder
			err := e.Chat(ctx, call, func(piece string) error {
				reply.WriteString(piece)
				return nil
			})
			return reply.String(), err
		}, nil
	},
}

// CallTime is when a receptionist case's call takes place unless it says: a Tuesday
// morning, on the business's clock, while every sample business is open.
const CallTime = "2026-03-10T10:00"

// callTime reads a case's "at" (CallTime when empty), a local time on the business's
// clock, so that the corpus's answers do not change with the day it runs.
func callTime(at string, p lexa.BusinessProfile) (time.Time, error) {
	loc, err := time.LoadLocation(p.Timezone)
	if err != nil {
		return time.Time{}, err
	}
	t, err := time.ParseInLocation("2006-01-02T15:04", cmp.Or(at, CallTime), loc)
	if err != nil {
		return time.Time{}, errors.New(`"at" is the call's local time on the business's clock, as 2026-03-10T18:30`)
	}
	return t, nil
}
