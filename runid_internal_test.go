package rung

import (
	"math/rand/v2"
	"testing"
	"time"
)

// appendRunIDTime writes what Time.AppendFormat writes for the run id's
// layout, at the edges of every field, in other zones, and at random
// instants across the years it handles itself and beyond them.
func TestAppendRunIDTimeMatchesAppendFormat(t *testing.T) {
	east := time.FixedZone("east", 13*3600+45*60)
	times := []time.Time{
		{},
		time.Date(2026, 12, 31, 23, 59, 59, 999_999_999, time.UTC),
		time.Date(2027, 1, 1, 0, 0, 0, 0, time.UTC),
		time.Date(2026, 3, 1, 0, 0, 0, 999_999, east), // the day before, in UTC
		time.Date(2024, 2, 29, 12, 30, 5, 1_000_000, time.UTC),
		time.Date(9999, 12, 31, 23, 59, 59, 999_000_000, time.UTC),
		time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC),
		time.Date(-1, 6, 1, 0, 0, 0, 0, time.UTC),
		time.Date(999, 6, 1, 0, 0, 0, 0, time.UTC),
		time.Now(),
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		times = append(times, time.Unix(rng.Int64N(1<<40)-1<<39, rng.Int64N(1e9)).In(east))
	}
	for _, tm := range times {
		got := string(appendRunIDTime([]byte("run-"), tm))
		want := "run-" + tm.UTC().Format(runIDTimeLayout)
		if got != want {
			t.Fatalf("appendRunIDTime(%v) = %q, want %q", tm, got, want)
		}
	}
}

func BenchmarkAppendRunIDTime(b *testing.B) {
	tm := time.Date(2026, 12, 1, 23, 59, 59, 123_456_789, time.UTC)
	var buf [64]byte
	b.Run("digits", func(b *testing.B) {
		for b.Loop() {
			appendRunIDTime(buf[:0], tm)
		}
	})
	b.Run("AppendFormat", func(b *testing.B) {
		for b.Loop() {
			tm.UTC().AppendFormat(buf[:0], runIDTimeLayout)
		}
	})
}
