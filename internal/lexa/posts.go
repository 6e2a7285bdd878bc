package lexa

import (
	"encoding/json"
	"slices"
	"strings"
	"time"
)

// PostStatus is where a post of the content calendar stands.
type PostStatus string

// A post is a draft until it is scheduled (it then needs a time) and published once the
// customer has posted it. Lexa does not post to the platforms itself: published is the
// customer's record.
const (
	PostDraft     PostStatus = "draft"
	PostScheduled PostStatus = "scheduled"
	PostPublished PostStatus = "published"
)

// PostStatuses are the statuses in the order of their life.
var PostStatuses = []string{string(PostDraft), string(PostScheduled), string(PostPublished)}

// Post is one post of a content-marketing service.
type Post struct {
	ID           string
	UserID       string
	ServiceID    string
	Platform     string
	ContentType  string
	Topic        string
	Body         string
	Status       PostStatus
	ScheduledFor *time.Time
	CreatedAt    time.Time
	UpdatedAt    time.Time
}

// The errors of the content routes.
var (
	ErrPostNotFound         = &Error{Code: ENotFound, Message: "Post not found."}
	ErrNoPosts              = &Error{Code: ENotFound, Message: "Only a content-marketing service has a content calendar."}
	ErrContentNotActive     = &Error{Code: EConflict, Message: "Activate this service to generate posts."}
	errNothingToUpdate      = &Error{Code: EInvalid, Message: "Nothing to update."}
	scheduledNeedsTime      = "Choose a date and time to schedule this post."
	scheduledNeedsFuture    = "Choose a time in the future to schedule this post."
	invalidTimeMessage      = "Give a date and time such as 2026-11-20T09:00:00Z."
	invalidRangeDateMessage = "Give a date such as 2026-11-01 or a time such as 2026-11-01T00:00:00Z."
)

// PostChange is an edit of a post; an absent field stays as it is. ScheduledFor is the
// raw JSON: absent leaves the time, null clears it, a string (RFC 3339) sets it.
type PostChange struct {
	Body         *string         `json:"body"`
	Status       *string         `json:"status"`
	ScheduledFor json.RawMessage `json:"scheduled_for"`
}

// ApplyPostChange is p changed by in at now, checked: a body of 1 to MaxPostBody
// characters; a known status; a scheduled post has a time, in the future when it is
// scheduled or moved now (one scheduled before stays scheduled when its time passes); a
// published post without a time is dated now, and may be dated in the past.
func ApplyPostChange(p Post, in PostChange, now time.Time) (Post, error) {
	if in.Body == nil && in.Status == nil && len(in.ScheduledFor) == 0 {
		return p, errNothingToUpdate
	}
	f := fieldErrors{}
	if in.Body != nil {
		p.Body = strings.TrimSpace(Sanitize(*in.Body))
		if p.Body == "" {
			f.add("body", "The post cannot be empty.")
		}
		f.maxLen("body", p.Body, MaxPostBody, "The post must be at most 10,000 characters.")
	}
	wasScheduled, oldTime := p.Status == PostScheduled, p.ScheduledFor
	if in.Status != nil {
		if !slices.Contains(PostStatuses, *in.Status) {
			f.add("status", "Choose one of: "+strings.Join(PostStatuses, ", ")+".")
		} else {
			p.Status = PostStatus(*in.Status)
		}
	}
	if len(in.ScheduledFor) > 0 {
		var raw *string
		if json.Unmarshal(in.ScheduledFor, &raw) != nil {
			f.add("scheduled_for", invalidTimeMessage)
		} else if raw == nil || *raw == "" {
			p.ScheduledFor = nil
		} else if t, err := time.Parse(time.RFC3339, *raw); err != nil {
			f.add("scheduled_for", invalidTimeMessage)
		} else {
			t = t.UTC().Truncate(time.Second)
			p.ScheduledFor = &t
		}
	}
	if _, bad := f["scheduled_for"]; !bad {
		switch p.Status {
		case PostScheduled:
			moved := !wasScheduled || oldTime == nil || p.ScheduledFor == nil || !oldTime.Equal(*p.ScheduledFor)
			if p.ScheduledFor == nil {
				f.add("scheduled_for", scheduledNeedsTime)
			} else if moved && !p.ScheduledFor.After(now) {
				f.add("scheduled_for", scheduledNeedsFuture)
			}
		case PostPublished:
			if p.ScheduledFor == nil {
				t := now.UTC().Truncate(time.Second)
				p.ScheduledFor = &t
			}
		}
	}
	p.UpdatedAt = now
	return p, f.err()
}

// PostFilter narrows a list of posts: those dated in [From, To) and, with a range, the
// drafts without a date too; one status. Zero values do not narrow.
type PostFilter struct {
	From, To time.Time
	Status   PostStatus
}

// ParsePostFilter reads the calendar's query: from and to as RFC 3339 times or dates
// (a date is midnight UTC; to is exclusive), both or neither, to after from, at most
// MaxCalendarSpan apart; status one of PostStatuses.
func ParsePostFilter(from, to, status string) (PostFilter, error) {
	f := fieldErrors{}
	var out PostFilter
	read := func(field, v string) time.Time {
		if v == "" {
			return time.Time{}
		}
		if t, err := time.Parse(time.RFC3339, v); err == nil {
			return t.UTC()
		}
		if t, err := time.Parse(time.DateOnly, v); err == nil {
			return t
		}
		f.add(field, invalidRangeDateMessage)
		return time.Time{}
	}
	out.From, out.To = read("from", from), read("to", to)
	if len(f) == 0 {
		switch {
		case out.From.IsZero() != out.To.IsZero():
			f.add("to", "Give both from and to, or neither.")
		case !out.From.IsZero() && !out.To.After(out.From):
			f.add("to", "The end must be after the start.")
		case out.To.Sub(out.From) > MaxCalendarSpan:
			f.add("to", "Ask for at most 100 days at a time.")
		}
	}
	if status != "" {
		if !slices.Contains(PostStatuses, status) {
			f.add("status", "Choose one of: "+strings.Join(PostStatuses, ", ")+".")
		}
		out.Status = PostStatus(status)
	}
	return out, f.err()
}

// ParseMonth reads an export's month, YYYY-MM, as its first instant and the next
// month's, in UTC.
func ParseMonth(month string) (time.Time, time.Time, error) {
	t, err := time.Parse("2006-01", month)
	if err != nil {
		return t, t, &Error{Code: EInvalid, Message: "Some fields contain invalid data.",
			Fields: map[string]string{"month": "Give a month such as 2026-11."}}
	}
	return t, t.AddDate(0, 1, 0), nil
}
