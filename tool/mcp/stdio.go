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
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/rungkit/rung/internal/jsontop"
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
	c := newLineConn(stdout, stdin, func() error { return endCommand(cmd, stdin, terminate) }, false)
	started.Store(cmd, c)
	return c, nil
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
	return newLineConn(r, w, closeFn, false)
}

// NewServerLineConn is NewLineConn for the serving side of a connection: a
// line that is not a JSON-RPC message is reported by Read as a
// *DecodeError and the connection reads on, so that a server can answer
// it with a parse error as JSON-RPC asks instead of hanging up on its
// client. The connection also writes whole lines (WriteLine), for a
// server that encodes its own responses.
func NewServerLineConn(r io.Reader, w io.Writer, closeFn func() error) mcp.Connection {
	return newLineConn(r, w, closeFn, true)
}

// DecodeError is a line a serving LineConn could not read as a JSON-RPC
// message; the connection is still usable.
type DecodeError struct {
	// Syntax is true when the line is not JSON at all (JSON-RPC's parse
	// error), false when it is JSON but not a message (invalid request).
	Syntax bool
	Err    error
}

func (e *DecodeError) Error() string { return "mcp: unreadable message: " + e.Err.Error() }
func (e *DecodeError) Unwrap() error { return e.Err }

func newLineConn(r io.Reader, w io.Writer, closeFn func() error, serving bool) *lineConn {
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
	c := &lineConn{r: r, w: w, closeFn: closeFn, serving: serving, incoming: make(chan readResult), closed: make(chan struct{})}
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
	serving  bool // a bad line is a *DecodeError, not the end (NewServerLineConn)
	hook     atomic.Pointer[func(jsonrpc.Message) bool]

	// Calls made past the SDK's session (passthrough.go): their answers
	// are taken off the stream by id before the session reads it.
	calls pendingCalls
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
				if c.serving {
					if !c.send(readResult{err: &DecodeError{Syntax: !json.Valid(t), Err: derr}}) {
						return
					}
					msgs = nil
				} else {
					c.calls.fail(derr)
					c.send(readResult{err: derr})
					return
				}
			}
			for _, m := range msgs {
				if c.calls.take(m) {
					continue
				}
				if h := c.hook.Load(); h != nil && (*h)(m) {
					continue
				}
				if !c.send(readResult{msg: m}) {
					return
				}
			}
		}
		if err != nil {
			if errors.Is(err, io.EOF) && len(bytes.TrimSpace(line)) > 0 {
				err = io.ErrUnexpectedEOF
			}
			c.calls.fail(err)
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
	return c.write(func() []byte {
		c.wbuf = append(append(c.wbuf[:0], b...), '\n')
		return c.wbuf
	})
}

// WriteLine writes one encoded message and its newline, in one call:
// line must end with '\n'. A write that returned without error is one the
// operating system took whole.
func (c *lineConn) WriteLine(ctx context.Context, line []byte) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	return c.write(func() []byte { return line })
}

// write writes the line that line returns, under the write lock (which
// also guards wbuf), unless the connection is closed.
func (c *lineConn) write(line func() []byte) error {
	c.wmu.Lock()
	defer c.wmu.Unlock()
	select {
	case <-c.closed:
		return io.ErrClosedPipe
	default:
	}
	_, err := c.w.Write(line())
	return err
}

// SetReadHook has the connection hand each message it reads to f first,
// in the goroutine that reads, before Read would return it: a message f
// takes (returns true for) is not returned by Read. It saves a server the
// handoff from the reading goroutine to the one calling Read on its hot
// path; f must not block. Messages read before the hook was set are
// returned by Read.
func (c *lineConn) SetReadHook(f func(jsonrpc.Message) bool) {
	c.hook.Store(&f)
}

func (c *lineConn) Close() error {
	c.once.Do(func() {
		close(c.closed)
		c.calls.close()
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
	if m, ok := decodeFast(b); ok {
		return m, nil
	}
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

// decodeFast decodes a well-formed message whose members it can read
// exactly (jsontop) in one validating pass and one scan, without
// reflection: params and result are slices of one copy of b. It reports
// false for anything else (a key that differs from a member's name only
// in case, as encoding/json would match it; a repeated member; a method or
// string id that is not plain ASCII; an id that is neither a number nor a
// string; an error answer), which
// DecodeMessage then reads as before.
func decodeFast(b []byte) (jsonrpc.Message, bool) {
	if !json.Valid(b) {
		return nil, false
	}
	var buf [8]jsontop.Member
	ms, ok := jsontop.Members(b, buf[:0])
	if !ok {
		return nil, false
	}
	const (
		kVersion = iota
		kID
		kMethod
		kParams
		kResult
		kError
	)
	names := [...]string{"jsonrpc", "id", "method", "params", "result", "error"}
	var found [len(names)]*jsontop.Member
	for i := range ms {
		k := -1
		for j, n := range names {
			if string(ms[i].Key) == n {
				k = j
				break
			}
			if strings.EqualFold(string(ms[i].Key), n) {
				return nil, false
			}
		}
		if k < 0 {
			continue
		}
		if found[k] != nil {
			return nil, false
		}
		found[k] = &ms[i]
	}
	val := func(k int) []byte {
		if m := found[k]; m != nil {
			return b[m.Start:m.End]
		}
		return nil
	}
	if string(val(kVersion)) != `"2.0"` {
		return nil, false
	}
	var raw any
	switch v := val(kID); {
	case v == nil || string(v) == "null":
	case v[0] == '"':
		if !plain(v) {
			return nil, false
		}
		raw = string(v[1 : len(v)-1])
	default:
		f, err := strconv.ParseFloat(string(v), 64)
		if err != nil {
			return nil, false
		}
		raw = f // as encoding/json decodes it for MakeID
	}
	id, err := jsonrpc.MakeID(raw)
	if err != nil {
		return nil, false
	}
	// Params and result outlive the line buffer b: one copy holds both.
	var cp []byte
	own := func(k int) json.RawMessage {
		m := found[k]
		if m == nil {
			return nil
		}
		if cp == nil {
			cp = bytes.Clone(b)
		}
		return cp[m.Start:m.End:m.End]
	}
	if method := val(kMethod); method != nil {
		if method[0] != '"' || len(method) == 2 || !plain(method) {
			return nil, false
		}
		return &jsonrpc.Request{ID: id, Method: string(method[1 : len(method)-1]), Params: own(kParams)}, true
	}
	// An error answer is rare and left to the full decoder.
	if !id.IsValid() || found[kResult] == nil || found[kError] != nil {
		return nil, false
	}
	return &jsonrpc.Response{ID: id, Result: own(kResult)}, true
}

// plain reports whether the JSON string s (quotes included) is printable
// ASCII without escapes: its bytes are its value, as encoding/json would
// decode it (which unescapes, and replaces invalid UTF-8).
func plain(s []byte) bool {
	for _, c := range s[1 : len(s)-1] {
		if c == '\\' || c < 0x20 || c >= 0x7f {
			return false
		}
	}
	return true
}
