package mcp

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"sync"
	"syscall"
	"time"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// MaxLine bounds one message read from a stdio peer: 16 MiB.
const MaxLine = 16 << 20

// startLean starts cmd and connects to it over its stdin and stdout with a
// LineConn. It replaces the SDK's CommandTransport on the hot path of
// every stdio call: that one decodes each message twice through a JSON
// decoder that allocates 32 KiB per message, which made up most of what a
// call through rung mcp-proxy cost beyond the call itself. Close keeps the
// SDK's shutdown: stdin closed, then SIGTERM and SIGKILL if the server
// does not exit within terminate.
func startLean(cmd *exec.Cmd, terminate time.Duration) (mcp.Connection, error) {
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	return NewLineConn(stdout, stdin, func() error { return endCommand(cmd, stdin, terminate) }), nil
}

// endCommand is the SDK's shutdown of a stdio server (the MCP spec's):
// close its stdin, wait for it to exit, then signal it.
func endCommand(cmd *exec.Cmd, stdin io.Closer, terminate time.Duration) error {
	if err := stdin.Close(); err != nil {
		return fmt.Errorf("closing stdin: %v", err)
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	wait := func() (error, bool) {
		t := time.NewTimer(terminate)
		defer t.Stop()
		select {
		case err := <-exited:
			return err, true
		case <-t.C:
			return nil, false
		}
	}
	if err, ok := wait(); ok {
		return err
	}
	if cmd.Process.Signal(syscall.SIGTERM) == nil {
		if err, ok := wait(); ok {
			return err
		}
	}
	if err := cmd.Process.Kill(); err != nil {
		return err
	}
	if err, ok := wait(); ok {
		return err
	}
	return errors.New("unresponsive subprocess")
}

// NewLineConn is an MCP connection of newline-delimited JSON-RPC messages
// read from r and written to w, as MCP's stdio transport has them. It
// reads each line into a reused buffer, decodes it with encoding/json and
// writes each message in one call. Close calls closeFn once (nil: close r
// and w when they are io.Closers) and unblocks a pending Read.
func NewLineConn(r io.Reader, w io.Writer, closeFn func() error) mcp.Connection {
	if closeFn == nil {
		closeFn = func() error {
			var errs []error
			if rc, ok := r.(io.Closer); ok {
				errs = append(errs, rc.Close())
			}
			if wc, ok := w.(io.Closer); ok {
				errs = append(errs, wc.Close())
			}
			return errors.Join(errs...)
		}
	}
	c := &lineConn{r: r, w: w, closeFn: closeFn, incoming: make(chan readResult), closed: make(chan struct{})}
	go c.readLoop()
	return c
}

type readResult struct {
	msg jsonrpc.Message
	err error
}

type lineConn struct {
	r        io.Reader
	w        io.Writer
	closeFn  func() error
	incoming chan readResult
	closed   chan struct{}
	once     sync.Once
	closeErr error
	wmu      sync.Mutex
	wbuf     []byte
}

// readLoop reads in its own goroutine so that Close unblocks a Read
// waiting on a pipe, which cannot be interrupted portably.
func (c *lineConn) readLoop() {
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
				c.send(readResult{err: fmt.Errorf("mcp: a message is longer than %d bytes", MaxLine)})
				return
			}
			line = long
		}
		if t := bytes.TrimSpace(line); len(t) > 0 {
			msgs, derr := DecodeMessages(t)
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

func (c *lineConn) send(r readResult) bool {
	select {
	case c.incoming <- r:
		return true
	case <-c.closed:
		return false
	}
}

func (c *lineConn) Read(ctx context.Context) (jsonrpc.Message, error) {
	select {
	case <-ctx.Done():
		return nil, ctx.Err()
	case r := <-c.incoming:
		return r.msg, r.err
	case <-c.closed:
		return nil, io.EOF
	}
}

func (c *lineConn) Write(ctx context.Context, msg jsonrpc.Message) error {
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

func (c *lineConn) Close() error {
	c.once.Do(func() {
		close(c.closed)
		c.closeErr = c.closeFn()
	})
	return c.closeErr
}

func (c *lineConn) SessionID() string { return "" }

// DecodeMessages decodes one line: a message, or a batch (an array of
// them) from a peer on a protocol version that had batches.
func DecodeMessages(line []byte) ([]jsonrpc.Message, error) {
	if len(line) == 0 {
		return nil, errors.New("mcp: empty message")
	}
	if line[0] != '[' {
		m, err := DecodeMessage(line)
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
		return nil, errors.New("mcp: empty batch")
	}
	out := make([]jsonrpc.Message, 0, len(raws))
	for _, r := range raws {
		m, err := DecodeMessage(r)
		if err != nil {
			return nil, err
		}
		out = append(out, m)
	}
	return out, nil
}

// wireMessage is a JSON-RPC message as it comes over the wire.
type wireMessage struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      any             `json:"id"`
	Method  string          `json:"method"`
	Params  json.RawMessage `json:"params"`
	Result  json.RawMessage `json:"result"`
	Error   *jsonrpc.Error  `json:"error"`
}

// DecodeMessage decodes one JSON-RPC message with encoding/json: the
// SDK's decoder (jsonrpc.DecodeMessage) allocates a 32 KiB buffer for
// every message. Anything this does not recognise is left to the SDK's
// decoder, which says what is wrong with it.
func DecodeMessage(b []byte) (jsonrpc.Message, error) {
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
