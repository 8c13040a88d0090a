package classify

import (
	"encoding/json"
	"strings"
)

// wrappedErrorKeys are the fields a program puts a caught error's text in
// when it hands the failure on as JSON: a Flask or Express handler's
// {"error": str(e)}, a tool wrapper's {"message": err.Error()}, FastAPI's
// {"detail": ...}. The text inside is another program's whole failure.
var wrappedErrorKeys = [...]string{"error", "message", "detail", "error_message", "errorMessage", "err", "msg"}

// topString returns the string value of key among the fields of the JSON
// object b itself, not of an object nested in it (a JSON-RPC error's
// "message" is its envelope's own, read by the MCP preset), or "".
func topString(b, key string) string {
	i := skipSpace(b, 1)
	for i < len(b) && b[i] == '"' {
		kend := skipValue(b, i)
		j := skipSpace(b, kend)
		if j >= len(b) || b[j] != ':' {
			return ""
		}
		j = skipSpace(b, j+1)
		vend := skipValue(b, j)
		if kend-i == len(key)+2 && b[i+1:kend-1] == key {
			if j < len(b) && b[j] == '"' && vend-1 > j {
				return b[j+1 : vend-1]
			}
			return ""
		}
		i = skipSpace(b, vend)
		if i < len(b) && b[i] == ',' {
			i = skipSpace(b, i+1)
		}
	}
	return ""
}

// wrappedText reads a JSON body whose error field holds another failure's
// text (escaped: a quoted name arrives as \"x\"), when the body as it
// stands gave no verdict or only a guess. The text is read as a message of
// its own, with the same protocol, status and code, and only a confident
// verdict is kept: the wrapping adds nothing, so it takes nothing away.
func (c *ctx) wrappedText() (Result, bool) {
	b := strings.TrimSpace(c.body)
	if len(b) < 2 || b[0] != '{' {
		return Result{}, false
	}
	for _, k := range wrappedErrorKeys {
		v := topString(b, k)
		if len(v) < 8 {
			continue
		}
		inner := strings.TrimSpace(decodeJSONString(v))
		// Only a text that is no smaller piece of the same body is read
		// again: one that still looks like the body would loop.
		if len(inner) >= len(b) {
			return Result{}, false
		}
		r := Classify(Input{Protocol: c.proto, Status: c.status, Code: c.code, Message: inner, Header: c.hdr, Tool: c.tool, Now: c.now})
		if r.Kind == unk || strings.HasPrefix(r.Reason, LowConfidence) {
			return Result{}, false
		}
		r.Reason = "the body's " + k + " field says: " + r.Reason
		return r, true
	}
	return Result{}, false
}

// decodeJSONString decodes a JSON string's raw text in full, \uXXXX escapes
// included (Go's json.Marshal writes '<', '>' and '&' so, Python's
// json.dumps every non-ASCII letter); a text that does not decode is
// unescaped as far as it goes.
func decodeJSONString(v string) string {
	if !strings.Contains(v, `\`) {
		return v
	}
	var s string
	if json.Unmarshal([]byte(`"`+v+`"`), &s) == nil {
		return s
	}
	return unescapeJSONText(v)
}
