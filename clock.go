package rung

import (
	"context"
	"time"
)

// Clock is the engine's only source of time. Tests and the simulator inject a
// virtual clock, so backoffs cost no real time and runs are deterministic.
type Clock interface {
	Now() time.Time
	// Sleep waits for d or until ctx is done, whichever is first, and
	// returns ctx.Err() in the second case.
	Sleep(ctx context.Context, d time.Duration) error
}

// SystemClock is the wall clock.
type SystemClock struct{}

// Now returns time.Now().
func (SystemClock) Now() time.Time { return time.Now() }

// Sleep waits for d or until ctx is done.
func (SystemClock) Sleep(ctx context.Context, d time.Duration) error {
	if d <= 0 {
		return ctx.Err()
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}
