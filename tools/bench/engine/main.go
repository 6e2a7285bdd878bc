// Command engine measures the built-in AI engine on hostile input: every input of the
// adversarial corpus (package adversarial: the largest texts the API accepts, made of
// repeated separators, long runs, marker words, multibyte filler) is answered several
// times, and the slowest input of each demo is reported with its time. `make bench` runs
// it. The target (at most 20 ms per answer) is reported, never asserted: the numbers
// depend on the machine, so the bench fails only when an answer fails.
//
// Each answer's time is taken twice: on the wall clock, and as the CPU time the process
// spent on it (getrusage), which other programs on a shared machine do not inflate. An
// input's time is the median of its answers; a demo's is its slowest input's. The answers
// are given in rounds (each input once per round), so that a few seconds of a busy
// machine fall on one answer of many inputs, not on every answer of one.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"regexp"
	"runtime/pprof"
	"slices"
	"syscall"
	"time"

	"lexa/internal/ai"
	"lexa/internal/ai/adversarial"
	"lexa/internal/lexa"
)

// target is the most one answer may take on hostile input.
const target = 20 * time.Millisecond

func main() {
	runs := flag.Int("runs", 5, "answers per input; the median is the input's time")
	list := flag.Int("list", 0, "also list this many of each demo's slowest inputs")
	only := flag.String("only", "", `answer only the inputs whose "demo: shape" matches this regular expression, e.g. "Payroll.*: colons$"`)
	cpuProfile := flag.String("cpuprofile", "", "write a CPU profile of the answers to this file")
	flag.Parse()
	if err := run(*runs, *list, *only, *cpuProfile); err != nil {
		fmt.Fprintln(os.Stderr, "bench:", err)
		os.Exit(1)
	}
}

func run(runs, list int, only, cpuProfile string) error {
	filter, err := regexp.Compile(only)
	if err != nil {
		return fmt.Errorf("-only: %w", err)
	}
	if runs < 1 {
		return fmt.Errorf("-runs must be positive")
	}
	catalog, err := lexa.TestModeCatalog(func(string, lexa.BillingInterval) int { return 0 }) // the default prices
	if err != nil {
		return err
	}
	engine := ai.NewBuiltIn(catalog.Figures(), time.Now().Year()) // as a server started now
	engine.WordPause = 0
	corpora := demos(engine)
	if cpuProfile != "" {
		f, err := os.Create(cpuProfile)
		if err != nil {
			return err
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return err
		}
		defer pprof.StopCPUProfile()
	}

	fmt.Printf("Built-in engine, adversarial corpus at the API's largest sizes: median of %d answers per input, the slowest input of each demo\n\n", runs)
	fmt.Println("| Demo | Inputs | Slowest input | CPU time | Wall time | Target ≤ 20 ms |")
	fmt.Println("|---|---|---|---|---|---|")
	type entry struct {
		demo int
		in   input
		cpu  []time.Duration
		wall []time.Duration
	}
	var entries []*entry
	for i, d := range corpora {
		for _, in := range d.inputs {
			if filter.MatchString(d.name + ": " + in.shape) {
				entries = append(entries, &entry{demo: i, in: in})
			}
		}
	}
	for range runs {
		for _, e := range entries {
			cpu, wall, err := answerOnce(e.in)
			if err != nil {
				return fmt.Errorf("%s, %s: %w", corpora[e.demo].name, e.in.shape, err)
			}
			e.cpu, e.wall = append(e.cpu, cpu), append(e.wall, wall)
		}
	}
	var slowest []string
	for i, d := range corpora {
		var timed []timing
		for _, e := range entries {
			if e.demo == i {
				timed = append(timed, timing{shape: e.in.shape, cpu: median(e.cpu), wall: median(e.wall)})
			}
		}
		if len(timed) == 0 {
			continue
		}
		slices.SortStableFunc(timed, func(a, b timing) int { return int(b.cpu - a.cpu) })
		worst, verdict := timed[0], "met"
		if worst.cpu > target {
			verdict = "missed"
		}
		fmt.Printf("| %s | %d | %s | %s | %s | %s |\n", d.name, len(timed), worst.shape, ms(worst.cpu), ms(worst.wall), verdict)
		for _, t := range timed[:min(list, len(timed))] {
			slowest = append(slowest, fmt.Sprintf("%s\t%s cpu\t%s wall\t%s", d.name, ms(t.cpu), ms(t.wall), t.shape))
		}
	}
	if len(slowest) > 0 {
		fmt.Println()
	}
	for _, line := range slowest {
		fmt.Println(line)
	}
	return nil
}

// input is one corpus entry, ready to answer.
type input struct {
	shape  string
	answer func(context.Context) error
}

// timing is an input's median times.
type timing struct {
	shape     string
	cpu, wall time.Duration
}

// answerOnce answers in once and returns the CPU and wall time it took.
func answerOnce(in input) (cpu, wall time.Duration, err error) {
	cpuBefore, start := processCPU(), time.Now()
	if err := in.answer(context.Background()); err != nil {
		return 0, 0, err
	}
	return processCPU() - cpuBefore, time.Since(start), nil
}

// median is the middle of times (which it sorts).
func median(times []time.Duration) time.Duration {
	slices.Sort(times)
	return times[len(times)/2]
}

// processCPU is the CPU time the process has used, in user and system mode, all threads
// (the garbage collector's included).
func processCPU() time.Duration {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		panic(err) // cannot fail with these arguments
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}

func ms(d time.Duration) string { return fmt.Sprintf("%.2f ms", float64(d.Microseconds())/1000) }

type demo struct {
	name   string
	inputs []input
}

// demos are the five demos' corpora, each answered by the engine as the API asks it.
func demos(engine ai.Engine) []demo {
	var recruitment, payroll, callCenter, content, chat []input
	for _, r := range adversarial.Recruitments() {
		recruitment = append(recruitment, input{r.Shape, func(ctx context.Context) error {
			_, err := engine.Recruitment(ctx, r.Resume, r.JobDescription)
			return err
		}})
	}
	for _, in := range adversarial.Invoices() {
		payroll = append(payroll, input{in.Shape, func(ctx context.Context) error {
			_, err := engine.Payroll(ctx, in.Text)
			return err
		}})
	}
	for _, in := range adversarial.Leads() {
		callCenter = append(callCenter, input{in.Shape, func(ctx context.Context) error {
			_, err := engine.CallCenter(ctx, in.Text)
			return err
		}})
	}
	for _, c := range adversarial.Contents() {
		content = append(content, input{c.Shape + " on " + c.Request.Platform, func(ctx context.Context) error {
			_, err := engine.Content(ctx, c.Request)
			return err
		}})
	}
	// The receptionist plays the default sample business, at a fixed moment while it is open.
	business, _ := lexa.SampleBusiness(lexa.DefaultBusiness)
	chatAt := time.Date(2026, time.March, 10, 15, 0, 0, 0, time.UTC)
	for _, c := range adversarial.Chats() {
		chat = append(chat, input{c.Shape, func(ctx context.Context) error {
			return engine.Chat(ctx, ai.ChatCall{Business: business, At: chatAt, Messages: c.Messages}, func(string) error { return nil })
		}})
	}
	return []demo{
		{"Recruitment (resume + job)", recruitment},
		{"Payroll (invoice)", payroll},
		{"Call center (lead)", callCenter},
		{"Content (topic)", content},
		{"Voice chat (30 messages)", chat},
	}
}
