package bench

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/failsafe-go/failsafe-go"
	"github.com/failsafe-go/failsafe-go/retrypolicy"
	"github.com/rungkit/rung"
	"github.com/rungkit/rung/rungtest"
)

// errBusy is the transient failure both paths see: one value, made once,
// so neither side pays for building an error. rung reads its kind from it
// (a *rung.Failure); failsafe-go's policy retries any error.
var errBusy error = rung.Transient(errors.New("503 Service Unavailable"))

// output is what the function returns on success.
var output any = map[string]any{"id": "R-17"}

// flaky returns a function that fails fails times before each success.
func flaky(fails int) func() (any, error) {
	n := 0
	return func() (any, error) {
		n++
		if n%(fails+1) != 0 {
			return nil, errBusy
		}
		return output, nil
	}
}

// failsafeGet is the failsafe-go side: an executor with a retry policy of
// three retries and no delay, built once, as a service would hold it.
func failsafeGet(fn func() (any, error)) func() (any, error) {
	exec := failsafe.With[any](retrypolicy.NewBuilder[any]().WithMaxRetries(3).Build())
	return func() (any, error) { return exec.Get(fn) }
}

// callsPerRun is how many calls share a session in the benchmarks: a
// session is one agent run, and it keeps a record of every call for its
// report, so one session for all b.N calls would measure that record
// growing to millions of entries rather than a call.
const callsPerRun = 100

// rungCall is the rung side: a session whose policy retries three times
// with a 1ns backoff on a virtual clock (its Sleep returns at once), and a
// tool that runs fn, as an adapter holds them for a run; a fresh session
// every callsPerRun calls, its cost included.
func rungCall(ctx context.Context, fn func() (any, error)) func() (any, error) {
	tool := &rung.Tool{Name: "reserve", Call: func(context.Context, map[string]any) (any, error) { return fn() }}
	args := map[string]any{"item": "a"}
	var session *rung.Session
	n := 0
	return func() (any, error) {
		if n%callsPerRun == 0 {
			session = rung.NewSession(rung.SessionOptions{
				ID:     "bench",
				Policy: rung.Policy{Retries: 3, BackoffBase: time.Nanosecond, BackoffMax: time.Nanosecond},
				Clock:  rungtest.NewClock(rungtest.Epoch),
				Jitter: func() float64 { return 0 },
			})
		}
		n++
		return session.Call(ctx, tool, args)
	}
}

var sink any

// run measures call. Besides ns/op (wall time) it reports cpu-ns/op, the
// process's CPU time per call, which other processes on a busy machine do
// not inflate.
func run(b *testing.B, call func() (any, error)) {
	b.ReportAllocs()
	start, ok := cpuTime()
	for b.Loop() {
		out, err := call()
		if err != nil {
			b.Fatal(err)
		}
		sink = out
	}
	if end, ok2 := cpuTime(); ok && ok2 {
		b.ReportMetric(float64(end-start)/float64(b.N), "cpu-ns/op")
	}
}

// BenchmarkCall compares the two on the same function. Sub-benchmarks are
// named impl=failsafe and impl=rung, so benchstat -col /impl sets them side
// by side.
func BenchmarkCall(b *testing.B) {
	canceled, cancel := context.WithCancel(context.Background())
	defer cancel()
	for _, c := range []struct {
		name  string
		fails int
	}{{"Success", 0}, {"Transient2", 2}} {
		b.Run(c.name+"/impl=failsafe", func(b *testing.B) { run(b, failsafeGet(flaky(c.fails))) })
		b.Run(c.name+"/impl=rung", func(b *testing.B) { run(b, rungCall(context.Background(), flaky(c.fails))) })
		// A framework's context can be cancelled: failsafe-go then watches
		// it, and rung calls the tool on a goroutine it can abandon.
		b.Run(c.name+"Ctx/impl=failsafe", func(b *testing.B) {
			exec := failsafe.With[any](retrypolicy.NewBuilder[any]().WithMaxRetries(3).Build()).WithContext(canceled)
			fn := flaky(c.fails)
			run(b, func() (any, error) { return exec.Get(fn) })
		})
		b.Run(c.name+"Ctx/impl=rung", func(b *testing.B) { run(b, rungCall(canceled, flaky(c.fails))) })
	}
}
