package ledger

import (
	"context"
	"sync"
	"time"

	"github.com/rungkit/rung"
)

// Memory is an in-process rung.Ledger. It is safe for concurrent use; its
// records live as long as the value, so it suits tests, the simulator and
// single-process agents that need no replay across restarts.
type Memory struct {
	clock rung.Clock

	mu      sync.Mutex
	entries map[string]*entry
	tokens  uint64
}

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
}

// NewMemory returns an empty ledger whose leases run on clock (the system
// clock when nil).
func NewMemory(clock rung.Clock) *Memory {
	if clock == nil {
		clock = rung.SystemClock{}
	}
	return &Memory{clock: clock, entries: make(map[string]*entry)}
}

// Claim implements rung.Ledger.
func (m *Memory) Claim(ctx context.Context, key, fingerprint string, lease time.Duration) (rung.Claim, error) {
	if err := ctx.Err(); err != nil {
		return rung.Claim{}, err
	}
	now := m.clock.Now()
	m.mu.Lock()
	defer m.mu.Unlock()
	e, ok := m.entries[key]
	if !ok {
		m.tokens++
		m.entries[key] = &entry{fingerprint: fingerprint, state: held, token: m.tokens, until: now.Add(lease)}
		return rung.Claim{State: rung.ClaimNew, Token: m.tokens}, nil
	}
	if e.fingerprint != fingerprint {
		return rung.Claim{State: rung.ClaimMismatch}, nil
	}
	switch e.state {
	case done:
		out := e.outcome
		return rung.Claim{State: rung.ClaimDone, Outcome: &out}, nil
	case held:
		if now.Before(e.until) {
			return rung.Claim{State: rung.ClaimInFlight, Until: e.until}, nil
		}
		// The holder's lease lapsed: it may have called, so whoever takes
		// the key now replays behind it.
		e.landed = true
	}
	m.tokens++
	e.state, e.token, e.until = held, m.tokens, now.Add(lease)
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

// Complete implements rung.Ledger.
func (m *Memory) Complete(ctx context.Context, key string, token uint64, outcome rung.Outcome) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	e, err := m.current(key, token)
	if err != nil {
		return err
	}
	if outcome.At.IsZero() {
		outcome.At = m.clock.Now()
	}
	e.state, e.outcome = done, outcome
	return nil
}

// MarkUnknown implements rung.Ledger.
func (m *Memory) MarkUnknown(ctx context.Context, key string, token uint64) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	e, err := m.current(key, token)
	if err != nil {
		return err
	}
	e.state, e.landed = unknown, true
	return nil
}

// Release implements rung.Ledger. A key under which an earlier call may
// have landed is not forgotten: it goes back to unknown, so the next claim
// is still a replay.
func (m *Memory) Release(ctx context.Context, key string, token uint64) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	e, err := m.current(key, token)
	if err != nil {
		return err
	}
	if e.landed {
		e.state = unknown
		return nil
	}
	delete(m.entries, key)
	return nil
}

// Len returns how many keys the ledger holds.
func (m *Memory) Len() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return len(m.entries)
}
