package storetest

import (
	"context"
	"sync"
	"testing"

	"lexa/internal/store"
)

func TestMigrateFromEmpty(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, err := store.Open(ctx, b.NewURL(t), NewClock())
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()

		before, err := db.MigrationStatus(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if len(before) == 0 {
			t.Fatal("no migrations found")
		}
		for _, s := range before {
			if s.Applied {
				t.Errorf("migration %d applied on an empty database", s.Version)
			}
		}

		n, err := db.Migrate(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if n != len(before) {
			t.Errorf("applied %d migrations, want %d", n, len(before))
		}
		after, err := db.MigrationStatus(ctx)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range after {
			if !s.Applied || s.AppliedAt.IsZero() {
				t.Errorf("migration %d (%s) not applied: %+v", s.Version, s.Name, s)
			}
		}

		again, err := db.Migrate(ctx)
		if err != nil || again != 0 {
			t.Errorf("second migrate ran %d migrations, err %v; want 0, nil", again, err)
		}
	})
}

// Several instances starting together against one database must all come up, with each
// migration applied exactly once.
func TestMigrateConcurrently(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		url := b.NewURL(t)
		const instances = 4
		dbs := make([]*store.DB, instances)
		for i := range dbs {
			db, err := store.Open(ctx, url, NewClock())
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()
			dbs[i] = db
		}

		var wg sync.WaitGroup
		applied := make([]int, instances)
		errs := make([]error, instances)
		for i, db := range dbs {
			wg.Go(func() { applied[i], errs[i] = db.Migrate(ctx) })
		}
		wg.Wait()

		total := 0
		for i := range dbs {
			if errs[i] != nil {
				t.Errorf("instance %d: %v", i, errs[i])
			}
			total += applied[i]
		}
		status, err := dbs[0].MigrationStatus(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if total != len(status) {
			t.Errorf("migrations applied %d times in total, want %d (once each)", total, len(status))
		}
	})
}
