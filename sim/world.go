package sim

import (
	"encoding/json"
	"sync"
)

// World is the downstream a scenario's side-effecting tools act on. It
// counts every applied effect by its identity (the tool and the arguments
// that identify the effect), and remembers the outcome recorded for each
// idempotency key, so a tool that accepts keys answers a repeated key with
// the original outcome instead of acting twice, as real payment and storage
// APIs do. Duplicates are effects applied more than once.
//
// A World is safe for concurrent use.
type World struct {
	mu      sync.Mutex
	applied map[string]int
	order   []string
	keys    map[string]any
	deduped int
}

// NewWorld returns an empty world.
func NewWorld() *World {
	return &World{applied: map[string]int{}, keys: map[string]any{}}
}

// Replayed returns the outcome recorded under key, if an earlier call with
// the same key applied its effect; such a call is answered from the
// records, and counted as deduplicated.
func (w *World) Replayed(key string) (any, bool) {
	if key == "" {
		return nil, false
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	v, ok := w.keys[key]
	if ok {
		w.deduped++
	}
	return v, ok
}

// Deduplicated returns how many calls the world answered from its records
// because their idempotency key had already been applied.
func (w *World) Deduplicated() int {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.deduped
}

// Keys returns how many distinct idempotency keys the world has recorded.
func (w *World) Keys() int {
	w.mu.Lock()
	defer w.mu.Unlock()
	return len(w.keys)
}

// Apply records one application of the effect identity; when key is not
// empty, the outcome is recorded for later calls with the same key.
func (w *World) Apply(identity, key string, outcome any) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.applied[identity] == 0 {
		w.order = append(w.order, identity)
	}
	w.applied[identity]++
	if key != "" {
		w.keys[key] = outcome
	}
}

// Effects returns the number of effects applied, duplicates included.
func (w *World) Effects() int {
	w.mu.Lock()
	defer w.mu.Unlock()
	n := 0
	for _, c := range w.applied {
		n += c
	}
	return n
}

// Duplicates returns how many applications repeated an effect already
// applied: the sum over identities of (count - 1).
func (w *World) Duplicates() int {
	w.mu.Lock()
	defer w.mu.Unlock()
	n := 0
	for _, c := range w.applied {
		if c > 1 {
			n += c - 1
		}
	}
	return n
}

// Applied returns each effect identity and how many times it was applied,
// in the order they were first applied.
func (w *World) Applied() []AppliedEffect {
	w.mu.Lock()
	defer w.mu.Unlock()
	out := make([]AppliedEffect, 0, len(w.order))
	for _, id := range w.order {
		out = append(out, AppliedEffect{Effect: id, Count: w.applied[id]})
	}
	return out
}

// AppliedEffect is one downstream effect and how often it was applied.
type AppliedEffect struct {
	Effect string `json:"effect"`
	Count  int    `json:"count"`
}

// effectIdentity names an effect: the tool and the chosen arguments as
// canonical JSON ("payments.charge {"order":"A-1"}").
func effectIdentity(tool string, names []string, args map[string]any) string {
	picked := map[string]any{}
	if names == nil {
		picked = args
	} else {
		for _, n := range names {
			if v, ok := args[n]; ok {
				picked[n] = v
			}
		}
	}
	b, _ := json.Marshal(picked) // encoding/json sorts map keys
	return tool + " " + string(b)
}
