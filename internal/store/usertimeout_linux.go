package store

import (
	"strings"
	"syscall"
	"time"
)

// tcpUserTimeout is TCP_USER_TIMEOUT from <linux/tcp.h>, the same on every Linux
// architecture; the syscall package names it only on some.
const tcpUserTimeout = 0x12

// setUserTimeout returns a dialer Control that sets TCP_USER_TIMEOUT on TCP sockets
// (a Unix socket to a local PostgreSQL has no network to lose).
func setUserTimeout(d time.Duration) func(network, address string, c syscall.RawConn) error {
	return func(network, _ string, c syscall.RawConn) error {
		if !strings.HasPrefix(network, "tcp") {
			return nil
		}
		var sockErr error
		err := c.Control(func(fd uintptr) {
			sockErr = syscall.SetsockoptInt(int(fd), syscall.IPPROTO_TCP, tcpUserTimeout, int(d.Milliseconds()))
		})
		if err != nil {
			return err
		}
		return sockErr
	}
}
