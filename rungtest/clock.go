// Package rungtest helps test code that uses rung: a virtual clock, scripted
// tools and a scripted planner, in the spirit of net/http/httptest.
package rungtest

import (
	"context"
	"sync"
	"time"
)

// Clock is a virtual rung.Clock. Sleep advances the clock by the requested
// duration at once instead of waiting, so a backoff of a minute costs no real
// time and elapsed virtual time is exact. It is safe for concurrent use;
// concurrent sleepers each advance the clock by their own duration.
type Clock struct {
	mu  sync.Mutex
	now time.Time
}

// Epoch is the default start of a virtual clock: fixed, so runs are
// reproducible.
var Epoch = time.Date(2026, 3, 12, 3, 41, 0, 0, time.UTC)

// NewClock returns a virtual clock at start (Epoch if start is zero).
func NewClock(start time.Time) *Clock {
	if start.IsZero() {
		start = Epoch
	}
	return &Clock{now: start}
}

// Now returns the virtual time.
func (c *Clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

// Advance moves the clock forward by d (a tool's scripted latency, say).
func (c *Clock) Advance(d time.Duration) {
	if d <= 0 {
		return
	}
	c.mu.Lock()
	c.now = c.now.Add(d)
	c.mu.Unlock()
}

// Sleep advances the clock by d unless ctx is already done.
func (c *Clock) Sleep(ctx context.Context, d time.Duration) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	c.Advance(d)
	return nil
}
