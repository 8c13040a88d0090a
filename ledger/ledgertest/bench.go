package ledgertest

import (
	"context"
	"encoding/json"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/rungkit/rung"
)

var benchRun atomic.Int64

// Bench measures claim+complete round trips on l: b.N fresh keys, each
// claimed and completed once, spread over workers goroutines. It reports
// throughput (claims/s, one claim and one completion each) and the p50 and
// p99 latency of a claim+complete pair, in milliseconds.
func Bench(b *testing.B, l rung.Ledger, workers int) {
	ctx := context.Background()
	prefix := "bench-" + strconv.FormatInt(benchRun.Add(1), 10) + "-" + strconv.FormatInt(time.Now().UnixNano(), 36) + "-"
	out := rung.Outcome{Output: json.RawMessage(`{"id":"ch_3MmlLrLkdIwHu7ix0snN0B15","status":"succeeded"}`)}
	var (
		next atomic.Int64
		wg   sync.WaitGroup
		lat  = make([][]time.Duration, workers)
	)
	b.ResetTimer()
	start := time.Now()
	for w := 0; w < workers; w++ {
		wg.Go(func() {
			for {
				i := next.Add(1)
				if i > int64(b.N) {
					return
				}
				key := prefix + strconv.FormatInt(i, 10)
				t0 := time.Now()
				c, err := l.Claim(ctx, key, "fp", time.Minute)
				if err != nil || c.State != rung.ClaimNew {
					b.Errorf("Claim(%s) = %+v, %v", key, c, err)
					return
				}
				if err := l.Complete(ctx, key, c.Token, out); err != nil {
					b.Errorf("Complete(%s): %v", key, err)
					return
				}
				lat[w] = append(lat[w], time.Since(t0))
			}
		})
	}
	wg.Wait()
	elapsed := time.Since(start)
	b.StopTimer()
	all := slices.Concat(lat...)
	if len(all) == 0 {
		return
	}
	slices.Sort(all)
	pct := func(p float64) float64 {
		return float64(all[min(len(all)-1, int(p*float64(len(all))))]) / float64(time.Millisecond)
	}
	b.ReportMetric(float64(len(all))/elapsed.Seconds(), "claims/s")
	b.ReportMetric(pct(0.50), "p50-ms")
	b.ReportMetric(pct(0.99), "p99-ms")
}
