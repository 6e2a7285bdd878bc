package twilio_test

import (
	"context"
	"errors"
	"net/http"
	"testing"
	"time"

	"lexa/internal/lexa"
	"lexa/internal/twilio"
	"lexa/internal/twilio/twiliotest"
)

const (
	sid   = "AC0123456789abcdef0123456789abcdef"
	token = "0123456789abcdef0123456789abcdef"
)

func TestPointNumber(t *testing.T) {
	t.Parallel()
	stand := twiliotest.New(t)
	stand.AddNumber(sid, token, "+15550102030")
	c := twilio.New(stand.URL)
	ctx := context.Background()
	if err := c.PointNumber(ctx, sid, token, "+15550102030", "https://x/v", "https://x/s"); err != nil {
		t.Fatal(err)
	}
	if n := stand.Number(sid, "+15550102030"); n.VoiceURL != "https://x/v" || n.VoiceMethod != "POST" || n.StatusURL != "https://x/s" {
		t.Fatalf("number = %+v", n)
	}
	err := c.PointNumber(ctx, sid, token, "+15550109999", "https://x/v", "https://x/s")
	if e, ok := lexa.AsError(err); !ok || e.Message != "Twilio says this number is not on your account." || e.Code != lexa.EInvalid {
		t.Fatalf("not on account: %v", err)
	}
	err = c.PointNumber(ctx, sid, "wrong", "+15550102030", "https://x/v", "https://x/s")
	if !errors.Is(err, twilio.ErrBadCredentials) {
		t.Fatalf("bad token: %v", err)
	}
	if e, _ := lexa.AsError(err); e == nil || e.Code != lexa.EInvalid {
		t.Fatalf("bad token code: %v", err)
	}

	release := stand.HoldAnswers()
	defer release()
	slow := twilio.New(stand.URL)
	slow.HTTP = &http.Client{Timeout: 50 * time.Millisecond}
	err = slow.PointNumber(ctx, sid, token, "+15550102030", "https://x/v", "https://x/s")
	if err != twilio.ErrTimeout {
		t.Fatalf("timeout: %v", err)
	}
}
