// Command twiliostand serves the recording stand-in for Twilio's REST API
// (internal/twilio/twiliotest) as a process of its own, for the end-to-end tests: the
// browser connects a number through Lexa, and Lexa checks it against this. It puts the
// numbers given on one account, prints "listening URL" on its first line, and serves
// until it is stopped.
package main

import (
	"flag"
	"fmt"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"lexa/internal/twilio/twiliotest"
)

// untilExit is the stand-in's owner: the process, which closes it by exiting.
type untilExit struct{}

func (untilExit) Cleanup(func()) {}

func main() {
	account := flag.String("account", "AC0123456789abcdef0123456789abcdef", "the account's SID")
	token := flag.String("token", "0123456789abcdef0123456789abcdef", "the account's auth token")
	numbers := flag.String("numbers", "+15550102030", "the account's numbers, comma-separated, in E.164")
	flag.Parse()
	stand := twiliotest.New(untilExit{})
	for _, n := range strings.Split(*numbers, ",") {
		stand.AddNumber(*account, *token, strings.TrimSpace(n))
	}
	fmt.Println("listening", stand.URL)
	stop := make(chan os.Signal, 1)
	signal.Notify(stop, syscall.SIGTERM, os.Interrupt)
	<-stop
	stand.Close()
}
