package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"lexa/internal/lexa"
)

// StartAnalysis marks a document analysing and returns it with its file and, for a
// resume, its job. A document deleted since its job was queued is
// lexa.ErrDocumentNotFound: there is nothing left to do.
func (db *DB) StartAnalysis(ctx context.Context, docID string) (lexa.Analysis, error) {
	var a lexa.Analysis
	_, err := db.sql.ExecContext(ctx, db.rebind(`UPDATE documents SET state = ?
		WHERE id = ? AND state IN ('queued', 'analysing')`), string(lexa.DocAnalyzing), docID)
	if err != nil {
		return a, fmt.Errorf("start analysis: %w", err)
	}
	a.Document, err = scanDocument(db.queryRow(ctx, `SELECT `+documentColumns+documentFrom+` WHERE d.id = ?`, docID))
	if err != nil {
		if err != lexa.ErrDocumentNotFound {
			err = fmt.Errorf("start analysis: %w", err)
		}
		return a, err
	}
	d := a.Document
	if a.Body, err = db.files.get(ctx, d.ID); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return a, lexa.ErrDocumentNotFound
		}
		return a, fmt.Errorf("start analysis: %w", err)
	}
	if d.OpeningID != "" {
		if a.Opening, err = db.Opening(ctx, d.UserID, d.ServiceID, d.OpeningID); err != nil {
			if err == lexa.ErrOpeningNotFound {
				return a, lexa.ErrDocumentNotFound // deleted with its job
			}
			return a, err
		}
	}
	return a, nil
}

// FinishAnalysis records how a document's analysis ended: with an invoice's key, which
// makes it a duplicate of an earlier invoice with the same one, and a resume's contact
// details. A document deleted in the meantime is left deleted.
func (db *DB) FinishAnalysis(ctx context.Context, docID string, out lexa.AnalysisOutcome) error {
	var text, result sql.NullString
	if out.Text != "" {
		text = sql.NullString{String: out.Text, Valid: true}
	}
	if len(out.Result) > 0 {
		result = sql.NullString{String: string(out.Result), Valid: true}
	}
	var score sql.NullInt64
	if out.Score != nil {
		score = sql.NullInt64{Int64: int64(*out.Score), Valid: true}
	}
	_, err := db.sql.ExecContext(ctx, db.rebind(`UPDATE documents SET state = ?, reason = ?, body_text = ?, candidate = ?,
		score = ?, vendor = ?, result = ?, analysed_at = ?, candidate_email = ?, candidate_phone = ?, invoice_key = ? WHERE id = ?`),
		string(out.State), out.Reason, text, out.Candidate, score, out.Vendor, result, dbTime(db.clock.Now()),
		out.CandidateEmail, out.CandidatePhone, out.InvoiceKey, docID)
	if err != nil {
		return fmt.Errorf("finish analysis: %w", err)
	}
	return nil
}
