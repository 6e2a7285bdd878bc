package auth

import (
	"context"
	"crypto/subtle"
	"errors"
	"fmt"
	"net/http"
	"sync"
	"time"

	"github.com/coreos/go-oidc/v3/oidc"
	"golang.org/x/oauth2"

	"lexa/internal/lexa"
)

// GoogleConfig is what Google sign-in needs; Issuer is an OpenID Connect issuer
// (https://accounts.google.com, or a test provider).
type GoogleConfig struct {
	Issuer, ClientID, ClientSecret, RedirectURL string
}

// Google signs users in with OpenID Connect's authorization code flow, with PKCE and a
// nonce. The provider's discovery document is read on first use, not at start-up, so a
// provider that is briefly unreachable does not stop the site; a failed read is retried
// by the next sign-in.
type Google struct {
	cfg    GoogleConfig
	client *http.Client

	mu       sync.Mutex
	oauth    *oauth2.Config
	verifier *oidc.IDTokenVerifier
}

// NewGoogle returns a client for cfg.
func NewGoogle(cfg GoogleConfig) *Google {
	return &Google{cfg: cfg, client: &http.Client{Timeout: 10 * time.Second}}
}

// ErrNonceMismatch means the ID token was not issued for this sign-in attempt.
var ErrNonceMismatch = errors.New("id token nonce does not match")

func (g *Google) discover(ctx context.Context) (*oauth2.Config, *oidc.IDTokenVerifier, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.oauth != nil {
		return g.oauth, g.verifier, nil
	}
	provider, err := oidc.NewProvider(oidc.ClientContext(ctx, g.client), g.cfg.Issuer)
	if err != nil {
		return nil, nil, fmt.Errorf("discover %s: %w", g.cfg.Issuer, err)
	}
	g.oauth = &oauth2.Config{
		ClientID: g.cfg.ClientID, ClientSecret: g.cfg.ClientSecret, RedirectURL: g.cfg.RedirectURL,
		Endpoint: provider.Endpoint(), Scopes: []string{oidc.ScopeOpenID, "email", "profile"},
	}
	// The verifier checks the signature against the provider's keys, the issuer, the
	// audience (our client id) and the expiry.
	g.verifier = provider.Verifier(&oidc.Config{ClientID: g.cfg.ClientID})
	return g.oauth, g.verifier, nil
}

// AuthURL is where the browser goes to sign in. verifier is the PKCE secret that
// Identify must present; state and nonce tie the answer to this attempt.
func (g *Google) AuthURL(ctx context.Context, state, nonce, verifier string) (string, error) {
	conf, _, err := g.discover(ctx)
	if err != nil {
		return "", err
	}
	return conf.AuthCodeURL(state, oidc.Nonce(nonce), oauth2.S256ChallengeOption(verifier),
		oauth2.SetAuthURLParam("prompt", "select_account")), nil
}

// NewVerifier returns a fresh PKCE verifier.
func NewVerifier() string { return oauth2.GenerateVerifier() }

// idClaims are the ID token claims Lexa reads.
type idClaims struct {
	Email         string `json:"email"`
	EmailVerified bool   `json:"email_verified"`
	Name          string `json:"name"`
	Picture       string `json:"picture"`
}

// Identify exchanges the code for tokens and returns who signed in, after verifying the
// ID token and that it carries this attempt's nonce.
func (g *Google) Identify(ctx context.Context, code, verifier, nonce string) (lexa.GoogleIdentity, error) {
	conf, idVerifier, err := g.discover(ctx)
	if err != nil {
		return lexa.GoogleIdentity{}, err
	}
	ctx = oidc.ClientContext(ctx, g.client)
	token, err := conf.Exchange(ctx, code, oauth2.VerifierOption(verifier))
	if err != nil {
		return lexa.GoogleIdentity{}, fmt.Errorf("exchange code: %w", err)
	}
	raw, ok := token.Extra("id_token").(string)
	if !ok {
		return lexa.GoogleIdentity{}, errors.New("no id_token in the token response")
	}
	idToken, err := idVerifier.Verify(ctx, raw)
	if err != nil {
		return lexa.GoogleIdentity{}, fmt.Errorf("verify id token: %w", err)
	}
	if subtle.ConstantTimeCompare([]byte(idToken.Nonce), []byte(nonce)) != 1 {
		return lexa.GoogleIdentity{}, ErrNonceMismatch
	}
	var c idClaims
	if err := idToken.Claims(&c); err != nil {
		return lexa.GoogleIdentity{}, fmt.Errorf("read id token claims: %w", err)
	}
	return lexa.GoogleIdentity{
		Subject: idToken.Subject, Email: c.Email, EmailVerified: c.EmailVerified, Name: c.Name, Picture: c.Picture,
	}, nil
}
