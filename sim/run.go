package sim

import (
	"math/rand/v2"

	"github.com/rungkit/rung/rungtest"
)

// newTimeline returns the virtual clock, the downstream world and the random
// source one simulation shares across its jobs, all fixed by the seed.
func newTimeline(sc *Scenario, seed int64) (*rungtest.Clock, *World, *rand.Rand) {
	return rungtest.NewClock(sc.start), NewWorld(), rand.New(rand.NewPCG(uint64(seed), 0x72756e67))
}
