package mcpproxy

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// MaxLine bounds one message read from a stdio client: 16 MiB.
const MaxLine = 16 << 20

// StdioTransport returns the transport rung mcp-proxy serves a client on:
// newline-delimited JSON-RPC messages read from r and written to w, as
// MCP's stdio transport has them. It reads each line into a reused buffer
// and writes each message in one call, which the SDK's IOTransport does
// with a growing decoder buffer per message; a write that returned without
// error is what counts as a delivered answer (Serve). Closing the
// connection closes r and w when they are io.Closers.
func StdioTransport(r io.Reader, w io.Writer) mcp.Transport {
	return &stdioTransport{r: r, w: w}
}

type stdioTransport struct {
	r io.Reader
	w io.Writer
}

func (t *stdioTransport) Connect(context.Context) (mcp.Connection, error) {
	c := &stdioConn{r: t.r, w: t.w, incoming: make(chan readResult), closed: make(chan struct{})}
	go c.readLoop()
	return c, nil
}

type readResult struct {
	msg jsonrpc.Message
	err error
}

type stdioConn struct {
	r        io.Reader
	w        io.Writer
	incoming chan readResult
	closed   chan struct{}
	once     sync.Once
	wmu      sync.Mutex
	wbuf     []byte
}

// readLoop reads in its own goroutine so that Close unblocks a Read
// waiting on stdin, which cannot be interrupted portably.
func (c *stdioConn) readLoop() {
	br := bufio.NewReaderSize(c.r, 64<<10)
	var long []byte
	for {
		line, err := br.ReadSlice('\n')
		if errors.Is(err, bufio.ErrBufferFull) {
			long = append(long[:0], line...)
			for errors.Is(err, bufio.ErrBufferFull) && len(long) <= MaxLine {
				line, err = br.ReadSlice('\n')
				long = append(long, line...)
			}
			if len(long) > MaxLine {
				c.send(readResult{err: fmt.Errorf("mcp-proxy: a message from the client is longer than %d bytes", MaxLine)})
				return
			}
			line = long
		}
		if len(bytes.TrimSpace(line)) > 0 {
			msgs, derr := decode(bytes.TrimSpace(line))
			if derr != nil {
				c.send(readResult{err: derr})
				return
			}
			for _, m := range msgs {
				if !c.send(readResult{msg: m}) {
					return
				}
			}
		}
		if err != nil {
			if errors.Is(err, io.EOF) && len(bytes.TrimSpace(line)) > 0 {
				err = io.ErrUnexpectedEOF
			}
			c.send(readResult{err: err})
			return
		}
	}
}

func (c *stdioConn) send(r readResult) bool {
	select {
	case c.incoming <- r:
		return true
	case <-c.closed:
		return false
	}
}

// decode reads one line: a message, or a batch (an array of them) from a
// client on a protocol version that had batches.
func decode(line []byte) ([]jsonrpc.Message, error) {
	if line[0] != '[' {
		m, err := decodeOne(line)
		if err != nil {
			return nil, err
		}
		return []jsonrpc.Message{m}, nil
	}
	var raws []json.RawMessage
	if err := json.Unmarshal(line, &raws); err != nil {
		return nil, err
	}
	if len(raws) == 0 {
		return nil, errors.New("mcp-proxy: empty batch")
	}
	out := make([]jsonrpc.Message, 0, len(raws))
	for _, r := range raws {
		m, err := decodeOne(r)
		if err != nil {
			return nil, err
		}
		out = append(out, m)
	}
	return out, nil
}

func (c *stdioConn) Read(ctx context.Context) (jsonrpc.Message, error) {
	select {
	case <-ctx.Done():
		return nil, ctx.Err()
	case r := <-c.incoming:
		return r.msg, r.err
	case <-c.closed:
		return nil, io.EOF
	}
}

func (c *stdioConn) Write(ctx context.Context, msg jsonrpc.Message) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	b, err := jsonrpc.EncodeMessage(msg)
	if err != nil {
		return err
	}
	c.wmu.Lock()
	defer c.wmu.Unlock()
	select {
	case <-c.closed:
		return io.ErrClosedPipe
	default:
	}
	c.wbuf = append(append(c.wbuf[:0], b...), '\n')
	_, err = c.w.Write(c.wbuf)
	return err
}

func (c *stdioConn) Close() error {
	var err error
	c.once.Do(func() {
		close(c.closed)
		var errs []error
		if rc, ok := c.r.(io.Closer); ok {
			errs = append(errs, rc.Close())
		}
		if wc, ok := c.w.(io.Closer); ok {
			errs = append(errs, wc.Close())
		}
		err = errors.Join(errs...)
	})
	return err
}

func (c *stdioConn) SessionID() string { return "" }

// wireMessage is a JSON-RPC message as it comes over the wire.
type wireMessage struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      any             `json:"id"`
	Method  string          `json:"method"`
	Params  json.RawMessage `json:"params"`
	Result  json.RawMessage `json:"result"`
	Error   *jsonrpc.Error  `json:"error"`
}

// decodeOne decodes one message with encoding/json: the SDK's decoder
// (jsonrpc.DecodeMessage) allocates a 32 KiB buffer for every message,
// which on the proxy's hot path was most of its allocations. Anything
// this does not recognise is left to the SDK's decoder, which says what
// is wrong with it.
func decodeOne(b []byte) (jsonrpc.Message, error) {
	var w wireMessage
	if err := json.Unmarshal(b, &w); err != nil || w.JSONRPC != "2.0" {
		return jsonrpc.DecodeMessage(b)
	}
	id, err := jsonrpc.MakeID(w.ID)
	if err != nil {
		return jsonrpc.DecodeMessage(b)
	}
	if w.Method != "" {
		return &jsonrpc.Request{ID: id, Method: w.Method, Params: w.Params}, nil
	}
	if !id.IsValid() || (w.Result == nil) == (w.Error == nil) {
		return jsonrpc.DecodeMessage(b)
	}
	r := &jsonrpc.Response{ID: id, Result: w.Result}
	if w.Error != nil {
		r.Error = w.Error
	}
	return r, nil
}
