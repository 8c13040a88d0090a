package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// Tolerated: i1736-kraken-10001-overlapping-contract: invalid vs conflict (ruling): Kraken KT-CT-10001 "Party is already under contract." / "Cannot create an overlapping contract."; the exclusion ruling (23P01, overlapping range held by another row) reads an overlap as premise, not conflict, and no honest rule reads this VALIDATION line as conflict without overturning it.
// First run at a63f09ee: 18/36 overall, 6/17 tricky.
func TestIndependentCases1736(t *testing.T) {
	runIndependent(t, "testdata/independent1736.jsonl", true, "i1736-kraken-10001-overlapping-contract")
}

// OCPP-J CALLERROR frames [4, id, errorCode, errorDescription, details]
// read by their errorCode (OCPP-J 1.6 section 4.2.3, OCPP-J 2.0.1 section
// 4.3; evcharging.go ocppCallError). Near misses: GenericError and an
// unknown code stay with the other readers; a CALL frame [2, ...] and a
// CALLRESULT [3, ...] are not read; a text that merely names
// NotImplemented is not a frame.
func TestGeneralise1736OCPPCallError(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"notimplemented", "", 0, "NotImplemented", `[4,"1","NotImplemented","Requested Action is not known by receiver",{}]`, premise},
		{"notsupported-16", "", 0, "", `[4,"a1","NotSupported","Request Action is recognized but not supported by the receiver",{}]`, premise},
		{"messagetype", "", 0, "", `[4,"-1","MessageTypeNotSupported","A message with a Message Type Number received that is not supported by this implementation",{}]`, premise},
		{"internal", "", 0, "", `[4, "77", "InternalError", "An internal error occurred and the receiver was not able to process the requested Action successfully", {}]`, transient},
		{"security", "", 0, "", `[4,"9","SecurityError","During the processing of Action a security issue occurred preventing receiver from completing the Action successfully",{}]`, denied},
		{"formatviolation-201", "", 0, "", `[4,"5","FormatViolation","Payload for Action is syntactically incorrect",{}]`, invalid},
		{"occurence-16-spelling", "", 0, "", `[4,"6","OccurenceConstraintViolation","Payload for Action is syntactically correct but at least one of the fields violates occurence constraints",{}]`, invalid},
		{"property", "", 0, "", `[4,"7","PropertyConstraintViolation","Payload is syntactically correct but at least one field contains an invalid value",{"field":"connectorId"}]`, invalid},
		{"protocol-201", "", 0, "", `[4,"8","ProtocolError","Payload for Action is not conform the PDU structure",{}]`, invalid},
		{"rpcframework", "", 0, "", `[4,"-1","RpcFrameworkError","Content of the call is not a valid RPC Request, for example: MessageId could not be read.",{}]`, invalid},
		// near misses
		{"generic-stays", "", 0, "", `[4,"3","GenericError","Any other error not covered by the previous ones",{}]`, rung.KindUnknown},
		{"call-frame", "", 0, "", `[2,"19223201","BootNotification",{"chargePointVendor":"VendorX"}]`, rung.KindUnknown},
		{"s3-notimplemented", "aws", 501, "NotImplemented", "api error NotImplemented: A header you provided implies functionality that is not implemented", invalid},
	})
}

// OCPI 2.2/2.2.1 status_code in the response envelope under HTTP 200
// (ocpi/ocpi status_codes.asciidoc; ocpi-kit StatusCode; evcharging.go
// ocpiStatus). Near misses: 1000 success, 2000 generic client error
// (Pod's "Unauthorized") and 3001 are left to the words; a status_code
// key without status_message (a plain HTTP envelope) is not read.
func TestGeneralise1736OCPIStatus(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"2001", "http", 200, "", `{"status_code":2001,"status_message":"Date from is not a valid timestamp","timestamp":"2026-07-27T21:12:38.358Z"}`, invalid},
		{"2002", "http", 200, "", `{"status_code": 2002, "status_message": "Not enough information, e.g. an authorization request with too little information.", "timestamp": "2024-01-01T00:00:00Z"}`, invalid},
		{"2003", "http", 200, "", `{"data":{"result":"REJECTED"},"status_code":2003,"status_message":"Unknown Location","timestamp":"2024-01-01T00:00:00Z"}`, premise},
		{"2004", "http", 200, "", `{"status_code":2004,"status_message":"Unknown Token","timestamp":"2024-01-01T00:00:00Z"}`, premise},
		{"3000", "http", 200, "", `{"status_code":3000,"status_message":"Generic server error","timestamp":"2024-01-01T00:00:00Z"}`, transient},
		{"3002-chargy", "http", 200, "", `{"status_code":3002,"status_message":"Unsupported version","timestamp":"2026-07-27T21:12:38Z"}`, premise},
		{"3003", "http", 200, "", `{"status_code":3003,"status_message":"No matching endpoints or expected endpoints missing between parties","timestamp":"2024-01-01T00:00:00Z"}`, premise},
		// near misses
		{"2000-pod-unauthorized", "http", 401, "", `{"status_code":2000,"status_message":"Unauthorized","timestamp":"2026-07-27T21:12:38.358Z"}`, denied},
		{"plain-status-code", "http", 503, "", `{"status_code":503,"message":"Service Unavailable"}`, transient},
	})
}

// "Multiple <noun> of the same <word> found": several where one was
// needed, as "with the same" (Kraken KT-CT-1151 "Multiple MFA devices of
// the same type found for this user", under a message "MFA device not
// found."; serverquotes.go leadFound). Near misses: a request part of the
// same name ("multiple fields of the same name found") stays a report on
// the call; "multiple errors found" keeps its reading.
func TestGeneralise1736SeveralOfTheSame(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"kraken-1151", "http", 200, "KT-CT-1151", `{"errors": [{"message": "MFA device not found.", "extensions": {"errorType": "APPLICATION", "errorDescription": "Multiple MFA devices of the same type found for this user.", "errorCode": "KT-CT-1151"}}]}`, ambiguous},
		{"accounts-same-kind", "", 0, "", "Multiple accounts of the same kind found for this email", ambiguous},
		{"meters-same-serial", "http", 409, "", `{"detail":"Multiple meters of the same serial found"}`, ambiguous},
		// near misses
		{"fields-same-name", "http", 400, "", `{"detail":"Multiple fields of the same name found in the request"}`, invalid},
	})
}

// Kraken GraphQL errorType SERVICE_AVAILABILITY: the operation is not
// offered to this client or for this object, not an outage
// (developer.octopus.energy error codes KT-CT-10002, KT-CT-10201;
// krakenenergy.go). Near misses: other Kraken types keep their words'
// reading (NOT_FOUND premise, AUTHORIZATION denied); a plain 503 "Service
// Unavailable" stays transient.
func TestGeneralise1736KrakenServiceAvailability(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"10002", "http", 200, "KT-CT-10002", `{"errors": [{"message": "Contract termination mutation is not yet supported for business contracts.", "extensions": {"errorType": "SERVICE_AVAILABILITY", "errorDescription": "Contract termination mutation is not yet supported for business contracts.", "errorCode": "KT-CT-10002"}}]}`, premise},
		{"10201", "http", 200, "KT-CT-10201", `{"errors": [{"message": "Endpoint disabled.", "extensions": {"errorType": "SERVICE AVAILABILITY", "errorDescription": "Auto top-up is disabled for the client.", "errorCode": "KT-CT-10201"}}]}`, premise},
		// near misses
		{"not-found", "http", 200, "KT-CT-10003", `{"errors": [{"message": "Contract not found.", "extensions": {"errorType": "NOT_FOUND", "errorDescription": "Contract not found.", "errorCode": "KT-CT-10003"}}]}`, premise},
		{"authorization", "http", 200, "KT-CT-1128", `{"errors": [{"message": "Unauthorized.", "extensions": {"errorType": "AUTHORIZATION", "errorDescription": "The viewer is not authorized to execute the query/mutation. Check authentication or roles/permissions.", "errorCode": "KT-CT-1128"}}]}`, denied},
		{"plain-503", "http", 503, "", `{"message":"Service Unavailable"}`, transient},
	})
}
