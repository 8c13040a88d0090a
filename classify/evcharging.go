package classify

import "strings"

// evcharging.go (set 1736): the two EV-charging protocols whose failures
// come as a code and little else.
//
// OCPP-J CALLERROR frames [4, "<UniqueId>", "<errorCode>",
// "<errorDescription>", {<errorDetails>}] (OCPP-J 1.6 section 4.2.3 and
// OCPP-J 2.0.1 section 4.3 CallError tables, quoted by Beckhoff TF6771
// E_OCPP1_Error and ocpp-kit RpcErrorCode): the errorCode is the
// receiver's verdict, whatever the free description says. GenericError
// ("Any other error not covered by the previous ones") is left to the
// other readers.
var ocppCallErrorCodes = map[string]Result{
	"NotImplemented":                {Kind: premise, Reason: "OCPP CALLERROR NotImplemented: the receiver does not know the requested Action: this station cannot do it, replan"},
	"NotSupported":                  {Kind: premise, Reason: "OCPP CALLERROR NotSupported: the receiver recognises the Action but does not support it: replan without it"},
	"MessageTypeNotSupported":       {Kind: premise, Reason: "OCPP CALLERROR MessageTypeNotSupported: the peer's protocol version lacks this message type"},
	"InternalError":                 {Kind: transient, Reason: "OCPP CALLERROR InternalError: the receiver failed internally: retry later"},
	"ProtocolError":                 {Kind: invalid, Reason: "OCPP CALLERROR ProtocolError: the payload is incomplete or not the PDU structure"},
	"SecurityError":                 {Kind: denied, Reason: "OCPP CALLERROR SecurityError: a security issue stopped the receiver from completing the Action"},
	"FormationViolation":            {Kind: invalid, Reason: "OCPP CALLERROR FormationViolation: the payload is syntactically incorrect"},
	"FormatViolation":               {Kind: invalid, Reason: "OCPP CALLERROR FormatViolation: the payload is syntactically incorrect"},
	"PropertyConstraintViolation":   {Kind: invalid, Reason: "OCPP CALLERROR PropertyConstraintViolation: a field holds an invalid value"},
	"OccurrenceConstraintViolation": {Kind: invalid, Reason: "OCPP CALLERROR OccurrenceConstraintViolation: a field is missing or repeated"},
	"OccurenceConstraintViolation":  {Kind: invalid, Reason: "OCPP CALLERROR OccurenceConstraintViolation: a field is missing or repeated"},
	"TypeConstraintViolation":       {Kind: invalid, Reason: "OCPP CALLERROR TypeConstraintViolation: a field has the wrong data type"},
	"RpcFrameworkError":             {Kind: invalid, Reason: "OCPP CALLERROR RpcFrameworkError: the frame is not a valid RPC request"},
}

// ocppCallError reads a CALLERROR frame. The gate is the frame's opening
// "[4," before any scan; the errorCode is the third element.
func ocppCallError(m string) (Result, bool) {
	if !strings.HasPrefix(m, "[4,") && !strings.HasPrefix(m, "[4 ,") {
		return Result{}, false
	}
	// skip the UniqueId string, then read the next quoted string
	i := strings.IndexByte(m, '"')
	if i < 0 {
		return Result{}, false
	}
	j := strings.IndexByte(m[i+1:], '"')
	if j < 0 {
		return Result{}, false
	}
	rest := m[i+1+j+1:]
	k := strings.IndexByte(rest, '"')
	if k < 0 {
		return Result{}, false
	}
	rest = rest[k+1:]
	e := strings.IndexByte(rest, '"')
	if e < 0 {
		return Result{}, false
	}
	r, ok := ocppCallErrorCodes[rest[:e]]
	return r, ok
}

// ocpiStatusCodes (set 1736): OCPI 2.2/2.2.1's status_code inside the
// response envelope {"status_code", "status_message", "timestamp"}, sent
// under HTTP 200 once a request reaches the OCPI layer (ocpi/ocpi
// status_codes.asciidoc; ocpi-kit StatusCode). 2000 "Generic client
// error" and 3001 "Unable to use the client's API" name no cause and are
// left to the status_message and the other readers.
var ocpiStatusCodes = map[string]Result{
	"2001": {Kind: invalid, Reason: "OCPI 2001 Invalid or missing parameters: repair the request"},
	"2002": {Kind: invalid, Reason: "OCPI 2002 Not enough information: the request carries too little to act on"},
	"2003": {Kind: premise, Reason: "OCPI 2003 Unknown Location: the location the request names does not exist at this party"},
	"2004": {Kind: premise, Reason: "OCPI 2004 Unknown Token: the token is unknown to this party"},
	"3000": {Kind: transient, Reason: "OCPI 3000 Generic server error: retry later"},
	"3002": {Kind: premise, Reason: "OCPI 3002 Unsupported version: the parties share no version here: renegotiate"},
	"3003": {Kind: premise, Reason: "OCPI 3003 No matching endpoints: the parties' endpoints do not match: configuration must change"},
}

// ocpiStatus reads the OCPI envelope: the gate is the literal
// "status_code" and "status_message" keys together.
func ocpiStatus(m string) (Result, bool) {
	i := strings.Index(m, `"status_code":`)
	if i < 0 || !strings.Contains(m, `"status_message"`) {
		return Result{}, false
	}
	rest := strings.TrimLeft(m[i+len(`"status_code":`):], " ")
	if len(rest) < 4 {
		return Result{}, false
	}
	if len(rest) > 4 && rest[4] >= '0' && rest[4] <= '9' {
		return Result{}, false
	}
	r, ok := ocpiStatusCodes[rest[:4]]
	return r, ok
}
