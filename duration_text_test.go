package rung

import (
	"strings"
	"testing"
	"time"
)

// TestDurationsAreRoundedForPeople: the text and Markdown reports give an
// elapsed time a person reads at a glance, not nanoseconds or a bare count
// of seconds.
func TestDurationsAreRoundedForPeople(t *testing.T) {
	for d, want := range map[time.Duration]string{
		2*time.Minute + 4540881997*time.Nanosecond:         "2m4.5s",
		1500 * time.Millisecond:                            "1.5s",
		250*time.Millisecond + 400*time.Microsecond:        "250ms",
		2*time.Hour + 3*time.Minute + 700*time.Millisecond: "2h3m1s",
		5 * time.Minute: "5m",
		2 * time.Hour:   "2h",
	} {
		if got := DurationText(d); got != want {
			t.Errorf("DurationText(%v) = %q, want %q", d, got, want)
		}
	}
	r := &Report{Outcome: OutcomeCompleted, Counters: Counters{ElapsedMS: 124540}}
	for name, out := range map[string]string{"Text": r.Text(), "Markdown": r.Markdown()} {
		if !strings.Contains(out, "2m4.5s") {
			t.Errorf("%s report does not give the elapsed time as 2m4.5s:\n%s", name, out)
		}
	}
}
