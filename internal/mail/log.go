package mail

import (
	"context"
	"log/slog"
	"regexp"

	"lexa/internal/lexa"
)

// LogSender "delivers" mail to the log. It is the sender when SMTP_URL is empty, so a
// local install works end to end: the verification or cancel link is in the log line.
type LogSender struct {
	logger *slog.Logger
}

// NewLogSender writes every message to logger at info level.
func NewLogSender(logger *slog.Logger) *LogSender { return &LogSender{logger: logger} }

var linkPattern = regexp.MustCompile(`https?://[^\s<>"]+`)

// Send logs e whole: recipients, subject, the plain-text body with its links, and the
// names of the attachments. The links are also listed on their own to be easy to copy.
func (s *LogSender) Send(ctx context.Context, e lexa.Email) error {
	attachments := make([]string, len(e.Attachments))
	for i, a := range e.Attachments {
		attachments[i] = a.Filename + " (" + a.ContentType + ")"
	}
	attrs := []any{
		slog.Any("to", e.To),
		slog.String("subject", e.Subject),
		slog.String("text", e.Text),
	}
	if e.ReplyTo != "" {
		attrs = append(attrs, slog.String("reply_to", e.ReplyTo))
	}
	if links := linkPattern.FindAllString(e.Text, -1); len(links) > 0 {
		attrs = append(attrs, slog.Any("links", links))
	}
	if len(attachments) > 0 {
		attrs = append(attrs, slog.Any("attachments", attachments))
	}
	s.logger.InfoContext(ctx, "mail written to the log (SMTP_URL is not set)", attrs...)
	return nil
}
