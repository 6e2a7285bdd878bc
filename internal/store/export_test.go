package store

import (
	"context"
	"database/sql"
	"errors"

	"lexa/internal/lexa"
)

// errUndo makes AnnounceInTx roll its transaction back.
var errUndo = errors.New("undo")

// AnnounceInTx announces ev in a transaction that writes nothing, then commits it, or
// rolls it back when undo: the test that only committed changes are announced.
func (db *DB) AnnounceInTx(ctx context.Context, ev lexa.LiveEvent, undo bool) error {
	err := db.inTx(ctx, func(tx *sql.Tx) error {
		db.announce(tx, ev)
		if undo {
			return errUndo
		}
		return nil
	})
	if errors.Is(err, errUndo) {
		return nil
	}
	return err
}
