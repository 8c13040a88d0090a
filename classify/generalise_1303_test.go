package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 90013aa7: 19/31 overall, 11/22 tricky.
// Tolerated: i1303-sheets-cell-limit-resize-py: premise vs invalid (taxonomy, lead from sets 367 and 844: "would increase the number of <items> in <the container> above the limit" is "premise: the container holds as many as it allows; trim it or use a new one"): my resize case is fixable in the request's order (gspread-dataframe PR 38), but the ruling reads the wording, not the call.
// Tolerated: i1303-gas-max-exec-time: unknown vs invalid (taxonomy, lead from set 821: "a runtime's own script deadline ... transient (a timeout)"): Apps Script's 6/30-minute cap is fixed, so the same run fails again; the ruling's answer (transient, falling to repair on retry) is not mine and I do not flip it alone; left unfixed, it reads unknown.
// Tolerated: i1303-sheets-parse-range-missing-tab: invalid vs premise (no ruling; not fixed within the session's budget): "Unable to parse range" for a well-formed A1 range names a tab that is absent; the same text also answers malformed ranges, so a fix must tell the two apart by the range's shape.
// Tolerated: i1303-sheets-parse-range-sheet1: invalid vs premise (as above): the default "Sheet1" on a workbook whose tab is named otherwise.
// Tolerated: i1303-sheets-delete-last-sheet: invalid vs premise (no ruling; one-off wording, not fixed within budget): "You can't remove all the sheets in a document." is the workbook's state (one sheet left), not the request's shape.
// Tolerated: i1303-docs-replaceall-zero: invalid vs ambiguous (one-off shape): a 200 Docs reply whose replaceAllText reply is empty (occurrencesChanged omitted, zero); the classifier reads the bare JSON as a missing argument.
func TestIndependentCases1303(t *testing.T) {
	runIndependent(t, "testdata/independent1303.jsonl", true, "i1303-sheets-cell-limit-resize-py", "i1303-gas-max-exec-time", "i1303-sheets-parse-range-missing-tab", "i1303-sheets-parse-range-sheet1", "i1303-sheets-delete-last-sheet", "i1303-docs-replaceall-zero")
}

// TestGeneralise1303AppsScriptQuota holds Apps Script's quota exceptions
// (developers.google.com/apps-script/quotas): "... for one day" is a daily
// quota that resets 24 hours after the first request (premise), "... in a
// short time" a rate window (transient); the "too many" guess no longer
// reads either. Near misses keep their kind.
func TestGeneralise1303AppsScriptQuota(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "daily email", msg: "Exception: Service invoked too many times for one day: email.", want: rung.KindPremise},
		{name: "daily urlfetch in scripts.run body", protocol: "http", status: 200, msg: `{"done":true,"error":{"code":3,"message":"ScriptError","details":[{"@type":"type.googleapis.com/google.apps.script.v1.ExecutionError","errorMessage":"Exception: Service invoked too many times for one day: urlfetch.","errorType":"ScriptError"}]}}`, want: rung.KindPremise},
		{name: "daily computer time", msg: "Exception: Service using too much computer time for one day", want: rung.KindPremise},
		{name: "short time", msg: "Exception: Service invoked too many times in a short time: spreadsheets. Try Utilities.sleep(1000) between calls.", want: rung.KindTransient},
		{name: "short time gmail", msg: "Service invoked too many times in a short time: gmail rateMax. Try Utilities.sleep(1000) between calls.", want: rung.KindTransient},
		{name: "too many items stays invalid", msg: "too many items in request: 600 (max 500)", want: rung.KindInvalid},
		{name: "too many requests stays transient", protocol: "http", status: 429, msg: "Too Many Requests", want: rung.KindTransient},
	})
}

// TestGeneralise1303LatestRevision holds a revision guard the object moved
// past, said of the "latest" revision, as the stale-copy ruling's premise
// under any status: Docs' requiredRevisionId through Apps Script (no
// code) and the Go client, Forms' writeControl, Lambda's RevisionId. A
// revision that is a future one, and a checksum that does not match the
// file, keep their readings.
func TestGeneralise1303LatestRevision(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"Apps Script Docs.Documents.batchUpdate", "http", 400, "", "GoogleJsonResponseException: API call to docs.documents.batchUpdate failed with error: The required revision ID 'ALBJ4Lu_x' does not match the latest revision.", rung.KindPremise},
		{"Forms API batchUpdate", "http", 400, "INVALID_ARGUMENT", `{"error":{"code":400,"message":"The revision ID does not match the latest revision ID.","status":"INVALID_ARGUMENT"}}`, rung.KindPremise},
		{"Lambda RevisionId under 400", "http", 400, "", "The RevisionId provided does not match the latest RevisionId for the Lambda function or alias. Call the GetFunction or the GetAlias API operation to retrieve the latest RevisionId for your resource.", rung.KindPremise},
		{"Lambda RevisionId under 409", "http", 409, "", "The RevisionId provided does not match the latest RevisionId for the function", rung.KindPremise},
		// Near misses.
		{"etcd future revision", "grpc", 0, "OUT_OF_RANGE", "rpc error: code = OutOfRange desc = etcdserver: mvcc: required revision is a future revision", rung.KindInvalid},
		{"checksum mismatch", "http", 400, "", "The provided checksum does not match the uploaded file.", rung.KindInvalid},
	})
}

// TestGeneralise1303SlidesObjectID holds Google Slides' "The object ID (x)
// should be unique among all pages and page elements." as conflict under
// each create request and client (the presentation already holds the id
// the call chose); a list inside the call that must be unique, and a
// malformed object id, keep invalid.
func TestGeneralise1303SlidesObjectID(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"Go googleapi createSlide", "http", 400, "INVALID_ARGUMENT", "googleapi: Error 400: Invalid requests[0].createSlide: The object ID (daily_slide_0612) should be unique among all pages and page elements., badRequest", rung.KindConflict},
		{"Apps Script createShape", "http", 400, "", "GoogleJsonResponseException: API call to slides.presentations.batchUpdate failed with error: Invalid requests[1].createShape: The object ID (title_box_1) should be unique among all pages and page elements.", rung.KindConflict},
		{"REST body createTable", "http", 400, "", `{"error":{"code":400,"message":"Invalid requests[0].createTable: The object ID (kpi_table) should be unique among all pages and page elements.","status":"INVALID_ARGUMENT"}}`, rung.KindConflict},
		// Near misses.
		{"tool names in the call", "http", 400, "", "tools: Tool names must be unique.", rung.KindInvalid},
		{"object id format rule (paraphrased)", "http", 400, "INVALID_ARGUMENT", "googleapi: Error 400: Invalid requests[0].createSlide: The object ID (1x) should start with a word character [a-zA-Z0-9_] and then followed by any number of the following characters [a-zA-Z0-9_-:]., badRequest", rung.KindInvalid},
	})
}
