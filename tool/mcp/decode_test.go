package mcp

import (
	"testing"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
)

// sameAsSDK checks that what decodeFast reads, the SDK's decoder reads the
// same; what it declines, DecodeMessage still reads as before.
func sameAsSDK(t *testing.T, line string) {
	got, ok := decodeFast([]byte(line))
	if !ok {
		return
	}
	want, err := jsonrpc.DecodeMessage([]byte(line))
	if err != nil {
		t.Fatalf("%q: read fast, but the SDK says %v", line, err)
	}
	wb, err1 := jsonrpc.EncodeMessage(want)
	gb, err2 := jsonrpc.EncodeMessage(got)
	if err1 != nil || err2 != nil || string(wb) != string(gb) {
		t.Fatalf("%q:\n sdk  %s %v\n fast %s %v", line, wb, err1, gb, err2)
	}
}

func TestDecodeFast(t *testing.T) {
	for _, line := range []string{
		`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"x","arguments":{"a":"}\"{"}}}`,
		`{"jsonrpc":"2.0","id":"rung-1a","result":{"content":[{"type":"text","text":"ok"}],"_meta":{"k":1}}}`,
		`{"jsonrpc":"2.0","method":"notifications/initialized"}`,
		`{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":3,"reason":"x"}}`,
		`{"id":2,"jsonrpc":"2.0","result":null}`,
		`{"jsonrpc":"2.0","id":7,"method":"ping","params":null}`,
		` {"jsonrpc" : "2.0" , "id" : 1e3 , "method" : "ping" , "extra" : [1,{"a":2}] } `,
	} {
		if _, ok := decodeFast([]byte(line)); !ok {
			t.Errorf("%s: not read fast", line)
		}
		sameAsSDK(t, line)
	}
	for _, line := range []string{
		`{"JSONRPC":"2.0","id":1,"method":"x"}`,
		`{"jsonrpc":"2.0","id":1,"method":"x","method":"y"}`,
		`{"jsonrpc":"2.0","id":1,"method":"a\u0062"}`,
		`{"jsonrpc":"2.0","id":true,"method":"x"}`,
		`{"jsonrpc":"2.0","id":1,"result":{},"error":{"code":1,"message":"m"}}`,
		`{"jsonrpc":"2.0","id":"a\"b","method":"x"}`,
		`{"jsonrpc":"1.0","id":1,"method":"x"}`,
		`{"jsonrpc":"2.0","id":1,"method":""}`,
		`{"jsonrpc":"2.0","id":8,"error":{"code":-32601,"message":"no such method","data":{"x":1}}}`,
	} {
		if _, ok := decodeFast([]byte(line)); ok {
			t.Errorf("%s: read fast, want it left to the full decoder", line)
		}
	}
}

func FuzzDecodeFast(f *testing.F) {
	for _, s := range []string{
		`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"x"}}`,
		`{"jsonrpc":"2.0","id":"s","result":{"content":[]}}`,
		`{"jsonrpc":"2.0","id":1,"error":{"code":-1,"message":"m"}}`,
		`{"jsonrpc":"2.0","id":-1.5,"method":"m"}`,
	} {
		f.Add(s)
	}
	f.Fuzz(sameAsSDK)
}
