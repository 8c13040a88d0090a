package rungtest

import (
	"math/rand/v2"
	"sync"

	"github.com/rungkit/rung"
)

// Jitter returns a deterministic jitter source for rung.Engine.Jitter,
// seeded with seed. It is safe for concurrent use.
func Jitter(seed uint64) func() float64 {
	var mu sync.Mutex
	r := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	return func() float64 {
		mu.Lock()
		defer mu.Unlock()
		return r.Float64()
	}
}

// Recorder is a rung.Observer that keeps every event. It is safe for
// concurrent use.
type Recorder struct {
	mu     sync.Mutex
	events []rung.Event
}

// Observe implements rung.Observer.
func (r *Recorder) Observe(e rung.Event) {
	r.mu.Lock()
	r.events = append(r.events, e)
	r.mu.Unlock()
}

// Events returns the events recorded so far, of the given types (all when
// none are given).
func (r *Recorder) Events(types ...rung.EventType) []rung.Event {
	r.mu.Lock()
	defer r.mu.Unlock()
	var out []rung.Event
	for _, e := range r.events {
		if len(types) == 0 || contains(types, e.Type) {
			out = append(out, e)
		}
	}
	return out
}

func contains(types []rung.EventType, t rung.EventType) bool {
	for _, x := range types {
		if x == t {
			return true
		}
	}
	return false
}
