package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 1ec9bb56: 29/36 overall, 11/17 tricky.
// Tolerated: i1706-adobe-private-messages: premise vs denied (ruling): a feature "not enabled for" the caller's account or user reads as configuration, premise (taxonomy sets 50 and 598).
// Tolerated: i1706-zw-unable-create: invalid vs unknown (one-off): R8002's documented cause is a server issue or a bad configuration; its words ("after checking your request parameters") lean to the call, and no class rule tells the two apart.
// Tolerated: i1706-restpki-background: invalid vs transient (ruling): a resource "being processed" refusing an act "at this time" reads premise under set 1597 (Gusto); a background-processing wait has no ruling of its own.
// Tolerated: i1706-restpki-expired-session-token: invalid vs premise (ruling): an expired session token reads denied under set 1341 (Parse), while this is a signature session, not a credential; no rule is added against that ruling.
func TestIndependentCases1706(t *testing.T) {
	runIndependent(t, "testdata/independent1706.jsonl", true, "i1706-adobe-private-messages", "i1706-zw-unable-create", "i1706-restpki-background", "i1706-restpki-expired-session-token")
}

// Class: a limit on the number of *times* the caller may act (a frequency
// within a window), worded like a held count: Acrobat Sign's web form
// first-signer throttle (developer guide, API Throttling, Webform First
// Signer). Near misses: counts of things held ("the number of health
// checks", "runners", "API keys") stay premise.
func TestGeneralise1706TimesLimit(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"adobe webform first signer", "", 0, "", "You've reached the limit on the number of times that you may access this web form. Please try again after 1 hours, 5 minutes, and 0 seconds.\nContact the owner of this web form for further information.", rung.KindTransient},
		{"http 400 times limit", "http", 400, "", `{"message":"You have reached the limit on the number of times you can resend this code. Try again in 10 minutes."}`, rung.KindTransient},
		{"mcp times limit", "mcp", 0, "", `{"content":[{"type":"text","text":"Error: reached the limit on the number of times this link may be opened today"}],"isError":true}`, rung.KindTransient},
		{"near miss runners", "http", 400, "", `{"message":"The organization has reached the limit on the number of runners."}`, rung.KindPremise},
		{"near miss route53", "aws", 400, "TooManyHealthChecks", "operation error Route 53: CreateHealthCheck, https response error StatusCode: 400, RequestID: 77aa, TooManyHealthChecks: This operation can't be completed because the current account has reached the limit on the number of health checks.", rung.KindPremise},
		{"near miss api keys", "mcp", 0, "", `{"content":[{"type":"text","text":"Error: account has reached the limit on the number of API keys (25)"}],"isError":true}`, rung.KindPremise},
	})
}

// Class: an act refused because a process on the object has begun,
// "cannot <act> ... after <process> has begun" (not "has
// started": Starlette's code bug "after an application has started") (ZipZign 409
// DocumentAlreadySigned, help.zipzign.com API Errors & Status Codes):
// premise under 409 or 400, not the 409's conflict. Near misses: a plain
// duplicate ("already exists") and a bare 409 stay conflict.
func TestGeneralise1706AfterBegun(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"zipzign 409", "http", 409, "DocumentAlreadySigned", `{"error":"DocumentAlreadySigned","message":"Cannot modify content after signing has begun"}`, rung.KindPremise},
		{"near miss: starlette started", "", 0, "", "RuntimeError: Cannot add middleware after an application has started", rung.KindUnknown},
		{"400 recipients", "http", 400, "", `{"message":"Recipients can't be changed after the signing process has begun."}`, rung.KindPremise},
		{"409 unable", "http", 409, "", `{"detail":"Unable to edit the template after sending has begun"}`, rung.KindPremise},
		{"near miss duplicate", "http", 409, "", `{"message":"A document with this name already exists"}`, rung.KindConflict},
		{"near miss plain 409", "http", 409, "", `{"message":"Conflict"}`, rung.KindConflict},
	})
}
