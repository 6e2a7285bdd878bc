package lexa

import (
	"math/rand/v2"
	"time"
)

// RetryDelay is the pause after the attempts-th failure of background work (a mail, a
// webhook event): base doubled per earlier attempt up to max, less up to a fifth at
// random so instances that failed together do not retry together.
func RetryDelay(attempts int, base, max time.Duration) time.Duration {
	d := base
	for i := 1; i < attempts && d < max; i++ {
		d *= 2
	}
	d = min(d, max)
	if jitter := int64(d / 5); jitter > 0 {
		d -= time.Duration(rand.Int64N(jitter))
	}
	return d
}
