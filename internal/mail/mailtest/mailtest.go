// Package mailtest is a real SMTP server for tests (emersion/go-smtp, in the test
// process) that keeps every message it accepts, and a reader that takes messages apart
// the way a mail client would. Tests of any package that sends mail use it.
package mailtest

import (
	"bytes"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/base64"
	"errors"
	"io"
	"log"
	"math/big"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	"net"
	"net/mail"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"
)

// Received is one message as the server got it.
type Received struct {
	From    string
	To      []string
	Data    []byte
	TLS     bool   // the session was encrypted when the message came in
	AuthAs  string // the user that authenticated, if any
	Session int
}

// Server accepts mail on 127.0.0.1 and records it.
type Server struct {
	Addr string

	mu       sync.Mutex
	messages []Received
	sessions int
	server   *smtp.Server
	listener net.Listener
	user     string
	pass     string
	hold     chan struct{}
	entered  chan struct{}
}

// Options chooses how the server speaks.
type Options struct {
	Addr         string      // listen here (to come back on a known port); default a free port
	TLS          *tls.Config // with implicit: TLS from the first byte; else offered as STARTTLS
	Implicit     bool
	User, Pass   string // require AUTH PLAIN with these
	InsecureAuth bool   // offer AUTH PLAIN without TLS (a badly configured server)
	// hold, when set, makes DATA wait until it is closed; entered is told each time a
	// message is waiting.
	Hold, Entered chan struct{}
}

func Start(t testing.TB, o Options) *Server {
	t.Helper()
	s := &Server{user: o.User, pass: o.Pass, hold: o.Hold, entered: o.Entered}
	srv := smtp.NewServer(s)
	srv.Domain = "mx.test"
	srv.AllowInsecureAuth = o.InsecureAuth
	srv.ReadTimeout = 30 * time.Second
	srv.WriteTimeout = 30 * time.Second
	srv.MaxMessageBytes = 10 << 20
	// Refused handshakes are part of some tests; keep them out of the output.
	srv.ErrorLog = log.New(io.Discard, "", 0)
	srv.TLSConfig = o.TLS
	addr := o.Addr
	if addr == "" {
		addr = "127.0.0.1:0"
	}
	var ln net.Listener
	var err error
	// A port given back by an earlier server can take a moment to be free again.
	for deadline := time.Now().Add(10 * time.Second); ; {
		ln, err = net.Listen("tcp", addr)
		if err == nil || time.Now().After(deadline) {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	if err != nil {
		t.Fatalf("smtp listen: %v", err)
	}
	if o.Implicit {
		ln = tls.NewListener(ln, o.TLS)
	}
	s.Addr = ln.Addr().String()
	s.server = srv
	s.listener = ln
	go srv.Serve(ln)
	t.Cleanup(s.Close)
	return s
}

// Close stops the server; connections are refused from then on. The listener is closed
// here too: go-smtp only closes listeners its Serve has already registered.
func (s *Server) Close() {
	s.server.Close()
	s.listener.Close()
}

// Messages returns what has been accepted so far.
func (s *Server) Messages() []Received {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Received(nil), s.messages...)
}

// NewSession implements smtp.Backend.
func (s *Server) NewSession(c *smtp.Conn) (smtp.Session, error) {
	s.mu.Lock()
	s.sessions++
	n := s.sessions
	s.mu.Unlock()
	return &smtpSession{server: s, conn: c, n: n}, nil
}

type smtpSession struct {
	server *Server
	conn   *smtp.Conn
	n      int
	authAs string
	from   string
	to     []string
}

func (ss *smtpSession) AuthMechanisms() []string {
	if ss.server.user == "" {
		return nil
	}
	return []string{sasl.Plain}
}

func (ss *smtpSession) Auth(mech string) (sasl.Server, error) {
	return sasl.NewPlainServer(func(identity, username, password string) error {
		if username != ss.server.user || password != ss.server.pass {
			return errors.New("invalid credentials")
		}
		ss.authAs = username
		return nil
	}), nil
}

func (ss *smtpSession) Mail(from string, _ *smtp.MailOptions) error {
	if ss.server.user != "" && ss.authAs == "" {
		return &smtp.SMTPError{Code: 530, EnhancedCode: smtp.EnhancedCode{5, 7, 0}, Message: "Authentication required"}
	}
	ss.from = from
	return nil
}

func (ss *smtpSession) Rcpt(to string, _ *smtp.RcptOptions) error {
	ss.to = append(ss.to, to)
	return nil
}

func (ss *smtpSession) Data(r io.Reader) error {
	data, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	if ss.server.hold != nil {
		ss.server.entered <- struct{}{}
		<-ss.server.hold
	}
	_, isTLS := ss.conn.TLSConnectionState()
	ss.server.mu.Lock()
	defer ss.server.mu.Unlock()
	ss.server.messages = append(ss.server.messages, Received{
		From: ss.from, To: ss.to, Data: data, TLS: isTLS, AuthAs: ss.authAs, Session: ss.n,
	})
	return nil
}

func (ss *smtpSession) Reset()        { ss.from, ss.to = "", nil }
func (ss *smtpSession) Logout() error { return nil }

// SelfSignedTLS returns a server configuration for 127.0.0.1 and a client configuration
// that trusts it.
func SelfSignedTLS(t testing.TB) (server, client *tls.Config) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1),
		Subject:      pkix.Name{CommonName: "127.0.0.1"},
		IPAddresses:  []net.IP{net.ParseIP("127.0.0.1")},
		NotBefore:    time.Now().Add(-time.Hour),
		NotAfter:     time.Now().Add(time.Hour),
		KeyUsage:     x509.KeyUsageDigitalSignature | x509.KeyUsageCertSign,
		ExtKeyUsage:  []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		IsCA:         true, BasicConstraintsValid: true,
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	cert, err := x509.ParseCertificate(der)
	if err != nil {
		t.Fatal(err)
	}
	pool := x509.NewCertPool()
	pool.AddCert(cert)
	server = &tls.Config{Certificates: []tls.Certificate{{Certificate: [][]byte{der}, PrivateKey: key}}}
	return server, &tls.Config{RootCAs: pool}
}

// Mail is a message taken apart: headers, the two bodies, the attachments.
type Mail struct {
	Header      mail.Header
	Subject     string
	Text, HTML  string
	Attachments []Attachment
}

type Attachment struct {
	ContentType string // the header as sent
	MediaType   string
	Params      map[string]string
	Filename    string
	Data        []byte
}

func Parse(t testing.TB, raw []byte) Mail {
	t.Helper()
	msg, err := mail.ReadMessage(bytes.NewReader(raw))
	if err != nil {
		t.Fatalf("read message: %v\n%s", err, raw)
	}
	subject, err := new(mime.WordDecoder).DecodeHeader(msg.Header.Get("Subject"))
	if err != nil {
		t.Fatalf("subject: %v", err)
	}
	p := Mail{Header: msg.Header, Subject: subject}
	walkPart(t, &p, msg.Header.Get("Content-Type"), msg.Header.Get("Content-Transfer-Encoding"),
		msg.Header.Get("Content-Disposition"), msg.Body)
	return p
}

func walkPart(t testing.TB, p *Mail, contentType, encoding, disposition string, body io.Reader) {
	t.Helper()
	mediaType, params, err := mime.ParseMediaType(contentType)
	if err != nil {
		t.Fatalf("content type %q: %v", contentType, err)
	}
	if strings.HasPrefix(mediaType, "multipart/") {
		mr := multipart.NewReader(body, params["boundary"])
		for {
			part, err := mr.NextRawPart()
			if err == io.EOF {
				return
			}
			if err != nil {
				t.Fatalf("multipart: %v", err)
			}
			walkPart(t, p, part.Header.Get("Content-Type"), part.Header.Get("Content-Transfer-Encoding"),
				part.Header.Get("Content-Disposition"), part)
		}
	}
	switch strings.ToLower(encoding) {
	case "base64":
		body = base64.NewDecoder(base64.StdEncoding, body)
	case "quoted-printable":
		body = quotedprintable.NewReader(body)
	}
	data, err := io.ReadAll(body)
	if err != nil {
		t.Fatalf("read %s part: %v", mediaType, err)
	}
	if strings.HasPrefix(disposition, "attachment") {
		_, dparams, _ := mime.ParseMediaType(disposition)
		p.Attachments = append(p.Attachments, Attachment{
			ContentType: contentType, MediaType: mediaType, Params: params, Filename: dparams["filename"], Data: data,
		})
		return
	}
	switch mediaType {
	case "text/plain":
		p.Text = string(data)
	case "text/html":
		p.HTML = string(data)
	default:
		t.Errorf("unexpected inline part %s", mediaType)
	}
}
