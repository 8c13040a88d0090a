// Package crash proves the SQL ledgers under real concurrency and real
// crashes: worker processes (the test binary, re-executed) share one ledger
// and one downstream over the same keys, some kill themselves with SIGKILL at
// a chosen point of a call, and the parent then checks that no effect ran
// twice, no acknowledged result was lost, every possibly-landed call was
// surfaced as a replay, and every caller saw the same outcome per key.
//
// A driver's test package calls MaybeWorker first thing in TestMain.
package crash

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"syscall"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/ledger/dsn"
)

// Kill points: where a worker kills itself, on its KillAt-th new claim.
const (
	KillAfterClaim    = "claim"    // holds the lease, nothing sent
	KillDuringCall    = "call"     // inside the downstream's transaction: sent, not applied
	KillAfterEffect   = "effect"   // the downstream applied it; the ledger was not told
	KillAfterComplete = "complete" // the ledger holds the outcome; the caller never saw it
)

// KillPoints lists the kill points in the order batches cycle through them.
var KillPoints = []string{KillAfterClaim, KillDuringCall, KillAfterEffect, KillAfterComplete}

const envWorker = "RUNG_CRASH_WORKER"

// worker is one worker process's assignment, passed in its environment as
// JSON.
type worker struct {
	ID         string        `json:"id"`
	Ledger     string        `json:"ledger"`
	Downstream string        `json:"downstream"`
	Out        string        `json:"out"`
	Prefix     string        `json:"prefix"`
	Keys       int           `json:"keys"`
	Offset     time.Duration `json:"offset"`
	Lease      time.Duration `json:"lease"`
	KillPoint  string        `json:"kill_point,omitempty"`
	KillAt     int           `json:"kill_at,omitempty"`
	Seed       uint64        `json:"seed"`
	PUnknown   float64       `json:"p_unknown"`
	PRelease   float64       `json:"p_release"`
	// Retry makes the worker retry ledger errors (a restarted server)
	// instead of failing.
	Retry     bool          `json:"retry"`
	CallDelay time.Duration `json:"call_delay"`
	// Mode "stale" runs the stale-worker script instead (see Stale).
	Mode string `json:"mode,omitempty"`
}

// offsetClock is the system clock shifted by a fixed offset: each round of
// workers runs hours after the previous one on the ledger's clock, so the
// leases of workers killed in one round have lapsed for the next, with no
// real waiting.
type offsetClock struct{ off time.Duration }

func (c offsetClock) Now() time.Time { return time.Now().Add(c.off) }

func (c offsetClock) Sleep(ctx context.Context, d time.Duration) error {
	return rung.SystemClock{}.Sleep(ctx, d)
}

// MaybeWorker runs the worker and exits when this process was started as
// one; otherwise it returns at once.
func MaybeWorker() {
	spec := os.Getenv(envWorker)
	if spec == "" {
		return
	}
	var w worker
	if err := json.Unmarshal([]byte(spec), &w); err != nil {
		fmt.Fprintln(os.Stderr, "crash worker:", err)
		os.Exit(2)
	}
	run := w.run
	if w.Mode == "stale" {
		run = w.runStale
	}
	if err := run(context.Background()); err != nil {
		fmt.Fprintln(os.Stderr, "crash worker", w.ID+":", err)
		os.Exit(1)
	}
	os.Exit(0)
}

func die() {
	syscall.Kill(os.Getpid(), syscall.SIGKILL)
	select {}
}

func keyName(prefix string, i int) string { return prefix + "key-" + strconv.Itoa(i) }

func fingerprint(key string) string { return "fp:" + key }

func (w *worker) run(ctx context.Context) error {
	store, err := w.open(ctx)
	if err != nil {
		return err
	}
	defer store.Close()
	ds, err := OpenDownstream(w.Downstream)
	if err != nil {
		return err
	}
	defer ds.Close()
	out, err := os.OpenFile(w.Out, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return err
	}
	defer out.Close()
	// Each line is one write, so a line written before a kill survives it.
	record := func(kind, key, value string) {
		fmt.Fprintf(out, "%s\t%s\t%s\n", kind, key, value)
	}
	fmt.Println("working") // the parent's cue for a random kill
	rng := rand.New(rand.NewPCG(w.Seed, 7))
	news := 0
	for _, i := range rng.Perm(w.Keys) {
		key := keyName(w.Prefix, i)
	claim:
		for attempt := 0; ; attempt++ {
			c, err := store.Claim(ctx, key, fingerprint(key), w.Lease)
			if err != nil {
				record("retry", key, "claim")
				if w.Retry && attempt < 1000 {
					time.Sleep(20 * time.Millisecond)
					continue
				}
				return err
			}
			switch c.State {
			case rung.ClaimInFlight:
				break claim // someone else is on it; a later round settles it
			case rung.ClaimMismatch:
				return fmt.Errorf("claim %s: mismatch", key)
			case rung.ClaimDone:
				var v string
				if err := json.Unmarshal(c.Outcome.Output, &v); err != nil {
					return fmt.Errorf("stored outcome of %s: %w", key, err)
				}
				record("seen", key, v)
				break claim
			}
			news++
			kill := func(point string) {
				if w.KillPoint == point && news >= w.KillAt {
					die()
				}
			}
			kill(KillAfterClaim)
			if rng.Float64() < w.PRelease {
				// Refused before the call began: nothing is stored.
				if err := w.retry(func() error { return store.Release(ctx, key, c.Token) }); err != nil && !errors.Is(err, rung.ErrStaleToken) {
					return err
				}
				break claim
			}
			if w.CallDelay > 0 {
				time.Sleep(w.CallDelay)
			}
			var hook func()
			if w.KillPoint == KillDuringCall && news >= w.KillAt {
				hook = die
			}
			value, err := ds.Call(ctx, key, w.ID, c.Replay, hook)
			if err != nil {
				return fmt.Errorf("downstream %s: %w", key, err)
			}
			kill(KillAfterEffect)
			if rng.Float64() < w.PUnknown {
				// The response was lost: the effect may have landed.
				if err := w.retry(func() error { return store.MarkUnknown(ctx, key, c.Token) }); err != nil && !errors.Is(err, rung.ErrStaleToken) {
					return err
				}
				break claim
			}
			outcome := rung.Outcome{Output: json.RawMessage(strconv.Quote(value))}
			failed := false
			for {
				err := store.Complete(ctx, key, c.Token, outcome)
				if err == nil {
					break
				}
				if errors.Is(err, rung.ErrStaleToken) {
					if failed {
						// An earlier attempt may have committed before
						// the connection broke: ask the ledger.
						continue claim
					}
					record("stale", key, "")
					break claim
				}
				if !w.Retry {
					return err
				}
				record("retry", key, "complete")
				failed = true
				time.Sleep(20 * time.Millisecond)
			}
			kill(KillAfterComplete)
			record("ack", key, value)
			break claim
		}
	}
	return nil
}

func (w *worker) open(ctx context.Context) (ledger.Store, error) {
	var err error
	for attempt := 0; attempt < 500; attempt++ {
		var s ledger.Store
		s, err = dsn.Open(ctx, w.Ledger, ledger.Options{Clock: offsetClock{w.Offset}})
		if err == nil {
			return s, nil
		}
		if !w.Retry && attempt > 50 {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	return nil, err
}

// retry runs a fenced write, retrying errors other than ErrStaleToken when
// the worker retries.
func (w *worker) retry(fn func() error) error {
	for attempt := 0; ; attempt++ {
		err := fn()
		if err == nil || errors.Is(err, rung.ErrStaleToken) || !w.Retry || attempt > 1000 {
			return err
		}
		time.Sleep(20 * time.Millisecond)
	}
}
