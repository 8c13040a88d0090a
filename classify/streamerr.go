package classify

import "strings"

// streamErrorObject reads openai-go's "received error while streaming:
// {...}" (packages/ssestream: the error event's object, marshalled bare)
// as the error object it is: its type and code decide, as in a body.
func streamErrorObject(c *ctx, b string) (Result, bool) {
	i := strings.Index(b, "error while streaming: {")
	if i < 0 {
		return Result{}, false
	}
	r, ok := errorObject(c, b[i+len("error while streaming: "):])
	if ok {
		r.Reason = "an error event in the stream: " + r.Reason
	}
	return r, ok
}
