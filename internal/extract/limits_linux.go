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
	mem := uint64(l.Memory) + threadStacks()
	if !raceDetector {
		if err := syscall.Setrlimit(syscall.RLIMIT_DATA, &syscall.Rlimit{Cur: mem, Max: mem}); err != nil {
			return err
		}
	}
	cpu := uint64(l.Timeout/time.Second) + 2
	return syscall.Setrlimit(syscall.RLIMIT_CPU, &syscall.Rlimit{Cur: cpu, Max: cpu + 1})
}

// readerThreads is the most OS threads a reader runs: GOMAXPROCS of readerProcs, the
// runtime's monitor and template threads, and a few blocked in system calls (the pipes,
// waiting for Tesseract).
const readerThreads = readerProcs + 6

// threadStacks is what a reader's threads map for their stacks when glibc starts them
// (a cgo build): RLIMIT_DATA counts those mappings although they hold no document, and
// a reader near its limit would otherwise fail to start a thread, intermittently, and
// be reported as a file that needs too much memory. Nothing without cgo.
func threadStacks() uint64 {
	if !cgoThreads {
		return 0
	}
	var stack syscall.Rlimit
	size := uint64(8 << 20)
	if syscall.Getrlimit(syscall.RLIMIT_STACK, &stack) == nil && stack.Cur > 0 && stack.Cur < 64<<20 {
		size = stack.Cur
	}
	return readerThreads * size
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
