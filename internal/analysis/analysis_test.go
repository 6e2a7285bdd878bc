package analysis_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"lexa/internal/ai"
	"lexa/internal/ai/demotest"
	"lexa/internal/ai/resume"
	"lexa/internal/analysis"
	"lexa/internal/extract"
	"lexa/internal/extract/extracttest"
	"lexa/internal/lexa"
	"lexa/internal/queue"
	"lexa/internal/store"
	"lexa/internal/store/storetest"
)

var quiet = slog.New(slog.NewTextHandler(io.Discard, nil))

// fixture is an Enterprise customer with an active recruitment service and one job.
type fixture struct {
	db      *store.DB
	clock   *storetest.Clock
	user    lexa.User
	service lexa.Service
	opening lexa.Opening
}

func newFixture(t *testing.T, b storetest.Backend) *fixture {
	t.Helper()
	ctx := context.Background()
	db, clock := storetest.New(t, b)
	u := lexa.User{ID: lexa.NewID(), Email: "hr@example.com", PasswordHash: "$argon2id$x", Provider: "email", CreatedAt: clock.Now()}
	if err := db.CreateUser(ctx, u, lexa.Profile{FullName: "H R"}, nil, nil, nil); err != nil {
		t.Fatal(err)
	}
	if err := db.ExecForTest(ctx, `UPDATE profiles SET subscription_tier = 'enterprise', subscription_status = 'active' WHERE id = ?`, u.ID); err != nil {
		t.Fatal(err)
	}
	s, err := db.CreateService(ctx, u.ID, lexa.ServiceInput{Type: "recruitment", Name: "Hiring"})
	if err != nil {
		t.Fatal(err)
	}
	active := lexa.ServiceActive
	if s, err = db.UpdateService(ctx, u.ID, s.ID, lexa.ServiceUpdate{Status: &active}); err != nil {
		t.Fatal(err)
	}
	o, err := db.CreateOpening(ctx, u.ID, s.ID, lexa.Opening{Title: extracttest.JobTitle, Description: extracttest.JobDescription,
		MustHave: extracttest.JobMustHave, NiceToHave: extracttest.JobNiceToHave})
	if err != nil {
		t.Fatal(err)
	}
	return &fixture{db: db, clock: clock, user: u, service: s, opening: o}
}

func (f *fixture) analyzer(engine analysis.Engine) *analysis.Analyzer {
	return analysis.New(analysis.Deps{Store: f.db, ExtractText: extract.Text, ErrNoText: extract.ErrNoText, Engine: engine, Clock: f.clock})
}

func builtIn() analysis.Engine {
	return ai.GuardBuiltIn(ai.NewBuiltIn(demotest.Figures(nil), 2026), 4, time.Minute, quiet)
}

func (f *fixture) worker(owner string, a *analysis.Analyzer) *queue.Jobs {
	w := queue.NewJobs(f.db, quiet, f.clock, queue.WithOwner(owner), queue.WithLease(time.Minute))
	w.Register(lexa.JobAnalyzeDocument, a.Handle)
	return w
}

func (f *fixture) upload(t *testing.T, resumes ...[]string) []lexa.Document {
	t.Helper()
	var ups []lexa.DocumentUpload
	for i, r := range resumes {
		ups = append(ups, lexa.DocumentUpload{Name: "cv" + string(rune('a'+i)) + ".pdf", MediaType: lexa.MediaPDF, Body: extracttest.PDF(r...)})
	}
	docs, err := f.db.AddDocuments(context.Background(), f.user.ID, f.service.ID, f.opening.ID, ups)
	if err != nil {
		t.Fatal(err)
	}
	return docs
}

func (f *fixture) document(t *testing.T, id string) lexa.Document {
	t.Helper()
	d, err := f.db.Document(context.Background(), f.user.ID, f.service.ID, id)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func TestTwoWorkersAnalyzeEachDocumentOnce(t *testing.T) {
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		f := newFixture(t, b)
		docs := f.upload(t, extracttest.StrongResume, extracttest.PartialResume, extracttest.WeakResume,
			extracttest.StrongResume, extracttest.PartialResume, extracttest.WeakResume)
		a := f.analyzer(builtIn())
		var wg sync.WaitGroup
		for _, owner := range []string{"instance-a", "instance-b"} {
			w := f.worker(owner, a)
			wg.Go(func() { w.Drain(context.Background()) })
		}
		wg.Wait()
		for _, d := range docs {
			got := f.document(t, d.ID)
			job := storetest.JobOf(t, f.db, f.user.ID, f.service.ID, d.JobID)
			if got.State != lexa.DocDone || got.Score == nil || job.Status != lexa.JobDone || job.Attempts != 1 {
				t.Errorf("%s: %s (score %v), job %s after %d attempts", d.Name, got.State, got.Score, job.Status, job.Attempts)
			}
		}
		if n := storetest.CountRows(t, f.db, `SELECT COUNT(*) FROM usage_events WHERE service_id = ?`, f.service.ID); n != len(docs) {
			t.Errorf("%d usage events for %d documents", n, len(docs))
		}
	})
}

func TestAnalysisOfAStoppedWorkerIsRetriedAfterItsLease(t *testing.T) {
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		ctx := context.Background()
		f := newFixture(t, b)
		doc := f.upload(t, extracttest.StrongResume)[0]
		// A worker claims the job, starts the analysis and dies.
		claimed, err := f.db.ClaimDueJobs(ctx, "crashed", f.clock.Now(), time.Minute, 1)
		if err != nil || len(claimed) != 1 {
			t.Fatalf("claim: %v %v", claimed, err)
		}
		if _, err := f.db.StartAnalysis(ctx, doc.ID); err != nil {
			t.Fatal(err)
		}
		if got := f.document(t, doc.ID); got.State != lexa.DocAnalyzing {
			t.Fatalf("state while the crashed worker holds it: %s", got.State)
		}
		w := f.worker("survivor", f.analyzer(builtIn()))
		w.Drain(ctx)
		if got := f.document(t, doc.ID); got.State != lexa.DocAnalyzing {
			t.Fatalf("taken over within the lease: %s", got.State)
		}
		f.clock.Advance(2 * time.Minute)
		w.Drain(ctx)
		got := f.document(t, doc.ID)
		job := storetest.JobOf(t, f.db, f.user.ID, f.service.ID, doc.JobID)
		if got.State != lexa.DocDone || got.Candidate != "Ana Ruiz" || job.Attempts != 2 || job.Status != lexa.JobDone {
			t.Errorf("after the lease: %s %q, job %s after %d attempts", got.State, got.Candidate, job.Status, job.Attempts)
		}
		if n := storetest.CountRows(t, f.db, `SELECT COUNT(*) FROM usage_events WHERE service_id = ?`, f.service.ID); n != 1 {
			t.Errorf("%d usage events, want 1", n)
		}
	})
}

// downEngine is a model that does not answer.
type downEngine struct{}

func (downEngine) Recruitment(context.Context, string, string) (string, error) {
	return "", ai.ErrUpstream
}
func (downEngine) Payroll(context.Context, string) (string, error) { return "", ai.ErrUpstream }
func (downEngine) ReadInvoice(context.Context, string) (lexa.InvoiceReading, error) {
	return lexa.InvoiceReading{}, ai.ErrUpstream
}

func TestAnEngineThatStaysDownFailsTheDocumentOnTheLastAttempt(t *testing.T) {
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		ctx := context.Background()
		f := newFixture(t, b)
		doc := f.upload(t, extracttest.StrongResume)[0]
		a := f.analyzer(downEngine{})
		payload, _ := json.Marshal(map[string]string{"document_id": doc.ID})
		job := lexa.Job{ID: doc.JobID, Payload: payload, Attempts: 1, MaxAttempts: 3}
		if _, err := a.Handle(ctx, job); err == nil {
			t.Fatal("the first attempt with the engine down succeeded")
		}
		if got := f.document(t, doc.ID); got.State != lexa.DocAnalyzing {
			t.Errorf("between attempts: %s", got.State)
		}
		job.Attempts = 3
		if _, err := a.Handle(ctx, job); err != nil {
			t.Fatalf("last attempt: %v", err)
		}
		got := f.document(t, doc.ID)
		if got.State != lexa.DocFailed || !strings.Contains(got.Reason, "The AI service is unavailable") {
			t.Errorf("after the last attempt: %s %q", got.State, got.Reason)
		}
		if n := storetest.CountRows(t, f.db, `SELECT COUNT(*) FROM usage_events`); n != 0 {
			t.Errorf("a failed analysis recorded %d usage events", n)
		}
	})
}

func TestADocumentDeletedBeforeItsJobRanIsSkipped(t *testing.T) {
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		ctx := context.Background()
		f := newFixture(t, b)
		doc := f.upload(t, extracttest.StrongResume)[0]
		payload, _ := json.Marshal(map[string]string{"document_id": doc.ID})
		if err := f.db.DeleteDocument(ctx, f.user.ID, f.service.ID, doc.ID); err != nil {
			t.Fatal(err)
		}
		out, err := f.analyzer(builtIn()).Handle(ctx, lexa.Job{Payload: payload, Attempts: 1, MaxAttempts: 5})
		if err != nil || !strings.Contains(string(out), "deleted") {
			t.Errorf("deleted document: %s %v", out, err)
		}
	})
}

// A reader that died on every attempt (killed, crashed) sets the document aside with that
// reason on its last attempt; before it, the attempt is tried again.
func TestAReaderThatDiesEveryTimeSetsTheDocumentAside(t *testing.T) {
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		ctx := context.Background()
		f := newFixture(t, b)
		doc := f.upload(t, extracttest.StrongResume)[0]
		a := analysis.New(analysis.Deps{Store: f.db, ErrNoText: extract.ErrNoText, Engine: builtIn(), Clock: f.clock,
			ExtractText: func(context.Context, string, []byte) (string, error) {
				return "", fmt.Errorf("%w: signal: killed", lexa.ErrReaderStopped)
			}})
		payload, _ := json.Marshal(map[string]string{"document_id": doc.ID})
		job := lexa.Job{ID: doc.JobID, Payload: payload, Attempts: 1, MaxAttempts: lexa.DocumentAttempts}
		if _, err := a.Handle(ctx, job); err == nil {
			t.Fatal("a dead reader's first attempt succeeded")
		}
		job.Attempts = lexa.DocumentAttempts
		if _, err := a.Handle(ctx, job); err != nil {
			t.Fatalf("last attempt: %v", err)
		}
		if got := f.document(t, doc.ID); got.State != lexa.DocFailed || got.Reason != lexa.SetAsideReason {
			t.Errorf("after the last attempt: %s %q", got.State, got.Reason)
		}
	})
}

// scoringEngine is a model that scores whatever it is given, as a model asked to screen a
// cover letter would.
type scoringEngine struct{ downEngine }

func (scoringEngine) Recruitment(context.Context, string, string) (string, error) {
	return "Match Score: 88/100\nStrong match.\n\nStrengths:\n- Go\nGaps:\n- None\n\nRecommendation: Interview.", nil
}

// The kind of text is read first: a cover letter uploaded as a resume fails saying what it
// is, and is never scored, whatever the engine; a resume's screening says it is one
// (decision 0067).
func TestACoverLetterIsNotScreened(t *testing.T) {
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		f := newFixture(t, b)
		letter := []string{"Dear Hiring Manager,", "", "I am writing to apply for the engineer role.",
			"I look forward to hearing from you.", "", "Sincerely,", "Dana Lee"}
		docs := f.upload(t, letter, extracttest.StrongResume)
		a := analysis.New(analysis.Deps{Store: f.db, ExtractText: extract.Text, ErrNoText: extract.ErrNoText,
			Engine: scoringEngine{}, Clock: f.clock, ReadResumeKind: resume.ReadKind})
		f.worker("instance-a", a).Drain(context.Background())
		got := f.document(t, docs[0].ID)
		if got.State != lexa.DocFailed || got.Score != nil || !strings.HasPrefix(got.Reason, "This looks like a cover letter, not a resume:") {
			t.Errorf("the cover letter: %s (score %v) %q", got.State, got.Score, got.Reason)
		}
		got = f.document(t, docs[1].ID)
		var s lexa.Screening
		if err := json.Unmarshal(got.ShownResult(), &s); err != nil || got.State != lexa.DocDone || s.Kind != lexa.ResumeKindResume || s.Score != 88 {
			t.Errorf("the resume: %s %+v %v", got.State, s, err)
		}
	})
}
