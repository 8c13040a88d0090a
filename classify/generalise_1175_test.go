package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at d5232571: 30/34 overall, 17/20 tricky.
func TestIndependentCases1175(t *testing.T) {
	runIndependent(t, "testdata/independent1175.jsonl", false)
}

// TestGeneralise1175GraphCodeIsNoRPCStatus: a Meta Graph error body carries a
// numeric code (10, 4, 2...) and, under error_data, a string "details". A
// google.rpc.Status's details is an array of Any, so a string "details" does
// not make the body an RPC status, and Graph's #10 is no gRPC ABORTED.
func TestGeneralise1175GraphCodeIsNoRPCStatus(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "graph #10 with error_data details", protocol: "http", status: 403, msg: `{"error":{"message":"(#10) Application does not have permission for this action","type":"OAuthException","code":10,"error_data":{"messaging_product":"whatsapp","details":"The app does not have the whatsapp_business_messaging permission."},"fbtrace_id":"Xa1175"}}`, want: rung.KindDenied},
		{name: "graph #200 with error_data details", protocol: "http", status: 403, msg: `{"error":{"message":"(#200) Permissions error","type":"OAuthException","code":200,"error_data":{"details":"The user has not granted pages_manage_posts."},"fbtrace_id":"Xb1175"}}`, want: rung.KindDenied},
		{name: "graph #10 under a 400", protocol: "http", status: 400, msg: `{"error":{"message":"(#10) Application does not have permission for this action","type":"OAuthException","code":10,"error_data":{"details":"Missing whatsapp_business_management for phone number 1175."},"fbtrace_id":"Xc1175"}}`, want: rung.KindDenied},
		// Near misses: grpc-gateway's own bodies, with a details array,
		// keep the code's reading.
		{name: "near miss: grpc-gateway ABORTED", protocol: "http", status: 409, msg: `{"code":10,"message":"transaction aborted, retry","details":[]}`, want: rung.KindTransient},
		{name: "near miss: grpc-gateway ALREADY_EXISTS", protocol: "http", status: 409, msg: `{"code":6,"message":"order w1175 already exists","details":[]}`, want: rung.KindConflict},
	})
}

// TestGeneralise1175NoSenderSignature: Postmark's ErrorCode 400 says the From
// address has no sender signature on the account: an account step comes
// first (premise), as "Sender signature not confirmed" (set 399), not the
// 422's invalid. A malformed From and a signature that already exists or is
// already confirmed keep their kinds.
func TestGeneralise1175NoSenderSignature(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "postmark 422 body", protocol: "http", status: 422, msg: `{"ErrorCode":400,"Message":"The 'From' address you supplied (alerts@w1175.example.org) is not a Sender Signature on your account. Please add and confirm this address in order to be able to use it in the 'From' field of your messages."}`, want: rung.KindPremise},
		{name: "postmark text via a client", msg: "postmark: 422 ErrorCode 400: The 'From' address you supplied (billing@w1175.example.net) is not a Sender Signature on your account.", want: rung.KindPremise},
		{name: "as an MCP tool result", protocol: "mcp", msg: "send_email failed: The 'From' address you supplied (ops@w1175.example.com) is not a Sender Signature on your account. Please add and confirm this address in order to be able to use it in the 'From' field of your messages.", want: rung.KindPremise},
		{name: "near miss: signature already exists", protocol: "http", status: 422, msg: `{"ErrorCode":504,"Message":"This Sender Signature already exists."}`, want: rung.KindConflict},
		{name: "near miss: signature already confirmed", protocol: "http", status: 422, msg: `{"ErrorCode":506,"Message":"This Sender Signature already confirmed."}`, want: rung.KindConflict},
		{name: "near miss: malformed From", protocol: "http", status: 422, msg: `{"ErrorCode":300,"Message":"Invalid 'From' address: 'w1175 ops'."}`, want: rung.KindInvalid},
	})
}
