package classify

import "strings"

// lazopEnvelope reports the Alibaba open platforms' error envelope (Lazada
// Open Platform's Lazop SDK: "type" ISV, ISP or SYSTEM, "code", "message",
// "request_id"; set 1720). Its numeric code is the platform's own (500 and
// 501 are its generic business codes, 998 a campaign traffic downgrade,
// 1001 and 4143 request checks; create-update-product Q&A), not an HTTP
// status: codeStatus leaves it, and the message's words decide. A body with
// a "request_id" but no such "type" (any other API's) is not this.
func lazopEnvelope(msg string) bool {
	if !strings.Contains(msg, `"request_id"`) || !strings.Contains(msg, `"type"`) {
		return false
	}
	return hasAny(msg, `"type": "ISV"`, `"type":"ISV"`, `"type": "ISP"`, `"type":"ISP"`, `"type": "SYSTEM"`, `"type":"SYSTEM"`)
}
