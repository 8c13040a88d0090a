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

// flatStreamError reads an error event whose fields are the event's own,
// with no "error" object around them: the Responses API stream's
// {"type":"error","code":...,"message":...,"param":...,"sequence_number":N}
// (platform.openai.com API reference, responses-streaming/error). The
// stream's 200 said nothing; its code and message decide as a body's would,
// and an event that names nothing more is the service's failure mid-stream
// (transient).
func flatStreamError(c *ctx, ev string) (Result, bool) {
	if jsonObject(ev, "error") != "" || (jsonString(ev, "code") == "" && jsonString(ev, "message") == "") {
		return Result{}, false
	}
	r, ok := errorObject(c, ev)
	if !ok {
		r = Result{Kind: transient, Reason: "the service failed mid-stream"}
	}
	r.Reason = "an error event in the stream: " + r.Reason
	return r, true
}
