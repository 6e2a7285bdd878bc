package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"lexa/internal/lexa"
)

// The content calendar of a content-marketing service (docs/api.md, "Workspaces:
// content calendar"): its brand profile and its posts. Every method is scoped to the
// user: another user's ids are not found.

// Brand is the brand profile of one of a user's content-marketing services; an empty
// one (lexa.EmptyBrand) when none was saved.
func (db *DB) Brand(ctx context.Context, userID, serviceID string) (lexa.BrandProfile, error) {
	if _, err := db.ownedService(ctx, db.sql, userID, serviceID, lexa.ContentMarketing); err != nil {
		return lexa.BrandProfile{}, err
	}
	b := lexa.EmptyBrand()
	var keywords, banned, platforms []byte
	var updated time.Time
	err := db.queryRow(ctx, `SELECT tone, audience, keywords, banned_words, platforms, updated_at
		FROM brand_profiles WHERE service_id = ? AND user_id = ?`, serviceID, userID).
		Scan(&b.Tone, &b.Audience, &keywords, &banned, &platforms, &updated)
	if errors.Is(err, sql.ErrNoRows) {
		return b, nil
	}
	if err == nil {
		err = errors.Join(json.Unmarshal(keywords, &b.Keywords), json.Unmarshal(banned, &b.BannedWords),
			json.Unmarshal(platforms, &b.Platforms))
	}
	if err != nil {
		return b, fmt.Errorf("brand: %w", err)
	}
	updated = updated.UTC()
	b.UpdatedAt = &updated
	return b, nil
}

// SaveBrand stores the brand profile of one of a user's content-marketing services,
// replacing the one before.
func (db *DB) SaveBrand(ctx context.Context, userID, serviceID string, b lexa.BrandProfile) (lexa.BrandProfile, error) {
	now := dbTime(db.clock.Now())
	keywords, _ := json.Marshal(b.Keywords)
	banned, _ := json.Marshal(b.BannedWords)
	platforms, _ := json.Marshal(b.Platforms)
	err := db.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := db.ownedService(ctx, tx, userID, serviceID, lexa.ContentMarketing); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, db.rebind(`INSERT INTO brand_profiles
			(service_id, user_id, tone, audience, keywords, banned_words, platforms, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?)
			ON CONFLICT (service_id) DO UPDATE SET tone = excluded.tone, audience = excluded.audience,
			keywords = excluded.keywords, banned_words = excluded.banned_words, platforms = excluded.platforms,
			updated_at = excluded.updated_at`),
			serviceID, userID, b.Tone, b.Audience, string(keywords), string(banned), string(platforms), now)
		return err
	})
	if _, ok := lexa.AsError(err); err != nil && !ok {
		return b, fmt.Errorf("save brand: %w", err)
	}
	b.UpdatedAt = &now
	return b, err
}

// checkPosts refuses adding posts to a service that is not active or whose plan does
// not allow them (lexa.CheckDocumentAllowance, the one allowance rule).
func (db *DB) checkPosts(ctx context.Context, q rowQuerier, userID, serviceID string, adding int, now time.Time) (lexa.Service, error) {
	s, err := db.ownedService(ctx, q, userID, serviceID, lexa.ContentMarketing)
	if err != nil {
		return s, err
	}
	if s.Status != lexa.ServiceActive {
		return s, lexa.ErrContentNotActive
	}
	var plan sql.NullString
	if err := q.QueryRowContext(ctx, db.rebind(`SELECT subscription_tier FROM profiles WHERE id = ?`), userID).Scan(&plan); err != nil {
		return s, fmt.Errorf("plan: %w", err)
	}
	return s, lexa.CheckDocumentAllowance(s, plan.String, now, 0, int64(adding))
}

// CheckPostAllowance tells, before any draft is written, whether adding posts to one of a
// user's content-marketing services would be refused (AddPosts checks again).
func (db *DB) CheckPostAllowance(ctx context.Context, userID, serviceID string, adding int) error {
	_, err := db.checkPosts(ctx, db.sql, userID, serviceID, adding, db.clock.Now())
	return err
}

// AddPosts stores new drafts of one of a user's content-marketing services, all or none,
// while the service is active and its plan allows them.
func (db *DB) AddPosts(ctx context.Context, userID, serviceID string, posts []lexa.Post) ([]lexa.Post, error) {
	now := dbTime(db.clock.Now())
	err := db.inTx(ctx, func(tx *sql.Tx) error {
		if err := db.lockKey(ctx, tx, "posts:"+serviceID); err != nil {
			return err
		}
		if _, err := db.checkPosts(ctx, tx, userID, serviceID, len(posts), now); err != nil {
			return err
		}
		for i := range posts {
			p := &posts[i]
			p.ID, p.UserID, p.ServiceID, p.Status, p.ScheduledFor = lexa.NewID(), userID, serviceID, lexa.PostDraft, nil
			p.CreatedAt, p.UpdatedAt = now, now
			if _, err := tx.ExecContext(ctx, db.rebind(`INSERT INTO content_posts
				(id, user_id, service_id, platform, content_type, topic, body, status, created_at, updated_at)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
				p.ID, userID, serviceID, p.Platform, p.ContentType, p.Topic, p.Body, p.Status, now, now); err != nil {
				return err
			}
		}
		return nil
	})
	if _, ok := lexa.AsError(err); err != nil && !ok {
		return nil, fmt.Errorf("add posts: %w", err)
	}
	return posts, err
}

const postColumns = `id, user_id, service_id, platform, content_type, topic, body, status, scheduled_for, created_at, updated_at`

func scanPost(row scanner) (lexa.Post, error) {
	var p lexa.Post
	var at sql.NullTime
	err := row.Scan(&p.ID, &p.UserID, &p.ServiceID, &p.Platform, &p.ContentType, &p.Topic, &p.Body, &p.Status, &at,
		&p.CreatedAt, &p.UpdatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return p, lexa.ErrPostNotFound
	}
	p.ScheduledFor, p.CreatedAt, p.UpdatedAt = timePtr(at), p.CreatedAt.UTC(), p.UpdatedAt.UTC()
	return p, err
}

// Posts lists the posts of one of a user's content-marketing services, by time (the
// undated last, newest first), lexa.MaxListedPosts at most. With a range, those dated in
// it and the undated drafts.
func (db *DB) Posts(ctx context.Context, userID, serviceID string, f lexa.PostFilter) ([]lexa.Post, error) {
	if _, err := db.ownedService(ctx, db.sql, userID, serviceID, lexa.ContentMarketing); err != nil {
		return nil, err
	}
	query := `SELECT ` + postColumns + ` FROM content_posts WHERE service_id = ? AND user_id = ?`
	args := []any{serviceID, userID}
	if !f.From.IsZero() {
		query += ` AND ((scheduled_for >= ? AND scheduled_for < ?) OR (scheduled_for IS NULL AND status = 'draft'))`
		args = append(args, dbTime(f.From), dbTime(f.To))
	}
	if f.Status != "" {
		query += ` AND status = ?`
		args = append(args, string(f.Status))
	}
	query += ` ORDER BY CASE WHEN scheduled_for IS NULL THEN 1 ELSE 0 END, scheduled_for, created_at DESC, id LIMIT ?`
	args = append(args, lexa.MaxListedPosts)
	rows, err := db.query(ctx, query, args...)
	posts, err := scanAll(rows, err, scanPost)
	if err != nil {
		return nil, fmt.Errorf("posts: %w", err)
	}
	return posts, nil
}

// UpdatePost changes one post by lexa.ApplyPostChange, at the store's time.
func (db *DB) UpdatePost(ctx context.Context, userID, serviceID, postID string, in lexa.PostChange) (lexa.Post, error) {
	var p lexa.Post
	err := db.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := db.ownedService(ctx, tx, userID, serviceID, lexa.ContentMarketing); err != nil {
			return err
		}
		old, err := scanPost(tx.QueryRowContext(ctx, db.rebind(`SELECT `+postColumns+` FROM content_posts
			WHERE id = ? AND service_id = ? AND user_id = ?`), postID, serviceID, userID))
		if err != nil {
			return err
		}
		if p, err = lexa.ApplyPostChange(old, in, dbTime(db.clock.Now())); err != nil {
			return err
		}
		var at any
		if p.ScheduledFor != nil {
			at = dbTime(*p.ScheduledFor)
		}
		_, err = tx.ExecContext(ctx, db.rebind(`UPDATE content_posts SET body = ?, status = ?, scheduled_for = ?, updated_at = ?
			WHERE id = ?`), p.Body, string(p.Status), at, p.UpdatedAt, p.ID)
		return err
	})
	if _, ok := lexa.AsError(err); err != nil && !ok {
		return p, fmt.Errorf("update post: %w", err)
	}
	return p, err
}

// DeletePost removes one post.
func (db *DB) DeletePost(ctx context.Context, userID, serviceID, postID string) error {
	if _, err := db.ownedService(ctx, db.sql, userID, serviceID, lexa.ContentMarketing); err != nil {
		return err
	}
	res, err := db.sql.ExecContext(ctx, db.rebind(`DELETE FROM content_posts WHERE id = ? AND service_id = ? AND user_id = ?`),
		postID, serviceID, userID)
	if err != nil {
		return fmt.Errorf("delete post: %w", err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return fmt.Errorf("delete post: %w", err)
	}
	if n == 0 {
		return lexa.ErrPostNotFound
	}
	return nil
}
