package app

import (
	"io"
	"net"
	"net/url"
	"sync"
	"testing"
	"time"
)

// pgProxy stands between lexa and PostgreSQL so a test can cut the database off (every
// connection dropped, new ones refused, as when PostgreSQL restarts or its host goes) or
// stall it (new connections taken but never answered), and bring it back, without
// touching the server other tests share.
type pgProxy struct {
	t       *testing.T
	target  string
	addr    string
	mu      sync.Mutex
	ln      net.Listener // nil while cut
	stalled bool
	conns   map[net.Conn]bool
	wg      sync.WaitGroup
}

// startPGProxy forwards a local port to the PostgreSQL that dbURL names.
func startPGProxy(t *testing.T, dbURL string) *pgProxy {
	u, err := url.Parse(dbURL)
	if err != nil {
		t.Fatal(err)
	}
	target := u.Host
	if u.Port() == "" {
		target = net.JoinHostPort(u.Hostname(), "5432")
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &pgProxy{t: t, target: target, addr: ln.Addr().String(), conns: map[net.Conn]bool{}}
	p.serve(ln)
	t.Cleanup(func() {
		p.cut()
		p.wg.Wait()
	})
	return p
}

// url is dbURL with its host replaced by the proxy's address.
func (p *pgProxy) url(t *testing.T, dbURL string) string {
	u, err := url.Parse(dbURL)
	if err != nil {
		t.Fatal(err)
	}
	u.Host = p.addr
	return u.String()
}

func (p *pgProxy) serve(ln net.Listener) {
	p.mu.Lock()
	p.ln = ln
	p.mu.Unlock()
	p.wg.Go(func() {
		for {
			client, err := ln.Accept()
			if err != nil {
				return // closed by cut
			}
			p.wg.Go(func() { p.pipe(client) })
		}
	})
}

// pipe copies bytes both ways until either side closes or the proxy is cut; while the
// proxy is stalled it holds the connection open and copies nothing.
func (p *pgProxy) pipe(client net.Conn) {
	p.mu.Lock()
	if p.stalled {
		p.conns[client] = true
		p.mu.Unlock()
		return // closed by the next cut, stall or restore
	}
	p.mu.Unlock()
	server, err := net.DialTimeout("tcp", p.target, 5*time.Second)
	if err != nil {
		client.Close()
		return
	}
	p.mu.Lock()
	if p.ln == nil || p.stalled { // cut or stalled while dialling
		p.mu.Unlock()
		client.Close()
		server.Close()
		return
	}
	p.conns[client], p.conns[server] = true, true
	p.mu.Unlock()
	done := make(chan struct{}, 2)
	go func() { _, _ = io.Copy(server, client); done <- struct{}{} }()
	go func() { _, _ = io.Copy(client, server); done <- struct{}{} }()
	<-done
	client.Close()
	server.Close()
	<-done
	p.mu.Lock()
	delete(p.conns, client)
	delete(p.conns, server)
	p.mu.Unlock()
}

// cut drops every connection and refuses new ones.
func (p *pgProxy) cut() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.ln != nil {
		p.ln.Close()
		p.ln = nil
	}
	p.dropAll()
}

// stall drops every connection and takes new ones without ever answering them.
func (p *pgProxy) stall() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.stalled = true
	p.dropAll()
}

// dropAll closes every connection; p.mu is held.
func (p *pgProxy) dropAll() {
	for c := range p.conns {
		c.Close()
		delete(p.conns, c)
	}
}

// restore forwards connections again on the same address.
func (p *pgProxy) restore() {
	p.mu.Lock()
	stalled, listening := p.stalled, p.ln != nil
	p.stalled = false
	if stalled {
		p.dropAll()
	}
	p.mu.Unlock()
	if listening {
		return
	}
	ln, err := net.Listen("tcp", p.addr)
	if err != nil {
		p.t.Fatalf("reopen the proxy: %v", err)
	}
	p.serve(ln)
}
