package httpapi

import (
	"sync"
	"time"

	"lexa/internal/lexa"
)

// MaxUploadsAtOnce is how many document uploads one account may have in progress on
// one instance (docs/api.md): each holds up to 51 MB of files in memory while it is
// read and stored, so one account cannot fill an instance's memory. The count is this
// instance's: behind a load balancer an account may have as many per instance.
const MaxUploadsAtOnce = 4

// uploadRetryAfter is what a refused upload is told to wait: one upload's time.
const uploadRetryAfter = 5 * time.Second

// errTooManyUploads answers an upload beyond MaxUploadsAtOnce: 429 with Retry-After.
var errTooManyUploads = &lexa.Error{Code: lexa.ERateLimited, RetryAfter: uploadRetryAfter,
	Message: "You have 4 uploads in progress. Wait for one to finish, then try again."}

// uploadSlots counts each account's uploads in progress on this instance.
type uploadSlots struct {
	mu    sync.Mutex
	inUse map[string]int // account id → uploads in progress; absent when none
}

func newUploadSlots() *uploadSlots { return &uploadSlots{inUse: map[string]int{}} }

// take holds one of the account's slots and returns its release, or false when all
// MaxUploadsAtOnce are taken.
func (u *uploadSlots) take(accountID string) (release func(), ok bool) {
	u.mu.Lock()
	defer u.mu.Unlock()
	if u.inUse[accountID] >= MaxUploadsAtOnce {
		return nil, false
	}
	u.inUse[accountID]++
	var once sync.Once
	return func() {
		once.Do(func() {
			u.mu.Lock()
			defer u.mu.Unlock()
			if u.inUse[accountID]--; u.inUse[accountID] == 0 {
				delete(u.inUse, accountID)
			}
		})
	}, true
}
