package ledgertest

import (
	"context"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/rungkit/rung"
	"github.com/rungkit/rung/rungtest"
)

// RunKindCache runs the suite of the model classifier's cache
// (rung.KindCache). newCache returns an empty cache whose default times
// come from clock; it registers its own cleanup.
func RunKindCache(t *testing.T, newCache func(t *testing.T, clock *rungtest.Clock) rung.KindCache) {
	ctx := context.Background()
	start := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	fresh := func(t *testing.T) (rung.KindCache, *rungtest.Clock) {
		clock := rungtest.NewClock(start)
		return newCache(t, clock), clock
	}
	lookup := func(t *testing.T, c rung.KindCache, sig string) (rung.KindEntry, bool) {
		t.Helper()
		e, ok, err := c.LookupKind(ctx, sig)
		if err != nil {
			t.Fatalf("LookupKind(%s): %v", sig, err)
		}
		return e, ok
	}

	t.Run("miss", func(t *testing.T) {
		c, _ := fresh(t)
		if e, ok := lookup(t, c, "sig"); ok {
			t.Fatalf("LookupKind on an empty cache = %+v, true; want a miss", e)
		}
	})

	t.Run("round-trips every kind", func(t *testing.T) {
		c, _ := fresh(t)
		for i, k := range rung.Kinds() {
			want := rung.KindEntry{
				Signature: "sig-" + k.String(), Kind: k, Reason: "the error says «" + k.String() + "»",
				Model: "model-" + strconv.Itoa(i), At: start.Add(time.Duration(i)*time.Second + 1500*time.Nanosecond),
			}
			if err := c.StoreKind(ctx, want); err != nil {
				t.Fatalf("StoreKind(%s): %v", want.Signature, err)
			}
			got, ok := lookup(t, c, want.Signature)
			// Stores keep microseconds, in UTC.
			want.At = want.At.Truncate(time.Microsecond)
			if !ok {
				t.Fatalf("LookupKind(%s) missed after StoreKind", want.Signature)
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("LookupKind(%s) (-want +got):\n%s", want.Signature, diff)
			}
		}
	})

	t.Run("zero time is the clock's now", func(t *testing.T) {
		c, clock := fresh(t)
		clock.Advance(90 * time.Second)
		if err := c.StoreKind(ctx, rung.KindEntry{Signature: "s", Kind: rung.KindPremise}); err != nil {
			t.Fatal(err)
		}
		got, _ := lookup(t, c, "s")
		if !got.At.Equal(start.Add(90 * time.Second)) {
			t.Errorf("At = %v, want the clock's %v", got.At, start.Add(90*time.Second))
		}
	})

	t.Run("first answer is kept", func(t *testing.T) {
		c, _ := fresh(t)
		first := rung.KindEntry{Signature: "s", Kind: rung.KindDenied, Reason: "first", Model: "m1", At: start}
		if err := c.StoreKind(ctx, first); err != nil {
			t.Fatal(err)
		}
		if err := c.StoreKind(ctx, rung.KindEntry{Signature: "s", Kind: rung.KindTransient, Reason: "second", Model: "m2", At: start.Add(time.Hour)}); err != nil {
			t.Fatalf("a second StoreKind of one signature: %v; want it ignored without error", err)
		}
		got, _ := lookup(t, c, "s")
		if diff := cmp.Diff(first, got); diff != "" {
			t.Errorf("after two stores (-first +got):\n%s", diff)
		}
	})

	t.Run("signatures are distinct", func(t *testing.T) {
		c, _ := fresh(t)
		for i, sig := range []string{"a", "A", "a ", "b"} {
			if err := c.StoreKind(ctx, rung.KindEntry{Signature: sig, Kind: rung.Kinds()[i], At: start}); err != nil {
				t.Fatal(err)
			}
		}
		for i, sig := range []string{"a", "A", "a ", "b"} {
			if got, _ := lookup(t, c, sig); got.Kind != rung.Kinds()[i] {
				t.Errorf("LookupKind(%q).Kind = %v, want %v", sig, got.Kind, rung.Kinds()[i])
			}
		}
	})

	t.Run("racing stores agree", func(t *testing.T) {
		c, _ := fresh(t)
		const n = 8
		var wg sync.WaitGroup
		errs := make(chan error, n)
		for i := range n {
			wg.Add(1)
			go func() {
				defer wg.Done()
				errs <- c.StoreKind(ctx, rung.KindEntry{Signature: "s", Kind: rung.Kinds()[i%6], Reason: strconv.Itoa(i), At: start})
			}()
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			if err != nil {
				t.Fatalf("StoreKind: %v", err)
			}
		}
		a, _ := lookup(t, c, "s")
		b, _ := lookup(t, c, "s")
		if a != b || a.Reason == "" || a.Kind != rung.Kinds()[mustAtoi(t, a.Reason)%6] {
			t.Errorf("after racing stores: %+v then %+v; want one stored answer, whole", a, b)
		}
	})
}

func mustAtoi(t *testing.T, s string) int {
	t.Helper()
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatalf("reason %q: %v", s, err)
	}
	return n
}
