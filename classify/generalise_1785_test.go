package classify

import "testing"

// First run at dc980963: 33/36 overall, 16/19 tricky.
// Tolerated: i1785-gmail-delegated-send-bad-request: premise vs unknown (ruling): googleapi failedPrecondition reads premise (taxonomy "Google API v1 reasons" row); the bare "Bad Request" says nothing more.
// Tolerated: i1785-drive-download-quota: premise vs transient (ruling): set 1526 labels the same downloadQuotaExceeded premise; the same text cannot take both.
func TestIndependentCases1785(t *testing.T) {
	runIndependent(t, "testdata/independent1785.jsonl", true, "i1785-gmail-delegated-send-bad-request", "i1785-drive-download-quota")
}

// Class: Gmail's "<kind> name exists or conflicts" (labels.create and
// labels.update, 409 under failedPrecondition), in the JSON body, the Go
// client and the Python client. Near misses: a failedPrecondition that
// says nothing of a name stays premise; "conflicts" alone with a
// conflicting time range stays as it was.
func TestGeneralise1785LabelNameExists(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"go label create", "", 0, "failedPrecondition", "googleapi: Error 409: Label name exists or conflicts, failedPrecondition", conflict},
		{"py label update", "", 0, "failedPrecondition", `<HttpError 409 when requesting https://gmail.googleapis.com/gmail/v1/users/me/labels/Label_7?alt=json returned "Label name exists or conflicts". Details: "[{'message': 'Label name exists or conflicts', 'domain': 'global', 'reason': 'failedPrecondition'}]">`, conflict},
		{"http body", "http", 409, "failedPrecondition", `{"error":{"code":409,"message":"Label name exists or conflicts","errors":[{"message":"Label name exists or conflicts","domain":"global","reason":"failedPrecondition"}],"status":"FAILED_PRECONDITION"}}`, conflict},
		{"near: mail service off", "", 0, "failedPrecondition", "googleapi: Error 400: Mail service not enabled, failedPrecondition", premise},
		{"near: precondition check", "", 0, "failedPrecondition", "googleapi: Error 400: Precondition check failed., failedPrecondition", premise},
	})
}
