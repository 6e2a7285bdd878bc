package app

import (
	"flag"
	"maps"
	"slices"
	"strings"
	"testing"
)

// raceTests are the tests where the server's goroutines meet: concurrent requests on one
// row or limit, streams and cancelled calls, the background workers beside requests, and
// start-up, shutdown and outages. Under the race detector (`go test -race`, as make test
// runs it) the package runs these only; every test runs without it in make test's first
// pass. The detector made each test 5 times slower and found its races where goroutines
// meet, so the whole package under it was CI's long pole (decision 0062). A new test that
// starts goroutines of its own, or waits on a worker, belongs here.
var raceTests = map[string]string{
	// Concurrent requests on one row, one limit or one event.
	"TestTwentyConcurrentBookingsOfOneSlot":          "20 racing bookings of one slot",
	"TestAppointmentMovesRace":                       "racing moves of appointments",
	"TestAppointmentBookAPI":                         "concurrent bookings in the book",
	"TestAtMostFourUploadsAtOnce":                    "concurrent uploads against a limit",
	"TestSlowDocumentHoldsUpNoOtherAccount":          "the document reader's pool under two accounts",
	"TestRateLimitSharedByInstances":                 "one limit across instances",
	"TestContactRateLimit":                           "the limiter under parallel requests",
	"TestWebhookRedeliveredTenTimesChangesOnce":      "a webhook delivered in parallel",
	"TestTwoInstancesApplyAnEventOnce":               "one event on two instances",
	"TestWeeklySummarySentOnceAcrossTwoInstances":    "one mail job on two instances",
	"TestDailyCallSummarySentOnceAcrossTwoInstances": "one daily call summary on two instances",
	"TestPhoneCallBooksOnceAndIsLoggedOnce":          "Twilio's retried webhooks and the text job",
	"TestPhoneConnectErrorsAndFlood":                 "a webhook flood against the limiter",
	// Streams, cancellation and deadlines.
	"TestLiveUpdates":                         "live streams beside writes",
	"TestLiveUpdatesAcrossInstances":          "live events across instances",
	"TestLiveStreamsDoNotHoldUpShutdown":      "streams at shutdown",
	"TestVoiceChatRelaysTheStreamInOrder":     "a model's stream relayed",
	"TestClientDisconnectCancelsTheModelCall": "a cancelled model call",
	"TestBuiltInEngineKeepsToAITimeout":       "the engine under a deadline",
	// Background workers beside requests: mail outbox, document queue, retention.
	"TestBookingSurvivesMailOutage":                         "the outbox retrying",
	"TestUpstreamDownSMTPKeepsTheSiteAnsweringAndMailWaits": "the outbox while SMTP is down",
	"TestInvoiceWorkspace":                                  "the document queue",
	"TestConversationBooksInTheBook":                        "a booking and its mail",
	"TestAppPrunesOldRowsAndCountsThem":                     "the retention worker",
	"TestLogBufferWritesLinesTogetherAndLosesNone":          "concurrent log writers",
	// Start-up, shutdown and outages.
	"TestSigtermLetsInFlightRequestsFinish":                 "shutdown with a request in flight",
	"TestBackupWhileServingAndRestoreIntoANewDataDirectory": "a backup beside writes",
	"TestOutagePostgresAnswers503AndRecovers":               "the pool through an outage",
}

// raceRunPattern is the -run pattern of the race pass.
func raceRunPattern() string {
	return "^(" + strings.Join(slices.Sorted(maps.Keys(raceTests)), "|") + ")$"
}

// limitRaceRun makes a race-built test binary run raceTests only, unless -run names tests.
func limitRaceRun() {
	if !raceDetector {
		return
	}
	flag.Parse()
	if run := flag.Lookup("test.run"); run != nil && run.Value.String() == "" {
		_ = run.Value.Set(raceRunPattern())
	}
}

func TestRaceTestsExist(t *testing.T) {
	t.Parallel()
	found := map[string]bool{}
	for _, fn := range packageTests(t) {
		found[fn.Name.Name] = true
	}
	for name := range raceTests {
		if !found[name] {
			t.Errorf("raceTests names %s, which is no test of this package", name)
		}
	}
}
