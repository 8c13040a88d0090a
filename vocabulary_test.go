package rung_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/rungkit/rung"
)

func TestKindTextRoundTrip(t *testing.T) {
	for _, k := range rung.Kinds() {
		b, err := k.MarshalText()
		if err != nil {
			t.Fatalf("%v: MarshalText: %v", k, err)
		}
		var got rung.Kind
		if err := got.UnmarshalText(b); err != nil {
			t.Fatalf("%s: UnmarshalText: %v", b, err)
		}
		if got != k {
			t.Errorf("round trip of %v = %v", k, got)
		}
	}
	if _, err := rung.ParseKind("precondition"); err == nil {
		t.Error(`ParseKind("precondition") = nil error, want an error naming the valid kinds`)
	}
	if k, err := rung.ParseKind(" Premise "); err != nil || k != rung.KindPremise {
		t.Errorf(`ParseKind(" Premise ") = %v, %v; want premise`, k, err)
	}
	if _, err := rung.Kind(200).MarshalText(); err == nil {
		t.Error("MarshalText of an out-of-range kind succeeded")
	}
}

func TestActionAndEffectParse(t *testing.T) {
	for a := rung.ActionRetry; a <= rung.ActionAbort; a++ {
		got, err := rung.ParseAction(a.String())
		if err != nil || got != a {
			t.Errorf("ParseAction(%q) = %v, %v", a.String(), got, err)
		}
	}
	for _, tc := range []struct {
		in   string
		want rung.Effect
	}{{"", rung.EffectNone}, {"none", rung.EffectNone}, {"possible", rung.EffectPossible}, {"COMMITTED", rung.EffectCommitted}} {
		got, err := rung.ParseEffect(tc.in)
		if err != nil || got != tc.want {
			t.Errorf("ParseEffect(%q) = %v, %v; want %v", tc.in, got, err, tc.want)
		}
	}
	if _, err := rung.ParseEffect("maybe"); err == nil {
		t.Error(`ParseEffect("maybe") succeeded`)
	}
	if !rung.ActionHandback.Terminal() || !rung.ActionAbort.Terminal() || rung.ActionReplan.Terminal() {
		t.Error("Terminal: only handback and abort end a run")
	}
}

func TestFailureWrapping(t *testing.T) {
	cause := fmt.Errorf("open export: %w", fs.ErrNotExist)
	f := rung.Premise(cause, "select_supplier").WithTarget("vendor-drops/2026-03.csv")
	wrapped := fmt.Errorf("step load: %w", f)

	got, ok := rung.AsFailure(wrapped)
	if !ok || got != f {
		t.Fatalf("AsFailure through wrapping = %v, %v", got, ok)
	}
	if !errors.Is(wrapped, fs.ErrNotExist) {
		t.Error("errors.Is does not see the cause through the Failure")
	}
	if rung.KindOf(wrapped) != rung.KindPremise {
		t.Errorf("KindOf = %v, want premise", rung.KindOf(wrapped))
	}
	if rung.KindOf(errors.New("plain")) != rung.KindUnknown {
		t.Error("KindOf of a plain error is not unknown")
	}
	if want := "premise: open export: file does not exist"; f.Error() != want {
		t.Errorf("Error() = %q, want %q", f.Error(), want)
	}
}

func TestConstructorsKeepWhatEarlierLayersKnew(t *testing.T) {
	inner := rung.Transient(errors.New("503 slow down")).WithCode("aws", 503, "SlowDown").WithTarget("bucket/key")
	outer := rung.RetryAfter(2*time.Second, fmt.Errorf("s3 put: %w", inner))
	if outer.Kind != rung.KindTransient || outer.RetryAfter != 2*time.Second {
		t.Errorf("RetryAfter: kind %v wait %v", outer.Kind, outer.RetryAfter)
	}
	if outer.Code != "SlowDown" || outer.Target != "bucket/key" || outer.Status != 503 {
		t.Errorf("RetryAfter lost the inner failure's fields: %+v", outer)
	}
	if inner.RetryAfter != 0 {
		t.Error("RetryAfter mutated the inner failure")
	}
	if !rung.Timeout(nil).Timeout {
		t.Error("Timeout(nil) is not marked as a timeout")
	}
	if got := rung.Denied(nil).Error(); got != "denied failure" {
		t.Errorf("Denied(nil).Error() = %q", got)
	}
}

func TestFailureJSONRoundTrip(t *testing.T) {
	for _, k := range rung.Kinds() {
		in := &rung.Failure{
			Kind: k, Message: "ERROR: relation \"orders\" does not exist", Protocol: "postgres",
			Status: 0, Code: "42P01", RetryAfter: 1500 * time.Millisecond, Timeout: k == rung.KindTransient,
			Invalidates: []string{"read_schema"}, Effect: rung.EffectPossible,
			Fact: map[string]any{"po_id": "PO-7731", "count": 3.0}, Target: "public.orders",
			Reason: "postgres: 42P01 undefined_table", Err: errors.New("ignored: kept as message"),
		}
		b, err := json.Marshal(in)
		if err != nil {
			t.Fatalf("Marshal: %v", err)
		}
		var out rung.Failure
		if err := json.Unmarshal(b, &out); err != nil {
			t.Fatalf("Unmarshal %s: %v", b, err)
		}
		if diff := cmp.Diff(in, &out, cmpopts.IgnoreFields(rung.Failure{}, "Err")); diff != "" {
			t.Errorf("kind %v: round trip (-in +out):\n%s", k, diff)
		}
	}
	// The message falls back to the wrapped error when empty.
	b, _ := json.Marshal(&rung.Failure{Kind: rung.KindDenied, Err: errors.New("403 forbidden")})
	var out rung.Failure
	if err := json.Unmarshal(b, &out); err != nil || out.Message != "403 forbidden" || out.Kind != rung.KindDenied {
		t.Errorf("message fallback: %s -> %+v, %v", b, out, err)
	}
	if err := json.Unmarshal([]byte(`{"kind":"fatal"}`), &out); err == nil {
		t.Error(`Unmarshal accepted kind "fatal"`)
	}
}

func ExamplePremise() {
	err := rung.Premise(errors.New("supplier contract inactive since 2026-09-19"), "select_supplier")
	b, _ := json.Marshal(err)
	fmt.Println(err)
	fmt.Println(string(b))
	// Output:
	// premise: supplier contract inactive since 2026-09-19
	// {"kind":"premise","message":"supplier contract inactive since 2026-09-19","invalidates":["select_supplier"],"effect":"none"}
}

func ExampleConflict() {
	err := fmt.Errorf("create_purchase_order: %w",
		rung.Conflict(errors.New("409: purchase order already exists"), map[string]any{"po_id": "PO-7731"}))
	if f, ok := rung.AsFailure(err); ok {
		fmt.Println(f.Kind, f.Fact["po_id"])
	}
	// Output: conflict PO-7731
}

func TestPlanCloneIsDeep(t *testing.T) {
	orig := rung.Plan{Goal: "g", Steps: []rung.Step{{
		ID: "a", Tool: "t", Uses: []string{"x"},
		Args:          map[string]any{"k": map[string]any{"n": []any{1.0, "two"}}},
		Preconditions: []rung.Call{{Tool: "exists", Args: map[string]any{"key": "v"}}},
	}}}
	cp := orig.Clone()
	cp.Steps[0].Args["k"].(map[string]any)["n"].([]any)[0] = 9.0
	cp.Steps[0].Preconditions[0].Args["key"] = "changed"
	cp.Steps[0].Uses[0] = "y"
	want := rung.Plan{Goal: "g", Steps: []rung.Step{{
		ID: "a", Tool: "t", Uses: []string{"x"},
		Args:          map[string]any{"k": map[string]any{"n": []any{1.0, "two"}}},
		Preconditions: []rung.Call{{Tool: "exists", Args: map[string]any{"key": "v"}}},
	}}}
	if diff := cmp.Diff(want, orig); diff != "" {
		t.Errorf("changing the clone changed the original (-want +got):\n%s", diff)
	}
	if rung.CloneArgs(nil) != nil {
		t.Error("CloneArgs(nil) is not nil")
	}
}
