package bench

import (
	"context"
	"reflect"
	"testing"
)

// TestSameResult: both sides return the function's value, on the success
// path and after two transient failures, making the same attempts.
func TestSameResult(t *testing.T) {
	for _, fails := range []int{0, 2} {
		var fsCalls, rungCalls int
		count := func(n *int, fn func() (any, error)) func() (any, error) {
			return func() (any, error) { *n++; return fn() }
		}
		fs := failsafeGet(count(&fsCalls, flaky(fails)))
		rg := rungCall(context.Background(), count(&rungCalls, flaky(fails)))
		for i := range 3 {
			a, errA := fs()
			b, errB := rg()
			if errA != nil || errB != nil || !reflect.DeepEqual(a, output) || !reflect.DeepEqual(b, output) {
				t.Fatalf("fails=%d call %d: failsafe %v, %v; rung %v, %v; want %v from both", fails, i, a, errA, b, errB, output)
			}
		}
		if want := 3 * (fails + 1); fsCalls != want || rungCalls != want {
			t.Errorf("fails=%d: %d failsafe attempts, %d rung attempts, want %d each", fails, fsCalls, rungCalls, want)
		}
	}
}
