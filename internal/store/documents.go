package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"lexa/internal/lexa"
)

// documentColumns read a document with its service's type and the state of its job, so
// a document whose job died (its worker crashed on the last attempt) reads as failed,
// and with the document it duplicates (duplicateOf) and that one's name.
var documentColumns = `d.id, d.user_id, d.service_id, s.service_type, COALESCE(d.opening_id, ''), d.name, d.media_type,
	d.size_bytes, d.state, d.reason, d.review, d.note, d.candidate, d.score, d.vendor, d.result, d.job_id,
	d.created_at, d.analysed_at, COALESCE(j.status, ''), d.candidate_email, d.candidate_phone,
	COALESCE(` + duplicateOf + `, ''), COALESCE((SELECT dup.name FROM documents dup WHERE dup.id = ` + duplicateOf + `), '')`

const documentFrom = ` FROM documents d JOIN services s ON s.id = d.service_id LEFT JOIN jobs j ON j.id = d.job_id`

// duplicateOf finds, for document d, the earliest earlier document of its service with
// the same file or the same invoice (lexa.FileSHA256, lexa.InvoiceKey): the earlier of
// one seek in each column's index. It is found when d is read rather than kept, so
// deleting the earlier document never leaves d naming it: d then names the next
// earliest, or nothing (decision 0057). In the select list, a list runs it for the rows
// it returns only.
var duplicateOf = `(SELECT x.id FROM (
	SELECT id, created_at FROM ` + earliestWithSame("file_sha256") + ` f
	UNION ALL
	SELECT id, created_at FROM ` + earliestWithSame("invoice_key") + ` k
	) x ORDER BY x.created_at, x.id LIMIT 1)`

// earliestWithSame is the earliest earlier document of d's service with the same
// non-empty column, as a subquery of its id and created_at.
func earliestWithSame(column string) string {
	return `(SELECT e.id, e.created_at FROM documents e WHERE e.service_id = d.service_id AND e.` + column + ` <> ''
		AND e.` + column + ` = d.` + column + ` AND (e.created_at < d.created_at OR (e.created_at = d.created_at AND e.id < d.id))
		ORDER BY e.created_at, e.id LIMIT 1)`
}

func scanDocument(row scanner) (lexa.Document, error) {
	var d lexa.Document
	var score sql.NullInt64
	var result []byte
	var analyzed sql.NullTime
	var jobStatus string
	err := row.Scan(&d.ID, &d.UserID, &d.ServiceID, &d.ServiceType, &d.OpeningID, &d.Name, &d.MediaType, &d.Size,
		&d.State, &d.Reason, &d.Review, &d.Note, &d.Candidate, &score, &d.Vendor, &result, &d.JobID,
		&d.CreatedAt, &analyzed, &jobStatus, &d.CandidateEmail, &d.CandidatePhone, &d.DuplicateOf, &d.DuplicateOfName)
	if errors.Is(err, sql.ErrNoRows) {
		return d, lexa.ErrDocumentNotFound
	}
	if err != nil {
		return d, err
	}
	if score.Valid {
		n := int(score.Int64)
		d.Score = &n
	}
	if len(result) > 0 {
		d.Result = result
	}
	d.CreatedAt, d.AnalyzedAt = d.CreatedAt.UTC(), timePtr(analyzed)
	// A job that died (its worker crashed on the last attempt) never finished its
	// document; nor did one the retention pass deleted since (only finished jobs go).
	switch {
	case d.State.Final():
	case lexa.JobStatus(jobStatus) == lexa.JobDead:
		d.State, d.Reason = lexa.DocFailed, lexa.SetAsideReason
	case jobStatus == "" && d.JobID != "":
		d.State, d.Reason = lexa.DocFailed, "The analysis did not finish. Delete the document and upload it again."
	}
	return d, nil
}

// AddDocuments stores documents of one of a user's services, each with its file (in
// db.files) and a queued job that analyzes it, all in one transaction: either every
// document is stored and queued or none is. A recruitment service's documents are
// screened against openingID, which must be its own. The service must be active, and
// its plan must include the documents (lexa.CheckDocumentAllowance, counting the ones
// still waiting for their analysis this month).
func (db *DB) AddDocuments(ctx context.Context, userID, serviceID, openingID string, uploads []lexa.DocumentUpload) ([]lexa.Document, error) {
	now := dbTime(db.clock.Now())
	var docs []lexa.Document
	err := db.inTx(ctx, func(tx *sql.Tx) error {
		// The account first, then the service, always in this order: the storage
		// allowance is the account's, the monthly one the service's.
		if err := db.lockKey(ctx, tx, "document-storage:"+userID); err != nil {
			return err
		}
		if err := db.lockKey(ctx, tx, "documents:"+serviceID); err != nil {
			return err
		}
		s, err := db.ownedServiceThat(ctx, tx, userID, serviceID, lexa.ServiceType.HasDocuments, lexa.ErrNoDocuments)
		if err != nil {
			return err
		}
		if s.Type.Kind().Documents == lexa.DocumentsResumes {
			if openingID == "" {
				return &lexa.Error{Code: lexa.EInvalid, Message: "Some fields contain invalid data.",
					Fields: map[string]string{"opening_id": "Choose the job to screen against."}}
			}
			var one int
			err := tx.QueryRowContext(ctx, db.rebind(`SELECT 1 FROM openings WHERE id = ? AND service_id = ? AND user_id = ?`),
				openingID, serviceID, userID).Scan(&one)
			if errors.Is(err, sql.ErrNoRows) {
				return lexa.ErrOpeningNotFound
			}
			if err != nil {
				return err
			}
		} else {
			openingID = ""
		}
		if s.Status != lexa.ServiceActive {
			return lexa.ErrServiceNotActive
		}
		var plan sql.NullString
		var waiting int64
		if err := tx.QueryRowContext(ctx, db.rebind(`SELECT
			(SELECT subscription_tier FROM profiles WHERE id = ?),
			(SELECT COUNT(*) FROM documents WHERE service_id = ? AND state IN ('queued', 'analysing') AND created_at >= ?)`),
			userID, serviceID, monthStart(now)).Scan(&plan, &waiting); err != nil {
			return err
		}
		if err := lexa.CheckDocumentAllowance(s, plan.String, now, waiting, int64(len(uploads))); err != nil {
			return err
		}
		if err := db.checkStorage(ctx, tx, userID, plan.String, uploads); err != nil {
			return err
		}
		for i, u := range uploads {
			// A microsecond apart, so the files of one upload keep their order: the first
			// of two equal files is the original (duplicateOf).
			d, err := db.addDocument(ctx, tx, s, openingID, u, now.Add(time.Duration(i)*time.Microsecond))
			if err != nil {
				return err
			}
			docs = append(docs, d)
		}
		return nil
	})
	if _, ok := lexa.AsError(err); err != nil && !ok {
		return nil, fmt.Errorf("add documents: %w", err)
	}
	return docs, err
}

// checkStorage refuses uploads that would take the account's stored files past its
// plan's storage allowance (lexa.CheckDocumentStorage). Every stored file counts, failed
// ones too, until it is deleted.
func (db *DB) checkStorage(ctx context.Context, tx *sql.Tx, userID, planID string, uploads []lexa.DocumentUpload) error {
	var stored, adding int64
	for _, u := range uploads {
		adding += int64(len(u.Body))
	}
	if err := tx.QueryRowContext(ctx, db.rebind(`SELECT COALESCE(SUM(size_bytes), 0) FROM documents WHERE user_id = ?`),
		userID).Scan(&stored); err != nil {
		return err
	}
	return lexa.CheckDocumentStorage(planID, stored, adding)
}

// addDocument stores one document, its file and the job that analyzes it, inside tx.
func (db *DB) addDocument(ctx context.Context, tx *sql.Tx, s lexa.Service, openingID string, u lexa.DocumentUpload, now time.Time) (lexa.Document, error) {
	d := lexa.Document{ID: lexa.NewID(), UserID: s.UserID, ServiceID: s.ID, ServiceType: s.Type, OpeningID: openingID,
		Name: u.Name, MediaType: u.MediaType, Size: int64(len(u.Body)), State: lexa.DocQueued,
		Review: lexa.NewDocumentReview(s.Type), CreatedAt: now}
	payload, _ := json.Marshal(map[string]string{"document_id": d.ID})
	job, err := db.enqueueJob(ctx, tx, lexa.JobInput{UserID: s.UserID, ServiceID: s.ID, Kind: lexa.JobAnalyzeDocument, Payload: payload,
		MaxAttempts: lexa.DocumentAttempts})
	if err != nil {
		return d, err
	}
	d.JobID = job.ID
	_, err = tx.ExecContext(ctx, db.rebind(`INSERT INTO documents (id, user_id, service_id, opening_id, name, media_type,
		size_bytes, state, review, job_id, created_at, file_sha256) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
		d.ID, d.UserID, d.ServiceID, sql.NullString{String: openingID, Valid: openingID != ""}, d.Name, d.MediaType,
		d.Size, string(d.State), d.Review, d.JobID, now, lexa.FileSHA256(u.Body))
	if err != nil {
		return d, err
	}
	if err := db.files.put(ctx, tx, d.ID, u.Body); err != nil {
		return d, err
	}
	// Read back as a list shows it: a file stored before is a duplicate at once.
	return scanDocument(tx.QueryRowContext(ctx, db.rebind(`SELECT `+documentColumns+documentFrom+` WHERE d.id = ?`), d.ID))
}

// monthStart is the first instant of the usage month t falls in (lexa.UsageMonth).
func monthStart(t time.Time) time.Time {
	t = t.UTC()
	return time.Date(t.Year(), t.Month(), 1, 0, 0, 0, 0, time.UTC)
}

// Documents lists the documents of one of a user's services (lexa.MaxListedDocuments at
// most, the newest). A job's candidates are ranked: analyzed ones by score, highest
// first, then those still waiting, then the failed ones; invoices are newest first.
func (db *DB) Documents(ctx context.Context, userID, serviceID string, f lexa.DocumentFilter) ([]lexa.Document, error) {
	s, err := db.ownedServiceThat(ctx, db.sql, userID, serviceID, lexa.ServiceType.HasDocuments, lexa.ErrNoDocuments)
	if err != nil {
		return nil, err
	}
	where := ` WHERE d.service_id = ? AND d.user_id = ?`
	args := []any{serviceID, userID}
	if s.Type.Kind().Documents == lexa.DocumentsResumes && f.OpeningID != "" {
		where += ` AND d.opening_id = ?`
		args = append(args, f.OpeningID)
	}
	if s.Type.Kind().Documents == lexa.DocumentsInvoices && f.Review != "" {
		where += ` AND d.review = ?`
		args = append(args, f.Review)
	}
	if s.Type.Kind().Documents == lexa.DocumentsInvoices && f.Vendor != "" {
		where += ` AND LOWER(d.vendor) LIKE ? ESCAPE '!'`
		args = append(args, "%"+likeEscaper.Replace(strings.ToLower(f.Vendor))+"%")
	}
	args = append(args, lexa.MaxListedDocuments)
	rows, err := db.query(ctx, `SELECT * FROM (SELECT `+documentColumns+documentFrom+where+
		` ORDER BY d.created_at DESC, d.id DESC LIMIT ?) newest`, args...)
	docs, err := scanAll(rows, err, scanDocument)
	if err != nil {
		return nil, fmt.Errorf("documents: %w", err)
	}
	if s.Type.Kind().Documents == lexa.DocumentsResumes {
		slices.SortStableFunc(docs, byRank)
	}
	if err := db.withCorrections(ctx, docs, `c.user_id = ? AND c.document_id IN (SELECT id FROM documents WHERE service_id = ?)`, userID, serviceID); err != nil {
		return nil, fmt.Errorf("documents: %w", err)
	}
	return docs, nil
}

// likeEscaper makes a text match itself in a LIKE pattern with ESCAPE '!'.
var likeEscaper = strings.NewReplacer(`!`, `!!`, `%`, `!%`, `_`, `!_`)

// byRank orders a shortlist: scored first, highest score first; then the ones not yet
// analyzed; then the ones that failed. The list is newest first already, which breaks ties.
func byRank(a, b lexa.Document) int {
	group := func(d lexa.Document) int {
		switch {
		case d.Score != nil:
			return 0
		case !d.State.Final():
			return 1
		}
		return 2
	}
	if ga, gb := group(a), group(b); ga != gb {
		return ga - gb
	}
	if a.Score != nil && b.Score != nil {
		return *b.Score - *a.Score
	}
	return 0
}

// Document is one document of a user's service.
func (db *DB) Document(ctx context.Context, userID, serviceID, docID string) (lexa.Document, error) {
	d, err := scanDocument(db.queryRow(ctx, `SELECT `+documentColumns+documentFrom+
		` WHERE d.id = ? AND d.service_id = ? AND d.user_id = ?`, docID, serviceID, userID))
	if err != nil && err != lexa.ErrDocumentNotFound {
		return d, fmt.Errorf("document: %w", err)
	}
	if err == nil {
		one := []lexa.Document{d}
		err = db.withCorrections(ctx, one, `c.document_id = ?`, docID)
		d = one[0]
	}
	return d, err
}

// ReviewDocument records the customer's decision or note on a document
// (lexa.CheckReview) and returns it as stored.
func (db *DB) ReviewDocument(ctx context.Context, userID, serviceID, docID string, in lexa.DocumentReviewInput) (lexa.Document, error) {
	var out lexa.Document
	err := db.inTx(ctx, func(tx *sql.Tx) error {
		d, err := scanDocument(tx.QueryRowContext(ctx, db.rebind(`SELECT `+documentColumns+documentFrom+
			` WHERE d.id = ? AND d.service_id = ? AND d.user_id = ?`), docID, serviceID, userID))
		if err != nil {
			return err
		}
		review, note, err := lexa.CheckReview(d.ServiceType, in, d.Note)
		if err != nil {
			return err
		}
		if review == "" {
			review = d.Review
		}
		if _, err := tx.ExecContext(ctx, db.rebind(`UPDATE documents SET review = ?, note = ? WHERE id = ?`), review, note, docID); err != nil {
			return err
		}
		d.Review, d.Note = review, note
		out = d
		return nil
	})
	if _, ok := lexa.AsError(err); err != nil && !ok {
		return out, fmt.Errorf("review document: %w", err)
	}
	if err == nil {
		one := []lexa.Document{out}
		err = db.withCorrections(ctx, one, `c.document_id = ?`, docID)
		out = one[0]
	}
	return out, err
}

// DocumentFile is a document of a user's service with its file's bytes.
func (db *DB) DocumentFile(ctx context.Context, userID, serviceID, docID string) (lexa.Document, []byte, error) {
	d, err := db.Document(ctx, userID, serviceID, docID)
	if err != nil {
		return d, nil, err
	}
	body, err := db.files.get(ctx, d.ID)
	if errors.Is(err, sql.ErrNoRows) {
		return d, nil, lexa.ErrDocumentNotFound // deleted in between
	}
	return d, body, err
}

// DeleteDocument removes a document with its file, its text, its analysis and its job
// if it has not run. Usage it recorded stays: the work was done.
func (db *DB) DeleteDocument(ctx context.Context, userID, serviceID, docID string) error {
	return db.inTx(ctx, func(tx *sql.Tx) error {
		var jobID string
		err := tx.QueryRowContext(ctx, db.rebind(`SELECT job_id FROM documents WHERE id = ? AND service_id = ? AND user_id = ?`),
			docID, serviceID, userID).Scan(&jobID)
		if errors.Is(err, sql.ErrNoRows) {
			return lexa.ErrDocumentNotFound
		}
		if err != nil {
			return fmt.Errorf("delete document: %w", err)
		}
		if _, err := tx.ExecContext(ctx, db.rebind(`DELETE FROM jobs WHERE id = ? AND finished_at IS NULL`), jobID); err != nil {
			return fmt.Errorf("delete document's job: %w", err)
		}
		if err := db.files.remove(ctx, tx, docID); err != nil {
			return fmt.Errorf("delete document's file: %w", err)
		}
		if _, err := tx.ExecContext(ctx, db.rebind(`DELETE FROM documents WHERE id = ?`), docID); err != nil {
			return fmt.Errorf("delete document: %w", err)
		}
		return nil
	})
}
