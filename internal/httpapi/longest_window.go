package httpapi

import "time"

// LongestRateLimitWindow is the longest window any of this server's rate limits counts in:
// the forms' and accounts' (leadLimitWindow), the usage API's (usageLimitWindow) and the
// demos' (AI_DEMO_WINDOW). A rate_limits row whose window started longer ago counts
// nothing any more, which is when the retention pass may delete it; a limit with a
// window of its own must be added here.
func (s *Server) LongestRateLimitWindow() time.Duration {
	return max(leadLimitWindow, usageLimitWindow, s.DemoLimits.Window)
}
