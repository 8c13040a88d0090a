package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at d34d96ff: 28/31 overall, 20/23 tricky.
// Tolerated: i1160-twilio-21608: premise vs denied (sets 381/633, "is not verified" and an unverified sender read premise, an account step first): Twilio's trial account may not send to an unverified number; verifying it is an account step (premise), and the trial's boundary is an authority the agent lacks (denied); either way a person acts.
// Tolerated: i1160-docusign-hourlylimit: transient vs premise (set 721, "an hourly call limit ... transient (the hour's window resets)"): the window does reset, but DocuSign resets it only at the top of the hour, mostly beyond a step's budget, which the triage's budget check then hands back.
func TestIndependentCases1160(t *testing.T) {
	runIndependent(t, "testdata/independent1160.jsonl", true, "i1160-twilio-21608", "i1160-docusign-hourlylimit")
}

// The states an act is allowed in, said as adjectives before the noun
// ("Only sent or delivered envelopes may be voided."): the object has
// moved past them, premise under any status; a format or a count in the
// same shape keeps its invalid reading.
func TestGeneralise1160(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"nestjs-invoices-400", "http", 400, "", `{"statusCode":400,"message":"Only draft invoices can be edited","error":"Bad Request"}`, rung.KindPremise},
		{"bullmq-admin-409", "http", 409, "", `{"statusCode":409,"message":"Only failed jobs can be retried.","error":"Conflict"}`, rung.KindPremise},
		{"laravel-invitations-403", "http", 403, "", `{"message":"Only pending invitations can be cancelled."}`, rung.KindPremise},
		{"iaas-cli-bare", "", 0, "", `only Stopped instances can be started`, rung.KindPremise},
		{"go-orders-bare", "go", 0, "", `only draft orders can be cancelled`, rung.KindPremise},
		{"firebase-failed-precondition", "grpc", 0, "FAILED_PRECONDITION", `Only pending invitations can be cancelled`, rung.KindPremise},
		{"express-orders-400", "http", 400, "", `{"error":"Only Draft orders can be finalized."}`, rung.KindPremise},
		{"near-png-images", "http", 400, "", `{"error":"Only PNG images can be uploaded."}`, rung.KindInvalid},
		{"near-count-attachments", "http", 400, "", `{"error":"Only 5 attachments can be added per message."}`, rung.KindInvalid},
		{"near-json-files", "http", 400, "", `{"error":"Only JSON files may be imported."}`, rung.KindInvalid},
	})
}
