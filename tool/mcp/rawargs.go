package mcp

import (
	"bytes"
	"context"
	"encoding/json"
	"reflect"
	"unicode/utf8"

	"github.com/rungkit/rung/internal/jsontop"
)

type rawArgsKey struct{}

type rawArgs struct {
	args map[string]any
	raw  json.RawMessage
}

// WithRawArguments returns ctx telling a pass-through call that args were
// decoded from raw, so that it sends raw as the arguments instead of
// encoding args again (a proxy has the client's bytes in hand; encoding
// the map back sorts its keys by reflection on every call). The bytes are
// used only for that very map, and only when they say exactly what the
// map holds (see spliceable); otherwise args are encoded as before.
func WithRawArguments(ctx context.Context, args map[string]any, raw json.RawMessage) context.Context {
	if args == nil || len(raw) == 0 {
		return ctx
	}
	return context.WithValue(ctx, rawArgsKey{}, &rawArgs{args: args, raw: raw})
}

// argumentsJSON is args as JSON: the bytes they were decoded from when
// ctx carries them for this map, else args encoded.
func argumentsJSON(ctx context.Context, args map[string]any) ([]byte, error) {
	if r, ok := ctx.Value(rawArgsKey{}).(*rawArgs); ok &&
		reflect.ValueOf(r.args).UnsafePointer() == reflect.ValueOf(args).UnsafePointer() &&
		spliceable(r.raw, len(args)) {
		return r.raw, nil
	}
	return json.Marshal(args)
}

// spliceable reports whether raw, which decoded into a map of n keys, may
// be sent in its place: the server must read exactly the map the
// fingerprint was taken of. So no line break (the stdio transport frames
// messages by lines; in valid JSON one is only ever whitespace), no
// invalid UTF-8 (decoding replaced it), and one member per key, each
// written plainly (a repeated key decodes last-wins, which a server might
// not do; an escaped key is left to encoding/json).
func spliceable(raw []byte, n int) bool {
	if bytes.IndexByte(raw, '\n') >= 0 || bytes.IndexByte(raw, '\r') >= 0 || !utf8.Valid(raw) {
		return false
	}
	var stack [16]jsontop.Member
	ms, ok := jsontop.Members(raw, stack[:0])
	return ok && len(ms) == n
}
