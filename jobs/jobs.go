package jobs

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/riverdriver"
	"github.com/riverqueue/river/riverdriver/riverpgxv5"
	"github.com/riverqueue/river/riverdriver/riversqlite"
	"github.com/riverqueue/river/rivermigrate"
	"github.com/riverqueue/river/rivertype"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/durable"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/ledger/postgres"
	"github.com/rungkit/rung/ledger/sqlite"
	"github.com/rungkit/rung/planfile"
)

// Kind is the River job kind of a run, and QueueName the River queue runs
// are queued in.
const (
	Kind      = "rung_run"
	QueueName = "rung"
)

// RunArgs is a queued run: River's job arguments, stored as JSON in the
// job's row.
type RunArgs struct {
	// RunID names the run; it prefixes the run's idempotency keys and
	// checkpoints, so every delivery of the job continues the same run.
	RunID string `json:"run_id"`
	// PlanPath is the absolute path the plan was read from, on the machine
	// that submitted it: errors name it, and the plan's relative paths
	// start from its directory on the worker's machine.
	PlanPath string `json:"plan_path"`
	// Plan is the plan file's content: a worker needs no shared disk, and
	// every delivery runs the plan that was submitted, not a later edit.
	Plan string `json:"plan"`
	// PlanHash is "sha256:" and the hex SHA-256 of Plan; a worker refuses a
	// job whose content does not match it.
	PlanHash string `json:"plan_hash"`
}

// Kind implements river.JobArgs.
func (RunArgs) Kind() string { return Kind }

// InsertOpts implements river.JobArgsWithInsertOpts.
func (RunArgs) InsertOpts() river.InsertOpts { return river.InsertOpts{Queue: QueueName} }

// HashPlan returns the PlanHash of a plan file's content.
func HashPlan(content []byte) string {
	sum := sha256.Sum256(content)
	return "sha256:" + hex.EncodeToString(sum[:])
}

func (a RunArgs) check() error {
	if a.RunID == "" || strings.ContainsAny(a.RunID, "/\\") {
		return fmt.Errorf("job for %s: %q is not a run id", a.PlanPath, a.RunID)
	}
	if got := HashPlan([]byte(a.Plan)); got != a.PlanHash {
		return fmt.Errorf("run %s: the plan %s in the job hashes to %s, not the recorded %s", a.RunID, a.PlanPath, got, a.PlanHash)
	}
	return nil
}

// Config sets how a Queue works its runs. Its zero value submits and lists
// runs; set Concurrency to work them. Every field documents its default.
type Config struct {
	// Concurrency is how many runs this process works at once. Default 0:
	// the Queue only submits and lists runs (rung submit, rung runs).
	Concurrency int
	// MaxInlineWait is the longest wait before a retry that a run sleeps
	// through holding its worker slot; a longer one snoozes the job until
	// the wait is over. Default 30s.
	MaxInlineWait time.Duration
	// MaxSnoozes bounds the snoozes of one job: a resumed run starts its
	// steps' retry counts afresh, so without a bound an endpoint that
	// always answers "come back in an hour" would snooze its job forever.
	// Once a job has snoozed this often, its runs sleep their waits in
	// place and the engine's own retry budget and the run's deadline end
	// them. Default 5.
	MaxSnoozes int
	// JobTimeout is how long one delivery may run before its context is
	// cancelled; the run then stops cleanly and the job is retried, which
	// resumes it. Default 5m.
	JobTimeout time.Duration
	// RescueAfter is how long a job may stay marked running before River's
	// rescuer takes it for dead (its worker killed, its machine gone) and
	// schedules it again. It must exceed JobTimeout, or live runs would be
	// rescued. A killed worker's runs resume after RescueAfter plus up to
	// the rescuer's 30-second interval (plus a leader election, when the
	// leader died). Default JobTimeout plus one minute.
	RescueAfter time.Duration
	// RetryDelay is the wait before a job whose delivery failed (a crash,
	// a timeout, a plan whose tools could not be built) is delivered again;
	// it doubles with each attempt up to ten times itself. Default 1s.
	RetryDelay time.Duration
	// MaxAttempts is how many deliveries a job gets before River discards
	// it; snoozes do not count. Default 10.
	MaxAttempts int
	// StopTimeout is how long Work waits, once its context ends, for the
	// runs in progress to finish before cancelling them (they stop cleanly
	// and resume on another worker). Default 10s.
	StopTimeout time.Duration
	// FetchCooldown is River's minimum time between fetches of new jobs.
	// Default 20ms.
	FetchCooldown time.Duration
	// TraceDir, when set, receives each run's JSONL trace as RUNID.jsonl,
	// appended to on every delivery. Default: no traces.
	TraceDir string
	// Health is the fleet health every run consults before a call (a
	// circuit breaker per tool and host, a shared Retry-After). Default:
	// the one kept in the ledger's database, shared by every worker on it.
	Health rung.Health
	// Observers returns extra observers for one delivery of a run.
	Observers func(runID string) []rung.Observer
	// Getenv resolves the plan's ${NAME} references on this machine; nil
	// means os.LookupEnv.
	Getenv func(string) (string, bool)
	// Logger receives River's logs. Default: warnings and errors to
	// standard error.
	Logger *slog.Logger
	// ID names this worker process to River; default: random.
	ID string
}

func (c Config) maxInlineWait() time.Duration { return durOr(c.MaxInlineWait, 30*time.Second) }
func (c Config) jobTimeout() time.Duration    { return durOr(c.JobTimeout, 5*time.Minute) }
func (c Config) rescueAfter() time.Duration   { return durOr(c.RescueAfter, c.jobTimeout()+time.Minute) }
func (c Config) retryDelay() time.Duration    { return durOr(c.RetryDelay, time.Second) }
func (c Config) stopTimeout() time.Duration   { return durOr(c.StopTimeout, 10*time.Second) }
func (c Config) fetchCooldown() time.Duration { return durOr(c.FetchCooldown, 20*time.Millisecond) }

func (c Config) maxSnoozes() int {
	if c.MaxSnoozes != 0 {
		return max(c.MaxSnoozes, 0)
	}
	return 5
}

func (c Config) maxAttempts() int {
	if c.MaxAttempts > 0 {
		return c.MaxAttempts
	}
	return 10
}

func durOr(d, def time.Duration) time.Duration {
	if d > 0 {
		return d
	}
	return def
}

// Queue is a run queue in a ledger's database: it submits runs, works them
// (when Config.Concurrency is set) and lists them. It is safe for
// concurrent use.
type Queue struct {
	cfg    Config
	store  ledger.Store
	ckpt   *durable.Store
	health rung.Health
	b      backend
}

// backend is River's client, whichever its driver's transaction type.
type backend interface {
	insert(ctx context.Context, args RunArgs) (*rivertype.JobRow, error)
	start(ctx context.Context) error
	stop(ctx context.Context) error
	list(ctx context.Context, limit int) ([]*rivertype.JobRow, error)
	close() error
}

// Open opens the queue in store's database, creating River's tables there
// when they are missing. store must be a ledger/postgres or ledger/sqlite
// ledger; the caller closes it after the Queue.
func Open(ctx context.Context, store ledger.Store, cfg Config) (*Queue, error) {
	if cfg.Concurrency < 0 {
		return nil, fmt.Errorf("jobs: Concurrency %d: want 0 (submit and list only) or more", cfg.Concurrency)
	}
	if cfg.RescueAfter > 0 && cfg.RescueAfter <= cfg.jobTimeout() {
		return nil, fmt.Errorf("jobs: RescueAfter %v must exceed JobTimeout %v, or runs still working would be rescued and run twice at once", cfg.RescueAfter, cfg.jobTimeout())
	}
	q := &Queue{cfg: cfg, store: store, ckpt: durable.New(store), health: cfg.Health}
	var err error
	switch l := store.(type) {
	case *postgres.Ledger:
		if q.health == nil {
			q.health = l.Health()
		}
		q.b, err = openPostgres(ctx, l, q)
	case *sqlite.Ledger:
		if q.health == nil {
			q.health = l.Health()
		}
		q.b, err = openSQLite(ctx, l, q)
	default:
		return nil, fmt.Errorf("jobs: the queue lives in the ledger's database: use a SQLite or PostgreSQL ledger, not %T (a memory ledger keeps nothing another process can read)", store)
	}
	if err != nil {
		return nil, err
	}
	return q, nil
}

// Close releases the queue's own connections (not the ledger's).
func (q *Queue) Close() error { return q.b.close() }

// Submitted is a run Submit queued.
type Submitted struct {
	RunID string
	JobID int64
	Hash  string
}

// Submit queues the plan file at path, with content as its content (nil:
// read the file), under a new run id. The plan is checked before it is
// queued: a malformed file is an error naming its line and field, and a
// plan whose planner is a person at a terminal is refused, since a worker
// has none.
func (q *Queue) Submit(ctx context.Context, path string, content []byte) (Submitted, error) {
	if content == nil {
		b, err := os.ReadFile(path)
		if err != nil {
			return Submitted{}, err
		}
		content = b
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		abs = path
	}
	pf, err := planfile.Parse(path, content)
	if err != nil {
		return Submitted{}, err
	}
	if pf.Planner.Human != nil {
		return Submitted{}, fmt.Errorf("%s: planner: human: a worker has no person at its terminal; use rung run for this plan", path)
	}
	args := RunArgs{RunID: NewRunID(time.Now()), PlanPath: abs, Plan: string(content), PlanHash: HashPlan(content)}
	row, err := q.b.insert(ctx, args)
	if err != nil {
		return Submitted{}, fmt.Errorf("queueing %s: %w", path, err)
	}
	return Submitted{RunID: args.RunID, JobID: row.ID, Hash: args.PlanHash}, nil
}

// NewRunID names a run: its submission time and a random suffix, the form
// `rung run` uses, so runs submitted in the same second on several machines
// stay distinct.
func NewRunID(now time.Time) string {
	var b [4]byte
	_, _ = rand.Read(b[:])
	return "run-" + now.UTC().Format("20060102T150405Z") + "-" + hex.EncodeToString(b[:])
}

// Work works queued runs until ctx ends, then stops: it waits up to
// Config.StopTimeout for the runs in progress, then cancels them; each
// stops cleanly and its job is delivered again, to resume.
func (q *Queue) Work(ctx context.Context) error {
	if q.cfg.Concurrency == 0 {
		return errors.New("jobs: Work needs Config.Concurrency of 1 or more")
	}
	if err := q.b.start(context.WithoutCancel(ctx)); err != nil {
		return fmt.Errorf("jobs: starting the workers: %w", err)
	}
	<-ctx.Done()
	return q.b.stop(context.WithoutCancel(ctx))
}

// riverConfig is the River configuration for cfg; workers registers the
// run worker.
func (q *Queue) riverConfig() *river.Config {
	cfg := q.cfg
	workers := river.NewWorkers()
	river.AddWorker(workers, &runWorker{q: q})
	logger := cfg.Logger
	if logger == nil {
		logger = slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
	}
	rc := &river.Config{
		ID:                          cfg.ID,
		Workers:                     workers,
		Logger:                      logger,
		JobTimeout:                  cfg.jobTimeout(),
		RescueStuckJobsAfter:        cfg.rescueAfter(),
		MaxAttempts:                 cfg.maxAttempts(),
		RetryPolicy:                 retryPolicy{base: cfg.retryDelay()},
		SoftStopTimeout:             cfg.stopTimeout(),
		FetchCooldown:               cfg.fetchCooldown(),
		CompletedJobRetentionPeriod: 7 * 24 * time.Hour,
	}
	if cfg.Concurrency > 0 {
		rc.Queues = map[string]river.QueueConfig{QueueName: {MaxWorkers: cfg.Concurrency}}
	}
	return rc
}

// retryPolicy delivers a failed job again after base, doubling with each
// attempt up to ten times base: River's default (attempt⁴ seconds) leaves
// a run killed three times waiting over a minute to resume.
type retryPolicy struct{ base time.Duration }

func (p retryPolicy) NextRetry(job *rivertype.JobRow) time.Time {
	d := p.base
	for i := 1; i < job.Attempt && d < 10*p.base; i++ {
		d *= 2
	}
	return time.Now().Add(min(d, 10*p.base))
}

// riverBackend is River's client over one driver.
type riverBackend[TTx any] struct {
	client  *river.Client[TTx]
	closeFn func() error
}

func (b *riverBackend[TTx]) insert(ctx context.Context, args RunArgs) (*rivertype.JobRow, error) {
	res, err := b.client.Insert(ctx, args, nil)
	if err != nil {
		return nil, err
	}
	return res.Job, nil
}

func (b *riverBackend[TTx]) start(ctx context.Context) error { return b.client.Start(ctx) }
func (b *riverBackend[TTx]) stop(ctx context.Context) error  { return b.client.Stop(ctx) }

func (b *riverBackend[TTx]) list(ctx context.Context, limit int) ([]*rivertype.JobRow, error) {
	res, err := b.client.JobList(ctx, river.NewJobListParams().Kinds(Kind).First(limit).OrderBy(river.JobListOrderByID, river.SortOrderDesc))
	if err != nil {
		return nil, err
	}
	return res.Jobs, nil
}

func (b *riverBackend[TTx]) close() error {
	if b.closeFn != nil {
		return b.closeFn()
	}
	return nil
}

// poll, when set, is River's FetchPollInterval: SQLite has no LISTEN, so
// new and snoozed jobs are found by polling alone.
func newBackend[TTx any](driver riverdriver.Driver[TTx], q *Queue, closeFn func() error, poll time.Duration) (*riverBackend[TTx], error) {
	rc := q.riverConfig()
	if poll > 0 {
		rc.FetchPollInterval = poll
	}
	client, err := river.NewClient(driver, rc)
	if err != nil {
		return nil, fmt.Errorf("jobs: %w", err)
	}
	return &riverBackend[TTx]{client: client, closeFn: closeFn}, nil
}

// openPostgres runs River on the ledger's own pool: one set of connections
// per process, and the queue in the schema the ledger's search_path names.
func openPostgres(ctx context.Context, l *postgres.Ledger, q *Queue) (backend, error) {
	driver := riverpgxv5.New(l.Pool())
	mig, err := rivermigrate.New(driver, &rivermigrate.Config{Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		return nil, fmt.Errorf("jobs: %w", err)
	}
	// Workers starting together would each create River's tables; an
	// advisory lock keyed by the schema lets the first do it. The lock is
	// the session's, not a transaction's: River applies each migration in
	// a transaction of its own (one adds an enum value the next uses).
	conn, err := l.Pool().Acquire(ctx)
	if err != nil {
		return nil, fmt.Errorf("jobs: %w", err)
	}
	const lock = `hashtext('rung.jobs.migrate.' || current_schema())`
	if _, err = conn.Exec(ctx, `SELECT pg_advisory_lock(`+lock+`)`); err == nil {
		_, err = mig.Migrate(ctx, rivermigrate.DirectionUp, nil)
		if _, uerr := conn.Exec(context.WithoutCancel(ctx), `SELECT pg_advisory_unlock(`+lock+`)`); uerr != nil {
			// A lock that cannot be released dies with its connection.
			conn.Conn().Close(ctx)
		}
	}
	conn.Release()
	if err != nil {
		return nil, fmt.Errorf("jobs: creating River's tables: %w", err)
	}
	return newBackend(driver, q, nil, 0)
}

// openSQLite runs River on its own connection to the ledger's file: River
// holds its connection across its own transactions, which the ledger's
// single connection cannot share.
func openSQLite(ctx context.Context, l *sqlite.Ledger, q *Queue) (backend, error) {
	path := l.Path()
	dsn := path
	params := "_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)&_pragma=synchronous(NORMAL)&_txlock=immediate"
	if strings.HasPrefix(path, "file:") {
		sep := "?"
		if strings.Contains(path, "?") {
			sep = "&"
		}
		dsn = path + sep + params
	} else {
		dsn = "file:" + (&url.URL{Path: path}).EscapedPath() + "?" + params
	}
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, fmt.Errorf("jobs: %s: %w", path, err)
	}
	db.SetMaxOpenConns(1)
	driver := riversqlite.New(db)
	mig, err := rivermigrate.New(driver, &rivermigrate.Config{Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		db.Close()
		return nil, fmt.Errorf("jobs: %w", err)
	}
	// _txlock=immediate takes the write lock at BEGIN: processes starting
	// together migrate one after another, each seeing the last's tables.
	tx, err := db.BeginTx(ctx, nil)
	if err == nil {
		if _, err = mig.MigrateTx(ctx, tx, rivermigrate.DirectionUp, nil); err == nil {
			err = tx.Commit()
		} else {
			tx.Rollback()
		}
	}
	if err != nil {
		db.Close()
		return nil, fmt.Errorf("jobs: creating River's tables in %s: %w", path, err)
	}
	return newBackend(driver, q, db.Close, 100*time.Millisecond)
}
