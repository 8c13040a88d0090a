package planfile_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/planfile"
)

// TestBreakerPolicy: the policy's breaker block sets rung.Policy.Breaker;
// absent keeps the defaults, failures 0 turns it off, a negative count is
// refused at its line.
func TestBreakerPolicy(t *testing.T) {
	for _, tc := range []struct {
		name, block string
		want        rung.Breaker
	}{
		{"absent", "", rung.Breaker{}},
		{"set", "policy:\n  breaker: {failures: 8, window: 2m, cooldown: 45s, probe_lease: 10s}\n", rung.Breaker{Failures: 8, Window: 2 * time.Minute, Cooldown: 45 * time.Second, ProbeLease: 10 * time.Second}},
		{"off", "policy:\n  breaker: {failures: 0}\n", rung.Breaker{Failures: -1}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f, err := planfile.Parse("plan.yaml", []byte(tc.block+valid))
			if err != nil {
				t.Fatal(err)
			}
			if got := f.Policy.Policy().Breaker; got != tc.want {
				t.Errorf("Breaker = %+v, want %+v", got, tc.want)
			}
		})
	}
	_, err := planfile.Parse("plan.yaml", []byte(valid+"policy:\n  breaker:\n    failures: -2\n"))
	var e *planfile.Error
	if !errors.As(err, &e) || e.Field != "policy.breaker.failures" || e.Line != 15 || !strings.Contains(e.Msg, "want 0 (no breaker) or more") {
		t.Fatalf("negative failures: %v (%+v), want an error at policy.breaker.failures, line 15", err, e)
	}
}
