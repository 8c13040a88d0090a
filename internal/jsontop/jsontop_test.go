package jsontop

import (
	"encoding/json"
	"testing"
)

// Members must find what encoding/json finds, or say it cannot.
func check(t *testing.T, in string) {
	ms, ok := Members([]byte(in), nil)
	var want map[string]json.RawMessage
	werr := json.Unmarshal([]byte(in), &want)
	if !ok {
		return // the caller decodes instead: always allowed
	}
	if werr != nil || want == nil {
		t.Fatalf("%q: read as an object, but encoding/json says %v", in, werr)
	}
	got := map[string]string{}
	for _, m := range ms {
		got[string(m.Key)] = in[m.Start:m.End]
	}
	if len(got) != len(want) {
		t.Fatalf("%q: members %v, encoding/json %d", in, got, len(want))
	}
	for k, v := range want {
		var a, b any
		if json.Unmarshal([]byte(got[k]), &a) != nil || json.Unmarshal(v, &b) != nil {
			t.Fatalf("%q: member %s = %q, want %s", in, k, got[k], v)
		}
		if ja, jb := mustJSON(a), mustJSON(b); ja != jb {
			t.Fatalf("%q: member %s = %s, want %s", in, k, ja, jb)
		}
	}
}

func mustJSON(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

func TestMembers(t *testing.T) {
	for _, in := range []string{
		`{}`, ` { } `,
		`{"content":[{"type":"text","text":"a \"quoted\" } ] { ["}],"isError":false}`,
		`{"_meta":{"a":{"b":[1,2,{"c":"}"}]}},"n":-1.5e3,"t":true,"f":false,"z":null}`,
		"{\n\t\"a\" : 1 ,\r\n \"b\":\"x\\\\\"}",
	} {
		check(t, in)
		if _, ok := Members([]byte(in), nil); !ok {
			t.Errorf("%q: not read", in)
		}
	}
	for _, in := range []string{`[]`, `"x"`, `{"a":1`, `{"a\u0062":1}`, `{"a":1,}`, `{"a" 1}`, `{"a":1}x`, `{"a":}`} {
		if _, ok := Members([]byte(in), nil); ok {
			t.Errorf("%q: read, want a refusal", in)
		}
	}
}

func FuzzMembers(f *testing.F) {
	for _, s := range []string{`{}`, `{"a":1}`, `{"a":"}","b":[{"c":"\""}]}`, `{"a\\b":1}`, `{"a":{"b":[]}}`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		if !json.Valid([]byte(in)) {
			return // callers give it validated JSON only
		}
		check(t, in)
	})
}
