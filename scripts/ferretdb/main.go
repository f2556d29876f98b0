// Command ferretdb runs FerretDB v1 through its embeddable Go package, so the project gets a
// MongoDB-wire-compatible database without Docker and without FerretDB's own binary (whose
// module build refuses to start outside FerretDB's release tooling).
//
// It listens on --listen-addr until SIGINT or SIGTERM, logging to stderr.
package main

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"os/signal"
	"path/filepath"
	"runtime/debug"
	"syscall"
	"time"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	listenAddr := flag.String("listen-addr", "127.0.0.1:27017", "TCP address to listen on")
	handler := flag.String("handler", "sqlite", "storage backend: sqlite or postgresql")
	sqliteDir := flag.String("sqlite-dir", ".data/ferretdb", "directory for SQLite files (sqlite handler)")
	postgresURL := flag.String("postgresql-url", "postgres://postgres@127.0.0.1:5432/ferretdb", "PostgreSQL URL (postgresql handler)")
	logLevel := flag.String("log-level", "warn", "debug, info, warn or error")
	exitWithParent := flag.Bool("exit-with-parent", false, "stop when the process that started this one dies")
	flag.Parse()

	// FerretDB decodes every stored document on a full scan (the app's first start reads all
	// groups), allocating heavily while keeping little alive: with Go's default GOGC=100 a third
	// of its CPU went to garbage collection. Collecting at 5x the live heap instead of 2x made a
	// scan of 100,000 groups ~20% faster (14.4-15.4 s -> 11.7-11.9 s) for ~12 MB more RSS
	// (docs/PERFORMANCE.md). An explicit GOGC in the environment still wins.
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(400)
	}

	var level slog.Level
	if err := level.UnmarshalText([]byte(*logLevel)); err != nil {
		fail(err)
	}
	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level}))

	config := &ferretdb.Config{
		Listener: ferretdb.ListenerConfig{TCP: *listenAddr},
		Logger:   logger,
		Handler:  *handler,
	}
	switch *handler {
	case "sqlite":
		dir, err := filepath.Abs(*sqliteDir)
		if err != nil {
			fail(err)
		}
		if err := os.MkdirAll(dir, 0o755); err != nil {
			fail(err)
		}
		config.SQLiteURL = "file:" + dir + "/"
	case "postgresql":
		config.PostgreSQLURL = *postgresURL
	default:
		fail(fmt.Errorf("unknown handler %q (want sqlite or postgresql)", *handler))
	}

	db, err := ferretdb.New(config)
	if err != nil {
		fail(err)
	}

	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	if *exitWithParent {
		go stopWhenOrphaned(stop)
	}

	logger.Info("ferretdb listening", "uri", db.MongoDBURI())
	if err := db.Run(ctx); err != nil && ctx.Err() == nil {
		fail(err)
	}
}

// stopWhenOrphaned stops the server once its parent is gone (the parent was killed with
// SIGKILL and could not stop it): an embedded database must not outlive its app.
func stopWhenOrphaned(stop context.CancelFunc) {
	parent := os.Getppid()
	for range time.Tick(time.Second) {
		if os.Getppid() != parent {
			slog.Warn("parent process exited; stopping")
			stop()
			return
		}
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "ferretdb:", err)
	os.Exit(1)
}
