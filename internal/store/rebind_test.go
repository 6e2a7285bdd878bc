package store

import "testing"

func TestRebindDollar(t *testing.T) {
	tests := []struct{ in, want string }{
		{"SELECT 1", "SELECT 1"},
		{"SELECT * FROM t WHERE a = ? AND b = ?", "SELECT * FROM t WHERE a = $1 AND b = $2"},
		{"INSERT INTO t (a, b) VALUES (?, '?') RETURNING id", "INSERT INTO t (a, b) VALUES ($1, '?') RETURNING id"},
		{`SELECT "odd?col" FROM t WHERE x = ?`, `SELECT "odd?col" FROM t WHERE x = $1`},
		{"SELECT 'it''s ?' , ?", "SELECT 'it''s ?' , $1"},
	}
	for _, tt := range tests {
		if got := rebindDollar(tt.in); got != tt.want {
			t.Errorf("rebindDollar(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
