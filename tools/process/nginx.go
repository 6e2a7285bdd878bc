package process

import (
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"time"
)

const (
	nginxStartTimeout = 10 * time.Second
	nginxStopTimeout  = 10 * time.Second
)

// Nginx is an nginx master process run with a configuration of its own by a bench or a
// test harness: every file it writes (pid, logs, temporary files) is in its directory,
// and `daemon off` in the configuration keeps the master our child; nothing touches the
// system's nginx.
type Nginx struct {
	cmd  *exec.Cmd
	done chan struct{} // closed when the master has exited
	err  error         // its exit, valid after done
	// Log is the error log, where nginx also writes what it says before opening it.
	Log string
}

// FindNginx resolves the nginx binary: as given, on PATH, or Debian's /usr/sbin/nginx
// (a normal user's PATH often lacks /usr/sbin).
func FindNginx(bin string) (string, error) {
	if bin != "" {
		return exec.LookPath(bin)
	}
	if p, err := exec.LookPath("nginx"); err == nil {
		return p, nil
	}
	if _, err := os.Stat("/usr/sbin/nginx"); err == nil {
		return "/usr/sbin/nginx", nil
	}
	return "", errors.New("nginx is not installed (make nginx installs Debian's)")
}

// StartNginx writes conf to dir/nginx.conf and runs nginx with it until it accepts
// connections on listen. The configuration must say `daemon off` and log errors to
// dir/error.log.
func StartNginx(ctx context.Context, bin, dir, conf, listen string) (*Nginx, error) {
	confPath := filepath.Join(dir, "nginx.conf")
	if err := os.WriteFile(confPath, []byte(conf), 0o644); err != nil {
		return nil, err
	}
	n := &Nginx{done: make(chan struct{}), Log: filepath.Join(dir, "error.log")}
	stderr, err := os.OpenFile(n.Log, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return nil, err
	}
	defer stderr.Close() // the child holds its own copy
	n.cmd = exec.Command(bin, "-p", dir, "-c", confPath, "-e", n.Log)
	n.cmd.Stdout, n.cmd.Stderr = stderr, stderr
	// A group of its own, so the workers can be killed with the master; and the master
	// dies with us if we die first.
	n.cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
	if err := n.cmd.Start(); err != nil {
		return nil, fmt.Errorf("start nginx: %w", err)
	}
	go func() {
		n.err = n.cmd.Wait()
		close(n.done)
	}()

	deadline := time.Now().Add(nginxStartTimeout)
	for {
		conn, err := net.DialTimeout("tcp", listen, 200*time.Millisecond)
		if err == nil {
			conn.Close()
			return n, nil
		}
		var failure error
		select {
		case <-n.done:
			failure = fmt.Errorf("nginx exited before listening (%v)", n.err)
		case <-ctx.Done():
			failure = ctx.Err()
		case <-time.After(20 * time.Millisecond):
			if time.Now().After(deadline) {
				failure = fmt.Errorf("nginx did not listen on %s within %v", listen, nginxStartTimeout)
			}
		}
		if failure != nil {
			log, _ := os.ReadFile(n.Log)
			return nil, errors.Join(fmt.Errorf("%w; its error log:\n%s", failure, log), n.Stop())
		}
	}
}

// Stop asks for nginx's fast shutdown (SIGTERM) and kills the whole process group if
// even that takes too long. Not the graceful SIGQUIT: that waits for every client
// connection, including ones an HTTP client opened and left unused, up to a minute. An
// earlier exit of nginx's own is reported.
func (n *Nginx) Stop() error {
	select {
	case <-n.done:
		if n.err != nil {
			return fmt.Errorf("nginx had exited: %w", n.err)
		}
		return nil
	default:
	}
	_ = n.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-n.done:
		if n.err != nil {
			return fmt.Errorf("nginx: %w", n.err)
		}
		return nil
	case <-time.After(nginxStopTimeout):
		_ = syscall.Kill(-n.cmd.Process.Pid, syscall.SIGKILL)
		<-n.done
		return fmt.Errorf("nginx did not quit within %v and was killed", nginxStopTimeout)
	}
}
