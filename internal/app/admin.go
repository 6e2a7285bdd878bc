package app

import (
	"context"
	"fmt"
	"io"
	"log/slog"

	"lexa/internal/config"
	"lexa/internal/lexa"
	"lexa/internal/store"
)

// adminCommand is `lexa admin grant|revoke EMAIL`: it gives or takes the admin role and
// leaves an audit row saying it was done from the command line.
func adminCommand(ctx context.Context, cfg config.Config, args []string, stdout io.Writer) error {
	if len(args) != 2 || (args[0] != "grant" && args[0] != "revoke") {
		return usageError("admin takes 'grant EMAIL' or 'revoke EMAIL'")
	}
	db, u, err := openAccount(ctx, cfg, args[1])
	if err != nil {
		return err
	}
	defer db.Close()
	if args[0] == "grant" {
		changed, err := setAdmin(ctx, db, u, true, "cli")
		if err != nil {
			return err
		}
		fmt.Fprintln(stdout, map[bool]string{true: "granted admin to ", false: "already an admin: "}[changed]+u.Email)
		return nil
	}
	changed, err := setAdmin(ctx, db, u, false, "cli")
	if err != nil {
		return err
	}
	fmt.Fprintln(stdout, map[bool]string{true: "revoked admin from ", false: "was not an admin: "}[changed]+u.Email)
	return nil
}

// setAdmin grants or revokes the admin role and audits a change (role_granted,
// role_revoked) with where it came from. changed is false when nothing had to change.
func setAdmin(ctx context.Context, db *store.DB, u lexa.User, grant bool, source string) (changed bool, err error) {
	action := "role_granted"
	if grant {
		changed, err = db.GrantRole(ctx, u.ID, lexa.AdminRole)
	} else {
		action = "role_revoked"
		changed, err = db.RevokeRole(ctx, u.ID, lexa.AdminRole)
	}
	if err != nil || !changed {
		return changed, err
	}
	_, err = db.AppendAudit(ctx, lexa.AuditEntry{Action: action, TableName: "user_roles", UserID: u.ID,
		Detail: map[string]string{"role": lexa.AdminRole, "source": source}})
	return true, err
}

// grantConfiguredAdmins gives the admin role to existing accounts that ADMIN_EMAILS names;
// new accounts get it at sign-up.
func grantConfiguredAdmins(ctx context.Context, db *store.DB, emails []string, logger *slog.Logger) error {
	for _, email := range emails {
		u, err := db.UserByEmail(ctx, email)
		if lexa.ErrorCodeOf(err) == lexa.ENotFound {
			continue
		}
		if err != nil {
			return err
		}
		changed, err := setAdmin(ctx, db, u, true, "ADMIN_EMAILS")
		if err != nil {
			return err
		}
		if changed {
			logger.Info("granted admin from ADMIN_EMAILS", "user_id", u.ID)
		}
	}
	return nil
}

// openAccount opens (and migrates) the database for an operator command about the
// account with that e-mail; the caller closes the database.
func openAccount(ctx context.Context, cfg config.Config, email string) (*store.DB, lexa.User, error) {
	db, err := store.Open(ctx, cfg.DatabaseURL, lexa.SystemClock{})
	if err != nil {
		return nil, lexa.User{}, err
	}
	if _, err := db.Migrate(ctx); err != nil {
		db.Close()
		return nil, lexa.User{}, err
	}
	u, err := db.UserByEmail(ctx, email)
	if lexa.ErrorCodeOf(err) == lexa.ENotFound {
		err = fmt.Errorf("no account uses %s", email)
	}
	if err != nil {
		db.Close()
		return nil, u, err
	}
	return db, u, nil
}
