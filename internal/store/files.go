package store

import (
	"context"
	"database/sql"
)

// fileStore keeps the bytes of uploaded documents. The one kept here is the database
// (document_files), on PostgreSQL and SQLite alike, so a backup and a deletion cover a
// file with its row. Another store (an object store) would implement the same three
// operations; put and remove run inside the transaction that writes the document's row,
// so a document is never stored without its file or left behind by a deletion.
type fileStore interface {
	put(ctx context.Context, tx *sql.Tx, id string, body []byte) error
	get(ctx context.Context, id string) ([]byte, error) // sql.ErrNoRows when there is none
	remove(ctx context.Context, tx *sql.Tx, id string) error
}

// dbFiles is the fileStore in the database's document_files table.
type dbFiles struct{ db *DB }

func (f dbFiles) put(ctx context.Context, tx *sql.Tx, id string, body []byte) error {
	_, err := tx.ExecContext(ctx, f.db.rebind(`INSERT INTO document_files (document_id, body) VALUES (?, ?)`), id, body)
	return err
}

func (f dbFiles) get(ctx context.Context, id string) ([]byte, error) {
	var body []byte
	err := f.db.sql.QueryRowContext(ctx, f.db.rebind(`SELECT body FROM document_files WHERE document_id = ?`), id).Scan(&body)
	return body, err
}

func (f dbFiles) remove(ctx context.Context, tx *sql.Tx, id string) error {
	_, err := tx.ExecContext(ctx, f.db.rebind(`DELETE FROM document_files WHERE document_id = ?`), id)
	return err
}
