package rung

import (
	"context"
	"reflect"
)

type requestFPCtx struct{}

type requestFP struct {
	tool string
	args map[string]any
	fp   string
}

// WithRequestFingerprint returns RequestFingerprint(tool, args) and ctx
// carrying it, for a caller that needs the fingerprint before
// Session.Call (an MCP proxy builds its ledger key from it): the ledger
// claim of a side-effecting call of tool with this very map then uses it
// instead of hashing the arguments again. The fingerprint is computed here,
// by the same function, so a claim's mismatch check is unchanged: a call
// with another tool, or another map (even an equal one), hashes its own.
// args must not change until the call returns.
func WithRequestFingerprint(ctx context.Context, tool string, args map[string]any) (context.Context, string) {
	fp := RequestFingerprint(tool, args)
	return context.WithValue(ctx, requestFPCtx{}, &requestFP{tool: tool, args: args, fp: fp}), fp
}

// requestFingerprint is RequestFingerprint(tool, args), taken from ctx
// when WithRequestFingerprint put it there for this tool and this map.
func requestFingerprint(ctx context.Context, tool string, args map[string]any) string {
	if r, ok := ctx.Value(requestFPCtx{}).(*requestFP); ok && r.tool == tool &&
		reflect.ValueOf(r.args).UnsafePointer() == reflect.ValueOf(args).UnsafePointer() {
		return r.fp
	}
	return RequestFingerprint(tool, args)
}
