package ledger

import (
	"context"
	"errors"
	"io"
	"time"

	"github.com/rungkit/rung"
)

// DefaultRetention is how long a completed entry is kept at least when
// Options.Retention is zero: a day, as with Stripe's idempotency keys, so a
// client retrying within a day always gets the stored outcome back.
const DefaultRetention = 24 * time.Hour

// Options configures a SQL ledger driver. The zero value is the defaults. A
// driver copies it when it opens; its Clock must be safe for concurrent use.
type Options struct {
	// Clock is the source of time for leases, entry times and retention;
	// nil means the system clock. Tests pass a virtual clock so leases lapse
	// without real sleeps.
	Clock rung.Clock
	// Retention is the floor on how long a completed entry is kept: Reap
	// never deletes a done entry younger than this, whatever it is asked.
	// Zero means DefaultRetention.
	Retention time.Duration
	// Holder is the process this ledger claims as, recorded with every
	// claim; zero means ThisProcess(). Tests set it to play several
	// processes against one store.
	Holder Holder
	// HolderAlive tells whether the holder of a live lease, recorded on
	// this host, still runs; nil means HolderAlive (signal 0 and the
	// process start time). A claim that finds a live lease whose holder is
	// dead takes it over at once, as a replay, instead of waiting for it
	// to lapse. Tests pass a fake to play a killed holder.
	HolderAlive func(Holder) bool
}

// Now returns the current time on o.Clock, truncated to the microsecond
// (what every store can hold), in UTC.
func (o Options) Now() time.Time {
	var t time.Time
	if o.Clock == nil {
		t = time.Now()
	} else {
		t = o.Clock.Now()
	}
	return t.Truncate(time.Microsecond).UTC()
}

// RetentionFloor returns o.Retention, or DefaultRetention when it is zero.
func (o Options) RetentionFloor() time.Duration {
	if o.Retention <= 0 {
		return DefaultRetention
	}
	return o.Retention
}

// EntryState is where a key stands in a ledger.
type EntryState string

const (
	// EntryPending: a lease is (or was) held; a call may be under way. A
	// pending entry whose lease has lapsed is taken over by the next claim,
	// as a replay.
	EntryPending EntryState = "pending"
	// EntryUnknown: a call was made and its outcome is unknown; the next
	// claim is a replay behind the same key.
	EntryUnknown EntryState = "unknown"
	// EntryDone: the outcome (an output or a terminal failure) is stored.
	EntryDone EntryState = "done"
)

// Entry is one key as an operator sees it: a snapshot, not a live view.
type Entry struct {
	Key         string     `json:"key"`
	Fingerprint string     `json:"fingerprint"`
	State       EntryState `json:"state"`
	// Token is the current fencing token.
	Token uint64 `json:"token"`
	// Landed is set once a call under the key may have reached the
	// downstream (an unknown outcome, or a lease that lapsed): the next call
	// is a replay.
	Landed bool `json:"landed"`
	// LeaseUntil is when the current lease lapses (pending entries).
	LeaseUntil time.Time `json:"lease_until"`
	CreatedAt  time.Time `json:"created_at"`
	UpdatedAt  time.Time `json:"updated_at"`
	// Holder is the process that made the latest claim of the key; nil
	// for an entry written before holders were recorded.
	Holder *Holder `json:"holder,omitempty"`
	// Outcome is the stored outcome of a done entry.
	Outcome *rung.Outcome `json:"outcome,omitempty"`
}

// ListOptions filters and pages Admin.List.
type ListOptions struct {
	// State keeps only entries in this state; empty keeps all.
	State EntryState
	// Prefix keeps only keys that start with it.
	Prefix string
	// After pages: only keys that sort after it are listed.
	After string
	// Limit caps the number of entries; zero means 100.
	Limit int
}

// ErrNotFound is returned by Admin.Get for a key the ledger does not hold.
var ErrNotFound = errors.New("ledger: no such key")

// Admin is what operators need of a ledger: list and inspect entries and
// reap old ones. The SQL drivers and Memory implement it; implementations
// are safe for concurrent use.
type Admin interface {
	// List returns entries ordered by key.
	List(ctx context.Context, opts ListOptions) ([]Entry, error)
	// Get returns one key's entry, or ErrNotFound.
	Get(ctx context.Context, key string) (Entry, error)
	// Reap deletes done entries completed more than olderThan ago and
	// returns how many it deleted. olderThan below the ledger's retention
	// floor (Options.Retention) is raised to it. Pending and unknown
	// entries are never reaped: they are the evidence that a call may have
	// landed.
	Reap(ctx context.Context, olderThan time.Duration) (int64, error)
	// Resolve records what a reconciliation found about a key whose call
	// may have landed (unknown, or pending under a lapsed lease): applied
	// stores outcome and makes the key done, so the call is never made
	// again; not applied forgets the key, so the next claim makes the call
	// afresh, with no replay. A key under a live lease is ErrLeaseHeld, a
	// done one ErrAlreadyDone, an absent one ErrNotFound. Every token
	// issued before it is stale afterwards.
	Resolve(ctx context.Context, key string, applied bool, outcome rung.Outcome) error
}

// ErrLeaseHeld is returned by Resolve for a key whose lease is live: its
// holder may still be calling.
var ErrLeaseHeld = errors.New("ledger: the key's lease is live; its holder may still be calling")

// ErrAlreadyDone is returned by Resolve for a key whose outcome is stored.
var ErrAlreadyDone = errors.New("ledger: the key already has a stored outcome")

// Store is everything a ledger driver offers (SQLite, PostgreSQL, Memory):
// the ledger itself, the operators' view of it, the run checkpoints, and
// Close. ledger/dsn opens one from a
// DSN. Implementations are safe for concurrent use, Close excepted.
type Store interface {
	rung.Ledger
	Admin
	RunStore
	io.Closer
}
