package mcpproxy

import (
	"context"
	"io"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	rungmcp "github.com/rungkit/rung/tool/mcp"
)

// MaxLine bounds one message read from a stdio client: 16 MiB.
const MaxLine = rungmcp.MaxLine

// StdioTransport returns the transport rung mcp-proxy serves a client on:
// newline-delimited JSON-RPC messages read from r and written to w, as
// MCP's stdio transport has them (rungmcp.NewServerLineConn; the proxy
// speaks the same framing to its stdio servers). It reads each line into
// a reused buffer and writes each message in one call, which the SDK's
// IOTransport does with a 32 KiB decoder buffer per message; a line that
// is not a message is answered with a parse error and the connection
// reads on (Serve). A write that returned without error is what counts as
// a delivered answer. Closing the connection closes r and w when they are
// io.Closers.
func StdioTransport(r io.Reader, w io.Writer) mcp.Transport {
	return &stdioTransport{r: r, w: w}
}

type stdioTransport struct {
	r io.Reader
	w io.Writer
}

func (t *stdioTransport) Connect(context.Context) (mcp.Connection, error) {
	return rungmcp.NewServerLineConn(t.r, t.w, nil), nil
}
