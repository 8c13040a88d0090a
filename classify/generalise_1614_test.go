package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at d467aec7: 29/36 overall, 10/16 tricky.
// Fixed: i1614-avatax-document-code-conflict (serverquotes.go multipleFound; TestGeneralise1614MultipleExist).
// Fixed: i1614-avatax-refund-uncommitted (statemachine.go statusBlocksAct; TestGeneralise1614NotInStatusTo).
// Fixed: i1614-intacct-xml-parse (xmlgateway.go xmlGatewayFailure; TestGeneralise1614XMLGateway).
// Fixed: i1614-myob-essentials-file-upgraded (roomwords.go goneTargetWords; TestGeneralise1614UpgradedEdition).
// Tolerated: i1614-myob-gateway-timeout-post: transient vs ambiguous (ruling, docs/taxonomy.md set 530): MYOB's 504 "Connection to the API has timed out" is the same body for GET and POST; the ruling reads a timeout ambiguous only when the text names a write, and this one names none (the POST is in the source, not the message).
// Tolerated: i1614-myob-daily-rate-limit: transient vs premise (ruling): set 1338 labels the same MYOB 403 RateLimitError body ("API key has exceeded the daily rate limit") transient, against docs/taxonomy.md's 429 row (daily quotas premise); a rule reading the period flips that line, so the case goes to the lead.
// Tolerated: i1614-myob-row-version: premise vs conflict (ruling, the stale-copy ruling, docs/taxonomy.md sets 237 and 336): the stale RowVersion now reads premise (staleref.go, TestGeneralise1614RowVersion); the line was labelled by DESIGN's "version clash" under conflict.
func TestIndependentCases1614(t *testing.T) {
	runIndependent(t, "testdata/independent1614.jsonl", true, "i1614-myob-gateway-timeout-post", "i1614-myob-daily-rate-limit", "i1614-myob-row-version")
}

// Row-version concurrency in accounting files (staleref.go): MYOB
// AccountRight's 409 IncorrectRowVersionSupplied, "an update operation
// requires a valid RowVersion from the current entity being modified"
// (developer.myob.com error-codes; apisupport.myob.com "Solving the
// IncorrectRowVersionSupplied Error message"): the entity changed between
// the GET and the PUT, the stale-copy ruling (premise). Near misses: a
// RowVersion left out of the PUT is the call's own (invalid), and
// FreshBooks' 409 "being modified by another request" is a write in
// flight now (transient).
func TestGeneralise1614RowVersion(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"myob 409 requires a valid RowVersion", "http", 409, "", `{"Errors":[{"Name":"IncorrectRowVersionSupplied","Message":"The request could not be processed because an update operation requires a valid RowVersion from the current entity being modified.","ErrorCode":null,"Severity":"Error"}]}`, rung.KindPremise},
		{"myob 409 IncorrectRowVersion name only", "http", 409, "IncorrectRowVersion", `{"Errors":[{"Name":"IncorrectRowVersion","Message":"IncorrectRowVersion","Severity":"Error"}]}`, rung.KindPremise},
		{"myob 409 plain text", "http", 409, "", "IncorrectRowVersionSupplied: the data has changed between the time you made your GET request and the time you made the PUT request", rung.KindPremise},
		{"near miss: RowVersion missing from the PUT", "http", 400, "", `{"Errors":[{"Name":"Required","Message":"RowVersion is required","ErrorCode":100,"Severity":"Error"}]}`, rung.KindInvalid},
		{"near miss: freshbooks write in flight", "http", 409, "409", `{"response":{"errors":[{"errno":409,"field":"invoiceid","message":"The resource being modified is being modified by another request.","object":"invoice","value":"231401"}]}}`, rung.KindTransient},
	})
}

// A document "not in a status to" do the act (statemachine.go
// statusBlocksAct): AvaTax's InvalidDocumentStatusForRefund "Document is
// not in a status to process refund" (only committed documents are
// refunded; developer.avalara.com/avatax/errors), and the same said with
// "for". The object's state, not the arguments: premise. Near misses: a
// status argument of the wrong value stays invalid; a document that is
// committed ("Committed transactions cannot be modified") keeps premise by
// its own rule.
func TestGeneralise1614NotInStatusTo(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"avatax refund on an uncommitted document", "http", 400, "InvalidDocumentStatusForRefund", `{"error":{"code":"InvalidDocumentStatusForRefund","message":"Document is not in a status to process refund","target":"Unknown","details":[{"code":"InvalidDocumentStatusForRefund","number":700,"message":"Document is not in a status to process refund","description":"The document status is Saved, we can only process refund on committed document.","faultCode":"Client","severity":"Error"}]}}`, rung.KindPremise},
		{"avatax bare text", "", 0, "", "Document is not in a status to process refund", rung.KindPremise},
		{"invoice not in a status to be sent", "http", 422, "", `{"message":"Invoice INV-0042 is not in a status to be sent"}`, rung.KindPremise},
		{"order not in a state for cancellation", "http", 400, "", `{"error":"Order 1001 is not in a state for cancellation"}`, rung.KindPremise},
		{"near miss: a status argument's value", "http", 400, "", `{"error":"status must be one of: draft, sent, paid"}`, rung.KindInvalid},
		{"near miss: committed transaction rule", "http", 400, "TransactionIsCommitted", `{"error":{"code":"TransactionIsCommitted","message":"Committed transactions cannot be modified by this API."}}`, rung.KindPremise},
	})
}

// Several objects "exist" where the call named one (serverquotes.go
// multipleFound): AvaTax's DocumentCodeConflict "multiple documents exist
// for company 'X' and code 'Y'. Please provide the DocumentType parameter
// to distinguish between them." (developer.avalara.com/avatax/errors):
// the lookup ran and found several, ambiguous (narrow it), whatever the
// code's name says. Near misses: several errors in the request stay a
// validation report (invalid); one object that already exists stays
// conflict.
func TestGeneralise1614MultipleExist(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"avatax DocumentCodeConflict", "http", 400, "DocumentCodeConflict", `{"error":{"code":"DocumentCodeConflict","message":"Please specify DocumentType parameter","target":"Unknown","details":[{"code":"DocumentCodeConflict","number":303,"message":"Please specify DocumentType parameter","description":"This API applies to a single document, but multiple documents exist for company 'DEFAULT' and code 'INV-1001'.  Please provide the DocumentType parameter to distinguish between them.","faultCode":"Client","severity":"Error"}]}}`, rung.KindAmbiguous},
		{"multiple customers exist", "http", 404, "", `{"error":"Multiple customers exist with email a@example.com; pass a customer id"}`, rung.KindAmbiguous},
		{"multiple accounts exist", "http", 400, "", `{"message":"multiple accounts exist for this user, specify account_id"}`, rung.KindAmbiguous},
		{"near miss: several errors in the request", "http", 400, "", `{"message":"Multiple errors exist in the request: name is required"}`, rung.KindInvalid},
		{"near miss: one that already exists", "http", 400, "TransactionAlreadyExists", `{"error":{"code":"TransactionAlreadyExists","message":"A transaction with this code and type already exists."}}`, rung.KindConflict},
	})
}

// An XML gateway's failure envelope under HTTP 200 (xmlgateway.go): Sage
// Intacct's <status>failure</status> with <errorno> and <description2>
// (developer.intacct.com/web-services/error-handling). A parser's words
// there are the gateway's verdict on the request (invalid); GW-0010 is its
// rate limit (transient); other errors are read by their text (a closed
// period premise). Near misses: libxml2's words with no envelope under a
// 200 stay the client's verdict on the answer (ambiguous, set 758); the
// same words under a 400 stay invalid.
func TestGeneralise1614XMLGateway(t *testing.T) {
	const head = "<response>\n    <control>\n        <status>failure</status>\n    </control>\n    <errormessage>\n        <error>\n            <errorno>"
	const tail = "</correction>\n        </error>\n    </errormessage>\n</response>"
	runWordingCases(t, []wordingCase{
		{"intacct XL03000003 parse error", "http", 200, "", head + "XL03000003</errorno>\n            <description></description>\n            <description2>XML Parse schema error: Fatal Error 76: Opening and ending tag mismatch: delete line 16 and function. Line: 19, column: 18. [Support ID: p5rxS%7EYxEXrDEnVyr0F531W8X9bQAAACQ]</description2>\n            <correction>" + tail, rung.KindInvalid},
		{"intacct GW-0010 rate limit", "http", 200, "", head + "GW-0010</errorno>\n            <description>Rate limit exceeded</description>\n            <correction>" + tail, rung.KindTransient},
		{"intacct closed period", "http", 200, "", head + "BL01001973</errorno>\n            <description></description>\n            <description2>Periods are closed.  Your transaction date (03/31/2020) is within a period that's been closed.  You can add, modify, or delete a transaction only if the date of the transaction is within a period that's open.</description2>\n            <correction>" + tail, rung.KindPremise},
		{"near miss: libxml2 on the answer, no envelope", "http", 200, "", "lxml.etree.XMLSyntaxError: Opening and ending tag mismatch: meta line 4 and head, line 6, column 8", rung.KindAmbiguous},
		{"near miss: libxml2 under a 400", "http", 400, "", "lxml.etree.XMLSyntaxError: Opening and ending tag mismatch: meta line 4 and head, line 6, column 8", rung.KindInvalid},
	})
}

// A company file moved to a product's new edition and kept locked
// (roomwords.go goneTargetWords, beside Telegram's "was upgraded to a
// supergroup"): MYOB Essentials' 418 "an Essentials file has been
// upgraded to new Essentials and the file is locked" (MYOB Essentials API
// response codes): the target is gone for good, premise. Near miss: its
// 423 while the upgrade still runs frees by itself (transient).
func TestGeneralise1614UpgradedEdition(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"myob essentials 418", "http", 418, "", `{"Errors":[{"Name":"ImATeapot","Message":"The Essentials file has been upgraded to new Essentials and the file is locked","ErrorCode":null,"Severity":"Error"}]}`, rung.KindPremise},
		{"under a 400", "http", 400, "", `{"message":"This business file has been upgraded to the new Essentials and can no longer be used through this API"}`, rung.KindPremise},
		{"telegram supergroup (existing)", "http", 400, "", `{"ok":false,"error_code":400,"description":"Bad Request: group chat was upgraded to a supergroup chat","parameters":{"migrate_to_chat_id":-1001234567890}}`, rung.KindPremise},
		{"near miss: upgrade still running", "http", 423, "", `{"Errors":[{"Name":"Locked","Message":"The Essentials file is being upgraded to new Essentials and the file is locked","ErrorCode":null,"Severity":"Error"}]}`, rung.KindTransient},
	})
}
