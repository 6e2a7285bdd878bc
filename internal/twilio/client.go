// Package twilio is Lexa's adapter for Twilio (issue 30; decision 0063): the REST calls
// that check a customer's number and point it at Lexa, the text messages a booking
// sends, and the signature every webhook from Twilio carries.
package twilio

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"

	"lexa/internal/lexa"
)

// DefaultAPIURL is Twilio's own REST API.
const DefaultAPIURL = "https://api.twilio.com"

// requestTimeout bounds one call to Twilio: an owner waits on the connect button.
const requestTimeout = 10 * time.Second

// Client calls Twilio's REST API at BaseURL with each account's own credentials.
type Client struct {
	BaseURL string
	HTTP    *http.Client
}

// New returns a client for Twilio's API at baseURL (DefaultAPIURL when empty).
func New(baseURL string) *Client {
	if baseURL == "" {
		baseURL = DefaultAPIURL
	}
	return &Client{BaseURL: strings.TrimRight(baseURL, "/"), HTTP: &http.Client{Timeout: requestTimeout}}
}

// The errors Twilio's answers become, in words an owner can act on.
var (
	ErrNumberNotOnAccount = &lexa.Error{Code: lexa.EInvalid, Message: "Twilio says this number is not on your account.",
		Fields: map[string]string{"phone_number": "Twilio says this number is not on your account."}}
	ErrBadCredentials = &lexa.Error{Code: lexa.EInvalid, Message: "Twilio did not accept this account SID and auth token. Copy both again from the Twilio console.",
		Fields: map[string]string{"auth_token": "Twilio did not accept this account SID and auth token."}}
	ErrTimeout = &lexa.Error{Code: lexa.ETimeout, Message: "Twilio did not answer in time. Please try again in a moment."}
)

// ValidSignature is the package's ValidSignature (for the HTTP layer, through its interface).
func (c *Client) ValidSignature(authToken, fullURL string, params url.Values, signature string) bool {
	return ValidSignature(authToken, fullURL, params, signature)
}

// PointNumber finds phoneNumber (E.164) on the account and points its voice URL (POST)
// and status callback (POST) at voiceURL and statusURL. It changes nothing when the number
// is not on the account.
func (c *Client) PointNumber(ctx context.Context, accountSID, authToken, phoneNumber, voiceURL, statusURL string) error {
	cred := credentials{accountSID, authToken}
	var list struct {
		Numbers []struct {
			SID         string `json:"sid"`
			PhoneNumber string `json:"phone_number"`
		} `json:"incoming_phone_numbers"`
	}
	path := "/2010-04-01/Accounts/" + url.PathEscape(cred.accountSID) + "/IncomingPhoneNumbers.json?" +
		url.Values{"PhoneNumber": {phoneNumber}}.Encode()
	if err := c.do(ctx, cred, http.MethodGet, path, nil, &list); err != nil {
		return err
	}
	sid := ""
	for _, n := range list.Numbers {
		if n.PhoneNumber == phoneNumber {
			sid = n.SID
		}
	}
	if sid == "" {
		return ErrNumberNotOnAccount
	}
	form := url.Values{"VoiceUrl": {voiceURL}, "VoiceMethod": {"POST"}, "StatusCallback": {statusURL}, "StatusCallbackMethod": {"POST"}}
	return c.do(ctx, cred, http.MethodPost, "/2010-04-01/Accounts/"+url.PathEscape(cred.accountSID)+"/IncomingPhoneNumbers/"+url.PathEscape(sid)+".json", form, nil)
}

// ErrTextRefused is a text message Twilio refused for good (the number replied STOP, is
// not a mobile, is not a valid number): sending it again would not help.
type ErrTextRefused struct {
	Code    int
	Message string
}

func (e *ErrTextRefused) Error() string {
	return fmt.Sprintf("twilio refused the text (%d): %s", e.Code, e.Message)
}

// SendText sends body from the connected number to a caller through the Messages API.
// A refusal for good is *ErrTextRefused; anything else (a timeout, Twilio down) may be
// tried again.
func (c *Client) SendText(ctx context.Context, accountSID, authToken, from, to, body string) error {
	cred := credentials{accountSID, authToken}
	form := url.Values{"From": {from}, "To": {to}, "Body": {body}}
	err := c.do(ctx, cred, http.MethodPost, "/2010-04-01/Accounts/"+url.PathEscape(cred.accountSID)+"/Messages.json", form, nil)
	if te, ok := errors.AsType[*apiError](err); ok && te.status >= 400 && te.status < 500 && te.status != http.StatusTooManyRequests {
		return &ErrTextRefused{Code: te.Code, Message: te.Message}
	}
	return err
}

// credentials are a Twilio account's SID and auth token.
type credentials struct {
	accountSID, authToken string
}

// apiError is Twilio's error body (https://www.twilio.com/docs/usage/twilios-response#response-formats-exceptions).
type apiError struct {
	status  int
	Code    int    `json:"code"`
	Message string `json:"message"`
}

func (e *apiError) Error() string {
	return fmt.Sprintf("twilio: HTTP %d, code %d: %s", e.status, e.Code, e.Message)
}

// do makes one request with the account's credentials and decodes a 2xx answer into out.
func (c *Client) do(ctx context.Context, cred credentials, method, path string, form url.Values, out any) error {
	ctx, cancel := context.WithTimeout(ctx, requestTimeout)
	defer cancel()
	var body io.Reader
	if form != nil {
		body = strings.NewReader(form.Encode())
	}
	req, err := http.NewRequestWithContext(ctx, method, c.BaseURL+path, body)
	if err != nil {
		return fmt.Errorf("twilio: %w", err)
	}
	req.SetBasicAuth(cred.accountSID, cred.authToken)
	req.Header.Set("Accept", "application/json")
	if form != nil {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	resp, err := c.HTTP.Do(req)
	if err != nil {
		if errors.Is(err, context.DeadlineExceeded) || isTimeout(err) {
			return ErrTimeout
		}
		return &lexa.Error{Code: lexa.EUpstream, Message: "Lexa could not reach Twilio. Please try again in a moment."}
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if err != nil {
		if isTimeout(err) {
			return ErrTimeout
		}
		return &lexa.Error{Code: lexa.EUpstream, Message: "Lexa could not reach Twilio. Please try again in a moment."}
	}
	if resp.StatusCode >= 300 {
		e := &apiError{status: resp.StatusCode}
		_ = json.Unmarshal(raw, e)
		return plainWords(e)
	}
	if out != nil {
		if err := json.Unmarshal(raw, out); err != nil {
			return &lexa.Error{Code: lexa.EUpstream, Message: "Twilio's answer could not be read. Please try again in a moment."}
		}
	}
	return nil
}

func isTimeout(err error) bool {
	var ne interface{ Timeout() bool }
	return errors.As(err, &ne) && ne.Timeout()
}

// plainWords turns Twilio's refusal into what an owner is told. The error keeps Twilio's
// own message (Error()) for the log, never the credentials.
func plainWords(e *apiError) error {
	switch {
	case e.status == http.StatusUnauthorized || e.status == http.StatusForbidden || e.Code == 20003:
		return wrapped{ErrBadCredentials, e}
	case e.status == http.StatusNotFound:
		return wrapped{&lexa.Error{Code: lexa.EInvalid, Message: "Twilio does not know this account SID or number. Check both in the Twilio console."}, e}
	case e.status == http.StatusTooManyRequests || e.status >= 500:
		return wrapped{&lexa.Error{Code: lexa.EUpstream, Message: "Twilio is busy or unavailable. Please try again in a moment."}, e}
	}
	msg := "Twilio refused the change"
	if e.Message != "" {
		msg += ": " + strings.TrimSuffix(e.Message, ".")
	}
	return wrapped{&lexa.Error{Code: lexa.EInvalid, Message: msg + "."}, e}
}

// wrapped is a user-facing error that also carries Twilio's answer (errors.As finds both).
type wrapped struct {
	user *lexa.Error
	api  *apiError
}

func (w wrapped) Error() string   { return w.user.Error() + " (" + w.api.Error() + ")" }
func (w wrapped) Unwrap() []error { return []error{w.user, w.api} }
