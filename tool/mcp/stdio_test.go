package mcp

import (
	"context"
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
)

// DecodeMessage must read every message as the SDK's decoder does.
func TestDecodeMessageMatchesSDK(t *testing.T) {
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
		got, err := DecodeMessage([]byte(line))
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
		if _, err := DecodeMessage([]byte(bad)); err == nil {
			t.Errorf("%s: decoded", bad)
		}
	}
}

// A line conn reads a batch as its messages in order, writes one line per
// message, and a Close unblocks a Read waiting on a silent peer.
func TestLineConn(t *testing.T) {
	in := strings.NewReader(`[{"jsonrpc":"2.0","id":1,"result":{}},{"jsonrpc":"2.0","method":"notifications/x"}]` + "\n")
	var out strings.Builder
	c := NewLineConn(in, &out, func() error { return nil })
	ctx := context.Background()
	m1, err := c.Read(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if r, ok := m1.(*jsonrpc.Response); !ok || r.ID.Raw() != int64(1) {
		t.Errorf("first message: %#v", m1)
	}
	m2, err := c.Read(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if r, ok := m2.(*jsonrpc.Request); !ok || r.Method != "notifications/x" {
		t.Errorf("second message: %#v", m2)
	}
	if _, err := c.Read(ctx); !errors.Is(err, io.EOF) {
		t.Errorf("after the input: %v, want EOF", err)
	}
	id, _ := jsonrpc.MakeID(float64(2))
	if err := c.Write(ctx, &jsonrpc.Request{ID: id, Method: "ping"}); err != nil {
		t.Fatal(err)
	}
	if got, want := out.String(), `{"jsonrpc":"2.0","id":2,"method":"ping"}`+"\n"; got != want {
		t.Errorf("written %q, want %q", got, want)
	}

	pr, pw := io.Pipe()
	defer pw.Close()
	silent := NewLineConn(pr, io.Discard, nil)
	done := make(chan error, 1)
	go func() { _, err := silent.Read(ctx); done <- err }()
	if err := silent.Close(); err != nil {
		t.Fatal(err)
	}
	if err := <-done; !errors.Is(err, io.EOF) {
		t.Errorf("read after close: %v, want EOF", err)
	}
}
