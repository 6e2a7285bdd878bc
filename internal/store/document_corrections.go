package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"maps"

	"lexa/internal/lexa"
)

// A person's corrections of a document's reading (decision 0056) live in
// document_corrections, beside the reading, which stays as it was read.

// ErrCorrectedMeanwhile is a correction computed from corrections that changed since: the
// other change is kept, and the person reloads the document to see it.
var ErrCorrectedMeanwhile = &lexa.Error{Code: lexa.EConflict, Message: "This document was just corrected elsewhere. Reload it and try again."}

// DocumentText is a document of a user's service, its corrections loaded, with the text
// that was read from its file ("" when none was: queued, failed, no text).
func (db *DB) DocumentText(ctx context.Context, userID, serviceID, docID string) (lexa.Document, string, error) {
	d, err := db.Document(ctx, userID, serviceID, docID)
	if err != nil {
		return d, "", err
	}
	var text sql.NullString
	err = db.queryRow(ctx, `SELECT body_text FROM documents WHERE id = ?`, docID).Scan(&text)
	if errors.Is(err, sql.ErrNoRows) {
		return d, "", lexa.ErrDocumentNotFound // deleted in between
	}
	if err != nil {
		return d, "", fmt.Errorf("document text: %w", err)
	}
	return d, text.String, nil
}

// CorrectDocument stores the corrections of a done document and the result they make,
// or takes them all away when c.Corrections is empty, and sets the list's vendor and
// candidate to c's. Base is what the corrections were computed from: when they have
// changed since, nothing is stored (ErrCorrectedMeanwhile).
func (db *DB) CorrectDocument(ctx context.Context, userID, serviceID, docID string, c lexa.DocumentCorrection) (lexa.Document, error) {
	var out lexa.Document
	now := dbTime(db.clock.Now())
	err := db.inTx(ctx, func(tx *sql.Tx) error {
		if err := db.lockKey(ctx, tx, "document:"+docID); err != nil {
			return err
		}
		d, err := scanDocument(tx.QueryRowContext(ctx, db.rebind(`SELECT `+documentColumns+documentFrom+
			` WHERE d.id = ? AND d.service_id = ? AND d.user_id = ?`), docID, serviceID, userID))
		if err != nil {
			return err
		}
		if d.State != lexa.DocDone {
			return lexa.ErrDocumentNotDone
		}
		current, err := db.correctionsOf(ctx, tx, `c.document_id = ?`, docID)
		if err != nil {
			return err
		}
		if !maps.Equal(current[docID].fields, c.Base) {
			return ErrCorrectedMeanwhile
		}
		if len(c.Corrections) == 0 {
			_, err = tx.ExecContext(ctx, db.rebind(`DELETE FROM document_corrections WHERE document_id = ?`), docID)
		} else {
			fields, _ := json.Marshal(c.Corrections)
			_, err = tx.ExecContext(ctx, db.rebind(`INSERT INTO document_corrections (document_id, user_id, fields, result, updated_at)
				VALUES (?, ?, ?, ?, ?) ON CONFLICT (document_id) DO UPDATE SET fields = excluded.fields,
				result = excluded.result, updated_at = excluded.updated_at`), docID, userID, string(fields), string(c.Result), now)
		}
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, db.rebind(`UPDATE documents SET vendor = ?, candidate = ? WHERE id = ?`),
			c.Vendor, c.Candidate, docID); err != nil {
			return err
		}
		d.Vendor, d.Candidate = c.Vendor, c.Candidate
		if len(c.Corrections) > 0 {
			d.Corrections, d.Corrected = c.Corrections, c.Result
		}
		out = d
		return nil
	})
	if _, ok := lexa.AsError(err); err != nil && !ok {
		return out, fmt.Errorf("correct document: %w", err)
	}
	return out, err
}

// correctionRow is one document's corrections as stored.
type correctionRow struct {
	fields lexa.DocumentCorrections
	result []byte
}

// correctionsOf reads the corrections of the documents where says (on
// document_corrections c), by document id.
func (db *DB) correctionsOf(ctx context.Context, q rowsQuerier, where string, args ...any) (map[string]correctionRow, error) {
	rows, err := q.QueryContext(ctx, db.rebind(`SELECT c.document_id, c.fields, c.result FROM document_corrections c WHERE `+where), args...)
	if err != nil {
		return nil, fmt.Errorf("corrections: %w", err)
	}
	defer rows.Close()
	out := map[string]correctionRow{}
	for rows.Next() {
		var id string
		var fields, result []byte
		if err := rows.Scan(&id, &fields, &result); err != nil {
			return nil, fmt.Errorf("corrections: %w", err)
		}
		var row correctionRow
		if err := json.Unmarshal(fields, &row.fields); err != nil {
			return nil, fmt.Errorf("corrections of %s: %w", id, err)
		}
		row.result = result
		out[id] = row
	}
	return out, rows.Err()
}

// withCorrections loads the corrections of docs (one service's, or one document) from
// the rows where says.
func (db *DB) withCorrections(ctx context.Context, docs []lexa.Document, where string, args ...any) error {
	if len(docs) == 0 {
		return nil
	}
	rows, err := db.correctionsOf(ctx, db.sql, where, args...)
	if err != nil {
		return err
	}
	for i, d := range docs {
		if row, ok := rows[d.ID]; ok {
			docs[i].Corrections, docs[i].Corrected = row.fields, row.result
		}
	}
	return nil
}

// rowsQuerier is a database or a transaction.
type rowsQuerier interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
}
