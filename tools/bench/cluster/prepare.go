package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"github.com/emersion/go-smtp"
	"lexa/internal/auth"
	"lexa/internal/lexa"
	"lexa/internal/store"
)

// user is one prepared customer, as load.js reads it: a verified account with a password,
// a session of its own, and an active service with an API key.
type user struct {
	Email    string `json:"email"`
	Password string `json:"password"`
	Session  string `json:"session"`
	Key      string `json:"key"`
	Service  string `json:"service"`
}

const userPassword = "load bench password"

// prepareUsers stores n verified accounts straight into the cluster's schema (one
// argon2id hash for all: hashing is the slow part and not what the bench measures), then
// signs each in through nginx and makes its service and key through the API, as a
// customer would.
func prepareUsers(ctx context.Context, dbURL, base string, n int) ([]user, error) {
	db, err := store.Open(ctx, dbURL, lexa.SystemClock{})
	if err != nil {
		return nil, err
	}
	defer db.Close()
	hash, err := auth.NewHasher().Hash(ctx, userPassword)
	if err != nil {
		return nil, err
	}
	users := make([]user, n)
	for i := range users {
		now := time.Now().UTC()
		users[i] = user{Email: fmt.Sprintf("customer%03d@load.example.com", i), Password: userPassword}
		u := lexa.User{ID: lexa.NewID(), Email: users[i].Email, PasswordHash: hash, Provider: "email", EmailVerifiedAt: &now, CreatedAt: now}
		if err := db.CreateUser(ctx, u, lexa.Profile{FullName: fmt.Sprintf("Customer %d", i)}, nil, nil, nil); err != nil {
			return nil, fmt.Errorf("create user %d: %w", i, err)
		}
	}
	// Four at a time: sign-in is argon2id, and the machine has few CPUs.
	errs := make([]error, n)
	sem := make(chan struct{}, 4)
	var wg sync.WaitGroup
	for i := range users {
		wg.Go(func() {
			sem <- struct{}{}
			defer func() { <-sem }()
			c := &apiClient{base: base, ip: fmt.Sprintf("192.0.2.%d", 1+i%250)}
			if err := c.setUp(ctx, &users[i], i); err != nil {
				errs[i] = fmt.Errorf("set up %s: %w", users[i].Email, err)
			}
		})
	}
	wg.Wait()
	return users, errors.Join(errs...)
}

// apiClient calls the API through nginx from one client address.
type apiClient struct {
	base, ip, cookie string
}

func (c *apiClient) setUp(ctx context.Context, u *user, i int) error {
	res, body, err := c.call(ctx, "POST", "/api/auth/signin", map[string]string{"email": u.Email, "password": u.Password})
	if err != nil {
		return err
	}
	for _, ck := range res.Cookies() {
		if ck.Name == "lexa_session" {
			u.Session = ck.Value
		}
	}
	if res.StatusCode != http.StatusOK || u.Session == "" {
		return fmt.Errorf("sign-in: %d %s", res.StatusCode, body)
	}
	c.cookie = "lexa_session=" + u.Session
	var created struct{ Service struct{ ID string } }
	if err := c.want(ctx, http.StatusCreated, &created, "POST", "/api/services", map[string]string{
		"service_type": string(lexa.ServiceTypes[i%len(lexa.ServiceTypes)]), "service_name": fmt.Sprintf("Load service %d", i)}); err != nil {
		return err
	}
	u.Service = created.Service.ID
	if err := c.want(ctx, http.StatusOK, nil, "PATCH", "/api/services/"+u.Service, map[string]string{"status": "active"}); err != nil {
		return err
	}
	var key struct{ Secret string }
	if err := c.want(ctx, http.StatusCreated, &key, "POST", "/api/services/"+u.Service+"/keys", nil); err != nil {
		return err
	}
	u.Key = key.Secret
	return nil
}

// want calls and decodes the answer into out (when not nil), failing on another status.
func (c *apiClient) want(ctx context.Context, status int, out any, method, path string, body any) error {
	res, data, err := c.call(ctx, method, path, body)
	if err != nil {
		return err
	}
	if res.StatusCode != status {
		return fmt.Errorf("%s %s: %d, want %d: %s", method, path, res.StatusCode, status, data)
	}
	if out != nil {
		return json.Unmarshal(data, out)
	}
	return nil
}

func (c *apiClient) call(ctx context.Context, method, path string, body any) (*http.Response, []byte, error) {
	var r io.Reader
	if body != nil {
		raw, err := json.Marshal(body)
		if err != nil {
			return nil, nil, err
		}
		r = bytes.NewReader(raw)
	}
	req, err := http.NewRequestWithContext(ctx, method, c.base+path, r)
	if err != nil {
		return nil, nil, err
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	req.Header.Set("X-Forwarded-For", c.ip)
	if c.cookie != "" {
		req.Header.Set("Cookie", c.cookie)
	}
	res, err := httpClient.Do(req)
	if err != nil {
		return nil, nil, err
	}
	defer res.Body.Close()
	data, err := io.ReadAll(res.Body)
	return res, data, err
}

var httpClient = &http.Client{Timeout: 30 * time.Second}

// mailSink is the SMTP server every instance sends to. It counts and forgets: the bench
// checks that mail flows, not what it says (the cluster test reads messages).
type mailSink struct {
	Addr     string
	server   *smtp.Server
	messages atomic.Int64
}

func startMailSink() (*mailSink, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	m := &mailSink{Addr: ln.Addr().String()}
	m.server = smtp.NewServer(m)
	m.server.Domain = "mx.load.test"
	m.server.ReadTimeout, m.server.WriteTimeout = 30*time.Second, 30*time.Second
	go m.server.Serve(ln) //nolint:errcheck // ends with Close
	return m, nil
}

func (m *mailSink) Close() error { return m.server.Close() }

// Messages is how many messages were accepted.
func (m *mailSink) Messages() int64 { return m.messages.Load() }

// NewSession implements smtp.Backend.
func (m *mailSink) NewSession(*smtp.Conn) (smtp.Session, error) { return &sinkSession{sink: m}, nil }

type sinkSession struct{ sink *mailSink }

func (s *sinkSession) Mail(string, *smtp.MailOptions) error { return nil }
func (s *sinkSession) Rcpt(string, *smtp.RcptOptions) error { return nil }
func (s *sinkSession) Reset()                               {}
func (s *sinkSession) Logout() error                        { return nil }

func (s *sinkSession) Data(r io.Reader) error {
	if _, err := io.Copy(io.Discard, r); err != nil {
		return err
	}
	s.sink.messages.Add(1)
	return nil
}
