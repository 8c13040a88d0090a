package sqlstore

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/rungkit/rung"
)

// HealthRow is one driver's access to a row of rung_health: Load reads the
// record and its version (found false when there is none); Store writes
// rec if the row's version is still version (inserting it when found was
// false) and reports whether it did.
type HealthRow struct {
	Load  func(ctx context.Context) (state []byte, version int64, found bool, err error)
	Store func(ctx context.Context, state []byte, version int64, found bool) (bool, error)
}

// maxHealthTries bounds the compare-and-swap loop: each lost race means
// another writer's update landed, so a loop this long means a store that
// cannot make progress, which is an error rather than a spin.
const maxHealthTries = 1000

// UpdateHealth applies fn (a HealthRecord transition) to the row by
// optimistic concurrency: read the record and its version, apply fn, and
// write it back only if no other writer moved the version meanwhile, else
// read again. A transition that changes nothing (the usual Check of a
// healthy endpoint) writes nothing, so the hot path is one read.
func UpdateHealth(ctx context.Context, row HealthRow, fn func(*rung.HealthRecord) (rung.HealthCheck, bool)) (rung.HealthCheck, error) {
	for range maxHealthTries {
		state, version, found, err := row.Load(ctx)
		if err != nil {
			return rung.HealthCheck{}, err
		}
		var rec rung.HealthRecord
		if found {
			if err := json.Unmarshal(state, &rec); err != nil {
				return rung.HealthCheck{}, fmt.Errorf("health record: %w", err)
			}
		}
		c, changed := fn(&rec)
		if !changed {
			return c, nil
		}
		b, err := json.Marshal(&rec)
		if err != nil {
			return rung.HealthCheck{}, err
		}
		ok, err := row.Store(ctx, b, version, found)
		if err != nil {
			return rung.HealthCheck{}, err
		}
		if ok {
			return c, nil
		}
		if err := ctx.Err(); err != nil {
			return rung.HealthCheck{}, err
		}
	}
	return rung.HealthCheck{}, fmt.Errorf("health record: %d concurrent updates in a row lost the race", maxHealthTries)
}
