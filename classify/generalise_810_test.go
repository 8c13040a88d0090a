package classify

import "testing"

// TestIndependentCases810 runs held-out set 810: live Redis (go-redis v9, redis-cli, redislock, redsync) cache/lock/queue failures, labelled blind.
func TestIndependentCases810(t *testing.T) {
	runIndependent(t, "testdata/independent810.jsonl", false)
}
