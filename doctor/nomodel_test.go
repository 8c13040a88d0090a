package doctor

import (
	"strings"
	"testing"
)

// TestDeclaredAnswerIsNoModelCall: traces written before the engine
// stopped recording them hold a model_call record with calls -1
// (rung.NoModel) for a static planner's declared answer. No model was
// called: doctor counts no call, no tokens by purpose and draws no mark.
func TestDeclaredAnswerIsNoModelCall(t *testing.T) {
	const tr = `{"seq":1,"type":"run_start","at":"2026-12-01T10:00:00Z","run":"r1","reason":"goal"}
{"seq":2,"type":"plan","at":"2026-12-01T10:00:00Z","run":"r1","plan":1,"fingerprint":"aaaaaaaaaaaa","reason":"given"}
{"seq":3,"type":"model_call","at":"2026-12-01T10:00:01Z","run":"r1","plan":1,"purpose":"replan","usage":{"input_tokens":0,"output_tokens":0,"calls":-1}}
{"seq":4,"type":"plan","at":"2026-12-01T10:00:01Z","run":"r1","plan":2,"fingerprint":"bbbbbbbbbbbb","reason":"replan"}
{"seq":5,"type":"run_end","at":"2026-12-01T10:00:02Z","run":"r1","plan":2,"outcome":"completed"}
`
	z := NewAnalyzer(Options{})
	if err := z.ReadTrace("t.jsonl", strings.NewReader(tr)); err != nil {
		t.Fatal(err)
	}
	a := z.Result()
	if len(a.Runs) != 1 {
		t.Fatalf("%d runs", len(a.Runs))
	}
	r := a.Runs[0]
	if r.ModelCalls != 0 || len(r.Tokens) != 0 || len(a.Tokens) != 0 {
		t.Errorf("model calls %d, tokens %v (all runs %v); want none", r.ModelCalls, r.Tokens, a.Tokens)
	}
	for _, m := range r.timeline {
		if m.Type == "model_call" {
			t.Errorf("a model mark for a declared answer: %+v", m)
		}
	}
}
