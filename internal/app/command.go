// Package app is Lexa wired together: the database, the site, the API, the workers and
// the operator commands. cmd/lexa's main calls Run; the integration tests start an App.
package app

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"

	"lexa/internal/config"
	"lexa/internal/lexa"
	"lexa/internal/store"
	"lexa/internal/webui"
)

const usage = `Usage: lexa [command]

Commands:
  serve              run the web site and API (the default)
  migrate [apply]    apply pending database migrations
  migrate status     list migrations and whether each is applied
  backup FILE        write a consistent copy of the SQLite database to FILE
  admin grant EMAIL  give the account with that e-mail the admin role
  admin revoke EMAIL take the admin role away
  demo-data EMAIL    give an account four services and two months of usage to show
  version            print the version
  help               show this text and the configuration variables

Configuration comes from the environment:
`

// Run executes one command (args without the program name; none is "serve") and returns
// the process exit code. version is what `lexa version` prints and serve logs.
func Run(ctx context.Context, version string, args []string, getenv func(string) string, stdout, stderr io.Writer) int {
	cmd := "serve"
	if len(args) > 0 {
		cmd, args = args[0], args[1:]
	}
	switch cmd {
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
		if err := config.PrintVars(stdout); err != nil {
			return 1
		}
		return 0
	case "version", "--version":
		fmt.Fprintln(stdout, "lexa", version)
		return 0
	case "serve", "migrate", "backup", "admin", "demo-data":
	default:
		fmt.Fprintf(stderr, "lexa: unknown command %q\n\n%s", cmd, usage)
		return 2
	}

	cfg, err := config.Load(getenv, isTerminal(stderr))
	if err != nil {
		fmt.Fprintf(stderr, "lexa: invalid configuration:\n%v\n\nRun 'lexa help' for the list of variables.\n", err)
		return 1
	}
	logOut := newLogBuffer(stderr)
	logger := newLogger(cfg, logOut)

	switch cmd {
	case "migrate":
		err = migrateCommand(ctx, cfg, args, stdout)
	case "backup":
		err = backupCommand(ctx, cfg, args, stdout)
	case "admin":
		err = adminCommand(ctx, cfg, args, stdout)
	case "demo-data":
		err = demoDataCommand(ctx, cfg, args, stdout)
	default:
		err = serveCommand(ctx, cfg, logger, version)
	}
	_ = logOut.Flush() // every line logged comes before what is printed below
	if err != nil {
		var usageErr usageError
		if errors.As(err, &usageErr) {
			fmt.Fprintf(stderr, "lexa: %v\n\n%s", err, usage)
			return 2
		}
		fmt.Fprintf(stderr, "lexa %s: %v\n", cmd, err)
		return 1
	}
	return 0
}

type usageError string

func (e usageError) Error() string { return string(e) }

func serveCommand(ctx context.Context, cfg config.Config, logger *slog.Logger, version string) error {
	logger.Info("starting lexa", "version", version, "config", cfg)
	app, err := NewApp(ctx, cfg, logger, webui.Embedded())
	if err != nil {
		return err
	}
	defer app.Close()
	return app.Run(ctx)
}

func migrateCommand(ctx context.Context, cfg config.Config, args []string, stdout io.Writer) error {
	action := "apply"
	if len(args) > 0 {
		action = args[0]
	}
	if len(args) > 1 || (action != "apply" && action != "status") {
		return usageError("migrate takes 'apply' or 'status'")
	}
	db, err := store.Open(ctx, cfg.DatabaseURL, lexa.SystemClock{})
	if err != nil {
		return err
	}
	defer db.Close()
	if action == "apply" {
		n, err := db.Migrate(ctx)
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "applied %d migration(s) on %s\n", n, db.Dialect())
		return nil
	}
	statuses, err := db.MigrationStatus(ctx)
	if err != nil {
		return err
	}
	return printMigrationStatus(stdout, db.Dialect(), statuses)
}

func backupCommand(ctx context.Context, cfg config.Config, args []string, stdout io.Writer) error {
	if len(args) != 1 {
		return usageError("backup takes exactly one argument, the file to write")
	}
	db, err := store.Open(ctx, cfg.DatabaseURL, lexa.SystemClock{})
	if err != nil {
		return err
	}
	defer db.Close()
	if err := db.Backup(ctx, args[0]); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "backup written to %s\n", args[0])
	return nil
}
