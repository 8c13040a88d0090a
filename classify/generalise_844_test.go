package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases844 runs held-out set 844: Google Workspace APIs (Drive, Sheets, Docs, Gmail, Calendar, Admin SDK) as the Go and Python clients print them, labelled blind.
// First run at 3d4eaf00: 28/32 overall, 6/10 tricky.
// Fixed: i844-sheets-notsupported-xlsx (a Python HttpError with no reason now reads the canonical status passed as the code; httppreset.go googleapiText).
// Tolerated: i844-drive-exportsize: premise vs invalid (ruling: Drive's exportSizeLimitExceeded is the size of what was asked, the call's, generalise_30_test.go "too-large" and codes.go's "a size (Drive's exportSizeLimitExceeded) is the call's", TestGeneralise394): the export of that file fails whatever the arguments, yet the size ruling reads it as the request's size; both hold.
// Fixed later by the lead: i844-sheets-cell-limit (heldlimits.go: a container the act would push past its limit).
// Tolerated: i844-gmail-sendinglimit: premise vs transient (ruling: Gmail 429 rateLimitExceeded "User-rate limit exceeded.  Retry after <time>" is transient, TestGeneralise206 and TestGeneralise244): the daily sending limit lifts at the stated time, hours away; waiting until then is a retry, a replan serves sooner.
func TestIndependentCases844(t *testing.T) {
	runIndependent(t, "testdata/independent844.jsonl", true, "i844-drive-exportsize", "i844-gmail-sendinglimit")
}

// TestGeneralise844 checks google-api-python-client's HttpError whose repr
// drops the body's canonical status, with the status carried as the code:
// FAILED_PRECONDITION is the target's state whatever the 400 says.
func TestGeneralise844(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// Google Docs API on a Word file in Drive (documents.get), FAILED_PRECONDITION.
		{"docs api on a .docx, python", "http", 400, "FAILED_PRECONDITION", `<HttpError 400 when requesting https://docs.googleapis.com/v1/documents/1qWordFileGx?alt=json returned "This operation is not supported for this document". Details: "This operation is not supported for this document">`, rung.KindPremise},
		// Gmail API users.messages.send from a service account without a mailbox to act for (FAILED_PRECONDITION).
		{"gmail precondition check failed, python", "http", 400, "FAILED_PRECONDITION", `<HttpError 400 when requesting https://gmail.googleapis.com/gmail/v1/users/me/messages/send?alt=json returned "Precondition check failed.". Details: "Precondition check failed.">`, rung.KindPremise},
		// Firestore Admin API on a database in Datastore mode (FAILED_PRECONDITION).
		{"firestore in datastore mode, python", "http", 400, "FAILED_PRECONDITION", `<HttpError 400 when requesting https://firestore.googleapis.com/v1/projects/acme-w/databases/(default)/collectionGroups/orders/indexes?alt=json returned "The Cloud Firestore API is not available for Firestore in Datastore Mode database projects/acme-w/databases/(default).">`, rung.KindPremise},
		// Service Usage services.enable on a project with no billing account (FAILED_PRECONDITION).
		{"service usage billing not enabled, python", "http", 400, "FAILED_PRECONDITION", `<HttpError 400 when requesting https://serviceusage.googleapis.com/v1/projects/acme-w/services/compute.googleapis.com:enable?alt=json returned "Billing account for project '48120077' is not found. Billing must be enabled for activation of service(s) 'compute.googleapis.com' to proceed.">`, rung.KindPremise},
		// Near misses: the call's own fault under INVALID_ARGUMENT, and no status carried at all.
		{"near miss: sheets range under INVALID_ARGUMENT", "http", 400, "INVALID_ARGUMENT", `<HttpError 400 when requesting https://sheets.googleapis.com/v4/spreadsheets/1sRangeX/values/Tab%21A1%3AB?alt=json returned "Unable to parse range: Tabx!A1:B". Details: "Unable to parse range: Tabx!A1:B">`, rung.KindInvalid},
		{"near miss: no status carried", "http", 400, "", `<HttpError 400 when requesting https://docs.googleapis.com/v1/documents/1dX:batchUpdate?alt=json returned "Invalid requests[0].insertText: Index 90 must be less than the end index of the referenced segment, 12.">`, rung.KindInvalid},
		{"near miss: sheets per-minute quota under RESOURCE_EXHAUSTED", "http", 429, "RESOURCE_EXHAUSTED", `<HttpError 429 when requesting https://sheets.googleapis.com/v4/spreadsheets/1sQ/values/A1?alt=json returned "Quota exceeded for quota metric 'Read requests' and limit 'Read requests per minute per user' of service 'sheets.googleapis.com' for consumer 'project_number:77'.">`, rung.KindTransient},
	})
}
