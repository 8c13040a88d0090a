package mcpproxy

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
)

// decodeOne must read every message as the SDK's decoder does.
func TestDecodeOneMatchesSDK(t *testing.T) {
	for _, line := range []string{
		`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"x","arguments":{"a":1}}}`,
		`{"jsonrpc":"2.0","id":"abc","method":"initialize","params":{}}`,
		`{"jsonrpc":"2.0","method":"notifications/initialized"}`,
		`{"jsonrpc":"2.0","id":7,"result":{}}`,
		`{"jsonrpc":"2.0","id":8,"error":{"code":-32601,"message":"no such method","data":{"x":1}}}`,
	} {
		want, err := jsonrpc.DecodeMessage([]byte(line))
		if err != nil {
			t.Fatal(err)
		}
		got, err := decodeOne([]byte(line))
		if err != nil {
			t.Fatalf("%s: %v", line, err)
		}
		wb, _ := jsonrpc.EncodeMessage(want)
		gb, _ := jsonrpc.EncodeMessage(got)
		if diff := cmp.Diff(string(wb), string(gb)); diff != "" {
			t.Errorf("%s (-sdk +ours):\n%s", line, diff)
		}
	}
	for _, bad := range []string{`{"jsonrpc":"1.0","id":1,"method":"x"}`, `{"id":1}`, `nope`} {
		if _, err := decodeOne([]byte(bad)); err == nil {
			t.Errorf("%s: decoded", bad)
		}
	}
}
