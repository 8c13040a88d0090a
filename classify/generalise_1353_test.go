package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at a33449d2: 22/31 overall, 9/16 tricky.
func TestIndependentCases1353(t *testing.T) {
	runIndependent(t, "testdata/independent1353.jsonl", false)
}

// TestGeneralise1353VIESFault: the EU VIES check's fault codes decide over
// SOAP's HTTP 500 (viesfault.go): the argument codes invalid, IP_BLOCKED
// denied, the availability and concurrency codes transient. INVALID_INPUT,
// shared with other services, decides only as a SOAP fault's string.
func TestGeneralise1353VIESFault(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "zeep INVALID_INPUT", protocol: "http", status: 500, code: "INVALID_INPUT", msg: "Server raised fault: 'INVALID_INPUT'", want: rung.KindInvalid},
		{name: "JAX-WS INVALID_INPUT", protocol: "http", status: 500, code: "INVALID_INPUT", msg: "javax.xml.ws.soap.SOAPFaultException: INVALID_INPUT", want: rung.KindInvalid},
		{name: "bare INVALID_REQUESTER_INFO", protocol: "http", status: 500, code: "INVALID_REQUESTER_INFO", msg: "INVALID_REQUESTER_INFO", want: rung.KindInvalid},
		{name: "IP_BLOCKED", protocol: "http", status: 500, code: "IP_BLOCKED", msg: "soap:Server: IP_BLOCKED", want: rung.KindDenied},
		{name: "MS_MAX_CONCURRENT_REQ", protocol: "http", status: 500, code: "MS_MAX_CONCURRENT_REQ", msg: "MS_MAX_CONCURRENT_REQ", want: rung.KindTransient},
		{name: "MS_UNAVAILABLE over a 400", protocol: "http", status: 400, code: "MS_UNAVAILABLE", msg: "Server raised fault: 'MS_UNAVAILABLE'", want: rung.KindTransient},
		// Near misses: INVALID_INPUT outside a SOAP fault keeps its reading.
		{name: "Linear INVALID_INPUT not found", protocol: "http", status: 200, code: "INVALID_INPUT", msg: `{"errors":[{"message":"Entity not found: Issue","extensions":{"type":"invalid input","code":"INVALID_INPUT","userPresentableMessage":"Could not find referenced Issue."}}],"data":null}`, want: rung.KindPremise},
		{name: "plain 500 without a VIES code", protocol: "http", status: 500, code: "", msg: "Server raised fault: 'Internal Error'", want: rung.KindTransient},
	})
}
