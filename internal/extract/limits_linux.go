package extract

import (
	"os/exec"
	"syscall"
	"time"
)

// limitSelf puts the reader's limits on its own process. RLIMIT_DATA bounds what the
// process maps for data (the Go heap and anything a parser allocates); RLIMIT_AS would
// count the address space the Go runtime reserves up front and refuse a small program.
// RLIMIT_CPU stops a reader that spins even if its parent is gone.
func limitSelf(l Limits) error {
	mem := uint64(l.Memory)
	if !raceDetector {
		if err := syscall.Setrlimit(syscall.RLIMIT_DATA, &syscall.Rlimit{Cur: mem, Max: mem}); err != nil {
			return err
		}
	}
	cpu := uint64(l.Timeout/time.Second) + 2
	return syscall.Setrlimit(syscall.RLIMIT_CPU, &syscall.Rlimit{Cur: cpu, Max: cpu + 1})
}

// isolate makes the child die with its parent (a server killed mid-read leaves no reader
// behind) and puts it in a process group of its own, so that a kill reaches whatever
// it started.
func isolate(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL, Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
}

// dieWithParent kills Tesseract with the reader that started it, however the reader
// ends (the reader's own process group is killed at its deadline as well).
func dieWithParent(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
}
