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
		changed, err := setAdmin(ctx, db, u, true, lexa.RoleSourceCLI)
		if err != nil {
			return err
		}
		fmt.Fprintln(stdout, map[bool]string{true: "granted admin to ", false: "already an admin: "}[changed]+u.Email)
		return nil
	}
	changed, err := setAdmin(ctx, db, u, false, lexa.RoleSourceCLI)
	if err != nil {
		return err
	}
	fmt.Fprintln(stdout, map[bool]string{true: "revoked admin from ", false: "was not an admin: "}[changed]+u.Email)
	return nil
}

// setAdmin grants or revokes the admin role and audits a change (role_granted,
// role_revoked) with where it came from. changed is false when nothing had to change.
func setAdmin(ctx context.Context, db *store.DB, u lexa.User, grant bool, source string) (changed bool, err error) {
	return db.ChangeRole(ctx, lexa.RoleChange{UserID: u.ID, Role: lexa.AdminRole, Revoke: !grant, Source: source})
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
		for _, grant := range lexa.ConfiguredGrants(u, emails, "") {
			changed, err := db.ChangeRole(ctx, grant)
			if err != nil {
				return err
			}
			if changed {
				logger.Info("granted "+grant.Role+" from ADMIN_EMAILS", "user_id", u.ID)
			}
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
