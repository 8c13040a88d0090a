package classify_test

import (
	"testing"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/classify"
)

// A Go client's or SQLite's error text reaches rung under whatever protocol
// the caller names: an MCP server written in Go, an HTTP tool whose
// transport failed. When the protocol's own presets know nothing of it,
// the text is still read.
func TestForeignTextUnderAnyProtocol(t *testing.T) {
	for _, c := range []struct {
		protocol, msg string
		want          rung.Kind
	}{
		{"mcp", "remote error: tls: bad certificate", rung.KindDenied},
		{"http", "remote error: tls: bad certificate", rung.KindDenied},
		{"mcp", "x509: certificate signed by unknown authority", rung.KindPremise},
		{"grpc", "dial tcp: lookup db.internal on 10.0.0.2:53: no such host", rung.KindPremise},
		{"mcp", "database is locked (5) (SQLITE_BUSY)", rung.KindTransient},
	} {
		r := classify.Classify(classify.Input{Protocol: c.protocol, Message: c.msg})
		if r.Kind != c.want {
			t.Errorf("%s %q: %s (%s), want %s", c.protocol, c.msg, r.Kind, r.Reason, c.want)
		}
	}
}
