package mcpproxy

import (
	"encoding/json"
	"reflect"
	"testing"
)

// withMeta by splicing must give what decoding and re-encoding gives, and
// splice must take the common results.
func TestWithMetaSpliceMatchesDecoding(t *testing.T) {
	budget := []member{{MetaBudget, json.RawMessage(`"199 tool calls left"`)}}
	for _, tc := range []struct {
		raw     string
		spliced bool // splice takes it
	}{
		{`{"content":[{"type":"text","text":"ok"}]}`, true},
		{`{"content":[{"type":"text","text":"{\"_meta\":1}"}],"isError":false}`, true},
		{`{"content":[],"_meta":{"io.modelcontextprotocol/serverInfo":{"name":"up","version":"1"}},"resultType":"complete"}`, true},
		{`{"_meta":{},"content":[{"type":"text","text":"x"}],"structuredContent":{"a":[1,{"b":"}"}]}}`, true},
		{` { "content" : [ ] , "_meta" : { "k" : "v" } } `, true},
		{`{"content":[],"_meta":{"rung/budget":"old"}}`, false},
		{`{"content":[],"resultType":"other"}`, false},
		{`{"structuredContent":{}}`, false},
		{`{"content":null}`, false},
		{`{"content":[],"_meta":null}`, false},
		{`{"cont\u0065nt":[]}`, false},
	} {
		for _, modern := range []bool{false, true} {
			want, err := withMetaDecoded([]byte(tc.raw), budget, modern)
			if err != nil {
				t.Fatalf("%s: %v", tc.raw, err)
			}
			got, ok := splice([]byte(tc.raw), budget, modern)
			if !ok {
				if tc.spliced {
					t.Errorf("%s (modern %v): not spliced", tc.raw, modern)
				}
				continue
			}
			if !tc.spliced && modern {
				t.Errorf("%s: spliced, want it decoded", tc.raw)
			}
			var g, w any
			if err := json.Unmarshal(got, &g); err != nil {
				t.Fatalf("%s: spliced into invalid JSON %s: %v", tc.raw, got, err)
			}
			_ = json.Unmarshal(want, &w)
			if !reflect.DeepEqual(g, w) {
				t.Errorf("%s (modern %v):\n spliced %s\n decoded %s", tc.raw, modern, got, want)
			}
		}
	}
}

// callParams.decode reads what encoding/json reads.
func TestCallParamsDecode(t *testing.T) {
	for _, in := range []string{
		`{"name":"get_invoice","arguments":{"invoice":"in_1"}}`,
		`{"_meta":{"traceparent":"00-a-b-01","io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{},"io.modelcontextprotocol/clientInfo":{"name":"c"},"x":[1]},"name":"t","arguments":null}`,
		`{"name":"caf\u00e9","arguments":{}}`,
		`{"Name":"t"}`,
		`{"name":"a","name":"b"}`,
		`{"name":null,"arguments":"x"}`,
		`{"name":"t","_meta":{"TRACEPARENT":"x"}}`,
		`{"name":"t","_meta":{"traceparent":"a","traceparent":"b"}}`,
		`{"name":"t","_META":{"traceparent":"a"}}`,
		`{"name":"t","Arguments":{"a":1},"arguments":{"b":2}}`,
		`{"name":"t","arguments":{"a":1},"progress":1,"_meta":{"progressToken":1,"io.modelcontextprotocol/clientinfo":{}}}`,
		`{}`,
	} {
		var got, want callParams
		gerr := got.decode([]byte(in))
		werr := json.Unmarshal([]byte(in), &want)
		if (gerr == nil) != (werr == nil) || !reflect.DeepEqual(normal(got), normal(want)) {
			t.Errorf("%s:\n got  %+v %v\n want %+v %v", in, got, gerr, want, werr)
		}
	}
}

// normal compacts the raw members, which encoding/json copies as written.
func normal(p callParams) string {
	b, _ := json.Marshal(p)
	return string(b)
}

func TestHasHint(t *testing.T) {
	for in, want := range map[string]bool{
		`{"Successful":[],"Failed":[{"Id":"1"}]}`: true,
		`3 of 5 messages were REJECTED`:           true,
		`a: Error - ENOENT`:                       true,
		`records Could Not be saved`:              true,
		`{"id":"in_1001","status":"paid"}`:        false,
		``:                                        false,
		`fai`:                                     false,
	} {
		if got := hasHint([]byte(in)); got != want {
			t.Errorf("hasHint(%q) = %v, want %v", in, got, want)
		}
	}
}
