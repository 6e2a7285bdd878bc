package storetest

import (
	"fmt"
	"slices"
	"sync"
	"testing"

	"lexa/internal/store"
)

// claimConcurrently runs perHandle claimers on each handle (each its own connection pool,
// as instances have), all at once. Each claims with claim until a claim finds nothing, and
// records each item it got with done. It returns, for each item, the owners that claimed
// it: one each, when claims never share an item. The callers' clocks never move, so no
// lease can run out and be taken over.
func claimConcurrently[ID comparable](t *testing.T, handles []*store.DB, perHandle int,
	claim func(db *store.DB, owner string) ([]ID, error), done func(db *store.DB, owner string, id ID) error) map[ID][]string {
	t.Helper()
	var mu sync.Mutex
	claimed := map[ID][]string{}
	var wg sync.WaitGroup
	errs := make(chan error, len(handles)*perHandle)
	for h, db := range handles {
		for g := range perHandle {
			owner := fmt.Sprintf("h%d-g%d", h, g)
			wg.Go(func() {
				for {
					got, err := claim(db, owner)
					if err != nil {
						errs <- err
						return
					}
					if len(got) == 0 {
						return
					}
					mu.Lock()
					for _, id := range got {
						claimed[id] = append(claimed[id], owner)
					}
					mu.Unlock()
					for _, id := range got {
						if err := done(db, owner, id); err != nil {
							errs <- err
							return
						}
					}
				}
			})
		}
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	// A claimer stops only when a claim finds nothing free; whoever won the last items
	// claims once more, so together they must have taken every item.
	var owners []string
	for id, by := range claimed {
		if len(by) != 1 {
			t.Errorf("%v claimed %d times: %v", id, len(by), by)
		}
		owners = append(owners, by...)
	}
	if used := len(slices.Compact(slices.Sorted(slices.Values(owners)))); used < 2 {
		t.Logf("only %d claimer got items; the claims did not overlap this time", used)
	}
	return claimed
}
