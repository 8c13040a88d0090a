package trace

import (
	"bytes"
	"context"
	"encoding/json"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/rungkit/rung/trace/tracetest"
)

// corpus is every line of every scenario's trace, plus lines that must take
// the slow path.
func corpus(t testing.TB) [][]byte {
	var lines [][]byte
	for _, sc := range tracetest.Scenarios() {
		var buf bytes.Buffer
		w := NewWriter(&buf)
		if _, err := sc.Run(context.Background(), w); err != nil {
			t.Fatal(err)
		}
		w.Close()
		for _, l := range bytes.Split(buf.Bytes(), []byte("\n"))[1:] {
			if len(l) > 0 {
				lines = append(lines, l)
			}
		}
	}
	for _, l := range []string{
		`{"seq":1,"type":"x","run":"r","unknown":{"a":[1,2,{"b":null}]},"flag":true}`,
		`{"Seq":2,"TYPE":"case","Run":"r"}`,
		`{"seq":3,"type":"esc\"aped\u00e9","run":"r\\n","reason":"caf\u00e9 ☕"}`,
		`{"seq":4.5,"type":"x"}`,
		`{"seq":5,"type":"x","plan":"two"}`,
		`{"seq":6,"type":"x","at":"yesterday"}`,
		`{"seq":7,"type":"x","spent":{"tokens":1,"cost":0.25},"usage":{"input_tokens":3,"output_tokens":4,"cost":1e-3}}`,
		`{"seq":8,"type":"x","fact":null,"failure":null,"signature":null,"args":{"k":"v"}}`,
		`{"seq":9,"type":"x",}`,
		`{"seq":10,"type":"x"} trailing`,
		` { "seq" : 11 , "type" : "spaced" , "at" : "2026-01-01T00:00:00.5+02:00" } `,
		`{"seq":12,"type":"x","run":"\xff"}`,
		`{"seq":13,"type":"x","failure":{"kind":"premise","status":"404"}}`,
		`{"seq":14,"type":"x","signature":{"tool":"t","class":"c","target":"g","extra":1}}`,
		`[1,2]`,
		`{"seq":-3,"type":"neg","wait_ms":99999999999}`,
	} {
		lines = append(lines, []byte(l))
	}
	return lines
}

// TestDecodeMatchesJSON: the hand-written decoder accepts exactly what
// encoding/json accepts and yields the same record.
func TestDecodeMatchesJSON(t *testing.T) {
	for _, l := range corpus(t) {
		checkDecode(t, l)
	}
}

func checkDecode(t *testing.T, l []byte) {
	t.Helper()
	var want, got Record
	wantErr := json.Unmarshal(l, &want)
	gotErr := decodeRecord(l, &got)
	if (wantErr == nil) != (gotErr == nil) {
		t.Fatalf("%s: json err %v, decode err %v", l, wantErr, gotErr)
	}
	if wantErr != nil {
		if wantErr.Error() != gotErr.Error() {
			t.Errorf("%s: error %q, want %q", l, gotErr, wantErr)
		}
		return
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("%s (-json +decode):\n%s", l, diff)
	}
}

func FuzzDecode(f *testing.F) {
	for _, l := range corpus(f) {
		f.Add(l)
	}
	f.Fuzz(func(t *testing.T, l []byte) {
		checkDecode(t, l)
	})
}

func TestFastPathIsTaken(t *testing.T) {
	for _, l := range corpus(t) {
		if bytes.Contains(l, []byte(`"type":"budget"`)) || bytes.Contains(l, []byte(`"type":"step_start"`)) {
			var rec Record
			if !fastRecord(l, &rec, interner{}) {
				t.Errorf("slow path for %s", l)
			}
		}
	}
}
