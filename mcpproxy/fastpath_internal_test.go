package mcpproxy

import (
	"bytes"
	"math/rand/v2"
	"testing"
)

// hasHintEqualFold is hasHint as it was written first: bytes.EqualFold of
// every hint at every offset. The table-driven hasHint must agree with it.
func hasHintEqualFold(b []byte) bool {
	for i := range b {
		for _, h := range partialHints {
			if len(b)-i >= len(h) && bytes.EqualFold(b[i:i+len(h)], h) {
				return true
			}
		}
	}
	return false
}

// hasHintBefore is hasHint as it was before the table: bytes.EqualFold of
// every hint at each offset whose byte starts one.
func hasHintBefore(b []byte) bool {
	for i := 0; i < len(b); i++ {
		switch b[i] | 0x20 {
		case 'f', 'e', 'r', 'n', 'w', 'c':
		default:
			continue
		}
		for _, h := range partialHints {
			if len(b)-i >= len(h) && bytes.EqualFold(b[i:i+len(h)], h) {
				return true
			}
		}
	}
	return false
}

func TestHasHintMatchesEqualFold(t *testing.T) {
	for _, h := range partialHints {
		for _, c := range h {
			if c != ' ' && (c < 'a' || c > 'z') {
				t.Fatalf("hint %q: hasHint compares lowercase ASCII letters and spaces only", h)
			}
		}
	}
	cases := []string{
		"", "f", "FAIL", "fAiLeD", "an ERROR", "errors", "erro", "Rejected", "REJECT",
		"not processed", "NOT PROCESSED", "not  processed", "not\tprocessed", "Were Not", "could not", "could\u00a0not",
		"\u212aelvin", "not proce\u017fsed", "not proce\u017fs", "f\u0041il", "fa\xffil", "\xff\xfe", "e\u0301rror",
		`{"content":[{"type":"text","text":"{\"id\":\"ch_0001\",\"status\":\"succeeded\"}"}]}`,
		`{"Successful":[],"Failed":[{"Id":"1"}]}`,
	}
	// Random text over the hints' letters, their other case, spaces and a
	// few bytes outside ASCII, where near misses are common.
	alphabet := []byte("failerojctnpsdwuFAILEROJCTNPSDWU \x00\xc5\xbf\xe2\x84\xaa\xff")
	r := rand.New(rand.NewPCG(1, 2))
	for range 20000 {
		b := make([]byte, r.IntN(24))
		for i := range b {
			b[i] = alphabet[r.IntN(len(alphabet))]
		}
		cases = append(cases, string(b))
	}
	for _, c := range cases {
		if got, want := hasHint([]byte(c)), hasHintEqualFold([]byte(c)); got != want || hasHintBefore([]byte(c)) != want {
			t.Errorf("hasHint(%q) = %v, before %v, bytes.EqualFold says %v", c, got, hasHintBefore([]byte(c)), want)
		}
	}
}

func BenchmarkHasHint(b *testing.B) {
	res := []byte(`{"content":[{"type":"text","text":"{\"amount\":2000,\"currency\":\"usd\",\"customer\":\"cus_1001\",\"id\":\"ch_0001\",\"object\":\"charge\",\"status\":\"succeeded\"}"}],"structuredContent":{"amount":2000,"currency":"usd","customer":"cus_1001","id":"ch_0001","object":"charge","status":"succeeded"}}`)
	b.Run("table", func(b *testing.B) {
		for b.Loop() {
			hasHint(res)
		}
	})
	b.Run("before", func(b *testing.B) {
		for b.Loop() {
			hasHintBefore(res)
		}
	})
}

// protocol remembers the last version and client info it accepted; each
// call must still get what reading its own _meta gives.
func TestProtocolMemoAnswersAsReading(t *testing.T) {
	fresh := func(m callMeta) (bool, string, string) {
		modern, client, err := (&lean{}).protocol(m)
		return modern, client, errText(err)
	}
	memo := &lean{}
	for i, m := range []callMeta{
		{ProtocolVersion: []byte(`"2026-07-28"`), ClientInfo: []byte(`{"name":"a","version":"1"}`), ClientCapabilities: []byte(`{}`)},
		{ProtocolVersion: []byte(`"2026-07-28"`), ClientInfo: []byte(`{"name":"a","version":"1"}`), ClientCapabilities: []byte(`{}`)},
		{ProtocolVersion: []byte(`"2026-07-28"`), ClientInfo: []byte(`{"name":"a","version":"1"}`)},
		{ProtocolVersion: []byte(`"2026-07-28"`), ClientInfo: []byte(`{"name":"a","version":"1"}`), ClientCapabilities: []byte(`null`)},
		{ProtocolVersion: []byte(`"2026-07-28"`), ClientInfo: []byte(`{"name":"b","version":"1"}`), ClientCapabilities: []byte(`{}`)},
		{ProtocolVersion: []byte(`"2026-07-28"`), ClientCapabilities: []byte(`{}`)},
		{ProtocolVersion: []byte(`"2026-07-28"`), ClientInfo: []byte(`{"name":1}`), ClientCapabilities: []byte(`{}`)},
		{ProtocolVersion: []byte(`"2099-01-01"`), ClientInfo: []byte(`{"name":"b","version":"1"}`), ClientCapabilities: []byte(`{}`)},
		{ProtocolVersion: []byte(`"2025-06-18"`), ClientInfo: []byte(`{"name":"b","version":"1"}`), ClientCapabilities: []byte(`{}`)},
		{ProtocolVersion: []byte(`"2026-07-\u0032\u0038"`), ClientInfo: []byte(`{"name":"b","version":"1"}`), ClientCapabilities: []byte(`{}`)},
		{},
		{ProtocolVersion: []byte(`"2026-07-28"`), ClientInfo: []byte(`{"name":"b","version":"1"}`), ClientCapabilities: []byte(`{"roots":{}}`)},
	} {
		wm, wc, we := fresh(m)
		gm, gc, gerr := memo.protocol(m)
		if gm != wm || gc != wc || errText(gerr) != we {
			t.Errorf("call %d: remembered (%v, %q, %q), read afresh (%v, %q, %q)", i, gm, gc, errText(gerr), wm, wc, we)
		}
	}
	if m := memo.proto.Load(); m == nil || m.client != "b" {
		t.Errorf("memo %+v, want the last pair accepted (client b)", m)
	}
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// BenchmarkProtocol: a modern client's _meta read on a connection that
// has seen it (remembered) and afresh.
func BenchmarkProtocol(b *testing.B) {
	m := callMeta{ProtocolVersion: []byte(`"2026-07-28"`), ClientInfo: []byte(`{"name":"bench","version":"1"}`), ClientCapabilities: []byte(`{}`)}
	b.Run("remembered", func(b *testing.B) {
		b.ReportAllocs()
		l := &lean{}
		for b.Loop() {
			if _, _, err := l.protocol(m); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("afresh", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, _, err := (&lean{}).protocol(m); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkCallParamsDecode: a 2026-07-28 client's tools/call params, as
// the go-sdk client sends them.
func BenchmarkCallParamsDecode(b *testing.B) {
	in := []byte(`{"name":"create_charge","arguments":{"amount":2000,"currency":"usd","customer":"cus_1001"},"_meta":{"progressToken":1,"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientInfo":{"name":"bench","version":"1"},"io.modelcontextprotocol/clientCapabilities":{}}}`)
	b.ReportAllocs()
	for b.Loop() {
		var p callParams
		if err := p.decode(in); err != nil {
			b.Fatal(err)
		}
	}
}
