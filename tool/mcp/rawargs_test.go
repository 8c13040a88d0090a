package mcp

import (
	"context"
	"encoding/json"
	"testing"
)

// TestArgumentsJSONSplicesOnlyExactBytes: the client's bytes go upstream
// only for the map decoded from them and only when they say exactly what
// it holds; every other case is encoded from the map as before.
func TestArgumentsJSONSplicesOnlyExactBytes(t *testing.T) {
	decode := func(raw string) map[string]any {
		var m map[string]any
		if err := json.Unmarshal([]byte(raw), &m); err != nil {
			t.Fatalf("decoding %s: %v", raw, err)
		}
		return m
	}
	cases := []struct {
		name, raw string
		spliced   bool
	}{
		{"plain", `{"path":"/tmp/a","n":1.50,"tags":["x"]}`, true},
		{"spaces", `{ "b" : 2 , "a" : {"c":null} }`, true},
		{"empty", `{}`, true},
		{"line break frames a stdio message", "{\"a\":1,\n\"b\":2}", false},
		{"carriage return", "{\"a\":1,\r\"b\":2}", false},
		{"repeated key decodes last-wins", `{"a":1,"a":2}`, false},
		{"escaped key", `{"\u0061":1}`, false},
		{"invalid UTF-8 decodes replaced", "{\"a\":\"\xff\"}", false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			m := decode(tc.raw)
			got, err := argumentsJSON(WithRawArguments(context.Background(), m, json.RawMessage(tc.raw)), m)
			if err != nil {
				t.Fatal(err)
			}
			want, _ := json.Marshal(m)
			if tc.spliced {
				want = []byte(tc.raw)
			}
			if string(got) != string(want) {
				t.Fatalf("arguments sent = %s, want %s", got, want)
			}
		})
	}
	t.Run("another map", func(t *testing.T) {
		raw := `{"a":1}`
		m, other := decode(raw), decode(`{"a":2}`)
		got, err := argumentsJSON(WithRawArguments(context.Background(), m, json.RawMessage(raw)), other)
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != `{"a":2}` {
			t.Fatalf("arguments sent = %s, want the other map encoded", got)
		}
	})
}
