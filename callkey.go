package rung

import "context"

type callKeyCtx struct{}

// WithCallKey returns a context under which Session.Call claims key in the
// ledger for a side-effecting call, instead of the key it derives
// (SESSION/TOOL/REQUEST-FINGERPRINT). It is for callers that know more than
// the session about when two calls are the same request: an MCP proxy,
// whose key counts the answers it delivered, so that a call re-sent after a
// lost answer meets the recorded outcome while a repeat the model asked for
// after reading the answer runs again. The key must still identify the
// request (a ledger refuses a key reused with other arguments). An empty key
// leaves the derived one.
func WithCallKey(ctx context.Context, key string) context.Context {
	if key == "" {
		return ctx
	}
	return context.WithValue(ctx, callKeyCtx{}, key)
}

// callKey is the key WithCallKey set on ctx, or "".
func callKey(ctx context.Context) string {
	k, _ := ctx.Value(callKeyCtx{}).(string)
	return k
}
