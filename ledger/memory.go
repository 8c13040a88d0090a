package ledger

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/rungkit/rung"
)

// Memory is an in-process Store: the ledger, the operators' view of
// it (Admin) and the run checkpoints (RunStore), with the semantics of the
// SQL drivers, proved by the same conformance suite. It is safe for
// concurrent use. Its records live as long as the value and are never
// written anywhere, so it suits tests, the simulator, dry runs and
// single-process agents that need no replay across restarts.
//
// Times are read from Options.Clock as the SQL drivers read them
// (Options.Now: the microsecond, in UTC), and the times it is given are
// stored at the same precision, so a test passes the same way on Memory as
// on SQLite or PostgreSQL. What differs: Close releases nothing; a stored
// outcome's failure comes back as given, not decoded from JSON (with its
// Err); and Complete, MarkUnknown and Release do not look at their context.
type Memory struct {
	opts Options

	mu      sync.Mutex
	entries map[string]*entry
	tokens  uint64
	runs    map[string]map[stepKey]storedStep
	kinds   KindMemory // the model classifier's answers (kindcache.go)
}

var (
	_ Store         = (*Memory)(nil)
	_ StepCompleter = (*Memory)(nil)
)

type state uint8

const (
	held    state = iota // a lease is (or was) held: the call may be under way
	unknown              // the call was made and its outcome is unknown
	done                 // the outcome is stored
)

type entry struct {
	fingerprint string
	state       state
	token       uint64
	until       time.Time
	// landed is set once a call under the key may have reached the
	// downstream; a Release then cannot forget the key.
	landed  bool
	outcome rung.Outcome
	holder  Holder
	// created is when the key was first claimed; updated when its entry
	// last changed (for a done entry, when it completed: what Reap counts
	// from).
	created, updated time.Time
}

// stepKey is where a checkpoint sits in its run.
type stepKey struct{ plan, index int }

// storedStep is a checkpoint as Memory keeps it: the record without its
// failure, which is kept as JSON the way the SQL drivers store it, so a
// loaded record is a fresh value equal to what they would return.
type storedStep struct {
	rec     StepRecord
	failure []byte
}

// NewMemory returns an empty ledger whose leases and times run on clock
// (the system clock when nil), with the default retention. It is
// NewMemoryStore(Options{Clock: clock}).
func NewMemory(clock rung.Clock) *Memory {
	return NewMemoryStore(Options{Clock: clock})
}

// NewMemoryStore returns an empty Memory configured as the SQL drivers are:
// opts.Clock is its source of time (nil means the system clock) and
// opts.Retention the floor Reap keeps completed entries for (zero means
// DefaultRetention).
func NewMemoryStore(opts Options) *Memory {
	return &Memory{opts: opts, entries: make(map[string]*entry), runs: make(map[string]map[stepKey]storedStep)}
}

// Close implements io.Closer. It returns nil and releases nothing: the
// records are dropped with the value, and a closed Memory stays usable.
func (m *Memory) Close() error { return nil }

// Claim implements rung.Ledger.
func (m *Memory) Claim(ctx context.Context, key, fingerprint string, lease time.Duration) (rung.Claim, error) {
	if err := ctx.Err(); err != nil {
		return rung.Claim{}, err
	}
	now := m.opts.Now()
	m.mu.Lock()
	defer m.mu.Unlock()
	e, ok := m.entries[key]
	if !ok {
		m.tokens++
		m.entries[key] = &entry{fingerprint: fingerprint, state: held, token: m.tokens, until: now.Add(lease), holder: m.opts.Self(), created: now, updated: now}
		return rung.Claim{State: rung.ClaimNew, Token: m.tokens}, nil
	}
	if e.fingerprint != fingerprint {
		return rung.Claim{State: rung.ClaimMismatch}, nil
	}
	switch e.state {
	case done:
		out := cloneOutcome(e.outcome)
		return rung.Claim{State: rung.ClaimDone, Outcome: &out}, nil
	case held:
		if now.Before(e.until) && !m.opts.Dead(e.holder) {
			return rung.Claim{State: rung.ClaimInFlight, Until: e.until, Holder: e.holder.String()}, nil
		}
		// The holder's lease lapsed, or its process died: it may have
		// called, so whoever takes the key now replays behind it.
		e.landed = true
	}
	m.tokens++
	e.state, e.token, e.until, e.updated, e.holder = held, m.tokens, now.Add(lease), now, m.opts.Self()
	return rung.Claim{State: rung.ClaimNew, Token: e.token, Replay: e.landed}, nil
}

// current returns the entry key holds under token, or ErrStaleToken.
func (m *Memory) current(key string, token uint64) (*entry, error) {
	e, ok := m.entries[key]
	if !ok || e.token != token || e.state != held {
		return nil, rung.ErrStaleToken
	}
	return e, nil
}

// Complete implements rung.Ledger. The output is copied; the outcome's time
// (now when zero) is kept to the microsecond, in UTC, as the SQL drivers
// keep it.
func (m *Memory) Complete(ctx context.Context, key string, token uint64, outcome rung.Outcome) error {
	now := m.opts.Now()
	if outcome.At.IsZero() {
		outcome.At = now
	} else {
		outcome.At = storedTime(outcome.At)
	}
	outcome = cloneOutcome(outcome)
	m.mu.Lock()
	defer m.mu.Unlock()
	e, err := m.current(key, token)
	if err != nil {
		return err
	}
	e.state, e.outcome, e.updated = done, outcome, now
	return nil
}

// CompleteStep implements StepCompleter: Complete and SaveStep under one
// hold of the lock.
func (m *Memory) CompleteStep(ctx context.Context, key string, token uint64, outcome rung.Outcome, run string, rec StepRecord) error {
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("memory ledger: complete step %s: %w", key, err)
	}
	now := m.opts.Now()
	if outcome.At.IsZero() {
		outcome.At = now
	} else {
		outcome.At = storedTime(outcome.At)
	}
	outcome = cloneOutcome(outcome)
	st, err := m.storeStep(rec)
	if err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	e, err := m.current(key, token)
	if err != nil {
		return err
	}
	e.state, e.outcome, e.updated = done, outcome, now
	m.putStep(run, st)
	return nil
}

// MarkUnknown implements rung.Ledger.
func (m *Memory) MarkUnknown(ctx context.Context, key string, token uint64) error {
	now := m.opts.Now()
	m.mu.Lock()
	defer m.mu.Unlock()
	e, err := m.current(key, token)
	if err != nil {
		return err
	}
	e.state, e.landed, e.updated = unknown, true, now
	return nil
}

// Release implements rung.Ledger. A key under which an earlier call may
// have landed is not forgotten: it goes back to unknown, so the next claim
// is still a replay.
func (m *Memory) Release(ctx context.Context, key string, token uint64) error {
	now := m.opts.Now()
	m.mu.Lock()
	defer m.mu.Unlock()
	e, err := m.current(key, token)
	if err != nil {
		return err
	}
	if e.landed {
		e.state, e.updated = unknown, now
		return nil
	}
	delete(m.entries, key)
	return nil
}

// Resolve implements Admin.
func (m *Memory) Resolve(ctx context.Context, key string, applied bool, outcome rung.Outcome) error {
	now := m.opts.Now()
	m.mu.Lock()
	defer m.mu.Unlock()
	e, ok := m.entries[key]
	switch {
	case !ok:
		return ErrNotFound
	case e.state == done:
		return ErrAlreadyDone
	case e.state == held && now.Before(e.until):
		return ErrLeaseHeld
	}
	if !applied {
		delete(m.entries, key)
		return nil
	}
	if outcome.At.IsZero() {
		outcome.At = now
	}
	outcome.At = outcome.At.Truncate(time.Microsecond).UTC()
	outcome.Output = append(json.RawMessage(nil), outcome.Output...)
	m.tokens++
	e.state, e.outcome, e.updated, e.token = done, outcome, now, m.tokens
	return nil
}

// Len returns how many keys the ledger holds.
func (m *Memory) Len() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return len(m.entries)
}

// snapshot returns key's entry as operators see it. The caller holds mu.
func (e *entry) snapshot(key string) Entry {
	out := Entry{
		Key: key, Fingerprint: e.fingerprint, Token: e.token, Landed: e.landed,
		LeaseUntil: e.until, CreatedAt: e.created, UpdatedAt: e.updated,
	}
	if !e.holder.IsZero() {
		h := e.holder
		out.Holder = &h
	}
	switch e.state {
	case held:
		out.State = EntryPending
	case unknown:
		out.State = EntryUnknown
	case done:
		out.State = EntryDone
		o := cloneOutcome(e.outcome)
		out.Outcome = &o
	}
	return out
}

// List implements Admin.
func (m *Memory) List(ctx context.Context, opts ListOptions) ([]Entry, error) {
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("memory ledger: list: %w", err)
	}
	limit := opts.Limit
	if limit <= 0 {
		limit = 100
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	var keys []string
	for k, e := range m.entries {
		if k > opts.After && strings.HasPrefix(k, opts.Prefix) && (opts.State == "" || opts.State == e.entryState()) {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	keys = keys[:min(len(keys), limit)]
	var out []Entry
	for _, k := range keys {
		out = append(out, m.entries[k].snapshot(k))
	}
	return out, nil
}

func (e *entry) entryState() EntryState {
	switch e.state {
	case held:
		return EntryPending
	case unknown:
		return EntryUnknown
	default:
		return EntryDone
	}
}

// Get implements Admin.
func (m *Memory) Get(ctx context.Context, key string) (Entry, error) {
	if err := ctx.Err(); err != nil {
		return Entry{}, fmt.Errorf("memory ledger: get %s: %w", key, err)
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	e, ok := m.entries[key]
	if !ok {
		return Entry{}, ErrNotFound
	}
	return e.snapshot(key), nil
}

// Reap implements Admin: it deletes done entries completed more than
// olderThan (at least the retention floor) ago. Pending and unknown entries
// are never reaped.
func (m *Memory) Reap(ctx context.Context, olderThan time.Duration) (int64, error) {
	if err := ctx.Err(); err != nil {
		return 0, fmt.Errorf("memory ledger: reap: %w", err)
	}
	olderThan = max(olderThan, m.opts.RetentionFloor())
	cutoff := m.opts.Now().Add(-olderThan)
	m.mu.Lock()
	defer m.mu.Unlock()
	var n int64
	for k, e := range m.entries {
		if e.state == done && e.updated.Before(cutoff) {
			delete(m.entries, k)
			n++
		}
	}
	return n, nil
}

// SaveStep implements RunStore. The record is copied; its time (now when
// zero) is kept to the microsecond, in UTC, and its failure as JSON, as the
// SQL drivers keep them.
func (m *Memory) SaveStep(ctx context.Context, run string, rec StepRecord) error {
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("memory ledger: save step %s/%d/%d: %w", run, rec.Plan, rec.Index, err)
	}
	st, err := m.storeStep(rec)
	if err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	m.putStep(run, st)
	return nil
}

// storeStep returns rec as Memory keeps it.
func (m *Memory) storeStep(rec StepRecord) (storedStep, error) {
	if rec.At.IsZero() {
		rec.At = m.opts.Now()
	} else {
		rec.At = storedTime(rec.At)
	}
	st := storedStep{rec: rec}
	if rec.Failure != nil {
		b, err := json.Marshal(rec.Failure)
		if err != nil {
			return st, fmt.Errorf("encode failure: %w", err)
		}
		st.failure = b
	}
	st.rec.Failure = nil
	st.rec.Output = cloneBytes(rec.Output)
	return st, nil
}

// putStep records st in run; m.mu is held.
func (m *Memory) putStep(run string, st storedStep) {
	steps := m.runs[run]
	if steps == nil {
		steps = make(map[stepKey]storedStep)
		m.runs[run] = steps
	}
	steps[stepKey{st.rec.Plan, st.rec.Index}] = st
}

// LoadRun implements RunStore.
func (m *Memory) LoadRun(ctx context.Context, run string) ([]StepRecord, error) {
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("memory ledger: load run %s: %w", run, err)
	}
	m.mu.Lock()
	stored := slices.Collect(maps.Values(m.runs[run]))
	m.mu.Unlock()
	if len(stored) == 0 {
		return nil, ErrNoRun
	}
	slices.SortFunc(stored, func(a, b storedStep) int {
		return cmp.Or(cmp.Compare(a.rec.Plan, b.rec.Plan), cmp.Compare(a.rec.Index, b.rec.Index))
	})
	out := make([]StepRecord, len(stored))
	for i, st := range stored {
		r := st.rec
		r.Output = cloneBytes(r.Output)
		if st.failure != nil {
			var f rung.Failure
			if err := json.Unmarshal(st.failure, &f); err != nil {
				return nil, fmt.Errorf("decode stored failure: %w", err)
			}
			r.Failure = &f
		}
		out[i] = r
	}
	return out, nil
}

// ListRuns implements RunStore: runs by their latest step time, most recent
// first (ties by run name), at most limit (zero means 100).
func (m *Memory) ListRuns(ctx context.Context, limit int) ([]RunSummary, error) {
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("memory ledger: list runs: %w", err)
	}
	if limit <= 0 {
		limit = 100
	}
	m.mu.Lock()
	out := make([]RunSummary, 0, len(m.runs))
	for run, steps := range m.runs {
		if len(steps) == 0 {
			continue
		}
		s := RunSummary{Run: run, Steps: len(steps)}
		first := true
		for _, st := range steps {
			if first || st.rec.At.Before(s.First) {
				s.First = st.rec.At
			}
			if first || st.rec.At.After(s.Last) {
				s.Last = st.rec.At
			}
			first = false
		}
		out = append(out, s)
	}
	m.mu.Unlock()
	slices.SortFunc(out, func(a, b RunSummary) int {
		return cmp.Or(b.Last.Compare(a.Last), strings.Compare(a.Run, b.Run))
	})
	if len(out) == 0 {
		return nil, nil
	}
	return out[:min(len(out), limit)], nil
}

// storedTime returns t as the SQL drivers store it: to the microsecond, in
// UTC.
func storedTime(t time.Time) time.Time { return t.Truncate(time.Microsecond).UTC() }

func cloneBytes(b json.RawMessage) json.RawMessage {
	if b == nil {
		return nil
	}
	return append(json.RawMessage{}, b...)
}

// cloneOutcome copies o's output and failure, so that neither the caller's
// values nor the stored ones change under the other.
func cloneOutcome(o rung.Outcome) rung.Outcome {
	o.Output = cloneBytes(o.Output)
	if o.Failure != nil {
		f := *o.Failure
		f.Invalidates = slices.Clone(f.Invalidates)
		f.Fact = maps.Clone(f.Fact)
		o.Failure = &f
	}
	return o
}
