//go:build !linux

package store

import (
	"syscall"
	"time"
)

// setUserTimeout does nothing where TCP_USER_TIMEOUT does not exist; keep-alive probes
// still find a dead peer under an idle connection.
func setUserTimeout(time.Duration) func(network, address string, c syscall.RawConn) error {
	return nil
}
