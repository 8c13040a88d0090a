package rung_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/rungtest"
)

// claimLog is a Memory ledger that is also a KeyedClaimer and notes which
// claim each key went through.
type claimLog struct {
	*ledger.Memory
	keyed, flushed []string
}

func (l *claimLog) Claim(ctx context.Context, key, fp string, lease time.Duration) (rung.Claim, error) {
	l.flushed = append(l.flushed, key)
	return l.Memory.Claim(ctx, key, fp, lease)
}

func (l *claimLog) ClaimKeyed(ctx context.Context, key, fp string, lease time.Duration) (rung.Claim, error) {
	l.keyed = append(l.keyed, key)
	return l.Memory.Claim(ctx, key, fp, lease)
}

// TestKeyedToolClaimsWithoutFlush: a tool that accepts an idempotency key
// is claimed through ClaimKeyed, a keyless side-effecting tool through
// Claim, in a plan run and in a Session alike.
func TestKeyedToolClaimsWithoutFlush(t *testing.T) {
	clock := rungtest.NewClock(time.Time{})
	store := &claimLog{Memory: ledger.NewMemory(clock)}
	ok := func(context.Context, map[string]any) (any, error) { return "ok", nil }
	keyed := rung.Tool{Name: "pay.charge", SideEffects: true, AcceptsIdempotencyKey: true, Call: ok}
	keyless := rung.Tool{Name: "mail.send", SideEffects: true, Call: ok}

	e := &rung.Engine{Tools: []rung.Tool{keyed, keyless}, Ledger: store, Clock: clock, RunID: "r1"}
	rep, err := e.Run(context.Background(), &rung.Plan{Goal: "g", Steps: []rung.Step{
		{ID: "charge", Tool: "pay.charge", Args: map[string]any{"n": 1}},
		{ID: "mail", Tool: "mail.send", Args: map[string]any{"to": "a"}},
	}})
	if err != nil || rep.Outcome != rung.OutcomeCompleted {
		t.Fatalf("run: %v %v", rep.Outcome, err)
	}
	s := newSession(clock, rung.SessionOptions{ID: "s1", Ledger: store})
	if _, err := s.Call(rung.WithCallKey(context.Background(), "s1/charge"), &keyed, map[string]any{"n": 2}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Call(rung.WithCallKey(context.Background(), "s1/mail"), &keyless, map[string]any{"to": "b"}); err != nil {
		t.Fatal(err)
	}

	if want := []string{"r1/charge/1", "s1/charge"}; !slices.Equal(store.keyed, want) {
		t.Errorf("claimed without flush: %q, want %q", store.keyed, want)
	}
	if want := []string{"r1/mail/1", "s1/mail"}; !slices.Equal(store.flushed, want) {
		t.Errorf("claimed with flush: %q, want %q", store.flushed, want)
	}
	// What each claim led to is stored either way.
	for _, k := range []string{"r1/charge/1", "r1/mail/1", "s1/charge", "s1/mail"} {
		e, err := store.Get(context.Background(), k)
		if err != nil || e.State != ledger.EntryDone {
			t.Errorf("%s: %+v %v, want done", k, e.State, err)
		}
	}
}
